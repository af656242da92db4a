// Inputs that can never hang the program or pass a slip silently, and work that is refused before
// it starts: each fault of the input issue, end to end on the binary.
#include <catch2/catch.hpp>
#include <sys/stat.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "run_cli.hpp"

using namespace climbsim::test;
namespace fs = std::filesystem;

namespace {

// Every refusal: exit 2, one line naming what is wrong, and the output untouched.
void refused(const std::vector<std::string>& args, const std::string& expected, const std::string& env = "") {
  const ScratchDir dir;
  const auto out = dir.file("keep.csv");
  write_file(out, "precious\n");
  auto a = args;
  a.insert(a.end(), {"-o", out});
  const auto r = run_cli(a, env);
  INFO(args.front() << " ... -> " << r.err);
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, Catch::Contains(expected));
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK(read_file(out) == "precious\n");
}

}  // namespace

TEST_CASE("huge requests are refused at once with the estimate and the option that raises the limit", "[cli][work]") {
  refused({"wounds", "--samples", "1e15"}, "above the limit of 1e+11");
  refused({"wounds", "--samples", "1e15"}, "--max-work");
  refused({"wounds", "--precision", "1e-300"}, "units of work");
  refused({"cliff", "--levels", "20", "--within", "1-100", "--samples", "1e15"}, "units of work");
  refused({"cliff", "--levels", "1-20", "--drm=-12-12", "--commando", "false,true", "--weather", "none,rain,snow,wind,rain+snow,rain+wind,snow+wind,rain+snow+wind",
           "--status", "good-order,broken,wounded", "--units", "1-12", "--direction", "up,down"},
          "576000 rows");
  refused({"map", "--mc", "--samples", "1e15"}, "units of work");
  // A map that ran 118 s and took 4 GB: refused at once on its estimate (analysis/reach_work.hpp).
  refused({"map", "--table", "240,240", "--resolution", "0.05", "--actions", "12"}, "cells crossed by the movement tool, 4.61 GB");
  refused({"study", "--tables", "400", "--max-work", "1e10"}, "400 tables x 1 units");
  // A hundred thousand heights: refused on the heights' bound (model/bound.hpp) before any work.
  refused({"wounds", "--heights", "0-100000"}, "expected 0 to 12 height units");
  refused({"wounds", "--max-work", "-3"}, "--max-work '-3'");
  // Ten thousand terrain pieces: a roof's surface covers only its own cells, so the map runs in
  // the memory of the table's cells (it once took gigabytes). 0.3" houses on a 0.5" lattice, the
  // start's corner left clear: each cell is on exactly one surface, the ground or one roof.
  const ScratchDir dir;
  std::string terrain = "kind,x,y,width,depth,height,ladder\n";
  int placed = 0;
  for (int j = 0; j < 72 && placed < 10000; ++j)
    for (int i = 0; i < 144 && placed < 10000; ++i) {
      if (i < 16 && j > 30 && j < 42) continue;
      terrain += "building," + std::to_string(i * 0.5 + 0.1) + "," + std::to_string(j * 0.5 + 0.1) + ",0.3,0.3,1,\n";
      ++placed;
    }
  write_file(dir.file("many.csv"), terrain);
  const auto many = run_cli({"map", "--terrain", dir.file("many.csv"), "--actions", "4", "-q", "-o", dir.file("many-out.csv")});
  INFO(many.err);
  REQUIRE(many.exit_code == 0);
  CHECK(csv_rows(read_file(dir.file("many-out.csv"))).size() == 1 + 288 * 144);
}

TEST_CASE("a limit raised with --max-work lets the same run through", "[cli][work]") {
  const auto r = run_cli({"wounds", "--minis", "1", "--heights", "1", "--methods", "climb", "--expert-climber", "false",
                          "--ladder", "false", "--samples", "1000", "--max-work", "30000", "-q"});
  CHECK(r.exit_code == 0);
  const auto low = run_cli({"wounds", "--minis", "1", "--heights", "1", "--methods", "climb", "--expert-climber", "false",
                            "--ladder", "false", "--samples", "1000", "--max-work", "100", "-q"});
  CHECK(low.exit_code == 2);
}

TEST_CASE("slips on the command line are errors", "[cli][input]") {
  refused({"wounds", "--heights", "1", "2"}, "unexpected argument '2'");
  refused({"wounds", "--config", "/"}, "is a directory");
  refused({"map", "--terrain", "/"}, "is a directory");
  refused({"wounds", "--roster", std::string(CLIMBSIM_SOURCE_DIR) + "/data/roster.csv"}, "--roster");
  refused({"wounds"}, "CLIMBSIM_ISA must be portable, avx2 or avx512", "CLIMBSIM_ISA=bogus");
  // A long list of ranges is checked in O(n log n), then refused for its values, not hung on.
  std::string ranges;
  for (int i = 0; i < 20; ++i) ranges += (i ? "," : "") + std::to_string(i * 100000) + "-" + std::to_string(i * 100000 + 99999);
  refused({"wounds", "--minis", ranges}, "expected a whole number from 1 to 24");
}

TEST_CASE("bad values are quoted short and printable", "[cli][input]") {
  refused({"wounds", "--heights", std::string(100000, 'x')}, "... (100000 bytes)");
  const auto r = run_cli({"wounds", "--heights", std::string("a\x01" "b")});
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, Catch::Contains("'a\\x01b'"));
  CHECK(r.err.size() < 400);
}

TEST_CASE(".ini files: repeated and empty names, comments, byte-order marks, relative paths", "[cli][input][config]") {
  const ScratchDir dir;
  const auto ini = [&](const std::string& name, const std::string& text) {
    write_file(dir.file(name), text);
    return dir.file(name);
  };
  refused({"wounds", "--config", ini("twice.ini", "minis = 2\nsamples = 10\nminis = 3\n")},
          "twice.ini:3:1: 'minis' is given twice (first on line 1)");
  refused({"wounds", "--config", ini("empty-name.ini", "samples = 10\n  = 5\n")}, "empty-name.ini:2:3: a value without a name");
  refused({"wounds", "--config", ini("quote.ini", "heights = \"1,2\n")}, "quote.ini:1:");
  // '#' starts a comment anywhere; a byte-order mark is skipped; paths are relative to the .ini.
  fs::create_directory(dir.file("sub"));
  write_file(dir.file("sub/roster.csv"),
             "\xEF\xBB\xBFname,minis,wounds_per_mini,speed,kind,base_mm,mini_height,keywords,source\n"
             "testers,3,1,2,trooper,27,0.2,,made up for a test # and a comment\n");
  write_file(dir.file("sub/run.ini"),
             "\xEF\xBB\xBF# a run\nunit = testers   # from the roster beside me\nroster = roster.csv\nheights = 1\n"
             "methods = clamber\nladder = false\nsamples = 10\noutput = out.csv\n");
  const auto r = run_cli({"wounds", "--config", dir.file("sub/run.ini"), "-q"});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(read_file(dir.file("sub/out.csv")));
  REQUIRE(rows.size() == 2);
  CHECK(rows[1][0] == "testers");
  CHECK(rows[1][2] == "3");
}

TEST_CASE("terrain files: byte-order mark, inline comments, empty files", "[cli][input][terrain]") {
  const ScratchDir dir;
  write_file(dir.file("bom.csv"), "\xEF\xBB\xBFkind,x,y,width,depth,height,ladder\nbuilding,10,10,6,6,1,s  # a small house\n");
  const auto r = run_cli({"map", "--terrain", dir.file("bom.csv"), "--table", "24,24", "--start", "3,3", "-q"});
  INFO(r.err);
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("building-1"));
  write_file(dir.file("empty.csv"), "");
  refused({"map", "--terrain", dir.file("empty.csv")}, "the terrain file is empty");
}

TEST_CASE("precision runs say whether they converged, and warn when a row hit its cap", "[cli][precision]") {
  const auto r = run_cli({"wounds", "--minis", "4", "--wounds-per-mini", "1", "--heights", "1", "--methods", "clamber", "--expert-climber", "false",
                          "--ladder", "false", "--precision", "1e-300", "--max-samples", "655360", "-q"});
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(r.out);
  REQUIRE(rows.size() == 2);
  const auto col = [&](const std::string& name) {
    const auto it = std::find(rows[0].begin(), rows[0].end(), name);
    REQUIRE(it != rows[0].end());
    return rows[1][static_cast<std::size_t>(it - rows[0].begin())];
  };
  CHECK(col("converged") == "false");
  CHECK(col("samples") == "655360");  // straight to the cap, not one chunk at a time
  CHECK_THAT(r.err, Catch::Contains("warning: 1 of 1 rows stopped at --max-samples"));
  const auto met = run_cli({"wounds", "--minis", "4", "--wounds-per-mini", "1", "--heights", "1", "--methods", "clamber", "--expert-climber", "false",
                            "--ladder", "false", "--precision", "0.01", "-q"});
  REQUIRE(met.exit_code == 0);
  CHECK_THAT(met.out, Catch::Contains(",true\r\n"));
  CHECK(met.err.empty());
}

TEST_CASE("messages name the right thing: paths with control bytes, JSON overflow, a missing list, roster bases", "[cli][input]") {
  const ScratchDir dir;
  // A newline in a path is shown escaped: the message stays one line.
  refused({"wounds", "--roster", dir.file("ro\nster.csv"), "--unit", "stormtroopers"}, "ro\\x0aster.csv");
  // A number past a double's range in a Tabletop Simulator list: exit 2, the file and its line.
  write_file(dir.file("big.json"), "{\"units\": [\n  {\"name\": \"Stormtroopers\",\n   \"count\": 1e400}\n]}\n");
  refused({"list", dir.file("big.json")}, "big.json:3:");
  // report --list with a list that is not there: the user's mistake, exit 2, before any work.
  refused({"report", "--experiments", std::string(CLIMBSIM_SOURCE_DIR) + "/tests/report/experiments", "--list", dir.file("missing.txt")},
          "cannot open the list");
  // A roster's base out of range is the roster's fault at its line, never an option not given.
  write_file(dir.file("r.csv"), "name,minis,wounds_per_mini,speed,kind,base_mm,mini_height,keywords,source\nx,4,1,2,trooper,5,0.2,,t\n");
  const auto base = run_cli({"map", "--roster", dir.file("r.csv"), "--unit", "x", "-q"});
  CHECK(base.exit_code == 2);
  CHECK_THAT(base.err, Catch::Contains("r.csv:2:1: x: base_mm must be 10 to 200 mm") && !Catch::Contains("--base-mm"));
  // Three equal tool lengths are three lengths.
  write_file(dir.file("long.ini"), "tool_lengths = 24,24,24\n");
  const auto tools = run_cli({"rules", "--rules", dir.file("long.ini")});
  INFO(tools.err);
  CHECK(tools.exit_code == 0);
  CHECK_THAT(tools.out, Catch::Contains("tool_lengths = 24,24,24"));
  // A switch in a config file takes true or false in every subcommand, the map's too.
  write_file(dir.file("m.ini"), "quiet = maybe\n");
  refused({"map", "--config", dir.file("m.ini")}, "expected true or false");
  refused({"wounds", "--config", dir.file("m.ini")}, "expected true or false");
}

// model/bound.hpp: one range per parameter. The map and the study once capped the resolution at 6
// and 2 inches; each command that takes a parameter now refuses the same value with the same words
// and prints the same range in --help.
TEST_CASE("commands that share a parameter share its range: refusal - acceptance and help", "[cli][bounds]") {
  for (const std::string command : {"map", "study"}) {
    INFO(command);
    refused({command, "--resolution", "6.5"}, "--resolution '6.5': expected 0.05 to 6 inches");
    refused({command, "--resolution", "0.04"}, "expected 0.05 to 6 inches");
    CHECK(run_cli({command, "--resolution", "6", "--print-config"}).exit_code == 0);
    CHECK_THAT(run_cli({command, "--help"}).out, Catch::Contains("0.05 to 6 inches (default 0.25)"));
  }
  for (const std::string command : {"wounds", "economy"}) {
    INFO(command);
    refused({command, "--heights", "12.5"}, "--heights '12.5': expected 0 to 12 height units");
    CHECK(run_cli({command, "--heights", "0,12", "--print-config"}).exit_code == 0);
  }
  refused({"ask", "--unit", "stormtroopers", "--height", "0"}, "--height '0': expected more than 0 and at most 12 height units");
  refused({"list", std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/lists/example.txt", "--heights", "13"}, "--heights '13': expected more than 0 and at most 12 height units");
  refused({"map", "--actions", "13"}, "--actions '13': expected a whole number from 0 to 12");
  refused({"map", "--actions", "2,3"}, "--actions '2,3': expected one value");
  refused({"map", "--hover", "13"}, "--hover '13': expected a whole number from 0 to 12");
}

TEST_CASE("a named pipe as an input: read when something writes it, refused when nothing does", "[cli][input][terrain]") {
  // `mkfifo f; climbsim map --terrain f` once waited for ever. A pipe is now given 10 s to show data
  // or its writer's end (text/text_input.cpp); a pipe a program writes is read like the file, and the
  // run's .meta.json records it without a digest (it cannot be read twice).
  const ScratchDir dir;
  const std::string file = dir.file("t.csv"), fed = dir.file("fed"), idle = dir.file("idle");
  write_file(file, "kind,x,y,width,depth,height,ladder\nbuilding,10,10,6,6,1,s\n");
  REQUIRE(::mkfifo(fed.c_str(), 0600) == 0);
  REQUIRE(::mkfifo(idle.c_str(), 0600) == 0);
  const std::vector<std::string> map = {"map", "--table", "24,24", "--start", "3,3", "-q", "--terrain"};
  auto args = map;
  args.insert(args.end(), {file, "-o", dir.file("from-file.csv")});
  REQUIRE(run_cli(args).exit_code == 0);
  // The writer is started first: it waits in its open() until climbsim opens the pipe to read.
  REQUIRE(std::system(("timeout 60 sh -c 'cat \"" + file + "\" > \"" + fed + "\"' &").c_str()) == 0);
  args = map;
  args.insert(args.end(), {fed, "-o", dir.file("from-pipe.csv")});
  const auto piped = run_cli(args);
  INFO(piped.err);
  CHECK(piped.exit_code == 0);
  CHECK(read_file(dir.file("from-pipe.csv")) == read_file(dir.file("from-file.csv")));
  CHECK_THAT(read_file(dir.file("from-pipe.csv.meta.json")), Catch::Contains("\"sha256\": null"));
  refused({"map", "--terrain", idle}, "the terrain file is a pipe nothing wrote to in 10 s");
}

TEST_CASE("economy's estimate counts the optimal plays' exact solves and --front's", "[cli][work]") {
  // A 12-mini unit of 3 wounds over 8 heights and 3 faces, 3 objectives and 6 budgets: its solves are
  // most of the run, and its 432 fronts (about 11 solves each when measured) ten times as much.
  // Before, neither counted: the estimate was that of 10 samples a row, so a run of fronts that took
  // minutes went through a limit meant for seconds.
  const std::vector<std::string> sweep = {"economy", "--minis", "12", "--wounds-per-mini", "3", "--heights", "1-8", "--faces",
                                          "sheer,ledges,ladder", "--optimal", "minis,wounds,defeat", "--activations", "1-6",
                                          "--samples", "10", "--policies", "false", "-q", "-o", "/dev/null"};
  const auto plays = run_cli(plus(sweep, {"--max-work", "5e8"}));
  INFO(plays.err);
  CHECK(plays.exit_code == 0);
  const auto fronts = run_cli(plus(sweep, {"--max-work", "5e8", "--front", "/dev/null"}));
  CHECK(fronts.exit_code == 2);
  CHECK_THAT(fronts.err, Catch::Contains("the optimal plays' exact solves and their fronts'"));
  // The solves alone: 10 samples a row would be about 2e6 units; the solves make it 1e8 or more.
  const auto low = run_cli(plus(sweep, {"--max-work", "1e7"}));
  CHECK(low.exit_code == 2);
  CHECK_THAT(low.err, Catch::Contains("the optimal plays' exact solves"));
}
