#include "climbsim/units/army_list.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cctype>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>

#include "climbsim/text/json_nesting.hpp"
#include "climbsim/text/lists.hpp"
#include "climbsim/text/spelling.hpp"
#include "climbsim/text/text_input.hpp"
#include "climbsim/units/list_link.hpp"
#include "climbsim/units/list_text_exports.hpp"
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

ArmyList parse_text(std::string_view text, const std::string& source) {
  ArmyList list;
  list.source = source;
  list.format = "text";
  std::istringstream in{std::string(text)};
  std::string raw;
  int line_no = 0;
  bool in_rank = false, any_section = false, any_rank = false;
  std::string rank;
  while (std::getline(in, raw)) {
    ++line_no;
    const std::string line = trim_text(raw);
    if (line.empty()) continue;
    const bool item = line[0] == '-' || line.rfind("\xE2\x80\xA2", 0) == 0;  // "-" or "•"
    if (!item && line.back() == ':') {
      rank = section_rank(line.substr(0, line.size() - 1));
      in_rank = !rank.empty();
      any_rank = any_rank || in_rank;
      any_section = true;
      continue;
    }
    if (!item) {
      if (list.title.empty() && !any_section) list.title = line;
      continue;  // the points line, notes
    }
    if (!in_rank) continue;  // a command card, a battle card
    std::string body = trim_text(line.substr(line[0] == '-' ? 1 : 3));
    ListEntry e;
    e.rank = rank;
    e.line = line_no;
    e.count = take_count(body);
    if (e.count < 1) throw ArmyListError(source + ":" + std::to_string(line_no) + ": a unit count must be 1 or more");
    // " = 70" at the end is the unit's total cost.
    if (const auto eq = body.rfind(" = "); eq != std::string::npos) {
      int points = 0;
      if (parse_int(trim_text(body.substr(eq + 3)), points) && points >= 0) e.points = points;
      body = trim_text(body.substr(0, eq));
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
  // No rank section: Legion HQ's tournament or minimal export.
  if (!any_rank) return parse_sectionless_list(text, source);
  if (list.entries.empty())
    throw ArmyListError(source + ": no unit found: expected rank sections (\"Corps:\") with lines \" - Stormtroopers = 44\"");
  read_points_header(text, list);
  return list;
}

ArmyList parse_json(std::string_view text, const std::string& source) {
  ArmyList list;
  list.source = source;
  list.format = "tts-json";
  nlohmann::json doc;
  try {
    doc = parse_json_within_nesting(text);
  } catch (const JsonTooDeep& e) {
    throw ArmyListError(source + ": not a Tabletop Simulator list: " + e.what());
  } catch (const nlohmann::json::parse_error& e) {
    // e.byte is 1-based; count the lines up to it.
    const auto upto = std::min<std::size_t>(e.byte == 0 ? 0 : e.byte - 1, text.size());
    const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(upto), '\n');
    throw ArmyListError(source + ":" + std::to_string(line) + ": not valid JSON (" + json_error_words(e.what()) + ")");
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
                        json_error_words(e.what()) + ")");
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
  return list;
}

// The match keys (upgrades.hpp: match_key) of every roster unit's names and every upgrade's name,
// made once for a list: each entry's lookups then compare keys, not remake them.
struct NameKeys {
  std::vector<std::string> name, display, card, untitled;  // per roster unit: card is the display name without its title
  std::vector<std::string> upgrade;                  // per upgrade
  NameKeys(const std::vector<Unit>& roster, const std::vector<Upgrade>& upgrades) {
    for (const auto& u : roster) {
      name.push_back(match_key(u.name));
      display.push_back(match_key(u.display_name));
      card.push_back(match_key(without_title(u.display_name)));
      untitled.push_back(match_key(without_title(u.display_name.empty() ? u.name : u.display_name)));
    }
    for (const auto& u : upgrades) upgrade.push_back(match_key(u.name));
  }
};

const Unit& resolve_unit(const ListEntry& e, const std::vector<Unit>& roster, const NameKeys& keys, const std::string& source) {
  const std::string key = match_key(e.unit);
  const Unit* hit = nullptr;
  // The card's whole name first ("Stormtroopers" is the card without a title, not "Stormtroopers
  // (Heavy Response Unit)"), then the name without its title ("Darth Vader").
  for (const bool whole : {true, false}) {
    int hits = 0;
    for (std::size_t k = 0; k < roster.size(); ++k) {
      const Unit& u = roster[k];
      const bool same = whole ? (keys.name[k] == key || keys.display[k] == key) : keys.card[k] == key;
      if (!same) continue;
      // "Darth Vader" is a commander and an operative: the section's rank decides.
      if (!e.rank.empty() && !u.rank.empty() && u.rank != e.rank) {
        if (!hit) hit = &u;  // kept, in case no unit of the section's rank matches
        continue;
      }
      if (hits == 0 || (hit && !e.rank.empty() && hit->rank != e.rank)) hit = &u;
      ++hits;
    }
    if (hits > 0) break;
  }
  if (hit) return *hit;
  const std::string best = closest_name(keys.untitled, key);
  std::string guess;
  for (std::size_t k = 0; k < roster.size(); ++k)
    if (!best.empty() && keys.untitled[k] == best) {
      const Unit& u = roster[k];
      guess = u.display_name.empty() ? u.name : without_title(u.display_name);
      break;
    }
  throw ArmyListError(source + ":" + std::to_string(e.line) + ": unknown unit " + quote_value(e.unit) +
                      (guess.empty() ? "" : " (did you mean '" + guess + "'?)") + "; `climbsim roster` lists the units");
}

// find_upgrade and closest_upgrade (upgrades.hpp) on the keys made once.
const Upgrade* upgrade_named(const std::vector<Upgrade>& upgrades, const NameKeys& keys, std::string_view name) {
  const std::string key = match_key(name);
  for (std::size_t k = 0; k < upgrades.size(); ++k)
    if (keys.upgrade[k] == key) return &upgrades[k];
  return nullptr;
}
std::string upgrade_like(const std::vector<Upgrade>& upgrades, const NameKeys& keys, std::string_view name) {
  const std::string best = closest_name(keys.upgrade, match_key(name));
  for (std::size_t k = 0; k < upgrades.size(); ++k)
    if (!best.empty() && keys.upgrade[k] == best) return upgrades[k].name;
  return {};
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
  ArmyList list = first != std::string_view::npos && text[first] == '{' ? parse_json(text, source)
                  : looks_like_list_link(text)                          ? parse_list_link(text, source)
                                                                        : parse_text(text, source);
  check_bounds(list);
  return list;
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
  std::optional<NameKeys> made;  // made at the first lookup by name
  const auto name_keys = [&]() -> const NameKeys& {
    // The built-in roster and upgrades never change: their keys are made once for the process
    // (a list's lookups were most of a list's reading: about 1,000 keys for a few lines).
    if (&roster == &builtin_roster() && &upgrades == &builtin_upgrades()) {
      static const NameKeys builtin(builtin_roster(), builtin_upgrades());
      return builtin;
    }
    if (!made) made.emplace(roster, upgrades);
    return *made;
  };
  std::size_t unknown = 0;  // unknown upgrades
  const auto warn_unknown = [&](const std::string& text) {
    // The first few one by one; the rest counted in one line (no suggestion is worked out for them:
    // a list of thousands of unknown names costs no more than a few).
    if (++unknown <= kListWarningsShown) warnings.push_back(text);
  };
  for (std::size_t i = 0; i < list.entries.size(); ++i) {
    const ListEntry& e = list.entries[i];
    const std::string at = list.source + (e.card_id.empty() ? ":" + std::to_string(e.line) : ": card " + e.card_id) + ": ";
    ListUnit lu;
    lu.entry = i;
    if (!e.card_id.empty()) {
      const auto it = std::find_if(roster.begin(), roster.end(), [&](const Unit& u) { return u.card_id == e.card_id; });
      if (it == roster.end()) {
        warnings.push_back(at + (e.counterpart ? "a counterpart, with no figures of its own in the card data, skipped"
                                               : "a unit card the roster does not hold (a vehicle that neither climbs nor hovers, "
                                                 "or a card newer than the roster), skipped"));
        continue;
      }
      lu.unit = *it;
    } else {
      lu.unit = resolve_unit(e, roster, name_keys(), list.source);
    }
    lu.count = e.count;
    lu.card_points = lu.unit.points;
    const std::vector<std::string>& named = e.card_id.empty() ? e.upgrades : e.upgrade_ids;
    for (const auto& name : named) {
      const auto by_card = e.card_id.empty() ? std::nullopt : find_upgrade_card(upgrades, name);
      const Upgrade* up = e.card_id.empty() ? upgrade_named(upgrades, name_keys(), name) : (by_card ? &*by_card : nullptr);
      if (!up) {
        const std::string guess = e.card_id.empty() && unknown < kListWarningsShown ? upgrade_like(upgrades, name_keys(), name) : "";
        warn_unknown(at + "unknown upgrade " + (e.card_id.empty() ? "" : "card ") + quote_value(name) +
                     (guess.empty() ? "" : " (did you mean '" + guess + "'?)") + ", skipped");
        lu.card_points = -1;
        continue;
      }
      try {
        apply(*up, lu.unit);
      } catch (const UpgradeError& err) {
        throw ArmyListError(at + err.what());
      }
      lu.upgrade_names.push_back(up->name);
      if (!up->effects.empty()) lu.upgrades_applied.push_back(up->name);
      lu.card_points = lu.card_points < 0 || up->points < 0 ? -1 : lu.card_points + up->points;
    }
    lu.label = (lu.count > 1 ? std::to_string(lu.count) + "\xC3\x97 " : "") + lu.unit.name;
    // The upgrades in brackets, so that a sentence naming several units reads unambiguously
    // ("2× stormtroopers (DLT-19 Stormtrooper, Grappling Hooks) and scout-troopers").
    for (std::size_t k = 0; k < lu.upgrades_applied.size(); ++k) lu.label += (k ? ", " : " (") + lu.upgrades_applied[k];
    if (!lu.upgrades_applied.empty()) lu.label += ")";
    out.push_back(std::move(lu));
  }
  if (unknown > kListWarningsShown)
    warnings.push_back(list.source + ": " + std::to_string(unknown - kListWarningsShown) + " more unknown upgrades, skipped");
  if (out.empty()) throw ArmyListError(list.source + ": no unit of the list is in the roster");
  return out;
}

}  // namespace climbsim
