// The map's shortcut for sources that cast before (RULINGS M2): a source whose move at an earlier
// action started from the same position, with the same tool and dice, casts no legs again. Against
// the map with every source cast at every action (ReachOptions::recast_every_action), on tables
// where sources stay at the edge of their region action after action (beside pieces, a fence, the
// table's edge): every cell's fewest actions, fastest and safest route are the same, and the legs'
// work falls. For a unit without Scale, with Scale (a free clamber beside each move), in difficult
// ground, with Jump (moves over low terrain). A notched base keeps no shortcut (M8): its sources are
// dealt to sectors by their order, so leaving some out would move the others (with the shortcut,
// 46 of its cells' routes came out named otherwise); its map and work are the slow way's.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "climbsim/units/roster.hpp"
#include "reach_fixtures.hpp"

using namespace climbsim;

namespace {

struct Case {
  std::string what;
  Terrain terrain;
  ReachOptions options;
};

Terrain walled_town() {
  return table({piece(PieceKind::building, 14, 4, 4, 4, 1.0), piece(PieceKind::building, 8, 14, 5, 3, 2.0),
                piece(PieceKind::wall, 20, 0, 0.5, 10, 1.0), piece(PieceKind::building, 24, 12, 4, 6, 2.0),
                piece(PieceKind::difficult, 2, 10, 5, 5, 0.0)});
}

std::string name_of(const ReachMap& m, int route) { return route < 0 ? "-" : m.routes[static_cast<std::size_t>(route)].name; }

}  // namespace

TEST_CASE("a source that cast from the same place at an earlier action is not cast again, and the map is the same", "[map][recast]") {
  std::vector<Case> cases;
  cases.push_back({"stormtroopers", walled_town(), unit_at(4, 4, 6)});
  auto wookiees = unit_at(4, 4, 5, 3);
  wookiees.unit = find_unit(builtin_roster(), "wookiee-warriors");  // Scale
  cases.push_back({"wookiee warriors", walled_town(), wookiees});
  auto hindered = unit_at(4.5, 12.5, 5);  // starts in the difficult ground
  cases.push_back({"from difficult ground", walled_town(), hindered});
  auto bikes = unit_at(4, 4, 4, 2);
  bikes.unit = find_unit(builtin_roster(), "74-z-speeder-bikes");  // notched, Speeder
  bikes.start_facing = 30.0;
  cases.push_back({"speeder bikes facing 30 degrees", walled_town(), bikes});
  auto jumper = unit_at(4, 4, 5, 1);
  jumper.unit = find_unit(builtin_roster(), "luke-skywalker");  // Jump 1
  cases.push_back({"Luke Skywalker (Jump 1)", walled_town(), jumper});
  for (const Case& k : cases) {
    CAPTURE(k.what);
    ReachOptions every = k.options;
    every.recast_every_action = true;
    const ReachMap fast = compute_reach(k.terrain, k.options), slow = compute_reach(k.terrain, every);
    REQUIRE(fast.cells.size() == slow.cells.size());
    int reached = 0, differ = 0;
    for (std::size_t c = 0; c < fast.cells.size(); ++c) {
      const ReachCell &a = fast.cells[c], &b = slow.cells[c];
      reached += b.min_actions >= 0 ? 1 : 0;
      const bool same = a.cell == b.cell && a.level == b.level && a.min_actions == b.min_actions &&
                        name_of(fast, a.fastest) == name_of(slow, b.fastest) && name_of(fast, a.route) == name_of(slow, b.route);
      if (!same) {
        ++differ;
        UNSCOPED_INFO("cell " << a.cell << " level " << a.level << ": " << a.min_actions << " " << name_of(fast, a.route) << " against "
                              << b.min_actions << " " << name_of(slow, b.route));
      }
    }
    CAPTURE(reached, fast.cell_visits, slow.cell_visits);
    CHECK(reached > 1000);
    CHECK(differ == 0);
    if (k.options.unit.notched_base) CHECK(fast.cell_visits == slow.cell_visits);
    else CHECK(fast.cell_visits < slow.cell_visits);  // the shortcut acts
  }
}
