// climbsim study end to end: the same bytes on any thread count, after a resumed journal, and from
// the tables it wrote read back as files; bad input refused with exit 2 and nothing written.
#include <sys/wait.h>

#include <catch2/catch.hpp>

#include <filesystem>
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
      {{"--starts", "0"}, "--starts"},
      {{"--objective", "80,10"}, "off the table"},
      {{"--terrain-dir", dir.path}, "no .csv"},
      {{"--edition", "rule-texts,core-2023"}, "one base edition"},
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
