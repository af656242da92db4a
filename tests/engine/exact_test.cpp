#include "climbsim/engine/exact.hpp"
#include "climbsim/engine/table_cache.hpp"

#include <tuple>

#include <catch2/catch.hpp>
#include <numeric>

#include "climbsim/random/binomial.hpp"

using namespace climbsim;

TEST_CASE("one clamber: the binomial law capped at the wounds the unit has", "[exact]") {
  const double p = 1.0 / 6;
  for (int minis : {1, 4, 7}) {
    for (int wpm : {1, 3}) {
      for (int dice : {0, 1, 2}) {
        const auto law = clamber_law(WoundLadder::in_turn(minis, wpm), dice, p);
        const auto pmf = binomial_pmf(minis * dice, p);
        const int cap = minis * wpm;
        REQUIRE(law.size() == static_cast<std::size_t>(cap + 1));
        double above = 0;
        for (std::size_t k = 0; k < pmf.size(); ++k) {
          if (static_cast<int>(k) < cap) CHECK(law[k] == Approx(pmf[k]).margin(1e-15));
          else above += pmf[k];
        }
        if (static_cast<int>(pmf.size()) > cap) CHECK(law[static_cast<std::size_t>(cap)] == Approx(above).margin(1e-15));
        CHECK(std::accumulate(law.begin(), law.end(), 0.0) == Approx(1.0).epsilon(1e-14));
      }
    }
  }
}

TEST_CASE("transition matrix rows are laws - the defeated state absorbs", "[exact]") {
  const auto P = clamber_transition(WoundLadder::in_turn(3, 2), 2, 1.0 / 6);
  REQUIRE(P.rows() == 7);
  for (int s = 0; s < 7; ++s) CHECK(P.row(s).sum() == Approx(1.0).epsilon(1e-14));
  CHECK(P(6, 6) == 1.0);
  // From 4 wounds taken (2 minis lost, 1 survivor) the survivor rolls 2 dice.
  CHECK(P(4, 4) == Approx(25.0 / 36));
  CHECK(P(4, 5) == Approx(10.0 / 36));
  CHECK(P(4, 6) == Approx(1.0 / 36));
}

TEST_CASE("two clambers: casualties carry - worked out by hand", "[exact]") {
  // 2 minis, 1 wound each, 1 die per mini per step, q = 5/6.
  // Step 1: 0 wounds q^2, 1 wound 2pq, 2 wounds p^2.
  // Step 2 from 0: two dice again; from 1: the survivor rolls one die.
  const double p = 1.0 / 6, q = 5.0 / 6;
  const int steps[] = {1, 1};
  const auto law = wounds_after(WoundLadder::in_turn(2, 1), steps, p);
  const double zero = q * q * q * q;
  const double one = q * q * 2 * p * q + 2 * p * q * q;
  const double two = 1 - zero - one;
  CHECK(law(0) == Approx(zero));
  CHECK(law(1) == Approx(one));
  CHECK(law(2) == Approx(two));
  CHECK(two == Approx(q * q * p * p + 2 * p * q * p + p * p));
}

TEST_CASE("shared tables are the tables built afresh, bit for bit", "[exact][cache]") {
  for (const auto& [m, w, d] : {std::tuple{4, 1, 2}, std::tuple{3, 3, 1}, std::tuple{12, 2, 2}}) {
    const auto shared = shared_transition(WoundLadder::in_turn(m, w), d, 1.0 / 6);
    CHECK(shared == shared_transition(WoundLadder::in_turn(m, w), d, 1.0 / 6));  // one copy, built once
    CHECK(*shared == clamber_transition(WoundLadder::in_turn(m, w), d, 1.0 / 6));
    const auto step = shared_clamber_step(WoundLadder::in_turn(m, w), 1.0 / 6, d);
    const ClamberStep fresh(WoundLadder::in_turn(m, w), 1.0 / 6, d);
    REQUIRE(step->thresholds() == fresh.thresholds());
    for (int k = 0; k < fresh.thresholds(); ++k)
      for (int s = 0; s < fresh.states(); ++s) CHECK(step->row(k)[s] == fresh.row(k)[s]);
  }
  CHECK(shared_transition(WoundLadder::in_turn(4, 1), 2, 1.0 / 6) != shared_transition(WoundLadder::in_turn(4, 1), 2, 0.5));  // p is part of the key
  // The ladder is part of the key: 2 minis of 2 wounds falling at 3 and 4 roll more dice from 2 wounds.
  CHECK(*shared_transition(WoundLadder({3, 4}), 1, 1.0 / 6) != *shared_transition(WoundLadder::in_turn(2, 2), 1, 1.0 / 6));
}
