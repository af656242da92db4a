// climbsim_peers: times climbsim and the naive C++ loop on the same work, for bench/compare-peers.
// Usage: climbsim_peers WORK ATTEMPTS THREADS [REPETITIONS], WORK one of clamber-7x2,
// plan-clamber1x3-6; prints CSV rows impl,work,repetition,attempts_per_second, one a run (default 3
// runs each). climbsim_peers --isa prints the vector path the kernels take on this machine.
#include <tbb/global_control.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "climbsim/engine/clamber_model.hpp"
#include "climbsim/engine/monte_carlo.hpp"
#include "climbsim/engine/plan_model.hpp"
#include "climbsim/platform/isa.hpp"
#include "naive_clamber.hpp"

namespace {

// One rate a repetition, each run with its own seed.
std::vector<double> rates(std::uint64_t attempts, std::uint64_t repetitions, const std::function<void(std::uint64_t)>& run) {
  std::vector<double> out;
  for (std::uint64_t rep = 0; rep < repetitions; ++rep) {
    const auto t0 = std::chrono::steady_clock::now();
    run(rep + 1);
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    out.push_back(static_cast<double>(attempts) / secs);
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace climbsim;
  if (argc == 2 && std::string(argv[1]) == "--isa") {
    std::printf("%s\n", to_string(detected_isa()));
    return 0;
  }
  if (argc != 4 && argc != 5) {
    std::fprintf(stderr, "usage: climbsim_peers clamber-7x2|plan-clamber1x3-6 ATTEMPTS THREADS [REPETITIONS]\n");
    return 2;
  }
  const std::uint64_t repetitions = argc == 5 ? std::strtoull(argv[4], nullptr, 10) : 3;
  if (repetitions < 1 || repetitions > 1000) {
    std::fprintf(stderr, "climbsim_peers: REPETITIONS must be 1 to 1000\n");
    return 2;
  }
  const std::string work = argv[1];
  const auto attempts = std::strtoull(argv[2], nullptr, 10);
  const auto threads = std::strtoull(argv[3], nullptr, 10);
  tbb::global_control limit(tbb::global_control::max_allowed_parallelism, threads);
  McOptions mc;
  mc.samples = attempts;
  std::uint64_t sink = 0;
  std::vector<double> ours, naive;
  // The naive loop runs a tenth of the work: it is that much slower, and the rate is what counts.
  const std::uint64_t naive_attempts = std::max<std::uint64_t>(attempts / 10, 1 << 16);
  if (work == "clamber-7x2") {
    const ClamberModel model(14, 1.0 / 6, WoundLadder::in_turn(7, 1));
    ours = rates(attempts, repetitions, [&](std::uint64_t seed) {
      mc.seed = seed;
      sink += run_monte_carlo(model, 1, StreamId::clamber, mc).tail[0];
    });
    naive = rates(naive_attempts, repetitions, [&](std::uint64_t seed) { sink += bench::naive_clamber(naive_attempts, 7, 2, 1, seed).wounds; });
  } else if (work == "plan-clamber1x3-6") {
    const int dice[] = {1, 1, 1};
    const PlanModel model(WoundLadder::in_turn(6, 1), 1.0 / 6, {1, 1, 1});
    ours = rates(attempts, repetitions, [&](std::uint64_t seed) {
      mc.seed = seed;
      sink += run_monte_carlo(model, 1, StreamId::clamber, mc).tail[0];
    });
    naive = rates(naive_attempts, repetitions, [&](std::uint64_t seed) { sink += bench::naive_plan(naive_attempts, 6, dice, 3, 1, seed).wounds; });
  } else {
    std::fprintf(stderr, "climbsim_peers: unknown work '%s'\n", work.c_str());
    return 2;
  }
  for (std::size_t r = 0; r < ours.size(); ++r) std::printf("climbsim,%s,%zu,%.6g\n", work.c_str(), r + 1, ours[r]);
  for (std::size_t r = 0; r < naive.size(); ++r) std::printf("naive-cpp-mt19937,%s,%zu,%.6g\n", work.c_str(), r + 1, naive[r]);
  return sink == 42 ? 3 : 0;  // keeps the work observable
}
