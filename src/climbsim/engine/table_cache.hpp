// Probability tables built once per distinct input and shared by every row and plan that needs them.
//
// Contract: a clamber step's inversion tables (ClamberStep) and its exact transition matrix depend
// only on (the unit's wound ladder, dice per mini, p); these return the one shared copy for those
// numbers, building it on first use. Thread-safe. The cache keeps at most kTableCacheBytes; past
// that, tables are built afresh and not kept, so memory stays bounded on any sweep. The tables are
// pure functions of their key, so cached and fresh copies give the same bits.
#pragma once

#include <cstddef>
#include <memory>

#include <Eigen/Dense>

#include "climbsim/engine/clamber_step.hpp"

namespace climbsim {

inline constexpr std::size_t kTableCacheBytes = std::size_t{512} << 20;

std::shared_ptr<const ClamberStep> shared_clamber_step(const WoundLadder& unit, double p, int dice_per_mini);
std::shared_ptr<const Eigen::MatrixXd> shared_transition(const WoundLadder& unit, int dice_per_mini, double p);

}  // namespace climbsim
