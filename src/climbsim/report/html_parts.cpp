// Pieces every report section uses (contract in html_parts.hpp).
#include "climbsim/report/html_parts.hpp"

#include <algorithm>
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
                       const std::set<std::string>& all_columns_numeric, const std::string& whole_csv, std::size_t limit) {
  const std::set<std::string>& numeric = all_columns_numeric;
  const std::size_t shown = std::min(rows.size(), limit);
  // A text column with one value in every row is said once above the table, not repeated in a
  // column, so wide tables fit the page.
  std::vector<std::pair<std::string, std::string>> kept;
  std::string same;
  for (const auto& [col, head] : columns) {
    bool constant = shown > 1 && !numeric.count(col);
    for (std::size_t i = 1; constant && i < shown; ++i) constant = rows[i].get(col) == rows[0].get(col);
    bool empty = shown > 0;  // a column with nothing in any row (a figure this run did not ask for)
    for (std::size_t i = 0; empty && i < shown; ++i) empty = rows[i].get(col).empty();
    if (empty) continue;
    if (!constant || rows.empty()) {
      kept.emplace_back(col, head);
    } else if (!rows[0].get(col).empty()) {
      same += (same.empty() ? "" : ", ") + html_escape(head) + " " + html_escape(rows[0].get(col));
    }
  }
  // Plans break after each '+' ("climb+<wbr>clamber1"), so a long plan wraps instead of widening.
  const auto text = [](const std::string& v) {
    std::string out;
    for (const char c : html_escape(v)) out += c == '+' ? std::string("+<wbr>") : std::string(1, c);
    return out;
  };
  const auto table = [&](std::size_t from, std::size_t to) {
    // The live tabs' table (class "stack", each cell labelled with its column): on a phone each
    // row stacks into a card of label and figure, so nothing lies off the screen.
    std::string s = "<div class=\"table-wrap\"><table class=\"stack\"><thead><tr>";
    for (const auto& [col, head] : kept) s += "<th>" + html_escape(head) + "</th>";
    s += "</tr></thead><tbody>";
    for (std::size_t i = from; i < to; ++i) {
      s += "<tr>";
      for (const auto& [col, head] : kept) {
        const std::string label = " data-label=\"" + html_escape(head) + "\"";
        s += numeric.count(col) ? "<td class=\"n\"" + label + ">" + sig(rows[i].number(col)) + "</td>" : "<td" + label + ">" + text(rows[i].get(col)) + "</td>";
      }
      s += "</tr>";
    }
    return s + "</tbody></table></div>";
  };
  std::string intro = same.empty() ? "" : "<p class=\"note\">Every row: " + same + ".</p>";
  // A long table shows its first rows; the rest fold into a box that says how many, so the page
  // reads section by section and nothing is hidden without a word.
  constexpr std::size_t kInView = 16;
  std::string s = intro;
  if (shown <= kInView + 4) {
    s += table(0, shown);
  } else {
    s += table(0, kInView) + "<details><summary>" + std::to_string(shown - kInView) + " more rows (" + std::to_string(rows.size()) +
        " in all)</summary>" + table(kInView, shown) + "</details>";
  }
  if (rows.size() > limit)
    s += "<p class=\"note\">The first " + std::to_string(limit) + " of " + std::to_string(rows.size()) + " rows; " +
         whole_table_note(whole_csv) + ".</p>";
  return s;
}

}  // namespace climbsim
