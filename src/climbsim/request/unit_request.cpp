#include "climbsim/request/unit_request.hpp"

#include <string>

#include "climbsim/units/roster.hpp"
#include "climbsim/units/upgrades.hpp"

namespace climbsim {

namespace {

// The roster --unit and --list name units from: --roster FILE, else the built-in one (recorded).
std::vector<Unit> roster_from(const OptionValues& opts) {
  if (!opts.has("roster")) {
    if (opts.record) opts.record->input_text("roster", "built-in (data/roster.csv)", builtin_roster_text());
    return builtin_roster();
  }
  try {
    if (const auto* s = opts.supplied("roster")) {
      if (opts.record) opts.record->input_text("roster", s->label, s->text);
      return parse_roster(s->text, s->label);
    }
    auto roster = load_roster_file(opts.text("roster", ""));
    if (opts.record) opts.record->input("roster", opts.text("roster", ""));
    return roster;
  } catch (const RosterError& e) {
    throw UsageError(e.what());
  }
}

}  // namespace

ArmyList army_list_from(const OptionValues& opts) {
  if (const auto* s = opts.supplied("list")) {
    if (opts.record) opts.record->input_text("list", s->label, s->text);
    return parse_army_list(s->text, s->label);
  }
  ArmyList list = load_army_list(opts.text("list", ""));
  if (opts.record) opts.record->input("list", opts.text("list", ""));
  return list;
}

std::vector<ListUnit> list_units_from(const OptionValues& opts) {
  for (const char* clash : {"minis", "wounds-per-mini", "kind", "climbing-vehicle", "mini-height", "jump", "scale", "speeder", "hover"})
    if (opts.has(clash)) throw opts.error(clash, "--list already sets the units; give one or the other");
  const std::vector<Unit> roster = roster_from(opts);
  std::vector<std::string> warnings;
  std::vector<ListUnit> units;
  try {
    units = build_units(army_list_from(opts), roster, builtin_upgrades(), warnings);
  } catch (const ArmyListError& e) {
    throw opts.error("list", e.what());
  }
  for (const auto& w : warnings) opts.warn(w);
  if (opts.has("unit")) {
    const auto wanted = opts.words("unit", "");
    std::vector<ListUnit> picked;
    for (const auto& name : wanted) {
      const auto before = picked.size();
      for (const auto& u : units)
        if (u.unit.name == name) picked.push_back(u);
      if (picked.size() == before) throw opts.error("unit", "'" + name + "' is not in the list given by --list");
    }
    units = std::move(picked);
  }
  return units;
}

std::vector<Unit> units_from(const OptionValues& opts, const char* default_minis, const char* default_wounds) {
  std::vector<Unit> units;
  if (opts.has("list")) {
    for (const auto& lu : list_units_from(opts)) {
      Unit u = lu.unit;
      u.name = lu.label;  // the tables name the unit as the list does, upgrades included
      units.push_back(std::move(u));
    }
    return units;
  }
  if (opts.has("roster") && !opts.has("unit"))
    throw opts.error("roster", "a roster is read for --unit; name the units to take from it with --unit");
  if (opts.has("unit")) {
    for (const char* clash : {"minis", "wounds-per-mini", "kind", "climbing-vehicle", "mini-height", "jump", "scale", "speeder", "hover"})
      if (opts.has(clash)) throw opts.error(clash, "--unit already sets the unit; give one or the other");
    const std::vector<Unit> roster = roster_from(opts);
    for (const auto& name : opts.words("unit", "")) {
      try {
        units.push_back(find_unit(roster, name));
      } catch (const RosterError& e) {
        throw opts.error("unit", e.what());
      }
    }
    return units;
  }
  Unit base;
  const std::string kind = opts.text("kind", "trooper");
  if (kind == "vehicle") base.kind = UnitKind::vehicle, base.notched_base = true;  // vehicles: notched bases
  else if (kind != "trooper") throw opts.error("kind", "expected trooper or vehicle");
  base.keywords.climbing_vehicle = opts.has("climbing-vehicle") && opts.flag("climbing-vehicle");
  base.mini_height = opts.number("mini-height", base.mini_height);
  base.keywords.scale = opts.has("scale") && opts.flag("scale");
  if (opts.has("jump")) {
    const auto jump = opts.ints("jump", "0");
    if (jump.size() != 1) throw opts.error("jump", "expected one value");
    require_within(opts, bounds::kKeywordValue, jump[0]);
    base.keywords.jump = jump[0];
  }
  for (const auto& [option, slot] : {std::pair{"speeder", &base.keywords.speeder}, std::pair{"hover", &base.keywords.hover}}) {
    if (!opts.has(option)) continue;
    const auto x = opts.ints(option, "0");
    if (x.size() != 1) throw opts.error(option, "expected one value");
    require_within(opts, bounds::kKeywordValue, x[0], option);
    *slot = x[0];
  }
  if (!(base.mini_height > 0)) throw opts.error("mini-height", "expected a positive height");
  for (int m : opts.ints("minis", default_minis)) {
    if (m < 1 || m > kMaxMinis) throw opts.error("minis", "each unit has 1 to " + std::to_string(kMaxMinis) + " minis");
    for (int w : opts.ints("wounds-per-mini", default_wounds)) {
      if (w < 1 || w > kMaxWoundsPerMini)
        throw opts.error("wounds-per-mini", "each mini has 1 to " + std::to_string(kMaxWoundsPerMini) + " wounds");
      Unit u = base;
      u.minis = m;
      u.wounds_per_mini = w;
      units.push_back(u);
    }
  }
  return units;
}

}  // namespace climbsim
