// distance_below against the distance itself, found the slow and obvious way: every cell against
// every marked cell.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "climbsim/terrain/cell_window.hpp"
#include "climbsim/terrain/distance_bound.hpp"

using namespace climbsim;

namespace {

std::vector<double> brute_distance(int nx, int ny, const std::vector<std::uint8_t>& marked) {
  std::vector<double> out(marked.size(), std::numeric_limits<double>::infinity());
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i)
      for (int b = 0; b < ny; ++b)
        for (int a = 0; a < nx; ++a)
          if (marked[static_cast<std::size_t>(b * nx + a)]) {
            auto& o = out[static_cast<std::size_t>(j * nx + i)];
            o = std::min(o, std::hypot(i - a, j - b));
          }
  return out;
}

}  // namespace

TEST_CASE("distance_below is at most the distance to the nearest marked cell and at least 0.9238 of it", "[terrain][distance]") {
  std::mt19937 rng(20261127);
  struct Block {
    int nx, ny, marks;
  };
  // A lone mark (the distance along every direction, the octagon's corners among them), a few, many,
  // a row and a column of one cell.
  const Block blocks[] = {{31, 23, 1}, {40, 17, 3}, {25, 25, 40}, {50, 1, 2}, {1, 30, 2}, {19, 13, 0}};
  for (const Block& b : blocks) {
    CAPTURE(b.nx, b.ny, b.marks);
    std::vector<std::uint8_t> marked(static_cast<std::size_t>(b.nx * b.ny), 0);
    for (int m = 0; m < b.marks; ++m) marked[std::uniform_int_distribution<std::size_t>(0, marked.size() - 1)(rng)] = 1;
    const auto fast = distance_below(b.nx, b.ny, marked);
    const auto slow = brute_distance(b.nx, b.ny, marked);
    REQUIRE(fast.size() == slow.size());
    double tightest = 1;
    for (std::size_t c = 0; c < fast.size(); ++c) {
      if (std::isinf(slow[c])) {
        CHECK(std::isinf(fast[c]));
        continue;
      }
      CAPTURE(c, fast[c], slow[c]);
      REQUIRE(fast[c] <= slow[c]);
      REQUIRE(fast[c] >= 0.9238 * slow[c] - 1e-4);
      if (slow[c] > 0) tightest = std::min(tightest, fast[c] / slow[c]);
    }
    if (b.marks == 1) CHECK(tightest < 0.93);  // the octagon's worst direction, 22.5 degrees, is met
  }
}

TEST_CASE("distance_below of a lone mark is the octagonal distance scaled", "[terrain][distance]") {
  // Worked by hand: from (0, 0) to (3, 1) the chamfer path is two side steps and one corner step,
  // 2 + sqrt 2 = 3.4142; scaled, 3.1541; the straight line is sqrt 10 = 3.1623.
  std::vector<std::uint8_t> marked(5 * 4, 0);
  marked[0] = 1;
  const auto d = distance_below(5, 4, marked);
  CHECK(d[0] == 0.0F);
  CHECK(d[1 * 5 + 3] == Approx(3.1541).epsilon(1e-4));
  CHECK(d[3] == Approx(3 * 0.9238).epsilon(1e-5));
  CHECK(d[3 * 5 + 3] == Approx(3 * 1.41421356 * 0.9238).epsilon(1e-5));
}

TEST_CASE("distance_below within a part of the block answers there from the marks inside it", "[terrain][distance]") {
  std::mt19937 rng(7);
  const int nx = 37, ny = 29;
  std::vector<std::uint8_t> marked(static_cast<std::size_t>(nx * ny), 0);
  for (int m = 0; m < 12; ++m) marked[std::uniform_int_distribution<std::size_t>(0, marked.size() - 1)(rng)] = 1;
  const auto whole = distance_below(nx, ny, marked);
  const CellWindow within{5, 3, 30, 21};
  std::vector<float> part(marked.size(), -1.0F);
  distance_below(nx, ny, marked, within, part);
  int exact = 0;
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      const auto c = static_cast<std::size_t>(j * nx + i);
      CAPTURE(i, j);
      const bool inside = i >= within.i0 && i < within.i1 && j >= within.j0 && j < within.j1;
      if (!inside) {
        CHECK(part[c] == -1.0F);  // left as it was
        continue;
      }
      // At most the distance to the nearest mark inside, at least the whole block's answer.
      double nearest_inside = std::numeric_limits<double>::infinity();
      for (int b = within.j0; b < within.j1; ++b)
        for (int a = within.i0; a < within.i1; ++a)
          if (marked[static_cast<std::size_t>(b * nx + a)]) nearest_inside = std::min(nearest_inside, std::hypot(i - a, j - b));
      CHECK(part[c] <= nearest_inside);
      CHECK(part[c] >= whole[c]);
      // Where the square of half-width ceil(d) around the cell lies inside, the same answer.
      const double d = whole[c] / 0.9238;
      const int half = static_cast<int>(std::ceil(d + 1e-3));
      if (std::isfinite(d) && i - half >= within.i0 && j - half >= within.j0 && i + half < within.i1 && j + half < within.j1) {
        CHECK(part[c] == whole[c]);
        ++exact;
      }
    }
  CHECK(exact > 50);
}
