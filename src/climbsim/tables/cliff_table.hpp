// The columns of the ASL cliff table (analysis/cliff.hpp), declared once.
//
// Contract: cliff_table(sweep, detail) is the table at that detail (column_table.hpp): brief names
// the climb and gives the exact chance to arrive, to be eliminated, the mean Movement Phases and
// the chance to be on top by each --within T; exact adds every exact figure; all adds the Monte
// Carlo estimates, their intervals and quantiles, samples and seed (and `converged`).
#pragma once

#include <ostream>
#include <vector>

#include "climbsim/analysis/cliff.hpp"
#include "climbsim/tables/column_table.hpp"

namespace climbsim {

ColumnTable<CliffRow> cliff_table(const CliffSweep& sweep, Detail detail = Detail::all);

// The whole table at full detail (small sweeps, tests).
void write_cliff_csv(std::ostream& out, const std::vector<CliffRow>& rows, const CliffSweep& sweep);

}  // namespace climbsim
