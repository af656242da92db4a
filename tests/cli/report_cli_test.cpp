// climbsim report --keep: each experiment runs once and its tables stay in the folder, the same
// bytes as the subcommand run alone, each with its provenance sidecar; a folder that is not there
// is refused with exit 2 and nothing written.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <thread>

#include "run_cli.hpp"

using namespace climbsim::test;
namespace fs = std::filesystem;

namespace {

const std::string kExperiments = std::string(CLIMBSIM_SOURCE_DIR) + "/tests/report/experiments";

}  // namespace

TEST_CASE("climbsim report --keep leaves each experiment's tables as its subcommand alone writes them", "[cli][report]") {
  const ScratchDir dir;
  const auto r = run_cli({"report", "--experiments", kExperiments, "--keep", dir.path, "-o", dir.file("report.html")});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(read_file(dir.file("report.html")).find("<html") != std::string::npos);
  int compared = 0;
  for (const auto& entry : fs::directory_iterator(kExperiments)) {
    const std::string name = entry.path().stem().string(), sub = name.substr(0, name.find('-'));
    CAPTURE(name);
    CHECK(r.err.find(entry.path().filename().string()) != std::string::npos);  // a line per experiment
    REQUIRE(fs::exists(dir.file(name + ".csv")));
    CHECK(fs::exists(dir.file(name + ".csv.meta.json")));
    const auto alone = run_cli({sub, "--config", entry.path().string(), "-q", "-o", dir.file("alone-" + name + ".csv")});
    REQUIRE(alone.exit_code == 0);
    CHECK(read_file(dir.file(name + ".csv")) == read_file(dir.file("alone-" + name + ".csv")));
    ++compared;
  }
  CHECK(compared == 6);
  CHECK(fs::exists(dir.file("map.png")));
  CHECK(fs::exists(dir.file("study-summary.csv")));
  // -q: no line per experiment.
  const auto quiet = run_cli({"report", "--config", kExperiments + "/wounds-roster.ini", "--keep", dir.path, "-q", "-o", dir.file("q.html")});
  CHECK(quiet.exit_code == 0);
  CHECK(quiet.err.empty());
}

TEST_CASE("climbsim report --keep into a folder that is not there is refused, nothing written", "[cli][report]") {
  const ScratchDir dir;
  const auto r = run_cli({"report", "--config", kExperiments + "/wounds-roster.ini", "--keep", dir.file("missing"), "-o", dir.file("r.html")});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("--keep") != std::string::npos);
  CHECK(!fs::exists(dir.file("r.html")));
  CHECK(!fs::exists(dir.file("missing")));
}

TEST_CASE("report --keep replaces no table until the page is written: a later experiment that fails, a signal", "[cli][report][signals]") {
  const ScratchDir dir;
  const std::string experiments = dir.file("experiments"), keep = dir.file("keep");
  fs::create_directory(experiments);
  fs::create_directory(keep);
  write_file(experiments + "/wounds-a.ini", "minis = 4\nheights = 1\nmethods = clamber\nsamples = 2000\n");
  write_file(experiments + "/economy-b.ini", "heights = -3\n");  // runs after wounds-a, and is refused
  write_file(keep + "/wounds-a.csv", "old table\n");
  const auto r = run_cli({"report", "--experiments", experiments, "--keep", keep, "-q", "-o", dir.file("r.html")});
  CHECK(r.exit_code == 2);
  CHECK(read_file(keep + "/wounds-a.csv") == "old table\n");
  CHECK_FALSE(fs::exists(dir.file("r.html")));
  // Interrupted in the middle of a long experiment, by each of the signals a user or a system
  // sends: nothing left behind, in --keep or anywhere in TMPDIR, and the old table as it was.
  write_file(experiments + "/economy-b.ini", "heights = 1\nsamples = 1e10\nmax-work = 1e18\n");
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) {
    INFO("signal " << sig);
    const std::string tmp = dir.file("tmp" + std::to_string(sig));
    fs::create_directory(tmp);
    const char* old_tmp = std::getenv("TMPDIR");
    const std::string saved = old_tmp ? old_tmp : "";
    ::setenv("TMPDIR", tmp.c_str(), 1);
    // Without -q the report says which experiment it is running: the signal comes once it has
    // said economy-b, the long one (after wounds-a's table is computed and held).
    const std::string said = dir.file("said" + std::to_string(sig));
    const int pid = spawn_cli({"report", "--experiments", experiments, "--keep", keep, "-o", dir.file("r.html")}, said);
    if (old_tmp) ::setenv("TMPDIR", saved.c_str(), 1);
    else ::unsetenv("TMPDIR");
    REQUIRE(pid > 0);
    INFO("waited up to " << patience_seconds() << " s (CLIMBSIM_TEST_TIME_SCALE) for 'running ...economy-b.ini' on its stderr, then for its end");
    CHECK(wait_until([&] { return read_file(said).find("economy-b.ini (climbsim economy)") != std::string::npos; }));
    INFO("it said: " << read_file(said));
    ::kill(pid, sig);
    const ChildEnd end = reap(pid);
    CHECK(end.by_itself);
    const int status = end.status;
    CHECK(WIFSIGNALED(status));
    CHECK(read_file(keep + "/wounds-a.csv") == "old table\n");
    int in_keep = 0, in_tmp = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(keep)) ++in_keep;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(tmp)) ++in_tmp;
    CHECK(in_keep == 1);
    CHECK(in_tmp == 0);
    CHECK_FALSE(fs::exists(dir.file("r.html")));
  }
}

TEST_CASE("a report's section headings say what each experiment asks, not its file's name", "[cli][report]") {
  const ScratchDir dir;
  write_file(dir.file("wounds-a.ini"), "# Title: Stormtroopers at height 1\n# more words\nunit = stormtroopers\nheights = 1\nsamples = 1000\n");
  write_file(dir.file("wounds-b.ini"), "# Two units clambering (a short test): the rest\nunit = stormtroopers\nheights = 1\nsamples = 1000\n");
  write_file(dir.file("wounds-c.ini"), "unit = stormtroopers\nheights = 1\nsamples = 1000\n");
  const auto r = run_cli({"report", "--experiments", dir.path, "-q", "-o", dir.file("r.html")});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const std::string page = read_file(dir.file("r.html"));
  CHECK(page.find("<h2>What one climb or clamber costs: Stormtroopers at height 1</h2>") != std::string::npos);
  CHECK(page.find("<h2>What one climb or clamber costs: Two units clambering</h2>") != std::string::npos);
  CHECK(page.find("<h2>What one climb or clamber costs: wounds-c</h2>") != std::string::npos);  // nothing else to say
  CHECK(page.find("(wounds-a)</h2>") == std::string::npos);
}
