#include "climbsim/units/roster.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

#include "climbsim/io/csv.hpp"
#include "climbsim/io/lists.hpp"
#include "climbsim/io/text_input.hpp"

namespace climbsim {

extern const char* const kBuiltinRosterCsv;  // generated from data/roster.csv

namespace {

const std::vector<std::string> kColumns = {"name",     "minis",       "wounds_per_mini", "speed", "kind",
                                           "base_mm", "mini_height", "keywords",        "source"};

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

// Column (1-based) at which field `index` starts in `line`, for error messages.
std::size_t column_of(std::string_view line, std::size_t index) {
  std::size_t col = 1;
  for (std::size_t i = 0; i < line.size() && index > 0; ++i)
    if (line[i] == ',') --index, col = i + 2;
  return col;
}

void parse_keywords(std::string_view text, Keywords& k, const std::string& where) {
  std::size_t start = 0;
  while (start <= text.size() && !text.empty()) {
    const auto end = std::min(text.find(';', start), text.size());
    const std::string word = lower(text.substr(start, end - start));
    if (word == "expert_climber") k.expert_climber = true;
    else if (word == "climbing_vehicle") k.climbing_vehicle = true;
    else if (word == "scale") k.scale = true;
    else if (word == "unhindered") k.unhindered = true;
    else if (word.rfind("jump=", 0) == 0 && parse_int(word.substr(5), k.jump) && k.jump > 0) {}
    else if (word.rfind("speeder=", 0) == 0 && parse_int(word.substr(8), k.speeder) && k.speeder > 0) {}
    else if (word.rfind("hover=", 0) == 0 && parse_int(word.substr(6), k.hover) && k.hover > 0) {}
    else throw RosterError(where + "unknown keyword " + quote_value(word));
    start = end + 1;
  }
}

}  // namespace

std::vector<Unit> parse_roster(std::string_view text, const std::string& source) {
  std::vector<Unit> units;
  std::set<std::string, std::less<>> names;  // a set keeps the duplicate check O(n log n)
  std::istringstream in{std::string(strip_bom(text))};
  std::string line;
  int line_no = 0;
  bool header_seen = false;
  while (std::getline(in, line)) {
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    const auto fields = split_csv_line(line);
    const auto at = [&](std::size_t f) {
      return source + ":" + std::to_string(line_no) + ":" + std::to_string(column_of(line, f)) + ": ";
    };
    if (!header_seen) {
      if (fields != kColumns) throw RosterError(at(0) + "header must be: name,minis,wounds_per_mini,speed,kind,base_mm,mini_height,keywords,source");
      header_seen = true;
      continue;
    }
    if (fields.size() != kColumns.size())
      throw RosterError(at(0) + "expected " + std::to_string(kColumns.size()) + " fields, found " + std::to_string(fields.size()));
    Unit u;
    u.name = lower(fields[0]);
    if (u.name.empty()) throw RosterError(at(0) + "empty name");
    const auto need_int = [&](std::size_t f, int& out) {
      if (!parse_int(fields[f], out)) throw RosterError(at(f) + kColumns[f] + " " + quote_value(fields[f]) + " is not a whole number");
    };
    const auto need_double = [&](std::size_t f, double& out) {
      if (!parse_double(fields[f], out)) throw RosterError(at(f) + kColumns[f] + " " + quote_value(fields[f]) + " is not a number");
    };
    need_int(1, u.minis);
    need_int(2, u.wounds_per_mini);
    need_int(3, u.speed);
    if (fields[4] == "trooper") u.kind = UnitKind::trooper;
    else if (fields[4] == "vehicle") u.kind = UnitKind::vehicle;
    else throw RosterError(at(4) + "kind " + quote_value(fields[4]) + " is not trooper or vehicle");
    need_double(5, u.base_mm);
    need_double(6, u.mini_height);
    parse_keywords(fields[7], u.keywords, at(7));
    u.source = fields[8];
    if (const auto problem = validate(u); !problem.empty()) throw RosterError(at(0) + u.name + ": " + problem);
    if (!names.insert(u.name).second) throw RosterError(at(0) + "unit " + quote_value(u.name) + " appears twice");
    units.push_back(std::move(u));
  }
  if (!header_seen) throw RosterError(source + ": no header row");
  return units;
}

std::vector<Unit> load_roster_file(const std::string& path) {
  try {
    return parse_roster(read_text_file(path, "roster file"), path);
  } catch (const InputError& e) {
    throw RosterError(e.what());
  }
}

const std::vector<Unit>& builtin_roster() {
  static const std::vector<Unit> roster = parse_roster(kBuiltinRosterCsv, "built-in roster");
  return roster;
}

std::string_view builtin_roster_text() { return kBuiltinRosterCsv; }

const Unit& find_unit(const std::vector<Unit>& roster, std::string_view name) {
  const std::string key = lower(name);
  for (const auto& u : roster)
    if (u.name == key) return u;
  const std::string guess = closest_unit(roster, key);
  throw RosterError("unknown unit " + quote_value(name) + (guess.empty() ? "" : " (did you mean '" + guess + "'?)") +
                    "; `climbsim roster` lists the units");
}

std::string closest_unit(const std::vector<Unit>& roster, std::string_view name) {
  const std::string key = lower(name);
  // Levenshtein distance, one row at a time.
  const auto distance = [&](const std::string& other) {
    std::vector<std::size_t> row(other.size() + 1);
    for (std::size_t j = 0; j <= other.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= key.size(); ++i) {
      std::size_t diagonal = row[0];
      row[0] = i;
      for (std::size_t j = 1; j <= other.size(); ++j) {
        const std::size_t above = row[j];
        row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (key[i - 1] == other[j - 1] ? 0 : 1)});
        diagonal = above;
      }
    }
    return row[other.size()];
  };
  std::string best;
  std::size_t best_d = std::max<std::size_t>(2, key.size() / 3) + 1;
  for (const auto& u : roster) {
    const std::size_t d = distance(u.name);
    if (d < best_d) {
      best_d = d;
      best = u.name;
    }
  }
  return best;
}

std::string keyword_text(const Keywords& k) {
  std::string out;
  const auto add = [&](const std::string& w) { out += (out.empty() ? "" : ";") + w; };
  if (k.expert_climber) add("expert_climber");
  if (k.climbing_vehicle) add("climbing_vehicle");
  if (k.scale) add("scale");
  if (k.unhindered) add("unhindered");
  if (k.jump > 0) add("jump=" + std::to_string(k.jump));
  if (k.speeder > 0) add("speeder=" + std::to_string(k.speeder));
  if (k.hover > 0) add("hover=" + std::to_string(k.hover));
  return out;
}

}  // namespace climbsim
