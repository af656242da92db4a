// sin, cos and hypot that give the same bits on every machine and C library.
//
// Contract: portable_sin(x), portable_cos(x) for |x| <= 1e5, portable_hypot(x, y) for |x|, |y| <
// 1e150 and portable_ipow(x, n) for n >= 0 use only IEEE-754 additions, multiplications, divisions, square roots and exact rounding to
// an integer, so (with -ffp-contract=off, which every climbsim target has) a result is the same
// double on glibc, on Emscripten's musl (the web page) and anywhere else, where std::sin and
// std::hypot differ in the last bit between libraries. That is what lets the page's map equal the
// command line's byte for byte. Accuracy: within 1 ulp of the true value (tests/platform/
// portable_math_test.cpp compares with std over a dense range). The polynomials are fdlibm's
// (Sun Microsystems, 1993: k_sin.c, k_cos.c; freely redistributable), the same minimax fits
// most C libraries start from; the reduction is Cody-Waite with a two-part pi/2.
#pragma once

#include <cmath>

namespace climbsim {

// pi to a double's precision: the one constant every file that turns degrees into radians takes.
inline constexpr double kPi = 3.14159265358979323846;

namespace portable_math_detail {

// |x| <= pi/4.
inline double kernel_sin(double x) {
  constexpr double S1 = -1.66666666666666324348e-01, S2 = 8.33333333332248946124e-03, S3 = -1.98412698298579493134e-04,
                   S4 = 2.75573137070700676789e-06, S5 = -2.50507602534068634195e-08, S6 = 1.58969099521155010221e-10;
  const double z = x * x;
  const double v = z * x;
  const double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
  return x + v * (S1 + z * r);
}

inline double kernel_cos(double x) {
  constexpr double C1 = 4.16666666666666019037e-02, C2 = -1.38888888888741095749e-03, C3 = 2.48015872894767294178e-05,
                   C4 = -2.75573143513906633035e-07, C5 = 2.08757232129817482790e-09, C6 = -1.13596475577881948265e-11;
  const double z = x * x;
  const double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
  const double hz = 0.5 * z;
  const double w = 1.0 - hz;
  return w + (((1.0 - w) - hz) + z * r);
}

// x = n * pi/2 + r, |r| <= pi/4 (about); returns n mod 4.
inline int reduce(double x, double& r) {
  constexpr double kInvPio2 = 6.36619772367581382433e-01;
  constexpr double kPio2Hi = 1.57079632673412561417e+00;  // the first 33 bits of pi/2
  constexpr double kPio2Lo = 6.07710050650619224932e-11;  // pi/2 - kPio2Hi
  const double n = std::nearbyint(x * kInvPio2);
  r = (x - n * kPio2Hi) - n * kPio2Lo;
  const long q = static_cast<long>(n);
  return static_cast<int>(((q % 4) + 4) % 4);
}

}  // namespace portable_math_detail

inline double portable_sin(double x) {
  double r = 0;
  switch (portable_math_detail::reduce(x, r)) {
    case 0: return portable_math_detail::kernel_sin(r);
    case 1: return portable_math_detail::kernel_cos(r);
    case 2: return -portable_math_detail::kernel_sin(r);
    default: return -portable_math_detail::kernel_cos(r);
  }
}

inline double portable_cos(double x) {
  double r = 0;
  switch (portable_math_detail::reduce(x, r)) {
    case 0: return portable_math_detail::kernel_cos(r);
    case 1: return -portable_math_detail::kernel_sin(r);
    case 2: return -portable_math_detail::kernel_cos(r);
    default: return portable_math_detail::kernel_sin(r);
  }
}

inline double portable_hypot(double x, double y) { return std::sqrt(x * x + y * y); }

// x^n for n >= 0 by repeated squaring: a fixed sequence of products, where std::pow's last bit
// depends on the C library.
inline double portable_ipow(double x, int n) {
  double result = 1.0;
  for (double base = x; n > 0; n >>= 1, base *= base)
    if (n & 1) result *= base;
  return result;
}

}  // namespace climbsim
