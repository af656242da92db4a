// The table generator: the same table for the same (seed, index), and every table valid terrain.
// Validity is checked by code other than the generator's: the terrain reader and its stacking
// check (overlaps), and a brute-force gap and zone check written here.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "climbsim/terrain/table_generator.hpp"
#include "footprint_reference.hpp"

using namespace climbsim;

namespace {

// The least distance between two rectangles, by sampling their edges densely (slow, obvious).
double sampled_gap(const Piece& a, const Piece& b) {
  double best = 1e9;
  const auto edge_points = [](const Piece& p) {
    std::vector<std::pair<double, double>> pts;
    constexpr int n = 40;
    for (int k = 0; k <= n; ++k) {
      const double fx = p.x + p.width * k / n, fy = p.y + p.depth * k / n;
      pts.insert(pts.end(), {{fx, p.y}, {fx, p.y1()}, {p.x, fy}, {p.x1(), fy}});
    }
    return pts;
  };
  const auto pa = edge_points(a), pb = edge_points(b);
  for (const auto& [x1, y1] : pa)
    for (const auto& [x2, y2] : pb) best = std::min(best, std::hypot(x1 - x2, y1 - y2));
  return best;
}

bool overlaps(const Piece& a, const Piece& b) { return a.x < b.x1() && b.x < a.x1() && a.y < b.y1() && b.y < a.y1(); }

}  // namespace

TEST_CASE("a generated table depends only on the seed and its index", "[terrain][generator]") {
  const TableRecipe r;
  const auto text = [&](std::uint64_t seed, std::uint64_t i) { return terrain_csv(generate_table(r, seed, i), "t"); };
  const std::string third = text(7, 3);
  for (std::uint64_t i = 1; i <= 5; ++i) (void)text(7, i);  // drawing others first changes nothing
  CHECK(text(7, 3) == third);
  CHECK(text(7, 4) != third);
  CHECK(text(8, 3) != third);
}

TEST_CASE("generated tables are valid terrain with the recipe's zones and gaps", "[terrain][generator]") {
  // The default gap (2"), and no gap: pieces may touch but never overlap (a gap of 0 once let them
  // overlap, and the reader refused the table).
  for (const double gap : {2.0, 0.0}) {
  TableRecipe r;
  r.min_gap = gap;
  CAPTURE(gap);
  int storeys = 0, ladders = 0, short_tables = 0, touching = 0;
  int kinds[6] = {};
  constexpr int kTables = 100;
  for (std::uint64_t i = 1; i <= kTables; ++i) {
    const Terrain t = generate_table(r, 11, i);
    // The file it writes reads back (the reader refuses overlaps other than storeys) to the same pieces.
    const Terrain back = parse_terrain(terrain_csv(t, "table"), "table", r.width, r.depth);
    REQUIRE(back.pieces.size() == t.pieces.size());
    int ground = 0;
    for (std::size_t k = 0; k < t.pieces.size(); ++k) {
      const Piece& p = back.pieces[k];
      CHECK(p.x == t.pieces[k].x);
      CHECK(p.height == t.pieces[k].height);
      ++kinds[static_cast<int>(p.kind)];
      ladders += p.ladder != 0;
      CHECK(p.x >= 0);
      CHECK(p.x1() <= r.width);
      CHECK(p.y >= r.zone_depth);  // the deployment zones stay clear
      CHECK(p.y1() <= r.depth - r.zone_depth);
      if (p.stands_on >= 0) {
        ++storeys;
        const Piece& below = back.pieces[static_cast<std::size_t>(p.stands_on)];
        CHECK(p.height > below.height);
        continue;
      }
      ++ground;
      for (std::size_t m = 0; m < k; ++m) {
        const Piece& q = back.pieces[m];
        if (q.stands_on >= 0) continue;
        CHECK_FALSE(overlaps(p, q));
        CHECK(sampled_gap(p, q) >= r.min_gap - 1e-9);
        touching += sampled_gap(p, q) < 1e-9 ? 1 : 0;
      }
    }
    CHECK(ground <= r.max_pieces);
    short_tables += ground < r.min_pieces;
  }
  // A piece that finds no place is left out; on the default recipe that is rare.
  CHECK(short_tables <= kTables / 20);
  CHECK(storeys > 5);
  CHECK(ladders > 25);
  for (int k : kinds) CHECK(k > 10);  // every kind turns up
  if (gap == 0) CHECK(touching > 20);  // with no gap, pieces are placed side by side
  }
}

TEST_CASE("generated tables with turned and round pieces: valid, apart by the gap, read back to the bit", "[terrain][generator][footprint]") {
  TableRecipe r;
  r.p_turned = 0.6;
  int discs = 0, turned = 0, plain_turnable = 0;
  for (std::uint64_t i = 1; i <= 40; ++i) {
    const Terrain t = generate_table(r, 11, i);
    const std::string text = terrain_csv(t, "table");
    const Terrain back = parse_terrain(text, "table", r.width, r.depth);  // the reader refuses overlaps
    REQUIRE(back.pieces.size() == t.pieces.size());
    CHECK(terrain_csv(back, "table") == text);
    for (std::size_t k = 0; k < t.pieces.size(); ++k) {
      const Piece& p = back.pieces[k];
      CHECK((p.shape != nullptr) == (t.pieces[k].shape != nullptr));
      CHECK(std::tie(p.x, p.y, p.width, p.depth) == std::tie(t.pieces[k].x, t.pieces[k].y, t.pieces[k].width, t.pieces[k].depth));
      const bool turnable = p.kind == PieceKind::impassable || p.kind == PieceKind::difficult || p.kind == PieceKind::barricade;
      CHECK((!p.shape || turnable));
      if (!p.shape) {
        plain_turnable += turnable ? 1 : 0;
        continue;
      }
      CHECK(p.shape->corners() == t.pieces[k].shape->corners());
      (p.shape->is_disc() ? discs : turned) += 1;
      // On the table, clear of the zones, and the gap from every other ground piece: the footprint's
      // boundary sampled every 0.01" against the other's distance by hand.
      for (const auto& [x, y] : footprint_reference::boundary_samples(*p.shape, 0.01)) {
        CHECK((x >= -1e-9 && x <= r.width + 1e-9 && y >= r.zone_depth - 1e-9 && y <= r.depth - r.zone_depth + 1e-9));
        for (std::size_t m = 0; m < back.pieces.size(); ++m) {
          const Piece& q = back.pieces[m];
          if (m == k || q.stands_on >= 0) continue;
          const double d = q.shape ? footprint_reference::distance_by_hand(*q.shape, x, y)
                                   : std::hypot(std::max({q.x - x, 0.0, x - q.x1()}), std::max({q.y - y, 0.0, y - q.y1()}));
          if (d < r.min_gap - 1e-9) FAIL_CHECK("piece " << k + 1 << " comes " << d << "\" from piece " << m + 1 << " of table " << i);
        }
      }
    }
  }
  CHECK(discs > 5);
  CHECK(turned > 30);
  CHECK(plain_turnable > 20);  // some stay rectangles (0.6, not 1)
  CHECK(terrain_csv(generate_table(r, 11, 3), "t") != terrain_csv(generate_table(TableRecipe{}, 11, 3), "t"));
}

TEST_CASE("a table recipe out of range is refused with the field named", "[terrain][generator]") {
  TableRecipe r;
  CHECK(validate(r).empty());
  r.min_pieces = 9, r.max_pieces = 8;
  CHECK(validate(r).find("pieces") != std::string::npos);
  r = TableRecipe{};
  r.zone_depth = 13;
  CHECK(validate(r).find("zones") != std::string::npos);
  r = TableRecipe{};
  r.p_storey = 1.5;
  CHECK(validate(r).find("storey") != std::string::npos);
  r = TableRecipe{};
  r.p_turned = -0.1;
  std::string field;
  CHECK(validate(r, &field).find("turned") != std::string::npos);
  CHECK(field == "turned");
}
