// Double-double arithmetic: a number as an unevaluated sum hi + lo of two doubles (about 106 bits).
//
// Contract: every operation is built from IEEE-754 additions, multiplications and divisions of
// doubles in round-to-nearest (no FMA, no long double, no library function but floor and ldexp,
// which are exact), so it gives the same bits on every conforming platform: x86 with or without
// AVX, WebAssembly, ARM. Requires -ffp-contract=off (set for the whole project) so the compiler
// does not fuse the error terms away. Error bounds are those of Hida, Li and Bailey's QD library
// ("sloppy" add for the products, accurate add for sums): relative error ~2^-104 per operation.
#pragma once

#include <cmath>
#include <cstdint>

namespace climbsim {

class DoubleDouble {
 public:
  constexpr DoubleDouble() = default;
  constexpr DoubleDouble(double x) : hi_(x) {}  // NOLINT(google-explicit-constructor): a double is a double-double

  [[nodiscard]] constexpr double value() const noexcept { return hi_; }
  [[nodiscard]] constexpr double hi() const noexcept { return hi_; }
  [[nodiscard]] constexpr double lo() const noexcept { return lo_; }

  friend DoubleDouble operator+(DoubleDouble a, DoubleDouble b) noexcept {
    double e = 0, f = 0;
    const double s = two_sum(a.hi_, b.hi_, e);
    const double t = two_sum(a.lo_, b.lo_, f);
    e += t;
    double hi = quick_two_sum(s, e, e);
    e += f;
    hi = quick_two_sum(hi, e, e);
    return {hi, e};
  }
  friend DoubleDouble operator-(DoubleDouble a, DoubleDouble b) noexcept { return a + DoubleDouble(-b.hi_, -b.lo_); }
  friend DoubleDouble operator*(DoubleDouble a, DoubleDouble b) noexcept {
    double e = 0;
    const double p = two_prod(a.hi_, b.hi_, e);
    e += a.hi_ * b.lo_ + a.lo_ * b.hi_;
    double lo = 0;
    const double hi = quick_two_sum(p, e, lo);
    return {hi, lo};
  }
  friend DoubleDouble operator/(DoubleDouble a, double b) noexcept {
    const double q1 = a.hi_ / b;
    double e = 0, err = 0;
    const double p = two_prod(q1, b, e);
    const double s = two_sum(a.hi_, -p, err);
    err -= e;
    err += a.lo_;
    const double q2 = (s + err) / b;
    double lo = 0;
    const double hi = quick_two_sum(q1, q2, lo);
    return {hi, lo};
  }

 private:
  constexpr DoubleDouble(double hi, double lo) : hi_(hi), lo_(lo) {}

  // a + b = s + err exactly.
  static double two_sum(double a, double b, double& err) noexcept {
    const double s = a + b, bb = s - a;
    err = (a - (s - bb)) + (b - bb);
    return s;
  }
  // a + b = s + err exactly, when |a| >= |b|.
  static double quick_two_sum(double a, double b, double& err) noexcept {
    const double s = a + b;
    err = b - (s - a);
    return s;
  }
  // Dekker's split: a = hi + lo with each half of 26 bits.
  static void split(double a, double& hi, double& lo) noexcept {
    const double c = 134217729.0 * a;  // 2^27 + 1
    hi = c - (c - a);
    lo = a - hi;
  }
  // a * b = p + err exactly (Dekker; no FMA, so every platform agrees).
  static double two_prod(double a, double b, double& err) noexcept {
    const double p = a * b;
    double ah = 0, al = 0, bh = 0, bl = 0;
    split(a, ah, al);
    split(b, bh, bl);
    err = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
    return p;
  }

  double hi_ = 0, lo_ = 0;
};

// floor(x * 2^64) for x in [0, 1] (values above 1 give UINT64_MAX, below 0 give 0): the integer
// threshold a 64-bit uniform is compared with.
inline std::uint64_t floor_times_two64(DoubleDouble x) noexcept {
  const double hi = std::ldexp(x.hi(), 64), lo = std::ldexp(x.lo(), 64);  // exact scalings
  const double two64 = 18446744073709551616.0;
  if (!(hi < two64)) {
    // hi rounded up to 2^64 while the value is 2^64 + lo, lo < 0: just below 2^64.
    if (hi == two64 && lo < 0) return UINT64_MAX - static_cast<std::uint64_t>(std::ceil(-lo)) + 1;
    return UINT64_MAX;
  }
  if (hi < 0) return 0;
  const double whole = std::floor(hi);
  const double below = std::floor((hi - whole) + lo);  // hi - whole is exact; |below| <= 2^11
  const auto base = static_cast<std::uint64_t>(whole);
  if (below < 0) {
    const auto down = static_cast<std::uint64_t>(-below);
    return base >= down ? base - down : 0;
  }
  const auto up = static_cast<std::uint64_t>(below);
  return base > UINT64_MAX - up ? UINT64_MAX : base + up;
}

}  // namespace climbsim
