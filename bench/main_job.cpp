// The main job's experiments, each as `climbsim SUBCOMMAND --config experiments/NAME.ini -q -o FILE`
// runs it, in this process (the subcommand's own entry point; outputs staged and discarded, so
// what is timed is the computation and the table's formatting). BM_MainJob/NAME: one per shipped
// experiment; the ratios of the performance issue (economy and cliff against the wounds sweep) and
// the whole main job's compute come from one run of them all.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <string>
#include <vector>

#include "cli/registry.hpp"

namespace {

// The subcommand's entry point, looked up when the benchmark runs (after every command registered).
climbsim::cli::CommandFn command_named(const std::string& sub) {
  for (const auto& c : climbsim::cli::subcommands())
    if (sub == c.name) return c.run;
  return nullptr;
}

void run_experiment(benchmark::State& state, const std::string& sub, const std::string& name) {
  const auto command = command_named(sub);
  if (!command) return state.SkipWithError("no such subcommand");
  const std::string ini = std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/" + name + ".ini";
  const std::string out = (std::filesystem::temp_directory_path() / ("climbsim-bench-" + name + ".csv")).string();
  // The .ini's own summary and PNG paths point into results/: send them to the temp folder too.
  std::vector<std::string> args = {sub, "--config", ini, "-q", "-o", out};
  if (sub == "economy" || sub == "study") args.insert(args.end(), {"--summary", out + ".summary.csv"});
  if (sub == "map") args.insert(args.end(), {"--png", out + ".png"});
  std::vector<const char*> argv;
  for (const auto& a : args) argv.push_back(a.c_str());
  for (auto _ : state) {
    climbsim::cli::Run run(static_cast<int>(argv.size()), argv.data());
    if (command(static_cast<int>(argv.size()), argv.data(), run) != 0) state.SkipWithError("the experiment failed");
  }
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
  return 0;
}();

}  // namespace
