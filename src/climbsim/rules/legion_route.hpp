// A route of faces climbed one after another, the top of one the foot of the next (a storey on a
// roof, a ledge route of mixed faces, as the map's routes have): "ledges:2+sheer:1".
//
// Contract: pure. A route's surfaces are its legs' surfaces in travel order (going down, the last
// leg first), each junction shared; a step stays within one leg (the legs are separate pieces), so
// the route's step graph is the legs' graphs joined at their junctions, and its plans are the paths
// through that graph whose free clambers pair (R10): every plan of a route is a plan of each leg in
// turn. The optimal play over a route is the same process as over one face (RULINGS R24).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "climbsim/model/step_graph.hpp"
#include "climbsim/rules/legion_plans.hpp"

namespace climbsim {

struct FaceRouteLeg {
  Face face;
  double height = 0;
};

struct FaceRoute {
  std::vector<FaceRouteLeg> legs;
  [[nodiscard]] std::string name() const;  // "ledges:2+sheer:1"
  [[nodiscard]] double height() const;     // the legs' heights added up
};

// At most this many legs: a route up the tallest building in a game is a handful; the bound keeps
// the plans' depth-first walk shallow whatever is typed.
inline constexpr std::size_t kMaxRouteLegs = 64;

// "FACE:HEIGHT+FACE:HEIGHT...", faces as parse_face reads them, heights above 0 and at most 12, at
// most kMaxRouteLegs legs (counted before any is read); throws std::invalid_argument saying what is wrong.
FaceRoute parse_face_route(std::string_view text);

// The surfaces in travel order, from the start (0) to the route's whole height.
std::vector<double> route_surfaces(const FaceRoute& route, Direction direction);

// The route's step graph (model/step_graph.hpp) and, when `steps` is given, the Step behind each.
StepGraph legion_route_graph(const LegionRules& rules, const Unit& unit, const FaceRoute& route, Direction direction,
                             std::vector<std::vector<Step>>* steps = nullptr);

// Every legal plan over the route, in depth-first order; throws std::length_error past `limit`.
inline constexpr std::size_t kRoutePlanLimit = 20000;
std::vector<Plan> enumerate_route_plans(const LegionRules& rules, const Unit& unit, const FaceRoute& route, Direction direction,
                                        std::size_t limit = kRoutePlanLimit);

// How many plans the route's step graph has, and how many of their steps roll dice, counted over its
// paths without listing them (so a route of 10^20 plans is counted at once); an upper bound on what
// enumerate_route_plans lists, which keeps only the paths that pair every free clamber. Doubles: no overflow.
struct RoutePlanCount {
  double plans = 0;
  double steps_with_dice = 0;
};
RoutePlanCount count_route_plans(const LegionRules& rules, const Unit& unit, const FaceRoute& route, Direction direction);

// Why the unit has no plan over the route: the first leg it cannot pass, and why.
std::string why_no_route_plan(const LegionRules& rules, const Unit& unit, const FaceRoute& route, Direction direction);

}  // namespace climbsim
