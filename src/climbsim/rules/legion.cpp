#include "climbsim/rules/legion.hpp"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

namespace climbsim {

std::string_view to_string(Method m) noexcept {
  switch (m) {
    case Method::climb: return "climb";
    case Method::clamber: return "clamber";
    case Method::clamber_over: return "clamber-over";
  }
  return "?";
}

Method parse_method(std::string_view text) {
  if (text == "climb") return Method::climb;
  if (text == "clamber") return Method::clamber;
  if (text == "clamber-over") return Method::clamber_over;
  throw std::invalid_argument("'" + std::string(text) + "' is not a method: use climb, clamber or clamber-over");
}

std::string_view to_string(ToolPlacement p) noexcept { return p == ToolPlacement::slide ? "slide" : "centred"; }

ToolPlacement parse_tool_placement(std::string_view text) {
  if (text == "slide") return ToolPlacement::slide;
  if (text == "centred") return ToolPlacement::centred;
  throw std::invalid_argument("'" + std::string(text) + "' is not a tool placement: use slide or centred");
}

std::string_view to_string(ClimbModel m) noexcept { return m == ClimbModel::face ? "face" : "move"; }

ClimbModel parse_climb_model(std::string_view text) {
  if (text == "face") return ClimbModel::face;
  if (text == "move") return ClimbModel::move;
  throw std::invalid_argument("'" + std::string(text) + "' is not a climb model: use face or move");
}

namespace {

MoveCost illegal(std::string reason) {
  MoveCost c;
  c.reason = std::move(reason);
  return c;
}

MoveCost legal(int actions, int dice) {
  MoveCost c;
  c.legal = true;
  c.actions = actions;
  c.dice_per_mini = dice;
  return c;
}

}  // namespace

LegionRules legion_edition(std::string_view name) {
  if (name == "rule-texts") return {};
  if (name == "core-2023") {
    // The first Core Rulebook, 16 January 2023 (docs/FACTS.md, editions).
    LegionRules r;
    r.edition = "core-2023";
    r.named = "the 2023 Core Rulebook";
    r.climb_actions = 1;               // "a climb is a move with the speed-1 tool"
    r.climb_max_height = 1.0;          // "changes height by up to 1"
    r.climb_max_height_keyword = 2.0;  // a player's summary, not a quoted rule: RULINGS R13
    r.clamber = false;                 // that rulebook removed clambering
    r.notched_bases_climb = false;     // "miniatures on notched bases may not climb" (p. 25)
    r.cohesion_silhouette = true;      // cohesion "within ... the height of the unit leader's silhouette"
    r.notched_free_rotation = true;    // a notched base's free rotation before a standard move
    r.tool_placement = ToolPlacement::centred;  // small bases "placed centred over the tool"
    return r;
  }
  if (name == "core-2025") {
    // The Core Rulebook effective 24 November 2025 (docs/FACTS.md, editions; RULINGS R25).
    LegionRules r = legion_edition("core-2023");
    r.edition = "core-2025";
    r.named = "the 2025 Core Rulebook";
    r.climb_model = ClimbModel::move;  // "a unit makes a Move as normal, except its Speed becomes 1"
    r.climb_over_height = 1.0;         // the tool over "obstacle terrain that is up to height 1 taller"
    r.roof_overhang = 0.0;             // "may not have any part of its base hanging off the terrain"
    r.barricades_slow = false;         // "Barricades are open terrain"
    r.barricades_refuse_troopers = true;  // "A Trooper miniature can never partially overlap a barricade"
    r.cohesion_refuses = false;        // "If a miniature cannot be put into Cohesion, place it as close as possible"
    r.notched_free_rotation = false;   // a notched base turns "up to 90 degrees to the left or right" before a move
    r.notched_turn_degrees = 90.0;
    r.turning_keywords = true;         // Mobile, Reposition ("a Pivot either before or after"), Full Pivot
    r.jump_over_impassable = true;     // Jump X: "may place the Movement Tool overlapping impassable terrain"
    r.repulsors_over_impassable = true;  // "Repulsor Vehicles may Move onto or through impassable terrain"
    r.walk_by_silhouette = true;       // "obstacle terrain that is shorter than the height of the moving unit's Silhouette"
    // Climbing Vehicle: "can make Climb moves and is treated as a Trooper unit for the purposes of
    // Climbing": a permission the 2023 entry did not give in words; it overrides the notch (R25).
    r.climbing_vehicle_notched_climbs = true;
    // The leader is placed "in contact with any portion of the Movement Tool": a base radius past
    // its end, as the rule texts' slide carries it (R25), not centred on it as R13 reads 2023.
    r.tool_placement = ToolPlacement::slide;
    r.deploy_from_edge = true;  // "When an undeployed unit makes a Move, it Deploys" (R26)
    return r;
  }
  if (name == "2024" || name == "edition-2024")
    throw std::invalid_argument("'" + std::string(name) +
                                "' is no longer an edition name: the climb-only rules came with the 2023 Core Rulebook; use core-2023");
  throw std::invalid_argument("'" + std::string(name) + "' is not an edition: use rule-texts, core-2023 or core-2025");
}

MoveCost resolve(const LegionRules& rules, const Unit& unit, const VerticalMove& move) {
  // "Vehicles cannot climb or clamber with one exception": Climbing Vehicle.
  if (unit.kind == UnitKind::vehicle && !unit.keywords.climbing_vehicle)
    return illegal("vehicles cannot climb or clamber without Climbing Vehicle");
  // core-2023: "miniatures on notched bases may not climb" (vehicles, creature and emplacement troopers: docs/FACTS.md, bases).
  if (notch_stops_climb(rules, unit))
    return illegal("notched bases cannot climb in " + rules.named);
  if (move.height < 0) return illegal("negative height");
  if (move.height == 0) return illegal("height 0 is not a climb: the unit is already there");
  if (move.method != Method::climb && !rules.clamber) return illegal(rules.named + " has no clamber");

  MoveCost cost;
  switch (move.method) {
    case Method::climb: {
      const double reach = unit.clambers_safely() ? rules.climb_max_height_keyword : rules.climb_max_height;
      if (move.height > reach) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "a climb moves at most height %g", reach);
        return illegal(buf);
      }
      cost = legal(rules.climb_actions, 0);  // a climb rolls no dice
      break;
    }
    case Method::clamber:
      if (move.height <= rules.clamber1_max_height)
        cost = legal(rules.clamber1_actions, rules.clamber1_dice);
      else if (move.height <= rules.clamber2_max_height)
        cost = legal(rules.clamber2_actions, rules.clamber2_dice);
      else
        return illegal("a clamber moves at most height 2");
      break;
    case Method::clamber_over:
      if (move.height > rules.over_max_height) return illegal("clambering over needs terrain of height 1 or lower");
      cost = legal(rules.over_actions, rules.over_dice);
      break;
  }
  // Expert Climber "does not have to roll these dice and cannot suffer damage because of
  // clambering"; a ladder, steps or footholds: "it does not roll dice or suffer wounds".
  if (unit.clambers_safely() || move.ladder) cost.dice_per_mini = 0;
  // "A unit does not have to climb or clamber to move over or onto terrain that has a height that
  // is equal to or less than the height of its unit leader's mini." (RULINGS R2)
  cost.climb_needed = move.height > walk_height(rules, unit);
  return cost;
}

double walk_height(const LegionRules& rules, const Unit& unit) noexcept {
  if (!rules.walk_by_silhouette) return unit.mini_height;
  if (unit.silhouette > 0) return unit.silhouette;  // its own: a vehicle's hull (R25)
  return unit.notched_base ? rules.silhouette_notched : rules.silhouette_round;
}

double notched_turn_before_move(const LegionRules& rules, const Unit& unit) noexcept {
  const Keywords& k = unit.keywords;
  double turn = k.speeder > 0 || (rules.turning_keywords && k.mobile) ? 0.0 : rules.notched_turn_degrees;
  // Reposition: a Pivot before this move or after the last one turns the base before this move alike.
  if (rules.turning_keywords && k.reposition) turn += pivot_turn_for(rules, unit);
  return std::min(turn, 180.0);
}

double pivot_turn_for(const LegionRules& rules, const Unit& unit) noexcept {
  return rules.turning_keywords && unit.keywords.full_pivot ? 180.0 : rules.pivot_turn_degrees;
}

bool repulsor_vehicle(const Unit& unit) noexcept { return unit.kind == UnitKind::vehicle && unit.keywords.moves_over() > 0; }

bool notch_stops_climb(const LegionRules& rules, const Unit& unit) noexcept {
  return unit.notched_base && !rules.notched_bases_climb && !(rules.climbing_vehicle_notched_climbs && unit.keywords.climbing_vehicle);
}

WoundLadder unit_ladder(const LegionRules& rules, const Unit& unit) {
  return wound_ladder(unit.minis, unit.wounds_per_mini, rules.wound_order, unit.noncombatants);
}

}  // namespace climbsim
