#include "climbsim/text/decimal.hpp"

#include <cerrno>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace climbsim {

namespace {

// The shortest significand that reads back exactly: %.{p}e is correctly rounded to p digits, so
// the first p that round-trips gives the nearest of the shortest texts, as to_chars's does.
struct Digits {
  std::string digits;  // no leading zeros, no trailing zeros beyond the first
  int exponent = 0;    // value = 0.d1d2d3... x 10^(exponent + 1): d1 sits at 10^exponent
};

// Three tries at most: if some k <= 15 digits read back, the value rounded to 15 digits is those k
// digits padded with zeros (a double is within 1.1e-16 of them, the 15-digit grid 1e-15 apart at
// its closest), so 15 digits with the zeros dropped give the shortest; else 16, else 17 (always).
// Subnormals have fewer bits than that argument needs: they try every length from 1.
Digits shortest_digits(double value) {
  char buf[40];
  for (int p = value < DBL_MIN ? 1 : 15; p <= 17; ++p) {
    std::snprintf(buf, sizeof buf, "%.*e", p - 1, value);
    if (std::strtod(buf, nullptr) == value) break;
  }
  Digits d;
  const std::string text(buf);
  const auto e = text.find('e');
  for (std::size_t i = 0; i < e; ++i)
    if (text[i] >= '0' && text[i] <= '9') d.digits += text[i];
  while (d.digits.size() > 1 && d.digits.back() == '0') d.digits.pop_back();
  d.exponent = std::atoi(text.c_str() + e + 1);
  return d;
}

// Plain form; a whole number past its shortest digits is written exactly, digit for digit, as
// to_chars writes it ("1024093528896553615360", not "...600000"): %.0f prints the exact value.
std::string plain(const Digits& d, double value) {
  const int n = static_cast<int>(d.digits.size());
  if (d.exponent < 0) return "0." + std::string(static_cast<std::size_t>(-d.exponent - 1), '0') + d.digits;
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
  char exp[16];
  std::snprintf(exp, sizeof exp, "e%c%02d", d.exponent < 0 ? '-' : '+', d.exponent < 0 ? -d.exponent : d.exponent);
  return s + exp;
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
