// The two tables of a terrain study: one row per table x unit x variant x start, and the summary.
//
// Contract: rows come out in table order (the order of `tables`), then unit, variant and start, so
// the bytes depend only on the figures, never on which rank or thread computed them. Absent figures
// (NaN) are empty fields.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "climbsim/analysis/study.hpp"
#include "climbsim/output/study_summary.hpp"

namespace climbsim {

// `table_names[k]` names tables[k] in the `table` column (a number, or a terrain file's name).
void write_study_rows(std::ostream& out, const StudySpec& spec, const std::vector<TableMetrics>& tables,
                      const std::vector<std::string>& table_names);

void write_study_summary(std::ostream& out, const std::vector<SummaryRow>& rows);

}  // namespace climbsim
