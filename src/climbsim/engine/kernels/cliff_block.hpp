// The cliff walk's blocks: kBlockRows Falling DRs for each of the kLanes lanes (engine/cliff_model.cpp).
//
// Contract: lane l climbs its own stacks with its own generator (LaneRows row t is the t-th uniform
// of every lane), one Falling DR per row, a stack's units one after another; CliffLanes holds each
// lane's state between blocks. A block writes, for each row and lane, the code of the climb that
// ended there, mph * 2 + (1 if it arrived), or 0 where none ended, to log[row * kLanes + lane].
//
// cliff_block is the walk itself on 64-bit words: V holds `Width` lanes (std::uint64_t for one, a
// GCC vector for more), so the portable path, the AVX2 one and the page's engine run this one code
// (the AVX-512 path takes the same steps on mask registers, in cliff_model.cpp).
// cliff_block_narrow takes the same steps on 32-bit lanes, twice as many a vector, and gives the same
// state and log, or returns false having changed nothing: a uniform is compared with a threshold by
// their high halves, which decide the compare unless they are equal (about 2 x 2^-32 of the DRs:
// then the block is walked again by cliff_block), and the counts must fit (narrow_fits).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#include "climbsim/engine/cliff_model.hpp"
#include "climbsim/random/lanes.hpp"
#include "climbsim/random/xoshiro_step.hpp"

namespace climbsim::cliff_kernels {

// The walk's state between blocks, lane by lane (64-bit words).
struct CliffLanes {
  static constexpr std::size_t L = LaneRng::kLanes;
  alignas(64) std::uint64_t level[L] = {}, mph[L] = {}, unit[L] = {}, arrived_here[L] = {}, stacks_left[L] = {};
  alignas(64) std::uint64_t all[L] = {}, any[L] = {}, arrived_sq[L] = {};  // per-lane stack tallies
};

// out = all ones where a == b (eq) or a < b unsigned (below), else 0. Results go by reference: no
// vector is returned by value, so the ABI is the same whatever the caller's target.
template <class V>
[[gnu::always_inline]] inline void mask_eq(V& out, const V& a, const V& b) noexcept {
  if constexpr (std::is_same_v<V, std::uint64_t>) out = a == b ? ~V{0} : V{0};
  else out = reinterpret_cast<V>(a == b);
}
template <class V>
[[gnu::always_inline]] inline void mask_below(V& out, const V& a, const V& b) noexcept {
  if constexpr (std::is_same_v<V, std::uint64_t>) {
    out = a < b ? ~V{0} : V{0};
  } else {
#ifdef __wasm_simd128__
    // WebAssembly SIMD has no unsigned 64-bit compare, and the compiler splits `a < b` into two
    // scalar compares; the borrow of a - b (Hacker's Delight 2-13), spread over the lane by an
    // arithmetic shift, is six vector operations and the same mask.
    using S = long long __attribute__((vector_size(sizeof(V))));
    const V borrow = (~a & b) | (~(a ^ b) & (a - b));
    out = reinterpret_cast<V>(reinterpret_cast<S>(borrow) >> 63);
#else
    out = reinterpret_cast<V>(a < b);
#endif
  }
}

// kBlockRows Falling DRs for every lane, from `rows` (row r, lane l: rows[r * kLanes + l]). The
// kLanes / Width slices of `Width` lanes keep their state in registers for the whole block and take
// each row side by side: a row's steps are one long chain of dependent operations, so slices walked
// one after another would wait on it. Each climb that ends writes its code, mph * 2 + (1 if it
// arrived), to the log; a lane where nothing ended writes 0.
template <class V, std::size_t Width, std::size_t kBlockRows>
[[gnu::always_inline]] inline void cliff_block(CliffLanes& w, const std::uint64_t* rows, const CliffRule& r,
                                               std::uint64_t* log) noexcept {
  constexpr std::size_t L = CliffLanes::L;
  constexpr std::size_t N = L / Width;
  const V zero = V{} * 0, one = zero + 1;
  V level[N], mph[N], unit[N], here[N], left[N], all[N], any[N], sq[N];
  for (std::size_t k = 0; k < N; ++k) {
    const std::size_t h = k * Width;
    std::memcpy(&level[k], w.level + h, sizeof(V));
    std::memcpy(&mph[k], w.mph + h, sizeof(V));
    std::memcpy(&unit[k], w.unit + h, sizeof(V));
    std::memcpy(&here[k], w.arrived_here + h, sizeof(V));
    std::memcpy(&left[k], w.stacks_left + h, sizeof(V));
    std::memcpy(&all[k], w.all + h, sizeof(V));
    std::memcpy(&any[k], w.any + h, sizeof(V));
    std::memcpy(&sq[k], w.arrived_sq + h, sizeof(V));
  }
  for (std::size_t row = 0; row < kBlockRows; ++row) {
#pragma GCC unroll 8
    for (std::size_t k = 0; k < N; ++k) {
      const std::size_t h = k * Width;
      V x, idle, below_advance, below_hold, at_top, stack_full, all_arrived, none_arrived;
      std::memcpy(&x, rows + row * L + h, sizeof x);
      mask_eq(idle, left[k], zero);
      const V active = ~idle;
      mph[k] += active & one;
      mask_below(below_advance, x, zero + r.advance_below);
      mask_below(below_hold, x, zero + r.hold_below);
      const V advances = below_advance | (zero + r.always_advance);
      const V eliminated = active & ~advances & ~below_hold & ~(zero + r.never_eliminated);
      level[k] += active & advances & one;
      mask_eq(at_top, level[k], zero + r.levels);
      const V ends = eliminated | (active & at_top);
      const V arrives = ends & ~eliminated;
      here[k] += arrives & one;
      sq[k] += arrives & (here[k] + here[k] - one);  // k^2 is the sum of the first k odd numbers: no multiply
      unit[k] += ends & one;
      mask_eq(stack_full, unit[k], zero + r.units);
      const V stack_ends = stack_full & ends;
      mask_eq(all_arrived, here[k], zero + r.units);
      mask_eq(none_arrived, here[k], zero);
      all[k] += stack_ends & all_arrived & one;
      any[k] += stack_ends & ~none_arrived & one;
      left[k] -= stack_ends & one;
      const V code = ends & (mph[k] + mph[k] + (arrives & one));
      std::memcpy(log + row * L + h, &code, sizeof x);
      mph[k] &= ~ends;  // a climb that ended starts again from 0
      level[k] &= ~ends;
      unit[k] &= ~stack_ends;
      here[k] &= ~stack_ends;
    }
  }
  for (std::size_t k = 0; k < N; ++k) {
    const std::size_t h = k * Width;
    std::memcpy(w.mph + h, &mph[k], sizeof(V));
    std::memcpy(w.level + h, &level[k], sizeof(V));
    std::memcpy(w.unit + h, &unit[k], sizeof(V));
    std::memcpy(w.arrived_here + h, &here[k], sizeof(V));
    std::memcpy(w.stacks_left + h, &left[k], sizeof(V));
    std::memcpy(w.all + h, &all[k], sizeof(V));
    std::memcpy(w.any + h, &any[k], sizeof(V));
    std::memcpy(w.arrived_sq + h, &sq[k], sizeof(V));
  }
}


// Whether a block of 32-bit lanes holds every count exactly: levels and units far below 2^32, every
// lane's climb (mph) and stacks left below 2^30. Within a block a climb grows by at most
// kBlockRows, and a lane's sum of squares by at most kBlockRows x (2 x units - 1), both below 2^32.
inline bool narrow_fits(const CliffLanes& w, const CliffRule& r) noexcept {
  constexpr std::uint64_t kMost = std::uint64_t{1} << 30, kMostUnits = std::uint64_t{1} << 24;
  if (r.levels >= kMost || r.units >= kMostUnits) return false;
  for (std::size_t l = 0; l < CliffLanes::L; ++l)
    if (w.mph[l] >= kMost || w.stacks_left[l] >= kMost) return false;
  return true;
}

// The vector of `Width` 64-bit lanes (a vector_size attribute that depends on a template argument is
// not a vector type to every compiler's builtins).
template <std::size_t Width> struct WideOf;
template <> struct WideOf<4> { using type = U64x4; };
template <> struct WideOf<8> { using type = U64x8; };

// The high halves of `Width` consecutive 64-bit uniforms as one vector of 32-bit lanes.
template <class V32, std::size_t... I>
[[gnu::always_inline]] inline void high_halves(V32& out, const std::uint64_t* x, std::index_sequence<I...>) noexcept {
  constexpr std::size_t Width = sizeof...(I);
  V32 lo, hi;
  std::memcpy(&lo, x, sizeof lo);              // uniforms 0 .. Width/2 - 1, low and high halves in turn
  std::memcpy(&hi, x + Width / 2, sizeof hi);  // the rest
  out = __builtin_shufflevector(lo, hi, (2 * I + 1)...);
}

template <class V32, std::size_t Width, std::size_t kBlockRows>
[[gnu::always_inline]] inline bool cliff_block_narrow(CliffLanes& w, const std::uint64_t* rows, const CliffRule& r,
                                                      std::uint64_t* log) noexcept {
  static_assert(sizeof(V32) == Width * 4);
  using U64 = typename WideOf<Width>::type;
  constexpr std::size_t L = CliffLanes::L;
  constexpr std::size_t N = L / Width;
  if (!narrow_fits(w, r)) return false;
  const V32 zero = V32{} * 0, one = zero + 1;
  const V32 advance_below = zero + static_cast<std::uint32_t>(r.advance_below >> 32);
  const V32 hold_below = zero + static_cast<std::uint32_t>(r.hold_below >> 32);
  const V32 always_advance = zero + static_cast<std::uint32_t>(r.always_advance);
  const V32 never_eliminated = zero + static_cast<std::uint32_t>(r.never_eliminated);
  const V32 levels = zero + static_cast<std::uint32_t>(r.levels), units = zero + static_cast<std::uint32_t>(r.units);
  // State as 32-bit lanes; the stack tallies as this block's increments (added to the 64-bit ones
  // at the end).
  V32 level[N], mph[N], unit[N], here[N], left[N], all[N], any[N], sq[N], tie[N];
  const auto narrow = [](const std::uint64_t* from, V32& to) {
    U64 wide;
    std::memcpy(&wide, from, sizeof wide);
    to = __builtin_convertvector(wide, V32);
  };
  for (std::size_t k = 0; k < N; ++k) {
    const std::size_t h = k * Width;
    narrow(w.level + h, level[k]);
    narrow(w.mph + h, mph[k]);
    narrow(w.unit + h, unit[k]);
    narrow(w.arrived_here + h, here[k]);
    narrow(w.stacks_left + h, left[k]);
    all[k] = any[k] = sq[k] = tie[k] = zero;
  }
  for (std::size_t row = 0; row < kBlockRows; ++row) {
#pragma GCC unroll 8
    for (std::size_t k = 0; k < N; ++k) {
      const std::size_t h = k * Width;
      V32 x;
      high_halves<V32>(x, rows + row * L + h, std::make_index_sequence<Width>{});
      tie[k] |= reinterpret_cast<V32>(x == advance_below) | reinterpret_cast<V32>(x == hold_below);
      const V32 active = ~reinterpret_cast<V32>(left[k] == zero);
      mph[k] += active & one;
      const V32 advances = reinterpret_cast<V32>(x < advance_below) | always_advance;
      const V32 eliminated = active & ~advances & ~reinterpret_cast<V32>(x < hold_below) & ~never_eliminated;
      level[k] += active & advances & one;
      const V32 ends = eliminated | (active & reinterpret_cast<V32>(level[k] == levels));
      const V32 arrives = ends & ~eliminated;
      here[k] += arrives & one;
      sq[k] += arrives & (here[k] + here[k] - one);
      unit[k] += ends & one;
      const V32 stack_ends = reinterpret_cast<V32>(unit[k] == units) & ends;
      all[k] += stack_ends & reinterpret_cast<V32>(here[k] == units) & one;
      any[k] += stack_ends & ~reinterpret_cast<V32>(here[k] == zero) & one;
      left[k] -= stack_ends & one;
      const V32 code = ends & (mph[k] + mph[k] + (arrives & one));
      const U64 wide = __builtin_convertvector(code, U64);
      std::memcpy(log + row * L + h, &wide, sizeof wide);
      mph[k] &= ~ends;
      level[k] &= ~ends;
      unit[k] &= ~stack_ends;
      here[k] &= ~stack_ends;
    }
  }
  V32 any_tie = zero;
  for (std::size_t k = 0; k < N; ++k) any_tie |= tie[k];
  for (std::size_t l = 0; l < Width; ++l)
    if (any_tie[l] != 0) return false;  // w is untouched: the caller walks the block on 64-bit words
  const auto widen = [](const V32& from, std::uint64_t* to) {
    const U64 wide = __builtin_convertvector(from, U64);
    std::memcpy(to, &wide, sizeof wide);
  };
  const auto add = [](const V32& from, std::uint64_t* to) {
    U64 wide;
    std::memcpy(&wide, to, sizeof wide);
    wide += __builtin_convertvector(from, U64);
    std::memcpy(to, &wide, sizeof wide);
  };
  for (std::size_t k = 0; k < N; ++k) {
    const std::size_t h = k * Width;
    widen(level[k], w.level + h);
    widen(mph[k], w.mph + h);
    widen(unit[k], w.unit + h);
    widen(here[k], w.arrived_here + h);
    widen(left[k], w.stacks_left + h);
    add(all[k], w.all + h);
    add(any[k], w.any + h);
    add(sq[k], w.arrived_sq + h);
  }
  return true;
}

}  // namespace climbsim::cliff_kernels
