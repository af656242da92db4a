#include "climbsim/analysis/wounds.hpp"

#include <algorithm>

#include <tbb/parallel_for.h>

#include "climbsim/engine/clamber_model.hpp"
#include "climbsim/engine/exact.hpp"
#include "climbsim/io/csv.hpp"

namespace climbsim {

std::size_t row_count(const WoundsSweep& s) {
  return s.units.size() * s.heights.size() * s.methods.size() * std::max<std::size_t>(1, s.expert_climber.size()) *
         s.ladder.size();
}

std::string row_identity(const WoundsRow& row, const Die& die) {
  return "wounds|unit=" + row.unit.name + "|minis=" + std::to_string(row.unit.minis) +
         "|wpm=" + std::to_string(row.unit.wounds_per_mini) + "|method=" + std::string(to_string(row.move.method)) +
         "|height=" + format_number(row.move.height) + "|expert=" + (row.unit.keywords.expert_climber ? "1" : "0") +
         "|scale=" + (row.unit.keywords.scale ? "1" : "0") + "|ladder=" + (row.move.ladder ? "1" : "0") +
         "|die=" + std::to_string(die.block_faces) + "/" + std::to_string(die.faces);
}

namespace {

void evaluate(WoundsRow& row, const WoundsSweep& sweep) {
  row.cost = resolve(sweep.rules, row.unit, row.move);
  if (!row.cost.legal) return;
  const int minis = row.unit.minis;
  const int wpm = row.unit.wounds_per_mini;
  const double p = sweep.die.p_block();
  const auto law = clamber_law(minis, wpm, row.cost.dice_per_mini, p);
  row.exact = wound_moments(tail_probabilities(law), wpm);
  const ClamberModel model(minis * row.cost.dice_per_mini, p, minis, wpm);
  const auto tally = run_monte_carlo(model, scenario_key(row_identity(row, sweep.die)), StreamId::clamber, sweep.mc);
  row.mc = estimate(tally, wpm);
}

}  // namespace

std::vector<WoundsRow> run_wounds(const WoundsSweep& sweep) {
  std::vector<WoundsRow> rows;
  rows.reserve(row_count(sweep));
  for (Method method : sweep.methods)
    for (const Unit& base : sweep.units)
      for (double height : sweep.heights)
        for (bool expert : sweep.expert_climber.empty() ? std::vector<bool>{base.keywords.expert_climber}
                                                        : sweep.expert_climber)
          for (bool ladder : sweep.ladder) {
            WoundsRow row;
            row.unit = base;
            row.unit.keywords.expert_climber = expert;
            row.move = VerticalMove{method, height, ladder};
            rows.push_back(std::move(row));
          }
  // Rows in parallel, each row's chunks in parallel inside: TBB nests the two; results do not
  // depend on the schedule (monte_carlo.hpp).
  tbb::parallel_for(std::size_t{0}, rows.size(), [&](std::size_t i) { evaluate(rows[i], sweep); });
  return rows;
}

void write_wounds_csv(std::ostream& out, const std::vector<WoundsRow>& rows, const WoundsSweep& sweep) {
  CsvWriter csv(out);
  std::vector<std::string> header = {"unit", "method", "minis", "wounds_per_mini", "height", "expert_climber",
                                     "ladder", "die", "legal", "illegal_reason", "climb_needed", "actions",
                                     "dice_per_mini", "samples", "seed"};
  for (std::string f : {"mean_wounds", "p_any_wound", "p_mini_lost", "mean_minis_lost", "p_unit_defeated"})
    header.insert(header.end(), {f, f + "_ci_low", f + "_ci_high", "exact_" + f});
  csv.header(header);
  for (const auto& row : rows) {
    csv.field(row.unit.name).field(to_string(row.move.method)).field(row.unit.minis).field(row.unit.wounds_per_mini);
    csv.field(row.move.height).field(row.unit.keywords.expert_climber).field(row.move.ladder).field(sweep.die.name);
    csv.field(row.cost.legal).field(row.cost.reason);
    if (!row.cost.legal) {
      csv.empty().empty().empty().empty().field(sweep.mc.seed);
      for (int i = 0; i < 20; ++i) csv.empty();
      csv.end_row();
      continue;
    }
    csv.field(row.cost.climb_needed).field(row.cost.actions).field(row.cost.dice_per_mini);
    csv.field(row.mc->samples).field(sweep.mc.seed);
    const auto& m = *row.mc;
    const auto& x = *row.exact;
    const auto put = [&](double est, const Interval& ci, double exact) {
      csv.field(est).field(ci.low).field(ci.high).field(exact);
    };
    put(m.mean_wounds, m.mean_wounds_ci, x.mean_wounds);
    put(m.p_any_wound, m.p_any_wound_ci, x.p_any_wound);
    put(m.p_mini_lost, m.p_mini_lost_ci, x.p_mini_lost);
    put(m.mean_minis_lost, m.mean_minis_lost_ci, x.mean_lost);
    put(m.p_unit_defeated, m.p_unit_defeated_ci, x.p_unit_defeated);
    csv.end_row();
  }
}

}  // namespace climbsim
