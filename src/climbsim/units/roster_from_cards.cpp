// The roster and upgrades from Legion HQ's card data (contract in roster_from_cards.hpp).
#include "climbsim/units/roster_from_cards.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "climbsim/text/csv.hpp"
#include "climbsim/text/csv_rows.hpp"
#include "climbsim/text/lists.hpp"
#include "climbsim/text/text_input.hpp"
#include "climbsim/units/roster.hpp"

namespace climbsim {

extern const char* const kBuiltinUnitBasesCsv;  // generated from data/unit-bases.csv

namespace {

const std::vector<std::string> kBaseColumns = {"key", "name", "base_mm", "base_kind", "mini_height", "silhouette", "source"};
// A table written before the silhouette column: every unit's Silhouette its base's template.
const std::vector<std::string> kNoSilhouetteBaseColumns = {"key", "name", "base_mm", "base_kind", "mini_height", "source"};
const std::vector<std::string> kFactionOrder = {"empire", "rebels", "republic", "separatists", "mercenary", "mandalorians"};
const std::vector<std::string> kRankOrder = {"commander", "operative", "corps", "special", "support", "heavy"};

std::size_t index_in(const std::vector<std::string>& order, const std::string& v) {
  return static_cast<std::size_t>(std::find(order.begin(), order.end(), v) - order.begin());
}

// X of a keyword's value ("2" -> 2, "Air 1" -> 1); 0 when the value has no number.
int number_in(const std::string& value) {
  int x = 0;
  for (std::size_t i = 0; i < value.size(); ++i)
    if (std::isdigit(static_cast<unsigned char>(value[i]))) {
      std::size_t j = i;
      while (j < value.size() && std::isdigit(static_cast<unsigned char>(value[j]))) ++j;
      if (!parse_int(value.substr(i, j - i), x)) return 0;
      return x;
    }
  return 0;
}

// The movement keywords of a card, and a note for any figure the card leaves out.
Keywords keywords_of(const Card& c, std::string& note) {
  Keywords k;
  k.expert_climber = c.keyword("Expert Climber") != nullptr;
  k.climbing_vehicle = c.keyword("Climbing Vehicle") != nullptr;
  k.scale = c.keyword("Scale") != nullptr;
  k.unhindered = c.keyword("Unhindered") != nullptr;
  k.mobile = c.keyword("Mobile") != nullptr;
  k.reposition = c.keyword("Reposition") != nullptr;
  k.full_pivot = c.keyword("Full Pivot") != nullptr;
  // "The Scout X keyword is cumulative but cannot exceed 3" (R28).
  if (const auto* scout = c.keyword("Scout")) k.scout = std::clamp(number_in(*scout), 1, 3);
  k.infiltrate = c.keyword("Infiltrate") != nullptr;
  k.prepared_position = c.keyword("Prepared Position") != nullptr;
  k.reinforcements = c.keyword("Reinforcements") != nullptr;
  if (const auto* jump = c.keyword("Jump")) {
    k.jump = number_in(*jump);
    if (k.jump == 0) k.jump = 1, note += "; Jump X (estimate: the card data gives no X)";
  }
  if (const auto* speeder = c.keyword("Speeder")) {
    k.speeder = number_in(*speeder);
    if (k.speeder == 0) k.speeder = 1, note += "; Speeder X (estimate: the card data gives no X)";
  }
  // Hover: Air X moves over terrain of height X; Hover: Ground moves over none (docs/FACTS.md).
  if (const auto* hover = c.keyword("Hover"); hover && hover->rfind("Air", 0) == 0) k.hover = number_in(*hover);
  return k;
}

bool is_trooper(const Card& c) { return c.subtype.find("trooper") != std::string::npos; }

const UnitBase* base_for(const Card& c, const std::vector<UnitBase>& bases) {
  for (const auto& b : bases)
    if (b.key == c.id) return &b;
  for (const auto& b : bases)
    if (b.key == "subtype:" + c.subtype) return &b;
  return nullptr;
}

}  // namespace

std::string roster_name_of(std::string_view card_name) {
  std::string out;
  bool gap = false;
  for (unsigned char ch : card_name) {
    if (std::isalnum(ch)) {
      if (gap && !out.empty()) out += '-';
      out += static_cast<char>(std::tolower(ch));
      gap = false;
    } else if (ch != '\'') {
      gap = true;  // "Maul's" -> "mauls", "AT-RT" -> "at-rt"
    }
  }
  return out;
}

std::vector<UnitBase> parse_unit_bases(std::string_view text, const std::string& source) {
  std::vector<UnitBase> out;
  std::set<std::string> keys;
  const std::vector<CsvRow> rows = csv_rows(text);
  if (rows.empty()) throw RosterError(source + ": no header row");
  bool with_silhouette = true;
  for (const CsvRow& row : rows) {
    auto fields = row.fields;
    const std::string at = source + ":" + std::to_string(row.line_no) + ": ";
    if (&row == &rows.front()) {
      if (fields != kBaseColumns && fields != kNoSilhouetteBaseColumns)
        throw RosterError(at + "header must be: key,name,base_mm,base_kind,mini_height,silhouette,source");
      with_silhouette = fields == kBaseColumns;
      continue;
    }
    const std::size_t expected = with_silhouette ? kBaseColumns.size() : kNoSilhouetteBaseColumns.size();
    if (fields.size() != expected)
      throw RosterError(at + "expected " + std::to_string(expected) + " fields, found " + std::to_string(fields.size()));
    if (!with_silhouette) fields.insert(fields.begin() + 5, "");
    UnitBase b{fields[0], fields[1], 0, fields[3] == "notched", 0, 0, fields[6]};
    if (!parse_double(fields[2], b.base_mm) || b.base_mm < kMinBaseMm || b.base_mm > kMaxBaseMm)
      throw RosterError(at + "base_mm " + quote_value(fields[2]) + " is not a base in mm");
    if (fields[3] != "round" && fields[3] != "notched") throw RosterError(at + "base_kind must be round or notched");
    if (!parse_double(fields[4], b.mini_height) || b.mini_height <= 0 || b.mini_height > 10)
      throw RosterError(at + "mini_height " + quote_value(fields[4]) + " is not a height");
    // The unit's own Silhouette (a vehicle's hull, RULINGS R25); empty: its base's template.
    if (!fields[5].empty() && (!parse_double(fields[5], b.silhouette) || b.silhouette <= 0 || b.silhouette > 12))
      throw RosterError(at + "silhouette " + quote_value(fields[5]) + " is not a height");
    if (b.key.empty() || !keys.insert(b.key).second) throw RosterError(at + "key " + quote_value(b.key) + " is empty or appears twice");
    out.push_back(std::move(b));
  }
  return out;
}

const std::vector<UnitBase>& builtin_unit_bases() {
  static const std::vector<UnitBase> bases = parse_unit_bases(kBuiltinUnitBasesCsv, "built-in unit bases");
  return bases;
}

CardRoster roster_from_cards(const std::vector<Card>& cards, const std::vector<UnitBase>& bases, const std::string& provenance) {
  CardRoster out;
  std::vector<const Card*> taken;
  for (const auto& c : cards) {
    if (c.type != "unit") continue;
    std::string note;
    const Keywords k = keywords_of(c, note);
    const bool climbs_or_flies = k.climbing_vehicle || k.speeder > 0 || k.hover > 0;
    if (!is_trooper(c) && !climbs_or_flies) {
      if (c.keyword("Hover")) out.left_out.push_back(c.name + " (" + c.id + "): Hover: Ground moves over no terrain");
      continue;  // a vehicle that neither climbs nor moves over terrain: vertical movement does not concern it
    }
    if (c.speed == 0) {
      out.left_out.push_back(c.name + " (" + c.id + "): speed 0, it cannot move");
      continue;
    }
    if (!base_for(c, bases)) {
      out.left_out.push_back(c.name + " (" + c.id + "): no base for its subtype '" + c.subtype + "' in the unit-bases table");
      continue;
    }
    taken.push_back(&c);
  }
  // Names: the table's for a card that has a row; else from the card name, with the title and then
  // the faction added while two cards would share one.
  std::map<std::string, int> by_card_name, by_name_title;
  for (const Card* c : taken) ++by_card_name[c->name], ++by_name_title[c->name + "\n" + c->title];
  std::set<std::string> used;
  for (const auto& b : bases)
    if (!b.name.empty()) used.insert(b.name);
  for (const Card* c : taken) {
    std::string note;
    Unit u;
    const UnitBase& b = *base_for(*c, bases);
    if (!b.name.empty()) {
      u.name = b.name;
    } else {
      std::string name = c->name;
      if (by_card_name[c->name] > 1 && !c->title.empty()) name += " " + c->title;
      if (by_name_title[c->name + "\n" + c->title] > 1) name += " " + c->faction;
      u.name = roster_name_of(name);
      if (used.count(u.name)) u.name += "-" + roster_name_of(c->id);
      used.insert(u.name);
    }
    // The card's name; where cards share it, the title tells them apart ("Darth Vader (Dark Lord of
    // the Sith)"), and the faction where two share the title too; one card without a title keeps the
    // bare name (Stormtroopers beside Stormtroopers (Heavy Response Unit)).
    u.display_name = c->name;
    if (by_name_title[c->name + "\n" + c->title] > 1) u.display_name += " (" + (c->title.empty() ? "" : c->title + ", ") + c->faction + ")";
    else if (by_card_name[c->name] > 1 && !c->title.empty()) u.display_name += " (" + c->title + ")";
    u.faction = c->faction;
    u.rank = c->rank;
    u.minis = c->minis;
    u.wounds_per_mini = c->wounds;
    u.speed = c->speed;
    u.kind = is_trooper(*c) ? UnitKind::trooper : UnitKind::vehicle;
    u.keywords = keywords_of(*c, note);
    u.base_mm = b.base_mm;
    u.notched_base = b.notched;
    u.mini_height = b.mini_height;
    u.silhouette = b.silhouette;
    u.defense = c->defense;
    u.points = c->cost;
    u.card_id = c->id;
    u.source = "LHQ " + c->id + " (" + provenance + ")" + note + "; base: " + b.source;
    if (const auto problem = validate(u); !problem.empty()) {
      out.left_out.push_back(c->name + " (" + c->id + "): the card data's figures do not make a unit (" + problem + ")");
      continue;
    }
    out.units.push_back(std::move(u));
  }
  std::stable_sort(out.units.begin(), out.units.end(), [](const Unit& a, const Unit& b) {
    const auto fa = index_in(kFactionOrder, a.faction), fb = index_in(kFactionOrder, b.faction);
    if (fa != fb) return fa < fb;
    const auto ra = index_in(kRankOrder, a.rank), rb = index_in(kRankOrder, b.rank);
    if (ra != rb) return ra < rb;
    return a.display_name < b.display_name;
  });
  for (const auto& c : cards) {
    if (c.type != "upgrade") continue;
    Upgrade g{c.name, c.subtype, {}, "LHQ " + c.id, c.cost, c.id};
    std::string note;
    const Keywords k = keywords_of(c, note);
    // A personnel or heavy weapon card puts a mini in the unit; with Noncombatant, one wounded last.
    if (c.subtype == "personnel" || c.subtype == "heavy weapon")
      g.effects.push_back({c.keyword("Noncombatant") ? UpgradeEffect::add_noncombatant : UpgradeEffect::add_mini, 0});
    // And every movement keyword the card gives (Axe Woves joins the unit and gives it Infiltrate).
    if (k.expert_climber) g.effects.push_back({UpgradeEffect::expert_climber, 0});
    if (k.scale) g.effects.push_back({UpgradeEffect::scale, 0});
    if (k.jump > 0) g.effects.push_back({UpgradeEffect::jump, k.jump});
    if (k.unhindered) g.effects.push_back({UpgradeEffect::unhindered, 0});
    // How the unit enters a mission (R28): Recon Intel, Boil, Waxer, Forest Dwellers (Scout; a Scout
    // the card data gives no number is read as Scout 1, as a unit's is), the doctrines and trainings.
    if (k.scout > 0) g.effects.push_back({UpgradeEffect::scout, k.scout});
    if (k.infiltrate) g.effects.push_back({UpgradeEffect::infiltrate, 0});
    if (k.prepared_position) g.effects.push_back({UpgradeEffect::prepared_position, 0});
    if (k.reinforcements) g.effects.push_back({UpgradeEffect::reinforcements, 0});
    g.source += note;
    out.upgrades.push_back(std::move(g));
  }
  return out;
}

}  // namespace climbsim
