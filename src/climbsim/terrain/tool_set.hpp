// The movement tools a unit may use: every tool up to its speed, each built once, and where a
// shorter one need not be cast.
//
// Contract (docs/RULINGS.md M2): tool(v) is the speed-v tool (clamped to 1..3): the leader's centre
// runs (base radius + half the tool) to the joint and (half the tool + end radius) after it, the
// bend at most the pivot limit. The end radius is the base radius when the base ends flush against
// the tool's far end, 0 when the mini ends centred over the tool (an edition's tool placement). covered(clearance, v, fastest_avoid) marks the cells from which the
// unit's fastest tool reaches everything tool(v) would: those with nothing the fastest tool stops at
// (a piece, an edge, the cells it avoids) within tool(v)'s reach. A tool's paths end at most its
// reach from the source, and on clear ground the fastest tool's paths cover that whole disc (its
// partial first leg, then a bend of up to 90 degrees) along paths inside it, so the shorter tool
// matters only near something. Null when nothing is covered (v is the fastest, or is not shorter).
// covered_beside(clearance, v, fastest_avoid, gain) also marks the cells too far from every cell in
// `gain` for tool(v) to touch one (the planner's cells the fastest tool left unreached).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <utility>
#include <vector>

#include "climbsim/terrain/clearance.hpp"
#include "climbsim/terrain/tool_move.hpp"

namespace climbsim {

class ToolSet {
 public:
  // Lengths in inches (speed 1 to 3), cells of `resolution` inches.
  // `notched`: a notched base's tools (tool_move.hpp); none is covered by another, since its first
  // leg is fixed by the facing and a shorter tool's joint lies elsewhere on it.
  ToolSet(double resolution, std::array<double, 3> tool_lengths, double base_radius, double pivot_degrees, int unit_speed,
          double end_radius, bool notched = false, int sectors = 16);

  const ToolMove& tool(int speed);
  // Every tool made from now on casts every leg (ToolMove::cast_every_first_leg and
  // cast_every_second_leg): the slow way, for tests to compare the shortcuts against.
  void cast_every_leg(bool every) { every_leg_ = every; }
  // Every tool made from now on writes facings that may turn `degrees` before the next move
  // (ToolMove::turn_after; a notched base's, R25).
  void turn_after(double degrees) { turn_after_ = degrees; }
  const std::vector<std::uint8_t>* covered(const Clearance& clearance, int speed, const std::vector<std::uint8_t>* fastest_avoid);
  // covered(...)'s cells, and every cell from which tool(speed) touches no cell marked in `gain`
  // (the cells a shorter tool may still add to a spread of the fastest): a tool's legs end within its
  // reach of the source's position, so a source with no such cell within reach() and two cells'
  // margin (a position and a cell each within a cell) touches none. Null when nothing is covered.
  // Only the cells of `window` (tool(speed).window of the sources' box: every source lies inside,
  // with every cell its reach can touch) are answered, in O(its cells); the others are 0.
  std::unique_ptr<std::vector<std::uint8_t>> covered_beside(const Clearance& clearance, int speed, const std::vector<std::uint8_t>* fastest_avoid,
                                                            const std::vector<std::uint8_t>& gain, const CellWindow& window);

 private:
  double resolution_;
  std::array<double, 3> lengths_;
  double radius_, pivot_;
  double end_radius_;
  int speed_;
  bool notched_;
  int sectors_;  // of first-leg directions (tool_move.hpp)
  bool every_leg_ = false;
  double turn_after_ = 0;
  std::map<int, ToolMove> tools_;                                                  // by speed
  std::map<std::pair<const Clearance*, int>, std::vector<std::uint8_t>> covered_;  // by clearance and speed
};

}  // namespace climbsim
