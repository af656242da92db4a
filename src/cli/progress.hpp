// A progress line on standard error while a long run works.
//
// Contract: shown only when standard error is a terminal and not --quiet; it reads an atomic
// counter the engine bumps once per chunk, so it costs the hot path nothing. The line is erased
// when the display ends.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <thread>

namespace climbsim::cli {

class ProgressDisplay {
 public:
  // `total` samples expected (0 when unknown, as with --precision).
  ProgressDisplay(std::string label, std::uint64_t total, bool quiet);
  ~ProgressDisplay();
  ProgressDisplay(const ProgressDisplay&) = delete;
  ProgressDisplay& operator=(const ProgressDisplay&) = delete;

  std::atomic<std::uint64_t>* counter() noexcept { return &done_; }

 private:
  std::string label_;
  std::uint64_t total_;
  std::atomic<std::uint64_t> done_{0};
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace climbsim::cli
