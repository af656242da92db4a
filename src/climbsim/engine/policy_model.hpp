// An adaptive policy, evaluated exactly (dynamic programming over surface and wounds taken) and by
// Monte Carlo (one sample walks the policy, one uniform per clamber that rolls dice).
//
// Contract: a sample starts on surface 0 with no wounds and follows PolicyTable::choose until it
// stands on the last surface or the unit is defeated. Exact and Monte Carlo use the same tables.
// Walks run in groups of 8, walk l of a group on lane l, and every walk has the same number of
// uniforms set aside, D = draws_per_walk(), the most clambers with dice any path of the policy takes:
// the j-th clamber with dice of walk l of group g takes uniform (g * D + j) * 8 + l of the chunk's
// stream (a row of LaneRows a round), as plans do; a walk that rolls fewer leaves the rest unused.
// So the 8 walks of a group are independent and run side by side: on AVX-512, when a walk can reach
// at most 32 places, in vector registers (policy_walk.hpp); otherwise lane by lane. Both give the
// same bits, and both stop a group's rounds once all 8 walks stand at an end.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "climbsim/model/policy_choices.hpp"
#include "climbsim/engine/clamber_step.hpp"
#include "climbsim/engine/policy_walk.hpp"
#include "climbsim/model/wound_ladder.hpp"
#include "climbsim/engine/wound_tally.hpp"
#include "climbsim/random/lanes.hpp"

namespace climbsim {

// A policy as the engines see it: on each surface, with so many minis left, which step to take (its
// dice per mini and actions) and the surface it leads to. The rules build it (rules/legion_policy).

struct PolicyExact {
  std::vector<double> law;  // wounds taken at the end, 0..cap
  double mean_actions = 0;
  int max_actions = 0;
  int max_activations = 0;
};

PolicyExact evaluate_policy(const PolicyChoices& policy, const WoundLadder& unit, double p);

struct PolicyTally {
  WoundTally wounds;
  std::uint64_t sum_actions = 0, sum_actions_sq = 0;
  void merge(const PolicyTally& o);
};

class PolicyModel {
 public:
  using Tally = PolicyTally;
  PolicyModel(PolicyChoices policy, const WoundLadder& unit, double p);

  [[nodiscard]] Tally make_tally() const { return Tally{WoundTally(cap_), 0, 0}; }
  void run_chunk(LaneRng& rng, std::uint64_t n, Tally& into) const;
  // The lane-by-lane walk, on every CPU (tests hold the dispatched one to it).
  void run_chunk_lanes(LaneRng& rng, std::uint64_t n, Tally& into) const;
  [[nodiscard]] double worst_half_width(const Tally& t) const {
    return estimate(t.wounds, unit_).worst_half_width();
  }
  // The uniforms each walk has set aside (see the contract above).
  [[nodiscard]] int draws_per_walk() const noexcept { return draws_; }

 private:
  PolicyChoices policy_;
  WoundLadder unit_;
  int cap_;
  // One inversion table per dice count the policy rolls (index 0: a step without dice).
  std::vector<std::shared_ptr<const ClamberStep>> tables_;

  // The walk's own tables. A place is surface * (cap + 1) + wounds taken for the places a walk goes
  // on from; every place where it ends (the last surface, or the unit defeated) is end_ + wounds.
  // jump_[place << kGuideBits | top bits of u] is the place after the step taken there: for a step
  // with dice read straight from its next-state table (ClamberStep::next_table), or kSearch where the
  // step must search; a step without dice, and an end (which stays where it is), ignore u. So every
  // round of a walk is the same two loads, whatever the place, and needs no branch.
  [[nodiscard]] std::uint32_t place(std::size_t surface, std::uint64_t wounds) const noexcept;
  [[nodiscard]] std::uint32_t search(std::uint32_t at, std::uint64_t u) const noexcept;
  [[nodiscard]] int most_draws(std::uint32_t at, std::vector<int>& memo) const;
  struct Node {
    std::uint32_t table = 0, wounds = 0;
    std::uint32_t next = 0;  // the surface after the step
  };
  static constexpr std::uint32_t kSearch = UINT32_MAX;
  std::uint32_t end_ = 0;
  int draws_ = 0;
  std::vector<Node> node_;
  std::vector<std::uint32_t> actions_;  // of the step taken at each place (0 at the ends)
  std::vector<std::uint32_t> jump_;
  // The same walk as plain per-place tables, for the vector walk; empty when it has too many places.
  std::optional<PlaceTables> place_tables_;
  void build_place_tables();
};

}  // namespace climbsim
