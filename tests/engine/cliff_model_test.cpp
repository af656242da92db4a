// The cliff kernel against a plain walk of its stream contract: lane l of LaneRng climbs stacks
// one after another (each unit of a stack in turn, one Falling DR per Movement Phase) with its own
// generator's uniforms in order, and lane l takes n / 8 stacks (one more for the first n % 8). The
// reference below is written the obvious way, one unit at a time; the tallies must match exactly,
// on the dispatched path (AVX-512 or AVX2 here, portable under CLIMBSIM_ISA=portable) and on the
// portable one.
#include "climbsim/engine/cliff_model.hpp"

#include <catch2/catch.hpp>
#include <vector>

#include "climbsim/random/lanes.hpp"

using namespace climbsim;

namespace {

__extension__ using u128 = unsigned __int128;  // a GCC/Clang extension; __extension__ keeps -Wpedantic quiet

// Lane l's k-th uniform is row k, column l of the bundle's output.
CliffTally reference_walk(std::uint64_t key, std::uint64_t n, DrOutcomes o, int levels, int units) {
  constexpr std::size_t L = LaneRng::kLanes;
  LaneRng rng(key);
  std::vector<std::uint64_t> rows(L << 16);
  rng.fill(rows.data(), rows.size());
  const auto threshold = [](int count) {  // floor(count / 36 * 2^64) by long division
    return count >= 36 ? UINT64_MAX : static_cast<std::uint64_t>((static_cast<u128>(count) << 64) / 36);
  };
  CliffTally t;
  const auto add = [](std::vector<std::uint64_t>& h, std::uint64_t at) {
    if (h.size() <= at) h.resize(at + 1, 0);
    ++h[at];
  };
  for (std::size_t l = 0; l < L; ++l) {
    std::size_t drawn = 0;
    const std::uint64_t stacks = n / L + (l < n % L ? 1 : 0);
    for (std::uint64_t s = 0; s < stacks; ++s) {
      std::uint64_t arrived_here = 0;
      for (int unit = 0; unit < units; ++unit) {
        int level = 0;
        std::uint64_t mph = 0;
        bool eliminated = false;
        while (level < levels && !eliminated) {
          ++mph;
          const std::uint64_t x = rows.at(drawn++ * L + l);
          if (o.advance == 36 || x < threshold(o.advance)) ++level;
          else if (x >= threshold(o.advance + o.hold)) eliminated = true;
        }
        add(t.ended_at, mph);
        t.sum_mph += mph;
        t.sum_mph_sq += mph * mph;
        if (eliminated) {
          ++t.eliminated;
          continue;
        }
        ++arrived_here;
        add(t.arrived_at, mph);
        t.sum_mph_arrived += mph;
        t.sum_mph_arrived_sq += mph * mph;
      }
      t.arrived += arrived_here;
      t.sum_arrived_sq += arrived_here * arrived_here;
      t.stacks_all_arrived += arrived_here == static_cast<std::uint64_t>(units) ? 1 : 0;
      t.stacks_any_arrived += arrived_here > 0 ? 1 : 0;
    }
  }
  t.stacks = n;
  t.units = n * static_cast<std::uint64_t>(units);
  return t;
}

void check_same(const CliffTally& a, const CliffTally& b) {
  CHECK(a.stacks == b.stacks);
  CHECK(a.units == b.units);
  CHECK(a.arrived == b.arrived);
  CHECK(a.eliminated == b.eliminated);
  CHECK(a.sum_mph == b.sum_mph);
  CHECK(a.sum_mph_sq == b.sum_mph_sq);
  CHECK(a.sum_mph_arrived == b.sum_mph_arrived);
  CHECK(a.sum_mph_arrived_sq == b.sum_mph_arrived_sq);
  CHECK(a.stacks_all_arrived == b.stacks_all_arrived);
  CHECK(a.stacks_any_arrived == b.stacks_any_arrived);
  CHECK(a.sum_arrived_sq == b.sum_arrived_sq);
  CHECK(a.ended_at == b.ended_at);
  CHECK(a.arrived_at == b.arrived_at);
}

}  // namespace

TEST_CASE("the cliff kernel walks each lane's stacks as a plain walk does, on every path", "[kernels][cliff]") {
  struct Case { DrOutcomes o; int levels, units; };
  // DRM 0; always advancing (36 of 36); never eliminated; holding on most rolls, so climbs run past
  // the first 64 Movement Phases and the histograms grow; stacks of 3 and 12.
  const std::vector<Case> cases = {{{30, 5, 1}, 3, 1}, {{36, 0, 0}, 4, 2}, {{26, 10, 0}, 2, 3},
                                   {{1, 34, 1}, 2, 1}, {{21, 9, 6}, 1, 12}};
  for (const auto& c : cases)
    for (const std::uint64_t n : {std::uint64_t{1}, std::uint64_t{13}, std::uint64_t{2000}}) {
      INFO("advance " << c.o.advance << " hold " << c.o.hold << ", " << c.levels << " levels, " << c.units << " units, n " << n);
      const CliffModel model(c.o, c.levels, c.units);
      const auto want = reference_walk(mix_keys(n, 5), n, c.o, c.levels, c.units);
      LaneRng a(mix_keys(n, 5)), b(mix_keys(n, 5));
      auto fast = model.make_tally(), slow = model.make_tally();
      model.run_chunk(a, n, fast);
      model.run_chunk_portable(b, n, slow);
      check_same(fast, want);
      check_same(slow, want);
    }
}

TEST_CASE("a cliff of no levels or a stack of no units is refused", "[cliff]") {
  CHECK_THROWS_AS(CliffModel({30, 5, 1}, 0, 1), std::invalid_argument);
  CHECK_THROWS_AS(CliffModel({30, 5, 1}, 2, 0), std::invalid_argument);
}
