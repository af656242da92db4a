#include "climbsim/engine/monte_carlo.hpp"

#include <tbb/global_control.h>

#include <catch2/catch.hpp>
#include <cmath>

#include "climbsim/engine/clamber_model.hpp"
#include "climbsim/engine/exact.hpp"

using namespace climbsim;

namespace {

WoundTally run_with_threads(const ClamberModel& model, const McOptions& mc, std::size_t threads) {
  tbb::global_control limit(tbb::global_control::max_allowed_parallelism, threads);
  return run_monte_carlo(model, 1234, StreamId::clamber, mc);
}

// Upper chi-square quantile by Wilson-Hilferty, accurate to a few percent for df >= 2.
double chi_square_critical(int df, double z) {
  const double d = static_cast<double>(df);
  const double a = 2.0 / (9.0 * d);
  return d * std::pow(1.0 - a + z * std::sqrt(a), 3);
}

}  // namespace

TEST_CASE("Monte Carlo results are bit-identical for 1 - 2 and 8 threads", "[monte_carlo]") {
  const ClamberModel model(14, 1.0 / 6, WoundLadder::in_turn(7, 1));
  McOptions mc;
  mc.seed = 99;
  mc.samples = 10 * kChunkSamples + 12345;  // a partial last chunk too
  const auto one = run_with_threads(model, mc, 1);
  const auto two = run_with_threads(model, mc, 2);
  const auto eight = run_with_threads(model, mc, 8);
  CHECK(one.n == mc.samples);
  CHECK(one.tail == two.tail);
  CHECK(one.tail == eight.tail);
  mc.seed = 100;
  CHECK(run_with_threads(model, mc, 2).tail != one.tail);  // and the seed matters
}

TEST_CASE("chunks depend only on their key: replaying them in reverse gives the same tally", "[monte_carlo]") {
  const ClamberModel model(8, 1.0 / 6, WoundLadder::in_turn(4, 2));
  McOptions mc;
  mc.seed = 5;
  mc.samples = 6 * kChunkSamples;
  const auto parallel = run_monte_carlo(model, 77, StreamId::clamber, mc);
  auto serial = model.make_tally();
  for (std::uint64_t c = 6; c-- > 0;) {
    LaneRng rng(chunk_key(5, 77, c, StreamId::clamber));
    model.run_chunk(rng, kChunkSamples, serial);
  }
  CHECK(serial.n == parallel.n);
  CHECK(serial.tail == parallel.tail);
}

TEST_CASE("simulated wound counts follow the exact law (chi-square - p < 1e-6 to fail)", "[monte_carlo][statistical]") {
  // Several laws, each a fixed seed; bins with expected count < 5 are merged into their neighbour.
  struct Case { int minis, wpm, dice_per_mini; };
  for (const Case c : {Case{7, 1, 2}, Case{12, 3, 2}, Case{4, 1, 1}, Case{3, 3, 2}}) {
    const double p = 1.0 / 6;
    const ClamberModel model(c.minis * c.dice_per_mini, p, WoundLadder::in_turn(c.minis, c.wpm));
    McOptions mc;
    mc.seed = 2026;
    mc.samples = 2'000'000;
    const auto tally = run_monte_carlo(model, 9, StreamId::clamber, mc);
    const auto law = clamber_law(WoundLadder::in_turn(c.minis, c.wpm), c.dice_per_mini, p);
    const double n = static_cast<double>(tally.n);
    std::vector<double> observed(law.size()), expected(law.size());
    for (std::size_t k = 0; k < law.size(); ++k) {
      const std::uint64_t above_prev = k == 0 ? tally.n : tally.tail[k - 1];
      const std::uint64_t above = k < tally.tail.size() ? tally.tail[k] : 0;
      observed[k] = static_cast<double>(above_prev - above);
      expected[k] = law[k] * n;
    }
    double chi2 = 0, obs = 0, exp = 0;
    int bins = 0;
    for (std::size_t k = 0; k < law.size(); ++k) {
      obs += observed[k];
      exp += expected[k];
      const bool last = k + 1 == law.size();
      if (exp >= 5 || last) {
        if (exp > 0) {
          chi2 += (obs - exp) * (obs - exp) / exp;
          ++bins;
        }
        obs = exp = 0;
      }
    }
    // The tail past the last big bin may be tiny: count only what was binned.
    const int df = bins - 1;
    INFO("minis " << c.minis << " wpm " << c.wpm << " chi2 " << chi2 << " df " << df);
    REQUIRE(df >= 2);
    CHECK(chi2 < chi_square_critical(df, 4.7534));  // z = 4.7534: upper tail 1e-6
  }
}

TEST_CASE("precision mode stops once every interval is tight enough - the same on any thread count", "[monte_carlo]") {
  const ClamberModel model(14, 1.0 / 6, WoundLadder::in_turn(7, 1));
  McOptions mc;
  mc.seed = 3;
  mc.precision = 2e-3;
  const auto a = run_with_threads(model, mc, 1);
  const auto b = run_with_threads(model, mc, 2);
  CHECK(a.n == b.n);
  CHECK(a.tail == b.tail);
  CHECK(a.n % kChunkSamples == 0);
  CHECK(model.worst_half_width(a) <= 2e-3);
  // The cap wins over the target.
  mc.precision = 1e-9;
  mc.max_samples = 4 * kChunkSamples;
  const auto capped = run_with_threads(model, mc, 2);
  CHECK(capped.n == 4 * kChunkSamples);
}
