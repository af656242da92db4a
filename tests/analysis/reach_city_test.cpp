// The map on crowded generated tables (cities of 24 pieces) against the reference tool
// (reference_tool.hpp), checked from below: wherever three real moves put the base in contact with a
// building's face, the map must reach its roof as soon as the clamber allows, and by a ladder
// without dice where the face has one (RULINGS M4's contact cells).
//
// The reference makes three moves with every tool up to the unit's speed, each tool half an inch
// shorter than the unit's (a margin of two cells a move for the map's one position per cell, M2):
// from the start, then from a beam of the previous move's end points (the furthest from the start in
// each of 48 directions, the two nearest contact in front of each face of each building no taller
// than 2, and 30 drawn with a fixed seed); a leg cut short also ends exactly where the base touches.
// An end point in contact with a face lies within 0.05" of a base radius from the building and
// squarely in front of that face. After k moves in contact, a roof of height 1 or less is one
// clamber away (k + 1 actions); a roof of height 2 or less two actions within one activation (the
// first even count from k, plus 2; R9). Only counts within the map's 4 actions are checked. The
// reference knows only pieces that block on the ground, so the city keeps its buildings, walls,
// barricades and impassable pieces, and drops hills, difficult ground and storeys.
#include <catch2/catch.hpp>
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "climbsim/terrain/table_generator.hpp"
#include "reach_fixtures.hpp"
#include "reference_tool.hpp"

using namespace climbsim;
using namespace reference_tool;

namespace {

constexpr int kMoves = 3;

// Table `index` of a stream of cities: 24 pieces on the ground, `gap` inches apart, only those the
// reference knows.
Terrain city(double gap, std::uint64_t index) {
  TableRecipe recipe;
  recipe.min_pieces = recipe.max_pieces = 24;
  recipe.min_gap = gap;
  const Terrain generated = generate_table(recipe, 7, index);
  Terrain t = generated;
  t.pieces.clear();
  for (const Piece& p : generated.pieces)
    if (p.kind != PieceKind::hill && p.kind != PieceKind::difficult && p.stands_on < 0) t.pieces.push_back(p);
  return t;
}

// The face of building p that point (x, y) lies squarely in front of (kNorth ... kWest), or 0.
unsigned face_in_front(const Piece& p, double x, double y) {
  if (x >= p.x && x <= p.x1()) return y > p.y1() ? kNorth : y < p.y ? kSouth : 0u;
  if (y >= p.y && y <= p.y1()) return x > p.x1() ? kEast : x < p.x ? kWest : 0u;
  return 0;
}

struct CityCheck {
  int roofs = 0, later = 0;          // roofs a face of which the reference touches; of them, reached later by the map
  int ladders = 0, ladder_later = 0;  // low roofs whose ladder face it touches; of them, not climbed without dice in time
};

CityCheck check_city(const Terrain& t, double sx, double sy, Density density) {
  const auto o = unit_at(sx, sy, 4);
  const ReachMap m = compute_reach(t, o);
  const double R = o.unit.base_mm / 25.4 / 2;
  const std::size_t n = t.pieces.size();
  std::vector<int> contact(n, 0), ladder_contact(n, 0);  // the first move that touches a face (0: none)
  std::vector<std::size_t> low;  // buildings no taller than 2: a clamber away
  for (std::size_t b = 0; b < n; ++b)
    if (t.pieces[b].kind == PieceKind::building && t.pieces[b].height <= 2) low.push_back(b);
  std::vector<Point> beam{{sx, sy}};
  std::mt19937 draw(12345);
  for (int k = 1; k <= kMoves; ++k) {
    std::vector<Point> furthest(48);
    std::vector<double> far(48, -1);
    std::vector<std::vector<std::pair<double, Point>>> nearest(4 * n);  // per face: the two nearest contact
    std::vector<Point> drawn;
    std::uint64_t seen = 0;
    const auto take = [&](double x, double y) {
      for (const std::size_t b : low) {
        const Piece& p = t.pieces[b];
        const double d = point_rect(x, y, p);
        const unsigned face = face_in_front(p, x, y);
        if (d > R + 3 || face == 0) continue;
        if (d >= R - 1e-9 && d <= R + 0.05) {
          if (contact[b] == 0) contact[b] = k;
          if ((p.ladder & face) && ladder_contact[b] == 0) ladder_contact[b] = k;
        }
        auto& two = nearest[4 * b + static_cast<std::size_t>(std::countr_zero(face))];
        const std::pair<double, Point> here{std::abs(d - R), Point{x, y}};
        if (two.size() < 2) two.push_back(here);
        else if (auto worst = std::max_element(two.begin(), two.end(), [](const auto& a, const auto& c) { return a.first < c.first; });
                 here.first < worst->first)
          *worst = here;
      }
      const double angle = std::atan2(y - sy, x - sx), d = std::hypot(x - sx, y - sy);
      const auto bin = static_cast<std::size_t>(std::floor((angle + M_PI) / (2 * M_PI) * 48)) % 48;
      if (d > far[bin]) far[bin] = d, furthest[bin] = {x, y};
      if (++seen <= 30) drawn.push_back({x, y});
      else if (draw() % seen < 30) drawn[draw() % 30] = {x, y};
    };
    for (const Point& from : beam)
      for (int speed = 1; speed <= o.unit.speed; ++speed)
        reference_ends(t, from.x, from.y, o.rules.tool_lengths[static_cast<std::size_t>(speed - 1)] - 0.5, R, m.grid.resolution, density, take);
    beam.clear();
    for (std::size_t b = 0; b < 48; ++b)
      if (far[b] >= 0) beam.push_back(furthest[b]);
    for (const auto& two : nearest)
      for (const auto& [key, p] : two) beam.push_back(p);
    beam.insert(beam.end(), drawn.begin(), drawn.end());
  }
  // The map's fewest actions to each roof, and whether a dice-free route reaches it within a count.
  const auto roof_within = [&](std::size_t b, int actions, bool without_dice) {
    for (const auto& c : m.cells) {
      if (m.levels[static_cast<std::size_t>(c.level)].building != static_cast<int>(b) || c.min_actions < 0 || c.min_actions > actions) continue;
      if (!without_dice) return true;
      const Route& r = m.routes[static_cast<std::size_t>(c.route)];
      if (r.mean_wounds == 0 && r.actions <= actions) return true;
    }
    return false;
  };
  CityCheck out;
  for (std::size_t b = 0; b < n; ++b) {
    const Piece& p = t.pieces[b];
    if (contact[b] > 0) {
      const int k = contact[b];
      const int need = p.height <= 1 ? k + 1 : p.height <= 2 ? k + k % 2 + 2 : 99;
      if (need <= o.actions) {
        ++out.roofs;
        if (!roof_within(b, need, false)) {
          ++out.later;
          UNSCOPED_INFO("from " << sx << "," << sy << ": the roof of the building at " << p.x << "," << p.y << " (height " << p.height
                                << ") is touched after " << k << " moves but not reached in " << need << " actions");
        }
      }
    }
    if (ladder_contact[b] > 0 && p.height <= 1 && ladder_contact[b] + 1 <= o.actions) {
      ++out.ladders;
      if (!roof_within(b, ladder_contact[b] + 1, true)) {
        ++out.ladder_later;
        UNSCOPED_INFO("from " << sx << "," << sy << ": the ladder of the building at " << p.x << "," << p.y << " is touched after "
                              << ladder_contact[b] << " moves but not climbed without dice in " << ladder_contact[b] + 1 << " actions");
      }
    }
  }
  return out;
}

}  // namespace

TEST_CASE("reference tool: on two cities, every roof whose face three real moves touch is reached as soon as its clamber allows", "[map][reference][city]") {
  CityCheck all;
  for (const auto& [gap, index] : {std::pair{1.0, std::uint64_t{1}}, std::pair{2.0, std::uint64_t{3}}}) {
    const Terrain t = city(gap, index);
    REQUIRE(t.pieces.size() >= 15);
    for (const double sx : {9.0, 27.0, 45.0, 63.0}) {
      const CityCheck c = check_city(t, sx, 3, Density{72, 8, 1, true});
      all.roofs += c.roofs, all.later += c.later, all.ladders += c.ladders, all.ladder_later += c.ladder_later;
    }
  }
  CAPTURE(all.roofs, all.later, all.ladders, all.ladder_later);
  CHECK(all.roofs >= 10);
  CHECK(all.ladders >= 3);
  CHECK(all.later == 0);
  CHECK(all.ladder_later == 0);
}

// The same on 8 cities at each of two gaps, from 4 starts: the figures RULINGS M4 quotes. Hidden
// (about 1.5 minutes in the release build): climbsim_core_tests "[city-wide]".
TEST_CASE("reference tool: on 16 cities from 4 starts each, no roof is reached later than three real moves and a clamber", "[.][city-wide]") {
  CityCheck all;
  for (const double gap : {1.0, 2.0})
    for (std::uint64_t index = 0; index < 8; ++index) {
      const Terrain t = city(gap, index);
      for (const double sx : {9.0, 27.0, 45.0, 63.0}) {
        const CityCheck c = check_city(t, sx, 3, Density{120, 5, 2, true});
        all.roofs += c.roofs, all.later += c.later, all.ladders += c.ladders, all.ladder_later += c.ladder_later;
      }
    }
  CAPTURE(all.roofs, all.later, all.ladders, all.ladder_later);
  WARN("roofs touched " << all.roofs << ", reached later " << all.later << "; ladder faces touched " << all.ladders << ", not climbed in time "
                        << all.ladder_later);
  CHECK(all.later == 0);
  CHECK(all.ladder_later == 0);
}
