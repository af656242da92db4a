#include "climbsim/analysis/row_stream.hpp"

#include <catch2/catch.hpp>
#include <atomic>
#include <numeric>
#include <string>
#include <vector>

#include "climbsim/analysis/cliff.hpp"
#include "climbsim/analysis/economy.hpp"
#include "climbsim/analysis/wounds.hpp"

using namespace climbsim;

TEST_CASE("mixed radix: row index to list indices, last list fastest", "[stream]") {
  const MixedRadix r({2, 3, 4});
  CHECK(r.total() == 24);
  CHECK(r.digits(0) == std::vector<std::size_t>{0, 0, 0});
  CHECK(r.digits(1) == std::vector<std::size_t>{0, 0, 1});
  CHECK(r.digits(4) == std::vector<std::size_t>{0, 1, 0});
  CHECK(r.digits(23) == std::vector<std::size_t>{1, 2, 3});
  CHECK_THROWS_AS(MixedRadix({SIZE_MAX, 3}).total(), std::length_error);
}

TEST_CASE("rows stream in order, a bounded block at a time", "[stream]") {
  std::vector<std::size_t> seen;
  std::size_t largest = 0, blocks = 0;
  stream_rows(
      1300, 512, [](std::size_t i) { return i * 10; }, [](std::size_t& v) { v += 1; },
      [&](std::span<const std::size_t> block) {
        largest = std::max(largest, block.size());
        ++blocks;
        seen.insert(seen.end(), block.begin(), block.end());
      });
  REQUIRE(seen.size() == 1300);
  for (std::size_t i = 0; i < seen.size(); ++i) CHECK(seen[i] == i * 10 + 1);
  CHECK(largest == 512);
  CHECK(blocks == 3);
}

TEST_CASE("a wounds sweep too big to hold streams with a bounded block, the same rows as built one by one", "[stream][wounds]") {
  WoundsSweep sweep;
  Unit u;
  for (int m : {1, 4}) {
    u.minis = m;
    sweep.units.push_back(u);
  }
  sweep.heights.clear();
  for (int h = 0; h < 400; ++h) sweep.heights.push_back(0.01 * h);
  sweep.methods = {Method::climb};
  sweep.mc.samples = 1;
  std::size_t rows = 0, largest = 0;
  run_wounds(sweep, [&](std::span<const WoundsRow> block) {
    largest = std::max(largest, block.size());
    for (const auto& r : block) {
      const auto want = wounds_row(sweep, rows++);
      CHECK(r.move.height == want.move.height);
      CHECK(r.unit.minis == want.unit.minis);
    }
  });
  CHECK(rows == row_count(sweep));
  CHECK(rows == 2 * 400 * 2 * 2);
  CHECK(largest <= kRowBlock);
}

TEST_CASE("streamed economy blocks hold whole clusters: the summary and ranks match the whole table", "[stream][economy]") {
  EconomySweep sweep;
  Unit u;
  for (int m = 2; m <= 7; ++m) {
    u.minis = m;
    sweep.units.push_back(u);
  }
  sweep.heights = {1, 2, 3};
  sweep.directions = {Direction::up, Direction::down};
  sweep.mc.samples = 2000;
  std::size_t blocks = 0;
  std::vector<EconomyRow> streamed;
  run_economy(sweep, [&](std::span<const EconomyRow> block) {
    ++blocks;
    // A block starts at a new unit-height-face cluster: its first row has Expert Climber off and goes up.
    CHECK_FALSE(block.front().unit.keywords.expert_climber);
    CHECK(block.front().direction == Direction::up);
    streamed.insert(streamed.end(), block.begin(), block.end());
  });
  CHECK(blocks > 1);
  // Ranking the whole table at once gives the same marks as ranking block by block.
  auto whole = streamed;
  rank_rows(whole, sweep.budgets);
  REQUIRE(whole.size() == streamed.size());
  for (std::size_t i = 0; i < whole.size(); ++i) {
    CHECK(whole[i].pareto == streamed[i].pareto);
    CHECK(whole[i].best_for == streamed[i].best_for);
  }
  CHECK(economy_work(sweep).rows == streamed.size());
}

TEST_CASE("rows with the same key are computed once and copy the figures, across blocks too", "[stream]") {
  struct Row {
    std::size_t index = 0;
    int key = 0;         // rows with equal keys are the same computation
    long figure = -1;    // what evaluate writes
    long computed_by = -1;
  };
  std::atomic<int> evaluations{0};
  std::vector<Row> seen;
  // 40 rows, blocks of 8, keys i % 5 (so every block repeats keys and later blocks repeat earlier
  // ones), and rows 3 and 13 with no key (always computed).
  stream_distinct_rows(
      40, 8, [](std::size_t i) { return Row{i, static_cast<int>(i % 5)}; },
      [](const Row& r) { return r.index == 3 || r.index == 13 ? std::string() : "k" + std::to_string(r.key); },
      [&](Row& r) {
        ++evaluations;
        r.figure = 1000 + r.key;
        r.computed_by = static_cast<long>(r.index);
      },
      [](const Row& from, Row& to) { to.figure = from.figure, to.computed_by = from.computed_by; },
      [&](std::span<const Row> block) { seen.insert(seen.end(), block.begin(), block.end()); });
  REQUIRE(seen.size() == 40);
  CHECK(evaluations == 5 + 2);  // one per key, and the two rows without a key
  for (const Row& r : seen) {
    CAPTURE(r.index);
    CHECK(r.figure == 1000 + r.key);  // what computing the row itself gives
    if (r.index == 3 || r.index == 13) CHECK(r.computed_by == static_cast<long>(r.index));
    else CHECK(r.computed_by == (r.key == 3 ? 8 : r.key));  // the first keyed row of the key computed it
  }
}

TEST_CASE("cliff rows that are the same climb share their figures - different climbs do not", "[stream][cliff]") {
  CliffSweep sweep;
  sweep.levels = {2};
  sweep.directions = {asl::Direction::up};
  sweep.drm = {0, 1};
  sweep.commando = {false};
  sweep.weather = {asl::parse_weather("none"), asl::parse_weather("rain")};
  sweep.mc.samples = 20000;
  const auto rows = run_cliff(sweep);
  REQUIRE(rows.size() == 4);  // drm 0 and 1, without and with rain (+1)
  const auto& drm1 = rows[2];
  const auto& rain = rows[1];
  REQUIRE(drm1.total_drm == rain.total_drm);
  CHECK(drm1.tally->arrived == rain.tally->arrived);
  CHECK(drm1.tally->sum_mph == rain.tally->sum_mph);
  CHECK(rows[0].tally->sum_mph != rain.tally->sum_mph);
  CHECK(rows[0].exact->p_success != Approx(rain.exact->p_success));
}
