// A progress line on standard error while a long run works.
//
// Contract: shown only when standard error is a terminal and not --quiet, and only once a run has
// gone on for a second. It reads atomic counters the engine bumps once per chunk (samples) and the
// analyses once per finished row, so it costs the hot path nothing. It shows the percent done,
// rows done of rows, and the time left at the pace so far; the line is erased when the display ends.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <thread>

namespace climbsim::cli {

class ProgressDisplay {
 public:
  // `total_samples` expected at the most (with --precision, the cap); `total_rows` in the table.
  // `rows_word` names what the rows are in the line ("rows", "tables").
  ProgressDisplay(std::string label, std::uint64_t total_samples, std::uint64_t total_rows, bool quiet,
                  std::string rows_word = "rows");
  ~ProgressDisplay();
  ProgressDisplay(const ProgressDisplay&) = delete;
  ProgressDisplay& operator=(const ProgressDisplay&) = delete;

  std::atomic<std::uint64_t>* counter() noexcept { return &samples_; }
  std::atomic<std::uint64_t>* rows_counter() noexcept { return &rows_; }

 private:
  void show(double seconds) const;

  std::string label_, rows_word_;
  std::uint64_t total_samples_, total_rows_;
  std::atomic<std::uint64_t> samples_{0}, rows_{0};
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace climbsim::cli
