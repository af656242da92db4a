#include "climbsim/units/army_list.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cctype>
#include <nlohmann/json.hpp>
#include <sstream>

#include "climbsim/text/lists.hpp"
#include "climbsim/text/spelling.hpp"
#include "climbsim/text/text_input.hpp"
#include "climbsim/units/roster.hpp"

namespace climbsim {

namespace {

// A list's count of units, a name's length and a unit's count of upgrades, bounded (names in
// messages are quoted and cut: quote_value).
void check_bounds(const ArmyList& list) {
  if (list.entries.size() > kMaxListUnits)
    throw ArmyListError(list.source + ": " + std::to_string(list.entries.size()) + " units: a list holds at most " +
                        std::to_string(kMaxListUnits));
  for (const auto& e : list.entries) {
    const std::string at = list.source + ":" + std::to_string(e.line) + ": ";
    if (e.unit.size() > kMaxListName) throw ArmyListError(at + "a unit name of " + std::to_string(e.unit.size()) + " bytes: at most " + std::to_string(kMaxListName));
    if (e.upgrades.size() > kMaxListUpgrades)
      throw ArmyListError(at + std::to_string(e.upgrades.size()) + " upgrades on one unit: at most " + std::to_string(kMaxListUpgrades));
    for (const auto& g : e.upgrades)
      if (g.size() > kMaxListName) throw ArmyListError(at + "an upgrade name of " + std::to_string(g.size()) + " bytes: at most " + std::to_string(kMaxListName));
  }
}

std::string trim(std::string_view s) {
  std::size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return std::string(s.substr(a, b - a));
}

// "DLT-19 Stormtrooper (24)" -> "DLT-19 Stormtrooper": a trailing cost in brackets goes.
std::string without_cost(std::string s) {
  s = trim(s);
  if (!s.empty() && s.back() == ')') {
    const auto open = s.rfind('(');
    if (open != std::string::npos) {
      const std::string inside = s.substr(open + 1, s.size() - open - 2);
      if (!inside.empty() && std::all_of(inside.begin(), inside.end(), [](unsigned char c) { return std::isdigit(c); }))
        s = trim(s.substr(0, open));
    }
  }
  return s;
}

// The rank a section header names, "" when the section is not a rank (Commands, Contingencies...).
std::string section_rank(const std::string& header) {
  const std::string k = match_key(header);
  if (k == "commander" || k == "commanders") return "commander";
  if (k == "operative" || k == "operatives") return "operative";
  if (k == "corps") return "corps";
  if (k == "specialforces" || k == "special") return "special";
  if (k == "support") return "support";
  if (k == "heavy" || k == "heavies") return "heavy";
  return {};
}

// "2× ", "2x ", "2 x " at the front: the count, and the rest of the text.
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
  s = trim(s.substr(after));
  return n;
}

ArmyList parse_text(std::string_view text, const std::string& source) {
  ArmyList list{source, "text", "", {}};
  std::istringstream in{std::string(text)};
  std::string raw;
  int line_no = 0;
  bool in_rank = false, any_section = false;
  std::string rank;
  while (std::getline(in, raw)) {
    ++line_no;
    const std::string line = trim(raw);
    if (line.empty()) continue;
    const bool item = line[0] == '-' || line.rfind("\xE2\x80\xA2", 0) == 0;  // "-" or "•"
    if (!item && line.back() == ':') {
      rank = section_rank(line.substr(0, line.size() - 1));
      in_rank = !rank.empty();
      any_section = true;
      continue;
    }
    if (!item) {
      if (list.title.empty() && !any_section) list.title = line;
      continue;  // the points line, notes
    }
    if (!in_rank) continue;  // a command card, a battle card
    std::string body = trim(line.substr(line[0] == '-' ? 1 : 3));
    ListEntry e;
    e.rank = rank;
    e.line = line_no;
    e.count = take_count(body);
    if (e.count < 1) throw ArmyListError(source + ":" + std::to_string(line_no) + ": a unit count must be 1 or more");
    // " = 70" at the end is the unit's total cost.
    if (const auto eq = body.rfind(" = "); eq != std::string::npos) {
      int points = 0;
      if (parse_int(trim(body.substr(eq + 3)), points) && points >= 0) e.points = points;
      body = trim(body.substr(0, eq));
    }
    std::string upgrades;
    if (const auto colon = body.find(':'); colon != std::string::npos) {
      upgrades = body.substr(colon + 1);
      body = body.substr(0, colon);
    }
    e.unit = without_cost(body);
    if (e.unit.empty()) throw ArmyListError(source + ":" + std::to_string(line_no) + ": a unit line without a unit name");
    std::size_t start = 0;
    while (start < upgrades.size()) {
      const auto comma = std::min(upgrades.find(',', start), upgrades.size());
      const std::string u = without_cost(upgrades.substr(start, comma - start));
      if (!u.empty()) e.upgrades.push_back(u);
      start = comma + 1;
    }
    list.entries.push_back(std::move(e));
  }
  if (list.entries.empty())
    throw ArmyListError(source + ": no unit found: expected rank sections (\"Corps:\") with lines \" - Stormtroopers = 44\"");
  check_bounds(list);
  return list;
}

ArmyList parse_json(std::string_view text, const std::string& source) {
  ArmyList list{source, "tts-json", "", {}};
  nlohmann::json doc;
  try {
    doc = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    // e.byte is 1-based; count the lines up to it.
    const auto upto = std::min<std::size_t>(e.byte == 0 ? 0 : e.byte - 1, text.size());
    const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(upto), '\n');
    throw ArmyListError(source + ":" + std::to_string(line) + ": not valid JSON (" + e.what() + ")");
  } catch (const nlohmann::json::exception& e) {
    // A number past a double's range (1e400) is read whole, then refused: find its line.
    std::size_t line = 1, at = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
      if (text[i] == '\n') ++line;
      const bool starts = (text[i] == '-' || (text[i] >= '0' && text[i] <= '9')) && (i == 0 || std::string_view(":[, \t\r\n").find(text[i - 1]) != std::string_view::npos);
      if (!starts) continue;
      const std::string token(text.substr(i, std::min<std::size_t>(64, text.size() - i)));
      if (!std::isfinite(std::strtod(token.c_str(), nullptr))) {
        at = line;
        break;
      }
    }
    throw ArmyListError(source + (at ? ":" + std::to_string(at) : std::string()) + ": a number out of range, or a value of the wrong type (" +
                        e.what() + ")");
  }
  if (!doc.is_object() || !doc.contains("units") || !doc["units"].is_array())
    throw ArmyListError(source + ": expected a JSON object with a \"units\" array");
  for (const char* key : {"listname", "title", "name"})
    if (doc.contains(key) && doc[key].is_string()) {
      list.title = doc[key].get<std::string>();
      break;
    }
  // Lines: each unit's "name" is looked for in the text from where the previous one was found, and
  // its line counted from there (one pass over the text in all, not one from the start per unit).
  std::size_t search_from = 0;
  std::size_t counted_to = 0;
  int line_at = 1;
  const auto line_of = [&](const std::string& name) {
    const std::string quoted = nlohmann::json(name).dump();
    const auto at = text.find(quoted, search_from);
    if (at == std::string_view::npos) return 0;
    search_from = at + quoted.size();
    line_at += static_cast<int>(std::count(text.begin() + static_cast<std::ptrdiff_t>(counted_to), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    counted_to = at;
    return line_at;
  };
  std::size_t index = 0;
  for (const auto& u : doc["units"]) {
    const std::string where = source + ": units[" + std::to_string(index++) + "]";
    if (!u.is_object() || !u.contains("name") || !u["name"].is_string()) throw ArmyListError(where + ": a unit needs a \"name\"");
    ListEntry e;
    e.unit = u["name"].get<std::string>();
    e.line = line_of(e.unit);
    if (u.contains("upgrades")) {
      if (!u["upgrades"].is_array()) throw ArmyListError(where + ": \"upgrades\" must be an array of names");
      for (const auto& g : u["upgrades"]) {
        if (!g.is_string()) throw ArmyListError(where + ": \"upgrades\" must be an array of names");
        e.upgrades.push_back(g.get<std::string>());
      }
    }
    list.entries.push_back(std::move(e));
  }
  if (list.entries.empty()) throw ArmyListError(source + ": the \"units\" array is empty");
  check_bounds(list);
  return list;
}

// "Darth Vader (Dark Lord of the Sith)" -> "Darth Vader"
std::string without_title(const std::string& display) {
  const auto open = display.find(" (");
  return open == std::string::npos ? display : display.substr(0, open);
}

const Unit& resolve_unit(const ListEntry& e, const std::vector<Unit>& roster, const std::string& source) {
  const std::string key = match_key(e.unit);
  const Unit* hit = nullptr;
  int hits = 0;
  for (const auto& u : roster) {
    const bool same = match_key(u.name) == key || match_key(u.display_name) == key || match_key(without_title(u.display_name)) == key;
    if (!same) continue;
    // "Darth Vader" is a commander and an operative: the section's rank decides.
    if (!e.rank.empty() && !u.rank.empty() && u.rank != e.rank) {
      if (!hit) hit = &u;  // kept, in case no unit of the section's rank matches
      continue;
    }
    if (hits == 0 || (hit && !e.rank.empty() && hit->rank != e.rank)) hit = &u;
    ++hits;
  }
  if (hit) return *hit;
  std::vector<std::string> names;
  for (const auto& u : roster) names.push_back(match_key(without_title(u.display_name.empty() ? u.name : u.display_name)));
  const std::string best = closest_name(names, key);
  std::string guess;
  for (const auto& u : roster)
    if (!best.empty() && match_key(without_title(u.display_name.empty() ? u.name : u.display_name)) == best) {
      guess = u.display_name.empty() ? u.name : without_title(u.display_name);
      break;
    }
  throw ArmyListError(source + ":" + std::to_string(e.line) + ": unknown unit " + quote_value(e.unit) +
                      (guess.empty() ? "" : " (did you mean '" + guess + "'?)") + "; `climbsim roster` lists the units");
}

}  // namespace

ArmyList parse_army_list(std::string_view text, const std::string& source) {
  text = strip_bom(text);
  // A list builder's export is a few kilobytes; anything past these bounds is not a list, and is
  // refused before the work it would take (docs/INPUT-OUTPUT.md).
  if (text.size() > kMaxListBytes)
    throw ArmyListError(source + ": " + std::to_string(text.size()) + " bytes: a list is at most " + std::to_string(kMaxListBytes) +
                        " bytes (an export of a list builder is a few thousand)");
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos && text[first] == '{') return parse_json(text, source);
  return parse_text(text, source);
}

ArmyList load_army_list(const std::string& path) {
  try {
    return parse_army_list(read_text_file(path, "list file", false, kMaxListBytes), shown_path(path));
  } catch (const InputError& e) {
    throw ArmyListError(e.what());
  }
}

std::vector<ListUnit> build_units(const ArmyList& list, const std::vector<Unit>& roster, const std::vector<Upgrade>& upgrades,
                                  std::vector<std::string>& warnings) {
  std::vector<ListUnit> out;
  std::size_t unknown = 0;  // unknown upgrades
  for (const auto& e : list.entries) {
    ListUnit lu;
    lu.unit = resolve_unit(e, roster, list.source);
    lu.count = e.count;
    for (const auto& name : e.upgrades) {
      const auto up = find_upgrade(upgrades, name);
      if (!up) {
        // The first few each with a suggestion; the rest counted in one line (no suggestion is
        // worked out for them: a list of thousands of unknown names costs no more than a few).
        if (++unknown <= kListWarningsShown) {
          const std::string guess = closest_upgrade(upgrades, name);
          warnings.push_back(list.source + ":" + std::to_string(e.line) + ": unknown upgrade " + quote_value(name) +
                             (guess.empty() ? "" : " (did you mean '" + guess + "'?)") + ", skipped");
        }
        continue;
      }
      try {
        apply(*up, lu.unit);
      } catch (const UpgradeError& err) {
        throw ArmyListError(list.source + ":" + std::to_string(e.line) + ": " + err.what());
      }
      if (up->effect != UpgradeEffect::none) lu.upgrades_applied.push_back(up->name);
    }
    lu.label = (lu.count > 1 ? std::to_string(lu.count) + "\xC3\x97 " : "") + lu.unit.name;
    for (std::size_t i = 0; i < lu.upgrades_applied.size(); ++i) lu.label += (i ? ", " : " + ") + lu.upgrades_applied[i];
    out.push_back(std::move(lu));
  }
  if (unknown > kListWarningsShown)
    warnings.push_back(list.source + ": " + std::to_string(unknown - kListWarningsShown) + " more unknown upgrades, skipped");
  return out;
}

}  // namespace climbsim
