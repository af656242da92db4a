// Footprints of any orientation and shape against slow references that share no code with them:
// a footprint's boundary sampled densely (distances), a grid of points tested against the corners
// by hand (area), and rays walked in steps of 0.001" (where the base first touches). Rectangles at
// 0, 15, 30, 45, 60, 90 and 137.5 degrees, a disc (a round tower) and an L-shaped ruin.
#include "climbsim/terrain/footprint.hpp"

#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>
#include <vector>

using namespace climbsim;

namespace {

constexpr double kPi = 3.14159265358979323846;

// The boundary as points at most `step` apart (a disc's circle from its bounds).
std::vector<FootprintPoint> boundary_samples(const Footprint& f, double step) {
  std::vector<FootprintPoint> out;
  if (f.is_disc()) {
    const auto b = f.bounds();
    const double cx = (b.x0 + b.x1) / 2, cy = (b.y0 + b.y1) / 2, r = (b.x1 - b.x0) / 2;
    const int n = static_cast<int>(std::ceil(2 * kPi * r / step));
    for (int k = 0; k < n; ++k) out.push_back({cx + r * std::cos(2 * kPi * k / n), cy + r * std::sin(2 * kPi * k / n)});
    return out;
  }
  const auto& c = f.corners();
  for (std::size_t k = 0; k < c.size(); ++k) {
    const FootprintPoint a = c[k], b = c[(k + 1) % c.size()];
    const int n = static_cast<int>(std::ceil(std::hypot(b.x - a.x, b.y - a.y) / step));
    for (int s = 0; s < n; ++s) out.push_back({a.x + (b.x - a.x) * s / n, a.y + (b.y - a.y) * s / n});
  }
  return out;
}

// Inside by the winding of the corners (a disc: by its bounds), written apart from the code tested.
bool inside_by_hand(const Footprint& f, double x, double y) {
  if (f.is_disc()) {
    const auto b = f.bounds();
    return std::hypot(x - (b.x0 + b.x1) / 2, y - (b.y0 + b.y1) / 2) <= (b.x1 - b.x0) / 2;
  }
  double winding = 0;
  const auto& c = f.corners();
  for (std::size_t k = 0; k < c.size(); ++k) {
    const FootprintPoint a = c[k], b = c[(k + 1) % c.size()];
    winding += std::atan2((a.x - x) * (b.y - y) - (a.y - y) * (b.x - x), (a.x - x) * (b.x - x) + (a.y - y) * (b.y - y));
  }
  return std::abs(winding) > kPi;
}

// The exact distance by hand: each edge's nearest point by projection (a disc: from its centre).
double distance_by_hand(const Footprint& f, double x, double y) {
  if (inside_by_hand(f, x, y)) return 0;
  if (f.is_disc()) {
    const auto b = f.bounds();
    return std::hypot(x - (b.x0 + b.x1) / 2, y - (b.y0 + b.y1) / 2) - (b.x1 - b.x0) / 2;
  }
  double best = 1e300;
  const auto& c = f.corners();
  for (std::size_t k = 0; k < c.size(); ++k) {
    const FootprintPoint a = c[k], b = c[(k + 1) % c.size()];
    const double ex = b.x - a.x, ey = b.y - a.y;
    const double s = std::clamp(((x - a.x) * ex + (y - a.y) * ey) / (ex * ex + ey * ey), 0.0, 1.0);
    best = std::min(best, std::hypot(x - a.x - s * ex, y - a.y - s * ey));
  }
  return best;
}

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
  std::uniform_real_distribution<double> coord(-2, 14), angle(0, 2 * kPi);
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
