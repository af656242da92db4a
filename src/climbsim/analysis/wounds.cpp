#include "climbsim/analysis/wounds.hpp"

#include <algorithm>

#include "climbsim/analysis/row_stream.hpp"
#include "climbsim/engine/clamber_model.hpp"
#include "climbsim/engine/exact.hpp"

namespace climbsim {

StreamIdentity row_identity(const WoundsRow& row) {
  const Die& die = row.die;
  // What the row is, never what it is called: two units of the same profile share their figures.
  StreamIdentity id("wounds");
  id.field("edition", row.rules->edition)
      .field("minis", row.unit.minis)
      .field("wounds_per_mini", row.unit.wounds_per_mini)
      .field("method", to_string(row.move.method))
      .field("height", row.move.height)
      .field("expert_climber", row.unit.keywords.expert_climber)
      .field("scale", row.unit.keywords.scale)
      .field("ladder", row.move.ladder)
      .field("block_faces", die.block_faces)
      .field("faces", die.faces);
  return id;
}

namespace {

void evaluate(WoundsRow& row, const WoundsSweep& sweep) {
  row.cost = resolve(*row.rules, row.unit, row.move);
  if (!row.cost.legal) return;
  const WoundLadder unit = unit_ladder(*row.rules, row.unit);
  const double p = row.die.p_block();
  const auto law = clamber_law(unit, row.cost.dice_per_mini, p);
  auto exact_tail = tail_probabilities(law);
  row.exact = wound_moments(exact_tail, unit);
  const ClamberModel model(unit.minis() * row.cost.dice_per_mini, p, unit);
  const auto tally = run_monte_carlo(model, row_identity(row).key(), StreamId::clamber, sweep.mc);
  row.mc = estimate(tally, unit, model.most_wounds());
  row.law = Distribution{tally, std::move(exact_tail), unit.falls_at()};
  row.converged = met_precision(model, tally, sweep.mc);
}

MixedRadix shape(const WoundsSweep& s) {
  return MixedRadix({s.editions.size(), s.dies.size(), s.methods.size(), s.units.size(), s.heights.size(),
                     std::max<std::size_t>(1, s.expert_climber.size()), s.ladder.size()});
}

// A row's fixed cost (exact chain, tables, scheduling) in samples' worth of work.
constexpr double kRowOverhead = 1e4;

}  // namespace

WoundsRow wounds_row(const WoundsSweep& sweep, std::size_t index) {
  const auto d = shape(sweep).digits(index);
  WoundsRow row;
  row.rules = &sweep.editions[d[0]];
  row.die = sweep.dies[d[1]];
  row.unit = sweep.units[d[3]];
  if (!sweep.expert_climber.empty()) row.unit.keywords.expert_climber = sweep.expert_climber[d[5]];
  row.move = VerticalMove{sweep.methods[d[2]], sweep.heights[d[4]], sweep.ladder[d[6]]};
  return row;
}

void run_wounds(const WoundsSweep& sweep, const std::function<void(std::span<const WoundsRow>)>& sink) {
  stream_rows(
      shape(sweep).total(), kRowBlock, [&](std::size_t i) { return wounds_row(sweep, i); },
      [&](WoundsRow& row) { evaluate(row, sweep); }, sink, sweep.mc.rows_progress, sweep.part);
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

}  // namespace climbsim
