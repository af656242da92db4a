#include "climbsim/rules/legion_plans.hpp"

#include "climbsim/rules/rule_words.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace climbsim {

std::string_view to_string(StepKind k) noexcept {
  switch (k) {
    case StepKind::move: return "move";
    case StepKind::climb: return "climb";
    case StepKind::clamber1: return "clamber1";
    case StepKind::clamber2: return "clamber2";
    case StepKind::clamber_over: return "clamber-over";
    case StepKind::jump: return "jump";
    case StepKind::scale: return "scale";
    case StepKind::speeder: return "speeder";
    case StepKind::clamber_scale: return "clamber-scale";
  }
  return "?";
}

std::string Step::name() const {
  std::string n(to_string(kind));
  const bool spans = kind == StepKind::move || kind == StepKind::climb || kind == StepKind::jump || kind == StepKind::speeder;
  // Heights are whole numbers but for the last step to a fractional top: ceil tells 1.5 from 2.5.
  const double whole = std::ceil(rise - 1e-9);
  if (spans && whole > 1) n += std::to_string(static_cast<int>(whole));
  return n;
}

std::string Plan::name() const {
  std::string n;
  for (const auto& s : steps) n += (n.empty() ? "" : "+") + s.name();
  return n;
}

int Plan::actions() const noexcept {
  int a = 0;
  for (const auto& s : steps) a += s.actions;
  return a;
}

int Plan::activations(int actions_per_activation) const noexcept {
  int acts = 0;
  int used = actions_per_activation;  // nothing open yet
  bool card_used = false;              // the open activation has taken the card action (R20)
  for (const auto& s : steps) {
    if (s.actions == 0) continue;
    if (used + s.actions > actions_per_activation || (s.card_action() && card_used)) {
      ++acts;
      used = 0;
      card_used = false;
    }
    used += s.actions;
    card_used = card_used || s.card_action();
  }
  return acts;
}

std::vector<int> Plan::dice_per_step() const {
  std::vector<int> d;
  for (const auto& s : steps) d.push_back(s.dice_per_mini);
  return d;
}

std::string Face::name() const {
  if (wall) return ladder ? "wall+ladder" : "wall";
  if (ledges) return ladder ? "ledges+ladder" : "ledges";
  return ladder ? "ladder" : "sheer";
}

Face parse_face(std::string_view typed) {
  // Faces as typed or as the page shows them ("Sheer", "Ledges and a ladder", "Wall (clamber
  // over)"): case and those words do not matter.
  std::string lower;
  for (const char c : typed) lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  if (lower == "ledges and a ladder") lower = "ledges+ladder";
  if (lower == "wall (clamber over)") lower = "wall";
  if (lower == "wall and a ladder" || lower == "wall with a stile") lower = "wall+ladder";
  const std::string_view text = lower;
  if (text == "sheer") return {};
  if (text == "ledges") return {true, false, false};
  if (text == "ladder") return {false, true, false};
  if (text == "ledges+ladder") return {true, true, false};
  if (text == "wall") return {false, false, true};
  if (text == "wall+ladder") return {false, true, true};
  std::string msg(1, '\'');
  msg.append(typed).append("' is not a face: use sheer, ledges, ladder, ledges+ladder, wall or wall+ladder");
  throw std::invalid_argument(msg);
}

std::string_view to_string(Direction d) noexcept { return d == Direction::up ? "up" : "down"; }

Direction parse_direction(std::string_view text) {
  if (text == "up") return Direction::up;
  if (text == "down") return Direction::down;
  std::string msg(1, '\'');
  msg.append(text).append("' is not a direction: use up or down");
  throw std::invalid_argument(msg);
}

std::vector<double> surfaces(const Face& face, double height, Direction direction) {
  std::vector<double> heights{0.0};
  if (face.ledges && !face.wall)
    for (double h = 1.0; h < height - 1e-9; h += 1.0) heights.push_back(h);
  heights.push_back(height);
  if (direction == Direction::up) return heights;
  // Going down, distance travelled from the top: the same surfaces seen from above.
  std::vector<double> travel;
  for (auto it = heights.rbegin(); it != heights.rend(); ++it) travel.push_back(height - *it);
  return travel;
}

std::vector<Step> steps_for(const LegionRules& rules, const Unit& unit, const Face& face, double rise,
                            double terrain_height, Direction direction) {
  std::vector<Step> out;
  // "A unit does not have to climb or clamber to move over or onto terrain that has a height that
  // is equal to or less than the height of its unit leader's mini": a standard move (RULINGS R2).
  if (rise <= walk_height(rules, unit)) {
    out.push_back({StepKind::move, rise, 1, 0});
    return out;  // nothing slower or riskier is worth listing
  }
  // Speeder X, Hover: Air X: "can move over terrain equal to or less than height x" and "may end
  // its movement on a piece of terrain that has a height equal to or less than x": one move. The
  // Terrain Height rule measures "subtracting the height of any terrain the miniatures may be on"
  // (RULINGS R12): a rise of X or lower from where the move starts, and down any height, as Jump;
  // a wall has no top to start from (R19). With speeder_from_start off, the piece's whole height.
  const double x_over = unit.keywords.moves_over();
  const bool from_above = direction == Direction::down && !face.wall;
  const bool over_reaches = rules.speeder_from_start ? (from_above || rise <= x_over) : terrain_height <= x_over;
  if (x_over > 0 && over_reaches) out.push_back({StepKind::speeder, rise, 1, 0});
  const bool can_climb = (unit.kind == UnitKind::trooper || unit.keywords.climbing_vehicle) &&
                         !notch_stops_climb(rules, unit);
  // Jump X (the rules reference): "height is measured from the unit's starting position", so a jump
  // goes up a rise of X or lower, from wherever it starts; and the unit "may end its move at any
  // height lower than where it started", whatever X, so down any rise (RULINGS R8). A wall has no
  // top to start from: crossing it is a rise of its height either way (R19).
  if (unit.keywords.jump > 0 && (from_above || rise <= unit.keywords.jump))
    out.push_back({StepKind::jump, rise, 1, 0});
  if (!can_climb) return out;
  const int safe = (unit.clambers_safely() || face.ladder) ? 0 : -1;  // -1: use the rule's dice
  const auto dice = [&](int d) { return safe == 0 ? 0 : d; };
  if (face.wall) {
    if (rules.clamber && rise <= rules.over_max_height)
      out.push_back({StepKind::clamber_over, rise, rules.over_actions, dice(rules.over_dice)});
    return out;
  }
  const double climb_reach = unit.clambers_safely() ? rules.climb_max_height_keyword : rules.climb_max_height;
  if (rise <= climb_reach) out.push_back({StepKind::climb, rise, rules.climb_actions, 0});
  if (!rules.clamber) return out;  // the 2023 Core Rulebook: climbs only
  if (rise <= rules.clamber1_max_height) out.push_back({StepKind::clamber1, rise, rules.clamber1_actions, dice(rules.clamber1_dice)});
  else if (rise <= rules.clamber2_max_height) out.push_back({StepKind::clamber2, rise, rules.clamber2_actions, dice(rules.clamber2_dice)});
  if (unit.keywords.scale) {
    // Scale: a free clamber (no dice, as Expert Climber) beside a move action (docs/FACTS.md; R10).
    if (rise <= rules.clamber1_max_height) out.push_back({StepKind::scale, rise, 0, 0});
    // "in combination with a clamber action to move up or down a distance up to height 2": the
    // paid 1-action clamber and the free one as one step, listed only where a clamber1 alone
    // falls short (at or below height 1 it is a clamber1 whose free clamber is unused).
    else if (rise <= rules.scale_clamber_max_height)
      out.push_back({StepKind::clamber_scale, rise, rules.clamber1_actions, 0});
  }
  return out;
}

bool free_clambers_paired(const std::vector<Step>& steps) {
  std::vector<bool> taken(steps.size(), false);
  // A clamber with Scale in combination has used its move's free clamber already.
  for (std::size_t i = 0; i < steps.size(); ++i) taken[i] = steps[i].kind == StepKind::clamber_scale;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    if (steps[i].kind != StepKind::scale) continue;
    // Left first: on a path, matching each free clamber to the earliest free neighbour is optimal.
    if (i > 0 && steps[i - 1].actions > 0 && !taken[i - 1]) taken[i - 1] = true;
    else if (i + 1 < steps.size() && steps[i + 1].actions > 0 && !taken[i + 1]) taken[i + 1] = true;
    else return false;
  }
  return true;
}

namespace {

void extend(const LegionRules& rules, const Unit& unit, const Face& face, Direction direction,
            const std::vector<double>& surf, std::size_t at, std::vector<Step>& path, std::vector<Plan>& out,
            std::size_t limit) {
  if (at + 1 == surf.size()) {
    if (free_clambers_paired(path)) {
      if (out.size() == limit) throw std::length_error("more than " + std::to_string(limit) + " plans");
      out.push_back(Plan{path});
    }
    return;
  }
  for (std::size_t next = at + 1; next < surf.size(); ++next) {
    // surf.back() is the face's whole height, whichever the direction.
    for (const Step& s : steps_for(rules, unit, face, surf[next] - surf[at], surf.back(), direction)) {
      path.push_back(s);
      extend(rules, unit, face, direction, surf, next, path, out, limit);
      path.pop_back();
    }
  }
}

}  // namespace

std::string why_no_plan(const LegionRules& rules, const Unit& unit, const Face& face, double height, Direction direction) {
  if (height == 0) return "height 0 is not a climb: the unit is already there";
  const bool can_climb = unit.kind == UnitKind::trooper || unit.keywords.climbing_vehicle;
  if (!can_climb && unit.keywords.jump == 0 && unit.keywords.moves_over() == 0)
    return "vehicles cannot climb or clamber without Climbing Vehicle";
  if (notch_stops_climb(rules, unit) && unit.keywords.jump == 0 && unit.keywords.moves_over() == 0)
    return "notched bases cannot climb in " + rules.named;
  const auto h = rule_number;
  const double climb_reach = unit.clambers_safely() ? rules.climb_max_height_keyword : rules.climb_max_height;
  const bool notched_out = notch_stops_climb(rules, unit);
  std::string reach = !can_climb    ? std::string("it cannot climb")
                      : notched_out ? "notched bases cannot climb in " + rules.named
                      : face.wall   ? (rules.clamber ? "clambering over reaches height " + h(rules.over_max_height)
                                                     : rules.named + " has no clamber over a wall")
                                    : "a climb reaches height " + h(climb_reach) +
                                        (rules.clamber ? ", a clamber " + h(unit.keywords.scale ? std::max(rules.clamber2_max_height, rules.scale_clamber_max_height)
                                                                                               : rules.clamber2_max_height)
                                                       : ", and there is no clamber");
  if (unit.keywords.jump > 0) reach += ", Jump " + std::to_string(unit.keywords.jump) + " a rise of " + std::to_string(unit.keywords.jump) + " or lower";
  if (unit.keywords.moves_over() > 0)
    reach += ", Speeder or Hover " + std::to_string(unit.keywords.moves_over()) + (rules.speeder_from_start ? " a rise of " : " only terrain of height ") +
             std::to_string(unit.keywords.moves_over()) + " or lower";
  return std::string(direction == Direction::up ? "no step reaches height " : "no step comes down height ") + h(height) +
         (face.ledges && !face.wall ? " between ledges" : "") + ": " + reach;
}

std::vector<Plan> enumerate_plans(const LegionRules& rules, const Unit& unit, const Face& face, double height,
                                  Direction direction, std::size_t limit) {
  if (height == 0) return {};
  if (!(height > 0) || !std::isfinite(height)) throw std::invalid_argument("enumerate_plans: height must be positive");
  std::vector<Plan> plans;
  std::vector<Step> path;
  extend(rules, unit, face, direction, surfaces(face, height, direction), 0, path, plans, limit);
  return plans;
}

}  // namespace climbsim
