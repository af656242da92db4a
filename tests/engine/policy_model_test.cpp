#include "climbsim/engine/policy_model.hpp"
#include "climbsim/rules/legion_policy.hpp"

#include <catch2/catch.hpp>
#include <cmath>

#include "climbsim/engine/monte_carlo.hpp"

using namespace climbsim;

TEST_CASE("clamber while 2 minis stand - else climb - worked out by hand", "[plans][exact]") {
  // Two minis of one wound on ledges of height 2. Step 1 clambers (2 dice). With no loss it
  // clambers again (2 dice); with one mini lost the survivor climbs (no dice); with none left it stops.
  const PolicyTable policy(LegionRules{}, Unit{}, parse_face("ledges"), 2, Direction::up, 2);
  REQUIRE(policy.valid());
  REQUIRE(policy.reacts());
  const double p = 1.0 / 6, q = 5.0 / 6;
  const auto e = evaluate_policy(policy.choices(2), WoundLadder::in_turn(2, 1), p);
  REQUIRE(e.law.size() == 3);
  CHECK(e.law[0] == Approx(q * q * q * q));
  CHECK(e.law[1] == Approx(q * q * 2 * p * q + 2 * p * q));
  CHECK(e.law[2] == Approx(q * q * p * p + p * p));
  CHECK(e.mean_actions == Approx(1 + q * q * 1 + 2 * p * q * 2));
  CHECK(e.max_actions == 3);
  CHECK(e.max_activations == 2);  // clamber1 | climb
}

TEST_CASE("policy Monte Carlo agrees with its exact evaluation within 4.5 sigma", "[plans][statistical]") {
  const PolicyTable policy(LegionRules{}, Unit{}, parse_face("ledges"), 3, Direction::up, 4);
  const auto e = evaluate_policy(policy.choices(6), WoundLadder::in_turn(6, 1), 1.0 / 6);
  const PolicyModel model(policy.choices(6), WoundLadder::in_turn(6, 1), 1.0 / 6);
  McOptions mc;
  mc.seed = 23;
  mc.samples = 1'000'000;
  const auto t = run_monte_carlo(model, 5, StreamId::policy, mc);
  const double n = static_cast<double>(t.wounds.n);
  double mean = 0, sq = 0;
  for (std::size_t k = 0; k < e.law.size(); ++k) {
    mean += static_cast<double>(k) * e.law[k];
    sq += static_cast<double>(k * k) * e.law[k];
  }
  const auto est = estimate(t.wounds, WoundLadder::in_turn(6, 1));
  CHECK(std::abs(est.mean_wounds - mean) < 4.5 * std::sqrt((sq - mean * mean) / n));
  const double mc_actions = static_cast<double>(t.sum_actions) / n;
  const double var_actions = static_cast<double>(t.sum_actions_sq) / n - mc_actions * mc_actions;
  CHECK(std::abs(mc_actions - e.mean_actions) < 4.5 * std::sqrt(var_actions / n));
}

TEST_CASE("a policy with no choice to make does not react", "[plans]") {
  CHECK_FALSE(PolicyTable(LegionRules{}, Unit{}, parse_face("sheer"), 2, Direction::up, 3).reacts());
  CHECK_FALSE(PolicyTable(LegionRules{}, Unit{}, parse_face("sheer"), 3, Direction::up, 3).valid());
}
