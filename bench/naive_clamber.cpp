#include "naive_clamber.hpp"

#include <tbb/blocked_range.h>
#include <tbb/parallel_reduce.h>

#include <algorithm>
#include <random>

namespace climbsim::bench {

NaiveResult naive_plan(std::uint64_t plans, int minis, const int* dice_per_step, int steps, int wounds_per_mini,
                       std::uint64_t seed) {
  constexpr std::uint64_t kChunk = 1 << 16;
  const std::uint64_t chunks = (plans + kChunk - 1) / kChunk;
  const int cap = minis * wounds_per_mini;
  return tbb::parallel_reduce(
      tbb::blocked_range<std::uint64_t>(0, chunks, 1), NaiveResult{},
      [&](const tbb::blocked_range<std::uint64_t>& r, NaiveResult acc) {
        for (std::uint64_t c = r.begin(); c != r.end(); ++c) {
          std::mt19937 gen(static_cast<std::uint32_t>(seed * 1000003 + c));
          std::uniform_int_distribution<int> die(1, 6);
          const std::uint64_t n = std::min(kChunk, plans - c * kChunk);
          for (std::uint64_t i = 0; i < n; ++i) {
            int taken = 0;
            for (int j = 0; j < steps && taken < cap; ++j) {
              const int survivors = minis - taken / wounds_per_mini;
              for (int d = 0; d < survivors * dice_per_step[j]; ++d) taken += die(gen) == 1 ? 1 : 0;
              taken = std::min(taken, cap);
            }
            acc.wounds += static_cast<std::uint64_t>(taken);
            acc.minis_lost += static_cast<std::uint64_t>(taken / wounds_per_mini);
          }
        }
        return acc;
      },
      [](NaiveResult a, const NaiveResult& b) {
        a.wounds += b.wounds;
        a.minis_lost += b.minis_lost;
        return a;
      });
}

NaiveResult naive_clamber(std::uint64_t attempts, int minis, int dice_per_mini, int wounds_per_mini, std::uint64_t seed) {
  // One clamber is a plan of one step: the same per-die loop.
  return naive_plan(attempts, minis, &dice_per_mini, 1, wounds_per_mini, seed);
}

}  // namespace climbsim::bench
