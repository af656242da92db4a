#include "cli/progress.hpp"

#include <unistd.h>

#include <chrono>
#include <cstdio>

namespace climbsim::cli {

ProgressDisplay::ProgressDisplay(std::string label, std::uint64_t total, bool quiet)
    : label_(std::move(label)), total_(total) {
  if (quiet || ::isatty(STDERR_FILENO) == 0) return;
  thread_ = std::thread([this] {
    using namespace std::chrono_literals;
    const auto start = std::chrono::steady_clock::now();
    bool shown = false;
    while (!stop_.load()) {
      std::this_thread::sleep_for(100ms);
      const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (secs < 1.0) continue;  // short runs stay silent
      const auto done = static_cast<double>(done_.load(std::memory_order_relaxed));
      if (total_ > 0)
        std::fprintf(stderr, "\r%s: %5.1f%%  %.3g samples/s ", label_.c_str(), 100.0 * done / static_cast<double>(total_), done / secs);
      else
        std::fprintf(stderr, "\r%s: %.3g samples  %.3g samples/s ", label_.c_str(), done, done / secs);
      shown = true;
    }
    if (shown) std::fprintf(stderr, "\r\033[K");
  });
}

ProgressDisplay::~ProgressDisplay() {
  stop_.store(true);
  if (thread_.joinable()) thread_.join();
}

}  // namespace climbsim::cli
