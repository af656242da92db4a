#include "climbsim/units/upgrades.hpp"

#include <algorithm>
#include <cctype>
#include <set>

#include "climbsim/text/csv.hpp"
#include "climbsim/text/csv_rows.hpp"
#include "climbsim/text/lists.hpp"
#include "climbsim/text/spelling.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim {

extern const char* const kBuiltinUpgradesCsv;  // generated from data/upgrades.csv

namespace {

const std::vector<std::string> kColumns = {"name", "slot", "effect", "points", "card_id", "source"};
const std::vector<std::string> kNoCardColumns = {"name", "slot", "effect", "source"};

// Every effect a card may have: its key in the file (with "=X" when it takes a number, up to
// max_x), and its words in a sentence (with " X"). One table for the reader, the writer and the words.
struct EffectName {
  UpgradeEffect kind;
  const char* key;
  const char* words;
  int max_x;  // 0: takes no number
};
constexpr EffectName kEffects[] = {
    {UpgradeEffect::none, "none", "", 0},  // written alone, never read as one of several
    {UpgradeEffect::add_mini, "add_mini", "+1 mini", 0},
    {UpgradeEffect::add_noncombatant, "add_noncombatant", "+1 noncombatant mini", 0},
    {UpgradeEffect::expert_climber, "expert_climber", "Expert Climber", 0},
    {UpgradeEffect::scale, "scale", "Scale", 0},
    {UpgradeEffect::unhindered, "unhindered", "Unhindered", 0},
    {UpgradeEffect::jump, "jump", "Jump", 1000},
    {UpgradeEffect::scout, "scout", "Scout", 3},  // "cannot exceed 3" (R28)
    {UpgradeEffect::infiltrate, "infiltrate", "Infiltrate", 0},
    {UpgradeEffect::prepared_position, "prepared_position", "Prepared Position", 0},
    {UpgradeEffect::reinforcements, "reinforcements", "Reinforcements", 0},
};

const EffectName& name_of(UpgradeEffect kind) {
  return *std::find_if(std::begin(kEffects), std::end(kEffects), [kind](const EffectName& n) { return n.kind == kind; });
}

CardEffect parse_one_effect(const std::string& text) {
  for (const EffectName& n : kEffects) {
    if (n.kind == UpgradeEffect::none) continue;
    const std::string key = n.key;
    if (n.max_x == 0 && text == key) return {n.kind, 0};
    CardEffect e{n.kind, 0};
    if (n.max_x > 0 && text.rfind(key + "=", 0) == 0 && parse_int(text.substr(key.size() + 1), e.x) && e.x > 0 && e.x <= n.max_x) return e;
  }
  throw std::invalid_argument("effect " + quote_value(text) +
                              " is not none, add_mini, add_noncombatant, expert_climber, scale, unhindered, jump=X, scout=X (1-3), "
                              "infiltrate, prepared_position or reinforcements (several separated by ';')");
}

// "none", or effects separated by ';'.
std::vector<CardEffect> parse_effects(const std::string& text) {
  std::vector<CardEffect> out;
  if (text == "none") return out;
  std::size_t at = 0;
  for (;;) {
    const std::size_t end = text.find(';', at);
    out.push_back(parse_one_effect(text.substr(at, end == std::string::npos ? std::string::npos : end - at)));
    if (end == std::string::npos) return out;
    at = end + 1;
  }
}

}  // namespace

std::vector<Upgrade> parse_upgrades(std::string_view text, const std::string& source) {
  std::vector<Upgrade> out;
  std::set<std::string, std::less<>> keys;
  const std::vector<CsvRow> rows = csv_rows(text);
  if (rows.empty()) throw UpgradeError(source + ": no header row");
  bool with_card = true;
  for (const CsvRow& row : rows) {
    const auto& fields = row.fields;
    const std::string at = source + ":" + std::to_string(row.line_no) + ": ";
    if (&row == &rows.front()) {
      if (fields != kColumns && fields != kNoCardColumns) throw UpgradeError(at + "header must be: name,slot,effect,points,card_id,source");
      with_card = fields == kColumns;
      continue;
    }
    const auto& columns = with_card ? kColumns : kNoCardColumns;
    if (fields.size() != columns.size())
      throw UpgradeError(at + "expected " + std::to_string(columns.size()) + " fields, found " + std::to_string(fields.size()));
    Upgrade u{fields[0], fields[1], {}, fields.back(), -1, ""};
    try {
      u.effects = parse_effects(fields[2]);
    } catch (const std::invalid_argument& e) {
      throw UpgradeError(at + e.what());
    }
    if (with_card) {
      if (!fields[3].empty() && (!parse_int(fields[3], u.points) || u.points < 0))
        throw UpgradeError(at + "points " + quote_value(fields[3]) + " is not a whole number of 0 or more");
      u.card_id = fields[4];
    }
    if (match_key(u.name).empty()) throw UpgradeError(at + "empty name");
    if (!keys.insert(match_key(u.name) + "\n" + u.card_id).second) throw UpgradeError(at + "upgrade " + quote_value(u.name) + " appears twice");
    out.push_back(std::move(u));
  }
  return out;
}

const std::vector<Upgrade>& builtin_upgrades() {
  static const std::vector<Upgrade> upgrades = parse_upgrades(kBuiltinUpgradesCsv, "built-in upgrades");
  return upgrades;
}

std::string_view builtin_upgrades_text() { return kBuiltinUpgradesCsv; }

std::vector<Upgrade> load_upgrades_file(const std::string& path) {
  try {
    return parse_upgrades(read_text_file(path, "upgrades file"), shown_path(path));
  } catch (const InputError& e) {
    throw UpgradeError(e.what());
  }
}

std::optional<Upgrade> find_upgrade(const std::vector<Upgrade>& upgrades, std::string_view name) {
  const std::string key = match_key(name);
  for (const auto& u : upgrades)
    if (match_key(u.name) == key) return u;
  return std::nullopt;
}

std::optional<Upgrade> find_upgrade_card(const std::vector<Upgrade>& upgrades, std::string_view card_id) {
  for (const auto& u : upgrades)
    if (!card_id.empty() && u.card_id == card_id) return u;
  return std::nullopt;
}

bool Upgrade::does(UpgradeEffect kind) const {
  return std::any_of(effects.begin(), effects.end(), [kind](const CardEffect& e) { return e.kind == kind; });
}

namespace {

std::string key_of(const CardEffect& e) {
  const EffectName& n = name_of(e.kind);
  return n.max_x > 0 ? std::string(n.key) + "=" + std::to_string(e.x) : n.key;
}

std::string text_of(const CardEffect& e) {
  const EffectName& n = name_of(e.kind);
  return n.max_x > 0 ? std::string(n.words) + " " + std::to_string(e.x) : n.words;
}

void apply_one(const CardEffect& e, const Upgrade& upgrade, Unit& unit) {
  switch (e.kind) {
    case UpgradeEffect::none: break;
    case UpgradeEffect::add_mini:
    case UpgradeEffect::add_noncombatant:
      if (unit.minis >= kMaxMinis) throw UpgradeError(upgrade.name + " would take the unit past " + std::to_string(kMaxMinis) + " minis");
      ++unit.minis;
      if (e.kind == UpgradeEffect::add_noncombatant) ++unit.noncombatants;
      break;
    case UpgradeEffect::expert_climber: unit.keywords.expert_climber = true; break;
    case UpgradeEffect::scale: unit.keywords.scale = true; break;
    case UpgradeEffect::unhindered: unit.keywords.unhindered = true; break;
    case UpgradeEffect::jump: unit.keywords.jump = std::max(unit.keywords.jump, e.x); break;
    // "The Scout X keyword is cumulative but cannot exceed 3" (R28).
    case UpgradeEffect::scout: unit.keywords.scout = std::min(3, unit.keywords.scout + e.x); break;
    case UpgradeEffect::infiltrate: unit.keywords.infiltrate = true; break;
    case UpgradeEffect::prepared_position: unit.keywords.prepared_position = true; break;
    case UpgradeEffect::reinforcements: unit.keywords.reinforcements = true; break;
  }
}

// The effects' words or keys, joined.
template <class Each>
std::string joined_effects(const Upgrade& upgrade, Each&& each, const char* separator, std::string none) {
  std::string out;
  for (const CardEffect& e : upgrade.effects) out += (out.empty() ? "" : separator) + each(e);
  return out.empty() ? none : out;
}

}  // namespace

std::string effect_key(const Upgrade& upgrade) { return joined_effects(upgrade, key_of, ";", "none"); }

void write_upgrades(std::ostream& out, const std::vector<Upgrade>& upgrades) {
  CsvWriter csv(out);
  csv.header(kColumns);
  for (const auto& u : upgrades) {
    for (const auto& f : {u.name, u.slot, effect_key(u), u.points < 0 ? std::string() : std::to_string(u.points), u.card_id, u.source})
      csv.field(f);
    csv.end_row();
  }
}

std::string closest_upgrade(const std::vector<Upgrade>& upgrades, std::string_view name) {
  std::vector<std::string> keys;
  for (const auto& u : upgrades) keys.push_back(match_key(u.name));
  const std::string best = closest_name(keys, match_key(name));
  for (const auto& u : upgrades)
    if (!best.empty() && match_key(u.name) == best) return u.name;
  return {};
}

void apply(const Upgrade& upgrade, Unit& unit) {
  for (const CardEffect& e : upgrade.effects) apply_one(e, upgrade, unit);
}

std::string effect_text(const Upgrade& upgrade) { return joined_effects(upgrade, text_of, ", ", ""); }

}  // namespace climbsim
