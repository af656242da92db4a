// The report's charts per profile: every unit in a table gets one, units whose figures coincide
// share it (named together), and a long set folds the rest into a details box that says how many.
//
// Contract: plan_charts draws, per group of units with the same plans at `face`, height `height`
// and one edition, the plans as actions against expected minis lost with the Pareto front ringed;
// law_charts draws, per group of units with the same law, P(exactly k) and P(at least k) minis lost
// for one clamber at `height`. Both return "" when no row matches. chart_grid lays charts out, the
// first `open` in view.
#pragma once

#include <string>
#include <vector>

#include "climbsim/report/records.hpp"

namespace climbsim {

std::vector<std::string> plan_charts(const std::vector<Record>& plans, const std::string& face, double height);
// The units of `plans` with no legal way up `face` at `height` (so no chart), as one sentence, or "".
std::string units_without_plans(const std::vector<Record>& plans, const std::string& face, double height);
std::vector<std::string> law_charts(const std::vector<Record>& law, double height);
std::string chart_grid(const std::vector<std::string>& charts, const std::string& what, std::size_t open = 6);

// A unit's name, or, for one built from --minis, its size: "4 minis x 1 wound".
std::string unit_label(const Record& r);

}  // namespace climbsim
