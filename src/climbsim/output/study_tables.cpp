#include "climbsim/output/study_tables.hpp"

#include <cmath>
#include <optional>

#include "climbsim/text/csv.hpp"

namespace climbsim {

namespace {

std::optional<double> figure(double v) { return std::isnan(v) ? std::nullopt : std::optional<double>(v); }

}  // namespace

void write_study_rows(std::ostream& out, const StudySpec& spec, const std::vector<TableMetrics>& tables,
                      const std::vector<std::string>& table_names) {
  CsvWriter csv(out);
  std::vector<std::string> columns = {"table", "pieces", "unit", "variant", "edition", "start", "start_x", "start_y",
                                      "high_roofs", "high_roofs_reached_4"};
  for (const auto& m : study_metrics()) columns.emplace_back(m.name);
  const auto targets = mission_targets(spec);  // a study by mission: each target's earliest round
  for (const auto& t : targets) columns.push_back(t + "_round");
  csv.header(columns);
  for (std::size_t t = 0; t < tables.size(); ++t)
    for (std::size_t u = 0; u < spec.units.size(); ++u)
      for (std::size_t v = 0; v < spec.variants.size(); ++v)
        for (std::size_t s = 0; s < spec.starts.size(); ++s) {
          const auto& m = tables[t].at(spec, u, v, s);
          csv.field(table_names[t]).field(tables[t].pieces);
          csv.field(spec.units[u].name.empty() ? std::string("unit") : spec.units[u].name);
          csv.field(spec.variants[v].name).field(spec.variants[v].rules.edition);
          csv.field(static_cast<int>(s + 1));
          if (spec.mission) csv.empty().empty();  // entering from the Territory: no start point
          else csv.field(spec.starts[s].first).field(spec.starts[s].second);
          csv.field(m.high_roofs).field(m.high_roofs_reached);
          for (const auto& metric : study_metrics()) csv.field(figure(metric.of(m)));
          for (std::size_t k = 0; k < targets.size(); ++k) csv.field(figure(k < m.target_rounds.size() ? m.target_rounds[k] : std::nan("")));
          csv.end_row();
        }
}

void write_study_summary(std::ostream& out, const std::vector<SummaryRow>& rows) {
  CsvWriter csv(out);
  csv.header({"unit", "variant", "metric", "tables", "mean", "ci_low", "ci_high", "baseline", "paired_tables", "difference",
              "difference_ci_low", "difference_ci_high"});
  for (const auto& r : rows) {
    csv.field(r.unit).field(r.variant).field(r.metric).field(static_cast<std::uint64_t>(r.value.n));
    csv.field(figure(r.value.mean)).field(figure(r.value.low)).field(figure(r.value.high));
    csv.field(r.baseline);
    if (r.baseline.empty()) {
      csv.empty().empty().empty().empty();
    } else {
      csv.field(static_cast<std::uint64_t>(r.difference.n));
      csv.field(figure(r.difference.mean)).field(figure(r.difference.low)).field(figure(r.difference.high));
    }
    csv.end_row();
  }
}

}  // namespace climbsim
