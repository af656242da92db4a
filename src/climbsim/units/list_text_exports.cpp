// Legion HQ's tournament and minimal text exports (contract in list_text_exports.hpp).
#include "climbsim/units/list_text_exports.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

#include "climbsim/text/lists.hpp"

namespace climbsim {

namespace {

bool all_digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
}

// "412/800" at the start of a line: both numbers.
bool points_line(const std::string& line, int& total, int& limit) {
  const auto slash = line.find('/');
  if (slash == std::string::npos) return false;
  std::size_t end = slash + 1;
  while (end < line.size() && std::isdigit(static_cast<unsigned char>(line[end]))) ++end;
  const std::string rest = trim_text(line.substr(end));
  if (!all_digits(line.substr(0, slash)) || end == slash + 1 || !(rest.empty() || rest[0] == '(')) return false;
  return parse_int(line.substr(0, slash), total) && parse_int(line.substr(slash + 1, end - slash - 1), limit);
}

bool ends_units(const std::string& line) {
  for (const char* s : {"Commands:", "Contingencies:", "Battle Deck", "Objectives:", "Secondaries:", "Advantages:"})
    if (line.rfind(s, 0) == 0) return true;
  return false;
}

}  // namespace

std::string trim_text(std::string_view s) {
  std::size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return std::string(s.substr(a, b - a));
}

std::string without_cost(std::string s) {
  s = trim_text(s);
  if (!s.empty() && s.back() == ')') {
    const auto open = s.rfind('(');
    if (open != std::string::npos && all_digits(s.substr(open + 1, s.size() - open - 2))) s = trim_text(s.substr(0, open));
  }
  return s;
}

int take_count(std::string& s) {
  std::size_t i = 0;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
  if (i == 0 || i > 2) return 1;
  std::size_t j = i;
  while (j < s.size() && s[j] == ' ') ++j;
  std::size_t after = 0;
  if (s.compare(j, 2, "\xC3\x97") == 0) after = j + 2;  // U+00D7 MULTIPLICATION SIGN in UTF-8
  else if (j < s.size() && (s[j] == 'x' || s[j] == 'X') && j + 1 < s.size() && s[j + 1] == ' ') after = j + 1;
  if (after == 0) return 1;
  const int n = std::stoi(s.substr(0, i));
  s = trim_text(s.substr(after));
  return n;
}

void read_points_header(std::string_view text, ArmyList& list) {
  std::istringstream in{std::string(text)};
  std::string raw;
  while (std::getline(in, raw)) {
    int total = 0, limit = 0;
    if (points_line(trim_text(raw), total, limit)) {
      list.header_points = total;
      list.point_limit = limit;
      return;
    }
  }
}

ArmyList parse_sectionless_list(std::string_view text, const std::string& source) {
  ArmyList list;
  list.source = source;
  list.format = "minimal-text";
  read_points_header(text, list);
  std::istringstream in{std::string(text)};
  std::string raw;
  int line_no = 0;
  bool header_seen = false;
  while (std::getline(in, raw)) {
    ++line_no;
    const std::string line = trim_text(raw);
    if (line.empty()) continue;
    int total = 0, limit = 0;
    if (!header_seen) {
      if (points_line(line, total, limit)) header_seen = true;
      else if (list.title.empty()) list.title = line;
      continue;
    }
    if (ends_units(line)) break;
    const bool item = line[0] == '-' || line.rfind("\xE2\x80\xA2", 0) == 0;
    if (item) {
      const std::string body = trim_text(line.substr(line[0] == '-' ? 1 : 3));
      if (body.rfind("Loadout:", 0) == 0 || list.entries.empty()) continue;  // an alternative set, not carried
      // The tournament export's upgrade line: " - DLT-19 Stormtrooper (24)"; "A (5)/B (6)" is a loadout choice: A.
      list.entries.back().upgrades.push_back(without_cost(body.substr(0, body.find(")/") == std::string::npos ? std::string::npos : body.find(")/") + 1)));
      list.format = "tournament-text";
      continue;
    }
    ListEntry e;
    e.line = line_no;
    std::string body = line;
    e.count = take_count(body);
    if (e.count < 1) throw ArmyListError(source + ":" + std::to_string(line_no) + ": a unit count must be 1 or more");
    if (!body.empty() && body.back() == ')') {
      const auto open = body.rfind('(');
      const std::string inside = open == std::string::npos ? "" : body.substr(open + 1, body.size() - open - 2);
      if (all_digits(inside)) {
        parse_int(inside, e.points);  // the tournament export: this copy's cost
        list.format = "tournament-text";
      } else {
        for (std::size_t start = 0; start < inside.size();) {  // the minimal export: "(A, B)"
          const auto comma = std::min(inside.find(',', start), inside.size());
          if (const std::string u = trim_text(inside.substr(start, comma - start)); !u.empty()) e.upgrades.push_back(u);
          start = comma + 1;
        }
      }
      body = trim_text(body.substr(0, open));
    }
    if (const auto dash = body.find(" - "); dash != std::string::npos) body = trim_text(body.substr(dash + 3));  // "... - Kraken"
    e.unit = body;
    if (e.unit.empty()) throw ArmyListError(source + ":" + std::to_string(line_no) + ": a unit line without a unit name");
    list.entries.push_back(std::move(e));
  }
  if (list.entries.empty())
    throw ArmyListError(source + ": no unit found: expected Legion HQ's standard export (rank sections such as \"Corps:\" "
                        "with lines \" - Stormtroopers = 44\"), its tournament or minimal export, its Tabletop Simulator "
                        "JSON, or a Legion HQ link");
  return list;
}

}  // namespace climbsim
