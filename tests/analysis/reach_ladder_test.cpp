// Ladders on generated tables: every ladder a table carries is one a mini can use. Checked from the
// map's side, not the generator's: for each ladder face, a start at its foot is found by sampling
// (a base a radius and a little out from the face, on the ground clear of every piece and inside
// the table, or on the roof of the building a storey stands on, its centre half a radius inside
// that roof's edge and a radius from the storey), and the map from there must reach the ladder's
// roof without dice in 4 actions. A ladder where no foot is found, or whose roof the map reaches
// only with dice, fails.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <optional>
#include <sstream>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/terrain/table_generator.hpp"

using namespace climbsim;

namespace {

const double R = 27.0 / 25.4 / 2;  // a 27 mm base's radius, inches

double to_rect(const Piece& q, double x, double y) {
  return std::hypot(std::max({q.x - x, 0.0, x - q.x1()}), std::max({q.y - y, 0.0, y - q.y1()}));
}

bool blocks(const Piece& q) { return q.kind == PieceKind::building || q.kind == PieceKind::wall || q.kind == PieceKind::barricade || q.kind == PieceKind::impassable; }

// Points along `face` of p, `out` inches out from it, a twentieth of the face apart (corners left out).
std::vector<std::pair<double, double>> along(const Piece& p, unsigned face, double out) {
  std::vector<std::pair<double, double>> pts;
  for (int k = 1; k < 20; ++k) {
    const double f = k / 20.0;
    if (face == kNorth) pts.emplace_back(p.x + f * p.width, p.y1() + out);
    if (face == kSouth) pts.emplace_back(p.x + f * p.width, p.y - out);
    if (face == kEast) pts.emplace_back(p.x1() + out, p.y + f * p.depth);
    if (face == kWest) pts.emplace_back(p.x - out, p.y + f * p.depth);
  }
  return pts;
}

struct Foot {
  double x, y, level;
};

// Feet of `face` of piece k: on the ground, or on the roof the piece stands on. For a storey also
// the ground in front of its building's same side (the two sides climbed as one).
std::vector<Foot> feet(const Terrain& t, std::size_t k, unsigned face) {
  const Piece& p = t.pieces[k];
  std::vector<Foot> out;
  const auto on_ground = [&](const Piece& side_of) {
    for (const auto& [x, y] : along(side_of, face, R + 0.1)) {
      if (x < R || y < R || x > t.width - R || y > t.depth - R) continue;
      if (std::any_of(t.pieces.begin(), t.pieces.end(), [&](const Piece& q) { return blocks(q) && to_rect(q, x, y) < R; })) continue;
      out.push_back({x, y, 0});
    }
  };
  if (p.stands_on < 0) {
    on_ground(p);
    return out;
  }
  const Piece& below = t.pieces[static_cast<std::size_t>(p.stands_on)];
  for (const auto& [x, y] : along(p, face, R + 0.1)) {
    const bool on_roof = x >= below.x + R / 2 && x <= below.x1() - R / 2 && y >= below.y + R / 2 && y <= below.y1() - R / 2;
    if (on_roof && x >= R && y >= R && x <= t.width - R && y <= t.depth - R) out.push_back({x, y, below.height});
  }
  on_ground(below);
  return out;
}

}  // namespace

TEST_CASE("every ladder a generated table carries is climbed without dice from its foot", "[map][ladder][generator]") {
  const TableRecipe recipe;
  int ladders = 0, climbed = 0, tall = 0;  // tall: on a roof above height 2 (a storey's, climbed from its building)
  for (std::uint64_t i = 1; i <= 16; ++i) {
    const Terrain t = generate_table(recipe, 1, i);
    for (std::size_t k = 0; k < t.pieces.size(); ++k) {
      const Piece& p = t.pieces[k];
      for (const unsigned face : {kNorth, kEast, kSouth, kWest}) {
        if (!(p.ladder & face)) continue;
        ++ladders;
        tall += p.height > 2 ? 1 : 0;
        CAPTURE(i, k, face, p.x, p.y, p.width, p.depth, p.height);
        bool free = false, started = false;
        for (const Foot& f : feet(t, k, face)) {
          ReachOptions o;
          o.start_x = f.x, o.start_y = f.y, o.actions = 4;
          if (f.level > 0) o.start_level = f.level;
          std::optional<ReachMap> m;
          try {
            m = compute_reach(t, o);
          } catch (const std::invalid_argument&) {
            continue;  // the base does not fit just there
          }
          started = true;
          for (const auto& c : m->cells) {
            const auto& lvl = m->levels[static_cast<std::size_t>(c.level)];
            if (lvl.building == static_cast<int>(k) && c.route >= 0 && m->routes[static_cast<std::size_t>(c.route)].mean_wounds == 0) free = true;
          }
          if (free) break;
        }
        CHECK(started);
        CHECK(free);
        climbed += free ? 1 : 0;
      }
    }
  }
  CAPTURE(ladders, climbed, tall);
  CHECK(ladders > 40);
  CHECK(climbed == ladders);
}
