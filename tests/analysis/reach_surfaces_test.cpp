// A table's surfaces built once for its maps (terrain/surface_cache.hpp), against the same built
// afresh: every level, clearance, walk join and crossing the same; one build per kind of leader;
// another table refused; and maps that share them the same as maps that build their own.
#include <catch2/catch.hpp>
#include <stdexcept>
#include <vector>

#include "climbsim/platform/executor.hpp"
#include "climbsim/terrain/surface_cache.hpp"
#include "climbsim/units/roster.hpp"
#include "reach_fixtures.hpp"

using namespace climbsim;

namespace {

// A building with a ladder, a flush roof beside a hill (a walk join), a wall, difficult ground.
Terrain town() {
  return table({piece(PieceKind::building, 14, 4, 4, 4, 1.0, kSouth), piece(PieceKind::hill, 4, 20, 6, 6, 1.0),
                piece(PieceKind::building, 10, 20, 5, 6, 1.0), piece(PieceKind::wall, 20, 0, 0.5, 10, 1.0),
                piece(PieceKind::difficult, 2, 10, 5, 5, 0.0), piece(PieceKind::building, 24, 12, 4, 6, 2.0)});
}

bool same_levels(const std::vector<Level>& a, const std::vector<Level>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t l = 0; l < a.size(); ++l) {
    const Level &x = a[l], &y = b[l];
    if (x.building != y.building || x.height != y.height || x.drop != y.drop || x.capacity != y.capacity || x.patch.i0 != y.patch.i0 ||
        x.patch.j0 != y.patch.j0 || x.patch.nx != y.patch.nx || x.patch.ny != y.patch.ny || x.surface != y.surface || x.free != y.free ||
        x.difficult != y.difficult || x.ground_height != y.ground_height)
      return false;
  }
  return true;
}

bool same_crossings(const std::vector<Crossing>& a, const std::vector<Crossing>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t k = 0; k < a.size(); ++k)
    if (a[k].from_cell != b[k].from_cell || a[k].to_cell != b[k].to_cell || a[k].from_level != b[k].from_level || a[k].to_level != b[k].to_level ||
        a[k].height != b[k].height || a[k].ladder != b[k].ladder || a[k].over_wall != b[k].over_wall || a[k].walk != b[k].walk)
      return false;
  return true;
}

bool same_walks(const std::vector<WalkJoin>& a, const std::vector<WalkJoin>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t k = 0; k < a.size(); ++k)
    if (a[k].ground != b[k].ground || a[k].roofs != b[k].roofs || a[k].landing != b[k].landing || !(a[k].clearance == b[k].clearance)) return false;
  return true;
}

bool same(const Surfaces& a, const Surfaces& b) {
  return same_levels(a.levels, b.levels) && a.clearance == b.clearance && same_walks(a.walks, b.walks) && same_crossings(a.crossings, b.crossings);
}

}  // namespace

TEST_CASE("a table's surfaces are built once per kind of leader and are those built afresh", "[map][surfaces]") {
  const Terrain t = town();
  const PieceIndex index(t);
  Grid grid;
  grid.nx = 288, grid.ny = 144;  // the 72" x 36" table at 0.25"
  SurfaceOptions small, large;
  large.base_radius = 50.0 / 25.4 / 2;
  SurfaceCache cache;
  std::vector<std::shared_ptr<const Surfaces>> got(8);
  exec::parallel_for(got.size(), [&](std::size_t k) { got[k] = cache.get(t, grid, small, index, 1.0); });
  for (const auto& g : got) CHECK(g == got.front());  // one object for every asker
  CHECK(cache.built() == 1);
  const Surfaces fresh = build_surfaces(t, grid, small, index, 1.0);
  CHECK(same(*got.front(), fresh));
  REQUIRE(!got.front()->walks.empty());  // the flush roof is joined, to the ground
  CHECK(got.front()->walks.front().ground);
  CHECK(!got.front()->crossings.empty());

  // A larger base, or another height of wall to clamber over: built anew, and each its own.
  const auto big = cache.get(t, grid, large, index, 1.0);
  CHECK(cache.built() == 2);
  CHECK(same(*big, build_surfaces(t, grid, large, index, 1.0)));
  CHECK(!same(*big, fresh));  // the test can tell them apart
  const auto low_walls = cache.get(t, grid, small, index, 0.5);
  CHECK(cache.built() == 3);
  CHECK(same(*low_walls, build_surfaces(t, grid, small, index, 0.5)));
  CHECK(cache.get(t, grid, small, index, 1.0) == got.front());
  CHECK(cache.built() == 3);

  const Terrain other = town();
  CHECK_THROWS_AS(cache.get(other, grid, small, index, 1.0), std::logic_error);
}

TEST_CASE("maps that share a table's surfaces are the maps that build their own", "[map][surfaces]") {
  const Terrain t = town();
  SurfaceCache cache;
  for (const char* unit : {"stormtroopers", "wookiee-warriors", "stormtroopers"}) {
    CAPTURE(unit);
    auto o = unit_at(4, 4, 4);
    o.unit = find_unit(builtin_roster(), unit);
    const ReachMap shared = compute_reach(t, o, nullptr, &cache), own = compute_reach(t, o);
    REQUIRE(shared.cells.size() == own.cells.size());
    int differ = 0;
    for (std::size_t k = 0; k < own.cells.size(); ++k) {
      const ReachCell &a = shared.cells[k], &b = own.cells[k];
      differ += a.cell != b.cell || a.level != b.level || a.min_actions != b.min_actions || a.fastest != b.fastest || a.route != b.route ? 1 : 0;
    }
    CHECK(differ == 0);
    REQUIRE(shared.routes.size() == own.routes.size());
    for (std::size_t r = 0; r < own.routes.size(); ++r) CHECK(shared.routes[r].name == own.routes[r].name);
    CHECK(same_levels(shared.levels, own.levels));
  }
  CHECK(cache.built() == 2);  // the two stormtrooper maps shared one build
}
