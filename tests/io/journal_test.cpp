// The journal: records survive a reopen, a torn tail is cut off, another run's journal is refused.
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "climbsim/io/journal.hpp"

using namespace climbsim;

namespace {

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

struct TempPath {
  std::string path = (std::filesystem::temp_directory_path() / ("climbsim-journal-" + std::to_string(::getpid()))).string();
  ~TempPath() { std::remove(path.c_str()); }
};

}  // namespace

TEST_CASE("journal records come back after a reopen, in order", "[journal]") {
  TempPath p;
  {
    Journal j(p.path, "k1");
    CHECK(j.records().empty());
    j.append("3 first");
    j.append("1 second");
  }
  Journal again(p.path, "k1");
  REQUIRE(again.records().size() == 2);
  CHECK(again.records()[0] == "3 first");
  CHECK(again.records()[1] == "1 second");
  CHECK_THROWS_AS(again.append("two\nlines"), std::invalid_argument);
}

TEST_CASE("a torn last record is cut off and appending goes on cleanly", "[journal]") {
  TempPath p;
  {
    Journal j(p.path, "k1");
    j.append("kept");
  }
  const std::string whole = slurp(p.path);
  SECTION("a line without its newline") {
    std::ofstream(p.path, std::ios::app) << "half a rec";
  }
  SECTION("a line with a wrong check") {
    std::ofstream(p.path, std::ios::app) << "forged\t0000000000000000\n";
  }
  {
    Journal j(p.path, "k1");
    REQUIRE(j.records().size() == 1);
    CHECK(slurp(p.path) == whole);  // the torn tail is gone
    j.append("next");
  }
  Journal j(p.path, "k1");
  REQUIRE(j.records().size() == 2);
  CHECK(j.records()[1] == "next");
}

TEST_CASE("a journal of other options, or a file that is not one, is refused untouched", "[journal]") {
  TempPath p;
  {
    Journal j(p.path, "k1");
    j.append("kept");
  }
  const std::string before = slurp(p.path);
  CHECK_THROWS_WITH(Journal(p.path, "k2"), Catch::Contains("other options"));
  CHECK(slurp(p.path) == before);
  std::ofstream(p.path, std::ios::trunc) << "table,x\n1,2\n";
  CHECK_THROWS_WITH(Journal(p.path, "k1"), Catch::Contains("not a climbsim journal"));
  CHECK(slurp(p.path) == "table,x\n1,2\n");
}
