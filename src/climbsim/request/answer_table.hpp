// The table `ask` and `list` print: one row per answer (units, face, height, die, edition, variant,
// then the cheapest and the safest plan with actions, activations, expected wounds, expected minis
// lost and the chance to lose one), then the verdicts.
//
// Contract: table_of() keeps two renderings of each row, 2-3 significant figures for people and
// full precision for csv and json; write() prints table (aligned), markdown, csv or json.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "climbsim/analysis/answers.hpp"
#include "climbsim/text/csv.hpp"

namespace climbsim {

struct Table {
  std::vector<std::string> columns;
  std::vector<std::vector<std::string>> rows;   // human text
  std::vector<std::vector<std::string>> exact;  // full precision, for csv and json
};

Table table_of(const Answers& a);
void write(std::ostream& out, const Table& t, const std::vector<std::string>& verdicts, const std::string& format);

}  // namespace climbsim
