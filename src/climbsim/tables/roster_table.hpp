// The roster as a table: what `climbsim roster` prints.
//
// Contract: write_roster writes one row a unit: name, display_name, faction, rank, minis,
// wounds_per_mini, speed, kind, base_mm, base_kind (round or notched), defense, mini_height,
// keywords, points, card_id and source: the columns of data/roster.csv, so a roster written as CSV
// reads back as the same units. format "csv" writes every column as CSV; "table" aligns the columns
// for people (two spaces apart, no trailing spaces) without display_name, mini_height and card_id.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "climbsim/units/roster.hpp"
#include "climbsim/units/unit.hpp"

namespace climbsim {

void write_roster(std::ostream& out, const std::vector<Unit>& roster, const std::string& format);

// Keeps of `units` those that --roster reads back as written: each is written as CSV, read again
// and written once more, and kept when the two writings are the same bytes and its name and card id
// are not taken by a unit kept before it. Each one removed (a control byte in a name, an unknown
// faction, a second card with one id, ...) adds the reason to `left_out`, its name escaped.
void keep_readable(std::vector<Unit>& units, std::vector<std::string>& left_out);

}  // namespace climbsim
