// Outputs that can never destroy a file: each fault of the output issue, end to end on the binary.
#include <signal.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "run_cli.hpp"

using namespace climbsim::test;
namespace fs = std::filesystem;

namespace {

const std::vector<std::string> kSmall = {"wounds", "--minis", "2", "--heights", "1", "--methods", "clamber",
                                         "--expert-climber", "false", "--ladder", "false", "--samples", "100", "-q"};

std::vector<std::string> small(std::initializer_list<std::string> extra) {
  auto a = kSmall;
  a.insert(a.end(), extra);
  return a;
}

std::size_t entries(const std::string& dir) {
  return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir), fs::directory_iterator()));
}

}  // namespace

TEST_CASE("a device or FIFO given as output is written through, never replaced", "[cli][output]") {
  const ScratchDir dir;
  const std::string node = dir.file("node");
  if (::geteuid() == 0) {
    // As root the old code renamed a regular file over /dev/null: a null device made here instead.
    REQUIRE(::mknod(node.c_str(), S_IFCHR | 0666, ::makedev(1, 3)) == 0);
    const auto r = run_cli(small({"-o", node}));
    CHECK(r.exit_code == 0);
    struct stat st {};
    REQUIRE(::stat(node.c_str(), &st) == 0);
    CHECK(S_ISCHR(st.st_mode));
  } else {
    WARN("not root: the device case is covered by the FIFO case below");
  }
  const std::string fifo = dir.file("fifo");
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  std::string received;
  std::thread reader([&] { received = read_file(fifo); });
  const auto r = run_cli(small({"-o", fifo}));
  reader.join();
  CHECK(r.exit_code == 0);
  CHECK(received.rfind("unit,method,", 0) == 0);
  struct stat st {};
  REQUIRE(::lstat(fifo.c_str(), &st) == 0);
  CHECK(S_ISFIFO(st.st_mode));
}

TEST_CASE("a summary sent to /dev/stdout goes to standard output and leaves /dev/stdout as it was", "[cli][output]") {
  const ScratchDir dir;
  const auto r = run_cli({"economy", "--minis", "4", "--heights", "1", "--faces", "sheer", "--samples", "100", "-q",
                          "--summary", "/dev/stdout", "-o", dir.file("table.csv")});
  CHECK(r.exit_code == 0);
  CHECK(r.out.rfind("unit,minis,wounds_per_mini,height,face,direction,die,edition,cheapest_plan", 0) == 0);
  CHECK(fs::is_symlink("/dev/stdout"));
  CHECK(read_file(dir.file("table.csv")).rfind("unit,minis,", 0) == 0);
}

TEST_CASE("a symlink given as output stays a link - the file it names gets the output", "[cli][output]") {
  const ScratchDir dir;
  fs::create_directory(dir.file("elsewhere"));
  fs::create_symlink("elsewhere/real.csv", dir.file("link.csv"));
  const auto r = run_cli(small({"-o", dir.file("link.csv")}));
  CHECK(r.exit_code == 0);
  CHECK(fs::is_symlink(dir.file("link.csv")));
  CHECK(read_file(dir.file("elsewhere/real.csv")).rfind("unit,method,", 0) == 0);
  CHECK(entries(dir.file("elsewhere")) == 1);  // no temporary left beside it
}

TEST_CASE("an existing output keeps its permissions", "[cli][output]") {
  const ScratchDir dir;
  const auto out = dir.file("private.csv");
  write_file(out, "old\n");
  fs::permissions(out, fs::perms::owner_read | fs::perms::owner_write);
  REQUIRE(run_cli(small({"-o", out})).exit_code == 0);
  CHECK(fs::status(out).permissions() == (fs::perms::owner_read | fs::perms::owner_write));
  CHECK(read_file(out) != "old\n");
}

TEST_CASE("outputs are committed together: one failing leaves every other file as it was", "[cli][output]") {
  const ScratchDir dir;
  const auto summary = dir.file("summary.csv");
  write_file(summary, "old summary\n");
  // The table goes to a device that takes no bytes: the run fails, and the summary, complete by
  // then, must not be committed either.
  const auto r = run_cli({"economy", "--minis", "4", "--heights", "1", "--faces", "sheer", "--samples", "100", "-q",
                          "--summary", summary, "-o", "/dev/full"});
  CHECK(r.exit_code == 1);
  CHECK_THAT(r.err, Catch::Contains("'/dev/full'") && Catch::Contains("No space left on device"));
  CHECK(read_file(summary) == "old summary\n");
  CHECK(entries(dir.path) == 1);  // and no temporary
}

TEST_CASE("the same file named twice, a directory, or a missing folder is refused before any work", "[cli][output]") {
  const ScratchDir dir;
  const auto terrain = std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/terrain/example.csv";
  const auto both = run_cli({"map", "--terrain", terrain, "--png", dir.file("x"), "-o", dir.file("x")});
  CHECK(both.exit_code == 2);
  CHECK_THAT(both.err, Catch::Contains("the same file as"));
  fs::create_symlink("x.csv", dir.file("alias.csv"));
  const auto alias = run_cli({"economy", "--minis", "4", "--heights", "1", "--summary", dir.file("x.csv"), "-o", dir.file("alias.csv")});
  CHECK(alias.exit_code == 2);
  CHECK_THAT(alias.err, Catch::Contains("the same file as"));
  const auto folder = run_cli(small({"-o", dir.path}));
  CHECK(folder.exit_code == 2);
  CHECK_THAT(folder.err, Catch::Contains("is a directory"));
  const auto missing = run_cli(small({"-o", dir.file("no/such/x.csv")}));
  CHECK(missing.exit_code == 2);
  CHECK_THAT(missing.err, Catch::Contains("does not exist"));
  CHECK(entries(dir.path) == 1);  // only the link made above
}

TEST_CASE("every signal that ends the run removes its temporary and leaves the old file", "[cli][output][signals]") {
  for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXFSZ, SIGPIPE, SIGRTMIN + 2}) {
    const ScratchDir dir;
    const auto out = dir.file("out.csv");
    write_file(out, "precious\n");
    // A run of several seconds; it is signalled as soon as its temporary exists.
    const int pid = spawn_cli({"wounds", "--minis", "12", "--heights", "1,2", "--methods", "clamber", "--expert-climber",
                               "false", "--ladder", "false", "--samples", "2e10", "--threads", "1", "-q", "-o", out});
    REQUIRE(pid > 0);
    INFO("signal " << sig << "; waited up to " << patience_seconds() << " s (CLIMBSIM_TEST_TIME_SCALE) for the run's temporary, then for its end");
    const bool staged = wait_until([&] { return entries(dir.path) == 2; });
    CHECK(staged);  // the run's temporary appeared beside the old file
    ::kill(pid, sig);
    const ChildEnd end = reap(pid);
    CHECK(end.by_itself);  // it ended on the signal, not on the test's SIGKILL
    const int status = end.status;
    CHECK(WIFSIGNALED(status));
    CHECK(WTERMSIG(status) == sig);
    CHECK(read_file(out) == "precious\n");
    CHECK(entries(dir.path) == 1);
  }
}

TEST_CASE("runs that share an output set commit whole: every file of the set comes from one run", "[cli][output]") {
  // Twenty economy runs, seeds 1-20, all at once with the same -o and --summary: the table's seed
  // column, its .meta.json and the summary's .meta.json must name one seed. Before the commit took
  // a lock on its folders (io/output_set.cpp), 6 rounds of 10 mixed runs' files.
  const ScratchDir dir;
  const std::string out = dir.file("same.csv"), sum = dir.file("same.sum.csv");
  const auto meta_seed = [](const std::string& meta) {
    const std::string key = "\"seed\": \"";
    const auto at = meta.find(key);
    return at == std::string::npos ? std::string("?") : meta.substr(at + key.size(), meta.find('"', at + key.size()) - at - key.size());
  };
  for (int round = 0; round < 3; ++round) {
    std::vector<int> pids;
    for (int seed = 1; seed <= 20; ++seed)
      pids.push_back(spawn_cli({"economy", "--unit", "stormtroopers", "--heights", "2", "--samples", "2000", "--seed", std::to_string(seed), "-o", out,
                                "--summary", sum, "-q"}));
    for (const int pid : pids) {
      const ChildEnd end = reap(pid);
      CHECK(end.by_itself);
      CHECK(WIFEXITED(end.status));
      CHECK(WEXITSTATUS(end.status) == 0);
    }
    const auto rows = csv_rows(read_file(out));
    REQUIRE(rows.size() > 1);
    const auto column = static_cast<std::size_t>(std::find(rows[0].begin(), rows[0].end(), "seed") - rows[0].begin());
    REQUIRE(column < rows[0].size());
    const std::string seed = rows[1][column];
    for (std::size_t r = 1; r < rows.size(); ++r) CHECK(rows[r][column] == seed);
    INFO("round " << round);
    CHECK(meta_seed(read_file(out + ".meta.json")) == seed);
    CHECK(meta_seed(read_file(sum + ".meta.json")) == seed);
  }
}

TEST_CASE("one folder named two ways is locked once: the run ends, and another run in the folder is not held", "[cli][output]") {
  // Before: the folder was locked under each name, and the second lock waited on the first for ever.
  const ScratchDir dir;
  fs::create_directory(dir.file("sub"));
  fs::create_directory_symlink(dir.path, dir.file("alias"));
  const std::vector<std::vector<std::string>> two_names = {
      {"-o", dir.file("e.csv"), "--summary", dir.path + "/./s.csv"},
      {"-o", dir.file("e.csv"), "--summary", dir.file("sub/../s.csv")},
      {"-o", dir.file("e.csv"), "--summary", dir.file("alias/s.csv")},
  };
  for (const auto& outputs : two_names) {
    fs::remove(dir.file("e.csv"));
    fs::remove(dir.file("s.csv"));
    auto args = std::vector<std::string>{"economy", "--unit", "stormtroopers", "--heights", "1", "--samples", "100", "-q"};
    args.insert(args.end(), outputs.begin(), outputs.end());
    const int pid = spawn_cli(args);
    const ChildEnd end = reap(pid);  // waits for the run's exit, bounded by the patience
    INFO("waited for the run's exit: " << outputs[3]);
    REQUIRE(end.by_itself);
    CHECK(WIFEXITED(end.status));
    CHECK(WEXITSTATUS(end.status) == 0);
    CHECK_THAT(read_file(dir.file("e.csv")), Catch::StartsWith("unit,"));
    CHECK_THAT(read_file(dir.file("s.csv")), Catch::Contains("stormtroopers"));
  }
}

TEST_CASE("an output that is one of the run's inputs is refused before any work, and the input is kept", "[cli][output]") {
  const ScratchDir dir;
  const std::string terrain = "kind,x,y,width,depth,height,ladder\nbuilding,10,10,4,4,1,\n";
  write_file(dir.file("T.csv"), terrain);
  const auto over = run_cli({"map", "--terrain", dir.file("T.csv"), "--start", "7,12", "--actions", "2", "--to", "12,12", "--routes",
                             dir.file("T.csv"), "-o", dir.file("m.csv")});
  CHECK(over.exit_code == 2);
  CHECK_THAT(over.err, Catch::Contains("--routes") && Catch::Contains("the same file as the input --terrain"));
  CHECK(read_file(dir.file("T.csv")) == terrain);
  CHECK_FALSE(fs::exists(dir.file("m.csv")));
  // Through a link and another spelling; the .ini of the run itself; its -o's sidecar never either.
  fs::create_symlink("T.csv", dir.file("link.csv"));
  const auto linked = run_cli({"map", "--terrain", dir.file("T.csv"), "--actions", "1", "-o", dir.file("link.csv")});
  CHECK(linked.exit_code == 2);
  CHECK_THAT(linked.err, Catch::Contains("the same file as the input --terrain"));
  const auto spelt = run_cli({"map", "--terrain", dir.file("T.csv"), "--actions", "1", "--png", dir.path + "/./T.csv"});
  CHECK(spelt.exit_code == 2);
  write_file(dir.file("run.ini"), "minis = 2\nheights = 1\n");
  const auto ini = run_cli({"economy", "--config", dir.file("run.ini"), "--samples", "100", "--summary", dir.file("run.ini")});
  CHECK(ini.exit_code == 2);
  CHECK_THAT(ini.err, Catch::Contains("the same file as the input --config"));
  CHECK(read_file(dir.file("run.ini")) == "minis = 2\nheights = 1\n");
  CHECK(read_file(dir.file("T.csv")) == terrain);
  // Refused at once: no temporary left, nothing new in the folder but the link and the .ini.
  CHECK(entries(dir.path) == 3);
}
