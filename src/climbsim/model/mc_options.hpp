// How much Monte Carlo a run does: the seed, the samples or the precision target and its cap, and
// where to count progress.
//
// Contract: plain data with the defaults every subcommand starts from; engine/monte_carlo.hpp reads
// it. Work is cut into chunks of kChunkSamples, each with its own stream (engine/monte_carlo.hpp).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>

namespace climbsim {

inline constexpr std::uint64_t kChunkSamples = std::uint64_t{1} << 16;

struct McOptions {
  std::uint64_t seed = 1;
  std::uint64_t samples = 1'000'000;     // fixed sample count, when precision == 0
  double precision = 0.0;                // target worst half-width; 0 = off
  std::uint64_t max_samples = 1'000'000'000;  // hard cap with a precision target
  std::atomic<std::uint64_t>* progress = nullptr;  // samples done, for a progress display
  std::atomic<std::uint64_t>* rows_progress = nullptr;  // rows done (the analyses count them)
};

// Samples a row will draw at the most: the fixed count, or the cap in whole chunks.
inline std::uint64_t max_row_samples(const McOptions& options) {
  if (options.precision <= 0.0) return options.samples;
  return std::max<std::uint64_t>(1, options.max_samples / kChunkSamples) * kChunkSamples;
}

}  // namespace climbsim
