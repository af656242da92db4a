#include "cli/progress.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace climbsim::cli {

ProgressDisplay::ProgressDisplay(std::string label, std::uint64_t total_samples, std::uint64_t total_rows, bool quiet,
                                 std::string rows_word, bool lines_on_logs)
    : label_(std::move(label)), rows_word_(std::move(rows_word)), total_samples_(total_samples), total_rows_(total_rows) {
  const bool terminal = ::isatty(STDERR_FILENO) != 0;
  if (quiet || (!terminal && !lines_on_logs)) return;
  thread_ = std::thread([this, terminal] {
    using namespace std::chrono_literals;
    const auto start = std::chrono::steady_clock::now();
    bool shown = false;
    double next_line = 10.0;
    for (;;) {
      {
        // Woken at once when the display ends, so a short run waits for nothing.
        std::unique_lock lock(mutex_);
        if (wake_.wait_for(lock, 200ms, [this] { return stop_.load(); })) break;
      }
      const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (secs < 1.0) continue;  // short runs stay silent
      if (terminal) {
        show(secs, false);
        shown = true;
      } else if (secs >= next_line) {  // a log (a pipe, a file): a whole line every 10 s
        show(secs, true);
        next_line += 10.0;
      }
    }
    if (shown) std::fprintf(stderr, "\r\033[K");
  });
}

void ProgressDisplay::show(double seconds, bool whole_line) const {
  const auto samples = static_cast<double>(samples_.load(std::memory_order_relaxed));
  const auto rows = rows_.load(std::memory_order_relaxed);
  // Done as a fraction: by samples (rows finish unevenly), never behind the rows finished.
  double done = total_samples_ > 0 ? samples / static_cast<double>(total_samples_) : 0.0;
  if (total_rows_ > 0) done = std::max(done, static_cast<double>(rows) / static_cast<double>(total_rows_));
  done = std::min(done, 1.0);
  char left[32] = "?";
  if (done > 0.001) {
    const double rest = seconds * (1.0 - done) / done;
    if (rest < 120) std::snprintf(left, sizeof left, "%.0f s", rest);
    else if (rest < 7200) std::snprintf(left, sizeof left, "%.0f min", rest / 60);
    else std::snprintf(left, sizeof left, "%.1f h", rest / 3600);
  }
  std::fprintf(stderr, whole_line ? "%s: %5.1f%%  %s %llu of %llu  about %s left\n" : "\r%s: %5.1f%%  %s %llu of %llu  about %s left \033[K",
               label_.c_str(), 100.0 * done, rows_word_.c_str(), static_cast<unsigned long long>(rows),
               static_cast<unsigned long long>(total_rows_), left);
}

ProgressDisplay::~ProgressDisplay() {
  {
    std::lock_guard lock(mutex_);
    stop_.store(true);
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

}  // namespace climbsim::cli
