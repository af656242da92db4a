// Plans for getting a Legion unit up (or down) a face: every legal sequence of vertical steps.
//
// Contract: pure, no randomness. A face offers flat surfaces to stand on (ground, top, and with
// ledges every whole height between); each step moves from one surface to a later one (never back:
// no step undoes another) within the step's reach, and must end on a flat surface. Steps are the
// rule text's climb and clamber forms plus the moves keywords bring (Jump X, Scale's free clamber);
// see docs/RULINGS.md R7-R10 for the readings taken.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "climbsim/rules/legion.hpp"
#include "climbsim/units/unit.hpp"

namespace climbsim {

// clamber_scale: a 1-action clamber with Scale's free clamber in combination, one step up or down
// to height 2 (RULINGS R10).
enum class StepKind { move, climb, clamber1, clamber2, clamber_over, jump, scale, speeder, clamber_scale };
std::string_view to_string(StepKind k) noexcept;

struct Step {
  StepKind kind = StepKind::climb;
  double rise = 0;        // height travelled (up or down)
  int actions = 0;
  int dice_per_mini = 0;  // 0 with Expert Climber, Scale or a ladder
  // The step's name in a plan: the kind, and for a kind whose reach spans more than one height
  // (move, climb, jump, speeder) the whole height it covers when above 1, rounded up: climb2,
  // jump3. clamber1 and clamber2 already say it. So two routes between different surfaces never
  // share a name (a route's surfaces follow from the heights of its steps).
  [[nodiscard]] std::string name() const;
  // A card action (Jump X): "a unit cannot perform the same card action more than once during its
  // activation" (RULINGS R20).
  [[nodiscard]] bool card_action() const noexcept { return kind == StepKind::jump; }
};

struct Plan {
  std::vector<Step> steps;
  [[nodiscard]] std::string name() const;  // step names joined by '+', e.g. clamber1+clamber1
  [[nodiscard]] int actions() const noexcept;
  // Activations the plan spans when each has `actions_per_activation` actions, no step is split
  // across two (RULINGS R9) and no card action (Jump X) is taken twice in one (RULINGS R20).
  [[nodiscard]] int activations(int actions_per_activation) const noexcept;
  [[nodiscard]] std::vector<int> dice_per_step() const;
};

// What a face offers: surfaces between ground and top, ladders, or a wall with no flat top.
struct Face {
  bool ledges = false;  // a flat ledge at every whole height below the top
  bool ladder = false;  // ladders, steps, footholds or a stile: clambering (over) rolls no dice
  bool wall = false;    // no flat top: only clamber over (or jump or move over) it
  [[nodiscard]] std::string name() const;
};
// sheer, ledges, ladder (a sheer face with a ladder), ledges+ladder, wall, wall+ladder (a stile).
Face parse_face(std::string_view text);

enum class Direction { up, down };
std::string_view to_string(Direction d) noexcept;
Direction parse_direction(std::string_view text);

// Flat surfaces in travel order, as distance travelled from the start (0 first, height last).
std::vector<double> surfaces(const Face& face, double height, Direction direction);

// The step kinds that can cover `rise` in `direction` for this unit on a face of `terrain_height`
// (the whole piece's height). R1: the 2-action clamber only above height 1. R8: Jump X up a rise
// of X or lower (its height measured from where the jump starts), and down any rise; Speeder X and
// Hover X the same (R12; on a piece of height X or lower with speeder_from_start off). R10: Scale's free clamber is listed, and pairing it
// with a paid move is checked by enumerate_plans; a clamber with Scale in combination covers up to
// height 2 in one step.
std::vector<Step> steps_for(const LegionRules& rules, const Unit& unit, const Face& face, double rise,
                            double terrain_height, Direction direction = Direction::up);

// Why a unit has no plan for this face, height and direction (enumerate_plans found none), in a
// sentence.
std::string why_no_plan(const LegionRules& rules, const Unit& unit, const Face& face, double height,
                        Direction direction = Direction::up);

// Every legal plan, in depth-first order; none for height 0. Throws std::length_error past `limit`.
std::vector<Plan> enumerate_plans(const LegionRules& rules, const Unit& unit, const Face& face, double height,
                                  Direction direction, std::size_t limit = 20000);

// Scale: each free clamber must stand right before or after a paid move step, one per move (R10).
bool free_clambers_paired(const std::vector<Step>& steps);

}  // namespace climbsim
