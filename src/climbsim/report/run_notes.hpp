// The words around a report's results: its heading, the page's title, its footer (what ran, under
// which rules, what is exact and what sampled, where the tables are), and the order its
// experiments read in.
//
// Contract: RunFacts holds what the report ran; run_heading and run_title name the experiments
// ("wounds, economy and map") and the list; run_footer returns HTML (every text escaped): the
// version and vector path, the experiments' files, the list, the editions and rules file the report
// imposed, what is exact and what sampled, and where the CSVs are kept (or how to keep them).
// experiment_order sorts .ini paths as a player asks: one move (wounds), every way up (economy),
// the map, many tables (study), then ASL (cliff) and anything else, by name within each.
#pragma once

#include <string>
#include <vector>

namespace climbsim {

struct RunFacts {
  std::vector<std::string> names;  // the experiments' names (file stems), in page order
  std::vector<std::string> inis;   // their files
  std::string list;                // the list's file, "" for none
  std::string editions;            // the editions the report imposed, "" for each experiment's own
  std::string rules;               // the rules file the report imposed, "" for none
  std::string kept_in;             // the --keep folder, "" when nothing is kept
  std::string vector_path;         // the kernels' ISA (platform/isa.hpp)
};

std::string run_heading(const RunFacts& facts);
std::string run_title(const RunFacts& facts);
std::string run_footer(const RunFacts& facts);

void experiment_order(std::vector<std::string>& inis);

}  // namespace climbsim
