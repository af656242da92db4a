// The rows of a header-led CSV data file (the roster, the unit bases, the upgrades, the Map Cards).
//
// Contract: csv_rows(text) strips a UTF-8 byte order mark, reads the text line by line (LF or
// CRLF), skips blank lines and lines starting with '#', and splits each other line into fields
// (split_csv_line: RFC 4180 quoting, no line breaks inside a field). The first row returned is the
// header; none at all means the file has no header row. Each row keeps its line (without the CR)
// and its 1-based line number, for messages that point into the file.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace climbsim {

struct CsvRow {
  std::vector<std::string> fields;
  std::string line;
  int line_no = 0;
};

std::vector<CsvRow> csv_rows(std::string_view text);

}  // namespace climbsim
