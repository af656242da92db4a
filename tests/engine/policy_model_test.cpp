#include "climbsim/engine/policy_model.hpp"
#include "climbsim/rules/legion_policy.hpp"

#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <cstdint>

#include "climbsim/engine/monte_carlo.hpp"
#include "climbsim/engine/policy_walk.hpp"
#include "climbsim/random/binomial.hpp"
#include "climbsim/random/stream.hpp"

using namespace climbsim;

TEST_CASE("clamber while 2 minis stand - else climb - worked out by hand", "[plans][exact]") {
  // Two minis of one wound on ledges of height 2. Step 1 clambers (2 dice). With no loss it
  // clambers again (2 dice); with one mini lost the survivor climbs (no dice); with none left it stops.
  const PolicyTable policy(LegionRules{}, Unit{}, parse_face("ledges"), 2, Direction::up, 2);
  REQUIRE(policy.valid());
  REQUIRE(policy.reacts());
  const double p = 1.0 / 6, q = 5.0 / 6;
  const auto e = evaluate_policy(policy.choices(WoundLadder::in_turn(2, 1)), WoundLadder::in_turn(2, 1), p);
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
  const auto e = evaluate_policy(policy.choices(WoundLadder::in_turn(6, 1)), WoundLadder::in_turn(6, 1), 1.0 / 6);
  const PolicyModel model(policy.choices(WoundLadder::in_turn(6, 1)), WoundLadder::in_turn(6, 1), 1.0 / 6);
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

namespace {

// The policy walk written the plain way, one walk after another: the choice read from
// PolicyChoices at every step, W by a full scan of the binomial's thresholds
// (TailThresholds::sample), the j-th step with dice of walk i taking uniform
// ((i / 8) * draws + j) * 8 + i % 8 of the stream. The model's tables (merged climbs, the place
// table, the search, 8 walks side by side) must give the same tally.
PolicyTally plain_walks(const PolicyChoices& policy, const WoundLadder& unit, double p, int draws, LaneRng& rng,
                        std::uint64_t n) {
  std::vector<std::uint64_t> uniforms((n + 7) / 8 * static_cast<std::uint64_t>(draws) * 8);
  rng.fill(uniforms.data(), uniforms.size());
  PolicyTally t{WoundTally(unit.cap()), 0, 0};
  std::vector<std::uint64_t> hist(static_cast<std::size_t>(unit.cap() + 1), 0);
  for (std::uint64_t i = 0; i < n; ++i) {
    std::size_t surface = 0;
    int s = 0;
    std::uint64_t actions = 0;
    std::uint64_t j = 0;
    while (surface != policy.last && s < unit.cap()) {
      const PolicyMove& m = policy.choose(surface, s);
      actions += static_cast<std::uint64_t>(m.actions);
      if (m.dice_per_mini > 0) {
        REQUIRE(j < static_cast<std::uint64_t>(draws));
        const std::uint64_t u = uniforms[((i / 8) * static_cast<std::uint64_t>(draws) + j++) * 8 + i % 8];
        const int rolled = unit.survivors(s) * m.dice_per_mini;
        const TailThresholds table(rolled, p, std::min(unit.cap(), unit.minis() * m.dice_per_mini));
        s = std::min(unit.cap(), s + std::min(table.sample(u), rolled));
      }
      surface = m.next;
    }
    ++hist[static_cast<std::size_t>(s)];
    t.sum_actions += actions;
    t.sum_actions_sq += actions * actions;
  }
  t.wounds.add_histogram(hist);
  return t;
}

}  // namespace

TEST_CASE("the policy walk equals a plain walk of the same choices and uniforms", "[plans][kernels]") {
  // Long faces, surfaces 0..4: clamber2 (2 dice) from 0 while at least k minis stand, else climb;
  // clamber1 from 2 while at least k stand, else climb; two climbs to the top (a run without dice).
  // Short faces, surfaces 0..1: clamber2 from 0, clamber1 from 1, else climbs. Big units make the
  // steps search inside buckets holding a threshold; small ones on short faces have at most 16 or 32
  // places, and take the vector walk on AVX-512 (the suite runs this again with CLIMBSIM_ISA=avx2).
  struct Case { int minis, wpm, k; double p; bool short_face; };
  for (const auto& c : {Case{6, 1, 4, 1.0 / 6, false}, Case{4, 3, 2, 0.5, false}, Case{24, 24, 12, 1.0 / 3, false},
                        Case{10, 2, 10, 0.9, false}, Case{4, 1, 2, 1.0 / 6, true}, Case{6, 1, 4, 1.0 / 6, true},
                        Case{3, 3, 2, 0.5, true}, Case{1, 1, 1, 0.9, true}, Case{10, 1, 10, 0.9, true}}) {
    const WoundLadder unit = WoundLadder::in_turn(c.minis, c.wpm);
    const PolicyChoices policy = by_survivors(c.short_face ? 2 : 5, unit, 2, [&](std::size_t stage, int alive) {
      const bool clamber = alive >= c.k;
      if (c.short_face) return stage == 0 ? (clamber ? PolicyMove{2, 2, 1} : PolicyMove{0, 2, 1}) : (clamber ? PolicyMove{1, 1, 2} : PolicyMove{0, 2, 2});
      switch (stage) {
        case 0: return clamber ? PolicyMove{2, 2, 2} : PolicyMove{0, 2, 1};
        case 2: return clamber ? PolicyMove{1, 1, 3} : PolicyMove{0, 2, 3};
        default: return PolicyMove{0, 2, stage + 1};
      }
    });
    const PolicyModel model(policy, unit, c.p);
    // At most two clambers with dice on any path: clamber2 from surface 0, clamber1 from 2 (or 1).
    CHECK(model.draws_per_walk() == 2);
    // 29 and 117: the vector walk's batches of 4 groups, the last partial, and groups after them.
    for (const std::uint64_t n : {std::uint64_t{1}, std::uint64_t{13}, std::uint64_t{29}, std::uint64_t{117}, std::uint64_t{1000},
                                  std::uint64_t{20000}}) {
      LaneRng a(mix_keys(n, 3)), b(mix_keys(n, 3)), d(mix_keys(n, 3));
      auto fast = model.make_tally(), lanes = model.make_tally();
      model.run_chunk(a, n, fast);
      model.run_chunk_lanes(d, n, lanes);
      const PolicyTally slow = plain_walks(policy, unit, c.p, model.draws_per_walk(), b, n);
      INFO("minis " << c.minis << " wpm " << c.wpm << " k " << c.k << " short " << c.short_face << " n " << n);
      for (const PolicyTally* t : {&fast, &lanes}) {
        CHECK(t->wounds.n == slow.wounds.n);
        CHECK(t->wounds.tail == slow.wounds.tail);
        CHECK(t->sum_actions == slow.sum_actions);
        CHECK(t->sum_actions_sq == slow.sum_actions_sq);
      }
    }
  }
}

TEST_CASE("a policy whose steps lead back to a surface already left is refused", "[plans]") {
  // Surface 1 clambers back to surface 0: a walk could go round for ever.
  PolicyChoices policy;
  policy.last = 2;
  policy.states = 3;
  policy.moves = {PolicyMove{1, 1, 1}, PolicyMove{1, 1, 1}, PolicyMove{1, 1, 1},
                  PolicyMove{1, 1, 0}, PolicyMove{1, 1, 0}, PolicyMove{1, 1, 0}};
  CHECK_THROWS_AS(PolicyModel(policy, WoundLadder::in_turn(2, 1), 1.0 / 6), std::invalid_argument);
}

TEST_CASE("a packed step gives back its four numbers and refuses what does not fit", "[plans][kernels]") {
  // Unpacked here by plain integer arithmetic, independently of the vector walk's shifts.
  struct Fields { std::uint64_t rolled, wounds; std::int64_t base; std::uint64_t actions; };
  for (const auto& f : {Fields{0, 0, 0, 0}, Fields{24, 31, -31, 7}, Fields{65535, 65535, 32767, 65535}, Fields{1, 2, -32768, 3}}) {
    const auto packed = pack_step(f.rolled, f.wounds, f.base, f.actions);
    REQUIRE(packed);
    CHECK((*packed & 0xFFFF) == f.rolled);
    CHECK(((*packed >> 16) & 0xFFFF) == f.wounds);
    CHECK(static_cast<std::int16_t>((*packed >> 32) & 0xFFFF) == f.base);
    CHECK((*packed >> 48) == f.actions);
  }
  CHECK_FALSE(pack_step(65536, 0, 0, 0));
  CHECK_FALSE(pack_step(0, 65536, 0, 0));
  CHECK_FALSE(pack_step(0, 0, 32768, 0));
  CHECK_FALSE(pack_step(0, 0, -32769, 0));
  CHECK_FALSE(pack_step(0, 0, 0, 65536));
}

TEST_CASE("a once-an-activation move opens a new activation when taken twice (R20)", "[plans][exact]") {
  // Three surfaces up, one mini, a step of 1 action and no dice from each: with activations of 2
  // actions, plain moves take 2 activations (1 1 | 1); a card action such as Jump X, taken at most
  // once an activation, takes 3 (1 | 1 | 1). The law and the mean are the same.
  PolicyChoices policy;
  policy.last = 3;
  policy.states = 2;
  policy.actions_per_activation = 2;
  policy.moves.resize(policy.last * 2);
  for (std::size_t i = 0; i < policy.last; ++i)
    for (std::size_t v = 0; v < 2; ++v) policy.moves[i * 2 + v] = PolicyMove{0, 1, i + 1};
  const auto plain = evaluate_policy(policy, WoundLadder::in_turn(1, 1), 1.0 / 6);
  CHECK(plain.max_actions == 3);
  CHECK(plain.max_activations == 2);
  for (auto& m : policy.moves) m.once_per_activation = true;
  const auto card = evaluate_policy(policy, WoundLadder::in_turn(1, 1), 1.0 / 6);
  CHECK(card.max_actions == 3);
  CHECK(card.max_activations == 3);
  CHECK(card.mean_actions == plain.mean_actions);
  CHECK(card.law == plain.law);
  // The rules' table: a Jump 1 unit clambering while 2 minis stand up ledges of height 3 jumps each
  // ledge (a jump rolls no dice, as fast as a clamber1): 3 jumps, 3 activations.
  Unit jumper;
  jumper.keywords.jump = 1;
  const PolicyTable table(LegionRules{}, jumper, parse_face("ledges"), 3, Direction::up, 2);
  REQUIRE(table.valid());
  CHECK(evaluate_policy(table.choices(WoundLadder::in_turn(4, 1)), WoundLadder::in_turn(4, 1), 1.0 / 6).max_activations == 3);
}
