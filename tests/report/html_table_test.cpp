// The report's tables: what a reader sees of a CSV table, checked on small hand-made rows.
#include "climbsim/report/html_parts.hpp"
#include "climbsim/report/chart_sets.hpp"

#include <catch2/catch.hpp>
#include <string>

using namespace climbsim;

namespace {

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

Record row(const std::string& unit, const std::string& plan, const std::string& wounds) {
  Record r;
  r.fields = {{"unit", unit}, {"direction", "up"}, {"plan", plan}, {"wounds", wounds}, {"saves", ""}};
  return r;
}

}  // namespace

TEST_CASE("html_table says a constant column once, leaves out an empty one, and wraps plans", "[report]") {
  const std::vector<Record> rows = {row("stormtroopers", "climb+clamber1", "0.6666666666666666"), row("darth-vader", "climb", "0")};
  const std::string html = html_table(rows, {{"unit", "unit"}, {"direction", "direction"}, {"plan", "plan"}, {"wounds", "wounds"}, {"saves", "saves"}},
                                      {"wounds", "saves"}, "");
  CHECK(html.find("<p class=\"note\">Every row: direction up.</p>") != std::string::npos);
  CHECK(html.find("<th>direction</th>") == std::string::npos);
  CHECK(html.find("<th>saves</th>") == std::string::npos);  // empty in every row
  CHECK(html.find("<td data-label=\"plan\">climb+<wbr>clamber1</td>") != std::string::npos);
  CHECK(html.find("<td class=\"n\" data-label=\"wounds\">0.667</td>") != std::string::npos);  // 3 significant figures
  // Each cell labelled with its column, in a table that stacks into cards on a phone (the page's CSS).
  CHECK(html.find("<table class=\"stack\">") != std::string::npos);
  CHECK(count(html, "<tr>") == 3);                                       // the heading and two rows
}

TEST_CASE("html_table folds the rows past 16 of a long table into a box that says how many", "[report]") {
  std::vector<Record> rows;
  for (int i = 0; i < 30; ++i) rows.push_back(row("unit" + std::to_string(i), "climb", std::to_string(i)));
  const std::string html = html_table(rows, {{"unit", "unit"}, {"wounds", "wounds"}}, {"wounds"}, "results/x.csv", 25);
  CHECK(html.find("<summary>9 more rows (30 in all)</summary>") != std::string::npos);
  CHECK(count(html, "<td data-label=\"unit\">unit") == 25);  // the first 25 of 30 (the limit), every one once
  CHECK(html.find("<td data-label=\"unit\">unit24</td>") != std::string::npos);
  CHECK(html.find("<td data-label=\"unit\">unit25</td>") == std::string::npos);
  CHECK(html.find("The first 25 of 30 rows; the CSV results/x.csv has every row.") != std::string::npos);
  // A short table is shown whole, with no box.
  rows.resize(20);
  CHECK(html_table(rows, {{"unit", "unit"}}, {}, "").find("<details>") == std::string::npos);
}

TEST_CASE("units with no legal way up are named once, in a note, and no others", "[report]") {
  // Hand-made economy rows: a unit with a legal plan gets a chart; one whose every row is illegal
  // is named in the note (once, however many rows); rows of another face or height are not read.
  const auto plan = [](const std::string& unit, const std::string& legal, const std::string& face, const std::string& height) {
    Record r;
    r.fields = {{"unit", unit}, {"face", face}, {"height", height}, {"direction", "up"}, {"legal", legal}};
    return r;
  };
  const std::vector<Record> rows = {plan("stormtroopers", "true", "ledges", "3"), plan("speeder-bikes", "false", "ledges", "3"),
                                    plan("speeder-bikes", "false", "ledges", "3"), plan("walker", "false", "sheer", "3"),
                                    plan("walker", "true", "ledges", "2")};
  const std::string note = units_without_plans(rows, "ledges", 3);
  CHECK(note.find("No legal way up ledges of height 3, so no chart, for speeder-bikes (the table says why)") != std::string::npos);
  CHECK(count(note, "speeder-bikes") == 1);
  CHECK(note.find("stormtroopers") == std::string::npos);
  CHECK(note.find("walker") == std::string::npos);
  CHECK(units_without_plans({rows[0]}, "ledges", 3).empty());
}
