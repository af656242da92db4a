// Terrain studies: what a unit can reach on a table, from several starts, for each rule variant.
//
// Contract: study_table runs one reach map (4 actions, two activations; a mission's rounds with a
// mission, from its Territory) for each unit x variant x start of the spec on one table and boils each map down to the figures a player looks at
// (StartMetrics). The maps of one table run in parallel (oneTBB) and land in a fixed order, so the
// result does not depend on the thread count. A roof is the top of a building or storey with room
// for at least one base; a high roof has height 2 or more (from the ground). Absent figures (no
// high roof on the table, none reached, objective out of reach) are NaN.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "climbsim/model/die.hpp"
#include "climbsim/rules/legion.hpp"
#include "climbsim/terrain/clearance.hpp"
#include "climbsim/terrain/terrain.hpp"
#include "climbsim/units/unit.hpp"

namespace climbsim {

struct StudyVariant {
  std::string name;     // "as is", a what-if ("expert-climber"), or an edition's column name
  LegionRules rules;
  std::string what_if;  // applied to each unit (units/what_if.hpp); empty for none
};

// A study by mission (study --mission): each unit enters from a Territory, as `climbsim mission`
// (analysis/mission_entry.hpp), in place of the starts; the figures add each target's earliest round.
struct StudyMission {
  std::string name;  // the Map Card's name
  std::vector<Rect> territory, enemy;
  std::vector<std::pair<double, double>> pois;  // token centres, inches
  int rounds = 2;
};

struct StudySpec {
  std::vector<Unit> units;
  std::vector<StudyVariant> variants;       // the first is the baseline of paired differences
  std::vector<std::pair<double, double>> starts;  // the leader's start points, on the ground
  std::pair<double, double> objective{36, 18};
  double resolution = 0.25;
  Die die = white_die();
  // The maps' model: first-leg sectors, and every leg cast (ReachOptions::sectors, every_leg).
  int sectors = 16;
  bool every_leg = false;
  static constexpr int kActions = 4;  // two activations: every metric needs at most 4
  // With a mission: one start (the Territory), the maps of mission->rounds activations.
  std::optional<StudyMission> mission;
};

struct StartMetrics {
  double roof_area_2 = 0;   // square inches of roof the leader can stand on within 2 actions
  double roof_area_4 = 0;   // ... within 4
  int high_roofs = 0;       // high roofs on the table
  int high_roofs_reached = 0;  // of them, reached within 4 actions
  double nearest_high_roof_actions = 0;  // fewest actions to any high roof (NaN: none within 4)
  double nearest_high_roof_wounds = 0;   // expected wounds of the safest route at that count
  double objective_actions = 0;          // fewest actions to stand at the objective (NaN: not within 4)
  // With a mission: each POI's, then the enemy Territory's, earliest round (NaN: not within the
  // mission's rounds), as `climbsim mission` counts them (R27, R29).
  std::vector<double> target_rounds;
  [[nodiscard]] double high_roof_share() const;  // reached / on the table (NaN: none on the table)
};

// One table's figures, unit-major, then variant, then start.
struct TableMetrics {
  std::uint64_t table = 0;
  int pieces = 0;
  std::vector<StartMetrics> starts;
  [[nodiscard]] const StartMetrics& at(const StudySpec& s, std::size_t unit, std::size_t variant, std::size_t start) const {
    return starts[(unit * s.variants.size() + variant) * s.starts.size() + start];
  }
};

// Throws std::invalid_argument naming the start when a start is not a place the leader can stand.
TableMetrics study_table(const Terrain& terrain, const StudySpec& spec, std::uint64_t table);

// One line of text that decode_table_metrics reads back to the same values bit for bit (hex
// floats): how a table's figures travel between ranks and into the journal.
std::string encode_table_metrics(const TableMetrics& m);
// Throws std::invalid_argument when the text is not one encode_table_metrics wrote.
TableMetrics decode_table_metrics(std::string_view text);

}  // namespace climbsim
