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

}  // namespace climbsim
