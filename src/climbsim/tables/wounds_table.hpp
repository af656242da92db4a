// The columns of the expected-wounds table (analysis/wounds.hpp), declared once.
//
// Contract: wounds_table(sweep, detail) is the table at that detail (column_table.hpp): brief names
// the row and gives the actions and the exact expected wounds, minis lost and chance to lose a mini;
// exact adds every exact figure; all adds the Monte Carlo estimates, their intervals, samples and
// seed (and `converged` with --precision). Illegal rows name themselves and leave figures empty.
#pragma once

#include <ostream>
#include <span>
#include <memory>
#include <vector>

#include "climbsim/analysis/wounds.hpp"
#include "climbsim/tables/column_table.hpp"
#include "climbsim/tables/table_stream.hpp"

namespace climbsim {

ColumnTable<WoundsRow> wounds_table(const WoundsSweep& sweep, Detail detail = Detail::all);

// The sink of a wounds run: the table into streams[0], the distribution into streams[1] if given.
std::unique_ptr<TableStream<WoundsRow>> wounds_stream(const std::vector<std::ostream*>& streams, const WoundsSweep& sweep,
                                                      Detail detail);

// The whole table at full detail (small sweeps, tests).
void write_wounds_csv(std::ostream& out, const std::vector<WoundsRow>& rows, const WoundsSweep& sweep);

// The law of wounds and minis lost of every legal row, long format (analysis/distribution.hpp).
void write_wounds_distribution_header(CsvWriter& csv);
void write_wounds_distribution_rows(CsvWriter& csv, std::span<const WoundsRow> rows);

}  // namespace climbsim
