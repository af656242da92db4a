#include "climbsim/io/atomic_file.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <csignal>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

using namespace climbsim;
namespace fs = std::filesystem;

namespace {
std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}
}  // namespace

TEST_CASE("a failed write leaves the old file and no temporary behind", "[io]") {
  const fs::path dir = fs::temp_directory_path() / ("climbsim-atomic-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const fs::path target = dir / "out.csv";
  write_atomically(target.string(), [](std::ostream& o) { o << "first\n"; });
  CHECK(slurp(target) == "first\n");
  CHECK_THROWS_AS(write_atomically(target.string(),
                                   [](std::ostream& o) {
                                     o << "half";
                                     throw std::runtime_error("boom");
                                   }),
                  std::runtime_error);
  CHECK(slurp(target) == "first\n");
  CHECK(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) == 1);
  CHECK_THROWS(write_atomically((dir / "missing-dir" / "x.csv").string(), [](std::ostream& o) { o << "x"; }));
  fs::remove_all(dir);
}

TEST_CASE("an interrupted write leaves the old file and removes its temporary", "[io]") {
  const fs::path dir = fs::temp_directory_path() / ("climbsim-signal-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const fs::path target = dir / "out.csv";
  write_atomically(target.string(), [](std::ostream& o) { o << "first\n"; });
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {  // the child is interrupted half way through its write
    std::signal(SIGINT, SIG_DFL);  // not the test framework's handler: the default, as in climbsim
    write_atomically(target.string(), [](std::ostream& o) {
      o << "half" << std::flush;
      std::raise(SIGINT);
    });
    ::_exit(0);
  }
  int status = 0;
  ::waitpid(child, &status, 0);
  CHECK(WIFSIGNALED(status));
  CHECK(WTERMSIG(status) == SIGINT);
  CHECK(slurp(target) == "first\n");
  CHECK(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) == 1);
  fs::remove_all(dir);
}
