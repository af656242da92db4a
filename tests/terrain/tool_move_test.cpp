#include "climbsim/terrain/tool_move.hpp"

#include <catch2/catch.hpp>
#include <cmath>

using namespace climbsim;

TEST_CASE("the tool on open ground reaches a disc of both legs' length and falls short nowhere", "[terrain]") {
  const int n = 61;
  const double res = 0.25;
  std::vector<std::uint8_t> free(n * n, 1);
  std::vector<int> from(n * n, -1), to;
  from[30 * n + 30] = 7;
  const ToolMove tool(res, 3.0, 3.0, 90);
  tool.spread(n, n, free, nullptr, from, to);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) {
      const double d = std::hypot(i - 30, j - 30) * res;
      CAPTURE(i, j, d);
      if (d <= 6.0 - res) CHECK(to[j * n + i] == 7);  // everything within reach, to a cell
      if (d > 6.0 + res) CHECK(to[j * n + i] == -1);   // nothing beyond
    }
  // Straight ahead the move ends a full 6" away: no shortfall from cells.
  CHECK(to[30 * n + 30 + 24] == 7);
}

TEST_CASE("the second leg turns at most the pivot limit, plus half a sector", "[terrain]") {
  // A corridor one cell wide runs east from the source for the first leg (3" = 12 cells) to the
  // joint at (17, 20); a yard opens north of its far end (columns 14-29). A target straight north of
  // the joint needs a 90-degree bend; one at (14, 26) needs 117 degrees, more than 90 + 22.5.
  const int n = 40;
  std::vector<std::uint8_t> free(n * n, 0);
  for (int i = 5; i <= 17; ++i) free[20 * n + i] = 1;
  for (int j = 21; j < 36; ++j)
    for (int i = 14; i < 30; ++i) free[j * n + i] = 1;
  std::vector<int> from(n * n, -1), to;
  from[20 * n + 5] = 1;
  ToolMove(0.25, 3.0, 3.0, 90).spread(n, n, free, nullptr, from, to);
  CHECK(to[28 * n + 17] == 1);
  CHECK(to[26 * n + 14] == -1);
  // A tool that bends as far as it likes (pivot 180) reaches it.
  ToolMove(0.25, 3.0, 3.0, 180).spread(n, n, free, nullptr, from, to);
  CHECK(to[26 * n + 14] == 1);
}

TEST_CASE("the first leg stops at a blocked cell and avoided cells are neither crossed nor reached", "[terrain]") {
  const int n = 41;
  std::vector<std::uint8_t> free(n * n, 1);
  for (int j = 0; j < n; ++j) free[j * n + 24] = 0;  // a wall from edge to edge, 4 cells east
  std::vector<int> from(n * n, -1), to;
  from[20 * n + 20] = 3;
  ToolMove(0.25, 2.0, 2.0, 90).spread(n, n, free, nullptr, from, to);
  CHECK(to[20 * n + 23] == 3);
  for (int j = 0; j < n; ++j)
    for (int i = 24; i < n; ++i) CHECK(to[j * n + i] == -1);
  std::vector<std::uint8_t> avoid(n * n, 0);
  avoid[21 * n + 20] = 1;
  ToolMove(0.25, 2.0, 2.0, 90).spread(n, n, free, &avoid, from, to);
  CHECK(to[21 * n + 20] == -1);
}
