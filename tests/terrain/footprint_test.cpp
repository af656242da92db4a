// Footprints of any orientation and shape against slow references that share no code with them:
// a footprint's boundary sampled densely (distances), a grid of points tested against the corners
// by hand (area), and rays walked in steps of 0.001" (where the base first touches). Rectangles at
// 0, 15, 30, 45, 60, 90 and 137.5 degrees, a disc (a round tower) and an L-shaped ruin.
#include "climbsim/terrain/footprint.hpp"
#include "footprint_reference.hpp"

#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>
#include <vector>

using namespace climbsim;
using namespace footprint_reference;

namespace {

std::vector<Footprint> pieces() {
  std::vector<Footprint> out;
  for (const double deg : {0.0, 15.0, 30.0, 45.0, 60.0, 90.0, 137.5}) out.push_back(Footprint::rectangle(3, 4, 6, 3, deg));
  out.push_back(Footprint::disc(6, 5.5, 2.5));  // a round tower
  // An L-shaped ruin, given clockwise: kept anticlockwise.
  out.push_back(Footprint::polygon({{3, 3}, {3, 9}, {5, 9}, {5, 5}, {9, 5}, {9, 3}}));
  return out;
}

}  // namespace

TEST_CASE("footprint: distances agree with the boundary sampled every 0.002 inch", "[terrain][footprint]") {
  std::mt19937_64 rng(20261129);
  std::uniform_real_distribution<double> coord(-1, 13);
  for (const Footprint& f : pieces()) {
    const auto samples = boundary_samples(f, 0.002);
    for (int k = 0; k < 300; ++k) {
      const double x = coord(rng), y = coord(rng);
      double sampled = 1e300;
      for (const auto& p : samples) sampled = std::min(sampled, std::hypot(p.x - x, p.y - y));
      if (inside_by_hand(f, x, y)) sampled = 0;
      INFO("point " << x << "," << y);
      // The sampled boundary lies within 0.001 of the true one.
      CHECK(std::sqrt(f.distance2(x, y)) == Approx(sampled).margin(0.0011));
      CHECK(std::sqrt(f.distance2(x, y)) == Approx(distance_by_hand(f, x, y)).margin(1e-9));
      CHECK(f.contains(x, y) == inside_by_hand(f, x, y));
    }
  }
}

TEST_CASE("footprint: areas agree with a grid of points counted inside by hand", "[terrain][footprint]") {
  const double step = 0.01;
  for (const Footprint& f : pieces()) {
    const auto b = f.bounds();
    long inside = 0;
    for (double y = b.y0 + step / 2; y < b.y1; y += step)
      for (double x = b.x0 + step / 2; x < b.x1; x += step) inside += inside_by_hand(f, x, y) ? 1 : 0;
    CHECK(f.area() == Approx(static_cast<double>(inside) * step * step).epsilon(0.005));
  }
  CHECK(Footprint::rectangle(3, 4, 6, 3, 37).area() == Approx(18).epsilon(1e-12));
  CHECK(Footprint::polygon({{3, 3}, {3, 9}, {5, 9}, {5, 5}, {9, 5}, {9, 3}}).area() == Approx(20).epsilon(1e-12));
}

TEST_CASE("footprint: a base swept along a ray first touches where stepping by 0.001 inch finds it", "[terrain][footprint]") {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> coord(-2, 14), angle(0, 2 * kPiByHand);
  const double r = 0.984, step = 0.001, length = 16;  // a 50 mm base
  int touched = 0, missed = 0;
  for (const Footprint& f : pieces()) {
    for (int k = 0; k < 60; ++k) {
      double ax = 0, ay = 0;
      do ax = coord(rng), ay = coord(rng);
      while (distance_by_hand(f, ax, ay) <= r + 0.01);
      const double a = angle(rng), ux = std::cos(a), uy = std::sin(a);
      double first = 1e300;
      for (double t = 0; t <= length; t += step)
        if (distance_by_hand(f, ax + t * ux, ay + t * uy) < r) {
          first = t;
          break;
        }
      const double got = f.enters_within(ax, ay, ux, uy, 0, r);
      INFO("from " << ax << "," << ay << " along " << ux << "," << uy);
      if (first > length) {
        CHECK(got > length - step);  // nothing within the leg (or only at its very end)
        ++missed;
      } else {
        CHECK(got <= first);
        CHECK(got >= first - step);
        ++touched;
      }
    }
  }
  // Both kinds of ray were tried, on every piece together.
  CHECK(touched > 100);
  CHECK(missed > 100);
  // Already touching at t0: t0.
  const Footprint tower = Footprint::disc(6, 5.5, 2.5);
  CHECK(tower.enters_within(6, 8.9, 1, 0, 0, r) == 0);                   // 0.9 from the tower
  CHECK(tower.enters_within(6, 9, 1, 0, 0, r) == std::numeric_limits<double>::infinity());  // 1.0, moving off
  CHECK(tower.enters_within(6, 0, 0, 1, 0, r) == Approx(5.5 - 2.5 - r));
}

TEST_CASE("footprint: a rectangle turned by quarter turns has the corners of the box it covers, to the bit", "[terrain][footprint]") {
  // The terrain file turns a 6 x 3 box at (3, 4) by 90 degrees into the 3 x 6 box at (4.5, 2.5).
  const auto turned = Footprint::rectangle(3, 4, 6, 3, 90).bounds();
  CHECK((turned.x0 == 4.5 && turned.y0 == 2.5 && turned.x1 == 7.5 && turned.y1 == 8.5));
  for (const double deg : {0.0, 180.0, -180.0, 360.0, 720.0}) {
    const auto b = Footprint::rectangle(3, 4, 6, 3, deg).bounds();
    CHECK((b.x0 == 3 && b.y0 == 4 && b.x1 == 9 && b.y1 == 7));
  }
  for (const double deg : {270.0, -90.0}) {
    const auto b = Footprint::rectangle(3, 4, 6, 3, deg).bounds();
    CHECK((b.x0 == turned.x0 && b.y0 == turned.y0 && b.x1 == turned.x1 && b.y1 == turned.y1));
  }
  // A quarter turn's corners are the box's own four: no sine or cosine rounding.
  CHECK(Footprint::rectangle(3, 4, 6, 3, 90).corners().size() == 4);
  CHECK(Footprint::rectangle(3, 4, 6, 3, 89.999).bounds().x0 != turned.x0);
}

TEST_CASE("footprint: an angle as whole quarter turns, 0 to 3, or -1 when it is not whole", "[terrain][footprint]") {
  const std::pair<double, int> cases[] = {{0, 0},    {90, 1},   {180, 2},  {270, 3},  {360, 0},  {450, 1},   {-90, 3},
                                          {-450, 3}, {-720, 0}, {30, -1},  {89.999, -1}, {-0.5, -1}, {1e9 * 90, 0}};
  for (const auto& [degrees, quarters] : cases) {
    INFO(degrees);
    CHECK(quarter_turns(degrees) == quarters);
  }
  CHECK(quarter_turns(std::numeric_limits<double>::quiet_NaN()) == -1);
  CHECK(quarter_turns(std::numeric_limits<double>::infinity()) == -1);
  // A disc keeps the centre and radius it was made with.
  const auto tower = Footprint::disc(26, 6, 2);
  CHECK((tower.centre().x == 26 && tower.centre().y == 6 && tower.radius() == 2));
}

TEST_CASE("footprint: polygons that are not simple are refused, naming the fault", "[terrain][footprint]") {
  CHECK_THROWS_WITH(Footprint::polygon({{0, 0}, {1, 0}}), Catch::Contains("three corners or more, not 2"));
  CHECK_THROWS_WITH(Footprint::polygon({{0, 0}, {2, 2}, {2, 0}, {0, 2}}), Catch::Contains("cross"));  // a bow tie
  CHECK_THROWS_WITH(Footprint::polygon({{0, 0}, {2, 0}, {1, 0}}), Catch::Contains("overlap"));      // folds back
  CHECK_THROWS_WITH(Footprint::polygon({{0, 0}, {1, 0}, {1, 0}, {0, 1}}), Catch::Contains("overlap"));  // a repeated corner
  CHECK_THROWS_WITH(Footprint::rectangle(0, 0, 0, 2, 30), Catch::Contains("above 0"));
  CHECK_THROWS_WITH(Footprint::disc(0, 0, -1), Catch::Contains("above 0"));
  // Clockwise corners are kept anticlockwise.
  const auto l = Footprint::polygon({{3, 3}, {3, 9}, {5, 9}, {5, 5}, {9, 5}, {9, 3}});
  CHECK(l.area() > 0);
  CHECK(l.corners().front() == FootprintPoint{9, 3});
}

TEST_CASE("footprint: interiors overlap where a grid of points finds a point inside both, and touching is no overlap", "[terrain][footprint]") {
  // The reference: some point of a 0.02" grid (offset so no point lies on an axis-aligned edge)
  // inside both by the winding of their corners. Each case is built to overlap by 0.1" or more, or
  // to touch or stand apart, so the grid's answer is the exact one.
  const auto by_grid = [](const Footprint& a, const Footprint& b) {
    const auto ba = a.bounds(), bb = b.bounds();
    const double x0 = std::max(ba.x0, bb.x0), x1 = std::min(ba.x1, bb.x1), y0 = std::max(ba.y0, bb.y0), y1 = std::min(ba.y1, bb.y1);
    for (double x = x0 + 0.0031; x < x1; x += 0.02)
      for (double y = y0 + 0.0037; y < y1; y += 0.02)
        if (inside_by_hand(a, x, y) && inside_by_hand(b, x, y) && distance_by_hand(a, x, y) == 0) return true;
    return false;
  };
  const Footprint ell = Footprint::polygon({{3, 3}, {3, 9}, {5, 9}, {5, 5}, {9, 5}, {9, 3}});
  struct Case {
    Footprint a, b;
    bool overlap;
  };
  const std::vector<Case> cases = {
      {ell, Footprint::rectangle(5.5, 5.5, 3, 3, 0), false},     // in the L's notch, boxes overlapping
      {ell, Footprint::rectangle(5, 5, 4, 4, 0), false},         // touching both inner edges
      {ell, Footprint::rectangle(4.9, 4.9, 4, 4, 0), true},      // into both arms by 0.1"
      {ell, Footprint::rectangle(4, 4, 1, 1, 0), true},          // wholly inside the corner
      {ell, ell, true},                                          // the same piece twice
      {ell, Footprint::rectangle(9, 3, 2, 2, 0), false},         // beside the foot, sharing an edge
      {ell, Footprint::rectangle(7, 6, 3, 2, 30), false},        // turned, in the notch
      {ell, Footprint::rectangle(5.4, 5.2, 3, 2, 30), true},     // turned, its corner in the foot
      {ell, Footprint::disc(7, 7, 1.9), false},                  // a tower in the notch
      {ell, Footprint::disc(7, 7, 2.2), true},                   // a wider one reaching both arms
      {Footprint::disc(0, 0, 1), Footprint::disc(2, 0, 1), false},  // two towers touching
      {Footprint::disc(0, 0, 1), Footprint::disc(1.8, 0, 1), true},
      {Footprint::rectangle(0, 0, 4, 1, 45), Footprint::rectangle(0, 0, 4, 1, -45), true},  // an X
      {Footprint::rectangle(0, 0, 4, 1, 45), Footprint::rectangle(3, 0, 4, 1, 45), false},  // side by side, apart
  };
  int overlapping = 0;
  for (std::size_t k = 0; k < cases.size(); ++k) {
    CAPTURE(k);
    REQUIRE(by_grid(cases[k].a, cases[k].b) == cases[k].overlap);  // the case is what it says
    CHECK(overlap(cases[k].a, cases[k].b) == cases[k].overlap);
    CHECK(overlap(cases[k].b, cases[k].a) == cases[k].overlap);
    overlapping += cases[k].overlap ? 1 : 0;
  }
  CHECK(overlapping == 7);
}

TEST_CASE("footprint: scaled into cells, every distance is the inch distance over the scale", "[terrain][footprint]") {
  // Clearance sees a piece in a block's cells: origin (2, 3), a quarter inch a cell.
  for (const Footprint& f : pieces()) {
    const Footprint s = f.scaled(2, 3, 0.25);
    CHECK(s.convex() == f.convex());
    for (double x = 0; x < 12; x += 0.37)
      for (double y = 0; y < 12; y += 0.41) CHECK(std::sqrt(s.distance2((x - 2) / 0.25, (y - 3) / 0.25)) == Approx(distance_by_hand(f, x, y) / 0.25).margin(1e-9));
  }
  CHECK_FALSE(Footprint::polygon({{3, 3}, {3, 9}, {5, 9}, {5, 5}, {9, 5}, {9, 3}}).convex());
  CHECK(Footprint::rectangle(0, 0, 2, 1, 30).convex());
}
