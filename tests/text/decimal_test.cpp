// The portable decimal text (text/decimal.hpp) against the standard library's to_chars/from_chars,
// on this native build where both exist: text for text over hand-picked, boundary and 500,000
// random doubles (fixed seed), and the same accept/refuse on texts valid and not.
#include "climbsim/text/decimal.hpp"

#include <catch2/catch.hpp>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

using namespace climbsim;

namespace {

std::string std_text(double v) {
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  return {buf, r.ptr};
}

double from_bits(std::uint64_t bits) {
  double v = 0;
  std::memcpy(&v, &bits, sizeof v);
  return v;
}

}  // namespace

TEST_CASE("shortest_decimal writes what to_chars writes: worked by hand", "[text]") {
  CHECK(shortest_decimal(100) == "100");          // 3 characters against "1e+02"
  CHECK(shortest_decimal(1e22) == "1e+22");       // 5 against 23
  CHECK(shortest_decimal(1.5e-7) == "1.5e-07");   // 7 against "0.00000015" (10)
  CHECK(shortest_decimal(0.0001) == "1e-04");     // 5 against "0.0001" (6)
  CHECK(shortest_decimal(0.001) == "0.001");      // a tie at 5: plain
  CHECK(shortest_decimal(0.25) == "0.25");
  CHECK(shortest_decimal(-2.5) == "-2.5");
  CHECK(shortest_decimal(0.1 + 0.2) == "0.30000000000000004");
  CHECK(shortest_decimal(1.0 / 3) == "0.3333333333333333");
  CHECK(shortest_decimal(123456789) == "123456789");
}

TEST_CASE("shortest_decimal writes what to_chars writes: boundaries, decade edges, subnormals and 500,000 random doubles", "[text]") {
  std::vector<double> values = {0.0, -0.0, 1, 10, 1e15, 1e16, 1e17, 9007199254740993.0, 5e-324, 2.2250738585072014e-308,
                                std::numeric_limits<double>::max(), std::numeric_limits<double>::min(),
                                std::numeric_limits<double>::epsilon(), 0.05, 6, 0.667, 2.0 / 3, 41472, 1e-5, 123e-7};
  for (int e = -30; e <= 30; ++e) values.push_back(std::pow(10.0, e));
  std::mt19937_64 rng(20261123);
  for (int i = 0; i < 100000; ++i) {
    const double v = from_bits(rng());
    if (std::isfinite(v)) values.push_back(v);
  }
  std::uniform_int_distribution<int> k(-100000, 100000);
  for (int i = 0; i < 100000; ++i) values.push_back(k(rng) / 1000.0);  // the figures tables print
  for (int i = 1; i <= 100000; ++i) values.push_back(static_cast<double>(k(rng)) / i);
  // Where the 15-digit shortcut is tightest: just under and over each power of ten, and subnormals.
  for (int e = -300; e <= 300; ++e) {
    double v = std::pow(10.0, e);
    for (int j = 0; j < 8; ++j) values.push_back(v = std::nextafter(v, 0.0));
    v = std::pow(10.0, e);
    for (int j = 0; j < 8; ++j) values.push_back(v = std::nextafter(v, 1e308));
  }
  for (int i = 0; i < 10000; ++i) values.push_back(from_bits(rng() >> 12));  // subnormal (exponent bits 0)
  // Where the integer path works (1e-5 to 1e15, round_exactly): spread evenly over its decades, and
  // dyadic values, whose decimal expansions end and so can fall exactly halfway at the 15th to 17th
  // digit (ties to even).
  std::uniform_real_distribution<double> decade(-5.5, 15.5);
  for (int i = 0; i < 100000; ++i) values.push_back(std::pow(10.0, decade(rng)));
  std::uniform_int_distribution<std::int64_t> whole(1, (std::int64_t{1} << 53) - 1);
  for (int i = 0; i < 100000; ++i) values.push_back(std::ldexp(static_cast<double>(whole(rng)), -(i % 70)));
  std::size_t differ = 0;
  for (double v : values) {
    if (shortest_decimal(v) != std_text(v)) {
      if (++differ <= 5) FAIL_CHECK(std_text(v) << " written as " << shortest_decimal(v));
    }
  }
  CHECK(differ == 0);
}

TEST_CASE("read_decimal reads what from_chars reads, and refuses what it refuses", "[text]") {
  for (const std::string text : {"1", "-1", "0.25", ".5", "5.", "1e3", "1E-3", "-1.5e+2", "1e", "1e+", "0", "-0", "007",
                                 "123456789012345678901234567890", "4.9e-324", "1.7976931348623157e308", "", "-", ".",
                                 "+1", " 1", "1 ", "0x10", "inf", "nan", "1,5", "1..2", "e5", "--1", "1e400", "1e-400"}) {
    double mine = -7;
    double theirs = -7;
    const bool ok = read_decimal(text, mine);
    const auto r = std::from_chars(text.data(), text.data() + text.size(), theirs);
    const bool std_ok = r.ec == std::errc{} && r.ptr == text.data() + text.size() && std::isfinite(theirs) && !text.empty();
    INFO(text);
    CHECK((ok && std::isfinite(mine)) == std_ok);
    if (ok && std_ok) CHECK(mine == theirs);
  }
}
