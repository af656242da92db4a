#include "climbsim/text/ini.hpp"

#include <map>

#include "climbsim/text/text_input.hpp"

namespace climbsim {

std::string IniEntry::where(const std::string& source) const {
  return source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": ";
}

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && blank(s.front())) s.remove_prefix(1);
  while (!s.empty() && blank(s.back())) s.remove_suffix(1);
  return s;
}

}  // namespace

std::vector<IniEntry> parse_ini(std::string_view text, const std::string& source) {
  text = strip_bom(text);
  std::vector<IniEntry> entries;
  std::map<std::string, int, std::less<>> first_line;
  std::size_t start = 0;
  int line_no = 0;
  while (start <= text.size()) {
    const auto end = std::min(text.find('\n', start), text.size());
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++line_no;
    const auto at = [&](std::size_t offset) {
      return source + ":" + std::to_string(line_no) + ":" + std::to_string(offset + 1) + ": ";
    };
    // Cut the comment: '#' outside double quotes.
    std::size_t cut = line.size();
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
      if (line[i] == '"') quoted = !quoted;
      else if (line[i] == '#' && !quoted) {
        cut = i;
        break;
      }
    }
    if (quoted) throw IniError(at(line.find('"')) + "unterminated quote");
    const std::string_view body = line.substr(0, cut);
    const auto lead = body.find_first_not_of(" \t\r");
    if (lead == std::string_view::npos || body[lead] == ';' || body[lead] == '[') continue;
    const auto eq = body.find('=');
    if (eq == std::string_view::npos) throw IniError(at(lead) + "expected 'name = value'");
    IniEntry e;
    e.name = std::string(trim(body.substr(0, eq)));
    e.line = line_no;
    e.column = static_cast<int>(lead) + 1;
    if (e.name.empty()) throw IniError(at(lead) + "a value without a name (expected 'name = value')");
    std::string_view value = trim(body.substr(eq + 1));
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"') value = value.substr(1, value.size() - 2);
    else if (value.find('"') != std::string_view::npos)
      throw IniError(at(eq + 1) + "a quote may only surround the whole value");
    e.value = std::string(value);
    if (const auto it = first_line.find(e.name); it != first_line.end())
      throw IniError(at(lead) + "'" + e.name + "' is given twice (first on line " + std::to_string(it->second) + ")");
    first_line.emplace(e.name, line_no);
    entries.push_back(std::move(e));
    if (end == text.size()) break;
  }
  return entries;
}

}  // namespace climbsim
