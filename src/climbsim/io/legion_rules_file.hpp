// A rules variant: an .ini file that overrides numbers of a Legion edition, for "what would this
// rule change do?" studies.
//
// Contract: apply_rules_file(base, text, source) returns `base` with each "key = value" of the file
// applied, and its edition column renamed "<base edition>+<name>" (name: the file's `name` key, else
// "variant"), so every output row names the override. Keys are LegionRules' fields: actions_per_activation,
// climb_actions, climb_max_height, climb_max_height_keyword, clamber, notched_bases_climb,
// clamber1_actions, clamber1_max_height, clamber1_dice, clamber2_actions, clamber2_max_height,
// clamber2_dice, over_actions, over_max_height, over_dice, tool_lengths (three inches, speed 1 to 3),
// tool_placement (slide or centred), scale_clamber_max_height, pivot_limit_degrees, cohesion_height, difficult_speed_loss, die (white, red or BinF), wound_order (wounded-first or
// spread), name. rules_as_ini writes every key with its value from the same table, so a file it
// writes reads back to the same rules, and a key added here is in every fingerprint. An unknown key, a value of the wrong type or out of range, or a key
// given twice throws RulesFileError "source:line:column: ..." (column of the key, or of the value).
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "climbsim/rules/legion.hpp"

namespace climbsim {

struct RulesFileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

LegionRules apply_rules_file(LegionRules base, std::string_view text, const std::string& source);
LegionRules load_rules_file(const LegionRules& base, const std::string& path);

// Every key a rules file may set, with this edition's value, one "key = value" a line after a
// comment naming the edition: what a study's journal fingerprints, and a template for a variant.
std::string rules_as_ini(const LegionRules& rules);

}  // namespace climbsim
