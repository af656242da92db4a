#include "climbsim/analysis/cliff.hpp"

#include <cmath>

#include "climbsim/analysis/row_stream.hpp"
#include "climbsim/engine/absorbing_chain.hpp"
#include "climbsim/engine/statistics.hpp"
#include "climbsim/io/csv.hpp"

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
  e.p_all_arrive = std::pow(e.p_success, units);
  e.p_any_arrives = 1.0 - std::pow(1.0 - e.p_success, units);
  e.mean_arriving = units * e.p_success;
  int horizon = 0;
  for (int t : within) horizon = std::max(horizon, t);
  const auto by = chain.absorbed_within(0, 0, horizon);
  for (int t : within) e.within.push_back(by[static_cast<std::size_t>(t - 1)]);
  return e;
}

namespace {

std::string row_identity(const CliffRow& r) {
  return "cliff|levels=" + std::to_string(r.levels) + "|dir=" + std::string(asl::to_string(r.direction)) +
         "|drm=" + std::to_string(r.total_drm) + "|commando=" + (r.commando ? "1" : "0") +
         "|weather=" + r.weather.name() + "|units=" + std::to_string(r.units);
}

void evaluate(CliffRow& row, const CliffSweep& sweep) {
  row.illegal_reason = asl::climb_forbidden(row.status);
  if (!row.illegal_reason.empty()) return;
  row.exact = cliff_exact(row.outcomes, row.levels, row.units, sweep.within);
  const CliffModel model(row.outcomes, row.levels, row.units);
  row.tally = run_monte_carlo(model, scenario_key(row_identity(row)), StreamId::cliff, sweep.mc);
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
  stream_rows(
      row_count(sweep), kRowBlock, [&](std::size_t i) { return cliff_row(sweep, i); },
      [&](CliffRow& row) { evaluate(row, sweep); }, sink);
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

namespace {

// Smallest t with #{ended by t} >= q n.
int histogram_quantile(const std::vector<std::uint64_t>& hist, std::uint64_t n, double q) {
  std::uint64_t cum = 0;
  for (std::size_t t = 0; t < hist.size(); ++t) {
    cum += hist[t];
    if (static_cast<double>(cum) >= q * static_cast<double>(n)) return static_cast<int>(t);
  }
  return static_cast<int>(hist.size());
}

}  // namespace

void write_cliff_csv(std::ostream& out, const std::vector<CliffRow>& rows, const CliffSweep& sweep) {
  CsvWriter csv(out);
  write_cliff_header(csv, sweep);
  write_cliff_rows(csv, rows, sweep);
}

namespace {

std::vector<std::string> cliff_columns(const CliffSweep& sweep) {
  std::vector<std::string> header = {"levels", "direction", "drm", "commando", "weather", "weather_drm", "status",
                                     "units", "legal", "illegal_reason", "p_advance_per_dr", "p_hold_per_dr",
                                     "p_eliminated_per_dr", "samples", "seed"};
  const auto four = [&](const std::string& f) { header.insert(header.end(), {f, f + "_ci_low", f + "_ci_high", "exact_" + f}); };
  for (const char* f : {"p_success", "p_eliminated", "mean_mph", "mean_mph_given_success"}) four(f);
  header.insert(header.end(), {"mph_p50", "exact_mph_p50", "mph_p90", "exact_mph_p90"});
  for (const char* f : {"p_all_arrive", "p_any_arrives", "mean_arriving"}) four(f);
  for (int t : sweep.within) four("p_success_within_" + std::to_string(t));
  if (sweep.mc.precision > 0) header.emplace_back("converged");
  return header;
}

}  // namespace

void write_cliff_header(CsvWriter& csv, const CliffSweep& sweep) { csv.header(cliff_columns(sweep)); }

void write_cliff_rows(CsvWriter& csv, std::span<const CliffRow> rows, const CliffSweep& sweep) {
  const bool precision = sweep.mc.precision > 0;
  const std::size_t columns = cliff_columns(sweep).size();
  for (const auto& r : rows) {
    csv.field(r.levels).field(asl::to_string(r.direction)).field(r.drm).field(r.commando).field(r.weather.name());
    csv.field(asl::weather_drm(r.weather, sweep.weather_rule)).field(asl::to_string(r.status)).field(r.units);
    csv.field(r.illegal_reason.empty()).field(r.illegal_reason);
    csv.field(r.outcomes.advance / 36.0).field(r.outcomes.hold / 36.0).field(r.outcomes.eliminated / 36.0);
    if (!r.tally) {
      csv.empty().field(sweep.mc.seed);
      for (std::size_t i = 15; i < columns; ++i) csv.empty();
      csv.end_row();
      continue;
    }
    const auto& t = *r.tally;
    const auto& x = *r.exact;
    csv.field(t.stacks).field(sweep.mc.seed);
    const auto put = [&](const CliffEstimate::Figure& f, double exact) {
      if (f.present) csv.field(f.value).field(f.ci.low).field(f.ci.high).field(exact);
      else csv.empty().empty().empty().field(exact);
    };
    const auto e = cliff_estimate(t, r.units);
    put(e.p_success, x.p_success);
    put(e.p_eliminated, x.p_eliminated);
    put(e.mean_mph, x.mean_mph);
    put(e.mean_mph_given_success, x.mean_mph_given_success);
    csv.field(histogram_quantile(t.ended_at, t.units, 0.5)).field(x.mph_p50);
    csv.field(histogram_quantile(t.ended_at, t.units, 0.9)).field(x.mph_p90);
    put(e.p_all_arrive, x.p_all_arrive);
    put(e.p_any_arrives, x.p_any_arrives);
    put(e.mean_arriving, x.mean_arriving);
    const auto prop = [&](std::uint64_t k, std::uint64_t n, double exact) {
      const auto ci = proportion_interval(k, n);
      csv.field(static_cast<double>(k) / static_cast<double>(n)).field(ci.low).field(ci.high).field(exact);
    };
    for (std::size_t i = 0; i < sweep.within.size(); ++i) {
      std::uint64_t by = 0;
      const auto limit = static_cast<std::size_t>(sweep.within[i]);
      for (std::size_t s = 0; s < t.arrived_at.size() && s <= limit; ++s) by += t.arrived_at[s];
      prop(by, t.units, x.within[i]);
    }
    if (precision) csv.field(r.converged);
    csv.end_row();
  }
}

}  // namespace climbsim
