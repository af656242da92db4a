// The exact swept-base check against dense sampling: a point fits when it is at least the radius
// from every blocker and inside the allowed rectangle (computed here again, sharing no code); a ray
// may run until the first sampled point that does not fit.
#include "climbsim/terrain/clearance.hpp"
#include "climbsim/terrain/window_mask.hpp"
#include "footprint_reference.hpp"

#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <random>

using namespace climbsim;

namespace {

bool fits_by_hand(double x, double y, const Rect& allowed, const std::vector<Rect>& blockers, double r) {
  if (x < allowed.x0 || x > allowed.x1 || y < allowed.y0 || y > allowed.y1) return false;
  for (const Rect& b : blockers) {
    const double dx = std::max({b.x0 - x, 0.0, x - b.x1}), dy = std::max({b.y0 - y, 0.0, y - b.y1});
    if (std::sqrt(dx * dx + dy * dy) < r) return false;
  }
  return true;
}

// Points and rays of an n x n block against `by_hand(x, y)`, whether the base fits at a point: fits()
// at 20000 random points, and from each that fits, reach() along a random ray to its cell's edge
// against a walk in steps of 1e-3 narrowed by halving to 1e-5 (the base grown by a radius is at
// least two radii across, so no step jumps over it). Counts the rays, and those that touch something.
template <class ByHand>
void agree_with_sampling(const Clearance& c, int n, ByHand&& by_hand, int& rays, int& stopped) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> where(0, n), angle(0, 2 * M_PI);
  for (int k = 0; k < 20000; ++k) {
    const double x = where(rng), y = where(rng);
    const int i = static_cast<int>(x), j = static_cast<int>(y);
    const bool expect = by_hand(x, y);
    CHECK(c.fits(i, j, x, y) == expect);
    if (!expect) continue;
    const double a = angle(rng), ux = std::cos(a), uy = std::sin(a);
    double leave = 10;
    if (ux > 0) leave = std::min(leave, (i + 1 - x) / ux);
    if (ux < 0) leave = std::min(leave, (i - x) / ux);
    if (uy > 0) leave = std::min(leave, (j + 1 - y) / uy);
    if (uy < 0) leave = std::min(leave, (j - y) / uy);
    double walked = 0;
    while (walked + 1e-3 <= leave && by_hand(x + (walked + 1e-3) * ux, y + (walked + 1e-3) * uy)) walked += 1e-3;
    const bool clear_to_edge = walked + 1e-3 > leave && by_hand(x + leave * ux, y + leave * uy);
    for (double hi = std::min(walked + 1e-3, leave); hi - walked > 1e-5;) {
      const double mid = (walked + hi) / 2;
      (by_hand(x + mid * ux, y + mid * uy) ? walked : hi) = mid;
    }
    const double got = c.reach(i, j, x, y, ux, uy, 0, leave);
    CAPTURE(x, y, a, leave, walked, got);
    if (clear_to_edge) {
      CHECK(got >= leave);  // clear to the cell's edge
    } else {
      CHECK(std::abs(got - walked) < 2e-5);
      ++stopped;
    }
    ++rays;
  }
}

}  // namespace

TEST_CASE("clearance: points and rays agree with dense sampling", "[terrain]") {
  const int n = 20;
  const double r = 1.3;
  const Rect allowed{1.3, 1.3, 18.7, 18.7};
  const std::vector<Rect> blockers{{5, 5, 7, 12}, {11.2, 3, 11.7, 9}, {9, 14, 15, 15.5}};
  const Clearance c(n, n, allowed, blockers, r);
  int rays = 0, stopped = 0;
  agree_with_sampling(c, n, [&](double x, double y) { return fits_by_hand(x, y, allowed, blockers, r); }, rays, stopped);
  CHECK(rays > 5000);
  CHECK(stopped > 100);  // enough rays that touch something for the test to mean anything
}

TEST_CASE("clearance: blockers turned, round and L-shaped - points and rays agree with dense sampling", "[terrain][footprint]") {
  // A wall turned 30 degrees, a round tower, an L-shaped ruin (not convex: its notch's cells are
  // never blocked whole) and a plain block, the distances to the shaped ones by hand
  // (footprint_reference.hpp).
  const int n = 24;
  const double r = 1.1;
  const Rect allowed{1.1, 1.1, 22.9, 22.9};
  const std::vector<Rect> blockers{{18, 3, 19, 8}};
  const std::vector<Footprint> shaped{Footprint::rectangle(3, 4, 8, 1, 30), Footprint::disc(16, 16, 2.5),
                                      Footprint::polygon({{3, 13}, {3, 20}, {5, 20}, {5, 15}, {10, 15}, {10, 13}})};
  const Clearance c(n, n, allowed, blockers, r, shaped);
  const auto by_hand = [&](double x, double y) {
    if (!fits_by_hand(x, y, allowed, blockers, r)) return false;
    return std::all_of(shaped.begin(), shaped.end(), [&](const Footprint& f) { return footprint_reference::distance_by_hand(f, x, y) >= r; });
  };
  int rays = 0, stopped = 0;
  agree_with_sampling(c, n, by_hand, rays, stopped);
  CHECK(rays > 5000);
  CHECK(stopped > 200);
  // The L's notch (x 5 to 10, y 15 to 20) holds the base, and the cells round the shapes are not
  // all marked blocked: some point of the cell at (6, 16) fits.
  CHECK(c.may_hold(6, 16));
  CHECK(c.fits(7, 17, 7.5, 17.5));
}

TEST_CASE("clearance: a cell open around to a distance has every point that far from it clear - dense sampling", "[terrain]") {
  const int n = 30;
  const double r = 1.3, d = 4.2;
  const Rect allowed{1.3, 1.3, 28.7, 28.7};
  const std::vector<Rect> blockers{{8, 8, 10, 14}, {20, 18, 21, 27}};
  const Clearance c(n, n, allowed, blockers, r);
  std::vector<std::uint8_t> avoid(n * n, 0);
  avoid[25 * n + 5] = 1;  // one avoided cell
  const auto open = c.open_around(d, &avoid);
  int opened = 0;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) {
      if (!open[static_cast<std::size_t>(j * n + i)]) continue;
      ++opened;
      // Points of the cell and points up to d from them, on a grid of 0.1 cell: all clear.
      bool clear = true;
      for (double y = j - d; y <= j + 1 + d && clear; y += 0.1)
        for (double x = i - d; x <= i + 1 + d && clear; x += 0.1) {
          const double nx = std::clamp(x, double(i), i + 1.0), ny = std::clamp(y, double(j), j + 1.0);
          if (std::hypot(x - nx, y - ny) > d) continue;
          const int ci = static_cast<int>(std::floor(x)), cj = static_cast<int>(std::floor(y));
          clear = fits_by_hand(x, y, allowed, blockers, r) && !(ci == 5 && cj == 25);
        }
      CAPTURE(i, j);
      CHECK(clear);
    }
  // Not vacuous: the open cells exist, and none lies within d of the avoided cell or a blocker.
  CHECK(opened > 20);
  CHECK(!open[static_cast<std::size_t>(22 * n + 5)]);
  CHECK(!open[static_cast<std::size_t>(11 * n + 14)]);
}

TEST_CASE("clearance: narrow gaps are the corridors the base can stand in, at most two cells wider than it", "[terrain][gap]") {
  // Cells of 1; radius 2 (a base 4 cells wide). Two blocks 5 cells apart, side by side in x, over
  // y 10 to 14: a corridor 1 cell wide (5 - 2 x 2) along y, its centre line x = 12.5, listed at its
  // mouths and middle. Worked by hand; nothing from the code under test.
  const Rect allowed{-100, -100, 100, 100};
  const Rect left{0, 10, 10, 14}, right{15, 10, 25, 14};
  const Clearance two(40, 30, allowed, {left, right}, 2);
  REQUIRE(two.corridors().size() == 1);
  const auto& k = two.corridors().front();
  CHECK((k.ux == 0 && k.uy == 1 && k.nx == 1 && k.ny == 0));  // along y
  CHECK(k.mid == 12.5);
  CHECK(k.half == 0.5);
  CHECK(k.lo == 10);
  CHECK(k.hi == 14);
  REQUIRE(two.narrow_gaps().size() == 3);
  for (const auto& g : two.narrow_gaps()) CHECK(g.x == 12.5);
  // A third block in the gap fills it: no corridor (this once listed every pair of a dense lattice
  // of houses, 135,080 gaps for 10,000 houses, and made their map five times slower).
  const Clearance filled(40, 30, allowed, {left, right, Rect{11, 10, 14, 14}}, 2);
  CHECK(filled.corridors().empty());
  CHECK(filled.narrow_gaps().empty());
  // Wider than the base by more than two cells: not narrow; narrower than the base: no gap.
  CHECK(Clearance(40, 30, allowed, {left, Rect{17.5, 10, 27, 14}}, 2).corridors().empty());
  CHECK(Clearance(40, 30, allowed, {left, Rect{13.5, 10, 23, 14}}, 2).corridors().empty());
  // Between a block and the allowed edge: the corridor runs along the edge.
  const Clearance edge(40, 30, Rect{2, 2, 38, 28}, {Rect{5, 10, 9, 14}}, 2);
  REQUIRE(edge.corridors().size() == 1);
  CHECK(edge.corridors().front().mid == 2.5);  // from x = 2 (allowed) to 3 (the block less the radius)
}

TEST_CASE("clearance: narrow gaps beside shaped blockers, worked by hand", "[terrain][gap][footprint]") {
  // Cells of 1, radius 2, as above. The two blocks as polygons: the same corridor and points, to the bit.
  const Rect allowed{-100, -100, 100, 100};
  const Rect left{0, 10, 10, 14}, right{15, 10, 25, 14};
  const auto polygon = [](const Rect& b) { return Footprint::polygon({{b.x0, b.y0}, {b.x1, b.y0}, {b.x1, b.y1}, {b.x0, b.y1}}); };
  const Clearance rects(40, 30, allowed, {left, right}, 2), shapes(40, 30, allowed, {}, 2, {polygon(left), polygon(right)});
  CHECK(shapes.corridors() == rects.corridors());
  CHECK(shapes.narrow_gaps() == rects.narrow_gaps());
  // One as a rectangle, one shaped: the same again.
  CHECK(Clearance(40, 30, allowed, {left}, 2, {polygon(right)}).corridors() == rects.corridors());
  // The pair turned 30 degrees about the gap's centre (12.5, 12): a corridor along (cos 30, sin 30),
  // its centre line through (12.5, 12), half-width (5 - 2 x 2) / 2, its stretch the blocks' depth 4.
  const double a = M_PI / 6, c = std::cos(a), s = std::sin(a);
  const auto turned = [&](const Rect& b) {
    std::vector<FootprintPoint> k;
    for (const auto& [x, y] : {std::pair{b.x0, b.y0}, {b.x1, b.y0}, {b.x1, b.y1}, {b.x0, b.y1}})
      k.push_back({12.5 + (x - 12.5) * c - (y - 12) * s, 12 + (x - 12.5) * s + (y - 12) * c});
    return Footprint::polygon(k);
  };
  const Clearance slanted(40, 30, allowed, {}, 2, {turned(left), turned(right)});
  REQUIRE(slanted.corridors().size() == 1);
  const auto& k = slanted.corridors().front();
  // The corridor runs across the blocks' row: along the turned y axis (-sin 30, cos 30).
  CHECK(k.ux == Approx(-s).margin(1e-12));
  CHECK(k.uy == Approx(c).margin(1e-12));
  CHECK(k.half == Approx(0.5).margin(1e-12));
  CHECK(k.across(12.5, 12) == Approx(k.mid).margin(1e-12));
  CHECK(k.hi - k.lo == Approx(4).margin(1e-12));
  CHECK(slanted.narrow_gaps().size() == 3);
  // A round tower (centre (20, 12), radius 3) beside a block ending at x = 14.5: a gap of 2.5, the
  // base (radius 1) passes; its middle (15.75, 12).
  const Clearance tower(40, 30, allowed, {Rect{0, 8, 14.5, 16}}, 1, {Footprint::disc(20, 12, 3)});
  REQUIRE(tower.narrow_gaps().size() == 1);
  CHECK(tower.narrow_gaps().front().x == Approx(15.75).margin(1e-12));
  CHECK(tower.narrow_gaps().front().y == Approx(12).margin(1e-12));
  CHECK(tower.corridors().empty());
  // A tower (centre (7, 15), radius 2) by the side x = 2 of `allowed` (where the base's centre may
  // go): the centre passes between x = 2 and 5 - 1, a gap of 2 cells; its middle (3, 15).
  const Clearance by_side(40, 30, Rect{2, 2, 38, 28}, {}, 1, {Footprint::disc(7, 15, 2)});
  REQUIRE(by_side.narrow_gaps().size() == 1);
  CHECK(by_side.narrow_gaps().front().x == 3);
  CHECK(by_side.narrow_gaps().front().y == 15);
  // Further apart than the base and two cells: nothing.
  CHECK(Clearance(40, 30, allowed, {Rect{0, 8, 14.5, 16}}, 1, {Footprint::disc(21.6, 12, 3)}).narrow_gaps().empty());
}

TEST_CASE("square windows free of marked cells, worked by hand", "[terrain]") {
  // A block of 5 x 3 cells with one marked cell at (1, 1). Half-width 1: the cells within one of it
  // (columns 0-2, every row) hold it; columns 3 and 4 are clear. When the outside counts as marked,
  // every window that reaches past the block holds a marked cell: with half-width 1 on 3 rows only
  // the middle row's windows stay inside, and of those only (3, 1)'s (columns 2-4) misses the
  // marked cell. Half-width 0: only the marked cell itself.
  std::vector<std::uint8_t> marked(15, 0);
  marked[1 * 5 + 1] = 1;
  const std::vector<std::uint8_t> clear1 = {0, 0, 0, 1, 1,  //
                                            0, 0, 0, 1, 1,  //
                                            0, 0, 0, 1, 1};
  CHECK(clear_windows(5, 3, marked, 1, false) == clear1);
  std::vector<std::uint8_t> inside1(15, 0);
  inside1[1 * 5 + 3] = 1;
  CHECK(clear_windows(5, 3, marked, 1, true) == inside1);
  std::vector<std::uint8_t> clear0(15, 1);
  clear0[1 * 5 + 1] = 0;
  CHECK(clear_windows(5, 3, marked, 0, false) == clear0);
  CHECK(clear_windows(5, 3, marked, 0, true) == clear0);  // a window of one cell never reaches past
  // Within columns 2-4 only: those cells answered, the marked cell (1, 1) no longer counted, so
  // column 2 is clear too; the other columns are 0.
  const CellWindow right{2, 0, 5, 3};
  const std::vector<std::uint8_t> right1 = {0, 0, 1, 1, 1,  //
                                            0, 0, 1, 1, 1,  //
                                            0, 0, 1, 1, 1};
  CHECK(clear_windows(5, 3, marked, 1, false, &right) == right1);
  // Within columns 1-4: the mark counts again, and columns 1-2 hold it as over the whole block.
  const CellWindow wider{1, 0, 5, 3};
  const std::vector<std::uint8_t> wider1 = {0, 0, 0, 1, 1,  //
                                            0, 0, 0, 1, 1,  //
                                            0, 0, 0, 1, 1};
  CHECK(clear_windows(5, 3, marked, 1, false, &wider) == wider1);
}
