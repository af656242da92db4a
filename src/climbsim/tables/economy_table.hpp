// The columns of the action-economy table (analysis/economy.hpp), declared once, and its summary
// and distribution tables.
//
// Contract: economy_table(sweep, detail) is the table at that detail (column_table.hpp): brief
// names the plan and gives its actions, activations, exact expected actions, wounds and minis lost,
// the chance to lose a mini, pareto and best_within_B (one column per --budget B); exact adds every exact figure; all adds
// the Monte Carlo estimates, their intervals, samples and seed (and `converged` with --precision).
#pragma once

#include <ostream>
#include <span>
#include <memory>
#include <vector>

#include "climbsim/analysis/economy.hpp"
#include "climbsim/tables/column_table.hpp"
#include "climbsim/tables/table_stream.hpp"

namespace climbsim {

ColumnTable<EconomyRow> economy_table(const EconomySweep& sweep, Detail detail = Detail::all);

// The sink of an economy run, as every front end streams it: the table into streams[0], then the
// summary (with `summary`), the distribution (with `distribution`), the optimal rows' decision
// tables (with sweep.decision_tables) and fronts (with sweep.fronts) into the next streams.
std::unique_ptr<TableStream<EconomyRow>> economy_stream(const std::vector<std::ostream*>& streams, const EconomySweep& sweep,
                                                        Detail detail, bool summary, bool distribution);

// The whole table at full detail (small sweeps, tests).
void write_economy_csv(std::ostream& out, const std::vector<EconomyRow>& rows, const EconomySweep& sweep);

// The law of wounds and minis lost of every legal plan and policy, long format (distribution.hpp).
void write_economy_distribution_header(CsvWriter& csv);
void write_economy_distribution_rows(CsvWriter& csv, std::span<const EconomyRow> rows);

// Every optimal row's decision table (--policy FILE): one line per state a walk can reach and
// step it may take there, with the expected objective and actions of taking it and playing on
// optimally, their priced value, and whether it is the policy's choice.
void write_economy_policy_header(CsvWriter& csv);
void write_economy_policy_rows(CsvWriter& csv, std::span<const EconomyRow> rows);

// The front of adaptive play (--front FILE): for each optimal row's group, objective and budget,
// the front's vertices (kind adaptive: the play in words, its expected actions and objective, the
// prices of an action for which it is best) and every plan within the budget (kind plan, its
// expected actions counted until the unit is defeated) with above_front: its objective less the
// front's at the same expected actions, what adapting saves there.
void write_economy_front_header(CsvWriter& csv);
void write_economy_front_rows(CsvWriter& csv, std::span<const EconomyRow> rows);

// Per unit, height, face, direction and die: the cheapest plan, the safest, and what Expert
// Climber saves (exact figures). Rows come from run_economy on a sweep whose expert list is
// false,true; blocks hold whole clusters, so the rows of one block are enough.
void write_economy_summary_header(CsvWriter& csv);
void write_economy_summary_rows(CsvWriter& csv, std::span<const EconomyRow> rows);
void write_economy_summary(std::ostream& out, const std::vector<EconomyRow>& rows);

}  // namespace climbsim
