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
    auto roster = load_roster_file(opts.text("roster"));
    if (opts.record) opts.record->input("roster", opts.text("roster"));
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
  ArmyList list = load_army_list(opts.text("list"));
  if (opts.record) opts.record->input("list", opts.text("list"));
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
    const auto wanted = opts.words("unit");
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

std::vector<Unit> units_from(const OptionValues& opts) {
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
    for (const auto& name : opts.words("unit")) {
      try {
        units.push_back(find_unit(roster, name));
      } catch (const RosterError& e) {
        throw opts.error("unit", e.what());
      }
    }
    return units;
  }
  Unit base;
  const std::string kind = opts.text("kind");
  if (kind == "vehicle") base.kind = UnitKind::vehicle, base.notched_base = true;  // vehicles: notched bases
  else if (kind != "trooper") throw opts.error("kind", "expected trooper or vehicle");
  base.keywords.climbing_vehicle = one_bool(opts, "climbing-vehicle");
  base.mini_height = opts.number("mini-height");
  base.keywords.scale = one_bool(opts, "scale");
  base.keywords.jump = one_int(opts, "jump");
  base.keywords.speeder = one_int(opts, "speeder");
  base.keywords.hover = one_int(opts, "hover");
  for (int m : opts.ints("minis")) {
    for (int w : opts.ints("wounds-per-mini")) {
      Unit u = base;
      u.minis = m;
      u.wounds_per_mini = w;
      units.push_back(u);
    }
  }
  return units;
}

}  // namespace climbsim
