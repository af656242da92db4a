// The expected-wounds table: one clamber (or climb) per row, Monte Carlo beside exact.
//
// Contract: run_wounds evaluates the cross product units x heights x methods x Expert Climber x
// ladder. Each legal row carries the exact figures (Markov chain, exact.hpp) and the Monte Carlo
// estimates with 95% intervals; an illegal row carries only the reason. A row's random stream is
// keyed by the row's own content, so a row gives the same figures alone or inside any sweep.
#pragma once

#include "climbsim/analysis/row_stream.hpp"

#include <functional>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <vector>

#include "climbsim/analysis/distribution.hpp"
#include "climbsim/engine/monte_carlo.hpp"
#include "climbsim/random/stream_identity.hpp"
#include "climbsim/engine/wound_tally.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/model/die.hpp"
#include "climbsim/rules/legion.hpp"
#include "climbsim/units/unit.hpp"

namespace climbsim {

struct WoundsSweep {
  std::vector<Unit> units;
  std::vector<double> heights{0.5, 1.0, 1.5, 2.0};
  std::vector<Method> methods{Method::climb, Method::clamber, Method::clamber_over};
  std::vector<bool> expert_climber{false, true};  // empty: each unit keeps its own keyword
  std::vector<bool> ladder{false, true};
  std::vector<LegionRules> editions{LegionRules{}};  // the outermost list
  std::vector<Die> dies{white_die()};  // then the dice: all rows of one die, then the next
  McOptions mc;
  RowRange part;  // the rows computed: all, or a rank's slice under MPI
};

struct WoundsRow {
  Unit unit;  // with the row's Expert Climber setting applied
  VerticalMove move;
  const LegionRules* rules = nullptr;  // the row's edition (an element of WoundsSweep::editions)
  Die die = white_die();
  MoveCost cost;
  std::optional<WoundMoments> exact;
  std::optional<WoundEstimate> mc;
  std::optional<Distribution> law;  // the tally and the exact tail, for --distribution
  bool converged = true;  // false: --precision was not met within --max-samples
};

// How many rows the sweep has (the cross product of its lists).
std::size_t row_count(const WoundsSweep& sweep);

// Row `index` of the sweep, not yet evaluated (rows run editions x dice x methods x units x heights
// x Expert Climber x ladder, the last fastest).
WoundsRow wounds_row(const WoundsSweep& sweep, std::size_t index);

// Evaluates every row, handing them to `sink` a block at a time in row order (row_stream.hpp).
void run_wounds(const WoundsSweep& sweep, const std::function<void(std::span<const WoundsRow>)>& sink);
// The same, collected (for small sweeps and tests).
std::vector<WoundsRow> run_wounds(const WoundsSweep& sweep);

// Estimated work: samples drawn at the most, plus a fixed cost per row for its exact figures.
double wounds_work(const WoundsSweep& sweep);

// The canonical text a row's random stream is keyed by.
StreamIdentity row_identity(const WoundsRow& row);

}  // namespace climbsim
