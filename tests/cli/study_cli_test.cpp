// climbsim study end to end: the same bytes on any thread count, after a resumed journal, and from
// the tables it wrote read back as files; bad input refused with exit 2 and nothing written.
#include <sys/wait.h>

#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <thread>
#include <chrono>

#include "run_cli.hpp"

using namespace climbsim::test;

namespace {

std::vector<std::string> small_study(const ScratchDir& dir, const std::string& rows, const std::string& summary) {
  return {"study", "--tables", "3", "--starts", "2", "--resolution", "0.5", "--unit", "stormtroopers", "--vary",
          "expert-climber", "--seed", "5", "-q", "-o", dir.file(rows), "--summary", dir.file(summary)};
}

}  // namespace

TEST_CASE("climbsim study gives the same bytes on 1 and 2 threads and after a resumed journal", "[cli][study]") {
  const ScratchDir dir;
  const auto one = run_cli(plus(small_study(dir, "a.csv", "as.csv"), {"--threads", "1"}));
  INFO(one.err);
  REQUIRE(one.exit_code == 0);
  const auto rows = csv_rows(read_file(dir.file("a.csv")));
  REQUIRE(rows.size() == 1 + 3 * 2 * 2);  // tables x variants x starts
  CHECK(rows[0][0] == "table");
  CHECK(rows[1][3] == "as is");
  REQUIRE(run_cli(plus(small_study(dir, "b.csv", "bs.csv"), {"--threads", "2"})).exit_code == 0);
  CHECK(read_file(dir.file("a.csv")) == read_file(dir.file("b.csv")));
  CHECK(read_file(dir.file("as.csv")) == read_file(dir.file("bs.csv")));

  // A journal cut after its first table, with half a record behind it (a run killed mid-write):
  // the run goes on from there and writes what the uninterrupted run wrote.
  const std::string journal = dir.file("j.txt");
  REQUIRE(run_cli(plus(small_study(dir, "c.csv", "cs.csv"), {"--journal", journal})).exit_code == 0);
  const std::string full = read_file(journal);
  const auto first_record_end = full.find('\n', full.find('\n') + 1);
  write_file(journal, full.substr(0, first_record_end + 1) + "2 14 4 0x1p");
  const auto resumed = run_cli(plus(small_study(dir, "d.csv", "ds.csv"), {"--journal", journal}));
  INFO(resumed.err);
  REQUIRE(resumed.exit_code == 0);
  CHECK(read_file(dir.file("d.csv")) == read_file(dir.file("a.csv")));
  CHECK(read_file(dir.file("ds.csv")) == read_file(dir.file("as.csv")));
  CHECK(read_file(journal) == full);  // the torn record replaced by the whole ones

  // Another run's options are refused, the journal untouched.
  const auto other = run_cli(plus(small_study(dir, "e.csv", "es.csv"), {"--journal", journal, "--gap", "3"}));
  CHECK(other.exit_code == 2);
  CHECK(other.err.find("other options") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(dir.file("e.csv")));
  CHECK(read_file(journal) == full);
}

TEST_CASE("climbsim study's written tables, read back from their folder, give the same figures", "[cli][study]") {
  const ScratchDir dir;
  const std::string tables = dir.file("tables");
  REQUIRE(run_cli(plus(small_study(dir, "gen.csv", "gs.csv"), {"--write-tables", tables})).exit_code == 0);
  CHECK(std::filesystem::exists(tables + "/table-0003.csv"));
  const auto back = run_cli({"study", "--terrain-dir", tables, "--starts", "2", "--resolution", "0.5", "--unit",
                             "stormtroopers", "--vary", "expert-climber", "-q", "-o", dir.file("dir.csv")});
  INFO(back.err);
  REQUIRE(back.exit_code == 0);
  const auto a = csv_rows(read_file(dir.file("gen.csv")));
  const auto b = csv_rows(read_file(dir.file("dir.csv")));
  REQUIRE(a.size() == b.size());
  for (std::size_t r = 1; r < a.size(); ++r) {
    CHECK(b[r][0] == "table-000" + a[r][0] + ".csv");  // the table column names the file
    for (std::size_t c = 1; c < a[r].size(); ++c) CHECK(a[r][c] == b[r][c]);
  }
  // Writing into a folder that holds files would replace them: refused.
  const auto again = run_cli(plus(small_study(dir, "x.csv", "xs.csv"), {"--write-tables", tables}));
  CHECK(again.exit_code == 2);
  CHECK(again.err.find("new or empty") != std::string::npos);
}

TEST_CASE("climbsim study refuses bad input with exit 2 and writes nothing", "[cli][study]") {
  const ScratchDir dir;
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--vary", "flying"}, "not a what-if"},
      {{"--tables", "0"}, "--tables"},
      {{"--pieces", "9,3"}, "--pieces"},
      {{"--zone-depth", "15"}, "zones"},
      {{"--turned", "1.5"}, "--turned"},
      {{"--starts", "0"}, "--starts"},
      {{"--objective", "80,10"}, "off the table"},
      {{"--terrain-dir", dir.path}, "no .csv"},
      {{"--edition", "rule-texts,core-2023"}, "one base edition"},
      {{"--poi", "36,18"}, "give --mission NAME too"},
      {{"--mission", "the-long-march"}, "the cards: close-the-pocket"},
      {{"--mission", "close-the-pocket", "--table", "44,30"}, "drawn for the 72\" x 36\" table"},
      {{"--mission", "close-the-pocket", "--poi", "80,2"}, "off the table"},
      {{"--vary", "scout=4"}, "cannot exceed 3"},
  };
  for (const auto& [args, why] : cases) {
    std::vector<std::string> all = {"study", "-q", "-o", dir.file("out.csv")};
    all.insert(all.end(), args.begin(), args.end());
    const auto r = run_cli(all);
    INFO(args[0] << " " << args[1] << ": " << r.err);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find(why) != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(dir.file("out.csv")));
  }
}

TEST_CASE("climbsim study --vary edition adds the other edition as a variant", "[cli][study]") {
  const ScratchDir dir;
  const auto r = run_cli({"study", "--tables", "2", "--starts", "1", "--resolution", "0.5", "--vary", "edition,expert-climber",
                          "-q", "-o", dir.file("e.csv")});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(read_file(dir.file("e.csv")));
  REQUIRE(rows.size() == 1 + 2 * 3);  // tables x (as is, edition-2024, expert-climber)
  CHECK(rows[1][3] == "as is");
  CHECK(rows[1][4] == "rule-texts");
  CHECK(rows[2][3] == "core-2023");
  CHECK(rows[2][4] == "core-2023");
  CHECK(rows[3][3] == "expert-climber");
  CHECK(rows[3][4] == "rule-texts");
}

TEST_CASE("climbsim study --vary edition:core-2025 adds a named edition, and refuses an unknown one", "[cli][study][core-2025]") {
  const ScratchDir dir;
  const auto r = run_cli({"study", "--tables", "2", "--starts", "1", "--resolution", "0.5", "--vary", "edition:core-2025,edition",
                          "-q", "-o", dir.file("e.csv"), "--summary", dir.file("s.csv")});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(read_file(dir.file("e.csv")));
  REQUIRE(rows.size() == 1 + 2 * 3);  // tables x (as is, core-2025, core-2023)
  CHECK(rows[1][3] == "as is");
  CHECK(rows[2][3] == "core-2025");
  CHECK(rows[2][4] == "core-2025");
  CHECK(rows[3][4] == "core-2023");
  const auto bad = run_cli({"study", "--tables", "1", "--vary", "edition:core-2099", "-q", "-o", dir.file("bad.csv")});
  CHECK(bad.exit_code == 2);
  CHECK_THAT(bad.err, Catch::Contains("--vary") && Catch::Contains("core-2099") && Catch::Contains("core-2025"));
  CHECK_FALSE(std::filesystem::exists(dir.file("bad.csv")));
}

TEST_CASE("study --journal is a file of its own: never an output's path, never a device", "[cli][study]") {
  const ScratchDir dir;
  // The journal and the table at one path: refused before any work, nothing written.
  auto same = small_study(dir, "j.csv", "s.csv");
  same.insert(same.end(), {"--journal", dir.file("j.csv")});
  const auto r = run_cli(same);
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, Catch::Contains("--journal") && Catch::Contains("is also --output"));
  CHECK_FALSE(std::filesystem::exists(dir.file("j.csv")));
  auto summary = small_study(dir, "t.csv", "s.csv");
  summary.insert(summary.end(), {"--journal", dir.file("s.csv")});
  CHECK(run_cli(summary).exit_code == 2);
  // A device would be read until memory runs out: refused at once.
  auto device = small_study(dir, "u.csv", "us.csv");
  device.insert(device.end(), {"--journal", "/dev/zero"});
  const auto z = run_cli(device);
  CHECK(z.exit_code == 2);
  CHECK_THAT(z.err, Catch::Contains("regular file"));
}

TEST_CASE("study --write-tables stages its tables like every output: no planted link followed, none left by a failed run", "[cli][study]") {
  const ScratchDir dir;
  const std::string tables = dir.file("tables");
  std::filesystem::create_directory(tables);
  // A run that fails at the end (its table cannot be written): the folder stays empty.
  auto failing = small_study(dir, "f.csv", "fs.csv");
  failing.insert(failing.end(), {"--write-tables", tables});
  for (auto& a : failing)
    if (a == dir.file("f.csv")) a = "/dev/full";
  const auto f = run_cli(failing);
  CHECK(f.exit_code == 1);
  CHECK(std::filesystem::is_empty(tables));  // a folder that was there stays, empty
  // A folder the failed run made itself is removed again: no stray empty folder.
  for (auto& a : failing)
    if (a == tables) a = dir.file("made");
  CHECK(run_cli(failing).exit_code == 1);
  CHECK_FALSE(std::filesystem::exists(dir.file("made")));
  // A run that succeeds: every table in place and no temporary left. The tables are staged by
  // OutputSet under mkstemp names (O_EXCL: tests/io/output_set_test.cpp plants links at them), so
  // the fixed name table-0001.csv.tmp a link could wait at is gone.
  write_file(dir.file("target.txt"), "precious\n");
  std::filesystem::remove(tables);
  std::filesystem::create_directory(tables);
  const auto ok = run_cli(plus(small_study(dir, "g.csv", "gs.csv"), {"--write-tables", tables}));
  REQUIRE(ok.exit_code == 0);
  CHECK(std::filesystem::exists(tables + "/table-0001.csv"));
  CHECK(std::filesystem::exists(tables + "/table-0003.csv"));
  for (const auto& e : std::filesystem::directory_iterator(tables))
    CHECK(e.path().filename().string().find(".tmp") == std::string::npos);
  CHECK(read_file(dir.file("target.txt")) == "precious\n");
}

TEST_CASE("study --write-tables follows no link planted in its folder during the run", "[cli][study]") {
  // The folder is empty when the run starts (it must be); a link is planted at the name the tables
  // were once staged under, pointing at a file of the user's, while the study computes.
  const ScratchDir dir;
  const std::string tables = dir.file("tables");
  std::filesystem::create_directory(tables);
  write_file(dir.file("precious.txt"), "precious\n");
  auto args = small_study(dir, "p.csv", "ps.csv");
  for (std::size_t i = 0; i + 1 < args.size(); ++i)
    if (args[i] == "--tables") args[i + 1] = "30";
  // The journal is opened just after the check that the folder is empty: its file is the sign that
  // the run is past that check and computing.
  args.insert(args.end(), {"--write-tables", tables, "--journal", dir.file("j.txt")});
  const int pid = spawn_cli(args);
  REQUIRE(pid > 0);
  INFO("waited up to " << patience_seconds() << " s (CLIMBSIM_TEST_TIME_SCALE) for the run's journal, then for its end");
  CHECK(wait_until([&] { return std::filesystem::exists(dir.file("j.txt")); }));
  std::filesystem::create_symlink(dir.file("precious.txt"), tables + "/table-0001.csv.tmp");
  const ChildEnd end = reap(pid);
  REQUIRE(end.by_itself);
  const int status = end.status;
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
  CHECK(read_file(dir.file("precious.txt")) == "precious\n");
  CHECK(std::filesystem::is_symlink(tables + "/table-0001.csv.tmp"));
  CHECK(std::filesystem::is_regular_file(std::filesystem::symlink_status(tables + "/table-0001.csv")));
}

// The main job (scripts/run.sh) runs experiments/study-expert-climber.ini through the report. Its
// work estimate (1.6e11, an upper bound) is above the default limit, so the .ini raises the limit;
// once it did not and the main job stopped at the study. The study checks its work before
// --print-config stops it, so an exit 0 here is the check passed.
TEST_CASE("the main job's study passes its own work check - and the default limit would refuse it", "[cli][study][work]") {
  const std::string ini = std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/study-expert-climber.ini";
  const auto ok = run_cli({"study", "--config", ini, "--print-config"});
  INFO(ok.err);
  CHECK(ok.exit_code == 0);
  const auto refused = run_cli({"study", "--config", ini, "--print-config", "--max-work", "1e11"});
  CHECK(refused.exit_code == 2);
  CHECK_THAT(refused.err, Catch::Contains("units of work"));
}

TEST_CASE("climbsim study --mission: each target's earliest round is climbsim mission's on the same table, on any thread count", "[cli][study][mission]") {
  // Three generated tables, written out; the study's rows against `climbsim mission` on each written
  // table (the mission command's own path: its request, its maps, its targets), and the summary's
  // shares against the rows counted here.
  const ScratchDir dir;
  const std::vector<std::string> study = {"study", "--tables", "3", "--resolution", "0.5", "--unit", "stormtroopers,darth-vader", "--mission",
                                          "bunker-assault", "--poi", "36,18;20,12", "--rounds", "3", "--edition", "core-2025", "--vary",
                                          "scout=2", "--seed", "9", "-q"};
  const auto one = run_cli(plus(study, {"--threads", "1", "-o", dir.file("a.csv"), "--summary", dir.file("as.csv"), "--write-tables", dir.file("t")}));
  INFO(one.err);
  REQUIRE(one.exit_code == 0);
  const auto two = run_cli(plus(study, {"--threads", "2", "-o", dir.file("b.csv"), "--summary", dir.file("bs.csv")}));
  REQUIRE(two.exit_code == 0);
  CHECK(read_file(dir.file("a.csv")) == read_file(dir.file("b.csv")));
  CHECK(read_file(dir.file("as.csv")) == read_file(dir.file("bs.csv")));
  const auto rows = csv_rows(read_file(dir.file("a.csv")));
  REQUIRE(rows.size() == 1 + 3 * 2 * 2);  // tables x units x variants, one entry each
  REQUIRE(rows[0].size() >= 3);
  CHECK(std::vector<std::string>(rows[0].end() - 3, rows[0].end()) == std::vector<std::string>{"poi_1_round", "poi_2_round", "enemy_territory_round"});
  int compared = 0;
  std::map<std::string, int> by_round_1;  // unit/variant -> tables whose POI 1 falls in round 1
  for (int t = 1; t <= 3; ++t) {
    const std::string table = dir.file("t") + "/table-000" + std::to_string(t) + ".csv";
    for (const std::string variant : {"", "scout=2"}) {
      std::vector<std::string> args = {"mission", "--unit", "stormtroopers,darth-vader", "--map-card", "bunker-assault", "--poi", "36,18;20,12",
                                       "--rounds", "3", "--resolution", "0.5", "--terrain", table, "--format", "csv"};
      if (!variant.empty()) {
        // Scout 2 given: the mission's units as a roster with it (the study's what-if).
        const auto roster = run_cli({"roster", "--format", "csv"});
        std::string edited;
        for (std::size_t at = 0; at < roster.out.size();) {
          const auto end = roster.out.find('\n', at);
          std::string line = roster.out.substr(at, end - at + 1);
          if (line.rfind("stormtroopers,", 0) == 0 || line.rfind("darth-vader,", 0) == 0) {
            auto f = csv_rows(line)[0];
            f[13] = f[13].empty() ? "scout=2" : f[13] + ";scout=2";  // the keywords column
            line.clear();
            for (std::size_t k = 0; k < f.size(); ++k) line += (k ? "," : "") + (f[k].find_first_of(",\"") == std::string::npos ? f[k] : "\"" + f[k] + "\"");
            line += "\r\n";
          }
          edited += line;
          at = end == std::string::npos ? roster.out.size() : end + 1;
        }
        write_file(dir.file("scout.csv"), edited);
        args.insert(args.end(), {"--roster", dir.file("scout.csv")});
      }
      const auto answer = run_cli(args);
      INFO(answer.err);
      REQUIRE(answer.exit_code == 0);
      for (const auto& r : csv_rows(answer.out)) {
        if (r[0] == "unit" || r[1].rfind("building", 0) == 0 || r[1].rfind("hill", 0) == 0 || r[1].rfind("wall", 0) == 0) continue;
        const std::size_t column = rows[0].size() - (r[1] == "poi-1" ? 3 : r[1] == "poi-2" ? 2 : 1);
        for (const auto& s : rows)
          if (s[0] == std::to_string(t) && s[2] == r[0] && s[3] == (variant.empty() ? "as is" : variant)) {
            INFO("table " << t << " " << r[0] << " " << variant << " " << r[1]);
            CHECK(s[column] == r[5]);  // the round, or empty for neither
            ++compared;
            if (r[1] == "poi-1" && r[5] == "1") ++by_round_1[r[0] + "/" + (variant.empty() ? "as is" : variant)];
          }
      }
    }
  }
  CHECK(compared == 3 * 2 * 2 * 3);
  // The summary's share of tables with POI 1 in round 1: the rows' count over 3.
  for (const auto& s : csv_rows(read_file(dir.file("as.csv"))))
    if (s.size() > 4 && s[2] == "poi_1_by_round_1") {
      INFO(s[0] << " " << s[1]);
      CHECK(std::stod(s[4]) * 3 == Approx(by_round_1[s[0] + "/" + s[1]]));
    }
}
