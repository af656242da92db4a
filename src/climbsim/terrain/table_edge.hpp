// The table's edge within areas: where a unit that enters from the edge may start (a mission's
// Territory, RULINGS R26).
//
// Contract: edge_within(width, depth, areas) gives the parts of a width x depth table's boundary
// that lie within the rectangles `areas` (inches, corners inclusive), each side's parts merged where
// they touch or overlap, in order south (y = 0, west to east), east (x = width, south to north),
// north (y = depth, west to east), west (x = 0, south to north). A run may be a single point (an
// area that meets a side at a corner). Each run carries the unit vector into the table from its side.
#pragma once

#include <vector>

#include "climbsim/terrain/clearance.hpp"

namespace climbsim {

struct EdgeRun {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // along one side of the table, inches
  double nx = 0, ny = 0;                  // the unit vector into the table
  bool operator==(const EdgeRun&) const = default;
};

std::vector<EdgeRun> edge_within(double width, double depth, const std::vector<Rect>& areas);

}  // namespace climbsim
