// The options several commands share, read from OptionValues: editions, dice, the table's columns
// and the Monte Carlo settings. The command line declares them (src/cli/options.cpp) with the
// defaults named here; the page passes the same names.
//
// Contract: each reader returns the library's value or throws UsageError naming the option.
// editions_named reads --edition alone; a --rules file (io) is applied on top by the command line.
#pragma once

#include <vector>

#include "climbsim/model/die.hpp"
#include "climbsim/model/mc_options.hpp"
#include "climbsim/request/option_values.hpp"
#include "climbsim/rules/legion.hpp"
#include "climbsim/tables/column_table.hpp"

namespace climbsim {

inline constexpr const char* kDefaultEdition = "rule-texts";
inline constexpr const char* kDefaultColumns = "all";

// --edition LIST: the Legion rules editions to sweep (rules/legion.hpp).
std::vector<LegionRules> editions_named(const OptionValues& opts);

// --die LIST. Without it, the editions' own die (white, or what a --rules file sets).
std::vector<Die> die_options(const OptionValues& opts, const std::vector<LegionRules>& editions);

// --columns brief|exact|all (tables/column_table.hpp).
Detail columns_option(const OptionValues& opts);

// --samples, --max-samples, --seed, --precision.
McOptions mc_options(const OptionValues& opts);

}  // namespace climbsim
