// climbsim mission's request and answer (contract in mission_request.hpp).
#include "climbsim/request/mission_request.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "climbsim/analysis/targets.hpp"
#include "climbsim/platform/executor.hpp"
#include "climbsim/request/command_specs.hpp"
#include "climbsim/request/shared_request.hpp"
#include "climbsim/request/unit_request.hpp"
#include "climbsim/rules/legion_mission.hpp"
#include "climbsim/rules/map_cards.hpp"
#include "climbsim/tables/reach_table.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/text/lists.hpp"

namespace climbsim {

namespace {

// Items separated by ';', each a tuple of `n` numbers; `what` names the form for the error.
std::vector<std::vector<double>> tuples(const OptionValues& opts, const std::string& name, std::size_t n, const std::string& what) {
  std::vector<std::string> items;
  try {
    items = parse_word_list_sep(opts.text(name), ';');
  } catch (const ListError& e) {
    throw opts.error(name, e.what());
  }
  std::vector<std::vector<double>> out;
  for (const std::string& item : items) {
    std::vector<double> v;
    try {
      v = parse_double_tuple(item);
    } catch (const ListError&) {
    }
    if (v.size() != n) throw opts.error(name, "expected " + what + " (got '" + item + "')");
    out.push_back(v);
  }
  return out;
}

std::string at_text(double x, double y) { return format_number(x) + "," + format_number(y); }

}  // namespace

std::vector<Rect> territory_areas(const OptionValues& opts, double width, double depth) {
  std::vector<Rect> areas;
  for (const auto& v : tuples(opts, "territory", 4, "rectangles X0,Y0,X1,Y1 in inches, separated by ';'")) {
    const Rect a{std::min(v[0], v[2]), std::min(v[1], v[3]), std::max(v[0], v[2]), std::max(v[1], v[3])};
    if (!(a.x0 < width && a.y0 < depth && a.x1 > 0 && a.y1 > 0) || a.x0 == a.x1 || a.y0 == a.y1)
      throw opts.error("territory", "the rectangle " + at_text(v[0], v[1]) + "," + at_text(v[2], v[3]) + " covers no part of the table");
    areas.push_back(a);
  }
  return areas;
}

std::vector<Rect> turned_half(const std::vector<Rect>& areas, double width, double depth) {
  std::vector<Rect> out;
  for (const Rect& a : areas) out.push_back({width - a.x1, depth - a.y1, width - a.x0, depth - a.y0});
  return out;
}

MissionArea mission_area(const OptionValues& opts, double tw, double td, const std::string& card_option) {
  MissionArea r;
  if (opts.has(card_option)) {
    if (opts.has("territory")) throw opts.error("territory", "give the mission's Map Card (--" + card_option + ") or your own Territory, not both");
    if (tw != kMapCardWidth || td != kMapCardDepth) throw opts.error("table", "the Map Cards are drawn for the 72\" x 36\" table (--table 72,36)");
    const MapCard* card = nullptr;
    try {
      card = &find_map_card(builtin_map_cards(), opts.text(card_option));
    } catch (const MapCardError& e) {
      throw opts.error(card_option, e.what());
    }
    const std::string side = opts.has("side") ? opts.text("side") : "blue";
    if (side != "blue" && side != "red") throw opts.error("side", "blue or red");
    const auto rects = [](const std::vector<CardArea>& areas) {
      std::vector<Rect> out;
      for (const CardArea& a : areas) out.push_back({a.x0, a.y0, a.x1, a.y1});
      return out;
    };
    r.territory = rects(side == "blue" ? card->blue : card->red);
    r.enemy = rects(side == "blue" ? card->red : card->blue);
    r.card = card->display_name;
    r.card_pois = card->poi_tokens;
    return r;
  }
  if (!opts.has("territory"))
    throw opts.error("territory", "give the mission's Map Card (--" + card_option + " close-the-pocket) or your Territory (--territory 0,0,72,9)");
  if (opts.has("side")) throw opts.error("side", "a side chooses a Map Card's Territory: give --" + card_option + " too");
  r.territory = territory_areas(opts, tw, td);
  r.enemy = turned_half(r.territory, tw, td);
  return r;
}

std::vector<std::pair<double, double>> poi_points(const OptionValues& opts, double tw, double td) {
  std::vector<std::pair<double, double>> out;
  if (!opts.has("poi")) return out;
  for (const auto& v : tuples(opts, "poi", 2, "points X,Y in inches, separated by ';'")) {
    if (!(v[0] >= 0 && v[1] >= 0 && v[0] <= tw && v[1] <= td)) throw opts.error("poi", "the point " + at_text(v[0], v[1]) + " is off the table");
    out.emplace_back(v[0], v[1]);
  }
  return out;
}

MissionRequest mission_request(const OptionValues& opts, std::vector<LegionRules> editions) {
  MissionRequest r;
  if (editions.size() != 1) throw opts.error("edition", "a mission is played under one edition at a time");
  const LegionRules& rules = editions.front();
  const auto [tw, td] = number_pair(opts, "table");
  if (!(tw > 0 && td > 0 && tw <= 240 && td <= 240)) throw opts.error("table", "each side must be more than 0 and at most 240 inches");
  r.terrain.width = tw, r.terrain.depth = td;
  if (opts.has("terrain")) {
    try {
      const double width = tw, depth = td;  // copies: Emscripten's clang cannot capture a structured binding
      r.terrain = supplied_or_file(
          opts, "terrain", [&](const std::string& text, const std::string& label) { return parse_terrain(text, label, width, depth); },
          [&](const std::string& path) { return load_terrain_file(path, width, depth); });
    } catch (const TerrainError& e) {
      throw UsageError(e.what());
    }
  }
  r.area = mission_area(opts, tw, td, "map-card");
  r.pois = poi_points(opts, tw, td);
  r.rounds = one_int(opts, "rounds");
  const auto dies = die_options(opts, editions);
  if (dies.size() != 1) throw opts.error("die", "a mission answers for one die at a time");
  for (const Unit& u : units_from(opts)) {
    ReachOptions o;
    o.unit = u;
    o.rules = rules;
    o.die = dies.front();
    try {
      enter_from(r.area.territory, tw, td, o);
    } catch (const std::invalid_argument& e) {
      throw opts.error("territory", e.what());
    }
    o.actions = r.rounds * rules.actions_per_activation;
    o.resolution = opts.number("resolution");
    r.units.push_back(std::move(o));
  }
  if (opts.has("png-unit")) {
    const std::string name = opts.text("png-unit");
    const auto it = std::find_if(r.units.begin(), r.units.end(), [&](const ReachOptions& o) { return o.unit.name == name; });
    if (it == r.units.end()) throw opts.error("png-unit", "no unit of this mission is named '" + name + "'");
    r.png_unit = static_cast<std::size_t>(it - r.units.begin());
  }
  return r;
}

namespace {

constexpr int kPoi = -1, kEnemyTerritory = -2;

struct Target {
  std::string name;
  double x, y;
  int level;  // a surface of the table, or kPoi, kEnemyTerritory
};

// The targets every unit has: the POIs, then the enemy Territory.
std::vector<Target> mission_targets(const MissionRequest& request) {
  std::vector<Target> targets;
  for (std::size_t p = 0; p < request.pois.size(); ++p)
    targets.push_back({"poi-" + std::to_string(p + 1), request.pois[p].first, request.pois[p].second, kPoi});
  targets.push_back({"enemy-territory", 0, 0, kEnemyTerritory});
  return targets;
}

// The table's columns; the verdicts read unit, target, reached, round and route back.
const std::vector<std::string> kMissionColumns = {"unit", "target", "x", "y", "reached", "round", "actions", "route", "wounds", "p_unit_intact", "leader_x", "leader_y", "level"};
constexpr std::size_t kUnit = 0, kTarget = 1, kReached = 4, kRound = 5, kRoute = 7;

}  // namespace

Table mission_table(const MissionRequest& request, const std::vector<ReachMap>& maps, std::size_t first_unit) {
  Table a;
  a.columns = kMissionColumns;
  const std::vector<Target> targets = mission_targets(request);
  for (std::size_t m = 0; m < maps.size(); ++m) {
    const ReachMap& map = maps[m];
    const ReachOptions& o = request.units.at(first_unit + m);
    // The POIs and the enemy Territory, then each roof and storey in the terrain file's order.
    std::vector<Target> all = targets;
    for (std::size_t l = 1; l < map.levels.size(); ++l) {
      const Piece& p = request.terrain.pieces[static_cast<std::size_t>(map.levels[l].building)];
      all.push_back({surface_name(request.terrain, map.levels[l]), p.x + p.width / 2, p.y + p.depth / 2, static_cast<int>(l)});
    }
    // Contesting: the leader's base within Half-Range of the token's edge (R27).
    const double contest = contest_distance(o.unit.base_mm);
    for (const Target& target : all) {
      // The enemy Territory: the leader's base partly in it (R29).
      const double radius = o.unit.base_mm / 25.4 / 2;
      const auto k = target.level == kPoi              ? best_within(map, target.x, target.y, contest)
                     : target.level == kEnemyTerritory ? best_near(map, request.area.enemy, radius)
                                                       : best_on(map, target.level);
      const bool area = target.level == kEnemyTerritory;
      std::vector<std::string> human = {o.unit.name, target.name, area ? "" : format_number(target.x), area ? "" : format_number(target.y)};
      std::vector<std::string> exact = human;
      if (!k) {
        for (auto* row : {&human, &exact}) row->insert(row->end(), {"no", "", "", "", "", "", "", "", ""});
      } else {
        const ReachCell& c = map.cells[*k];
        const Route& route = map.routes[static_cast<std::size_t>(c.fastest)];
        // A unit placed or scouting in is there at its first activation: round 1 (R28).
        const int round = std::max(1, round_of(c.min_actions, o.rules.actions_per_activation));
        const std::string steps = route.name.empty() ? std::string("placed") : route.name;
        const double res = map.grid.resolution;
        const double lx = (map.grid.column(c.cell) + 0.5) * res, ly = (map.grid.row(c.cell) + 0.5) * res;
        const std::string level = format_number(map.levels[static_cast<std::size_t>(c.level)].height_at(map.grid, c.cell));
        human.insert(human.end(), {"yes", std::to_string(round), std::to_string(c.min_actions), steps, sig(route.mean_wounds),
                                   sig(route.p_unit_intact), format_number(lx), format_number(ly), level});
        exact.insert(exact.end(), {"yes", std::to_string(round), std::to_string(c.min_actions), steps, format_number(route.mean_wounds),
                                   format_number(route.p_unit_intact), format_number(lx), format_number(ly), level});
      }
      a.rows.push_back(std::move(human));
      a.exact.push_back(std::move(exact));
    }
  }
  return a;
}

std::vector<std::string> mission_verdicts(const MissionRequest& request, const std::vector<std::vector<std::string>>& rows) {
  std::vector<std::string> verdicts;
  if (!request.area.card.empty() && request.pois.empty() && request.area.card_pois > 0)
    verdicts.push_back(request.area.card + " sets out " + std::to_string(request.area.card_pois) +
                       " POIs where the card draws them: give their centres with --poi to see who contests each.");
  if (request.units.empty()) return verdicts;
  // One sentence a POI and one for the enemy Territory: who gets there first, in which round (the
  // route when one unit alone does), then the others by round, then those that do not.
  const auto names = [](const std::vector<std::string>& who) {
    std::string text;
    for (std::size_t i = 0; i < who.size(); ++i) text += (i == 0 ? "" : i + 1 == who.size() ? " and " : ", ") + who[i];
    return text;
  };
  struct Arrival {
    int round;
    std::string who, how;
  };
  const std::vector<Target> targets = mission_targets(request);
  for (std::size_t t = 0; t < targets.size(); ++t) {
    const bool poi = targets[t].level == kPoi;
    const std::string what = poi ? "POI " + std::to_string(t + 1) + " (" + at_text(targets[t].x, targets[t].y) + ")" : "The enemy Territory";
    // Each unit that gets there, in the units' order (the table's), then stably by round.
    std::vector<Arrival> by_round;
    for (const auto& row : rows)
      if (row.size() == kMissionColumns.size() && row[kTarget] == targets[t].name && row[kReached] == "yes")
        by_round.push_back({std::stoi(row[kRound]), row[kUnit], row[kRoute]});
    std::stable_sort(by_round.begin(), by_round.end(), [](const Arrival& p, const Arrival& q) { return p.round < q.round; });
    if (by_round.empty()) {
      verdicts.push_back(what + ": no unit " + (poi ? "contests" : "reaches") + " it by the end of round " + std::to_string(request.rounds) + ".");
      continue;
    }
    std::string sentence;
    for (std::size_t i = 0; i < by_round.size();) {
      std::size_t end = i;
      std::vector<std::string> who;
      while (end < by_round.size() && by_round[end].round == by_round[i].round) who.push_back(by_round[end++].who);
      const std::string round = "round " + std::to_string(by_round[i].round);
      if (i == 0) {
        const std::string verb = poi ? (who.size() > 1 ? " contest" : " contests") : (who.size() > 1 ? " reach" : " reaches");
        sentence = what + ": " + names(who) + verb + " it first, in " + round + (who.size() == 1 ? " (" + by_round[i].how + ")" : "");
      } else {
        sentence += "; " + names(who) + " in " + round;
      }
      i = end;
    }
    std::vector<std::string> never;
    for (const ReachOptions& o : request.units)
      if (std::none_of(by_round.begin(), by_round.end(), [&](const Arrival& p) { return p.who == o.unit.name; })) never.push_back(o.unit.name);
    if (!never.empty()) sentence += "; " + names(never) + " not by the end of round " + std::to_string(request.rounds);
    verdicts.push_back(sentence + ".");
  }
  return verdicts;
}

MissionAnswer mission_answer(const MissionRequest& request, const std::vector<ReachMap>& maps) {
  MissionAnswer a;
  a.table = mission_table(request, maps, 0);
  a.verdicts = mission_verdicts(request, a.table.exact);
  return a;
}

bool on_mission(const OptionValues& opts) {
  if (opts.has("map-card") || opts.has("territory")) return true;
  for (const char* name : {"side", "poi", "rounds"})
    if (opts.has(name)) throw opts.error(name, "belongs to a mission: give --map-card NAME or --territory too");
  return false;
}

std::optional<MissionAnswer> mission_asked(const OptionValues& opts, const std::vector<LegionRules>& editions) {
  if (!on_mission(opts)) return std::nullopt;
  if (editions.size() != 1) throw opts.error("edition", "a mission is played under one edition at a time (--edition core-2025 for today's game)");
  // Read as climbsim mission reads them: its declaration's defaults for what the asking command
  // does not declare (the table, the cells, the drawn unit).
  OptionValues as_mission = opts;
  as_mission.spec = &command_spec("mission");
  const MissionRequest request = mission_request(as_mission, editions);
  std::vector<ReachMap> maps(request.units.size());
  try {
    exec::parallel_for(maps.size(), [&](std::size_t u) { maps[u] = compute_reach(request.terrain, request.units[u]); });
  } catch (const std::invalid_argument& e) {
    throw opts.error("territory", e.what());
  }
  return mission_answer(request, maps);
}

std::vector<std::string> mission_sentences(const OptionValues& opts, const std::vector<LegionRules>& editions) {
  // list's --terrain is the mission's table alone: without a mission it means nothing.
  if (opts.has("terrain") && !opts.has("map-card") && !opts.has("territory"))
    throw opts.error("terrain", "belongs to a mission: give --map-card NAME or --territory too");
  std::optional<MissionAnswer> answer = mission_asked(opts, editions);
  return answer ? std::move(answer->verdicts) : std::vector<std::string>{};
}

bool ask_on_mission(const OptionValues& opts) {
  if (!on_mission(opts)) return false;
  const CommandSpec& ask = command_spec("ask");
  const CommandSpec& mission = command_spec("mission");
  for (const Parameter& p : ask.parameters)
    if (opts.has(p.name) && !mission.find(p.name))
      throw opts.error(p.name, "is not read on a mission: ask with --map-card or --territory answers who contests each POI and reaches each roof first; leave --" +
                                   p.name + " out, or ask without the mission");
  return true;
}

}  // namespace climbsim
