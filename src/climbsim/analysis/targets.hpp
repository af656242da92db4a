// Targets on a reach map: where the leader may stand to be "at" something (within a distance of a
// point, such as a mission's token, or on a surface, such as a roof), and the earliest it gets there.
//
// Contract: best_within(map, x, y, distance) looks at every reached cell of every surface whose
// centre lies within `distance` (inches, measured flat, as range is) of (x, y), and best_on(map,
// level) at every reached cell of one surface (an index into map.levels), and best_near(map, areas,
// distance) at every reached cell whose centre lies within `distance` of one of the rectangles
// (inside or on it, or that far from its edge: a base of that radius partly in it). Each returns the cell
// (an index into map.cells) reached in the fewest actions, among those the one whose fastest route
// is safest (fewest expected wounds, then the likelier to keep every mini), then the first in the
// map's order (row by row, lower surface first): the same answer on any machine. None when no such
// cell is reached. A cell stands for the place the map keeps in it (M2: one point a cell), so a
// target is met to within half a cell's diagonal.
#pragma once

#include <optional>

#include "climbsim/analysis/reach.hpp"

namespace climbsim {

std::optional<std::size_t> best_within(const ReachMap& map, double x, double y, double distance);
std::optional<std::size_t> best_on(const ReachMap& map, int level);
std::optional<std::size_t> best_near(const ReachMap& map, const std::vector<Rect>& areas, double distance);

// The round in which an action count is reached, one activation of `per_activation` actions a round,
// the first action in round 1; 0 for no action (a unit that starts there).
[[nodiscard]] constexpr int round_of(int actions, int per_activation) noexcept {
  return actions <= 0 ? 0 : (actions + per_activation - 1) / per_activation;
}

}  // namespace climbsim
