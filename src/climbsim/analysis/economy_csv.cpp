#include <algorithm>
#include <map>
#include <tuple>

#include "climbsim/analysis/economy.hpp"
#include "climbsim/io/csv.hpp"

namespace climbsim {

void write_economy_csv(std::ostream& out, const std::vector<EconomyRow>& rows, const EconomySweep& sweep) {
  CsvWriter csv(out);
  write_economy_header(csv, sweep);
  write_economy_rows(csv, rows, sweep);
}

void write_economy_header(CsvWriter& csv, const EconomySweep& sweep) {
  std::vector<std::string> header = {"unit",  "minis", "wounds_per_mini", "height",      "face",    "direction", "die",
                                     "expert_climber", "scale", "jump", "plan", "policy", "legal", "steps",
                                     "actions", "activations", "samples", "seed"};
  const auto four = [&](const std::string& f) { header.insert(header.end(), {f, f + "_ci_low", f + "_ci_high", "exact_" + f}); };
  for (const char* f : {"mean_actions", "mean_wounds", "mean_minis_lost", "mean_survivors", "p_mini_lost", "p_unit_defeated"}) four(f);
  header.insert(header.end(), {"pareto", "best_for_budget"});
  if (sweep.mc.precision > 0) header.emplace_back("converged");
  csv.header(header);
}

void write_economy_rows(CsvWriter& csv, std::span<const EconomyRow> rows, const EconomySweep& sweep) {
  const bool precision = sweep.mc.precision > 0;
  for (const auto& r : rows) {
    csv.field(r.unit.name).field(r.unit.minis).field(r.unit.wounds_per_mini).field(r.height).field(r.face.name());
    csv.field(to_string(r.direction)).field(r.die.name).field(r.unit.keywords.expert_climber).field(r.unit.keywords.scale);
    csv.field(r.unit.keywords.jump).field(r.plan).field(r.policy).field(r.legal);
    if (!r.legal) {
      for (int i = 0; i < 4; ++i) csv.empty();
      csv.field(sweep.mc.seed);
      for (int i = 0; i < 24; ++i) csv.empty();
      csv.field(false).empty();
      if (precision) csv.empty();
      csv.end_row();
      continue;
    }
    if (r.policy) csv.empty();
    else csv.field(r.steps);
    csv.field(r.actions).field(r.activations).field(r.mc->samples).field(sweep.mc.seed);
    const auto& m = *r.mc;
    const auto& x = *r.exact;
    const auto put = [&](double est, const Interval& ci, double exact) { csv.field(est).field(ci.low).field(ci.high).field(exact); };
    put(*r.mc_mean_actions, *r.mc_mean_actions_ci, r.exact_mean_actions);
    put(m.mean_wounds, m.mean_wounds_ci, x.mean_wounds);
    put(m.mean_minis_lost, m.mean_minis_lost_ci, x.mean_lost);
    const double minis = r.unit.minis;
    put(minis - m.mean_minis_lost, {minis - m.mean_minis_lost_ci.high, minis - m.mean_minis_lost_ci.low}, minis - x.mean_lost);
    put(m.p_mini_lost, m.p_mini_lost_ci, x.p_mini_lost);
    put(m.p_unit_defeated, m.p_unit_defeated_ci, x.p_unit_defeated);
    std::string budgets;
    for (int b : r.best_for) budgets += (budgets.empty() ? "" : ";") + std::to_string(b);
    csv.field(r.pareto).field(budgets);
    if (precision) csv.field(r.converged);
    csv.end_row();
  }
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
