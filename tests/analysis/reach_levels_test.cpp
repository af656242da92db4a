// The map on a multi-level table: the faults found when the map was tried as a new user would,
// one test each (wounds on the wrong route, faces never climbable, R9, roofs and storeys and
// hilltops, Scale and Speeder, columns that disagree, roofs at the table's edge, the exact start).
#include <catch2/catch.hpp>
#include <map>
#include <sstream>
#include <string>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/io/legion_rules_file.hpp"
#include "reach_fixtures.hpp"

using namespace climbsim;

namespace {

const double R = 27.0 / 25.4 / 2;  // a 27 mm base's radius, inches

// Actions of each step name, written out from the rule texts (not taken from the code): a standard
// move, a jump, a 1-action clamber, a wait and a pivot are one action; a climb, a 2-action clamber and a
// clamber over a wall are two; Scale's clamber is free.
const std::map<std::string, int>& step_actions() {
  static const std::map<std::string, int> a = {{"move1", 1}, {"move2", 1}, {"move3", 1}, {"jump", 1}, {"clamber1", 1},
                                               {"wait", 1},  {"pivot", 1}, {"climb", 2}, {"clamber2", 2}, {"clamber-over", 2}, {"scale", 0}};
  return a;
}

std::vector<std::string> steps_of(const std::string& route) {
  std::vector<std::string> out;
  std::stringstream in(route);
  for (std::string s; std::getline(in, s, '+');) out.push_back(s);
  return out;
}

}  // namespace

TEST_CASE("wounds follow the face climbed: a ladder on one building does not wipe the dice off another", "[map]") {
  // Two height-1 buildings the same distance from the start, one with ladders on every side.
  const auto t = table({piece(PieceKind::building, 26, 10, 6, 6, 1.0),
                        piece(PieceKind::building, 26, 20, 6, 6, 1.0, kNorth | kEast | kSouth | kWest)});
  const auto m = compute_reach(t, unit_at(21, 18, 2));
  // Within 2 actions each roof takes move2 then clamber1 (a climb would start on the activation's
  // last action, R9): one white die a mini, and "for each block result, the unit suffers one wound"
  // (1 face in 6, docs/FACTS.md), so 4 one-wound minis expect 4/6; the ladder takes the dice away.
  int plain = 0, laddered = 0;
  for (const auto& c : m.cells) {
    if (c.level == 0 || c.route < 0) continue;
    CHECK(route(m, &c).name == "move2+clamber1");
    CHECK(route(m, &c).mean_wounds == (c.level == 1 ? Approx(4.0 / 6) : Approx(0.0)));
    (c.level == 1 ? plain : laddered) += 1;
  }
  CHECK(plain > 5);
  CHECK(laddered > 5);
}

TEST_CASE("every face can be climbed wherever it stands: a building and a wall swept by tenths of a cell", "[map]") {
  const double cell = 0.25;
  for (int f = 0; f < 10; ++f) {
    const double x0 = 14 + f * cell / 10;
    CAPTURE(x0);
    // A 6x6 height-1 building with the start 2" off its south-west: every side can be reached.
    auto t = table({piece(PieceKind::building, x0, 14 + f * cell / 10, 6, 6, 1.0)});
    t.width = 30;  // room enough, and a quicker test
    Grid g;
    g.nx = 120;
    g.ny = 144;
    SurfaceOptions so;
    const auto levels = build_levels(t, g, so);
    const auto xs = crossings(t, g, levels, so, 1.0);
    unsigned sides = 0;
    for (const auto& x : xs) {
      if (x.from_level != 0) continue;
      const double cx = g.cx(g.column(x.from_cell)), cy = g.cy(g.row(x.from_cell));
      const Piece& p = t.pieces[0];
      sides |= cy < p.y ? kSouth : cy > p.y1() ? kNorth : cx < p.x ? kWest : kEast;
    }
    CHECK(sides == (kNorth | kEast | kSouth | kWest));
    const auto m = compute_reach(t, unit_at(x0 - 3, 17, 4));
    CHECK(at(m, x0 + 3, 17, 1)->route >= 0);
    // A 0.8-high wall across the table: crossed by clambering over, wherever it stands.
    auto w = table({piece(PieceKind::wall, 12 + f * cell / 10, 0, 0.5, 36, 0.8)});
    w.width = 24;
    const auto mw = compute_reach(w, unit_at(9, 18, 6));
    CHECK(at(mw, 15, 18, 0)->route >= 0);
  }
}

TEST_CASE("a leader standing in base contact climbs at once, wherever the face lies on the grid", "[map][contact]") {
  // The base's edge 0.01" from a side of a height-1 building: in base contact (M4), so the unit
  // clambers up in one action (clamber1, R1), on every side and with the building moved by
  // twentieths of a cell. The start is a point where the base fits exactly (M7), whether or not it
  // fits at its cell's centre. (Before contact cells reached inside a radius of the face, such a
  // start was refused as not fitting, or could not climb without moving first.)
  const double cell = 0.25;
  for (int f = 0; f < 20; ++f) {
    const double x0 = 10 + f * cell / 20, y0 = 10 + f * cell / 20, gap = R + 0.01;
    const auto t = table({piece(PieceKind::building, x0, y0, 6, 6, 1.0)});
    const double starts[4][2] = {{x0 + 3, y0 - gap}, {x0 + 3, y0 + 6 + gap}, {x0 - gap, y0 + 3}, {x0 + 6 + gap, y0 + 3}};
    for (const auto& s : starts) {
      CAPTURE(x0, s[0], s[1]);
      ReachMap m;
      REQUIRE_NOTHROW(m = compute_reach(t, unit_at(s[0], s[1], 1)));
      int roof = 0;
      for (const auto& c : m.cells)
        if (c.level == 1 && c.min_actions == 1 && m.routes[static_cast<std::size_t>(c.fastest)].name == "clamber1") ++roof;
      CHECK(roof >= 1);
    }
  }
}

TEST_CASE("R9 in maps: a step of two actions never starts on an activation's last action", "[map]") {
  const auto t = table({piece(PieceKind::building, 14, 10, 8, 6, 1), piece(PieceKind::building, 14, 22, 6, 6, 2, kSouth),
                        piece(PieceKind::wall, 10, 2, 0.5, 10, 0.8), piece(PieceKind::building, 28, 14, 5, 5, 2)});
  const auto m = compute_reach(t, unit_at(6, 18, 6));
  int checked = 0;
  for (const auto& c : m.cells)
    for (const int id : {c.route, c.fastest}) {
      if (id < 0) continue;
      const Route& r = m.routes[static_cast<std::size_t>(id)];
      if (r.name.empty()) continue;
      int used = 0;
      for (const auto& s : steps_of(r.name)) {
        REQUIRE(step_actions().count(s) == 1);
        const int n = step_actions().at(s);
        if (n == 2) CHECK(used % 2 == 0);  // two actions an activation (docs/FACTS.md)
        used += n;
      }
      CHECK(used == r.actions);  // the steps add up to the route's actions
      ++checked;
    }
  CHECK(checked > 1000);
}

TEST_CASE("the columns agree: the fastest route takes min_actions and the safest is no riskier", "[map]") {
  // Start touching a height-1 building: one action clambers (4/6 wounds), two climb (none).
  const auto m = compute_reach(table({piece(PieceKind::building, 30, 14, 6, 6, 1.0)}), unit_at(30 - R, 17, 2));
  const auto* roof = at(m, 30.4, 17.1, 1);
  REQUIRE(roof->route >= 0);
  CHECK(roof->min_actions == 1);
  CHECK(m.routes[static_cast<std::size_t>(roof->fastest)].name == "clamber1");
  CHECK(m.routes[static_cast<std::size_t>(roof->fastest)].mean_wounds == Approx(4.0 / 6));
  CHECK(route(m, roof).name == "climb");
  CHECK(route(m, roof).actions == 2);
  CHECK(route(m, roof).mean_wounds == 0.0);
  for (const auto& c : m.cells) {
    if (c.route < 0) continue;
    const Route& fast = m.routes[static_cast<std::size_t>(c.fastest)];
    CHECK(fast.actions == c.min_actions);
    CHECK(route(m, &c).actions >= c.min_actions);
    CHECK(route(m, &c).mean_wounds <= fast.mean_wounds);
  }
}

TEST_CASE("storeys: a storey stands on its roof and is climbed from it by the difference in height", "[map]") {
  // A 10x10 height-1 building with a 4x4 height-2 storey in its middle.
  auto t = table({piece(PieceKind::building, 30, 10, 10, 10, 1.0), piece(PieceKind::building, 33, 13, 4, 4, 2.0)});
  stack_pieces(t, "test");
  REQUIRE(t.pieces[1].stands_on == 0);
  auto o = unit_at(33 - R, 15, 1);
  o.start_level = 1.0;  // on the lower roof, in base contact with the storey
  const auto m = compute_reach(t, o);
  // The lower roof has no cells under the storey: the storey's roof is level 2 there.
  CHECK(at(m, 35, 15, 1) == nullptr);
  const auto* top = at(m, 33.4, 15, 2);
  REQUIRE(top != nullptr);
  REQUIRE(top->route >= 0);
  // Height 1 above the lower roof: a 1-action clamber with one die a mini, not a 2-action one.
  CHECK(route(m, top).name == "clamber1");
  CHECK(route(m, top).mean_wounds == Approx(4.0 / 6));
  // The lower roof is walked round the storey, not through it: straight across is 7" (one speed-3
  // move reaches 8.36"), round it needs two legs of 4.5" at least.
  auto fast = o;
  fast.unit.speed = 3;
  CHECK(at(compute_reach(t, fast), 38.5, 15, 1)->route < 0);
  fast.actions = 2;
  CHECK(at(compute_reach(t, fast), 38.5, 15, 1)->min_actions == 2);
}

TEST_CASE("roof to roof and hilltop to roof: the height is the difference between the surfaces", "[map]") {
  // Height-1 and height-2 buildings side by side, touching.
  const auto t = table({piece(PieceKind::building, 30, 10, 6, 6, 1.0), piece(PieceKind::building, 36, 10, 6, 6, 2.0)});
  auto o = unit_at(36 - R, 13, 1);
  o.start_level = 1.0;  // in base contact with the taller building
  const auto m = compute_reach(t, o);
  const auto* upper = at(m, 36.4, 13, 2);
  REQUIRE(upper->route >= 0);
  CHECK(route(m, upper).name.find("clamber1") != std::string::npos);  // height 1, not 2
  CHECK(route(m, upper).mean_wounds == Approx(4.0 / 6));
  // A height-1 hill beside a height-1 and a height-2 building: from the hilltop the first is walked
  // onto (no climb) and the second is a plain climb of height 1.
  const auto h = table({piece(PieceKind::hill, 20, 10, 10, 16, 1.0), piece(PieceKind::building, 30, 10, 6, 6, 1.0),
                        piece(PieceKind::building, 30, 20, 6, 6, 2.0)});
  const auto hm = compute_reach(h, unit_at(30 - R, 13, 2));
  const auto* low = at(hm, 30.4, 13, 1);
  REQUIRE(low->route >= 0);
  CHECK(low->min_actions == 1);
  CHECK(route(hm, low).name.rfind("move", 0) == 0);  // a standard move walks across (M4), no climb
  CHECK(route(hm, low).mean_wounds == 0.0);
  const auto hm2 = compute_reach(h, unit_at(30 - R, 23, 2));
  const auto* high = at(hm2, 30.4, 23, 2);
  REQUIRE(high->route >= 0);
  CHECK(high->min_actions == 1);  // a 1-action clamber of height 1
  CHECK(route(hm2, high).name == "climb");  // the safest: a climb of height 1, no dice
  CHECK(route(hm2, high).mean_wounds == 0.0);
}

TEST_CASE("Scale: a free clamber before or after a move - Speeder: over and onto low roofs", "[map]") {
  const auto t = table({piece(PieceKind::building, 30, 10, 8, 8, 1.0), piece(PieceKind::building, 30, 22, 6, 6, 2.0)});
  auto o = unit_at(30 - R, 14, 1);
  o.unit.keywords.scale = true;
  const auto m = compute_reach(t, o);
  const auto* far = at(m, 35, 14, 1);  // 5" onto the roof: the free clamber, then a move, in 1 action
  REQUIRE(far->route >= 0);
  CHECK(route(m, far).name == "scale+move2");
  CHECK(route(m, far).mean_wounds == 0.0);
  o.unit.keywords.scale = false;
  CHECK(at(compute_reach(t, o), 35, 14, 1)->route < 0);  // without Scale: a clamber, and no move left
  // A speeder (a vehicle: no climbing) with Speeder 1 ends a move on the height-1 roof. The height-2
  // roof, 4" north of it, is a rise of 1 from the low roof, so a second move lands on it (RULINGS
  // R12: measured from the terrain the mini is on), never a first one from the ground; with
  // speeder_height = whole-piece (the piece's whole height against X) it is never reached.
  auto s = unit_at(26, 14, 2);
  s.unit.kind = UnitKind::vehicle;
  s.unit.keywords.speeder = 1;
  s.unit.base_mm = 50;
  const auto sm = compute_reach(t, s);
  const auto* landed = at(sm, 32, 14, 1);
  REQUIRE(landed->route >= 0);
  CHECK(route(sm, landed).name.rfind("move", 0) == 0);
  const auto* high = at(sm, 33, 23.5, 2);
  REQUIRE(high != nullptr);
  REQUIRE(high->route >= 0);
  CHECK(high->min_actions == 2);
  CHECK(route(sm, high).name.find('+') != std::string::npos);  // two moves, by the low roof
  s.rules.speeder_from_start = false;
  const auto whole = compute_reach(t, s);
  CHECK(at(whole, 32, 14, 1)->route >= 0);
  for (const auto& c : whole.cells)
    if (c.level == 2) CHECK(c.route < 0);
}

TEST_CASE("a roof at the table's edge keeps the base on the table - the start fits exactly or is refused", "[map]") {
  const auto t = table({piece(PieceKind::building, 0, 10, 6, 6, 1.0)});
  Grid g;
  g.nx = 288;
  g.ny = 144;
  const auto levels = build_levels(t, g, SurfaceOptions{});
  const Level& roof = levels[1];
  for (int j = roof.patch.j0; j < roof.patch.j0 + roof.patch.ny; ++j)
    for (int i = roof.patch.i0; i < roof.patch.i0 + roof.patch.nx; ++i)
      if (roof.free[roof.patch.local(i, j)]) CHECK(g.cx(i) >= R);
  // An impassable block from x = 30: its cell's centre (29.375) fits, the exact point does not.
  const auto block = table({piece(PieceKind::impassable, 30, 0, 10, 36, 0)});
  CHECK_THROWS_AS(compute_reach(block, unit_at(30 - R + 0.02, 18, 1)), std::invalid_argument);
  CHECK_NOTHROW(compute_reach(block, unit_at(30 - R - 0.02, 18, 1)));
  // A start on a roof by its height; a height with no surface there is refused.
  auto up = unit_at(3, 13, 1);
  up.start_level = 1.0;
  CHECK(compute_reach(t, up).start_level == 1);
  up.start_level = 2.0;
  CHECK_THROWS_AS(compute_reach(t, up), std::invalid_argument);
}

TEST_CASE("the map asks the edition: cohesion height and actions per activation from a rules file", "[map]") {
  // A 2x3 roof of height 2 holds 6 bases: 7 minis cannot stand in cohesion up there (more than
  // height 1 from the ground), unless a variant allows minis height 2 from their leader.
  const auto small = table({piece(PieceKind::building, 30, 16, 2, 3, 2.0)});
  auto seven = unit_at(30 - R, 17, 2, 7);
  const auto reached = [](const ReachMap& m) {
    for (const auto& c : m.cells)
      if (c.level == 1 && c.route >= 0) return true;
    return false;
  };
  CHECK_FALSE(reached(compute_reach(small, seven)));
  seven.rules = apply_rules_file(seven.rules, "cohesion_height = 2\n", "v.ini");
  CHECK(reached(compute_reach(small, seven)));
  // Three actions an activation: move2 then the 2-action clamber over a wall fit in the first one.
  const auto wall = table({piece(PieceKind::wall, 30, 0, 0.5, 36, 1.0)});
  auto o = unit_at(26, 18, 4);
  CHECK(at(compute_reach(wall, o), 31.1, 18.1, 0)->min_actions == 4);
  o.rules = apply_rules_file(o.rules, "actions_per_activation = 3\n", "v.ini");
  CHECK(at(compute_reach(wall, o), 31.1, 18.1, 0)->min_actions == 3);
}

TEST_CASE("a gap 1.1 inch wide passes a 27 mm base wherever it lies - one narrower than the base never does", "[map]") {
  // The base is checked exactly along the path (M2): a gap narrower than the base (27 mm = 1.063")
  // never passes, by however little; a wider one passes when some leg runs through it, which the
  // map's directions and positions find for a clearance of 0.02" a side (1.1"), wherever it lies.
  for (int f = 0; f < 10; ++f) {
    const double y0 = 17 + f * 0.025;  // the gap's lower side, by tenths of a 0.25" cell
    CAPTURE(y0);
    const auto barrier = [y0](double gap) {
      auto t = table({piece(PieceKind::impassable, 30, 0, 2, y0, 0), piece(PieceKind::impassable, 30, y0 + gap, 2, 36 - y0 - gap, 0)});
      t.width = 40;  // room enough, and a quicker test
      return t;
    };
    CHECK(at(compute_reach(barrier(1.1), unit_at(26, 18, 3)), 35, 18, 0)->route >= 0);
    CHECK(at(compute_reach(barrier(1.055), unit_at(26, 18, 3)), 35, 18, 0)->route < 0);
    CHECK(at(compute_reach(barrier(1.0), unit_at(26, 18, 3)), 35, 18, 0)->route < 0);
  }
}

TEST_CASE("a roof's cells are reached where some point of them is half a base radius inside its edge (M5)", "[map]") {
  // M5: on a roof the base's centre keeps half a radius (0.266" for 27 mm) inside the edge. A cell
  // row k from the edge, at resolution r, spans r k to r (k + 1) inside it, so it holds such a point
  // exactly when r (k + 1) > R / 2: at 0.25" every row but the outermost, at 0.5" every row. Moves
  // on the roof stop exactly at that line (clearance.hpp), so the map reaches exactly those rows.
  const auto t = table({piece(PieceKind::building, 10, 6, 6, 8, 1.0)});
  for (const double res : {0.25, 0.5}) {
    auto o = unit_at(13, 10, 2);
    o.start_level = 1.0;
    o.resolution = res;
    const auto m = compute_reach(t, o);
    int reached = 0, wrong = 0;
    for (const auto& c : m.cells) {
      if (c.level != 1) continue;
      const double x = m.grid.cx(m.grid.column(c.cell)), y = m.grid.cy(m.grid.row(c.cell));
      // How far inside the roof the cell's innermost point lies.
      const double inside = std::min({x + res / 2 - 10, 16 - (x - res / 2), y + res / 2 - 6, 14 - (y - res / 2)});
      const bool expected = inside > R / 2;
      reached += c.route >= 0 ? 1 : 0;
      wrong += (c.route >= 0) != expected ? 1 : 0;
    }
    CAPTURE(res, reached);
    CHECK(wrong == 0);
    CHECK(reached == (res == 0.25 ? 22 * 30 : 12 * 16));
  }
}

TEST_CASE("a storey flush with its building's side is climbed up both sides: a ladder on the storey's half alone rolls the dice", "[map][ladder]") {
  // A height-1 building (26-32 x 10-16) carrying a height-2 storey (27-31 x 10-13) flush with its
  // south side; the leader starts 2" south of that side. From the ground the storey's roof is a
  // clamber of height 2 up the building's side and on up the storey's: "when a unit clambers to move
  // up or down such an apparatus, it does not roll dice" (the rule text) only when the ladder runs
  // the whole way. A ladder on the storey's half alone leaves the same dice as no ladder at all.
  const auto storey_roof = [](unsigned building_ladder, unsigned storey_ladder) {
    auto t = table({piece(PieceKind::building, 26, 10, 6, 6, 1.0, building_ladder), piece(PieceKind::building, 27, 10, 4, 3, 2.0, storey_ladder)});
    stack_pieces(t, "test");  // the storey stands on the building, as a terrain file reads
    const auto m = compute_reach(t, unit_at(29, 8, 4));
    std::vector<double> wounds;  // the safest route's expected wounds at each storey cell, in cell order
    for (const auto& c : m.cells)
      if (c.level == 2 && c.route >= 0) wounds.push_back(route(m, &c).mean_wounds);
    return wounds;
  };
  const auto none = storey_roof(0, 0), storey_only = storey_roof(0, kSouth), both = storey_roof(kSouth, kSouth);
  REQUIRE(none.size() > 20);
  CHECK(storey_only == none);
  double least = 1e9;
  for (const double w : storey_only) least = std::min(least, w);
  CHECK(least > 0);
  REQUIRE(both.size() == none.size());
  int free = 0;
  for (const double w : both) free += w == 0 ? 1 : 0;
  CHECK(free > 5);
}
