#include "climbsim/tables/cliff_table.hpp"

#include <optional>
#include <utility>

#include "climbsim/engine/statistics.hpp"

namespace climbsim {

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

ColumnTable<CliffRow> cliff_table(const CliffSweep& sweep, Detail detail) {
  using R = CliffRow;
  using D = Detail;
  const std::uint64_t seed = sweep.mc.seed;
  const auto rule = sweep.weather_rule;
  std::vector<Column<R>> c = {
      {"levels", D::brief, [](CsvWriter& w, const R& r) { w.field(r.levels); }},
      {"direction", D::brief, [](CsvWriter& w, const R& r) { w.field(asl::to_string(r.direction)); }},
      {"drm", D::brief, [](CsvWriter& w, const R& r) { w.field(r.drm); }},
      {"commando", D::brief, [](CsvWriter& w, const R& r) { w.field(r.commando); }},
      {"weather", D::brief, [](CsvWriter& w, const R& r) { w.field(r.weather.name()); }},
      {"weather_drm", D::exact, [rule](CsvWriter& w, const R& r) { w.field(asl::weather_drm(r.weather, rule)); }},
      {"status", D::brief, [](CsvWriter& w, const R& r) { w.field(asl::to_string(r.status)); }},
      {"units", D::brief, [](CsvWriter& w, const R& r) { w.field(r.units); }},
      {"legal", D::brief, [](CsvWriter& w, const R& r) { w.field(r.illegal_reason.empty()); }},
      {"illegal_reason", D::brief, [](CsvWriter& w, const R& r) { w.field(r.illegal_reason); }},
      {"p_advance_per_dr", D::exact, [](CsvWriter& w, const R& r) { w.field(r.outcomes.advance / 36.0); }},
      {"p_hold_per_dr", D::exact, [](CsvWriter& w, const R& r) { w.field(r.outcomes.hold / 36.0); }},
      {"p_eliminated_per_dr", D::exact, [](CsvWriter& w, const R& r) { w.field(r.outcomes.eliminated / 36.0); }},
      {"samples", D::all, [](CsvWriter& w, const R& r) { r.tally ? w.field(r.tally->stacks) : w.empty(); }},
      {"seed", D::all, [seed](CsvWriter& w, const R&) { w.field(seed); }},
  };
  using Figure = std::optional<std::pair<double, Interval>>;
  using Pick = CliffEstimate::Figure CliffEstimate::*;
  const auto figure = [&](const std::string& name, Detail exact_level, Pick mc, double CliffExact::*exact) {
    add_figure<R>(
        c, name, exact_level,
        [mc](const R& r) {
          if (!r.tally) return Figure();
          const auto f = cliff_estimate(*r.tally, r.units).*mc;
          return f.present ? Figure(std::pair{f.value, f.ci}) : Figure();
        },
        [exact](const R& r) { return r.exact ? std::optional((*r.exact).*exact) : std::nullopt; });
  };
  figure("p_success", D::brief, &CliffEstimate::p_success, &CliffExact::p_success);
  figure("p_eliminated", D::brief, &CliffEstimate::p_eliminated, &CliffExact::p_eliminated);
  figure("mean_mph", D::brief, &CliffEstimate::mean_mph, &CliffExact::mean_mph);
  figure("mean_mph_given_success", D::exact, &CliffEstimate::mean_mph_given_success, &CliffExact::mean_mph_given_success);
  const auto quantile = [&](const std::string& name, double q, int CliffExact::*exact) {
    c.push_back({name, D::all, [q](CsvWriter& w, const R& r) {
                   r.tally ? w.field(histogram_quantile(r.tally->ended_at, r.tally->units, q)) : w.empty();
                 }});
    c.push_back({"exact_" + name, D::exact, [exact](CsvWriter& w, const R& r) { r.exact ? w.field((*r.exact).*exact) : w.empty(); }});
  };
  quantile("mph_p50", 0.5, &CliffExact::mph_p50);
  quantile("mph_p90", 0.9, &CliffExact::mph_p90);
  figure("p_all_arrive", D::exact, &CliffEstimate::p_all_arrive, &CliffExact::p_all_arrive);
  figure("p_any_arrives", D::exact, &CliffEstimate::p_any_arrives, &CliffExact::p_any_arrives);
  figure("mean_arriving", D::exact, &CliffEstimate::mean_arriving, &CliffExact::mean_arriving);
  for (std::size_t i = 0; i < sweep.within.size(); ++i) {
    const auto limit = static_cast<std::size_t>(sweep.within[i]);
    add_figure<R>(
        c, "p_success_within_" + std::to_string(sweep.within[i]), D::brief,
        [limit](const R& r) {
          if (!r.tally) return Figure();
          std::uint64_t by = 0;
          for (std::size_t s = 0; s < r.tally->arrived_at.size() && s <= limit; ++s) by += r.tally->arrived_at[s];
          const auto n = r.tally->units;
          return Figure(std::pair{static_cast<double>(by) / static_cast<double>(n), proportion_interval(by, n)});
        },
        [i](const R& r) { return r.exact ? std::optional(r.exact->within[i]) : std::nullopt; });
  }
  if (sweep.mc.precision > 0)
    c.push_back({"converged", D::all, [](CsvWriter& w, const R& r) { r.tally ? w.field(r.converged) : w.empty(); }});
  return ColumnTable<R>(std::move(c), detail);
}

void write_cliff_csv(std::ostream& out, const std::vector<CliffRow>& rows, const CliffSweep& sweep) {
  write_table(out, cliff_table(sweep), rows);
}

}  // namespace climbsim
