// platform/bits.hpp: bits_of is the IEEE-754 pattern, checked against patterns written out by hand
// (sign, exponent, fraction) and against std::bit_cast where the standard library has it.
#include "climbsim/platform/bits.hpp"

#include <bit>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

using namespace climbsim;

TEST_CASE("bits_of gives a double's IEEE-754 pattern", "[platform]") {
  CHECK(bits_of(1.0) == 0x3FF0000000000000ULL);   // exponent 1023, fraction 0
  CHECK(bits_of(-2.0) == 0xC000000000000000ULL);  // sign, exponent 1024
  CHECK(bits_of(0.5) == 0x3FE0000000000000ULL);
  CHECK(bits_of(0.0) == 0);
  CHECK(bits_of(-0.0) == 0x8000000000000000ULL);  // -0 differs from +0: the identity folds it first
  CHECK(bits_of(std::numeric_limits<double>::denorm_min()) == 1);
  CHECK(bits_of(std::nextafter(1.0, 2.0)) == bits_of(1.0) + 1);
#if defined(__cpp_lib_bit_cast)
  for (double x : {0.1, 1.0 / 3, 6.02e23, -1e-300})
    CHECK(bits_of(x) == std::bit_cast<std::uint64_t>(x));
#endif
}
