// The one xoshiro256++ step every generator in climbsim runs (Blackman and Vigna 2019).
//
// Contract: xoshiro_step(a, b, c, d, out) advances the state words (a, b, c, d) one step and
// writes the output. V is std::uint64_t for one generator, or a GCC vector of uint64_t
// (U64x2, U64x4, U64x8) for several interleaved generators, one per element: the same code, so every
// path gives the same bits. Arguments go by reference (no vector is passed or returned by value,
// which keeps the ABI the same whatever the caller's target), and the step is always inlined, so
// it compiles to the instructions of the caller's target (AVX2, AVX-512, or plain x86-64).
#pragma once

#include <cstdint>

namespace climbsim {

using U64x2 = std::uint64_t __attribute__((vector_size(16)));  // WebAssembly's 128-bit SIMD
using U64x4 = std::uint64_t __attribute__((vector_size(32)));
using U64x8 = std::uint64_t __attribute__((vector_size(64)));

template <int K, class V>
[[gnu::always_inline]] inline void rotate_left(V& x) noexcept {
  x = (x << K) | (x >> (64 - K));
}

template <class V>
[[gnu::always_inline]] inline void xoshiro_step(V& a, V& b, V& c, V& d, V& out) noexcept {
  V sum = a + d;
  rotate_left<23>(sum);
  out = sum + a;
  const V t = b << 17;
  c ^= a;
  d ^= b;
  b ^= c;
  a ^= d;
  c ^= t;
  rotate_left<45>(d);
}

}  // namespace climbsim
