// One standard move with the movement tool, across a block of grid cells.
//
// Contract (docs/RULINGS.md M2): from each labelled source cell, the leader's centre runs a first leg
// of `first_leg` inches in any of `directions` directions and may stop on any cell it crosses; if
// the whole first leg is clear, the joint stands where it ends (in the cell holding that point),
// and a second leg of at most `second_leg` inches leaves the joint within the pivot limit of the
// first leg's direction: the first legs are grouped in `sectors` equal sectors, and the second leg
// may turn up to `pivot_degrees` either side of its sector's middle (so a bend is never more than
// the pivot limit plus half a sector). A leg is clear when every cell its centre line crosses is
// free and not avoided. spread(nx, ny, free, avoid, from, to) labels every cell so reached with the
// label of one source that reaches it (the first in cell order); sources keep their own. Only
// sources and joints at the edge of their region cast legs (a leg from inside leaves the region
// through an edge cell, whose own leg reaches at least as far). The legs' cells are computed once.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace climbsim {

class ToolMove {
 public:
  ToolMove(double resolution, double first_leg, double second_leg, double pivot_degrees, int sectors = 16);

  void spread(int nx, int ny, const std::vector<std::uint8_t>& free, const std::vector<std::uint8_t>* avoid,
              const std::vector<int>& from, std::vector<int>& to) const;

 private:
  struct Leg {
    int di = 0, dj = 0;                  // the cell it ends in, from the cell it starts in
    std::uint32_t first = 0, count = 0;  // cells crossed, in cells_[first, first + count), the end cell last
  };
  int sectors_;
  std::vector<Leg> first_legs_;                 // one a direction
  std::vector<int> sector_of_;                  // of each first leg
  std::vector<std::vector<Leg>> second_legs_;   // per sector
  std::vector<std::pair<int, int>> cells_;
};

}  // namespace climbsim
