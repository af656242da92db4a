#include "climbsim/io/output_set.hpp"

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace climbsim;
namespace fs = std::filesystem;

namespace {

struct Dir {
  fs::path path;
  Dir() {
    static int n = 0;
    path = fs::temp_directory_path() / ("climbsim-outputs-" + std::to_string(::getpid()) + "-" + std::to_string(n++));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~Dir() { fs::remove_all(path); }
  [[nodiscard]] std::string file(const std::string& name) const { return (path / name).string(); }
  [[nodiscard]] std::size_t entries() const {
    return static_cast<std::size_t>(std::distance(fs::directory_iterator(path), fs::directory_iterator()));
  }
};

std::string slurp(const std::string& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void spit(const std::string& p, const std::string& text) { std::ofstream(p, std::ios::binary) << text; }

}  // namespace

TEST_CASE("nothing changes until commit - then every output at once", "[io][output]") {
  const Dir d;
  spit(d.file("a.csv"), "old a\n");
  {
    OutputSet set;
    set.add("--output", d.file("a.csv"));
    set.add("--summary", d.file("b.csv"));
    set.stream("--output") << "new a\n";
    set.stream("--summary") << "new b\n";
    CHECK(slurp(d.file("a.csv")) == "old a\n");
    CHECK_FALSE(fs::exists(d.file("b.csv")));
    CHECK(d.entries() == 3);  // a.csv and two temporaries
    set.commit();
  }
  CHECK(slurp(d.file("a.csv")) == "new a\n");
  CHECK(slurp(d.file("b.csv")) == "new b\n");
  CHECK(d.entries() == 2);
}

TEST_CASE("a run that ends without commit leaves every old file and no temporary", "[io][output]") {
  const Dir d;
  spit(d.file("a.csv"), "old a\n");
  {
    OutputSet set;
    set.add("--output", d.file("a.csv"));
    set.add("--png", d.file("p.png"));
    set.stream("--output") << "half";
    set.stream("--png") << "half";
  }  // an exception unwinding the command does this
  CHECK(slurp(d.file("a.csv")) == "old a\n");
  CHECK(d.entries() == 1);
}

TEST_CASE("a symlink planted where the old scheme put its temporary is never written through", "[io][output]") {
  const Dir d;
  spit(d.file("victim"), "keep me\n");
  int planted[2];  // the child waits on this until the trap is laid
  REQUIRE(::pipe(planted) == 0);
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    char c = 0;
    if (::read(planted[0], &c, 1) != 1) ::_exit(3);
    OutputSet set;
    set.add("--output", d.file("out.csv"));
    set.stream("--output") << "output\n";
    set.commit();
    ::_exit(0);
  }
  // The old temporary was "<out>.tmp-<pid>", opened with O_TRUNC and no O_EXCL: plant that name.
  fs::create_symlink(d.file("victim"), d.file("out.csv.tmp-" + std::to_string(child)));
  REQUIRE(::write(planted[1], "x", 1) == 1);
  int status = 0;
  ::waitpid(child, &status, 0);
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
  CHECK(slurp(d.file("victim")) == "keep me\n");
  CHECK(slurp(d.file("out.csv")) == "output\n");
  CHECK(fs::is_symlink(d.file("out.csv.tmp-" + std::to_string(child))));
  ::close(planted[0]);
  ::close(planted[1]);
}

TEST_CASE("new files get 0666 less the umask - replaced files keep their mode", "[io][output]") {
  const Dir d;
  const mode_t old = ::umask(027);
  {
    OutputSet set;
    set.add("--output", d.file("new.csv"));
    set.stream("--output") << "x";
    set.commit();
  }
  ::umask(old);
  CHECK((fs::status(d.file("new.csv")).permissions() & fs::perms::all) ==
        (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read));
  spit(d.file("ro.csv"), "x");
  fs::permissions(d.file("ro.csv"), fs::perms::owner_read | fs::perms::owner_write | fs::perms::others_read);
  OutputSet set;
  set.add("--output", d.file("ro.csv"));
  set.stream("--output") << "y";
  set.commit();
  CHECK((fs::status(d.file("ro.csv")).permissions() & fs::perms::all) ==
        (fs::perms::owner_read | fs::perms::owner_write | fs::perms::others_read));
}

TEST_CASE("a sidecar takes its output's mode, never its own old one", "[io][output]") {
  // A private output (0600) with an old, world-readable sidecar (0644): the sidecar names the
  // command line and the paths, so after the run it is private too.
  const Dir d;
  spit(d.file("p.csv"), "x");
  spit(d.file("p.csv.meta.json"), "{}");
  fs::permissions(d.file("p.csv"), fs::perms::owner_read | fs::perms::owner_write);
  fs::permissions(d.file("p.csv.meta.json"), fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read |
                                                 fs::perms::others_read);
  {
    OutputSet set;
    set.add("--output", d.file("p.csv"));
    set.add_companion("--output (its .meta.json)", d.file("p.csv.meta.json"), "--output");
    set.stream("--output") << "y";
    set.stream("--output (its .meta.json)") << "{\"a\": 1}";
    set.commit();
  }
  CHECK((fs::status(d.file("p.csv.meta.json")).permissions() & fs::perms::all) == (fs::perms::owner_read | fs::perms::owner_write));
  // A new output and a new sidecar: both 0666 less the umask.
  const mode_t old = ::umask(077);
  {
    OutputSet set;
    set.add("--output", d.file("n.csv"));
    set.add_companion("--output (its .meta.json)", d.file("n.csv.meta.json"), "--output");
    set.stream("--output") << "y";
    set.stream("--output (its .meta.json)") << "{}";
    set.commit();
  }
  ::umask(old);
  CHECK((fs::status(d.file("n.csv.meta.json")).permissions() & fs::perms::all) == (fs::perms::owner_read | fs::perms::owner_write));
}

TEST_CASE("bad targets are refused when added, naming the option", "[io][output]") {
  const Dir d;
  OutputSet set;
  CHECK_THROWS_WITH(set.add("--output", d.path.string()), Catch::Contains("--output") && Catch::Contains("is a directory"));
  CHECK_THROWS_WITH(set.add("--png", d.file("none/x.png")), Catch::Contains("does not exist"));
  set.add("--output", d.file("x.csv"));
  CHECK_THROWS_WITH(set.add("--summary", d.file("./x.csv")), Catch::Contains("the same file as --output"));
  set.add("--stdout", "-");
  CHECK_THROWS_WITH(set.add("--also", "-"), Catch::Contains("the same file"));
}

TEST_CASE("every target is checked before the first rename: a name that became a folder replaces nothing", "[io][output]") {
  // --summary s.csv turns into a folder during the run: the commit stops before e.csv is replaced.
  const Dir d;
  spit(d.file("e.csv"), "old\n");
  OutputSet set;
  set.add("--output", d.file("e.csv"));
  set.add("--summary", d.file("s.csv"));
  set.stream("--output") << "new\n";
  set.stream("--summary") << "summary\n";
  fs::create_directory(d.file("s.csv"));
  CHECK_THROWS_WITH(set.commit(), Catch::Contains("--summary") && Catch::Contains("now a directory"));
  CHECK(slurp(d.file("e.csv")) == "old\n");
  for (const auto& e : fs::directory_iterator(d.path)) CHECK(e.path().filename().string().find(".climbsim-") == std::string::npos);
}
