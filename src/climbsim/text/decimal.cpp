#include "climbsim/text/decimal.hpp"

#include <array>
#include <cerrno>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>

namespace climbsim {

namespace {

// The digits of `value` correctly rounded to p significant digits (ties to even, as printf's
// "%.{p-1}e"), and whether they read back as `value` (as strtod would round them), both worked in
// 128-bit integers: value = f * 2^e2 exactly, so value * 10^k = f * 10^k / 2^-e2. Only for 1e-5 <=
// value < 1e15 (where every product fits: f * 10^k < 2^123, -e2 <= 69); nullopt elsewhere.
// printf and strtod work in long double, which WebAssembly emulates in software: this is the page's
// engine's way to its CSVs' numbers (about a third of a map's time went to them).
struct Rounded {
  std::uint64_t digits = 0;  // p digits
  int exponent = 0;          // the first digit's power of ten
  bool reads_back = false;
};
std::optional<Rounded> round_exactly(double value, int p) {
  if (!(value >= 1e-5 && value < 1e15)) return std::nullopt;
  __extension__ typedef unsigned __int128 U;  // GCC and Clang, WebAssembly too
  int e2 = 0;
  const double m = std::frexp(value, &e2);  // value = m * 2^e2, 0.5 <= m < 1
  const auto f = static_cast<std::uint64_t>(std::ldexp(m, 53));
  e2 -= 53;  // value = f * 2^e2, f of 53 bits, -e2 from 4 to 70
  const int s = -e2;
  static constexpr auto pow10 = [] {
    std::array<U, 24> t{};
    t[0] = 1;
    for (std::size_t i = 1; i < t.size(); ++i) t[i] = t[i - 1] * 10;
    return t;
  }();
  // The first digit's power of ten: 10^e <= value < 10^(e + 1), decided exactly.
  const auto at_least = [&](int e) {  // value >= 10^e
    return e >= 0 ? (U{f} >= pow10[static_cast<std::size_t>(e)] << s) : (U{f} * pow10[static_cast<std::size_t>(-e)] >= U{1} << s);
  };
  int e = static_cast<int>(std::floor(std::log10(value)));
  while (!at_least(e)) --e;
  while (at_least(e + 1)) ++e;
  int k = p - 1 - e;  // from 0 (p = 15, value near 1e14) to 21 (p = 17, value near 1e-5)
  const U scaled = U{f} * pow10[static_cast<std::size_t>(k)];
  U q = scaled >> s;
  const U rest = scaled - (q << s), half = U{1} << (s - 1);
  if (rest > half || (rest == half && (q & 1) != 0)) ++q;
  if (q == pow10[static_cast<std::size_t>(p)]) q = pow10[static_cast<std::size_t>(p - 1)], ++e, --k;  // 9.99... rounded up to 10.0...
  if (k < 0) return std::nullopt;  // 999999999999999.9 to 15 digits: 1e15, past the range
  // q * 10^-k reads back as value when it lies within half the gap to either neighbour (the gap
  // below is half as wide at a power of two), a tie going to the even significand. In units of
  // 10^-k * 2^e2: the text is q * 2^s, value is f * 10^k, half a gap 10^k / 2 (or / 4 below).
  const U text = q << s, exact = U{f} * pow10[static_cast<std::size_t>(k)], unit = pow10[static_cast<std::size_t>(k)];
  const bool above = text >= exact;
  const U off = above ? text - exact : exact - text;
  const bool narrow_below = !above && f == (std::uint64_t{1} << 52);
  const U twice = narrow_below ? off * 4 : off * 2;
  Rounded r;
  r.digits = static_cast<std::uint64_t>(q);
  r.exponent = e;
  r.reads_back = twice < unit || (twice == unit && (f & 1) == 0);
  return r;
}

// A significand's digits and where they sit.
struct Digits {
  std::string digits;  // no leading zeros, no trailing zeros beyond the first
  int exponent = 0;    // value = 0.d1d2d3... x 10^(exponent + 1): d1 sits at 10^exponent
};

// The shortest significand that reads back exactly: %.{p}e is correctly rounded to p digits, so
// the first p that round-trips gives the nearest of the shortest texts, as to_chars's does.
// Three tries at most: if some k <= 15 digits read back, the value rounded to 15 digits is those k
// digits padded with zeros (a double is within 1.1e-16 of them, the 15-digit grid 1e-15 apart at
// its closest), so 15 digits with the zeros dropped give the shortest; else 16, else 17 (always).
// Subnormals have fewer bits than that argument needs: they try every length from 1. Between 1e-5
// and 1e15 the tries are worked in integers (round_exactly), elsewhere by printf and strtod.
Digits shortest_digits(double value) {
  Digits d;
  // Most figures a table prints have few decimals (0.25, 12.75, 3): when value * 10^k rounds to a
  // whole r below 10^15 with r / 10^k == value (both exact but the division, which rounds as strtod
  // does), r's digits read back, and being 15 or fewer they are the only such digits, so the shortest.
  for (int k = 0; k <= 3 && value < 1e12; ++k) {
    static constexpr double kTens[] = {1, 10, 100, 1000};
    const double r = std::nearbyint(value * kTens[k]);
    if (r / kTens[k] != value || r < 1) continue;
    d.digits = std::to_string(static_cast<std::uint64_t>(r));
    d.exponent = static_cast<int>(d.digits.size()) - 1 - k;
    while (d.digits.size() > 1 && d.digits.back() == '0') d.digits.pop_back();
    return d;
  }
  for (int p = 15; p <= 17; ++p) {
    const auto r = round_exactly(value, p);
    if (!r) break;
    if (!r->reads_back && p < 17) continue;
    d.digits = std::to_string(r->digits);
    d.exponent = r->exponent;
    while (d.digits.size() > 1 && d.digits.back() == '0') d.digits.pop_back();
    return d;
  }
  char buf[40];
  for (int p = value < DBL_MIN ? 1 : 15; p <= 17; ++p) {
    std::snprintf(buf, sizeof buf, "%.*e", p - 1, value);
    if (std::strtod(buf, nullptr) == value) break;
  }
  const std::string text(buf);
  const auto e = text.find('e');
  for (std::size_t i = 0; i < e; ++i)
    if (text[i] >= '0' && text[i] <= '9') d.digits += text[i];
  while (d.digits.size() > 1 && d.digits.back() == '0') d.digits.pop_back();
  d.exponent = std::atoi(text.c_str() + e + 1);
  return d;
}

// Plain form; a whole number past its shortest digits is written exactly, digit for digit, as
// to_chars writes it ("1024093528896553615360", not "...600000"): %.0f prints the exact value
// (below 2^63 the integer's own digits do).
std::string plain(const Digits& d, double value) {
  const int n = static_cast<int>(d.digits.size());
  if (d.exponent < 0) return "0." + std::string(static_cast<std::size_t>(-d.exponent - 1), '0') + d.digits;
  if (d.exponent + 1 > n && value < 9.2e18) return std::to_string(static_cast<std::uint64_t>(value));
  if (d.exponent + 1 > n) {
    std::string exact(static_cast<std::size_t>(d.exponent) + 8, '\0');
    const int len = std::snprintf(exact.data(), exact.size(), "%.0f", value);
    exact.resize(static_cast<std::size_t>(len));
    return exact;
  }
  if (d.exponent + 1 >= n) return d.digits + std::string(static_cast<std::size_t>(d.exponent + 1 - n), '0');
  return d.digits.substr(0, static_cast<std::size_t>(d.exponent + 1)) + "." +
         d.digits.substr(static_cast<std::size_t>(d.exponent + 1));
}

std::string scientific(const Digits& d) {
  std::string s = d.digits.substr(0, 1);
  if (d.digits.size() > 1) s += "." + d.digits.substr(1);
  const int e = d.exponent < 0 ? -d.exponent : d.exponent;
  return s + (d.exponent < 0 ? "e-" : "e+") + (e < 10 ? "0" : "") + std::to_string(e);
}

bool digit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

std::string shortest_decimal(double value) {
  const bool negative = value < 0;
  if (value == 0.0) return negative || std::signbit(value) ? "-0" : "0";
  const Digits d = shortest_digits(negative ? -value : value);
  std::string p = plain(d, negative ? -value : value);
  std::string s = scientific(d);
  return (negative ? "-" : "") + (s.size() < p.size() ? s : p);
}

bool read_decimal(std::string_view text, double& out) {
  std::size_t i = 0;
  if (i < text.size() && text[i] == '-') ++i;
  std::size_t mantissa_digits = 0;
  while (i < text.size() && digit(text[i])) ++i, ++mantissa_digits;
  if (i < text.size() && text[i] == '.') {
    ++i;
    while (i < text.size() && digit(text[i])) ++i, ++mantissa_digits;
  }
  if (mantissa_digits == 0) return false;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    std::size_t j = i + 1;
    if (j < text.size() && (text[j] == '+' || text[j] == '-')) ++j;
    std::size_t exponent_digits = 0;
    while (j < text.size() && digit(text[j])) ++j, ++exponent_digits;
    if (exponent_digits > 0) i = j;  // "1e" reads as 1, as from_chars reads it
  }
  if (i != text.size()) return false;
  const std::string copy(text);
  errno = 0;
  const double v = std::strtod(copy.c_str(), nullptr);
  if (errno == ERANGE && (std::isinf(v) || v == 0.0)) return false;  // out of range, as from_chars says
  out = v;
  return true;
}

}  // namespace climbsim
