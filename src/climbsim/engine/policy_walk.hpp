// The policy walk on vector registers: 8 walks a group, every place's step looked up by permutes.
//
// Contract: PlaceTables describe a walk of at most kMostPlaces places as plain per-place numbers.
// From place a with uniform u a round goes to the place
//   n = wounds[a] + min(W, rolled[a]), capped at `cap`;  then  cap_place (n == cap) or base[a] + n,
// where W counts the thresholds k < thresholds with threshold[k][a] <= u, and adds actions[a] to
// the walk's actions. The four per-place numbers travel as one word, step[a] (pack_step), so a
// round looks up one table where it would look up four. An end stays where it is (rolled 0, base
// `end`, no actions), and so does a step without dice go on whatever u is. This is PolicyModel's
// walk (policy_model.hpp) with W by a full scan instead of its bucket table, which gives the same
// count for every u (clamber_step.hpp).
//
// The start is place 0 and the ends are end .. end + cap; base + n is taken modulo 2^64.
// walk_policy_avx512 runs n walks from place 0 of `tables` with `draws` rounds that take uniforms
// and one more that takes none (u = 0), group g's round j taking row g * draws + j of the rows rng
// gives (LaneRows order), into the per-lane histogram of end places (lane_hist[(a - end) * 8 + l])
// and the sums of the actions and of their squares. Only on a CPU with AVX-512F (dispatch.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "climbsim/random/lanes.hpp"

namespace climbsim {

struct PlaceTables {
  static constexpr std::size_t kMostPlaces = 32;
  int thresholds = 0;
  std::uint64_t end = 0, cap = 0, cap_place = 0;
  std::vector<std::uint64_t> threshold;  // [k * kMostPlaces + place], 2^64 - 1 past a step's own
  std::array<std::uint64_t, kMostPlaces> step{};  // per place: pack_step(rolled, wounds, base, actions)
};

// One place's step in one word: rolled in bits 0-15, wounds 16-31, base 32-47 (two's complement:
// base + n modulo 2^64 for a base from -2^15 to 2^15 - 1), actions 48-63. Nothing when a number
// does not fit.
std::optional<std::uint64_t> pack_step(std::uint64_t rolled, std::uint64_t wounds, std::int64_t base, std::uint64_t actions);

void walk_policy_avx512(const PlaceTables& tables, int draws, LaneRng& rng, std::uint64_t n, std::uint64_t* lane_hist,
                        std::uint64_t& sum_actions, std::uint64_t& sum_actions_sq);

}  // namespace climbsim
