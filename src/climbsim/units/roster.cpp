#include "climbsim/units/roster.hpp"

#include <algorithm>
#include <cctype>
#include <set>

#include "climbsim/text/csv.hpp"
#include "climbsim/text/csv_rows.hpp"
#include "climbsim/text/lists.hpp"
#include "climbsim/text/spelling.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim {

extern const char* const kBuiltinRosterCsv;  // generated from data/roster.csv

namespace {

// The header of data/roster.csv. A roster written before the silhouette column (kNoSilhouetteColumns)
// loads with every unit's Silhouette its base's template; one written before the points and card_id columns
// (kNoCardColumns) loads with points unknown and no card id; one written before the defense column
// (kNoDefenseColumns) with the defense die left empty too; one written before display_name,
// faction, rank and base_kind existed (kShortColumns) with those empty and a notched base for vehicles.
const std::vector<std::string> kColumns = {"name",    "display_name", "faction",     "rank",     "minis",  "wounds_per_mini",
                                           "speed",   "kind",         "base_mm",     "base_kind", "defense", "mini_height",
                                           "silhouette", "keywords",  "points",      "card_id",  "source"};
const std::vector<std::string> kNoSilhouetteColumns = {"name",    "display_name", "faction",  "rank",      "minis",   "wounds_per_mini",
                                                       "speed",   "kind",         "base_mm",  "base_kind", "defense", "mini_height",
                                                       "keywords", "points",      "card_id",  "source"};
const std::vector<std::string> kNoCardColumns = {"name",  "display_name", "faction", "rank",      "minis",   "wounds_per_mini", "speed",
                                                 "kind",  "base_mm",      "base_kind", "defense", "mini_height", "keywords", "source"};
const std::vector<std::string> kNoDefenseColumns = {"name", "display_name", "faction",   "rank",        "minis",    "wounds_per_mini", "speed",
                                                     "kind", "base_mm",      "base_kind", "mini_height", "keywords", "source"};
const std::vector<std::string> kShortColumns = {"name",    "minis",       "wounds_per_mini", "speed", "kind",
                                                "base_mm", "mini_height", "keywords",        "source"};
const std::vector<std::string> kFactions = {"empire", "rebels", "republic", "separatists", "mercenary", "mandalorians"};
const std::vector<std::string> kRanks = {"commander", "operative", "corps", "special", "support", "heavy"};

std::string joined(const std::vector<std::string>& words, const char* sep) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : sep) + w;
  return out;
}

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
    else if (word == "mobile") k.mobile = true;
    else if (word == "reposition") k.reposition = true;
    else if (word == "full_pivot") k.full_pivot = true;
    else if (word == "infiltrate") k.infiltrate = true;
    else if (word == "prepared_position") k.prepared_position = true;
    else if (word == "reinforcements") k.reinforcements = true;
    else if (word.rfind("scout=", 0) == 0 && parse_int(word.substr(6), k.scout) && k.scout > 0 && k.scout <= 3) {}
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
  const std::vector<CsvRow> rows = csv_rows(text);
  if (rows.empty()) throw RosterError(source + ": no header row");
  bool full = true;           // the header had display_name, faction, rank and base_kind
  bool with_defense = true;   // and the defense column
  bool with_card = true;      // and the points and card_id columns
  bool with_silhouette = true;  // and the silhouette column
  for (const CsvRow& row : rows) {
    const auto& fields = row.fields;
    const auto at = [&](std::size_t f) {
      return source + ":" + std::to_string(row.line_no) + ":" + std::to_string(column_of(row.line, f)) + ": ";
    };
    if (&row == &rows.front()) {
      if (fields != kColumns && fields != kNoSilhouetteColumns && fields != kNoCardColumns && fields != kNoDefenseColumns &&
          fields != kShortColumns)
        throw RosterError(at(0) + "header must be: " + joined(kColumns, ","));
      full = fields != kShortColumns;
      with_silhouette = fields == kColumns;
      with_card = with_silhouette || fields == kNoSilhouetteColumns;
      with_defense = with_card || fields == kNoCardColumns;
      continue;
    }
    const auto& columns = with_silhouette ? kColumns : with_card ? kNoSilhouetteColumns : with_defense ? kNoCardColumns : full ? kNoDefenseColumns : kShortColumns;
    if (fields.size() != columns.size())
      throw RosterError(at(0) + "expected " + std::to_string(columns.size()) + " fields, found " + std::to_string(fields.size()));
    // Field index of a column by name, so both layouts share the checks below.
    const auto col = [&](std::string_view name) {
      return static_cast<std::size_t>(std::find(columns.begin(), columns.end(), name) - columns.begin());
    };
    const auto field = [&](std::string_view name) -> const std::string& { return fields[col(name)]; };
    Unit u;
    u.name = lower(field("name"));
    if (u.name.empty()) throw RosterError(at(0) + "empty name");
    const auto need_int = [&](std::string_view name, int& out) {
      if (!parse_int(field(name), out))
        throw RosterError(at(col(name)) + std::string(name) + " " + quote_value(field(name)) + " is not a whole number");
    };
    const auto need_double = [&](std::string_view name, double& out) {
      if (!parse_double(field(name), out))
        throw RosterError(at(col(name)) + std::string(name) + " " + quote_value(field(name)) + " is not a number");
    };
    const auto one_of = [&](std::string_view name, const std::vector<std::string>& allowed) {
      const std::string& value = field(name);
      if (std::find(allowed.begin(), allowed.end(), value) == allowed.end())
        throw RosterError(at(col(name)) + std::string(name) + " " + quote_value(value) + " is not one of " + joined(allowed, ", "));
      return value;
    };
    need_int("minis", u.minis);
    need_int("wounds_per_mini", u.wounds_per_mini);
    need_int("speed", u.speed);
    u.kind = one_of("kind", {"trooper", "vehicle"}) == "vehicle" ? UnitKind::vehicle : UnitKind::trooper;
    need_double("base_mm", u.base_mm);
    need_double("mini_height", u.mini_height);
    if (with_silhouette && !field("silhouette").empty()) need_double("silhouette", u.silhouette);  // empty: the template
    parse_keywords(field("keywords"), u.keywords, at(col("keywords")));
    u.source = field("source");
    if (full) {
      u.display_name = field("display_name");
      u.faction = one_of("faction", kFactions);
      u.rank = one_of("rank", kRanks);
      u.notched_base = one_of("base_kind", {"round", "notched"}) == "notched";
      if (with_defense) u.defense = one_of("defense", {"white", "red"});
      if (with_card) {
        if (!field("points").empty()) {
          need_int("points", u.points);
          if (u.points < 0) throw RosterError(at(col("points")) + "points " + quote_value(field("points")) + " is negative");
        }
        u.card_id = field("card_id");
        if (u.card_id.size() > 8) throw RosterError(at(col("card_id")) + "card_id " + quote_value(u.card_id) + " is not a card id (two letters)");
      }
    } else {
      u.notched_base = u.kind == UnitKind::vehicle;
    }
    if (const auto problem = validate(u); !problem.empty()) throw RosterError(at(0) + u.name + ": " + problem);
    if (!names.insert(u.name).second) throw RosterError(at(0) + "unit " + quote_value(u.name) + " appears twice");
    units.push_back(std::move(u));
  }
  return units;
}

std::vector<Unit> load_roster_file(const std::string& path) {
  try {
    return parse_roster(read_text_file(path, "roster file"), shown_path(path));
  } catch (const InputError& e) {
    throw RosterError(e.what());
  }
}

const std::vector<Unit>& builtin_roster() {
  static const std::vector<Unit> roster = parse_roster(kBuiltinRosterCsv, "built-in roster");
  return roster;
}

std::string_view builtin_roster_text() { return kBuiltinRosterCsv; }

std::string without_title(const std::string& display) {
  const auto open = display.find(" (");
  return open == std::string::npos ? display : display.substr(0, open);
}

const Unit& find_unit(const std::vector<Unit>& roster, std::string_view name) {
  const std::string typed = lower(name);
  for (const auto& u : roster)
    if (u.name == typed) return u;
  // A card's name as a player writes it: the whole name first, then without its title.
  if (const std::string key = match_key(name); !key.empty()) {
    for (const auto& u : roster)
      if (match_key(u.name) == key || match_key(u.display_name) == key) return u;
    std::vector<const Unit*> titled;
    for (const auto& u : roster)
      if (!u.display_name.empty() && match_key(without_title(u.display_name)) == key) titled.push_back(&u);
    if (titled.size() == 1) return *titled.front();
    if (titled.size() > 1) {
      std::string cards;
      for (const Unit* u : titled) cards += (cards.empty() ? "" : ", ") + u->display_name + " (" + u->name + ")";
      throw RosterError(quote_value(name) + " names " + std::to_string(titled.size()) + " cards: " + cards + "; give the card's whole name");
    }
  }
  const std::string guess = closest_unit(roster, typed);
  throw RosterError("unknown unit " + quote_value(name) + (guess.empty() ? "" : " (did you mean '" + guess + "'?)") +
                    "; `climbsim roster` lists the units");
}

std::string closest_unit(const std::vector<Unit>& roster, std::string_view name) {
  std::vector<std::string> names;
  names.reserve(roster.size());
  for (const auto& u : roster) names.push_back(u.name);
  return closest_name(names, lower(name));
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
  if (k.mobile) add("mobile");
  if (k.reposition) add("reposition");
  if (k.full_pivot) add("full_pivot");
  if (k.scout > 0) add("scout=" + std::to_string(k.scout));
  if (k.infiltrate) add("infiltrate");
  if (k.prepared_position) add("prepared_position");
  if (k.reinforcements) add("reinforcements");
  return out;
}

}  // namespace climbsim
