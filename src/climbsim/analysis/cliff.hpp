// The ASL cliff-climbing table (B11.4): chance to arrive, to fall, and how many Movement Phases.
//
// Contract: run_cliff evaluates the cross product levels x direction x DRM x Commando x weather x
// status x stack size. Each legal row carries the exact figures of the absorbing chain (transient
// states = levels climbed so far, absorbing = arrived, eliminated) and a Monte Carlo tally of the
// same climb; a row whose unit may not Climb carries only the reason.
#pragma once

#include "climbsim/analysis/row_stream.hpp"

#include <functional>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <vector>

#include "climbsim/engine/cliff_model.hpp"
#include "climbsim/engine/monte_carlo.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/rules/asl.hpp"

namespace climbsim {

struct CliffSweep {
  std::vector<int> levels{1, 2, 3, 4};
  std::vector<asl::Direction> directions{asl::Direction::up, asl::Direction::down};
  std::vector<int> drm{-1, 0, 1};
  std::vector<bool> commando{false, true};
  std::vector<asl::Weather> weather{asl::Weather{}, {true, false, false}, {false, true, false}, {false, false, true}};
  std::vector<asl::Status> status{asl::Status::good_order};
  std::vector<int> units{1};
  asl::WeatherRule weather_rule = asl::WeatherRule::each;
  std::vector<int> within;  // MPh counts T for the p_success_within_T columns
  McOptions mc;
  RowRange part;  // the rows computed: all, or a rank's slice under MPI
};

struct CliffExact {
  double p_success = 0, p_eliminated = 0, mean_mph = 0, mean_mph_given_success = 0;
  int mph_p50 = 0, mph_p90 = 0;
  double p_all_arrive = 0, p_any_arrives = 0, mean_arriving = 0;
  std::vector<double> within;  // P(on the destination level by the end of MPh T)
};

struct CliffRow {
  int levels = 1;
  asl::Direction direction = asl::Direction::up;
  int drm = 0;
  bool commando = false;
  asl::Weather weather;
  asl::Status status = asl::Status::good_order;
  int units = 1;
  int total_drm = 0;
  std::string illegal_reason;  // empty when the unit may Climb
  asl::FallingOutcomes outcomes;
  std::optional<CliffExact> exact;
  std::optional<CliffTally> tally;
  bool converged = true;  // false: --precision was not met within --max-samples
};

std::size_t row_count(const CliffSweep& sweep);

// The exact figures of one climb (also used by the tests).
CliffExact cliff_exact(const asl::FallingOutcomes& outcomes, int levels, int units, const std::vector<int>& within);

// Row `index`, not yet evaluated (lists in the order of CliffSweep, the last fastest).
CliffRow cliff_row(const CliffSweep& sweep, std::size_t index);

// Evaluates every row, handing them to `sink` a block at a time in row order (row_stream.hpp).
void run_cliff(const CliffSweep& sweep, const std::function<void(std::span<const CliffRow>)>& sink);
std::vector<CliffRow> run_cliff(const CliffSweep& sweep);

// Estimated work: Falling DRs drawn at the most, plus a fixed cost per row.
double cliff_work(const CliffSweep& sweep);

}  // namespace climbsim
