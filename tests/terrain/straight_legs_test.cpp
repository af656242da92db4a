#include "climbsim/terrain/straight_legs.hpp"

#include <catch2/catch.hpp>
#include <cmath>

using namespace climbsim;

TEST_CASE("straight legs reach a disc on open ground and stop at a blocked cell", "[terrain]") {
  Grid g;
  g.resolution = 1.0;
  g.nx = 21;
  g.ny = 21;
  std::vector<std::uint8_t> free(g.cells(), 1);
  std::vector<int> from(g.cells(), -1), to;
  from[g.index(10, 10)] = 7;
  const StraightLegs legs(g, 5.0);
  legs.spread(g.nx, g.ny, free, nullptr, from, to);
  for (int j = 0; j < g.ny; ++j)
    for (int i = 0; i < g.nx; ++i) {
      const bool inside = std::hypot(i - 10, j - 10) <= 5.0;
      CHECK((to[g.index(i, j)] == 7) == inside);
    }
  // A wall of blocked cells east of the start, with the start's row blocked: the cell behind it
  // on that row cannot be reached straight, the cells beside the wall's end can.
  for (int j = 8; j <= 12; ++j) free[g.index(12, j)] = 0;
  legs.spread(g.nx, g.ny, free, nullptr, from, to);
  CHECK(to[g.index(14, 10)] == -1);
  CHECK(to[g.index(12, 10)] == -1);
  CHECK(to[g.index(12, 14)] == 7);
  // Cells to avoid are neither crossed nor reached.
  std::vector<std::uint8_t> avoid(g.cells(), 0);
  avoid[g.index(10, 11)] = 1;
  legs.spread(g.nx, g.ny, free, &avoid, from, to);
  CHECK(to[g.index(10, 11)] == -1);
  CHECK(to[g.index(10, 13)] == -1);
  CHECK(to[g.index(8, 12)] == 7);  // a diagonal that passes beside it
}
