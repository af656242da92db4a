// Pieces every report section uses (contract in html_parts.hpp).
#include "climbsim/report/html_parts.hpp"

#include <cmath>
#include <cstdio>

#include "climbsim/report/svg_chart.hpp"

namespace climbsim {

std::string base64(const std::string& bytes) {
  static const char* a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  std::size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    const auto n = static_cast<unsigned char>(bytes[i]) << 16 | static_cast<unsigned char>(bytes[i + 1]) << 8 |
                   static_cast<unsigned char>(bytes[i + 2]);
    out += {a[n >> 18 & 63], a[n >> 12 & 63], a[n >> 6 & 63], a[n & 63]};
  }
  if (i + 1 == bytes.size()) {
    const auto n = static_cast<unsigned char>(bytes[i]) << 16;
    out += {a[n >> 18 & 63], a[n >> 12 & 63], '=', '='};
  } else if (i + 2 == bytes.size()) {
    const auto n = static_cast<unsigned char>(bytes[i]) << 16 | static_cast<unsigned char>(bytes[i + 1]) << 8;
    out += {a[n >> 18 & 63], a[n >> 12 & 63], a[n >> 6 & 63], '='};
  }
  return out;
}

const char* const kColours[8] = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2"};

// An HTML table of chosen columns, numbers to 3 significant figures.
std::string whole_table_note(const std::string& whole_csv) {
  if (!whole_csv.empty()) return "the CSV " + html_escape(whole_csv) + " has every row";
  return "run the report with --keep DIR to keep every row as CSV";
}

std::string html_table(const std::vector<Record>& rows, const std::vector<std::pair<std::string, std::string>>& columns,
                       const std::set<std::string>& numeric, const std::string& whole_csv, std::size_t limit) {
  std::string s = "<div class=\"table-wrap\"><table><thead><tr>";
  for (const auto& [col, head] : columns) s += "<th>" + html_escape(head) + "</th>";
  s += "</tr></thead><tbody>";
  for (std::size_t i = 0; i < rows.size() && i < limit; ++i) {
    s += "<tr>";
    for (const auto& [col, head] : columns)
      s += numeric.count(col) ? "<td class=\"n\">" + sig(rows[i].number(col)) + "</td>" : "<td>" + html_escape(rows[i].get(col)) + "</td>";
    s += "</tr>";
  }
  s += "</tbody></table></div>";
  if (rows.size() > limit)
    s += "<p class=\"note\">The first " + std::to_string(limit) + " of " + std::to_string(rows.size()) + " rows; " +
         whole_table_note(whole_csv) + ".</p>";
  return s;
}

}  // namespace climbsim
