#include "climbsim/text/csv.hpp"
#include "climbsim/text/csv_rows.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <sstream>

using namespace climbsim;

TEST_CASE("CSV rows follow RFC 4180", "[io]") {
  std::ostringstream out;
  CsvWriter csv(out);
  csv.header({"a", "b"});
  csv.field("plain").field("with, comma").end_row();
  csv.field("say \"hi\"").field(true).end_row();
  csv.field(std::optional<double>{}).field(std::uint64_t{18446744073709551615ULL}).end_row();
  CHECK(out.str() == "a,b\r\nplain,\"with, comma\"\r\n\"say \"\"hi\"\"\",true\r\n,18446744073709551615\r\n");
}

TEST_CASE("numbers are written shortest and read back exactly", "[io]") {
  for (double v : {0.1, 1.0 / 3, 2.3325484713660103, 1e-300, 123456789.0, 7e-4}) {
    const auto s = format_number(v);
    CHECK(std::stod(s) == v);
  }
  CHECK(format_number(1.0) == "1");
  CHECK(format_number(-0.0) == "0");
  CHECK(format_number(std::nan("")).empty());
}

TEST_CASE("split_csv_line undoes the quoting", "[io]") {
  CHECK(split_csv_line("a,\"b,c\",\"d\"\"e\",\r") == std::vector<std::string>{"a", "b,c", "d\"e", ""});
}

TEST_CASE("a data file's rows: the header first, comments, blank lines, a BOM and CRs left out, line numbers kept", "[csv]") {
  const std::string text = "\xEF\xBB\xBF# a comment\r\nkey,name\r\n\r\na,\"b, c\"\r\n# another\nd,e\n";
  const auto rows = climbsim::csv_rows(text);
  REQUIRE(rows.size() == 3);
  CHECK(rows[0].fields == std::vector<std::string>{"key", "name"});
  CHECK(rows[0].line_no == 2);
  CHECK(rows[1].fields == std::vector<std::string>{"a", "b, c"});
  CHECK(rows[1].line == "a,\"b, c\"");
  CHECK(rows[1].line_no == 4);
  CHECK(rows[2].fields == std::vector<std::string>{"d", "e"});
  CHECK(rows[2].line_no == 6);
  // Nothing but comments: no header row.
  CHECK(climbsim::csv_rows("# only\n\n").empty());
}
