// Confidence intervals for Monte Carlo figures.
//
// Contract: 95% intervals by default. For a proportion and for the mean of a count in a known range
// (wounds, minis lost, actions, Movement Phases) the "plus z^2" interval of docs/INTERVALS.md: it
// stays inside the range and never collapses to a point when every sample is equal. Pure functions.
#pragma once

#include <cstdint>

#include "climbsim/model/interval.hpp"

namespace climbsim {

inline constexpr double kZ95 = 1.959963984540054;  // two-sided 95% normal quantile

// The interval every climbsim proportion carries: Agresti and Coull's "add z^2/2 successes and
// z^2/2 failures" (bounded_mean_interval on [0, 1]). Wilson's score interval, used before, covered
// as little as 88.7% at small n (tests/engine/interval_coverage_test.cpp); this one keeps 93% there.
Interval proportion_interval(std::uint64_t successes, std::uint64_t n, double z = kZ95) noexcept;

// The mean of n samples of a quantity that lies in [low, high], given its mean and mean square:
// z^2/2 pseudo-samples are added at each end (Agresti and Coull's "add two successes and two
// failures", generalised from 0/1 to [low, high]), then the normal interval of the augmented
// sample, clipped to [low, high]. For [0, 1] and 0/1 samples it is exactly the Agresti-Coull
// interval. docs/INTERVALS.md says why, and what its coverage test measured.
Interval bounded_mean_interval(double mean, double mean_square, std::uint64_t n, double low, double high,
                               double z = kZ95) noexcept;

}  // namespace climbsim
