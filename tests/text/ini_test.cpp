#include "climbsim/text/ini.hpp"

#include <catch2/catch.hpp>
#include <string>

using namespace climbsim;

namespace {
std::string error_of(const std::string& text) {
  try {
    parse_ini(text, "f.ini");
  } catch (const IniError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("ini: names, values, comments anywhere outside quotes, sections and a byte-order mark", "[io][ini]") {
  const auto e = parse_ini("\xEF\xBB\xBF# top\n[section]\n; old-style comment\nminis = 1-4   # the unit\n  seed=7\n"
                           "label = \"a # b\"\nempty =\n",
                           "f.ini");
  REQUIRE(e.size() == 4);
  CHECK(e[0].name == "minis");
  CHECK(e[0].value == "1-4");
  CHECK(e[0].line == 4);
  CHECK(e[0].column == 1);
  CHECK(e[1].name == "seed");
  CHECK(e[1].value == "7");
  CHECK(e[1].column == 3);
  CHECK(e[2].value == "a # b");  // quoted: the '#' is part of the value
  CHECK(e[3].value.empty());
  CHECK(e[0].where("f.ini") == "f.ini:4:1: ");
}

TEST_CASE("ini: every slip is an error at file:line:column", "[io][ini]") {
  CHECK(error_of("a = 1\nb = 2\na = 3\n") == "f.ini:3:1: 'a' is given twice (first on line 1)");
  CHECK(error_of("  = 5\n") == "f.ini:1:3: a value without a name (expected 'name = value')");
  CHECK(error_of("x = 1\njust words\n") == "f.ini:2:1: expected 'name = value'");
  CHECK(error_of("x = \"open\n") == "f.ini:1:5: unterminated quote");
  CHECK(error_of("x = a\"b\"\n") == "f.ini:1:4: a quote may only surround the whole value");
  CHECK(error_of("x = 1\r\ny = 2\r\n").empty());  // CRLF files are fine
  CHECK(error_of("").empty());
}
