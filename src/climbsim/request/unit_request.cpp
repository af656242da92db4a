#include "climbsim/request/unit_request.hpp"

#include <filesystem>
#include <string>

#include "climbsim/units/list_link.hpp"
#include "climbsim/units/list_points.hpp"
#include "climbsim/units/roster.hpp"
#include "climbsim/units/upgrades.hpp"

namespace climbsim {

namespace {

// A data file an option may replace: `--NAME FILE` (or the page's supplied text), read with `parse`
// or `load`, else the built-in one, whose text the provenance records. A reader's error is a usage error.
template <class Error, class Parse, class Load, class Builtin>
auto builtin_or_given(const OptionValues& opts, const std::string& name, const std::string& builtin_label,
                      std::string_view builtin_text, Builtin builtin, Parse parse, Load load) {
  if (!opts.has(name)) {
    if (opts.record) opts.record->input_text(name, builtin_label, builtin_text);
    return builtin();
  }
  try {
    return supplied_or_file(opts, name, parse, load);
  } catch (const Error& e) {
    throw UsageError(e.what());
  }
}

}  // namespace

std::vector<Unit> roster_from(const OptionValues& opts) {
  return builtin_or_given<RosterError>(
      opts, "roster", "built-in (data/roster.csv)", builtin_roster_text(), [] { return builtin_roster(); },
      [](const std::string& text, const std::string& label) { return parse_roster(text, label); },
      [](const std::string& path) { return load_roster_file(path); });
}

std::vector<Upgrade> upgrades_from(const OptionValues& opts) {
  return builtin_or_given<UpgradeError>(
      opts, "upgrades", "built-in (data/upgrades.csv)", builtin_upgrades_text(), [] { return builtin_upgrades(); },
      [](const std::string& text, const std::string& label) { return parse_upgrades(text, label); },
      [](const std::string& path) { return load_upgrades_file(path); });
}

namespace {

// A unit named (--unit) or listed (--list) has its profile: the options that build one clash.
void refuse_unit_profile(const OptionValues& opts, const std::string& why) {
  for (const char* clash : {"minis", "wounds-per-mini", "kind", "climbing-vehicle", "mini-height", "jump", "scale", "speeder", "hover"})
    if (opts.has(clash)) throw opts.error(clash, why);
}

}  // namespace

ArmyList army_list_from(const OptionValues& opts) {
  // A Legion HQ link is the list itself, not a file's name (a file that exists by that name is a file).
  std::error_code no_file;
  if (opts.has("list") && looks_like_list_link(opts.text("list")) && !std::filesystem::is_regular_file(opts.text("list"), no_file)) {
    try {
      return parse_army_list(opts.text("list"), "the link");
    } catch (const ArmyListError& e) {
      throw opts.error("list", e.what());
    }
  }
  return supplied_or_file(
      opts, "list", [](const std::string& text, const std::string& label) { return parse_army_list(text, label); },
      [](const std::string& path) { return load_army_list(path); });
}

std::vector<ListUnit> list_units_from(const OptionValues& opts) {
  refuse_unit_profile(opts, "--list already sets the units; give one or the other");
  const std::vector<Unit> roster = roster_from(opts);
  std::vector<std::string> warnings;
  std::vector<ListUnit> units;
  ArmyList list;
  try {
    list = army_list_from(opts);
    units = build_units(list, roster, upgrades_from(opts), warnings);
  } catch (const ArmyListError& e) {
    throw opts.error("list", e.what());
  }
  for (const auto& w : warnings) opts.warn(w);
  // Points: where the list and the cards (or its header) disagree, said once each.
  for (const auto& w : check_points(list, units).disagreements) opts.warn(w);
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
    refuse_unit_profile(opts, "--unit already sets the unit; give one or the other");
    const std::vector<Unit> roster = roster_from(opts);
    // "all": every unit of the roster, in its order (a study over the roster).
    if (opts.words("unit") == std::vector<std::string>{"all"}) return roster;
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
