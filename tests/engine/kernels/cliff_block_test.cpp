#include "climbsim/engine/kernels/cliff_block.hpp"

#include <catch2/catch.hpp>
#include <tuple>
#include <vector>

#include "climbsim/random/stream.hpp"

using namespace climbsim;
using cliff_kernels::CliffLanes;

namespace {

using U32x4 = std::uint32_t __attribute__((vector_size(16)));
constexpr std::size_t L = CliffLanes::L, kRows = LaneRows::kRows;

__extension__ using u128 = unsigned __int128;
std::uint64_t threshold(int count36) { return count36 >= 36 ? UINT64_MAX : static_cast<std::uint64_t>((static_cast<u128>(count36) << 64) / 36); }

CliffRule rule_of(int advance, int hold, int levels, int units) {
  CliffRule r;
  r.advance_below = threshold(advance);
  r.hold_below = threshold(advance + hold);
  r.always_advance = advance == 36 ? ~std::uint64_t{0} : 0;
  r.never_eliminated = advance + hold == 36 ? ~std::uint64_t{0} : 0;
  r.levels = static_cast<std::uint64_t>(levels);
  r.units = static_cast<std::uint64_t>(units);
  return r;
}

bool same(const CliffLanes& a, const CliffLanes& b) {
  for (std::size_t l = 0; l < L; ++l)
    if (a.level[l] != b.level[l] || a.mph[l] != b.mph[l] || a.unit[l] != b.unit[l] || a.arrived_here[l] != b.arrived_here[l] ||
        a.stacks_left[l] != b.stacks_left[l] || a.all[l] != b.all[l] || a.any[l] != b.any[l] || a.arrived_sq[l] != b.arrived_sq[l])
      return false;
  return true;
}

// The walk of `blocks` blocks of rows on 32-bit lanes (4 a vector) beside the lane-by-lane walk on
// 64-bit words, from the same state; returns how many blocks the narrow walk handed back.
int walk_both(const CliffRule& r, const std::vector<std::uint64_t>& rows, const CliffLanes& start) {
  CliffLanes wide = start, narrow = start;
  std::vector<std::uint64_t> wide_log(kRows * L), narrow_log(kRows * L);
  int handed_back = 0;
  for (std::size_t b = 0; b * kRows * L < rows.size(); ++b) {
    const std::uint64_t* block = rows.data() + b * kRows * L;
    cliff_kernels::cliff_block<std::uint64_t, 1, kRows>(wide, block, r, wide_log.data());
    const CliffLanes before = narrow;
    if (!cliff_kernels::cliff_block_narrow<U32x4, 4, kRows>(narrow, block, r, narrow_log.data())) {
      ++handed_back;
      REQUIRE(same(narrow, before));  // a block it cannot take is left as it was
      cliff_kernels::cliff_block<std::uint64_t, 1, kRows>(narrow, block, r, narrow_log.data());
    }
    REQUIRE(narrow_log == wide_log);
    REQUIRE(same(narrow, wide));
  }
  return handed_back;
}

std::vector<std::uint64_t> random_rows(std::size_t blocks, std::uint64_t seed) {
  Xoshiro256pp gen(seed);
  std::vector<std::uint64_t> rows(blocks * kRows * L);
  for (auto& x : rows) x = gen();
  return rows;
}

CliffLanes stacks_of(std::uint64_t each) {
  CliffLanes w;
  for (std::size_t l = 0; l < L; ++l) w.stacks_left[l] = each + l % 3;
  return w;
}

}  // namespace

TEST_CASE("the cliff walk on 32-bit lanes gives the 64-bit walk's state and log", "[kernels][cliff]") {
  // DRM 0; always advancing; never eliminated; holding on most rolls; big stacks; one level.
  for (const auto& [advance, hold, levels, units] : {std::tuple{30, 5, 3, 1}, std::tuple{36, 0, 4, 2}, std::tuple{26, 10, 2, 3},
                                                      std::tuple{1, 34, 2, 1}, std::tuple{21, 9, 1, 12}}) {
    INFO("advance " << advance << " hold " << hold << ", " << levels << " levels, " << units << " units");
    CHECK(walk_both(rule_of(advance, hold, levels, units), random_rows(12, 3), stacks_of(40)) == 0);
  }
}

TEST_CASE("a uniform whose high half equals a threshold's hands the block back, and it is walked on 64-bit words", "[kernels][cliff]") {
  const CliffRule r = rule_of(21, 9, 2, 3);
  for (const std::uint64_t t : {r.advance_below, r.hold_below})
    for (const std::uint64_t u : std::vector<std::uint64_t>{t, t - 1, t + 1, t & 0xFFFFFFFF00000000ULL, t | 0xFFFFFFFFULL}) {
      INFO("threshold " << t << " uniform " << u);
      auto rows = random_rows(3, 11);
      rows[kRows * L + 5 * L + 6] = u;  // second block, row 5, lane 6: that block only is handed back
      CHECK(walk_both(r, rows, stacks_of(40)) == 1);
    }
  // One below the high half and one above decide by the high halves alone.
  auto rows = random_rows(2, 11);
  rows[7 * L + 2] = (r.advance_below & 0xFFFFFFFF00000000ULL) - 1;
  rows[9 * L + 3] = (r.hold_below | 0xFFFFFFFFULL) + 1;
  CHECK(walk_both(r, rows, stacks_of(40)) == 0);
}

TEST_CASE("counts that 32-bit lanes could not hold are walked on 64-bit words", "[kernels][cliff]") {
  const CliffRule r = rule_of(1, 34, 2, 1);  // climbs that last
  CliffLanes long_climb = stacks_of(40);
  long_climb.mph[3] = std::uint64_t{1} << 30;  // a climb of 2^30 Movement Phases so far
  CHECK(walk_both(r, random_rows(1, 5), long_climb) == 1);
  CliffLanes many = stacks_of(std::uint64_t{1} << 31);  // 2^31 stacks left in a lane
  CHECK(walk_both(r, random_rows(2, 5), many) == 2);
  CHECK(walk_both(rule_of(21, 9, 2, 1 << 24), random_rows(1, 5), stacks_of(4)) == 1);
}
