#include "climbsim/output/economy_table.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <tuple>
#include <utility>

namespace climbsim {

ColumnTable<EconomyRow> economy_table(const EconomySweep& sweep, Detail detail) {
  using R = EconomyRow;
  using D = Detail;
  const std::uint64_t seed = sweep.mc.seed;
  std::vector<Column<R>> c = {
      {"unit", D::brief, [](CsvWriter& w, const R& r) { w.field(r.unit.name); }},
      {"minis", D::brief, [](CsvWriter& w, const R& r) { w.field(r.unit.minis); }},
      {"wounds_per_mini", D::brief, [](CsvWriter& w, const R& r) { w.field(r.unit.wounds_per_mini); }},
      {"height", D::brief, [](CsvWriter& w, const R& r) { w.field(r.height); }},
      {"face", D::brief, [](CsvWriter& w, const R& r) { w.field(r.face.name()); }},
      {"direction", D::brief, [](CsvWriter& w, const R& r) { w.field(to_string(r.direction)); }},
      {"die", D::brief, [](CsvWriter& w, const R& r) { w.field(r.die.name); }},
      {"expert_climber", D::brief, [](CsvWriter& w, const R& r) { w.field(r.unit.keywords.expert_climber); }},
      {"scale", D::exact, [](CsvWriter& w, const R& r) { w.field(r.unit.keywords.scale); }},
      {"jump", D::exact, [](CsvWriter& w, const R& r) { w.field(r.unit.keywords.jump); }},
      {"plan", D::brief, [](CsvWriter& w, const R& r) { w.field(r.plan); }},
      {"policy", D::brief, [](CsvWriter& w, const R& r) { w.field(r.policy); }},
      {"legal", D::brief, [](CsvWriter& w, const R& r) { w.field(r.legal); }},
      {"steps", D::exact, [](CsvWriter& w, const R& r) { r.legal && !r.policy ? w.field(r.steps) : w.empty(); }},
      {"actions", D::brief, [](CsvWriter& w, const R& r) { r.legal ? w.field(r.actions) : w.empty(); }},
      {"activations", D::brief, [](CsvWriter& w, const R& r) { r.legal ? w.field(r.activations) : w.empty(); }},
      {"samples", D::all, [](CsvWriter& w, const R& r) { r.mc ? w.field(r.mc->samples) : w.empty(); }},
      {"seed", D::all, [seed](CsvWriter& w, const R&) { w.field(seed); }},
  };
  using Figure = std::optional<std::pair<double, Interval>>;
  const auto mc = [](auto get) { return [get](const R& r) { return r.mc ? Figure(get(r)) : std::nullopt; }; };
  const auto exact = [](auto get) {
    return [get](const R& r) { return r.exact ? std::optional<double>(get(r)) : std::nullopt; };
  };
  add_figure<R>(c, "mean_actions", D::brief,
                [](const R& r) { return r.mc ? Figure(std::pair{*r.mc_mean_actions, *r.mc_mean_actions_ci}) : std::nullopt; },
                exact([](const R& r) { return r.exact_mean_actions; }));
  add_figure<R>(c, "mean_wounds", D::brief, mc([](const R& r) { return std::pair{r.mc->mean_wounds, r.mc->mean_wounds_ci}; }),
                exact([](const R& r) { return r.exact->mean_wounds; }));
  add_figure<R>(c, "mean_minis_lost", D::brief,
                mc([](const R& r) { return std::pair{r.mc->mean_minis_lost, r.mc->mean_minis_lost_ci}; }),
                exact([](const R& r) { return r.exact->mean_lost; }));
  add_figure<R>(c, "mean_survivors", D::exact, mc([](const R& r) {
                  const double m = r.unit.minis;
                  const auto& ci = r.mc->mean_minis_lost_ci;
                  return std::pair{m - r.mc->mean_minis_lost, Interval{m - ci.high, m - ci.low}};
                }),
                exact([](const R& r) { return r.unit.minis - r.exact->mean_lost; }));
  add_figure<R>(c, "p_mini_lost", D::brief, mc([](const R& r) { return std::pair{r.mc->p_mini_lost, r.mc->p_mini_lost_ci}; }),
                exact([](const R& r) { return r.exact->p_mini_lost; }));
  add_figure<R>(c, "p_unit_defeated", D::exact,
                mc([](const R& r) { return std::pair{r.mc->p_unit_defeated, r.mc->p_unit_defeated_ci}; }),
                exact([](const R& r) { return r.exact->p_unit_defeated; }));
  c.push_back({"pareto", D::brief, [](CsvWriter& w, const R& r) { w.field(r.pareto); }});
  // One true/false column per budget: a list such as "2;4" would read as text in one row and as a
  // number ("2") in the next.
  for (int budget : sweep.budgets)
    c.push_back({"best_within_" + std::to_string(budget), D::brief, [budget](CsvWriter& w, const R& r) {
                   w.field(std::find(r.best_for.begin(), r.best_for.end(), budget) != r.best_for.end());
                 }});
  if (sweep.mc.precision > 0)
    c.push_back({"converged", D::all, [](CsvWriter& w, const R& r) { r.mc ? w.field(r.converged) : w.empty(); }});
  return ColumnTable<R>(std::move(c), detail);
}

void write_economy_csv(std::ostream& out, const std::vector<EconomyRow>& rows, const EconomySweep& sweep) {
  CsvWriter csv(out);
  const auto table = economy_table(sweep);
  table.header(csv);
  for (const auto& r : rows) table.row(csv, r);
}

void write_economy_distribution_header(CsvWriter& csv) {
  std::vector<std::string> h = {"unit", "minis", "wounds_per_mini", "height", "face", "direction", "die", "expert_climber", "plan"};
  const auto more = distribution_columns();
  h.insert(h.end(), more.begin(), more.end());
  csv.header(h);
}

void write_economy_distribution_rows(CsvWriter& csv, std::span<const EconomyRow> rows) {
  for (const auto& r : rows) {
    if (!r.law) continue;
    write_distribution_rows(csv,
                            {r.unit.name, std::to_string(r.unit.minis), std::to_string(r.unit.wounds_per_mini),
                             format_number(r.height), r.face.name(), std::string(to_string(r.direction)), r.die.name,
                             r.unit.keywords.expert_climber ? "true" : "false", r.plan},
                            *r.law);
  }
}

void write_economy_summary(std::ostream& out, const std::vector<EconomyRow>& rows) {
  CsvWriter csv(out);
  write_economy_summary_header(csv);
  write_economy_summary_rows(csv, rows);
}

void write_economy_summary_header(CsvWriter& csv) {
  csv.header({"unit", "minis", "wounds_per_mini", "height", "face", "direction", "die", "cheapest_plan", "cheapest_actions",
              "cheapest_exact_mean_minis_lost", "safest_plan", "safest_actions", "safest_exact_mean_minis_lost",
              "expert_cheapest_plan", "expert_cheapest_actions", "expert_saves_minis_per_activation"});
}

void write_economy_summary_rows(CsvWriter& csv, std::span<const EconomyRow> rows) {
  // Key: everything but Expert Climber and the plan.
  using Key = std::tuple<std::string, int, int, double, std::string, std::string, bool, int, std::string>;
  struct Best {
    const EconomyRow* cheapest = nullptr;
    const EconomyRow* safest = nullptr;
  };
  std::map<Key, std::pair<Best, Best>> by_key;  // first: without Expert Climber, second: with
  std::vector<Key> order;
  for (const auto& r : rows) {
    const Key key{r.unit.name, r.unit.minis, r.unit.wounds_per_mini, r.height, r.face.name(),
                  std::string(to_string(r.direction)), r.unit.keywords.scale, r.unit.keywords.jump, r.die.name};
    if (by_key.count(key) == 0) order.push_back(key);
    auto& slot = r.unit.keywords.expert_climber ? by_key[key].second : by_key[key].first;
    if (!r.legal || r.policy) continue;
    const auto lost = [](const EconomyRow* x) { return x->exact->mean_lost; };
    if (!slot.cheapest || r.actions < slot.cheapest->actions ||
        (r.actions == slot.cheapest->actions && lost(&r) < lost(slot.cheapest)))
      slot.cheapest = &r;
    if (!slot.safest || lost(&r) < lost(slot.safest) - 1e-12 ||
        (lost(&r) <= lost(slot.safest) + 1e-12 && r.actions < slot.safest->actions))
      slot.safest = &r;
  }
  for (const auto& key : order) {
    const auto& [plain, expert] = by_key[key];
    csv.field(std::get<0>(key)).field(std::get<1>(key)).field(std::get<2>(key)).field(std::get<3>(key));
    csv.field(std::get<4>(key)).field(std::get<5>(key)).field(std::get<8>(key));
    const auto put = [&](const EconomyRow* r) {
      if (r) csv.field(r->plan).field(r->actions).field(r->exact->mean_lost);
      else csv.field("none").empty().empty();
    };
    put(plain.cheapest);
    put(plain.safest);
    if (expert.cheapest) csv.field(expert.cheapest->plan).field(expert.cheapest->actions);
    else csv.field("none").empty();
    // Minis Expert Climber saves, per activation the cheaper of the two fastest plans takes.
    if (plain.cheapest && expert.cheapest) {
      const int acts = std::max(1, std::min(plain.cheapest->activations, expert.cheapest->activations));
      csv.field((plain.cheapest->exact->mean_lost - expert.cheapest->exact->mean_lost) / acts);
    } else {
      csv.empty();
    }
    csv.end_row();
  }
}

}  // namespace climbsim
