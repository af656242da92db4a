// Doubles to and from decimal text, the same text on every standard library.
//
// Contract: shortest_decimal(v) is the text std::to_chars(first, last, v) writes for a finite v: the
// fewest significant digits that read back to exactly v (the nearest such when several), written
// plain ("100", "0.25") or in scientific form ("1e+22", "1.5e-07") whichever is shorter, plain on a
// tie. read_decimal(text, out) reads what std::from_chars(first, last, out) reads whole: an optional
// '-', digits with an optional '.', an optional exponent; no spaces, '+', hex, "inf" or "nan".
// Both exist because the C++ library of Debian's Emscripten (the web build) has no floating-point
// to_chars/from_chars; format_number and parse_double use std's where the library has them and these
// otherwise, and tests/text/decimal_test.cpp checks the two agree, text for text, on a native build.
#pragma once

#include <string>
#include <string_view>

namespace climbsim {

[[nodiscard]] std::string shortest_decimal(double value);
[[nodiscard]] bool read_decimal(std::string_view text, double& out);

}  // namespace climbsim
