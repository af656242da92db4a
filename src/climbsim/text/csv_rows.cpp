// A data file's rows (contract in csv_rows.hpp).
#include "climbsim/text/csv_rows.hpp"

#include <sstream>

#include "climbsim/text/csv.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim {

std::vector<CsvRow> csv_rows(std::string_view text) {
  std::vector<CsvRow> rows;
  std::istringstream in{std::string(strip_bom(text))};
  std::string line;
  int line_no = 0;
  while (std::getline(in, line)) {
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    rows.push_back({split_csv_line(line), line, line_no});
  }
  return rows;
}

}  // namespace climbsim
