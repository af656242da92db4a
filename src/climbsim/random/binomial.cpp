#include "climbsim/random/binomial.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace climbsim {

namespace {

std::vector<long double> pmf_long(int n, long double p) {
  if (n < 0) throw std::invalid_argument("binomial_pmf: negative number of dice");
  if (!(p >= 0 && p <= 1)) throw std::invalid_argument("binomial_pmf: p outside [0, 1]");
  std::vector<long double> pmf(static_cast<std::size_t>(n) + 1, 0.0L);
  const long double q = 1.0L - p;
  long double coeff = 1.0L;  // C(n, k), exact in long double for every n a table can ask for
  for (int k = 0; k <= n; ++k) {
    pmf[static_cast<std::size_t>(k)] = coeff * std::pow(p, static_cast<long double>(k)) *
                                       std::pow(q, static_cast<long double>(n - k));
    coeff = coeff * static_cast<long double>(n - k) / static_cast<long double>(k + 1);
  }
  return pmf;
}

std::vector<std::uint64_t> thresholds_from(const std::vector<long double>& pmf, int cap) {
  if (cap < 0) throw std::invalid_argument("TailThresholds: negative cap");
  const int k_max = std::min(cap, static_cast<int>(pmf.size()) - 1);
  std::vector<std::uint64_t> t;
  t.reserve(static_cast<std::size_t>(std::max(k_max, 0)));
  long double cdf = 0.0L;
  const long double two64 = std::ldexp(1.0L, 64);
  for (int k = 0; k < k_max; ++k) {
    cdf += pmf[static_cast<std::size_t>(k)];
    const long double scaled = std::floor(std::min(cdf, 1.0L) * two64);
    t.push_back(scaled >= two64 ? UINT64_MAX : static_cast<std::uint64_t>(scaled));
  }
  return t;
}

}  // namespace

std::vector<double> binomial_pmf(int n, double p) {
  const auto l = pmf_long(n, p);
  return {l.begin(), l.end()};
}

TailThresholds::TailThresholds(int n, double p, int cap) : t_(thresholds_from(pmf_long(n, p), cap)) {}

TailThresholds::TailThresholds(const std::vector<double>& pmf, int cap)
    : t_(thresholds_from(std::vector<long double>(pmf.begin(), pmf.end()), cap)) {}

}  // namespace climbsim
