// Pieces the report's words use: HTML escaping, base64 for inline pictures, and where a table's
// whole CSV is.
#pragma once

#include <string>

namespace climbsim {

std::string html_escape(const std::string& s);
std::string base64(const std::string& bytes);

// Where a table's whole CSV is, for the notes: "the CSV results/wounds.csv has every row" when the
// report kept it, else how to keep it.
std::string whole_table_note(const std::string& whole_csv);

}  // namespace climbsim
