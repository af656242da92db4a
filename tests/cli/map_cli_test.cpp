#include <catch2/catch.hpp>

#include <cmath>
#include <tuple>

#include "refusals.hpp"
#include "run_cli.hpp"

using namespace climbsim::test;

TEST_CASE("climbsim map writes the grid and a PNG", "[cli][map]") {
  const ScratchDir dir;
  write_file(dir.file("t.csv"), "kind,x,y,width,depth,height,ladder\nbuilding,12,6,6,6,1,w\n");
  const auto r = run_cli({"map", "--terrain", dir.file("t.csv"), "--table", "24,24", "--unit", "stormtroopers", "--start",
                          "6,9", "--actions", "3", "--mc", "--samples", "20000", "-q", "-o", dir.file("m.csv"), "--png",
                          dir.file("m.png")});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(read_file(dir.file("m.csv")));
  REQUIRE(rows.size() > 1);
  const auto& h = rows[0];
  CHECK(h.size() == 18);
  CHECK(h[4] == "die");
  CHECK(h[7] == "route_at_min_actions");
  CHECK(h[9] == "mean_wounds");
  CHECK(h[10] == "route");
  // 96 x 96 ground cells minus the building's 24 x 24, plus its roof's 24 x 24.
  CHECK(rows.size() == 1 + 96 * 96);
  bool roof_reached = false;
  for (std::size_t i = 1; i < rows.size(); ++i)
    if (rows[i][3] == "building-1" && rows[i][5] == "true") {
      roof_reached = true;
      CHECK(rows[i][4] == "white");
      CHECK(std::stod(rows[i][2]) == 1.0);
      CHECK(std::stod(rows[i][9]) == 0.0);  // the west face has a ladder
    }
  CHECK(roof_reached);
  const auto png = read_file(dir.file("m.png"));
  REQUIRE(png.size() > 1000);
  CHECK(png.substr(1, 3) == "PNG");
}

TEST_CASE("climbsim map rejects bad terrain and options with exit 2 and writes nothing", "[cli][map]") {
  const ScratchDir dir;
  write_file(dir.file("bad.csv"), "building,1,1,1,1,1,\nbuilding,1,x,1,1,1,\n");
  write_file(dir.file("overlap.csv"), "building,30,10,8,8,1,\n# a wall through it\nwall,34,4,0.5,10,1,\n");
  const Refusals cases = {
      {{"--terrain", dir.file("bad.csv")}, dir.file("bad.csv") + ":2:12: y 'x' is not a number"},
      {{"--terrain", dir.file("none.csv")}, "cannot open the terrain file"},
      {{"--start", "0,0"}, "--start '0,0'"},
      {{"--start", "5"}, "--start '5'"},
      {{"--actions", "13"}, "--actions '13'"},
      {{"--resolution", "0"}, "--resolution '0'"},
      {{"--unit", "stormtroopers,darth-vader"}, "one unit at a time"},
      {{"--table", "0,36"}, "--table '0,36'"},
      {{"--terrain", dir.path}, "is a directory"},
      {{"--terrain", dir.file("overlap.csv")}, dir.file("overlap.csv") + ":3: this wall overlaps the building of " + dir.file("overlap.csv") + ":1"},
      {{"--start", "6,18,2"}, "no surface of height 2 at 6,18"},
      {{"--start", "6,x"}, "--start '6,x'"},
      {{"--speeder", "x"}, "--speeder 'x'"},
      {{"--to", "20,12"}, "--to X,Y names the spot and --routes FILE where its routes' steps go: give both"},
      {{"--routes", dir.file("r.csv")}, "give both"},
      {{"--to", "80,12", "--routes", dir.file("r.csv")}, "the spot 80,12 is off the table"},
      {{"--to", "20", "--routes", dir.file("r.csv")}, "expected X,Y or X,Y,LEVEL"},
      {{"--to", "20,12,3", "--routes", dir.file("r.csv")}, "--to '20,12,3': there is no surface at 20,12 of height 3"},
  };
  check_refusals({"map", "-o", dir.file("out.csv"), "--png", dir.file("out.png")}, cases, {dir.file("out.csv"), dir.file("out.png")});
}

TEST_CASE("climbsim map --to --routes writes the steps of the spot's two routes, as the map names them", "[cli][map][trace]") {
  const ScratchDir dir;
  write_file(dir.file("t.csv"), "kind,x,y,width,depth,height,ladder\nbuilding,12,6,6,6,1,\nbuilding,13,7,2,2,2,\n");
  const std::vector<std::string> base = {"map", "--terrain", dir.file("t.csv"), "--table", "24,24", "--unit", "stormtroopers", "--start", "4,9",
                                         "--actions", "6", "-q", "-o", dir.file("m.csv")};
  std::vector<std::string> args = base;
  args.insert(args.end(), {"--to", "14.1,7.9,2", "--routes", dir.file("r.csv")});  // the storey's roof
  const auto r = run_cli(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto steps = csv_rows(read_file(dir.file("r.csv")));
  REQUIRE(steps.size() > 3);
  CHECK(steps[0] == std::vector<std::string>{"to_x", "to_y", "to_level", "die", "route", "step", "name", "actions", "x", "y", "level", "surface", "joint_x",
                                             "joint_y"});
  // The map's row of that cell and surface names the routes the steps spell out.
  std::vector<std::string> cell;
  for (const auto& row : csv_rows(read_file(dir.file("m.csv"))))
    if (row[0] == "14.125" && row[1] == "7.875" && row[2] == "2") cell = row;
  REQUIRE(cell.size() > 12);
  REQUIRE(cell[5] == "true");
  for (const auto& [route, name_col, actions_col] : {std::tuple{"fastest", 7, 6}, std::tuple{"safest", 10, 11}}) {
    std::string names, actions;
    int step = 0;
    for (std::size_t k = 1; k < steps.size(); ++k) {
      if (steps[k][4] != route) continue;
      CHECK(steps[k][5] == std::to_string(step++));
      if (steps[k][6] != "start") names += (names.empty() ? "" : "+") + steps[k][6];
      actions = steps[k][7];
    }
    INFO(route);
    CHECK(names == cell[static_cast<std::size_t>(name_col)]);
    CHECK(actions == cell[static_cast<std::size_t>(actions_col)]);
  }
  // The last step stands on the storey at the spot's cell; the first at the start.
  CHECK(steps.back()[10] == "2");
  CHECK(steps.back()[11] == "building-2");
  CHECK(std::floor(std::stod(steps.back()[8]) / 0.25) == std::floor(14.1 / 0.25));
  CHECK(steps[1][6] == "start");
  CHECK(steps[1][8] == "4");
  CHECK(steps[1][9] == "9");
  // Tracing changes no byte of the map.
  const std::string traced = read_file(dir.file("m.csv"));
  REQUIRE(run_cli(base).exit_code == 0);
  CHECK(read_file(dir.file("m.csv")) == traced);
}

TEST_CASE("map --to X,Y[,LEVEL]: every part kept as written, anything else refused", "[cli][map][trace]") {
  // Before, the list reader dropped a repeated number: 10,18,18 became the ground at 10,18 and
  // 12,12,0 the spot 12,0, both written without a word.
  const ScratchDir dir;
  write_file(dir.file("T.csv"), "kind,x,y,width,depth,height,ladder\nbuilding,10,10,4,4,1,\n");
  const std::vector<std::string> map = {"map", "--terrain", dir.file("T.csv"), "--start", "7,12", "--actions", "2", "-q",
                                        "-o", "/dev/null", "--routes", dir.file("r.csv")};
  const auto level18 = run_cli(plus(map, {"--to", "10,18,18"}));
  CHECK(level18.exit_code == 2);
  CHECK_THAT(level18.err, Catch::Contains("no surface at 10,18 of height 18"));
  const auto roof = run_cli(plus(map, {"--to", "12,12,1"}));
  INFO(roof.err);
  REQUIRE(roof.exit_code == 0);
  for (const auto& row : csv_rows(read_file(dir.file("r.csv"))))
    if (row[0] != "to_x") CHECK((row[0] == "12" && row[1] == "12" && row[2] == "1"));
  const auto ground = run_cli(plus(map, {"--to", "12,12,0"}));  // the roof covers 12,12: no ground there
  CHECK(ground.exit_code == 2);
  CHECK_THAT(ground.err, Catch::Contains("no surface at 12,12 of height 0"));
  const auto same = run_cli(plus(map, {"--to", "12,12"}));
  CHECK(same.exit_code == 0);
  for (const char* bad : {"1,2,3,4", "1,x", "1", "1,,2", "12,12,"}) {
    const auto r = run_cli(plus(map, {"--to", bad}));
    INFO(bad);
    CHECK(r.exit_code == 2);
    CHECK_THAT(r.err, Catch::Contains("--to") && Catch::Contains("expected X,Y or X,Y,LEVEL"));
  }
  // --start reads the same way.
  const auto start = run_cli(plus(map, {"--to", "12,12", "--start", "12,12,12"}));
  CHECK(start.exit_code == 2);
  CHECK_THAT(start.err, Catch::Contains("--start"));
}

TEST_CASE("map --territory: a unit deploys from the table's edge within it (core-2025), and the route starts there", "[cli][map][deploy]") {
  // The empty table, blue's Territory the band 0,0,72,9: two actions (round 1) put the leader 5.1 + R
  // and then R + 5.1 + R from the south edge, y 11.79 at most (R = 0.53, RULINGS R26).
  const ScratchDir dir;
  const auto r = run_cli({"map", "--unit", "stormtroopers", "--edition", "core-2025", "--territory", "0,0,72,9", "--actions", "2", "-q", "-o",
                          dir.file("m.csv"), "--png", dir.file("m.png"), "--to", "36,11.6", "--routes", dir.file("r.csv")});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(read_file(dir.file("m.csv")));
  int at_11_6 = -1, at_12_1 = -1, at_start = -1;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    if (rows[i][0] != "36.125") continue;
    const int actions = rows[i][5] == "true" ? std::stoi(rows[i][6]) : -1;
    if (rows[i][1] == "11.625") at_11_6 = actions;
    if (rows[i][1] == "12.125") at_12_1 = actions;
    if (rows[i][1] == "0.625") at_start = actions;
  }
  CHECK(at_11_6 == 2);
  CHECK(at_12_1 == -1);
  CHECK(at_start == 1);  // the base touching the edge: the deploy's first point, one action
  // The route's step 0 is the leader's base touching the south edge; then deploy2, move2.
  const auto steps = csv_rows(read_file(dir.file("r.csv")));
  REQUIRE(steps.size() >= 4);
  CHECK(steps[1][5] == "0");
  CHECK(std::abs(std::stod(steps[1][9]) - 27.0 / 25.4 / 2) < 1e-3);
  CHECK(steps[2][6] == "deploy2");
  CHECK(steps[3][6] == "move2");
  check_refusals({"map", "-o", dir.file("bad.csv")},
                 {
                     {{"--edition", "core-2025", "--territory", "0,0,72,9", "--start", "6,6"}, "give one or the other"},
                     {{"--edition", "core-2025", "--territory", "30,10,40,20"}, "touches no edge of the table"},
                     {{"--edition", "core-2025", "--territory", "0,0,72"}, "expected rectangles X0,Y0,X1,Y1"},
                     {{"--edition", "core-2025", "--territory", "80,0,90,9"}, "covers no part of the table"},
                 },
                 {dir.file("bad.csv")});
}

namespace {

// The Stormtroopers' maps (4 actions) on two terrain files of dir, from `start` on a `table` table: the
// two CSVs' text, for tests that two ways of writing a table are the same table.
std::pair<std::string, std::string> maps_of(const ScratchDir& dir, const std::string& a, const std::string& b, const std::string& table,
                                            const std::string& start) {
  std::string maps[2];
  for (int k = 0; k < 2; ++k) {
    const auto r = run_cli({"map", "--terrain", dir.file(k == 0 ? a : b), "--table", table, "--unit", "stormtroopers", "--start", start, "--actions", "4",
                            "-q", "-o", dir.file("m.csv")});
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    maps[k] = read_file(dir.file("m.csv"));
  }
  return {maps[0], maps[1]};
}

}  // namespace

TEST_CASE("map: a piece turned by a quarter turn is, byte for byte, the map of the rectangle it covers", "[cli][map]") {
  const ScratchDir dir;
  // A 6" x 2" building with a ladder north and a wall, each turned a quarter turn; the same two
  // pieces written as the turned rectangles by hand (centres kept, ladder to the west).
  write_file(dir.file("turned.csv"), "kind,x,y,width,depth,height,ladder,rotation\nbuilding,14,22,6,2,1,n,90\nwall,4,10,8,0.5,1,,270\n");
  write_file(dir.file("square.csv"), "kind,x,y,width,depth,height,ladder\nbuilding,16,20,2,6,1,w\nwall,7.75,6.25,0.5,8,1,\n");
  const auto [first, second] = maps_of(dir, "turned.csv", "square.csv", "30,30", "3,3");
  const std::string maps[2] = {first, second};
  CHECK(maps[0] == maps[1]);
  CHECK(maps[0].find("building-1") != std::string::npos);  // the roof is on the map
}

TEST_CASE("map: an impassable block given as a polygon of its four corners is, byte for byte, the map of the block", "[cli][map][footprint]") {
  // The same two pieces twice: once as rectangles, once through the footprint code (a polygon of
  // each rectangle's corners, the same bits). Stormtroopers past them, 4 actions: every cell's
  // answer the same.
  const ScratchDir dir;
  write_file(dir.file("box.csv"), "kind,x,y,width,depth,height\nimpassable,10,8,2,6,0\nimpassable,15,6,4,1.5,0\n");
  write_file(dir.file("poly.csv"), "kind,x,y,width,depth,height,ladder,rotation,shape,points\n"
                                   "impassable,10,8,,,0,,,polygon,0 0;2 0;2 6;0 6\nimpassable,15,6,,,0,,,polygon,0 0;4 0;4 1.5;0 1.5\n");
  const auto [first, second] = maps_of(dir, "box.csv", "poly.csv", "30,24", "4,10");
  const std::string maps[2] = {first, second};
  CHECK(maps[0] == maps[1]);
  CHECK(maps[0].size() > 10000);
  // Two blocks leaving a 1.2" gap that a straight leg threads only within about 2 degrees (RULINGS
  // M2): the map looks for narrow gaps beside shaped pieces as between rectangles, to the bit, so
  // the same map again; through the gap, the cell (8.125, 10.625) is reached.
  write_file(dir.file("gap.csv"), "kind,x,y,width,depth,height\nimpassable,0,8,7.4,1,0\nimpassable,8.6,8,7.4,1,0\n");
  write_file(dir.file("gap-poly.csv"), "kind,x,y,width,depth,height,ladder,rotation,shape,points\n"
                                       "impassable,0,8,,,0,,,polygon,0 0;7.4 0;7.4 1;0 1\nimpassable,8.6,8,,,0,,,polygon,0 0;7.4 0;7.4 1;0 1\n");
  const auto [gap, gap_poly] = maps_of(dir, "gap.csv", "gap-poly.csv", "16,16", "8.25,6");
  CHECK(gap == gap_poly);
  CHECK(gap.find("\n8.125,10.625,0,ground,white,true,") != std::string::npos);
}

TEST_CASE("map: a table in the terrain file's JSON form is the map of the same table as rows, byte for byte", "[cli][map][json]") {
  const ScratchDir dir;
  write_file(dir.file("t.json"), R"({"table": [30, 24], "pieces": [
    {"kind": "building", "x": 14, "y": 14, "width": 6, "depth": 6, "height": 2, "ladder": ["s"]},
    {"kind": "impassable", "x": 8, "y": 8, "width": 6, "depth": 2, "height": 0, "rotation": 30},
    {"kind": "difficult", "x": 2, "y": 12, "height": 0, "shape": "polygon", "points": [[0, 0], [6, 0], [6, 2], [2, 2], [2, 6], [0, 6]]}]})");
  write_file(dir.file("t.csv"), "kind,x,y,width,depth,height,ladder,rotation,shape,points\nbuilding,14,14,6,6,2,s\nimpassable,8,8,6,2,0,,30\n"
                                "difficult,2,12,,,0,,,polygon,0 0;6 0;6 2;2 2;2 6;0 6\n");
  const auto [first, second] = maps_of(dir, "t.json", "t.csv", "30,24", "20,4");
  const std::string maps[2] = {first, second};
  CHECK(maps[0] == maps[1]);
  CHECK(maps[0].find("building-1") != std::string::npos);
}
