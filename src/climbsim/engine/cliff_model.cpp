#include "climbsim/engine/cliff_model.hpp"

#include <algorithm>
#include <cmath>

#include "climbsim/engine/statistics.hpp"

namespace climbsim {

namespace {

__extension__ using u128 = unsigned __int128;  // a GCC/Clang extension; __extension__ keeps -Wpedantic quiet

std::uint64_t threshold_of(int count36) {
  // floor(count / 36 * 2^64), exact in 128-bit arithmetic; 36/36 is "always".
  if (count36 >= 36) return UINT64_MAX;
  return static_cast<std::uint64_t>((static_cast<u128>(count36) << 64) / 36);
}

void add_at(std::vector<std::uint64_t>& hist, std::size_t t, std::uint64_t by = 1) {
  if (hist.size() <= t) hist.resize(t + 1, 0);
  hist[t] += by;
}

}  // namespace

void CliffTally::merge(const CliffTally& o) {
  stacks += o.stacks;
  units += o.units;
  arrived += o.arrived;
  eliminated += o.eliminated;
  sum_mph += o.sum_mph;
  sum_mph_sq += o.sum_mph_sq;
  sum_mph_arrived += o.sum_mph_arrived;
  sum_mph_arrived_sq += o.sum_mph_arrived_sq;
  stacks_all_arrived += o.stacks_all_arrived;
  stacks_any_arrived += o.stacks_any_arrived;
  sum_arrived_sq += o.sum_arrived_sq;
  for (std::size_t t = 0; t < o.ended_at.size(); ++t) add_at(ended_at, t, o.ended_at[t]);
  for (std::size_t t = 0; t < o.arrived_at.size(); ++t) add_at(arrived_at, t, o.arrived_at[t]);
}

CliffModel::CliffModel(DrOutcomes o, int levels, int units_per_stack)
    : advance_below_(threshold_of(o.advance)),
      hold_below_(threshold_of(o.advance + o.hold)),
      always_advance_(o.advance == 36),
      never_eliminated_(o.eliminated == 0),
      levels_(levels),
      units_(units_per_stack) {}

void CliffModel::run_chunk(LaneRng& rng, std::uint64_t n, Tally& into) const {
  UniformStream uniforms(rng);
  const auto next = [&] { return uniforms.next(); };
  for (std::uint64_t s = 0; s < n; ++s) {
    std::uint64_t arrived_here = 0;
    for (int unit = 0; unit < units_; ++unit) {
      int level = 0;
      std::uint64_t mph = 0;
      bool eliminated = false;
      while (level < levels_) {
        ++mph;
        const std::uint64_t x = next();
        if (x < advance_below_ || always_advance_) ++level;
        else if (x >= hold_below_ && !never_eliminated_) {
          eliminated = true;
          break;
        }
      }
      into.sum_mph += mph;
      into.sum_mph_sq += mph * mph;
      add_at(into.ended_at, mph);
      if (eliminated) {
        ++into.eliminated;
      } else {
        ++arrived_here;
        into.sum_mph_arrived += mph;
        into.sum_mph_arrived_sq += mph * mph;
        add_at(into.arrived_at, mph);
      }
    }
    into.arrived += arrived_here;
    into.sum_arrived_sq += arrived_here * arrived_here;
    if (arrived_here == static_cast<std::uint64_t>(units_)) ++into.stacks_all_arrived;
    if (arrived_here > 0) ++into.stacks_any_arrived;
  }
  into.stacks += n;
  into.units += n * static_cast<std::uint64_t>(units_);
}

CliffEstimate cliff_estimate(const CliffTally& t, int units_per_stack) {
  CliffEstimate e;
  const auto prop = [](std::uint64_t k, std::uint64_t n) {
    return CliffEstimate::Figure{static_cast<double>(k) / static_cast<double>(n), proportion_interval(k, n), n > 0};
  };
  std::size_t most_mph = 1;
  for (std::size_t s = 0; s < t.ended_at.size(); ++s)
    if (t.ended_at[s] > 0) most_mph = s;
  const auto mean = [](std::uint64_t sum, std::uint64_t sum_sq, std::uint64_t n, double low, double high) {
    if (n == 0) return CliffEstimate::Figure{0, {}, false};
    const double m = static_cast<double>(sum) / static_cast<double>(n);
    return CliffEstimate::Figure{m, bounded_mean_interval(m, static_cast<double>(sum_sq) / static_cast<double>(n), n, low, high), true};
  };
  const double mph_high = static_cast<double>(most_mph + 1);
  e.p_success = prop(t.arrived, t.units);
  e.p_eliminated = prop(t.eliminated, t.units);
  e.mean_mph = mean(t.sum_mph, t.sum_mph_sq, t.units, 1, mph_high);
  e.mean_mph_given_success = mean(t.sum_mph_arrived, t.sum_mph_arrived_sq, t.arrived, 1, mph_high);
  e.p_all_arrive = prop(t.stacks_all_arrived, t.stacks);
  e.p_any_arrives = prop(t.stacks_any_arrived, t.stacks);
  e.mean_arriving = mean(t.arrived, t.sum_arrived_sq, t.stacks, 0, units_per_stack);
  return e;
}

double CliffModel::worst_half_width(const Tally& t) const {
  const auto e = cliff_estimate(t, units_);
  return std::max({e.p_success.ci.half_width(), e.p_eliminated.ci.half_width(), e.mean_mph.ci.half_width()});
}

}  // namespace climbsim
