#include "climbsim/request/command_requests.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <stdexcept>
#include <string>

#include "climbsim/analysis/reach_work.hpp"
#include "climbsim/terrain/spread_cache.hpp"
#include "climbsim/terrain/surface_cache.hpp"
#include "climbsim/request/mission_request.hpp"
#include "climbsim/request/shared_request.hpp"
#include "climbsim/request/unit_request.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/text/lists.hpp"

namespace climbsim {

namespace {

// X,Y or X,Y,LEVEL.
void start_of(const OptionValues& opts, const std::string& fallback, ReachOptions& o) {
  const PointValue start = point_value(opts, "start", fallback);
  o.start_x = start.x;
  o.start_y = start.y;
  o.start_level = start.level;
}

// With --unit and no --expert-climber, each unit keeps its own keyword (an empty list).
bool own_expert_climber(const OptionValues& opts) { return opts.has("unit") && !opts.has("expert-climber"); }

// --roof W,D: a roof's width and depth in inches, or nothing when the option is not given.
std::optional<std::pair<double, double>> roof_option(const OptionValues& opts) {
  if (!opts.has("roof")) return std::nullopt;
  std::vector<double> wd;
  try {
    wd = parse_double_tuple(opts.text("roof"));  // a pair, in order: 2,2 is a square, not one value
  } catch (const ListError&) {
  }
  if (wd.size() != 2) throw opts.error("roof", "expected the roof's width and depth in inches, e.g. 4,6");
  for (const double side : wd)
    if (!(side > 0 && side <= 72)) throw opts.error("roof", "a roof's side must be more than 0 and at most 72 inches");
  return std::pair{wd[0], wd[1]};
}

}  // namespace

std::string answer_format(const OptionValues& opts) {
  const std::string format = opts.text("format");
  if (format != "table" && format != "csv" && format != "json" && format != "markdown")
    throw opts.error("format", "expected table, csv, json or markdown");
  return format;
}

Question ask_question(const OptionValues& opts, std::vector<LegionRules> editions) {
  Question q;
  q.units = units_from(opts);
  q.heights = opts.doubles("height");
  q.faces = parsed_list(opts, "face", [](const std::string& f) { return parse_face(f); });
  if (opts.has("what-if")) q.what_if = opts.words("what-if");
  q.direction = parsed_one(opts, "direction", [](const std::string& d) { return parse_direction(d); });
  q.roof = roof_option(opts);
  q.dies = die_options(opts, editions);
  q.editions = std::move(editions);
  return q;
}

Answers answered(const OptionValues& opts, const Question& q, const char* heights_option) {
  try {
    return answer(q);
  } catch (const std::invalid_argument& e) {
    if (q.what_if.empty()) throw;
    throw opts.error("what-if", e.what());
  } catch (const std::length_error& e) {
    throw opts.error(heights_option, std::string("too many plans to list (") + e.what() + ")");
  }
}

Question list_question(const OptionValues& opts, std::vector<LegionRules> editions) {
  if (!opts.has("list")) throw UsageError("name the list: climbsim list FILE (see climbsim list --help)");
  Question q;
  for (const auto& lu : list_units_from(opts)) {
    Unit u = lu.unit;
    u.name = lu.label;
    q.units.push_back(std::move(u));
  }
  q.heights = opts.doubles("heights");
  q.faces = parsed_list(opts, "face", [](const std::string& f) { return parse_face(f); });
  if (opts.has("what-if")) q.what_if = opts.words("what-if");
  q.direction = parsed_one(opts, "direction", [](const std::string& d) { return parse_direction(d); });
  q.roof = roof_option(opts);
  q.dies = die_options(opts, editions);
  q.editions = std::move(editions);
  return q;
}

EconomySweep economy_sweep(const OptionValues& opts, std::vector<LegionRules> editions) {
  EconomySweep sweep;
  sweep.units = units_from(opts);
  sweep.heights = opts.doubles("heights");
  sweep.faces = parsed_list(opts, "faces", [](const std::string& f) { return parse_face(f); });
  if (opts.has("route")) {
    sweep.routes = parsed_list(opts, "route", [](const std::string& r) { return parse_face_route(r); });
    // A route alone asks about the route: the default faces and heights are not swept beside it.
    if (!opts.has("faces") && !opts.has("heights")) sweep.faces.clear();
  }
  sweep.expert_climber = own_expert_climber(opts) ? std::vector<bool>{} : opts.bools("expert-climber");
  sweep.directions = parsed_list(opts, "direction", [](const std::string& d) { return parse_direction(d); });
  sweep.budgets = opts.ints("budget");
  sweep.roof = roof_option(opts);
  sweep.policies = one_bool(opts, "policies");
  // The optimal rows' options mean nothing without them: say so rather than write nothing.
  for (const char* needs : {"activations", "action-price", "policy", "front"})
    if (opts.has(needs) && !opts.has("optimal"))
      throw opts.error(needs, "needs --optimal (the best adaptive policy's rows: --optimal minis, wounds or defeat)");
  if (opts.has("optimal")) {
    sweep.optimal = parsed_list(opts, "optimal", [](const std::string& o) { return parse_objective(o); });
    sweep.optimal_activations = opts.ints("activations");
    sweep.action_prices = opts.doubles("action-price");
    sweep.decision_tables = opts.has("policy");
    sweep.fronts = opts.has("front");
  }
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
  sweep.units = units_from(opts);
  sweep.heights = opts.doubles("heights");
  sweep.methods = parsed_list(opts, "methods", [](const std::string& m) { return parse_method(m); });
  sweep.expert_climber = own_expert_climber(opts) ? std::vector<bool>{} : opts.bools("expert-climber");
  sweep.ladder = opts.bools("ladder");
  sweep.dies = die_options(opts, editions);
  sweep.editions = std::move(editions);
  sweep.mc = mc_options(opts);
  return sweep;
}

CliffSweep cliff_sweep(const OptionValues& opts) {
  CliffSweep sweep;
  sweep.levels = opts.ints("levels");
  sweep.directions = parsed_list(opts, "direction", [](const std::string& w) { return asl::parse_direction(w); });
  sweep.drm = opts.ints("drm");
  sweep.commando = opts.bools("commando");
  sweep.weather = parsed_list(opts, "weather", [](const std::string& w) { return asl::parse_weather(w); });
  sweep.weather_rule = parsed_one(opts, "weather-rule", [](const std::string& w) { return asl::parse_weather_rule(w); });
  sweep.status = parsed_list(opts, "status", [](const std::string& w) { return asl::parse_status(w); });
  sweep.units = opts.ints("units");
  if (opts.has("within")) sweep.within = opts.ints("within");
  sweep.mc = mc_options(opts);
  return sweep;
}

MapRequest map_request(const OptionValues& opts, std::vector<LegionRules> editions) {
  MapRequest r;
  ReachOptions& o = r.options;
  const auto units = units_from(opts);
  if (units.size() != 1) throw opts.error(opts.has("unit") ? "unit" : "minis", "a map is drawn for one unit at a time");
  o.unit = units.front();
  if (opts.has("unit"))
    for (const char* clash : {"speed", "base-mm"})
      if (opts.has(clash)) throw opts.error(clash, "--unit already sets the unit; give one or the other");
  if (opts.has("speed")) {
    o.unit.speed = one_int(opts, "speed");
  }
  // The roster's bases are checked where the roster is read (units/unit.cpp, validate).
  if (opts.has("base-mm")) {
    o.unit.base_mm = opts.number("base-mm");
  }
  if (opts.has("expert-climber")) o.unit.keywords.expert_climber = opts.flag("expert-climber");
  if (opts.has("unhindered")) o.unit.keywords.unhindered = opts.flag("unhindered");
  const auto [tw, td] = number_pair(opts, "table");
  if (!(tw > 0 && td > 0 && tw <= 240 && td <= 240)) throw opts.error("table", "each side must be more than 0 and at most 240 inches");
  start_of(opts, "6," + format_number(td / 2), o);
  if (opts.has("facing")) {  // M8: only a notched base has a facing
    if (!o.unit.notched_base) throw opts.error("facing", "only a notched base has a facing; this unit's base is round");
    o.start_facing = opts.number("facing");
  }
  o.actions = one_int(opts, "actions");
  o.resolution = opts.number("resolution");
  if (opts.has("to") != opts.has("routes"))
    throw opts.error(opts.has("to") ? "to" : "routes", "--to X,Y names the spot and --routes FILE where its routes' steps go: give both");
  if (opts.has("to")) {
    const PointValue to = point_value(opts, "to");
    if (!(to.x >= 0 && to.y >= 0 && to.x <= tw && to.y <= td))
      throw opts.error("to", "the spot " + format_number(to.x) + "," + format_number(to.y) + " is off the table");
    r.to = MapRequest::Target{to.x, to.y, to.level};
    o.trace = true;
  }
  r.dies = die_options(opts, editions);
  if (r.dies.size() > 1 && opts.has("png")) throw opts.error("png", "a picture shows one die; give --die one value with --png");
  r.detail = columns_option(opts);
  if (editions.size() != 1) throw opts.error("edition", "a map is drawn for one edition at a time");
  o.rules = editions.front();
  if (opts.has("territory")) {  // R26: the unit enters from its Territory
    if (opts.has("start") || opts.has("facing"))
      throw opts.error("territory", "a unit deploying from its Territory has no --start or --facing: give one or the other");
    try {
      enter_from(territory_areas(opts, tw, td), tw, td, o);
    } catch (const std::invalid_argument& e) {
      throw opts.error("territory", e.what());
    }
  }
  o.die = r.dies.front();
  o.monte_carlo = opts.flag("mc");
  o.mc = mc_options(opts);
  r.terrain.width = tw;
  r.terrain.depth = td;
  if (opts.has("terrain")) {
    try {
      // Plain copies: clang before 16 (Emscripten's) cannot capture a structured binding in a lambda.
      const double width = tw, depth = td;
      r.terrain = supplied_or_file(
          opts, "terrain", [&](const std::string& text, const std::string& label) { return parse_terrain(text, label, width, depth); },
          [&](const std::string& path) { return load_terrain_file(path, width, depth); });
    } catch (const TerrainError& e) {
      throw UsageError(e.what());
    }
  }
  // Work and memory from the shape of the problem (analysis/reach_work.hpp); with --mc, the
  // samples of every distinct route: Monte Carlo runs once per distinct dice sequence of a route,
  // sequences of 1s and 2s, at most one die roll per action.
  const ReachWork shape = reach_work(r.terrain, o);
  const double dice = static_cast<double>(r.dies.size());
  r.work = shape.units * dice;
  if (o.monte_carlo)
    r.work += std::min(std::ldexp(1.0, o.actions + 1), shape.cells) * static_cast<double>(max_row_samples(o.mc)) *
              std::max(1, o.actions) * dice;
  r.bytes = shape.bytes;
  char what[240];
  std::snprintf(what, sizeof what, "%.3g cells of ground and roofs x %d actions x %zu dice: about %.3g cells crossed by the "
                "movement tool, %.3g GB%s", shape.cells, o.actions, r.dies.size(), shape.cell_visits, shape.bytes / 1e9,
                o.monte_carlo ? ", and Monte Carlo for each distinct route" : "");
  r.work_text = what;
  return r;
}

void for_each_map(const OptionValues& opts, MapRequest& request, const std::function<void(const ReachMap&, std::size_t)>& each) {
  SpreadCache spreads;
  SurfaceCache surfaces;
  const bool share = request.dies.size() > 1;
  for (std::size_t d = 0; d < request.dies.size(); ++d) {
    request.options.die = request.dies[d];
    ReachMap map;
    try {
      map = compute_reach(request.terrain, request.options, share ? &spreads : nullptr, share ? &surfaces : nullptr);
    } catch (const std::invalid_argument& e) {
      throw opts.error("start", e.what());
    }
    each(map, d);
  }
}

}  // namespace climbsim
