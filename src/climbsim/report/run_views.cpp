// The report's figures as data for the page (contract in run_views.hpp).
#include "climbsim/report/run_views.hpp"

#include <nlohmann/json.hpp>
#include <sstream>

#include "climbsim/report/html_parts.hpp"
#include "climbsim/text/csv.hpp"

namespace climbsim {

namespace {

using json = nlohmann::json;

// JSON text; a byte that is not UTF-8 (a hand-made roster's name) becomes U+FFFD rather than an error.
std::string text_of(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

std::vector<std::string> names_of(const Columns& columns) {
  std::vector<std::string> names;
  for (const auto& [column, heading] : columns) names.push_back(column);
  return names;
}

// The rows of `rows` that pass `keep`.
template <class Keep>
std::vector<Record> only(const std::vector<Record>& rows, Keep keep) {
  std::vector<Record> out;
  for (const auto& r : rows)
    if (keep(r)) out.push_back(r);
  return out;
}

}  // namespace

std::string csv_of(const std::vector<Record>& rows, const std::vector<std::string>& columns, std::size_t limit) {
  std::ostringstream out;
  CsvWriter csv(out);
  csv.header(columns);
  for (std::size_t i = 0; i < rows.size() && i < limit; ++i) {
    for (const auto& c : columns) csv.field(rows[i].get(c));
    csv.end_row();
  }
  return out.str();
}

std::string RunViews::add(std::string view) {
  views_.push_back(std::move(view));
  return "<div class=\"run-view\" data-view=\"" + std::to_string(views_.size() - 1) + "\"></div>";
}

std::string RunViews::table(const std::vector<Record>& rows, const Columns& columns, const std::set<std::string>& numeric,
                            const std::string& whole_csv, std::size_t limit) {
  json cols = json::array();
  for (const auto& [column, heading] : columns) cols.push_back({column, heading, numeric.count(column) > 0});
  return add(text_of(json{{"kind", "table"}, {"columns", cols}, {"csv", csv_of(rows, names_of(columns), limit)}, {"total", rows.size()},
                  {"limit", limit}, {"whole", whole_csv}}));
}

std::string RunViews::plan_charts(const std::vector<Record>& rows, const std::string& face, double height) {
  const auto shown = only(rows, [&](const Record& r) {
    return r.get("face") == face && r.number("height") == height && r.get("direction") == "up";
  });
  return add(text_of(json{{"kind", "plans"}, {"face", face}, {"height", sig(height)},
                  {"csv", csv_of(shown, {"unit", "minis", "wounds_per_mini", "edition", "die", "legal", "expert_climber", "policy",
                                         "plan", "actions", "exact_mean_minis_lost", "exact_mean_wounds", "pareto"})}}));
}

std::string RunViews::ranked(const std::vector<Record>& rows, const std::string& title, bool higher_first) {
  return add(text_of(json{{"kind", "ranked"}, {"title", title}, {"higher_first", higher_first},
                  {"csv", csv_of(rows, {"unit", "mean", "ci_low", "ci_high", "tables"})}}));
}

std::string RunViews::law_charts(const std::vector<Record>& rows, double height) {
  const auto shown = only(rows, [&](const Record& r) {
    return r.get("method") == "clamber" && r.number("height") == height && r.get("quantity") == "minis_lost" &&
           r.get("expert_climber") != "true" && r.get("ladder") != "true";
  });
  return add(text_of(json{{"kind", "law"}, {"height", sig(height)},
                  {"csv", csv_of(shown, {"unit", "minis", "wounds_per_mini", "edition", "die", "k", "exact_p_eq", "exact_p_ge", "p_eq", "p_ge"})}}));
}

std::string RunViews::cliff_curves(const std::vector<Record>& rows) {
  std::vector<std::string> columns = {"levels"};
  for (int t = 1; t <= 100; ++t)
    if (!rows.empty() && rows.front().fields.count("exact_p_success_within_" + std::to_string(t)))
      columns.push_back("exact_p_success_within_" + std::to_string(t));
  return add(text_of(json{{"kind", "cliff"}, {"csv", csv_of(rows, columns)}}));
}

std::string RunViews::map(const MapCells& m) {
  const json head = {{"kind", "map"}, {"nx", m.nx}, {"ny", m.ny}, {"res", m.res}, {"cell", m.cell_px}, {"margin", m.margin},
                     {"top", m.top}, {"png", base64(m.png)}, {"routes", m.routes}};
  std::string text = text_of(head);
  text.pop_back();  // the closing brace: the cells follow, already JSON
  return add(text + ",\"cells\":" + m.cells_json + "}");
}

std::string RunViews::script() const {
  std::string text = "[";
  for (std::size_t i = 0; i < views_.size(); ++i) text += (i ? "," : "") + views_[i];
  text += "]";
  std::string safe;
  safe.reserve(text.size());
  for (const char c : text) {
    if (c == '<') safe += "\\u003c";  // only ever inside a JSON string: the same text, and no "</script" or "<!--"
    else safe += c;
  }
  return "<script type=\"application/json\" id=\"run-views\">" + safe + "</script>";
}

}  // namespace climbsim
