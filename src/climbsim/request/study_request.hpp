// climbsim study's plan read from its options: who, which variants, which tables, at what cost.
//
// Contract: study_plan reads the units (--unit, default stormtroopers; or --list, --minis), the
// base edition (one) and the variants of --vary (a what-if, or `edition`: the other edition, with
// `with_rules` applied to it as to the base, so a --rules file changes both), the die (one),
// --resolution, the generator's recipe, --starts and --objective, and where the tables come from:
// generated (--tables N, table i from the stream of --seed and i) or every .csv of --terrain-dir by
// name. Any mistake is a UsageError naming the option. terrain(k) is table k (0-based), read or
// generated; table_name(k) names it in the rows. `tables_from` says what the tables are, so that
// a journal is never resumed by a run over other tables (io/study_journal.hpp). `work` is the
// estimate --max-work weighs: each map as the map's estimate has it, on a table of the recipe's
// size with its roofs' share of cells, an upper bound since the maps of one table share moves.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "climbsim/analysis/study.hpp"
#include "climbsim/request/option_values.hpp"
#include "climbsim/terrain/table_generator.hpp"

namespace climbsim {

struct StudyPlan {
  StudySpec spec;
  TableRecipe recipe;
  std::uint64_t seed = 1;
  std::vector<std::string> files;  // --terrain-dir's .csv files, sorted; empty: generated tables
  std::size_t table_count = 0;
  std::string tables_from;
  double work = 0;
  std::string work_text;

  [[nodiscard]] Terrain terrain(std::uint64_t k) const;
  [[nodiscard]] std::string table_name(std::uint64_t k) const;
};

StudyPlan study_plan(const OptionValues& opts, const std::vector<LegionRules>& editions,
                     const std::function<LegionRules(LegionRules)>& with_rules);

}  // namespace climbsim
