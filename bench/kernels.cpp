// Google Benchmark kernels. Figures that matter are ratios within one run (bench/RESULTS.md).
#include <benchmark/benchmark.h>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/analysis/study.hpp"
#include "climbsim/terrain/distance_bound.hpp"
#include "climbsim/terrain/table_generator.hpp"
#include "climbsim/analysis/wounds.hpp"
#include "climbsim/units/roster.hpp"
#include "climbsim/engine/clamber_model.hpp"
#include "climbsim/engine/cliff_model.hpp"
#include "climbsim/engine/exact.hpp"
#include "climbsim/engine/monte_carlo.hpp"
#include "climbsim/engine/plan_model.hpp"
#include "climbsim/engine/policy_model.hpp"
#include "climbsim/platform/heap_keep.hpp"
#include "climbsim/rules/legion.hpp"
#include "climbsim/rules/legion_policy.hpp"
#include "climbsim/request/mission_request.hpp"
#include "climbsim/random/lanes.hpp"
#include "example_map.hpp"
#include "naive_clamber.hpp"

namespace {

using namespace climbsim;

constexpr std::uint64_t kAttempts = std::uint64_t{1} << 24;

// Runs `model` for kAttempts samples a iteration on state.range(0) threads, a new seed each time.
template <class Model>
void run_model(benchmark::State& state, const Model& model) {
  tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(state.range(0)));
  McOptions mc;
  mc.samples = kAttempts;
  std::uint64_t seed = 1;
  for (auto _ : state) {
    mc.seed = seed++;
    auto tally = run_monte_carlo(model, 42, StreamId::clamber, mc);
    benchmark::DoNotOptimize(&tally);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * kAttempts));
}

// One clamber of 7 minis rolling 2 white dice each, 1 wound per mini: climbsim's inversion kernel.
void BM_ClamberAttempts(benchmark::State& state) { run_model(state, ClamberModel(14, 1.0 / 6, WoundLadder::in_turn(7, 1))); }
BENCHMARK(BM_ClamberAttempts)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

// The same work, die by die with std::mt19937: the baseline.
void BM_NaiveMt19937Attempts(benchmark::State& state) {
  tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(state.range(0)));
  std::uint64_t seed = 1;
  for (auto _ : state) {
    auto r = bench::naive_clamber(kAttempts / 8, 7, 2, 1, seed++);
    benchmark::DoNotOptimize(r);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * (kAttempts / 8)));
}
BENCHMARK(BM_NaiveMt19937Attempts)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

// A three-step plan with casualties carried: clamber1+clamber1+clamber1, 6 minis of 1 wound.
void BM_PlanClamber1x3(benchmark::State& state) { run_model(state, PlanModel(WoundLadder::in_turn(6, 1), 1.0 / 6, {1, 1, 1})); }
BENCHMARK(BM_PlanClamber1x3)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

// The policy walk: 6 minis of 1 wound up ledges of height 3, clambering while at least 4 stand
// (else climbing): walks a second.
void BM_PolicyWalk(benchmark::State& state) {
  const PolicyTable policy(LegionRules{}, Unit{}, parse_face("ledges"), 3, Direction::up, 4);
  run_model(state, PolicyModel(policy.choices(WoundLadder::in_turn(6, 1)), WoundLadder::in_turn(6, 1), 1.0 / 6));
}
BENCHMARK(BM_PolicyWalk)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

// One unit Climbing a cliff of 3 levels, DRM 0 and no Commando (advance on 30 of 36, hold on 5,
// eliminated on 1): stacks a second.
void BM_CliffStack(benchmark::State& state) { run_model(state, CliffModel(DrOutcomes{30, 5, 1}, 3, 1)); }
BENCHMARK(BM_CliffStack)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

// Raw uniforms from the 8-lane xoshiro256++ bundle.
void BM_LaneRngFill(benchmark::State& state) {
  LaneRng rng(7);
  alignas(64) std::uint64_t buf[1024];
  for (auto _ : state) {
    rng.fill(buf, 1024);
    benchmark::DoNotOptimize(buf);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * 1024));
}
BENCHMARK(BM_LaneRngFill);

// The exact law of one clamber (Markov chain on Eigen), 12 minis with 3 wounds each.
void BM_ExactClamberLaw(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(clamber_law(WoundLadder::in_turn(12, 3), 2, 1.0 / 6));
}
BENCHMARK(BM_ExactClamberLaw);

// One row of the wounds table: exact law and 10^6 Monte Carlo samples (7 minis, height 2 clamber).
void BM_WoundsRow(benchmark::State& state) {
  WoundsSweep sweep;
  Unit u;
  u.minis = 7;
  sweep.units = {u};
  sweep.heights = {2};
  sweep.methods = {Method::clamber};
  sweep.expert_climber = {false};
  sweep.ladder = {false};
  for (auto _ : state) benchmark::DoNotOptimize(run_wounds(sweep).front().mc->mean_wounds);
}
BENCHMARK(BM_WoundsRow)->UseRealTime()->Unit(benchmark::kMillisecond);

// The default `climbsim wounds` sweep (1152 rows, 10^6 samples a row), CSV not written.
void BM_DefaultWoundsSweep(benchmark::State& state) {
  WoundsSweep sweep;
  for (int m = 1; m <= 12; ++m)
    for (int w : {1, 3}) {
      Unit u;
      u.minis = m;
      u.wounds_per_mini = w;
      sweep.units.push_back(u);
    }
  for (auto _ : state) benchmark::DoNotOptimize(run_wounds(sweep).size());
}
BENCHMARK(BM_DefaultWoundsSweep)->UseRealTime()->Unit(benchmark::kMillisecond);

// The example map (example_map.hpp): Arg(0) at 0.25" with 4 actions, Arg(1) at 0.1" with 4 actions,
// Arg(2) at 0.1" with 12 actions. CSV and PNG not written.
void BM_MapFullTable(benchmark::State& state) {
  const Terrain terrain = bench::example_table();
  const ReachOptions o = bench::example_map_options(state.range(0) == 0 ? 0.25 : 0.1, state.range(0) == 2 ? 12 : 4);
  for (auto _ : state) benchmark::DoNotOptimize(compute_reach(terrain, o).cells.size());
}
BENCHMARK(BM_MapFullTable)->Arg(0)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

// The example map at 0.25" with 4 actions under each edition: Arg(0) rule-texts, Arg(1) core-2023,
// Arg(2) core-2025 (a climb also a speed-1 move over low obstacles, RULINGS R25).
void BM_MapEdition(benchmark::State& state) {
  const Terrain terrain = bench::example_table();
  ReachOptions o = bench::example_map_options(0.25, 4);
  static const char* const editions[] = {"rule-texts", "core-2023", "core-2025"};
  o.rules = legion_edition(editions[state.range(0)]);
  state.SetLabel(editions[state.range(0)]);
  for (auto _ : state) benchmark::DoNotOptimize(compute_reach(terrain, o).cells.size());
}
BENCHMARK(BM_MapEdition)->Arg(0)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

// Pieces as they lie against the same pieces squared off (RULINGS M9): the forest sample
// (experiments/terrain/forest.csv: polygonal woods, round trees, logs askew) for Stormtroopers from
// 30,2 with 4 actions at 0.25" under core-2025, Arg(0) as in the file, Arg(1) every shaped piece
// replaced by the box round it.
void BM_MapShaped(benchmark::State& state) {
  Terrain terrain = load_terrain_file(CLIMBSIM_SOURCE_DIR "/experiments/terrain/forest.csv", 72, 36);
  if (state.range(0) == 1)
    for (Piece& p : terrain.pieces) p.shape = nullptr;
  ReachOptions o = bench::example_map_options(0.25, 4);
  o.start_x = 30, o.start_y = 2;
  o.rules = legion_edition("core-2025");
  state.SetLabel(state.range(0) == 0 ? "as they lie" : "squared off");
  for (auto _ : state) benchmark::DoNotOptimize(compute_reach(terrain, o).cells.size());
}
BENCHMARK(BM_MapShaped)->Arg(0)->Arg(1)->UseRealTime()->Unit(benchmark::kMillisecond);

// The main job's study (experiments/study-expert-climber.ini: stormtroopers and wookiee warriors,
// as they are, with Expert Climber and without Scale, 4 starts) over generated tables 1-8 of seed 1,
// on state.range(0) threads: a table's maps share their moves and surfaces, so this is the unit the
// 1000-table study repeats.
void BM_StudyTables(benchmark::State& state) {
  tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(state.range(0)));
  const TableRecipe recipe;
  StudySpec spec;
  spec.units = {find_unit(builtin_roster(), "stormtroopers"), find_unit(builtin_roster(), "wookiee-warriors")};
  spec.variants = {{"as is", LegionRules{}, ""}, {"expert-climber", LegionRules{}, "expert-climber"}, {"no-scale", LegionRules{}, "no-scale"}};
  for (int k = 0; k < 4; ++k) spec.starts.emplace_back(recipe.width * (k + 0.5) / 4, recipe.zone_depth / 2);
  spec.objective = {recipe.width / 2, recipe.depth / 2};
  std::vector<Terrain> tables;
  for (std::uint64_t t = 1; t <= 8; ++t) tables.push_back(generate_table(recipe, 1, t));
  for (auto _ : state)
    for (std::size_t t = 0; t < tables.size(); ++t) benchmark::DoNotOptimize(study_table(tables[t], spec, t + 1).starts.size());
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * 8));
}
BENCHMARK(BM_StudyTables)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

// A 10-unit list on a mission (climbsim mission, RULINGS R26-R28): each unit's map of two rounds on
// the example table at 0.25" under core-2025, entering from the band 0,0,72,9, the units in parallel
// on state.range(0) threads, as the command computes them.
void BM_MissionList(benchmark::State& state) {
  tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(state.range(0)));
  const Terrain terrain = bench::example_table();
  std::vector<ReachOptions> units;
  for (const char* name : {"stormtroopers", "scout-troopers", "darth-vader", "snowtroopers", "range-troopers", "dewback-rider",
                           "74-z-speeder-bikes", "imperial-death-troopers", "shoretroopers", "fifth-brother"}) {
    ReachOptions o;
    o.unit = find_unit(builtin_roster(), name);
    o.rules = legion_edition("core-2025");
    o.actions = 2 * o.rules.actions_per_activation;
    enter_from({{0, 0, 72, 9}}, 72, 36, o);
    units.push_back(o);
  }
  for (auto _ : state) {
    std::vector<std::size_t> cells(units.size());
    tbb::parallel_for(std::size_t{0}, units.size(), [&](std::size_t u) { cells[u] = compute_reach(terrain, units[u]).cells.size(); });
    benchmark::DoNotOptimize(cells.data());
  }
}
BENCHMARK(BM_MissionList)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

// The distance from below (terrain/distance_bound.hpp) over a 72" x 36" table at 0.25" (288 x 144
// cells), from 600 marked cells: what a study's maps ask of each table's ways off the ground.
void BM_DistanceBelow(benchmark::State& state) {
  const int nx = 288, ny = 144;
  std::vector<std::uint8_t> marked(static_cast<std::size_t>(nx * ny), 0);
  std::uint64_t x = 88172645463325252ULL;
  for (int m = 0; m < 600; ++m) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    marked[x % marked.size()] = 1;
  }
  for (auto _ : state) benchmark::DoNotOptimize(distance_below(nx, ny, marked).data());
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * nx * ny);
}
BENCHMARK(BM_DistanceBelow)->Unit(benchmark::kMicrosecond);

}  // namespace

// The command line's allocator settings (platform/heap_keep.hpp), so that a map here costs what it
// costs there.
int main(int argc, char** argv) {
  climbsim::keep_freed_memory();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
