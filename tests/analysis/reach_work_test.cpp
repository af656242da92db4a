// The map's work estimate against the work counted: cells the movement tool's legs crossed.
#include "climbsim/analysis/reach_work.hpp"

#include <catch2/catch.hpp>
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "climbsim/analysis/mission_entry.hpp"
#include "climbsim/units/roster.hpp"
#include "reach_fixtures.hpp"

using namespace climbsim;

TEST_CASE("the map's work estimate is within 3x of the cells its legs cross, on open and built-up tables", "[map][work]") {
  Terrain open;
  open.width = 72, open.depth = 36;
  Terrain city = load_terrain_file(std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/terrain/example.csv", 72, 36);
  int checked = 0;
  for (const Terrain* t : {&open, &city})
    for (double res : {0.5, 0.25, 0.1})
      for (int actions : {1, 2, 4, 8}) {
        if (res < 0.2 && actions > 2) continue;  // the finest cases are slow for a unit test
        auto o = unit_at(6, 18, actions);
        o.resolution = res;
        const double counted = static_cast<double>(compute_reach(*t, o).cell_visits);
        const double estimated = reach_work(*t, o).cell_visits;
        INFO((t == &city ? "city" : "open") << " resolution " << res << ", " << actions << " actions: counted " << counted
                                             << ", estimated " << estimated);
        CHECK(counted > 0);
        CHECK(estimated <= 3 * counted);
        CHECK(estimated >= counted / 3);
        ++checked;
      }
  CHECK(checked == 2 * (4 + 4 + 2));
  // The case that ran 118 s and 4 GB: a 240" square at 0.05" with 12 actions is refused at the
  // default limit (1e11 units) on its estimate alone.
  Terrain huge;
  huge.width = huge.depth = 240;
  auto big = unit_at(6, 18, 12);
  big.resolution = 0.05;
  CHECK(reach_work(huge, big).units > 1e11);
  CHECK(reach_work(huge, big).bytes > 4e9);
}

namespace {

// A built-in unit's map (on a notched base or a round one, as `notched` says) under core-2025 on
// `t`, from (6, 18) or deploying from the edge of blue's 9" band: the estimate checked within 3x of
// the cells its legs crossed, both said on failure.
void check_estimate(const std::string& table, const Terrain& t, const std::string& name, bool notched, double res, int actions, bool from_edge) {
  const auto& roster = builtin_roster();
  const auto unit = std::find_if(roster.begin(), roster.end(), [&](const Unit& u) { return u.name == name; });
  REQUIRE(unit != roster.end());
  REQUIRE(unit->notched_base == notched);
  auto o = unit_at(6, 18, actions);
  o.unit = *unit;
  o.rules = legion_edition("core-2025");
  o.resolution = res;
  if (from_edge) enter_from({Rect{0, 0, 72, 9}}, 72, 36, o);
  const double counted = static_cast<double>(compute_reach(t, o).cell_visits);
  const double estimated = reach_work(t, o).cell_visits;
  INFO(name << (unit->notched_base ? " (notched)" : " (round)") << " on the " << table << " table, resolution " << res << ", " << actions << " actions"
            << (from_edge ? " from the edge" : "") << ": counted " << counted << ", estimated " << estimated);
  CHECK(estimated <= 3 * counted);
  CHECK(estimated >= counted / 3);
}

// The open table and the example table, by name.
const std::vector<std::pair<std::string, Terrain>>& tables() {
  static const std::vector<std::pair<std::string, Terrain>> both = [] {
    Terrain open;
    open.width = 72, open.depth = 36;
    return std::vector<std::pair<std::string, Terrain>>{
        {"open", open}, {"example", load_terrain_file(std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/terrain/example.csv", 72, 36)}};
  }();
  return both;
}

}  // namespace

TEST_CASE("a notched base's map: the estimate is within 3x of the cells its legs cross, from a point and from the table's edge", "[map][work]") {
  // A notched base casts from every source it has reached (M8), so its later actions cross many
  // times the cells a round base's do: the 74-Z Speeder Bikes' map at 0.25" with 4 actions crossed
  // 28x the round base's estimate, which let its maps past the work limit.
  for (const char* name : {"74-z-speeder-bikes", "dewback-rider"})
    for (const auto& [table, t] : tables())
      for (double res : {0.5, 0.25})
        for (int actions : {1, 2, 4})
          for (bool from_edge : {false, true})
            if (!from_edge || res >= 0.5)  // the slowest cases are the command line's, not a unit test's
              check_estimate(table, t, name, true, res, actions, from_edge);
}

TEST_CASE("a round base deploying: the estimate is within 3x of the cells its legs cross from the table's edge", "[map][work]") {
  // Deploying, the first move sets out from every point of the Territory's edge: estimated from a
  // point, Stormtroopers' first action from a 72" edge crossed 7-8x the estimate.
  for (const char* name : {"stormtroopers", "darth-vader"})
    for (const auto& [table, t] : tables())
      for (double res : {0.5, 0.25})
        for (int actions : {1, 2, 4}) check_estimate(table, t, name, false, res, actions, true);
}
