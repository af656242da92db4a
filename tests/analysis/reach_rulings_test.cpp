// The map under the rulings of the rules reference and the 2023 Core Rulebook: Jump measured from
// where it starts and down any height (R8), Scale with a clamber to height 2 (R10), and the 2023
// rulebook's small base centred over the tool (R13). Each is worked from the rule, not the code.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/rules/legion.hpp"
#include "climbsim/terrain/surfaces.hpp"
#include "reach_fixtures.hpp"

using namespace climbsim;

namespace {
const double R = 27.0 / 25.4 / 2;  // a 27 mm base's radius, inches

// One mini of 6 wounds with Jump 1 (Luke Skywalker's profile) at (x, y) with `actions` actions.
ReachOptions jump1_at(double x, double y, int actions) {
  auto o = unit_at(x, y, actions, 1);
  o.unit.wounds_per_mini = 6;
  o.unit.keywords.jump = 1;
  return o;
}
}  // namespace

TEST_CASE("map, R8: a jump from a roof of height 3 lands on the ground in one action", "[map][rulings]") {
  // One mini of 6 wounds with Jump 1 on an 8x8 roof of height 3. The rule texts give no climb or
  // clamber down a sheer 3; the jump "may end its move at any height lower than where it started".
  const auto t = table({piece(PieceKind::building, 20, 10, 8, 8, 3.0)});
  auto o = jump1_at(22, 14, 1);
  o.start_level = 3.0;
  const auto m = compute_reach(t, o);
  const auto* below = at(m, 18, 14, 0);  // 2" off the building's west side, on the ground
  REQUIRE(below != nullptr);
  REQUIRE(below->route >= 0);
  CHECK(route(m, below).name == "jump");
  CHECK(route(m, below).mean_wounds == 0.0);
  // Without Jump the ground is out of reach in one action.
  o.unit.keywords.jump = 0;
  CHECK(at(compute_reach(t, o), 18, 14, 0)->route < 0);
}

TEST_CASE("map, R10: Scale and a clamber in combination go up a height-2 face in one action", "[map][rulings]") {
  // In base contact with a sheer face of height 2. A 1-action clamber reaches 1 and clamber2 takes
  // 2 actions; with Scale the clamber and the free one reach the roof in 1 action, without dice.
  const auto t = table({piece(PieceKind::building, 30, 10, 8, 8, 2.0)});
  auto o = unit_at(30 - R, 14, 1, 3);
  o.unit.wounds_per_mini = 3;
  o.unit.keywords.scale = true;
  const auto m = compute_reach(t, o);
  bool on_roof = false;
  for (const auto& c : m.cells)
    if (c.level == 1 && c.route >= 0) {
      on_roof = true;
      CHECK(route(m, &c).name.find("clamber-scale") != std::string::npos);
      CHECK(route(m, &c).mean_wounds == 0.0);
    }
  CHECK(on_roof);
  o.unit.keywords.scale = false;
  o.unit.keywords.expert_climber = true;  // no dice, but no free clamber either
  for (const auto& c : compute_reach(t, o).cells)
    if (c.level == 1) CHECK(c.route < 0);
}

TEST_CASE("map, R13: the 2023 Core Rulebook carries a small base the tool's length plus one radius", "[map][rulings]") {
  // One speed-2 move on open ground. Sliding (the rule texts) the centre travels 5.1 + 2R = 6.16";
  // centred over the tool, 5.1 + R = 5.63". A cell whose nearest point is 5.875" away tells them apart.
  auto o = unit_at(18, 18, 1);
  const auto slide = compute_reach(table(), o);
  o.rules = legion_edition("core-2023");
  const auto centred = compute_reach(table(), o);
  CHECK(5.1 + 2 * R > 5.875);
  CHECK(5.1 + R < 5.875);
  CHECK(at(slide, 18 + 6.0, 18, 0)->route >= 0);
  CHECK(at(centred, 18 + 6.0, 18, 0)->route < 0);
  CHECK(at(slide, 18 + 5.2, 18, 0)->route >= 0);  // within both
  CHECK(at(centred, 18 + 5.2, 18, 0)->route >= 0);
}

TEST_CASE("map, R8: a jump ignores difficult terrain, a standard move in it is slowed", "[map][rulings]") {
  // Speed 2 in rubble: a standard move is one speed lower (a disc of 4.06"), a jump is not
  // ("ignores difficult terrain during that move": 6.16"). A cell 5.5" away tells them apart.
  const auto rubble = table({piece(PieceKind::difficult, 20, 8, 32, 20, 0)});
  auto walker = unit_at(36, 18, 1);
  const auto walked = compute_reach(rubble, walker);
  CHECK(at(walked, 36 + 5.5, 18, 0)->route < 0);
  auto jumper = walker;
  jumper.unit.keywords.jump = 1;
  const auto jumped = compute_reach(rubble, jumper);
  const auto* far = at(jumped, 36 + 5.5, 18, 0);
  REQUIRE(far->route >= 0);
  CHECK(route(jumped, far).name == "jump");
}

TEST_CASE("map, R20: a jump is a card action, once an activation", "[map][rulings]") {
  // A height-1 building 3" wide flush against a height-2 one, east of it; one mini of 6 wounds with Jump 1
  // in base contact with the low one's west face. Ground to the low roof is a jump of 1, the low roof
  // to the high one another (measured from where it starts, R8); no jump reaches height 2 from the
  // ground. Two jumps need two activations (R20), so in 2 actions the high roof is reached only with
  // a clamber (dice); in 3 actions, jump, then a move or a wait, then a jump, with no dice.
  const auto t = table({piece(PieceKind::building, 20, 10, 3, 8, 1.0), piece(PieceKind::building, 23, 10, 8, 8, 2.0)});
  auto o = jump1_at(20 - R, 14, 2);
  const auto two = compute_reach(t, o);
  const auto* high = at(two, 24.5, 14, 2);
  REQUIRE(high != nullptr);
  REQUIRE(high->route >= 0);
  CHECK(route(two, high).name.find("jump+jump") == std::string::npos);
  CHECK(route(two, high).mean_wounds > 0);
  for (const auto& r : two.routes) CHECK(r.name.find("jump+jump") == std::string::npos);
  o.actions = 3;
  const auto three = compute_reach(t, o);
  const auto* later = at(three, 24.5, 14, 2);
  REQUIRE(later->route >= 0);
  const std::string name = route(three, later).name;
  CHECK(route(three, later).mean_wounds == 0.0);
  // Two jumps, in two activations: every step here takes 1 action (no dice: no clamber), so step i
  // falls in activation i / 2.
  std::vector<std::size_t> jumps;
  std::size_t i = 0;
  for (std::size_t from = 0; from <= name.size(); ++i) {
    const std::size_t to = std::min(name.find('+', from), name.size());
    if (name.compare(from, to - from, "jump") == 0) jumps.push_back(i);
    from = to + 1;
  }
  REQUIRE(jumps.size() == 2);
  CHECK(jumps[0] / 2 != jumps[1] / 2);
}

TEST_CASE("map, R8: a jump from a hilltop is measured from the hilltop", "[map][rulings]") {
  // A hill of height 1 against a building of height 2; one mini of 6 wounds with Jump 1 on the
  // hilltop beside the building. "Height is measured from the unit's starting position": from the
  // hilltop the roof is a rise of 1, within Jump 1, so one jump lands on it with no dice. From the
  // ground beside the building (a rise of 2) no jump does.
  const auto t = table({piece(PieceKind::hill, 14, 10, 12, 8, 1.0), piece(PieceKind::building, 26, 10, 8, 8, 2.0)});
  auto o = jump1_at(25, 14, 1);
  const auto m = compute_reach(t, o);
  const auto* roof = at(m, 28, 14, 1);
  REQUIRE(roof != nullptr);
  REQUIRE(roof->route >= 0);
  CHECK(route(m, roof).name == "jump");
  CHECK(route(m, roof).mean_wounds == 0.0);
  // The same unit on the ground south of the hill, as near the building: no jump reaches the roof.
  const auto flat = table({piece(PieceKind::building, 26, 10, 8, 8, 2.0)});
  const auto g = compute_reach(flat, o);
  const auto* from_ground = at(g, 28, 14, 1);
  REQUIRE(from_ground != nullptr);
  if (from_ground->route >= 0) CHECK(route(g, from_ground).name.find("jump") == std::string::npos);
}

TEST_CASE("map, M5: no standard move ends on a roof too small for the unit", "[map][rulings]") {
  // "After a standard move a mini cannot be placed onto a different level of terrain than its unit
  // leader, unless that mini's unit leader has just climbed or clambered." A height-1 roof 3" x 1.5"
  // holds 3 x 1 bases of 27 mm (floor((side + r) / 2r) a side). Four minis: the leader may climb or
  // clamber onto it (the rest stand below within height 1), but a move on it would leave them on
  // another level, so no route onto the roof ends with a move after its climb. Three minis fit:
  // some routes climb and then walk along the roof.
  const auto t = table({piece(PieceKind::building, 20, 10, 3, 1.5, 1.0)});
  auto four = unit_at(20 - R, 10.75, 3, 4);
  auto three = four;
  three.unit.minis = 3;
  // Does a route's name end with a standard move after its last climb or clamber?
  const auto walks_on_roof = [](const std::string& name) {
    bool up = false, walked = false;
    for (std::size_t from = 0; from <= name.size();) {
      const std::size_t to = std::min(name.find('+', from), name.size());
      const std::string step = name.substr(from, to - from);
      if (step.rfind("climb", 0) == 0 || step.rfind("clamber", 0) == 0) up = true, walked = false;
      else if (step.rfind("move", 0) == 0 && up) walked = true;
      from = to + 1;
    }
    return walked;
  };
  CHECK(walks_on_roof("clamber1+move2"));
  CHECK_FALSE(walks_on_roof("move2+clamber1"));
  CHECK_FALSE(walks_on_roof("move2+climb+wait"));
  int on_roof4 = 0, walked3 = 0;
  const auto m4 = compute_reach(t, four);
  for (const auto& c : m4.cells)
    if (c.level == 1 && c.route >= 0) {
      ++on_roof4;
      INFO(route(m4, &c).name);
      CHECK_FALSE(walks_on_roof(route(m4, &c).name));
      CHECK_FALSE(walks_on_roof(m4.routes[static_cast<std::size_t>(c.fastest)].name));
    }
  const auto m3 = compute_reach(t, three);
  for (const auto& c : m3.cells)
    if (c.level == 1 && c.route >= 0)
      walked3 += walks_on_roof(route(m3, &c).name) || walks_on_roof(m3.routes[static_cast<std::size_t>(c.fastest)].name) ? 1 : 0;
  CHECK(on_roof4 > 0);
  CHECK(walked3 > 0);
}

TEST_CASE("map, R23: core-2023's cohesion by the leader's silhouette, and a notched base's free rotation", "[map][rulings]") {
  // Cohesion "within a vertical distance equal to the height of the unit leader's silhouette": a
  // height-1 roof 3" x 1.5" holds 3 x 1 bases of 27 mm. Four minis (mini height 0.2): under the
  // rule texts the rest stand below within height 1, so the leader climbs onto it; under core-2023
  // they would be 1 below a leader whose silhouette is 0.2 high, so no cell of it is reached.
  const auto t = table({piece(PieceKind::building, 20, 10, 3, 1.5, 1.0)});
  auto o = unit_at(20 - R, 10.75, 3, 4);
  int texts = 0, core = 0;
  for (const auto& c : compute_reach(t, o).cells) texts += c.level == 1 && c.route >= 0 ? 1 : 0;
  o.rules = legion_edition("core-2023");
  for (const auto& c : compute_reach(t, o).cells) core += c.level == 1 && c.route >= 0 ? 1 : 0;
  CHECK(texts > 0);
  CHECK(core == 0);
  // A notched base facing east at (8, 8): under the rule texts one move never goes west of x = 8
  // (M8); under core-2023 it turns freely before the move, so one speed-2 move reaches 8 - 5.1 - R
  // (centred over the tool, R13) = 2.37 west, and no route pivots.
  auto notched = unit_at(8, 8, 1);
  notched.unit.notched_base = true;
  notched.start_facing = 0;
  const auto east = compute_reach(table(), notched);
  CHECK(at(east, 7.125, 8.125, 0)->route < 0);
  notched.rules = legion_edition("core-2023");
  const auto free = compute_reach(table(), notched);
  CHECK(at(free, 8 - 5.1 - R + 0.25, 8.125, 0)->route >= 0);
  CHECK(at(free, 8 - 5.1 - R - 0.5, 8.125, 0)->route < 0);
  for (const auto& r : free.routes) CHECK(r.name.find("pivot") == std::string::npos);
}

TEST_CASE("map, M4: a wall is clambered over across its thickness, never along its length", "[map][rulings]") {
  // A 0.4" x 8.5" height-1 wall at (17.8, 6), and Stormtroopers touching its south end. Clambering
  // over carries the leader from a side it touches to the opposite side: across the 0.4", so each
  // crossing lands at most the thickness, a base's diameter and a cell or two from where it starts.
  // Before, a crossing from the south end landed 8.5" + R north, along the wall, and two actions
  // reached (18.125, 15.125) by one clamber-over.
  const auto t = table({piece(PieceKind::wall, 17.8, 6, 0.4, 8.5, 1.0)});
  Grid g;
  g.resolution = 0.25;
  g.nx = static_cast<int>(t.width / g.resolution);
  g.ny = static_cast<int>(t.depth / g.resolution);
  SurfaceOptions so;
  const auto levels = build_levels(t, g, so);
  const auto xs = crossings(t, g, levels, so, 1.0);
  int walls = 0;
  for (const auto& x : xs) {
    if (!x.over_wall) continue;
    ++walls;
    const double dx = g.cx(g.column(x.to_cell)) - g.cx(g.column(x.from_cell)), dy = g.cy(g.row(x.to_cell)) - g.cy(g.row(x.from_cell));
    CHECK(std::abs(dy) <= 2 * g.resolution);                             // square across the wall (x), not along it
    CHECK(std::abs(dx) <= 0.4 + 2 * so.base_radius + 4 * g.resolution);  // the thickness and a base's diameter
  }
  CHECK(walls > 0);
  const auto m = compute_reach(t, unit_at(18.125, 5.375, 2));
  const auto* far = at(m, 18.125, 15.125, 0);
  REQUIRE(far != nullptr);
  if (far->route >= 0) CHECK(route(m, far).name.find("clamber-over") == std::string::npos);
}
