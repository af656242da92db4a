// The map's memory: the most heap one map holds at once (bench/heap_peak.hpp), on the example map
// (example_map.hpp) with 12 actions, Arg(0) at 0.25" and Arg(1) at 0.1", on 2 threads. The figure
// is the counter peak_heap_MB (bench/RESULTS.md); a thread holds one sector's candidates (24 bytes
// a cell), so more threads hold more.
#include <benchmark/benchmark.h>
#include <tbb/global_control.h>

#include "example_map.hpp"
#include "heap_peak.hpp"

namespace {

using namespace climbsim;

void BM_MapPeakHeap(benchmark::State& state) {
  const tbb::global_control threads(tbb::global_control::max_allowed_parallelism, 2);
  const Terrain terrain = bench::example_table();
  const ReachOptions o = bench::example_map_options(state.range(0) == 0 ? 0.25 : 0.1, 12);
  std::size_t peak = 0;
  for (auto _ : state) {
    const bench::HeapPeak heap;
    benchmark::DoNotOptimize(compute_reach(terrain, o).cells.size());
    peak = std::max(peak, heap.peak());
  }
  state.counters["peak_heap_MB"] = static_cast<double>(peak) / 1e6;
}
BENCHMARK(BM_MapPeakHeap)->Arg(0)->Arg(1)->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace
