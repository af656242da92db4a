// The parallel Monte Carlo driver: fixed chunks, one stream per chunk, merging tallies.
//
// Contract: work is cut into chunks of kChunkSamples; chunk c draws only from the stream
// chunk_key(seed, scenario, c, stream), so its draws do not depend on which thread runs it. Tallies
// merge in a fixed order (exec::deterministic_reduce, platform/executor.hpp), and every tally in climbsim is integer
// counts, so a run is bit-identical for any thread count. With a precision target, the run goes on
// in whole chunks until the model's worst half-width is at most the target or the cap is reached;
// the stopping decision looks only at merged counts, so it too is the same on any thread count.
//
// A Model provides:
//   using Tally = ...;                                   // merge(const Tally&)
//   Tally make_tally() const;
//   void run_chunk(LaneRng& rng, std::uint64_t n, Tally& into) const;
//   double worst_half_width(const Tally&) const;         // only with a precision target
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>

#include "climbsim/model/mc_options.hpp"
#include "climbsim/platform/executor.hpp"
#include "climbsim/random/lanes.hpp"
#include "climbsim/random/stream.hpp"

namespace climbsim {


namespace detail {

template <class Model>
typename Model::Tally run_chunk_range(const Model& model, std::uint64_t seed, std::uint64_t scenario,
                                      StreamId stream, std::uint64_t first, std::uint64_t last,
                                      std::uint64_t total, std::atomic<std::uint64_t>* progress) {
  using Tally = typename Model::Tally;
  return exec::deterministic_reduce(
      first, last, model.make_tally(),
      [&](exec::Range r, Tally acc) {
        for (std::uint64_t c = r.begin(); c != r.end(); ++c) {
          const std::uint64_t begin = c * kChunkSamples;
          const std::uint64_t n = std::min(kChunkSamples, total - begin);
          LaneRng rng(chunk_key(seed, scenario, c, stream));
          model.run_chunk(rng, n, acc);
          if (progress) progress->fetch_add(n, std::memory_order_relaxed);
        }
        return acc;
      },
      [](Tally a, const Tally& b) {
        a.merge(b);
        return a;
      });
}

inline std::uint64_t chunks_for(std::uint64_t samples) { return (samples + kChunkSamples - 1) / kChunkSamples; }

}  // namespace detail

// Runs `model` for options.samples samples, or to options.precision. Returns the merged tally.
template <class Model>
typename Model::Tally run_monte_carlo(const Model& model, std::uint64_t scenario, StreamId stream,
                                      const McOptions& options) {
  if (options.precision <= 0.0) {
    return detail::run_chunk_range(model, options.seed, scenario, stream, 0, detail::chunks_for(options.samples),
                                   options.samples, options.progress);
  }
  // Precision mode: whole chunks only, so the sample count is a multiple of kChunkSamples.
  const std::uint64_t cap_chunks = std::max<std::uint64_t>(1, options.max_samples / kChunkSamples);
  std::uint64_t done = 0;
  std::uint64_t next = std::min<std::uint64_t>(16, cap_chunks);
  auto tally = model.make_tally();
  while (true) {
    tally.merge(detail::run_chunk_range(model, options.seed, scenario, stream, done, next,
                                        next * kChunkSamples, options.progress));
    done = next;
    const double hw = model.worst_half_width(tally);
    if (hw <= options.precision || done >= cap_chunks) break;
    // Half-widths shrink as 1/sqrt(n): aim 10% past the estimate, at least one more chunk, never
    // past the cap (QuantLib's MonteCarloModel does the same). The comparison is made in double
    // before any cast, so a tiny target (ratio overflowing to infinity) jumps to the cap instead of
    // overflowing the integer conversion.
    const double ratio = hw / options.precision;
    const double want = std::ceil(static_cast<double>(done) * ratio * ratio * 1.1);
    next = !(want < static_cast<double>(cap_chunks))
               ? cap_chunks
               : std::min<std::uint64_t>(cap_chunks, std::max<std::uint64_t>(done + 1, static_cast<std::uint64_t>(want)));
  }
  return tally;
}

// Whether a finished run met its precision target (always true without one). A run that stopped
// at --max-samples first is reported, never passed off as precise.
template <class Model>
bool met_precision(const Model& model, const typename Model::Tally& tally, const McOptions& options) {
  return options.precision <= 0.0 || model.worst_half_width(tally) <= options.precision;
}

}  // namespace climbsim
