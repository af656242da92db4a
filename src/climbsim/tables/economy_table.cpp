#include "climbsim/tables/economy_table.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <tuple>
#include <utility>

#include "climbsim/analysis/economy_optimal.hpp"
#include "climbsim/analysis/safety_order.hpp"

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
      {"face", D::brief, [](CsvWriter& w, const R& r) { w.field(face_label(r)); }},
      {"direction", D::brief, [](CsvWriter& w, const R& r) { w.field(to_string(r.direction)); }},
      {"die", D::brief, [](CsvWriter& w, const R& r) { w.field(r.die.name); }},
      {"edition", D::brief, [](CsvWriter& w, const R& r) { w.field(r.rules->edition); }},
      {"expert_climber", D::brief, [](CsvWriter& w, const R& r) { w.field(r.unit.keywords.expert_climber); }},
      {"scale", D::exact, [](CsvWriter& w, const R& r) { w.field(r.unit.keywords.scale); }},
      {"jump", D::exact, [](CsvWriter& w, const R& r) { w.field(r.unit.keywords.jump); }},
      {"plan", D::brief, [](CsvWriter& w, const R& r) { w.field(r.plan); }},
      {"policy", D::brief, [](CsvWriter& w, const R& r) { w.field(r.policy); }},
      {"legal", D::brief, [](CsvWriter& w, const R& r) { w.field(r.legal); }},
      {"illegal_reason", D::brief, [](CsvWriter& w, const R& r) { w.field(r.reason); }},
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
  if (!sweep.optimal.empty()) {
    // An optimal row's goal, its policy in words, and what it saves (RULINGS R24); empty elsewhere.
    const auto opt = [](auto get) {
      return [get](CsvWriter& w, const R& r) {
        if (r.optimal) get(w, *r.optimal);
        else w.empty();
      };
    };
    const auto gain = [](std::optional<double> EconomyRow::Optimal::*g) {
      return [g](CsvWriter& w, const R& r) { r.optimal && r.legal && (*r.optimal).*g ? w.field(*((*r.optimal).*g)) : w.empty(); };
    };
    c.push_back({"objective", D::brief, opt([](CsvWriter& w, const EconomyRow::Optimal& o) { w.field(to_string(o.goal.objective)); })});
    c.push_back({"activation_budget", D::brief, opt([](CsvWriter& w, const EconomyRow::Optimal& o) { w.field(o.goal.activations); })});
    c.push_back({"action_price", D::brief, opt([](CsvWriter& w, const EconomyRow::Optimal& o) { w.field(o.goal.action_price); })});
    c.push_back({"optimal_policy", D::brief, opt([](CsvWriter& w, const EconomyRow::Optimal& o) { w.field(o.words); })});
    c.push_back({"optimal_gain_vs_plans", D::brief, gain(&EconomyRow::Optimal::gain_vs_plans)});
    c.push_back({"optimal_gain_vs_policies", D::brief, gain(&EconomyRow::Optimal::gain_vs_policies)});
  }
  if (sweep.mc.precision > 0)
    c.push_back({"converged", D::all, [](CsvWriter& w, const R& r) { r.mc ? w.field(r.converged) : w.empty(); }});
  return ColumnTable<R>(std::move(c), detail);
}

void write_economy_csv(std::ostream& out, const std::vector<EconomyRow>& rows, const EconomySweep& sweep) {
  write_table(out, economy_table(sweep), rows);
}

void write_economy_distribution_header(CsvWriter& csv) {
  // Every key column of the economy table, so that two editions (or dice, Scale, Jump) never share a key.
  std::vector<std::string> h = {"unit", "minis", "wounds_per_mini", "height", "face", "direction", "die", "edition",
                                "expert_climber", "scale", "jump", "plan", "policy"};
  const auto more = distribution_columns();
  h.insert(h.end(), more.begin(), more.end());
  csv.header(h);
}

void write_economy_distribution_rows(CsvWriter& csv, std::span<const EconomyRow> rows) {
  for (const auto& r : rows) {
    if (!r.law) continue;
    write_distribution_rows(csv,
                            {r.unit.name, std::to_string(r.unit.minis), std::to_string(r.unit.wounds_per_mini),
                             format_number(r.height), face_label(r), std::string(to_string(r.direction)), r.die.name,
                             r.rules->edition, r.unit.keywords.expert_climber ? "true" : "false",
                             r.unit.keywords.scale ? "true" : "false", std::to_string(r.unit.keywords.jump),
                             // An optimal row's goal in its plan's name, so that two goals never share a key.
                             r.optimal ? r.plan + ":" + std::string(to_string(r.optimal->goal.objective)) + ":" +
                                             std::to_string(r.optimal->goal.activations) + ":" + format_number(r.optimal->goal.action_price)
                                       : r.plan,
                             r.policy ? "true" : "false"},
                            *r.law);
  }
}

void write_economy_summary(std::ostream& out, const std::vector<EconomyRow>& rows) {
  CsvWriter csv(out);
  write_economy_summary_header(csv);
  write_economy_summary_rows(csv, rows);
}

namespace {

// One row of the summary: a unit, height, face, direction and die, with its cheapest and safest
// plans without Expert Climber, and the cheapest with it.
struct SummaryRow {
  const EconomyRow* first = nullptr;  // names the row
  const EconomyRow* cheapest = nullptr;
  const EconomyRow* safest = nullptr;
  const EconomyRow* expert_cheapest = nullptr;
  const EconomyRow* expert_safest = nullptr;
};

ColumnTable<SummaryRow> summary_table() {
  using R = SummaryRow;
  using D = Detail;
  const auto plan = [](const EconomyRow* R::*pick) {
    return [pick](CsvWriter& w, const R& r) { r.*pick ? w.field((r.*pick)->plan) : w.field("none"); };
  };
  const auto actions = [](const EconomyRow* R::*pick) {
    return [pick](CsvWriter& w, const R& r) { r.*pick ? w.field((r.*pick)->actions) : w.empty(); };
  };
  const auto lost = [](const EconomyRow* R::*pick) {
    return [pick](CsvWriter& w, const R& r) { r.*pick ? w.field((r.*pick)->exact->mean_lost) : w.empty(); };
  };
  const auto wounds = [](const EconomyRow* R::*pick) {
    return [pick](CsvWriter& w, const R& r) { r.*pick ? w.field((r.*pick)->exact->mean_wounds) : w.empty(); };
  };
  std::vector<Column<R>> c = {
      {"unit", D::brief, [](CsvWriter& w, const R& r) { w.field(r.first->unit.name); }},
      {"minis", D::brief, [](CsvWriter& w, const R& r) { w.field(r.first->unit.minis); }},
      {"wounds_per_mini", D::brief, [](CsvWriter& w, const R& r) { w.field(r.first->unit.wounds_per_mini); }},
      {"height", D::brief, [](CsvWriter& w, const R& r) { w.field(r.first->height); }},
      {"face", D::brief, [](CsvWriter& w, const R& r) { w.field(face_label(*r.first)); }},
      {"direction", D::brief, [](CsvWriter& w, const R& r) { w.field(to_string(r.first->direction)); }},
      {"die", D::brief, [](CsvWriter& w, const R& r) { w.field(r.first->die.name); }},
      {"edition", D::brief, [](CsvWriter& w, const R& r) { w.field(r.first->rules->edition); }},
      {"cheapest_plan", D::brief, plan(&R::cheapest)},
      {"cheapest_actions", D::brief, actions(&R::cheapest)},
      {"cheapest_exact_mean_wounds", D::brief, wounds(&R::cheapest)},
      {"cheapest_exact_mean_minis_lost", D::brief, lost(&R::cheapest)},
      {"safest_plan", D::brief, plan(&R::safest)},
      {"safest_actions", D::brief, actions(&R::safest)},
      {"safest_exact_mean_wounds", D::brief, wounds(&R::safest)},
      {"safest_exact_mean_minis_lost", D::brief, lost(&R::safest)},
      {"expert_cheapest_plan", D::brief, plan(&R::expert_cheapest)},
      {"expert_cheapest_actions", D::brief, actions(&R::expert_cheapest)},
      // What Expert Climber saves the unit on its cheapest plan: expected minis, and expected wounds
      // (a single mini of several wounds loses none, and still takes wounds: RULINGS R18).
      {"expert_saves_minis", D::brief, [](CsvWriter& w, const R& r) {
         if (!r.cheapest || !r.expert_cheapest) return w.empty(), void();
         w.field(r.cheapest->exact->mean_lost - r.expert_cheapest->exact->mean_lost);
       }},
      {"expert_saves_wounds", D::brief, [](CsvWriter& w, const R& r) {
         if (!r.cheapest || !r.expert_cheapest) return w.empty(), void();
         w.field(r.cheapest->exact->mean_wounds - r.expert_cheapest->exact->mean_wounds);
       }},
      {"why_no_plan", D::brief, [](CsvWriter& w, const R& r) { w.field(r.cheapest ? std::string() : r.first->reason); }},
  };
  return ColumnTable<R>(std::move(c), Detail::all);
}

}  // namespace

void write_economy_summary_header(CsvWriter& csv) { summary_table().header(csv); }

void write_economy_summary_rows(CsvWriter& csv, std::span<const EconomyRow> rows) {
  // Key: everything but Expert Climber and the plan.
  using Key = std::tuple<std::string, int, int, double, std::string, std::string, bool, int, std::string, std::string>;
  std::map<Key, SummaryRow> by_key;
  std::vector<Key> order;
  for (const auto& r : rows) {
    const Key key{r.unit.name, r.unit.minis, r.unit.wounds_per_mini, r.height, face_label(r),
                  std::string(to_string(r.direction)), r.unit.keywords.scale, r.unit.keywords.jump, r.die.name,
                  r.rules->edition};
    auto [it, fresh] = by_key.try_emplace(key);
    if (fresh) {
      order.push_back(key);
      it->second.first = &r;
    }
    auto& s = it->second;
    auto& cheapest = r.unit.keywords.expert_climber ? s.expert_cheapest : s.cheapest;
    auto& safest = r.unit.keywords.expert_climber ? s.expert_safest : s.safest;
    if (!r.legal || r.policy) continue;
    // One order for cheapest and safest (analysis/safety_order.hpp, RULINGS R18).
    const auto risk = [](const EconomyRow* x) { return Risk{x->exact->mean_lost, x->exact->mean_wounds, x->actions}; };
    if (!cheapest || cheaper(risk(&r), risk(cheapest))) cheapest = &r;
    if (!safest || safer(risk(&r), risk(safest))) safest = &r;
  }
  const auto table = summary_table();
  for (const auto& key : order) {
    SummaryRow row = by_key.at(key);
    // A unit that has Expert Climber of its own (the sweep kept each unit's keyword) has only rows
    // with it: they are its plans, not a what-if.
    if (!row.cheapest && !row.safest && row.first->unit.keywords.expert_climber) {
      std::swap(row.cheapest, row.expert_cheapest);
      std::swap(row.safest, row.expert_safest);
    }
    table.row(csv, row);
  }
}

void write_economy_policy_header(CsvWriter& csv) {
  csv.header({"unit", "minis", "wounds_per_mini", "height", "face", "direction", "die", "edition", "expert_climber", "objective",
              "activation_budget", "action_price", "at", "wounds_taken", "minis_left", "actions_spent", "card_action_used",
              "activations_opened", "step", "to", "expected_objective", "expected_actions", "value", "chosen"});
}

void write_economy_policy_rows(CsvWriter& csv, std::span<const EconomyRow> rows) {
  for (const auto& r : rows) {
    if (!r.optimal || !r.optimal->solved || !r.legal) continue;
    const LegionOptimal& o = *r.optimal->solved;
    const WoundLadder ladder = unit_ladder(*r.rules, r.unit);
    for (const Decision& d : o.policy.table)
      for (std::size_t k = 0; k < d.choices.size(); ++k) {
        const ChoiceValue& c = d.choices[k];
        const Step& step = o.steps[d.state.position][c.step];
        std::size_t to = d.state.position;
        for (double travelled = o.surfaces[to] + step.rise; to + 1 < o.surfaces.size() && o.surfaces[to] < travelled - 1e-9;) ++to;
        csv.field(r.unit.name).field(r.unit.minis).field(r.unit.wounds_per_mini).field(r.height).field(face_label(r))
            .field(to_string(r.direction)).field(r.die.name).field(r.rules->edition).field(r.unit.keywords.expert_climber)
            .field(to_string(r.optimal->goal.objective)).field(r.optimal->goal.activations).field(r.optimal->goal.action_price)
            .field(surface_words(o.surfaces, d.state.position, r.direction)).field(d.state.wounds).field(ladder.survivors(d.state.wounds))
            // Nothing open yet reads as 0 spent.
            .field(d.state.opened == 0 ? 0 : d.state.used).field(d.state.once).field(d.state.opened).field(step.name())
            .field(surface_words(o.surfaces, to, r.direction)).field(c.objective).field(c.actions)
            .field(c.objective + r.optimal->goal.action_price * c.actions).field(k == d.chosen);
        csv.end_row();
      }
  }
}

void write_economy_front_header(CsvWriter& csv) {
  csv.header({"unit", "minis", "wounds_per_mini", "height", "face", "direction", "die", "edition", "expert_climber", "objective",
              "activation_budget", "kind", "play", "expected_actions", "expected_objective", "price_low", "price_high",
              "above_front"});
}

void write_economy_front_rows(CsvWriter& csv, std::span<const EconomyRow> rows) {
  for (const auto& r : rows) {
    if (!r.optimal || !r.optimal->front) continue;
    const auto& front = *r.optimal->front;
    const auto key = [&](CsvWriter& w) -> CsvWriter& {
      return w.field(r.unit.name).field(r.unit.minis).field(r.unit.wounds_per_mini).field(r.height).field(face_label(r))
          .field(to_string(r.direction)).field(r.die.name).field(r.rules->edition).field(r.unit.keywords.expert_climber)
          .field(to_string(r.optimal->goal.objective)).field(r.optimal->goal.activations);
    };
    for (const auto& f : front) {
      key(csv).field("adaptive").field(f.words).field(f.mean_actions).field(f.objective).field(f.price_low);
      std::isinf(f.price_high) ? csv.field("inf") : csv.field(f.price_high);
      csv.field(0.0);
      csv.end_row();
    }
    // The plans within the budget, each with what adapting saves at its expected actions.
    for (const auto& o : rows) {
      if (o.group != r.group || o.optimal || o.policy || !o.legal || o.activations > r.optimal->goal.activations) continue;
      const double actions = o.until_defeat_actions.value_or(o.exact_mean_actions);
      const double objective = objective_of(o, r.optimal->goal.objective);
      key(csv).field("plan").field(o.plan).field(actions).field(objective).empty().empty();
      const auto at = front_objective_at(front, actions);
      // A plan on the front differs from it by rounding only: 0.
      at ? csv.field(std::abs(objective - *at) < 1e-12 ? 0.0 : objective - *at) : csv.empty();
      csv.end_row();
    }
  }
}

std::unique_ptr<TableStream<EconomyRow>> economy_stream(const std::vector<std::ostream*>& streams, const EconomySweep& sweep,
                                                        Detail detail, bool summary, bool distribution) {
  auto table = std::make_unique<TableStream<EconomyRow>>(*streams.at(0), economy_table(sweep, detail));
  std::size_t k = 1;
  if (summary) table->also(*streams.at(k++), write_economy_summary_header, write_economy_summary_rows);
  if (distribution) table->also(*streams.at(k++), write_economy_distribution_header, write_economy_distribution_rows);
  if (sweep.decision_tables) table->also(*streams.at(k++), write_economy_policy_header, write_economy_policy_rows);
  if (sweep.fronts) table->also(*streams.at(k++), write_economy_front_header, write_economy_front_rows);
  return table;
}

}  // namespace climbsim
