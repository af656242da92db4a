#include "climbsim/text/text_input.hpp"

#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

using namespace climbsim;
namespace fs = std::filesystem;

TEST_CASE("text files: a byte-order mark is dropped - directories, empty and missing files are errors", "[io]") {
  const fs::path dir = fs::temp_directory_path() / ("climbsim-text-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const auto write = [&](const std::string& name, const std::string& text) {
    std::ofstream(dir / name, std::ios::binary) << text;
    return (dir / name).string();
  };
  CHECK(read_text_file(write("bom.csv", "\xEF\xBB\xBFkind,x\n"), "terrain file") == "kind,x\n");
  CHECK(read_text_file(write("plain.csv", "kind,x\n"), "terrain file") == "kind,x\n");
  CHECK_THROWS_WITH(read_text_file(dir.string(), "terrain file"), Catch::Contains("is a directory"));
  CHECK_THROWS_WITH(read_text_file(write("empty.csv", " \n\r\n"), "terrain file"), Catch::Contains("terrain file is empty"));
  CHECK(read_text_file((dir / "empty.csv").string(), "config file", true) == " \n\r\n");
  CHECK_THROWS_WITH(read_text_file((dir / "none.csv").string(), "roster file"), Catch::Contains("No such file"));
  fs::remove_all(dir);
}

TEST_CASE("values in messages: quoted, escaped, at most 80 characters", "[io]") {
  CHECK(quote_value("1,x") == "'1,x'");
  CHECK(quote_value(std::string("a\0b\n", 4)) == "'a\\x00b\\x0a'");
  const std::string huge(20'000'000, 'z');
  const auto q = quote_value(huge);
  CHECK(q.size() < 120);
  CHECK(q.substr(0, 82) == "'" + std::string(80, 'z') + "'");
  CHECK_THAT(q, Catch::EndsWith("... (20000000 bytes)"));
  CHECK(strip_bom("\xEF\xBB\xBFx") == "x");
  CHECK(strip_bom("\xEF\xBBx") == "\xEF\xBBx");
}
