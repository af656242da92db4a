// The report's section on a terrain study (contract in page.hpp).
#include <algorithm>
#include <map>
#include <set>

#include "climbsim/report/html_parts.hpp"
#include "climbsim/report/page.hpp"
#include "climbsim/text/csv.hpp"

namespace climbsim {

namespace {

const std::map<std::string, std::string>& metric_labels() {
  static const std::map<std::string, std::string> labels = {
      {"roof_area_2", "roof area within 2 actions (sq in)"},
      {"roof_area_4", "roof area within 4 actions (sq in)"},
      {"high_roof_share_4", "share of roofs of height 2+ reached within 4"},
      {"nearest_high_roof_actions", "actions to the nearest roof of height 2+"},
      {"nearest_high_roof_wounds", "expected wounds on the way there"},
      {"objective_actions", "actions to the objective"},
  };
  return labels;
}

// The units ranked by the figures a list builder compares: roof within 4 actions, the share of high
// roofs reached, and the actions to the nearest high roof (fewer is better).
std::string ranked_units(const std::vector<Record>& summary, RunViews& views) {
  std::string s = "<p>The units side by side: the mean across tables of each figure, the best first, with its 95% "
                  "interval; a unit with no figure (no high roof within reach) comes last.</p>";
  for (const auto& [metric, higher_first] : std::vector<std::pair<std::string, bool>>{
           {"roof_area_4", true}, {"high_roof_share_4", true}, {"nearest_high_roof_actions", false}}) {
    std::vector<Record> rows;
    for (const auto& r : summary)
      if (r.get("metric") == metric) rows.push_back(r);
    if (rows.empty()) continue;
    s += views.ranked(rows, metric_labels().at(metric), higher_first);
  }
  return s;
}

}  // namespace

std::string study_section(const ExperimentTables& e, RunViews& views) {
  const auto rows = e.tables.at("table");
  std::set<std::string> tables, starts;
  for (const auto& r : rows) tables.insert(r.get("table")), starts.insert(r.get("start"));
  const std::vector<Record> no_rows;
  const auto& summary = e.tables.count("summary") ? e.tables.at("summary") : no_rows;
  const bool variants = std::any_of(summary.begin(), summary.end(), [](const Record& r) { return !r.get("baseline").empty(); });
  std::string s = std::string("<h2>") + (variants ? "What a keyword is worth across many tables: " : "How the units compare across many tables: ") +
                  html_escape(e.title.empty() ? e.name : e.title) + "</h2>";
  s += "<p>" + std::to_string(tables.size()) + " tables, each unit starting from " + std::to_string(starts.size()) +
       " points in the south deployment zone, with two activations (4 actions). A table's figure is the mean over its "
       "starts; " + whole_table_note(e.csv()) + ". " +
       (variants ? "Below, the mean across tables for the units as they are and for the variant, and the paired difference "
                   "(variant minus as is, on the same tables) with its 95% Student t interval. Tables are the statistical unit. "
                   "Rows where the variant changes nothing are left out.</p>"
                 : "Tables are the statistical unit.</p>");
  if (summary.empty()) return s;
  // No variant: the units themselves side by side, ranked by each figure (a roster's vertical mobility).
  if (!variants) return s + ranked_units(summary, views);
  std::map<std::pair<std::string, std::string>, std::string> baseline_mean;  // (unit, metric) -> mean
  for (const auto& r : summary)
    if (r.get("baseline").empty()) baseline_mean[{r.get("unit"), r.get("metric")}] = r.get("mean");
  std::vector<Record> shown;
  for (const auto& r : summary) {
    if (r.get("baseline").empty()) continue;
    const bool changes = r.number("difference") != 0 || r.number("difference_ci_low") != 0 || r.number("difference_ci_high") != 0;
    if (!changes || r.get("paired_tables") == "0") continue;
    Record out;
    out.fields = r.fields;
    const auto label = metric_labels().find(r.get("metric"));
    out.fields["what"] = label == metric_labels().end() ? r.get("metric") : label->second;
    out.fields["as_is"] = baseline_mean[{r.get("unit"), r.get("metric")}];
    out.fields["interval"] = sig(r.number("difference_ci_low")) + " to " + sig(r.number("difference_ci_high"));
    shown.push_back(std::move(out));
  }
  if (shown.empty()) return s + "<p>No variant changes any figure on these tables.</p>";
  s += views.table(shown,
                  {{"unit", "unit"}, {"variant", "variant"}, {"what", "figure"}, {"as_is", "as is"}, {"mean", "variant"},
                   {"difference", "difference"}, {"interval", "95% interval"}, {"paired_tables", "tables"}},
                  {"as_is", "mean", "difference"}, e.csv("-summary.csv"));
  return s;
}

}  // namespace climbsim
