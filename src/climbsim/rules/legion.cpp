#include "climbsim/rules/legion.hpp"

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

MoveCost resolve(const LegionRules& rules, const Unit& unit, const VerticalMove& move) {
  // "Vehicles cannot climb or clamber with one exception": Climbing Vehicle.
  if (unit.kind == UnitKind::vehicle && !unit.keywords.climbing_vehicle)
    return illegal("vehicles cannot climb or clamber without Climbing Vehicle");
  if (move.height < 0) return illegal("negative height");
  if (move.height == 0) return illegal("height 0 is not a climb: the unit is already there");

  MoveCost cost;
  switch (move.method) {
    case Method::climb:
      if (move.height > rules.climb_max_height) return illegal("a climb moves at most height 1");
      cost = legal(rules.climb_actions, 0);  // a climb rolls no dice
      break;
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
  cost.climb_needed = move.height > unit.mini_height;
  return cost;
}

}  // namespace climbsim
