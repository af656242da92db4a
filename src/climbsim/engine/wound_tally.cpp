#include "climbsim/engine/wound_tally.hpp"

#include <algorithm>
#include <stdexcept>

namespace climbsim {

void WoundTally::merge(const WoundTally& other) {
  if (other.tail.size() != tail.size()) throw std::logic_error("WoundTally::merge: different caps");
  n += other.n;
  for (std::size_t k = 0; k < tail.size(); ++k) tail[k] += other.tail[k];
}

void WoundTally::add_histogram(const std::vector<std::uint64_t>& hist, std::size_t lanes) {
  if (lanes == 0 || hist.size() != (tail.size() + 1) * lanes) throw std::logic_error("WoundTally::add_histogram: wrong size");
  const auto count = [&](std::size_t s) {
    std::uint64_t c = 0;
    for (std::size_t l = 0; l < lanes; ++l) c += hist[s * lanes + l];
    return c;
  };
  std::uint64_t above = 0;  // tail[k] counts samples with more than k wounds
  for (std::size_t k = tail.size(); k-- > 0;) {
    above += count(k + 1);
    tail[k] += above;
  }
  for (auto c : hist) n += c;
}

WoundMoments wound_moments(std::span<const double> tail_prob, const WoundLadder& unit) {
  WoundMoments m;
  const std::size_t cap = tail_prob.size();
  if (cap == 0) return m;
  if (cap != static_cast<std::size_t>(unit.cap())) throw std::logic_error("wound_moments: the law is not this unit's");
  const auto& falls = unit.falls_at();
  for (std::size_t k = 0; k < cap; ++k) {
    // E[X] = sum P(X > k); E[X^2] = sum (2k + 1) P(X > k).
    m.mean_wounds += tail_prob[k];
    m.mean_wounds_sq += static_cast<double>(2 * k + 1) * tail_prob[k];
  }
  // Minis lost L: the j-th mini falls at falls[j-1] wounds, so P(L >= j) = P(X > falls[j-1] - 1).
  for (std::size_t j = 1; j <= falls.size(); ++j) {
    const auto at = static_cast<std::size_t>(falls[j - 1]) - 1;
    m.mean_lost += tail_prob[at];
    m.mean_lost_sq += static_cast<double>(2 * j - 1) * tail_prob[at];
  }
  m.p_any_wound = tail_prob[0];
  m.p_mini_lost = tail_prob[static_cast<std::size_t>(falls.front()) - 1];
  m.p_unit_defeated = tail_prob[cap - 1];
  return m;
}

std::vector<double> tail_probabilities(std::span<const double> pmf) {
  if (pmf.empty()) return {};
  std::vector<double> tail(pmf.size() - 1, 0.0);
  double above = 0.0;  // summed from the top, where the small terms are, to keep them
  for (std::size_t k = pmf.size() - 1; k-- > 0;) {
    above += pmf[k + 1];
    tail[k] = above;
  }
  return tail;
}

WoundEstimate estimate(const WoundTally& tally, const WoundLadder& unit, int most_wounds) {
  WoundEstimate e;
  e.samples = tally.n;
  const std::size_t cap = tally.tail.size();
  if (tally.n == 0) return e;
  const double nn = static_cast<double>(tally.n);
  std::vector<double> prob(cap);
  for (std::size_t k = 0; k < cap; ++k) prob[k] = static_cast<double>(tally.tail[k]) / nn;
  const WoundMoments m = wound_moments(prob, unit);
  e.mean_wounds = m.mean_wounds;
  // Wounds lie in [0, cap] and minis lost in [0, minis]: intervals that stay honest when every
  // sample is 0 (statistics.hpp).
  const std::size_t most = most_wounds < 0 ? cap : std::min(cap, static_cast<std::size_t>(most_wounds));
  e.mean_wounds_ci = bounded_mean_interval(m.mean_wounds, m.mean_wounds_sq, tally.n, 0, static_cast<double>(most));
  e.mean_minis_lost = m.mean_lost;
  e.mean_minis_lost_ci = bounded_mean_interval(m.mean_lost, m.mean_lost_sq, tally.n, 0,
                                               static_cast<double>(unit.lost(static_cast<int>(most))));
  const std::uint64_t any = cap ? tally.tail[0] : 0;
  const std::uint64_t lost = cap ? tally.tail[static_cast<std::size_t>(unit.falls_at().front()) - 1] : 0;
  const std::uint64_t defeated = cap ? tally.tail[cap - 1] : 0;
  e.p_any_wound = m.p_any_wound;
  e.p_any_wound_ci = proportion_interval(any, tally.n);
  e.p_mini_lost = m.p_mini_lost;
  e.p_mini_lost_ci = proportion_interval(lost, tally.n);
  e.p_unit_defeated = m.p_unit_defeated;
  e.p_unit_defeated_ci = proportion_interval(defeated, tally.n);
  return e;
}

double WoundEstimate::worst_half_width() const noexcept {
  return std::max({mean_wounds_ci.half_width(), p_any_wound_ci.half_width(), p_mini_lost_ci.half_width(),
                   mean_minis_lost_ci.half_width(), p_unit_defeated_ci.half_width()});
}

}  // namespace climbsim
