// The hot loop of every inversion sampler: count how many uniforms pass each threshold.
//
// Contract: for k < count, tail[k] += #{i < n : u[i] >= thresholds[k]}. Integer counts, so every
// implementation gives the same answer; the one used is picked once at run time from what the CPU
// offers (AVX-512, AVX2, or portable C++; isa.hpp), so one binary runs everywhere at its best.
#pragma once

#include <cstddef>
#include <cstdint>

namespace climbsim {

void count_tails(const std::uint64_t* u, std::size_t n, const std::uint64_t* thresholds, int count,
                 std::uint64_t* tail) noexcept;

// The portable version, always available (tests compare the dispatched one against it).
void count_tails_portable(const std::uint64_t* u, std::size_t n, const std::uint64_t* thresholds, int count,
                          std::uint64_t* tail) noexcept;

}  // namespace climbsim
