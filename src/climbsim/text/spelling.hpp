// "Did you mean": the closest of a set of names to a misspelt one.
//
// Contract: closest_name returns the candidate with the smallest Levenshtein distance to `name`,
// the first on ties, or "" when even that one changes more than a third of the name's characters
// (at least 2 may always change). Comparison is on the strings as given: callers normalise case.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace climbsim {

std::size_t edit_distance(std::string_view a, std::string_view b);

// The key names are matched on: lower case letters and digits only ("DLT-19 Stormtrooper" ->
// "dlt19stormtrooper", "Scout Troopers" and "scout-troopers" -> "scouttroopers").
std::string match_key(std::string_view name);
std::string closest_name(const std::vector<std::string>& candidates, std::string_view name);

}  // namespace climbsim
