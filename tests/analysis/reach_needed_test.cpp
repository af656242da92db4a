// A map told which ground cells its caller reads (ReachOptions::needed_ground) against the map of
// the same table with every source cast: every cell off the ground, and every listed cell, must keep
// its fewest actions and fastest route, while the ground's standard moves leave out the sources and
// the joints that can lead to neither (reach_needed.cpp, RULINGS M2) and the work falls. On a hand-made town (a
// listed cell far away, one only the last action reaches, one beside the start; a unit with Scale,
// whose last move still matters beside a roof not yet reached) and on generated tables as a study
// sees them (stormtroopers; wookiee warriors with Scale; and without it, slowed by difficult ground).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "climbsim/terrain/table_generator.hpp"
#include "climbsim/units/roster.hpp"
#include "climbsim/units/what_if.hpp"
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
  int read_cells = 0;     // cells off the ground and listed cells: fewest actions and fastest route compared
  int read_differ = 0;    // ... of which differ
  int read_reached = 0;   // ... of which the full map reaches
  int last_action_ground_full = 0;  // ground cells the full map reaches first at the last action
  int last_action_ground_kept = 0;  // ... that the told map still reaches
};

Compared compare(const ReachMap& full, const ReachMap& told, int actions, const std::vector<std::pair<double, double>>& listed) {
  REQUIRE(full.cells.size() == told.cells.size());
  std::vector<std::size_t> listed_cells;
  for (const auto& [x, y] : listed) listed_cells.push_back(full.grid.cell_at(x, y));
  Compared out;
  for (std::size_t k = 0; k < full.cells.size(); ++k) {
    const ReachCell &a = full.cells[k], &b = told.cells[k];
    REQUIRE(a.cell == b.cell);
    REQUIRE(a.level == b.level);
    const bool is_listed = a.level == 0 && std::find(listed_cells.begin(), listed_cells.end(), a.cell) != listed_cells.end();
    if (a.level > 0 || is_listed) {
      ++out.read_cells;
      out.read_reached += a.min_actions >= 0 ? 1 : 0;
      const bool same = a.min_actions == b.min_actions && name_of(full, a.fastest) == name_of(told, b.fastest);
      if (!same)
        UNSCOPED_INFO("cell " << a.cell << " level " << a.level << ": " << a.min_actions << " " << name_of(full, a.fastest) << " against "
                              << b.min_actions << " " << name_of(told, b.fastest));
      out.read_differ += same ? 0 : 1;
    } else if (a.min_actions == actions) {
      ++out.last_action_ground_full;
      out.last_action_ground_kept += b.min_actions == actions ? 1 : 0;
    }
  }
  return out;
}

ReachMap every_source(const Terrain& t, ReachOptions o) {
  o.every_source = true;
  return compute_reach(t, o);
}

}  // namespace

TEST_CASE("a map told the ground cells it is read for: the same roofs and listed cells, less work", "[map][needed]") {
  const Terrain t = town();
  const int actions = 4;
  auto options = unit_at(3, 3, actions);

  SECTION("a listed cell out of reach: only moves toward a roof are made, and nothing read changes") {
    options.needed_ground = std::vector<std::pair<double, double>>{{70, 34}};  // 69" away: far beyond 4 moves
    const ReachMap full = every_source(t, options), told = compute_reach(t, options);
    const Compared c = compare(full, told, actions, *options.needed_ground);
    CAPTURE(c.read_cells, c.read_reached, c.last_action_ground_full, c.last_action_ground_kept, told.cell_visits, full.cell_visits);
    CHECK(c.read_cells > 300);  // all three roofs are on the map...
    CHECK(c.read_reached > 100);
    CHECK(c.read_differ == 0);  // ...with the full map's figures
    CHECK(c.last_action_ground_full > 1000);  // the full map's last move on the ground...
    CHECK(c.last_action_ground_kept == 0);    // ...is left out: no climb can follow it
    CHECK(at(told, 70, 34, 0)->min_actions == -1);
    CHECK(told.cell_visits < full.cell_visits * 3 / 4);
  }
  SECTION("a listed cell that only the last action reaches is the full map's") {
    const ReachMap whole = compute_reach(t, options);
    const ReachCell* target = nullptr;
    for (const auto& c : whole.cells)
      if (c.level == 0 && c.min_actions == actions) target = &c;
    REQUIRE(target != nullptr);
    const double x = whole.grid.cx(whole.grid.column(target->cell)), y = whole.grid.cy(whole.grid.row(target->cell));
    options.needed_ground = std::vector<std::pair<double, double>>{{70, 34}, {x, y}};
    const ReachMap full = every_source(t, options), told = compute_reach(t, options);
    const Compared c = compare(full, told, actions, *options.needed_ground);
    CHECK(c.read_differ == 0);
    CHECK(at(told, x, y, 0)->min_actions == actions);
    CHECK(name_of(told, at(told, x, y, 0)->fastest) == name_of(whole, target->fastest));
    CHECK(told.cell_visits < full.cell_visits);
  }
  SECTION("a listed cell reached before the last action needs no last move") {
    options.needed_ground = std::vector<std::pair<double, double>>{{3.5, 3.5}};  // beside the start: one move
    const ReachMap full = every_source(t, options), told = compute_reach(t, options);
    const Compared c = compare(full, told, actions, *options.needed_ground);
    CHECK(c.read_differ == 0);
    CHECK(c.last_action_ground_kept == 0);
    CHECK(at(told, 3.5, 3.5, 0)->min_actions == at(full, 3.5, 3.5, 0)->min_actions);
  }
  SECTION("a unit with Scale makes its last move only where a free clamber can still reach a roof cell first") {
    options.unit.keywords.scale = true;
    options.actions = 3;  // at the last action some roof cells are still unreached
    options.needed_ground = std::vector<std::pair<double, double>>{{70, 34}};
    const ReachMap full = every_source(t, options), told = compute_reach(t, options);
    const Compared c = compare(full, told, options.actions, *options.needed_ground);
    CAPTURE(c.read_cells, c.read_reached, c.last_action_ground_full, c.last_action_ground_kept, told.cell_visits, full.cell_visits);
    CHECK(c.read_differ == 0);
    CHECK(c.last_action_ground_full > 1000);
    CHECK(c.last_action_ground_kept > 0);  // beside the roofs, the last move is made...
    CHECK(c.last_action_ground_kept < c.last_action_ground_full);  // ...and far from them not
    CHECK(told.cell_visits < full.cell_visits);
  }
  SECTION("Jump X casts every source: a jump from any ground cell may reach a roof") {
    options.unit = find_unit(builtin_roster(), "luke-skywalker");
    options.needed_ground = std::vector<std::pair<double, double>>{{70, 34}};
    const ReachMap full = every_source(t, options), told = compute_reach(t, options);
    CHECK(compare(full, told, actions, *options.needed_ground).read_differ == 0);
    CHECK(told.cell_visits == full.cell_visits);
  }
}

TEST_CASE("on generated tables a study's maps read the same with the ground's unneeded sources left out", "[map][needed][study]") {
  // As a study asks (4 actions, the objective at the table's centre), from two starts in the south
  // zone, on three generated tables, for three units: every roof and hilltop cell's fewest actions
  // and fastest route, and the objective's, against every source cast.
  const TableRecipe recipe;
  Unit no_scale = find_unit(builtin_roster(), "wookiee-warriors");
  apply_what_if("no-scale", no_scale);
  const std::vector<Unit> units = {find_unit(builtin_roster(), "stormtroopers"), find_unit(builtin_roster(), "wookiee-warriors"), no_scale};
  int read = 0, reached = 0, differ = 0;
  std::uint64_t told_work = 0, full_work = 0;
  for (std::uint64_t table = 1; table <= 3; ++table) {
    const Terrain t = generate_table(recipe, 1, table);
    for (const Unit& unit : units)
      for (const double x : {18.0, 54.0}) {
        ReachOptions o;
        o.unit = unit;
        o.actions = 4;
        o.start_x = x, o.start_y = recipe.zone_depth / 2;
        o.needed_ground = std::vector<std::pair<double, double>>{{recipe.width / 2, recipe.depth / 2}};
        CAPTURE(table, unit.name, x);
        const ReachMap full = every_source(t, o), told = compute_reach(t, o);
        const Compared c = compare(full, told, o.actions, *o.needed_ground);
        read += c.read_cells, reached += c.read_reached, differ += c.read_differ;
        told_work += told.cell_visits, full_work += full.cell_visits;
      }
  }
  CAPTURE(read, reached, differ, told_work, full_work);
  CHECK(reached > 2000);  // roofs in reach, or the comparison says little
  CHECK(differ == 0);
  CHECK(told_work < full_work / 2);  // measured: 0.37 of the work
}
