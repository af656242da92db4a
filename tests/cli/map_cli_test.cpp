#include <catch2/catch.hpp>

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
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
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
  };
  for (const auto& [extra, expected] : cases) {
    std::vector<std::string> args = {"map", "-o", dir.file("out.csv"), "--png", dir.file("out.png")};
    args.insert(args.end(), extra.begin(), extra.end());
    const auto r = run_cli(args);
    INFO(r.err);
    CHECK(r.exit_code == 2);
    CHECK_THAT(r.err, Catch::Contains(expected));
    CHECK(read_file(dir.file("out.csv")).empty());
    CHECK(read_file(dir.file("out.png")).empty());
  }
}
