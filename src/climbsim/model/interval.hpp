// An interval [low, high]: a figure's 95% interval, as the engines compute it and the tables print it.
//
// Contract: plain data, no invariant beyond low <= high for intervals the engines make.
#pragma once

namespace climbsim {

struct Interval {
  double low = 0;
  double high = 0;
  [[nodiscard]] double half_width() const noexcept { return 0.5 * (high - low); }
};

}  // namespace climbsim
