#include "climbsim/analysis/wounds.hpp"

#include <algorithm>

#include "climbsim/analysis/row_stream.hpp"
#include "climbsim/engine/clamber_model.hpp"
#include "climbsim/engine/exact.hpp"

namespace climbsim {


std::string row_identity(const WoundsRow& row) {
  const Die& die = row.die;
  // What the row is, never what it is called: two units of the same profile share their figures.
  return "wounds|minis=" + std::to_string(row.unit.minis) +
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
  const double p = row.die.p_block();
  const auto law = clamber_law(minis, wpm, row.cost.dice_per_mini, p);
  auto exact_tail = tail_probabilities(law);
  row.exact = wound_moments(exact_tail, wpm);
  const ClamberModel model(minis * row.cost.dice_per_mini, p, minis, wpm);
  const auto tally = run_monte_carlo(model, scenario_key(row_identity(row)), StreamId::clamber, sweep.mc);
  row.mc = estimate(tally, wpm, model.most_wounds());
  row.law = Distribution{tally, std::move(exact_tail), wpm};
  row.converged = met_precision(model, tally, sweep.mc);
}

MixedRadix shape(const WoundsSweep& s) {
  return MixedRadix({s.dies.size(), s.methods.size(), s.units.size(), s.heights.size(),
                     std::max<std::size_t>(1, s.expert_climber.size()), s.ladder.size()});
}

// A row's fixed cost (exact chain, tables, scheduling) in samples' worth of work.
constexpr double kRowOverhead = 1e4;

}  // namespace

WoundsRow wounds_row(const WoundsSweep& sweep, std::size_t index) {
  const auto d = shape(sweep).digits(index);
  WoundsRow row;
  row.die = sweep.dies[d[0]];
  row.unit = sweep.units[d[2]];
  if (!sweep.expert_climber.empty()) row.unit.keywords.expert_climber = sweep.expert_climber[d[4]];
  row.move = VerticalMove{sweep.methods[d[1]], sweep.heights[d[3]], sweep.ladder[d[5]]};
  return row;
}

void run_wounds(const WoundsSweep& sweep, const std::function<void(std::span<const WoundsRow>)>& sink) {
  stream_rows(
      shape(sweep).total(), kRowBlock, [&](std::size_t i) { return wounds_row(sweep, i); },
      [&](WoundsRow& row) { evaluate(row, sweep); }, sink);
}

std::vector<WoundsRow> run_wounds(const WoundsSweep& sweep) {
  std::vector<WoundsRow> rows;
  run_wounds(sweep, [&](std::span<const WoundsRow> block) { rows.insert(rows.end(), block.begin(), block.end()); });
  return rows;
}

std::size_t row_count(const WoundsSweep& sweep) { return shape(sweep).total(); }

double wounds_work(const WoundsSweep& sweep) {
  return static_cast<double>(shape(sweep).total()) * (static_cast<double>(max_row_samples(sweep.mc)) + kRowOverhead);
}

void write_wounds_csv(std::ostream& out, const std::vector<WoundsRow>& rows, const WoundsSweep& sweep) {
  CsvWriter csv(out);
  write_wounds_header(csv, sweep);
  write_wounds_rows(csv, rows, sweep);
}

void write_wounds_header(CsvWriter& csv, const WoundsSweep& sweep) {
  std::vector<std::string> header = {"unit", "method", "minis", "wounds_per_mini", "height", "expert_climber",
                                     "ladder", "die", "legal", "illegal_reason", "climb_needed", "actions",
                                     "dice_per_mini", "samples", "seed"};
  for (std::string f : {"mean_wounds", "p_any_wound", "p_mini_lost", "mean_minis_lost", "p_unit_defeated"})
    header.insert(header.end(), {f, f + "_ci_low", f + "_ci_high", "exact_" + f});
  if (sweep.mc.precision > 0) header.emplace_back("converged");
  csv.header(header);
}

void write_wounds_rows(CsvWriter& csv, std::span<const WoundsRow> rows, const WoundsSweep& sweep) {
  const bool precision = sweep.mc.precision > 0;
  for (const auto& row : rows) {
    csv.field(row.unit.name).field(to_string(row.move.method)).field(row.unit.minis).field(row.unit.wounds_per_mini);
    csv.field(row.move.height).field(row.unit.keywords.expert_climber).field(row.move.ladder).field(row.die.name);
    csv.field(row.cost.legal).field(row.cost.reason);
    if (!row.cost.legal) {
      csv.empty().empty().empty().empty().field(sweep.mc.seed);
      for (int i = 0; i < 20; ++i) csv.empty();
      if (precision) csv.empty();
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
    if (precision) csv.field(row.converged);
    csv.end_row();
  }
}

}  // namespace climbsim

namespace climbsim {

void write_wounds_distribution_header(CsvWriter& csv) {
  std::vector<std::string> h = {"unit", "method", "minis", "wounds_per_mini", "height", "expert_climber", "ladder", "die"};
  const auto more = distribution_columns();
  h.insert(h.end(), more.begin(), more.end());
  csv.header(h);
}

void write_wounds_distribution_rows(CsvWriter& csv, std::span<const WoundsRow> rows) {
  for (const auto& r : rows) {
    if (!r.law) continue;
    write_distribution_rows(csv,
                            {r.unit.name, std::string(to_string(r.move.method)), std::to_string(r.unit.minis),
                             std::to_string(r.unit.wounds_per_mini), format_number(r.move.height),
                             r.unit.keywords.expert_climber ? "true" : "false", r.move.ladder ? "true" : "false", r.die.name},
                            *r.law);
  }
}

}  // namespace climbsim
