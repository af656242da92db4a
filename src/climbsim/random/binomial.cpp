#include "climbsim/random/binomial.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "climbsim/platform/double_double.hpp"

namespace climbsim {

// The law in double-double (about 106 bits), built from IEEE additions and multiplications only:
// the same bits on every platform (x86's long double is 80 bits, WebAssembly's 128, MSVC's 64), so
// the page's exact figures and Monte Carlo thresholds equal the command line's. Powers are
// products, not std::pow, whose last bit differs between C libraries.
std::vector<DoubleDouble> binomial_pmf_dd(int n, double p) {
  if (n < 0) throw std::invalid_argument("binomial_pmf: negative number of dice");
  if (!(p >= 0 && p <= 1)) throw std::invalid_argument("binomial_pmf: p outside [0, 1]");
  const DoubleDouble q = DoubleDouble(1.0) - DoubleDouble(p);  // exact
  // p^k and q^k for k = 0..n.
  std::vector<DoubleDouble> pk(static_cast<std::size_t>(n) + 1, DoubleDouble(1.0)), qk = pk;
  for (std::size_t k = 1; k < pk.size(); ++k) {
    pk[k] = pk[k - 1] * DoubleDouble(p);
    qk[k] = qk[k - 1] * q;
  }
  std::vector<DoubleDouble> pmf(pk.size());
  DoubleDouble coeff(1.0);  // C(n, k): exact while below 2^106, i.e. for every n a table can ask for
  for (int k = 0; k <= n; ++k) {
    const auto uk = static_cast<std::size_t>(k);
    pmf[uk] = coeff * pk[uk] * qk[static_cast<std::size_t>(n - k)];
    coeff = coeff * DoubleDouble(static_cast<double>(n - k)) / static_cast<double>(k + 1);
  }
  return pmf;
}

namespace {

std::vector<std::uint64_t> thresholds_from(const std::vector<DoubleDouble>& pmf, int cap) {
  if (cap < 0) throw std::invalid_argument("TailThresholds: negative cap");
  const int k_max = std::min(cap, static_cast<int>(pmf.size()) - 1);
  std::vector<std::uint64_t> t;
  t.reserve(static_cast<std::size_t>(std::max(k_max, 0)));
  DoubleDouble cdf(0.0);
  for (int k = 0; k < k_max; ++k) {
    cdf = cdf + pmf[static_cast<std::size_t>(k)];
    t.push_back(floor_times_two64(cdf));
  }
  return t;
}

}  // namespace

std::vector<double> binomial_pmf(int n, double p) {
  const auto dd = binomial_pmf_dd(n, p);
  std::vector<double> out;
  out.reserve(dd.size());
  for (const auto& x : dd) out.push_back(x.value());
  return out;
}

TailThresholds::TailThresholds(int n, double p, int cap) : t_(thresholds_from(binomial_pmf_dd(n, p), cap)) {}

TailThresholds::TailThresholds(const std::vector<double>& pmf, int cap)
    : t_(thresholds_from(std::vector<DoubleDouble>(pmf.begin(), pmf.end()), cap)) {}

}  // namespace climbsim
