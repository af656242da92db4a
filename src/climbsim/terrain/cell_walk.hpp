// Walking the cells a straight segment crosses, in order (Amanatides and Woo, "A fast voxel
// traversal algorithm", 1987): the movement tool's legs and its labels-only test share this walk.
//
// Contract: coordinates are in cells of a block nx cells wide, cell (i, j) spanning [i, i+1) x
// [j, j+1); (ux, uy) is a unit vector. CellWalk starts in the cell holding (px, py) and step()
// moves to the next cell the segment enters (on a tie, along y); leave(length) is the distance
// along the segment at which it leaves the current cell, at most `length`. The index c = j * nx + i
// is carried along (meaningful only while (i, j) lies in the block): a loop over many cells needs
// no multiply per cell. traverse() runs the walk to the segment's end or until its visitor says stop.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>

namespace climbsim {

// The cells the segment from (px, py) along the unit vector (ux, uy) crosses, in order (Amanatides
// and Woo): the cell (i, j) and its index c = j * nx + i in a block nx cells wide (carried along,
// not computed again; meaningful only while (i, j) is in the block), `leave` where the segment
// leaves it, and step() to the next. A plain local object, so its fields live in registers.
struct CellWalk {
  int i, j, step_i, step_j;
  std::ptrdiff_t c, step_c;
  double next_x, next_y, dx, dy;
  CellWalk(double px, double py, double ux, double uy, int nx)
      : i(static_cast<int>(std::floor(px))), j(static_cast<int>(std::floor(py))), step_i(ux > 0 ? 1 : -1), step_j(uy > 0 ? 1 : -1),
        c(static_cast<std::ptrdiff_t>(j) * nx + i), step_c(uy > 0 ? nx : -nx) {
    constexpr double inf = std::numeric_limits<double>::infinity();
    next_x = ux > 0 ? (i + 1 - px) / ux : ux < 0 ? (px - i) / -ux : inf;
    next_y = uy > 0 ? (j + 1 - py) / uy : uy < 0 ? (py - j) / -uy : inf;
    dx = ux != 0 ? 1 / std::abs(ux) : inf, dy = uy != 0 ? 1 / std::abs(uy) : inf;
  }
  // Where the segment, `length` long, leaves the cell.
  [[nodiscard]] double leave(double length) const { return std::min({next_x, next_y, length}); }
  void step() {
    if (next_x < next_y) i += step_i, c += step_i, next_x += dx;
    else j += step_j, c += step_c, next_y += dy;
  }
};

// Walks the cells the segment from (px, py) along the unit vector (ux, uy) for `length` crosses, in
// order (CellWalk), calling visit(i, j, t0, t1) with the distances at which the segment enters and
// leaves the cell (the latter at most `length`); stops when visit returns false. Returns whether it
// got to the end, and the last cell visited in (li, lj).
template <class Visit>
bool traverse(double px, double py, double ux, double uy, double length, Visit&& visit, int& li, int& lj) {
  CellWalk w(px, py, ux, uy, 0);  // (the cell index goes unused here)
  for (double enter = 0;;) {
    const double leave = w.leave(length);
    li = w.i, lj = w.j;
    if (!visit(w.i, w.j, enter, leave)) return false;
    if (leave >= length) return true;
    enter = leave;
    w.step();
  }
}

}  // namespace climbsim
