#include "climbsim/engine/plan_model.hpp"

#include <catch2/catch.hpp>
#include <cmath>

#include "climbsim/engine/exact.hpp"
#include "climbsim/platform/isa.hpp"
#include "climbsim/engine/monte_carlo.hpp"
#include "climbsim/random/stream.hpp"

using namespace climbsim;

TEST_CASE("the dispatched plan kernel equals the portable one (permute, two-register and gather paths)", "[kernels][plans]") {
  // The AVX-512 and AVX2 paths differ from the portable one (the suite runs this again under
  // CLIMBSIM_ISA=avx2); on the portable path this would compare a path with itself, so it says it is
  // skipped rather than pass on nothing.
  if (detected_isa() == Isa::portable) {
    WARN("skipped: this run dispatches the plan kernel to its portable path");
    return;
  }
  struct Case { int minis, wpm; std::vector<int> dice; };
  for (const auto& c : {Case{6, 1, {1, 1, 1}}, Case{4, 3, {2, 0, 1}}, Case{12, 1, {1, 2}}, Case{12, 3, {2, 2}}, Case{1, 1, {1}}}) {
    const PlanModel model(WoundLadder::in_turn(c.minis, c.wpm), 1.0 / 6, c.dice);
    // 29 and 117: batches of 4 groups, the last one partial, and groups left over after them.
    for (std::uint64_t n : {std::uint64_t{1}, std::uint64_t{13}, std::uint64_t{29}, std::uint64_t{117}, std::uint64_t{4096}, std::uint64_t{65536}}) {
      LaneRng a(mix_keys(n, 1)), b(mix_keys(n, 1));
      auto fast = model.make_tally(), slow = model.make_tally();
      model.run_chunk(a, n, fast);
      model.run_chunk_portable(b, n, slow);
      INFO("minis " << c.minis << " wpm " << c.wpm << " n " << n);
      CHECK(fast.n == slow.n);
      CHECK(fast.tail == slow.tail);
    }
  }
}

TEST_CASE("a three-clamber plan matches its Markov chain within 4.5 sigma", "[plans][statistical]") {
  const std::vector<int> dice = {1, 1, 1};
  const PlanModel model(WoundLadder::in_turn(6, 1), 1.0 / 6, dice);
  McOptions mc;
  mc.seed = 17;
  mc.samples = 2'000'000;
  const auto tally = run_monte_carlo(model, 3, StreamId::clamber, mc);
  const Eigen::VectorXd law = wounds_after(WoundLadder::in_turn(6, 1), dice, 1.0 / 6);
  const auto exact = wound_moments(tail_probabilities(std::vector<double>(law.data(), law.data() + law.size())), WoundLadder::in_turn(6, 1));
  const auto est = estimate(tally, WoundLadder::in_turn(6, 1));
  const double sd = std::sqrt(exact.mean_wounds_sq - exact.mean_wounds * exact.mean_wounds);
  CHECK(std::abs(est.mean_wounds - exact.mean_wounds) < 4.5 * sd / std::sqrt(2e6));
  const double p = exact.p_unit_defeated;
  CHECK(std::abs(est.p_unit_defeated - p) < 4.5 * std::sqrt(p * (1 - p) / 2e6));
}
