// CSV tables read back by name, for the report (which renders the tables the subcommands wrote).
//
// Contract: read_records parses an RFC 4180 text (one record a line, as climbsim writes them) into
// rows of named fields; get() returns "" for a column the table does not have; number() parses a
// field or returns NaN for an empty one.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace climbsim {

struct Record {
  std::map<std::string, std::string> fields;
  [[nodiscard]] const std::string& get(const std::string& column) const;
  [[nodiscard]] double number(const std::string& column) const;
};

std::vector<Record> read_records(std::string_view csv_text);

}  // namespace climbsim
