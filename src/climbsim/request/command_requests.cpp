#include "climbsim/request/command_requests.hpp"

#include <sstream>
#include <string>

#include "climbsim/request/shared_request.hpp"
#include "climbsim/request/unit_request.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/text/lists.hpp"

namespace climbsim {

namespace {

std::vector<int> ints_within(const OptionValues& opts, const std::string& name, const std::string& fallback, int lo,
                             int hi, const std::string& what) {
  auto v = opts.ints(name, fallback);
  for (int x : v)
    if (x < lo || x > hi) throw opts.error(name, what + " must be from " + std::to_string(lo) + " to " + std::to_string(hi));
  return v;
}

std::vector<double> heights_within(const OptionValues& opts, const std::string& name, const char* fallback, const Bound& bound) {
  auto heights = opts.doubles(name, fallback);
  for (double h : heights) require_within(opts, bound, h, name.c_str());
  return heights;
}

// X,Y or X,Y,LEVEL.
void start_of(const OptionValues& opts, const std::string& fallback, ReachOptions& o) {
  std::vector<double> v;
  std::stringstream in(opts.text("start", fallback));
  for (std::string part; std::getline(in, part, ',');) {
    double d = 0;
    if (!parse_double(part, d)) v.clear(), v.resize(9);  // not a number: refused below
    else v.push_back(d);
  }
  if (v.size() != 2 && v.size() != 3) throw opts.error("start", "expected X,Y or X,Y,LEVEL (inches, and a surface's height)");
  o.start_x = v[0];
  o.start_y = v[1];
  if (v.size() == 3) o.start_level = v[2];
}

}  // namespace

std::string answer_format(const OptionValues& opts) {
  const std::string format = opts.text("format", "table");
  if (format != "table" && format != "csv" && format != "json" && format != "markdown")
    throw opts.error("format", "expected table, csv, json or markdown");
  return format;
}

Question ask_question(const OptionValues& opts, std::vector<LegionRules> editions) {
  Question q;
  q.units = units_from(opts, defaults::kAskMinis, defaults::kAskWounds);
  q.heights = heights_within(opts, "height", defaults::kAskHeights, bounds::kClimbHeight);
  q.faces = parsed_list(opts, "face", defaults::kAskFaces, [](const std::string& f) { return parse_face(f); });
  if (opts.has("what-if")) q.what_if = opts.words("what-if", "");
  q.direction = parsed_one(opts, "direction", "up", [](const std::string& d) { return parse_direction(d); });
  q.dies = die_options(opts, editions);
  q.editions = std::move(editions);
  return q;
}

Question list_question(const OptionValues& opts, std::vector<LegionRules> editions) {
  if (!opts.has("list")) throw UsageError("name the list: climbsim list FILE (see climbsim list --help)");
  Question q;
  for (const auto& lu : list_units_from(opts)) {
    Unit u = lu.unit;
    u.name = lu.label;
    q.units.push_back(std::move(u));
  }
  q.heights = heights_within(opts, "heights", defaults::kListHeights, bounds::kClimbHeight);
  q.faces = parsed_list(opts, "face", defaults::kAskFaces, [](const std::string& f) { return parse_face(f); });
  q.dies = die_options(opts, editions);
  q.editions = std::move(editions);
  return q;
}

EconomySweep economy_sweep(const OptionValues& opts, std::vector<LegionRules> editions) {
  EconomySweep sweep;
  sweep.units = units_from(opts, defaults::kEconomyMinis, "1");
  sweep.heights = heights_within(opts, "heights", defaults::kEconomyHeights, bounds::kSweptHeight);
  sweep.faces = parsed_list(opts, "faces", defaults::kEconomyFaces, [](const std::string& f) { return parse_face(f); });
  sweep.expert_climber = opts.has("unit") && !opts.has("expert-climber") ? std::vector<bool>{}
                                                                         : opts.bools("expert-climber", "false,true");
  sweep.directions = parsed_list(opts, "direction", "up", [](const std::string& d) { return parse_direction(d); });
  sweep.budgets = opts.ints("budget", defaults::kEconomyBudgets);
  for (int b : sweep.budgets)
    if (b < 0 || b > 100) throw opts.error("budget", "a budget is 0 to 100 actions");
  sweep.policies = !opts.has("policies") || opts.flag("policies");
  sweep.dies = die_options(opts, editions);
  sweep.editions = std::move(editions);
  sweep.mc = mc_options(opts);
  // The Monte Carlo columns are written only with --columns all, and the --distribution file holds
  // sampled laws: without either no sample is drawn, and none counts against --max-work.
  sweep.exact_only = columns_option(opts) != Detail::all && !opts.has("distribution");
  return sweep;
}

WoundsSweep wounds_sweep(const OptionValues& opts, std::vector<LegionRules> editions) {
  WoundsSweep sweep;
  sweep.units = units_from(opts, defaults::kWoundsMinis, defaults::kWoundsWounds);
  sweep.heights = heights_within(opts, "heights", defaults::kWoundsHeights, bounds::kSweptHeight);
  sweep.methods = parsed_list(opts, "methods", defaults::kWoundsMethods, [](const std::string& m) { return parse_method(m); });
  // With --unit and no --expert-climber, each unit keeps its own keyword (an empty list).
  sweep.expert_climber = opts.has("unit") && !opts.has("expert-climber") ? std::vector<bool>{}
                                                                         : opts.bools("expert-climber", "false,true");
  sweep.ladder = opts.bools("ladder", "false,true");
  sweep.dies = die_options(opts, editions);
  sweep.editions = std::move(editions);
  sweep.mc = mc_options(opts);
  return sweep;
}

CliffSweep cliff_sweep(const OptionValues& opts) {
  CliffSweep sweep;
  sweep.levels = ints_within(opts, "levels", defaults::kCliffLevels, 1, 20, "levels");
  sweep.directions = parsed_list(opts, "direction", defaults::kCliffDirections, [](const std::string& w) { return asl::parse_direction(w); });
  sweep.drm = ints_within(opts, "drm", defaults::kCliffDrm, -12, 12, "a DRM");
  sweep.commando = opts.bools("commando", "false,true");
  sweep.weather = parsed_list(opts, "weather", defaults::kCliffWeather, [](const std::string& w) { return asl::parse_weather(w); });
  sweep.weather_rule = parsed_one(opts, "weather-rule", "each", [](const std::string& w) { return asl::parse_weather_rule(w); });
  sweep.status = parsed_list(opts, "status", "good-order", [](const std::string& w) { return asl::parse_status(w); });
  sweep.units = ints_within(opts, "units", "1", 1, 12, "a stack");
  if (opts.has("within")) sweep.within = ints_within(opts, "within", "", 1, 100, "T");
  sweep.mc = mc_options(opts);
  return sweep;
}

MapRequest map_request(const OptionValues& opts, std::vector<LegionRules> editions) {
  MapRequest r;
  ReachOptions& o = r.options;
  const auto units = units_from(opts, defaults::kMapMinis, defaults::kMapWounds);
  if (units.size() != 1) throw opts.error(opts.has("unit") ? "unit" : "minis", "a map is drawn for one unit at a time");
  o.unit = units.front();
  if (opts.has("unit"))
    for (const char* clash : {"speed", "base-mm"})
      if (opts.has(clash)) throw opts.error(clash, "--unit already sets the unit; give one or the other");
  if (opts.has("speed")) {
    const auto s = opts.ints("speed", "2");
    if (s.size() != 1 || s[0] < 1 || s[0] > 3) throw opts.error("speed", "expected 1, 2 or 3");
    o.unit.speed = s[0];
  }
  // The roster's bases are checked where the roster is read (units/unit.cpp, validate).
  if (opts.has("base-mm")) {
    o.unit.base_mm = opts.number("base-mm", o.unit.base_mm);
    if (!(o.unit.base_mm >= kMinBaseMm && o.unit.base_mm <= kMaxBaseMm)) throw opts.error("base-mm", "expected 10 to 200 mm");
  }
  if (opts.has("expert-climber")) o.unit.keywords.expert_climber = opts.flag("expert-climber");
  if (opts.has("unhindered")) o.unit.keywords.unhindered = opts.flag("unhindered");
  const auto [tw, td] = number_pair(opts, "table", defaults::kMapTable);
  if (!(tw > 0 && td > 0 && tw <= 240 && td <= 240)) throw opts.error("table", "each side must be more than 0 and at most 240 inches");
  start_of(opts, "6," + format_number(td / 2), o);
  const auto actions = opts.ints("actions", defaults::kMapActions);
  if (actions.size() != 1) throw opts.error("actions", "expected one value");
  require_within(opts, bounds::kActions, actions[0]);
  o.actions = actions[0];
  o.resolution = opts.number("resolution", defaults::kMapResolution);
  require_within(opts, bounds::kResolution, o.resolution);
  r.dies = die_options(opts, editions);
  if (editions.size() != 1) throw opts.error("edition", "a map is drawn for one edition at a time");
  o.rules = editions.front();
  o.die = r.dies.front();
  o.monte_carlo = opts.flag("mc");
  o.mc = mc_options(opts);
  r.terrain.width = tw;
  r.terrain.depth = td;
  if (opts.has("terrain")) {
    try {
      if (const auto* s = opts.supplied("terrain")) {
        r.terrain = parse_terrain(s->text, s->label, tw, td);
        if (opts.record) opts.record->input_text("terrain", s->label, s->text);
      } else {
        r.terrain = load_terrain_file(opts.text("terrain", ""), tw, td);
        if (opts.record) opts.record->input("terrain", opts.text("terrain", ""));
      }
    } catch (const TerrainError& e) {
      throw UsageError(e.what());
    }
  }
  return r;
}

}  // namespace climbsim
