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
// figures; past `limit` rows a note says where the whole table is written (--keep).
std::string html_table(const std::vector<Record>& rows, const std::vector<std::pair<std::string, std::string>>& columns,
                       const std::set<std::string>& numeric, std::size_t limit = 120);

}  // namespace climbsim
