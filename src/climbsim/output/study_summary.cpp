#include "climbsim/output/study_summary.hpp"

#include <cmath>
#include <limits>

#include <boost/math/distributions/students_t.hpp>

namespace climbsim {

namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

// A table's value: the mean over the starts that have the figure.
double table_value(const StudySpec& spec, const TableMetrics& t, std::size_t unit, std::size_t variant, const SpecMetric& m) {
  double sum = 0;
  int n = 0;
  for (std::size_t s = 0; s < spec.starts.size(); ++s) {
    const double v = m.of(t.at(spec, unit, variant, s));
    if (std::isnan(v)) continue;
    sum += v;
    ++n;
  }
  return n == 0 ? kNone : sum / n;
}

}  // namespace

const std::vector<StudyMetric>& study_metrics() {
  static const std::vector<StudyMetric> metrics = {
      {"roof_area_2", [](const StartMetrics& s) { return s.roof_area_2; }},
      {"roof_area_4", [](const StartMetrics& s) { return s.roof_area_4; }},
      {"high_roof_share_4", [](const StartMetrics& s) { return s.high_roof_share(); }},
      {"nearest_high_roof_actions", [](const StartMetrics& s) { return s.nearest_high_roof_actions; }},
      {"nearest_high_roof_wounds", [](const StartMetrics& s) { return s.nearest_high_roof_wounds; }},
      {"objective_actions", [](const StartMetrics& s) { return s.objective_actions; }},
  };
  return metrics;
}

std::vector<std::string> mission_targets(const StudySpec& spec) {
  std::vector<std::string> out;
  if (!spec.mission) return out;
  for (std::size_t p = 0; p < spec.mission->pois.size(); ++p) out.push_back("poi_" + std::to_string(p + 1));
  out.emplace_back("enemy_territory");
  return out;
}

std::vector<SpecMetric> spec_metrics(const StudySpec& spec) {
  std::vector<SpecMetric> out;
  for (const auto& m : study_metrics()) out.push_back({m.name, m.of});
  const auto targets = mission_targets(spec);
  for (std::size_t k = 0; k < targets.size(); ++k) {
    out.push_back({targets[k] + "_round", [k](const StartMetrics& s) { return k < s.target_rounds.size() ? s.target_rounds[k] : kNone; }});
    for (int r = 1; r <= spec.mission->rounds; ++r)
      out.push_back({targets[k] + "_by_round_" + std::to_string(r), [k, r](const StartMetrics& s) {
                       return k >= s.target_rounds.size() ? kNone : !std::isnan(s.target_rounds[k]) && s.target_rounds[k] <= r ? 1.0 : 0.0;
                     }});
  }
  return out;
}

MeanInterval mean_interval(const std::vector<double>& values) {
  MeanInterval r;
  r.n = values.size();
  r.mean = r.low = r.high = kNone;
  if (r.n == 0) return r;
  double sum = 0;
  for (const double v : values) sum += v;
  r.mean = sum / static_cast<double>(r.n);
  if (r.n < 2) return r;
  double squares = 0;  // two passes: no cancellation when the values sit far from zero
  for (const double v : values) squares += (v - r.mean) * (v - r.mean);
  const double sd = std::sqrt(squares / static_cast<double>(r.n - 1));
  const boost::math::students_t law(static_cast<double>(r.n - 1));
  const double t = boost::math::quantile(boost::math::complement(law, 0.025));
  const double half = t * sd / std::sqrt(static_cast<double>(r.n));
  r.low = r.mean - half;
  r.high = r.mean + half;
  return r;
}

std::vector<SummaryRow> summarize_study(const StudySpec& spec, const std::vector<TableMetrics>& tables) {
  std::vector<SummaryRow> rows;
  const auto metrics = spec_metrics(spec);
  for (std::size_t u = 0; u < spec.units.size(); ++u)
    for (std::size_t v = 0; v < spec.variants.size(); ++v)
      for (const auto& metric : metrics) {
        SummaryRow row;
        row.unit = spec.units[u].name.empty() ? "unit" : spec.units[u].name;
        row.variant = spec.variants[v].name;
        row.metric = metric.name;
        std::vector<double> values, differences;
        for (const auto& t : tables) {
          const double x = table_value(spec, t, u, v, metric);
          if (!std::isnan(x)) values.push_back(x);
          if (v == 0) continue;
          const double base = table_value(spec, t, u, 0, metric);
          if (!std::isnan(x) && !std::isnan(base)) differences.push_back(x - base);
        }
        row.value = mean_interval(values);
        if (v > 0) {
          row.baseline = spec.variants[0].name;
          row.difference = mean_interval(differences);
        }
        rows.push_back(std::move(row));
      }
  return rows;
}

}  // namespace climbsim
