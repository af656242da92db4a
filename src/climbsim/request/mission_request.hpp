// climbsim mission: a player's mission (a Territory, points of interest) and units in; each unit's
// earliest round, actions and wounds to each target out (RULINGS R26, R27).
//
// Contract: mission_request() reads the options (a unit or a list, a Map Card and a side or
// --territory, --poi, --rounds, the table, the edition) into one ReachOptions per unit, each
// deploying from the Territory's edge with the actions of --rounds activations; it throws
// UsageError naming the option at fault. The enemy's Territory is the card's other side, or
// --territory turned 180 degrees about the table's centre (R29). mission_answer() takes the maps in
// the same order and gives a row per unit and target: each POI (contested when the leader stands
// within Half-Range of the token, targets.hpp), the enemy Territory (the leader's base partly in
// it) and each roof or storey of the table (the leader on it), with the earliest round, the fewest
// actions, the fastest route and its exact expected wounds and chance to keep every mini, and where
// the leader stands; and one sentence a POI and one for the enemy Territory saying which unit gets
// there first.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "climbsim/analysis/mission_entry.hpp"
#include "climbsim/analysis/reach.hpp"
#include "climbsim/request/answer_table.hpp"
#include "climbsim/request/option_values.hpp"
#include "climbsim/rules/legion.hpp"

namespace climbsim {

// A mission's Territories: yours (the Map Card's side, or --territory as given) and the enemy's.
struct MissionArea {
  std::vector<Rect> territory, enemy;
  std::string card;   // the card's name as printed, "" for --territory
  int card_pois = 0;  // the POI tokens it sets out
};

struct MissionRequest {
  Terrain terrain;
  std::vector<ReachOptions> units;
  std::vector<std::pair<double, double>> pois;  // token centres, inches
  int rounds = 2;
  MissionArea area;
  std::size_t png_unit = 0;  // the unit --png draws (--png-unit; default the first)
};

// --territory X0,Y0,X1,Y1[;...]: rectangles in inches, each covering some of the table.
std::vector<Rect> territory_areas(const OptionValues& opts, double width, double depth);
// A mission's Territories: --CARD_OPTION NAME (a Map Card: --map-card for mission, --mission for
// study) with --side, else --territory and its 180-degree turn (R29). Throws UsageError naming the
// option at fault.
MissionArea mission_area(const OptionValues& opts, double width, double depth, const std::string& card_option);
// --poi X,Y[;...]: the tokens' centres, each on the table; none without --poi.
std::vector<std::pair<double, double>> poi_points(const OptionValues& opts, double width, double depth);
// Rectangles turned 180 degrees about the centre of a width x depth table.
std::vector<Rect> turned_half(const std::vector<Rect>& areas, double width, double depth);
MissionRequest mission_request(const OptionValues& opts, std::vector<LegionRules> editions);

struct MissionAnswer {
  Table table;
  std::vector<std::string> verdicts;
};

MissionAnswer mission_answer(const MissionRequest& request, const std::vector<ReachMap>& maps);
// Its two halves, so that the units' rows may be made apart (the page's workers) and the sentences
// from them all: the table's rows of units first_unit, first_unit + 1, ... (maps[k] the map of
// request.units[first_unit + k]); the sentences from the rows of every unit, in the units' order
// (a table's exact rows, or its CSV's rows read back: they read unit, target, reached, round, route).
Table mission_table(const MissionRequest& request, const std::vector<ReachMap>& maps, std::size_t first_unit);
std::vector<std::string> mission_verdicts(const MissionRequest& request, const std::vector<std::vector<std::string>>& rows);

// A mission asked by another command (ask, list): with --map-card or --territory, the units of the
// options (a list's, or --unit's) on that mission, the maps computed on the executor's threads, the
// options read against mission's declaration (its table and cells by default); nullopt without
// either. Throws UsageError naming the option at fault (a mission's option without a mission,
// several editions).
std::optional<MissionAnswer> mission_asked(const OptionValues& opts, const std::vector<LegionRules>& editions);
// Whether the options name a mission (--map-card or --territory); a mission's other options (--side,
// --poi, --rounds) without one are a UsageError naming them.
bool on_mission(const OptionValues& opts);
// Its sentences alone, as `list` adds them to its answer; none without a mission.
std::vector<std::string> mission_sentences(const OptionValues& opts, const std::vector<LegionRules>& editions);
// Whether `ask` answers a mission: on_mission, and then it answers the mission alone, so an option
// ask declares and mission does not (--height, --start, ...) is a UsageError naming it.
bool ask_on_mission(const OptionValues& opts);

}  // namespace climbsim
