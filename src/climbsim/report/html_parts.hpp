// Pieces every report section uses: numbers to 3 significant figures, base64 for inline pictures,
// the series colours, and an HTML table of chosen columns of a CSV table.
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "climbsim/report/records.hpp"
#include "climbsim/text/csv.hpp"  // sig: 3 significant figures

namespace climbsim {

std::string base64(const std::string& bytes);
extern const char* const kColours[8];

// An HTML table of `columns` (column, heading) of `rows`, the `numeric` ones to 3 significant
// figures, in a box that scrolls sideways on a narrow screen; a text column with one value in
// every row is said once above it instead, and one empty in every row is left out; past 20 rows the first 16 show and
// the rest fold into a details box that says how many. Past `limit` rows a note says where
// the whole table is: `whole_csv` (the kept file), or, when that is empty, how to keep it.
std::string html_table(const std::vector<Record>& rows, const std::vector<std::pair<std::string, std::string>>& columns,
                       const std::set<std::string>& numeric, const std::string& whole_csv, std::size_t limit = 120);

// Where a table's whole CSV is, for the notes: "the CSV results/wounds.csv has every row" when the
// report kept it, else how to keep it.
std::string whole_table_note(const std::string& whole_csv);

}  // namespace climbsim
