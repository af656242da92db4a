// The main job's experiments, each as `climbsim SUBCOMMAND --config experiments/NAME.ini -q -o FILE`
// runs it, in this process (through the registry, as the report runs them: outputs kept in memory,
// so what is timed is the computation and the table's formatting). BM_MainJob/NAME: one per shipped
// experiment; the ratios of the performance issue (economy and cliff against the wounds sweep) and
// the whole main job's compute come from one run of them all.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "cli/in_memory_run.hpp"
#include "cli/registry.hpp"

namespace {

void run_experiment(benchmark::State& state, const std::string& sub, const std::string& name, const char* optimal = nullptr) {
  if (!climbsim::cli::find_subcommand(sub)) return state.SkipWithError("no such subcommand");
  const std::string ini = std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/" + name + ".ini";
  // The .ini's own summary and PNG paths point into results/: name them elsewhere (never written).
  climbsim::cli::GivenOptions given = {{"quiet", "true"}, {"output", "bench-" + name + ".csv"}};
  if (sub == "economy" || sub == "study") given.emplace_back("summary", "bench-" + name + "-summary.csv");
  if (sub == "map") given.emplace_back("png", "bench-" + name + ".png");
  if (optimal) given.emplace_back("optimal", optimal);  // the same sweep with the optimal rows (issue: at most twice its time)
  for (auto _ : state) benchmark::DoNotOptimize(climbsim::cli::run_in_memory(sub, given, ini));
}

const int registered = [] {
  const struct {
    const char* name;
    const char* sub;
  } experiments[] = {
      {"wounds", "wounds"}, {"wounds-roster", "wounds"}, {"economy", "economy"}, {"economy-editions", "economy"},
      {"cliff", "cliff"},   {"map", "map"},              {"study-expert-climber", "study"},
  };
  for (const auto& e : experiments) {
    auto* b = benchmark::RegisterBenchmark(("BM_MainJob/" + std::string(e.name)).c_str(),
                                           [=](benchmark::State& s) { run_experiment(s, e.sub, e.name); });
    b->UseRealTime()->Unit(benchmark::kMillisecond);
    if (std::string(e.sub) == "study") b->Iterations(1);  // minutes: once
  }
  // The economy experiment again with the best adaptive policy: for the fewest minis lost, and for
  // each of the three objectives (each within 1, 2 and 3 activations).
  for (const char* objectives : {"minis", "minis,wounds,defeat"})
    benchmark::RegisterBenchmark(("BM_MainJob/economy+optimal=" + std::string(objectives)).c_str(),
                                 [objectives](benchmark::State& s) { run_experiment(s, "economy", "economy", objectives); })
        ->UseRealTime()
        ->Unit(benchmark::kMillisecond);
  return 0;
}();

}  // namespace
