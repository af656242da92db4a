// A map told which ground cells its caller reads (ReachOptions::needed_ground) against the whole map
// of the same table: every roof cell's figures, and the listed cells' fewest actions and fastest
// route, must be the whole map's; only the last action's standard move on the ground may be left
// out, and only when it could reach no listed cell still unreached. A unit with Scale always makes
// it: a free clamber after that move starts from the ground (R10).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "reach_fixtures.hpp"

using namespace climbsim;

namespace {

// Three buildings, two of them high, away from the start; the last action's move on the ground is
// the largest spread of the map.
Terrain town() {
  return table({piece(PieceKind::building, 14, 4, 4, 4, 1.0), piece(PieceKind::building, 8, 14, 5, 3, 2.0),
                piece(PieceKind::building, 22, 12, 4, 6, 2.0)});
}

const std::string& name_of(const ReachMap& m, int route) {
  static const std::string none = "-";
  return route < 0 ? none : m.routes[static_cast<std::size_t>(route)].name;
}

struct Compared {
  int roof_cells = 0;           // roof cells, compared in every figure
  int roof_differ = 0;          // ... of which differ
  int earlier_ground_differ = 0;  // ground cells reached before the last action that differ
  int last_action_ground_full = 0;  // ground cells the whole map reaches first at the last action
  int last_action_ground_kept = 0;  // ... that the told map still reaches
};

Compared compare(const ReachMap& full, const ReachMap& told, int actions) {
  REQUIRE(full.cells.size() == told.cells.size());
  Compared out;
  for (std::size_t k = 0; k < full.cells.size(); ++k) {
    const ReachCell &a = full.cells[k], &b = told.cells[k];
    REQUIRE(a.cell == b.cell);
    REQUIRE(a.level == b.level);
    const bool same = a.min_actions == b.min_actions && name_of(full, a.fastest) == name_of(told, b.fastest) &&
                      name_of(full, a.route) == name_of(told, b.route);
    if (a.level > 0) {
      ++out.roof_cells;
      out.roof_differ += same ? 0 : 1;
    } else if (a.min_actions >= 0 && a.min_actions < actions) {
      out.earlier_ground_differ += a.min_actions == b.min_actions && name_of(full, a.fastest) == name_of(told, b.fastest) ? 0 : 1;
    } else if (a.min_actions == actions) {
      ++out.last_action_ground_full;
      out.last_action_ground_kept += b.min_actions == actions ? 1 : 0;
    }
  }
  return out;
}

}  // namespace

TEST_CASE("a map told the ground cells it is read for: the same roofs and listed cells, less work", "[map][needed]") {
  const Terrain t = town();
  const int actions = 3;
  auto options = unit_at(3, 3, actions);
  const ReachMap full = compute_reach(t, options);

  SECTION("a listed cell out of the last move's reach: that move is left out, and nothing read changes") {
    options.needed_ground = std::vector<std::pair<double, double>>{{70, 34}};  // 69" away: far beyond 3 moves
    const ReachMap told = compute_reach(t, options);
    const Compared c = compare(full, told, actions);
    CHECK(c.roof_cells > 300);  // all three roofs are on the map...
    CHECK(c.roof_differ == 0);  // ...with the whole map's figures
    CHECK(c.earlier_ground_differ == 0);
    CHECK(c.last_action_ground_full > 1000);  // the whole map's last move on the ground...
    CHECK(c.last_action_ground_kept == 0);    // ...is left out
    CHECK(at(told, 70, 34, 0)->min_actions == -1);
    CHECK(told.cell_visits < full.cell_visits * 3 / 4);
  }
  SECTION("a listed cell that only the last action reaches: the move is made, and the cell is the whole map's") {
    const ReachCell* target = nullptr;
    for (const auto& c : full.cells)
      if (c.level == 0 && c.min_actions == actions) target = &c;
    REQUIRE(target != nullptr);
    const double x = full.grid.cx(full.grid.column(target->cell)), y = full.grid.cy(full.grid.row(target->cell));
    options.needed_ground = std::vector<std::pair<double, double>>{{70, 34}, {x, y}};
    const ReachMap told = compute_reach(t, options);
    const Compared c = compare(full, told, actions);
    CHECK(c.roof_differ == 0);
    CHECK(c.last_action_ground_kept == c.last_action_ground_full);
    CHECK(at(told, x, y, 0)->min_actions == actions);
    CHECK(told.cell_visits == full.cell_visits);
  }
  SECTION("a listed cell reached before the last action needs no last move") {
    options.needed_ground = std::vector<std::pair<double, double>>{{3.5, 3.5}};  // beside the start: one move
    const ReachMap told = compute_reach(t, options);
    const Compared c = compare(full, told, actions);
    CHECK(c.roof_differ == 0);
    CHECK(c.last_action_ground_kept == 0);
    CHECK(at(told, 3.5, 3.5, 0)->min_actions == at(full, 3.5, 3.5, 0)->min_actions);
  }
  SECTION("a unit with Scale always makes the last move: a free clamber after it starts from the ground") {
    options.unit.keywords.scale = true;
    const ReachMap scaled_full = compute_reach(t, [&] {
      auto o = options;
      o.needed_ground.reset();
      return o;
    }());
    options.needed_ground = std::vector<std::pair<double, double>>{{70, 34}};
    const ReachMap told = compute_reach(t, options);
    const Compared c = compare(scaled_full, told, actions);
    CHECK(c.roof_differ == 0);
    CHECK(c.last_action_ground_full > 1000);
    CHECK(c.last_action_ground_kept == c.last_action_ground_full);
  }
}
