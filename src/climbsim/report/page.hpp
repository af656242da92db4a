// The report page: its sections, each rendered from the CSV tables a subcommand wrote.
//
// Contract: each *_section takes an experiment's name and tables (CSV text) and returns HTML: a
// heading, a sentence on what it shows, readable tables (numbers to 3 significant figures, long
// tables cut with a note) and inline SVG charts (svg_chart.hpp). page_start and page_end wrap them
// in one self-contained page: inline style, and an inline script that draws the map's hover text,
// lists any script error on the page, and marks the body data-ready="yes" with data-charts=N.
#pragma once

#include <map>
#include <string>

namespace climbsim {

struct ExperimentTables {
  std::string name;
  std::map<std::string, std::string> tables;  // "table", "summary", "law": CSV text
  std::string png;                             // the map picture's bytes
};

std::string wounds_section(const ExperimentTables& e);
std::string economy_section(const ExperimentTables& e);
std::string cliff_section(const ExperimentTables& e);
std::string map_section(const ExperimentTables& e);
// A terrain study: tables["table"] its rows, tables["summary"] its summary (study_section.cpp).
std::string study_section(const ExperimentTables& e);
// A player's list: the table `climbsim list` writes (tables["table"], CSV), one row per unit
// profile, face, height and edition: the cheapest and the safest plan. `source` names the file.
std::string list_section(const ExperimentTables& e, const std::string& source);

std::string page_start();
// `footer` is HTML already (the provenance line).
std::string page_end(const std::string& footer);

}  // namespace climbsim
