// A progress line on standard error while a long run works.
//
// Contract: never with --quiet, and only once a run has gone on for a second. On a terminal, one
// line rewritten in place; otherwise (a log, a pipe) nothing, unless `lines_on_logs`: then a whole
// line every 10 seconds (the study, the run that goes on for minutes inside a report). It reads atomic counters the engine bumps once per chunk (samples) and the
// analyses once per finished row, so it costs the hot path nothing. It shows the percent done,
// rows done of rows, and the time left at the pace so far; the line is erased when the display ends.
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <cstdint>
#include <string>
#include <thread>

namespace climbsim::cli {

class ProgressDisplay {
 public:
  // `total_samples` expected at the most (with --precision, the cap); `total_rows` in the table.
  // `rows_word` names what the rows are in the line ("rows", "tables").
  ProgressDisplay(std::string label, std::uint64_t total_samples, std::uint64_t total_rows, bool quiet,
                  std::string rows_word = "rows", bool lines_on_logs = false);
  ~ProgressDisplay();
  ProgressDisplay(const ProgressDisplay&) = delete;
  ProgressDisplay& operator=(const ProgressDisplay&) = delete;

  std::atomic<std::uint64_t>* counter() noexcept { return &samples_; }
  std::atomic<std::uint64_t>* rows_counter() noexcept { return &rows_; }

 private:
  void show(double seconds, bool whole_line) const;

  std::string label_, rows_word_;
  std::uint64_t total_samples_, total_rows_;
  std::atomic<std::uint64_t> samples_{0}, rows_{0};
  std::atomic<bool> stop_{false};
  std::mutex mutex_;
  std::condition_variable wake_;
  std::thread thread_;
};

}  // namespace climbsim::cli
