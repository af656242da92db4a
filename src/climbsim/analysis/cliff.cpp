#include "climbsim/analysis/cliff.hpp"

#include <cmath>

#include "climbsim/analysis/row_stream.hpp"
#include "climbsim/engine/absorbing_chain.hpp"
#include "climbsim/platform/portable_math.hpp"
#include "climbsim/engine/statistics.hpp"
#include "climbsim/random/stream_identity.hpp"
#include "climbsim/text/csv.hpp"

namespace climbsim {


CliffExact cliff_exact(const asl::FallingOutcomes& o, int levels, int units, const std::vector<int>& within) {
  // Transient state i = levels climbed so far (0..levels-1); absorbing classes 0 arrived, 1 eliminated.
  const double adv = o.advance / 36.0, hold = o.hold / 36.0, elim = o.eliminated / 36.0;
  Eigen::MatrixXd Q = Eigen::MatrixXd::Zero(levels, levels);
  Eigen::MatrixXd R = Eigen::MatrixXd::Zero(levels, 2);
  for (int i = 0; i < levels; ++i) {
    Q(i, i) = hold;
    if (i + 1 < levels) Q(i, i + 1) = adv;
    else R(i, 0) = adv;
    R(i, 1) = elim;
  }
  const AbsorbingChain chain(Q, R);
  CliffExact e;
  e.p_success = chain.absorption(0, 0);
  e.p_eliminated = chain.absorption(0, 1);
  e.mean_mph = chain.mean_steps(0);
  e.mean_mph_given_success = chain.mean_steps_given(0, 0);
  e.mph_p50 = chain.steps_quantile(0, 0.5);
  e.mph_p90 = chain.steps_quantile(0, 0.9);
  // Units of a stack roll for themselves: independent.
  e.p_all_arrive = portable_ipow(e.p_success, units);
  e.p_any_arrives = 1.0 - portable_ipow(1.0 - e.p_success, units);
  e.mean_arriving = units * e.p_success;
  int horizon = 0;
  for (int t : within) horizon = std::max(horizon, t);
  const auto by = chain.absorbed_within(0, 0, horizon);
  for (int t : within) e.within.push_back(by[static_cast<std::size_t>(t - 1)]);
  return e;
}

namespace {

// What the row is, never what it is called: the Falling DR's outcomes (whatever DRM, weather or
// Commando gave them; ascent and descent alike, B11.41), the levels and the stack. Rows that are
// the same climb share their figures and are computed once.
StreamIdentity row_identity(const CliffRow& r) {
  StreamIdentity id("cliff");
  id.field("levels", r.levels)
      .field("advance", r.outcomes.advance)
      .field("hold", r.outcomes.hold)
      .field("eliminated", r.outcomes.eliminated)
      .field("units", r.units);
  return id;
}

// The key under which rows share their figures: empty (always computed) for a row that may not Climb.
std::string same_row_key(const CliffRow& r) { return asl::climb_forbidden(r.status).empty() ? row_identity(r).bytes() : std::string(); }

void copy_figures(const CliffRow& from, CliffRow& to) {
  to.exact = from.exact;
  to.tally = from.tally;
  to.converged = from.converged;
}

void evaluate(CliffRow& row, const CliffSweep& sweep) {
  row.illegal_reason = asl::climb_forbidden(row.status);
  if (!row.illegal_reason.empty()) return;
  row.exact = cliff_exact(row.outcomes, row.levels, row.units, sweep.within);
  const CliffModel model({row.outcomes.advance, row.outcomes.hold, row.outcomes.eliminated}, row.levels, row.units);
  row.tally = run_monte_carlo(model, row_identity(row).key(), StreamId::cliff, sweep.mc);
  row.converged = met_precision(model, *row.tally, sweep.mc);
}

MixedRadix shape(const CliffSweep& s) {
  return MixedRadix({s.levels.size(), s.directions.size(), s.drm.size(), s.commando.size(), s.weather.size(),
                     s.status.size(), s.units.size()});
}

}  // namespace

std::size_t row_count(const CliffSweep& sweep) { return shape(sweep).total(); }

CliffRow cliff_row(const CliffSweep& sweep, std::size_t index) {
  const auto d = shape(sweep).digits(index);
  CliffRow r;
  r.levels = sweep.levels[d[0]];
  r.direction = sweep.directions[d[1]];
  r.drm = sweep.drm[d[2]];
  r.commando = sweep.commando[d[3]];
  r.weather = sweep.weather[d[4]];
  r.status = sweep.status[d[5]];
  r.units = sweep.units[d[6]];
  r.total_drm = r.drm + asl::weather_drm(r.weather, sweep.weather_rule);
  // B11.41 treats ascent and descent alike: the direction changes no probability.
  r.outcomes = asl::falling_dr(r.total_drm, r.commando);
  return r;
}

void run_cliff(const CliffSweep& sweep, const std::function<void(std::span<const CliffRow>)>& sink) {
  stream_distinct_rows(
      row_count(sweep), kRowBlock, [&](std::size_t i) { return cliff_row(sweep, i); }, same_row_key,
      [&](CliffRow& row) { evaluate(row, sweep); }, copy_figures, sink, sweep.mc.rows_progress, sweep.part);
}

std::vector<CliffRow> run_cliff(const CliffSweep& sweep) {
  std::vector<CliffRow> rows;
  run_cliff(sweep, [&](std::span<const CliffRow> block) { rows.insert(rows.end(), block.begin(), block.end()); });
  return rows;
}

double cliff_work(const CliffSweep& sweep) {
  // A stack draws one Falling DR per unit per MPh; a climb takes about `levels` MPh or more.
  double work = 0;
  const double per_row = static_cast<double>(row_count(sweep)) / static_cast<double>(sweep.levels.size() * sweep.units.size());
  for (int levels : sweep.levels)
    for (int units : sweep.units)
      work += per_row * (static_cast<double>(max_row_samples(sweep.mc)) * units * (levels + 1) + 1e4);
  return work;
}

}  // namespace climbsim
