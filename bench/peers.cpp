// climbsim_peers: times climbsim and the naive C++ loop on the same work, for bench/compare-peers.
// Usage: climbsim_peers WORK ATTEMPTS THREADS, WORK one of clamber-7x2, plan-clamber1x3-6.
// Prints CSV rows impl,work,attempts_per_second (best of three runs each).
#include <tbb/global_control.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>

#include "climbsim/engine/clamber_model.hpp"
#include "climbsim/engine/monte_carlo.hpp"
#include "climbsim/engine/plan_model.hpp"
#include "naive_clamber.hpp"

namespace {

double best_rate(std::uint64_t attempts, const std::function<void(std::uint64_t)>& run) {
  double best = 0;
  for (std::uint64_t rep = 0; rep < 3; ++rep) {
    const auto t0 = std::chrono::steady_clock::now();
    run(rep + 1);
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    best = std::max(best, static_cast<double>(attempts) / secs);
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace climbsim;
  if (argc != 4) {
    std::fprintf(stderr, "usage: climbsim_peers clamber-7x2|plan-clamber1x3-6 ATTEMPTS THREADS\n");
    return 2;
  }
  const std::string work = argv[1];
  const auto attempts = std::strtoull(argv[2], nullptr, 10);
  const auto threads = std::strtoull(argv[3], nullptr, 10);
  tbb::global_control limit(tbb::global_control::max_allowed_parallelism, threads);
  McOptions mc;
  mc.samples = attempts;
  std::uint64_t sink = 0;
  double ours = 0, naive = 0;
  // The naive loop runs a tenth of the work: it is that much slower, and the rate is what counts.
  const std::uint64_t naive_attempts = std::max<std::uint64_t>(attempts / 10, 1 << 16);
  if (work == "clamber-7x2") {
    const ClamberModel model(14, 1.0 / 6, WoundLadder::in_turn(7, 1));
    ours = best_rate(attempts, [&](std::uint64_t seed) {
      mc.seed = seed;
      sink += run_monte_carlo(model, 1, StreamId::clamber, mc).tail[0];
    });
    naive = best_rate(naive_attempts, [&](std::uint64_t seed) { sink += bench::naive_clamber(naive_attempts, 7, 2, 1, seed).wounds; });
  } else if (work == "plan-clamber1x3-6") {
    const int dice[] = {1, 1, 1};
    const PlanModel model(WoundLadder::in_turn(6, 1), 1.0 / 6, {1, 1, 1});
    ours = best_rate(attempts, [&](std::uint64_t seed) {
      mc.seed = seed;
      sink += run_monte_carlo(model, 1, StreamId::clamber, mc).tail[0];
    });
    naive = best_rate(naive_attempts, [&](std::uint64_t seed) { sink += bench::naive_plan(naive_attempts, 6, dice, 3, 1, seed).wounds; });
  } else {
    std::fprintf(stderr, "climbsim_peers: unknown work '%s'\n", work.c_str());
    return 2;
  }
  std::printf("climbsim,%s,%.6g\nnaive-cpp-mt19937,%s,%.6g\n", work.c_str(), ours, work.c_str(), naive);
  return sink == 42 ? 3 : 0;  // keeps the work observable
}
