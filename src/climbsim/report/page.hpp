// The report's results: its sections, each written from the tables a subcommand wrote, shown as
// the first tab of the page (report/site.hpp) beside the live calculator.
//
// Contract: each *_section takes an experiment's name and tables (rows of named fields) and returns
// HTML: a heading and the sentences that say what it shows, with its tables and charts as views
// (run_views.hpp) that the page draws with the live tabs' own tables and charts
// (src/web/page/app/run.js): every profile in a table gets its chart, a long table its first rows
// and where the whole one is. run_start and run_end wrap the sections: a heading, an error list,
// the footer and the views' data. Nothing here loads from the network.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "climbsim/report/records.hpp"
#include "climbsim/report/run_views.hpp"

namespace climbsim {

struct ExperimentTables {
  std::string name;   // the .ini's name without .ini: the kept files' names
  std::string title;  // what the experiment asks, in words, for its section's heading (experiment_title)
  std::map<std::string, std::vector<Record>> tables;  // "table", "summary", "law", "plans": the rows
  std::string png;                             // the map picture's bytes
  std::string kept_as;                         // the kept files' path without suffix ("results/wounds"); "" if not kept
  [[nodiscard]] std::string csv(const std::string& suffix = ".csv") const { return kept_as.empty() ? "" : kept_as + suffix; }
};

// What an experiment .ini asks, for its heading: its "# Title: ..." line, else its first comment
// line up to a colon or a parenthesis, else `fallback` (the file's name).
std::string experiment_title(const std::string& ini_text, const std::string& fallback);

std::string wounds_section(const ExperimentTables& e, RunViews& views);
std::string economy_section(const ExperimentTables& e, RunViews& views);
// An economy experiment with a front file (--optimal, --front): where adapting to the dice beats a
// fixed plan by 0.1 minis or more, by unit, face, height, edition and budget (RULINGS R24).
std::string adapting_section(const ExperimentTables& e, RunViews& views);
std::string cliff_section(const ExperimentTables& e, RunViews& views);
std::string map_section(const ExperimentTables& e, RunViews& views);
// A terrain study: tables["table"] its rows, tables["summary"] its summary (study_section.cpp).
std::string study_section(const ExperimentTables& e, RunViews& views);
// A player's list: the table `climbsim list` writes (tables["table"]), one row per unit profile,
// face, height and edition: the cheapest and the safest plan; and tables["plans"], the economy of
// the same units, for a chart per unit. `source` names the file.
std::string list_section(const ExperimentTables& e, const std::string& source, RunViews& views);

// `heading` is text; `footer` is HTML already (the provenance and what is exact, what sampled).
std::string run_start(const std::string& heading);
// run_end closes the run with its footer and the views' data (views.script()).
std::string run_end(const std::string& footer, const RunViews& views);

}  // namespace climbsim
