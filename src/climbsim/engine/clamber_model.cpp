#include "climbsim/engine/clamber_model.hpp"

#include <algorithm>

#include "climbsim/engine/kernels/tail_count.hpp"

namespace climbsim {

ClamberModel::ClamberModel(int dice, double p, const WoundLadder& unit)
    : table_(dice, p, unit.cap()), dice_(dice), cap_(unit.cap()), unit_(unit) {}

void ClamberModel::run_chunk(LaneRng& rng, std::uint64_t n, Tally& into) const {
  into.n += n;
  const auto& t = table_.thresholds();
  if (t.empty()) return;  // no dice, or nothing to lose: every attempt is zero wounds, no draw needed
  constexpr std::size_t kBlock = 512;
  alignas(64) std::uint64_t u[kBlock];
  for (std::uint64_t done = 0; done < n;) {
    const auto m = static_cast<std::size_t>(std::min<std::uint64_t>(kBlock, n - done));
    rng.fill(u, m);
    count_tails(u, m, t.data(), static_cast<int>(t.size()), into.tail.data());
    done += m;
  }
}

double ClamberModel::worst_half_width(const Tally& t) const { return estimate(t, unit_, most_wounds()).worst_half_width(); }

}  // namespace climbsim
