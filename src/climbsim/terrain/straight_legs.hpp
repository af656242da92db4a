// Straight legs across the grid: where a leader's base can go in a straight line of bounded length.
//
// Contract: spread(nx, ny, free, from, to), on an nx x ny block of cells stored row by row, labels every cell that some labelled cell of `from` reaches by a
// straight segment of at most `length` inches whose every crossed cell is free (RULINGS M2); each
// reached cell takes the label of one source that reaches it (the first in cell order), and every
// source cell keeps its own label. Only the edge cells of the source region cast legs: a leg from
// an inner cell leaves the region through an edge cell, whose own leg reaches at least as far.
// The segments (the cells each crosses) are computed once per length.
#pragma once

#include <cstdint>
#include <vector>

#include "climbsim/terrain/surfaces.hpp"

namespace climbsim {

class StraightLegs {
 public:
  StraightLegs(const Grid& grid, double length);

  // `avoid`, when given, marks free cells a leg may not cross or end in.
  void spread(int nx, int ny, const std::vector<std::uint8_t>& free, const std::vector<std::uint8_t>* avoid, const std::vector<int>& from,
              std::vector<int>& to) const;

 private:
  struct Segment {
    int di = 0, dj = 0;
    std::uint32_t first = 0, count = 0;  // cells crossed, in cells_[first, first + count), the end cell last
  };
  std::vector<Segment> segments_;
  std::vector<std::pair<int, int>> cells_;
};

}  // namespace climbsim
