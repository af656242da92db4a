// The .ini files that --config and --rules read: "name = value" lines.
//
// Contract: parse_ini returns the entries in file order, or throws IniError with
// "source:line:column: what is wrong". A leading byte-order mark is skipped; blank lines, lines
// starting with ';' and [section] headers are ignored; '#' starts a comment anywhere outside a
// double-quoted value ("a # b" keeps its '#'); a value may be quoted to keep leading or trailing
// blanks. An empty name, a line without '=', an unterminated quote, and a name given twice are
// errors (the second place is named, with the line of the first). Which names exist is the caller's
// business.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace climbsim {

struct IniError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct IniEntry {
  std::string name;
  std::string value;
  int line = 0;
  int column = 0;  // of the name, 1-based
  [[nodiscard]] std::string where(const std::string& source) const;  // "source:line:column: "
};

std::vector<IniEntry> parse_ini(std::string_view text, const std::string& source);

}  // namespace climbsim
