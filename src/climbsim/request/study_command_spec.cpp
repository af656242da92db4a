// climbsim study's declaration (contract in command_specs.hpp).
#include "climbsim/request/command_specs.hpp"

#include "climbsim/request/parameter_groups.hpp"
#include "climbsim/terrain/table_generator.hpp"
#include "climbsim/text/csv.hpp"

namespace climbsim {

namespace {
// Tables of a study: one to a hundred thousand.
constexpr Bound kTables{"tables", 1, 100000, false, true};
// Starts along the south zone.
constexpr Bound kStarts{"starts", 1, 24, false, true};

std::string pair_text(double a, double b) { return format_number(a) + "," + format_number(b); }
}  // namespace

CommandSpec study_spec() {
  CommandSpec s = command("study", "what a keyword or an edition is worth across many tables (MPI-ready)",

                R"(Usage: climbsim study [--tables N | --terrain-dir DIR] --unit NAMES --vary LIST [options]

What is a keyword (or the 2023 Core Rulebook) worth on the tables people play? For every table, unit,
variant and start, the reach map of two activations (4 actions, as climbsim map draws it), boiled
down to: roof_area_2 and roof_area_4 (square inches of roof the leader can stand on within 2 and 4
actions; a roof is the top of a building or storey with room for a base), high_roofs and
high_roofs_reached_4 (roofs of height 2 or more, and those reached within 4 actions; their ratio is
high_roof_share_4), nearest_high_roof_actions and nearest_high_roof_wounds (the fewest actions to
any high roof, and the expected wounds of the safest route that takes them), objective_actions (the
fewest actions to stand at --objective). Empty: no such roof, or out of reach within 4 actions.

Tables are generated (--tables N, table i drawn from the stream of --seed and i, so a table is the
same in any run that draws it) or read from every .csv of --terrain-dir. A generated table holds
8-14 pieces (buildings with storeys and ladders, walls, barricades, difficult ground, hills,
impassable pieces) at least --gap apart, and leaves the deployment zones clear (range 1 of each long
edge, as the Battle Lines deployment). Starts are spread along the middle of the south zone.

Variants: the units as they are, then one per --vary item: a keyword given to every unit
(expert-climber, scale, unhindered, jump=X, speeder=X, hover=X) or taken away from every unit that
has it (no-scale, no-jump, ...), or `edition` (the other edition).
--summary FILE: per unit x variant x metric, the mean across tables (a table's value is the mean
over its starts) with its 95% Student t interval, and the paired difference from the first variant
on the same tables with its interval. Tables are the statistical unit.

Units: --unit (default stormtroopers), --list or --minis. Under MPI (mpirun -np N climbsim study ...,
when built with libopenmpi-dev) tables are spread over the ranks as they ask for work, each rank
using its --threads (mpirun --bind-to none lets a rank use more than one core); rank 0 writes, and
the files are the same bytes as one process writes. --journal FILE keeps each finished table: run the same command
again after a stop and it goes on from there, to the same bytes.

By mission (--mission NAME, a Map Card, with --side, --poi and --rounds; give --edition core-2025
for today's game): each unit enters from the card's Territory as `climbsim mission` has it (in place
of the starts), its map of --rounds activations, and each row adds the earliest round it contests
each POI (poi_1_round, ...) and reaches the enemy Territory (enemy_territory_round); the summary
adds, per target, the mean earliest round where reached and the share of tables reached by each
round (poi_1_by_round_1, ...): what Scout X, Infiltrate, Jump or Expert Climber are worth in rounds.

Example: climbsim study --tables 40 --unit stormtroopers --vary expert-climber -o rows.csv --summary summary.csv
         climbsim study --tables 40 --unit stormtroopers,scout-troopers --mission close-the-pocket --poi "36,18"
         --edition core-2025 --vary scout=1 -o rows.csv --summary summary.csv

Options)", 50, unit_parameters("4", "1"));
  s.parameters.front() = when_absent(s.parameters.front(), "stormtroopers, unless --list or --minis names the units");
  const TableRecipe recipe;
  append(s.parameters, {
      value("vary", "LIST",
            "variants beside the units as they are: a keyword given (expert-climber, scale, unhindered, jump=X, speeder=X, "
            "hover=X; with --mission also scout=X, infiltrate, prepared-position, reinforcements) or taken away (no-scale, "
            "no-jump, ...), or edition (the other of rule-texts and core-2023), or edition:NAME (edition:core-2025)"),
      within(value("tables", "N", "generated tables", "20"), kTables),
      path("terrain-dir", "DIR", "instead of generated tables: every .csv terrain file of DIR, by name"),
      written("write-tables", "DIR", "also write the generated tables as terrain files table-NNNN.csv to DIR (new or empty)"),
      value("table", "W,D", "table size in inches", pair_text(recipe.width, recipe.depth)),
      value("pieces", "MIN,MAX", "pieces on the ground per generated table", pair_text(recipe.min_pieces, recipe.max_pieces)),
      value("building-sides", "MIN,MAX", "building sides in inches", pair_text(recipe.min_side, recipe.max_side)),
      within(value("max-height", "H", "tallest building; storeys one more", std::to_string(recipe.max_height)), bounds::kMaxBuildingHeight),
      within(value("storeys", "P", "share of buildings below the tallest that carry a storey", format_number(recipe.p_storey)),
             bounds::kShare),
      within(value("ladders", "P", "share of building faces drawn with a ladder (kept where a mini can use it)", format_number(recipe.p_ladder)), bounds::kShare),
      within(value("turned", "P", "share of impassable, difficult and barricade pieces drawn turned 15-75 degrees (impassable ones round half the time)",
                   format_number(recipe.p_turned)),
             bounds::kShare),
      within(value("gap", "G", "least gap between pieces on the ground, inches", format_number(recipe.min_gap)), bounds::kPieceGap),
      value("zone-depth", "D", "deployment zones kept clear along both long edges, inches (range 1)", format_number(recipe.zone_depth)),
      within(value("starts", "N", "start points along the middle of the south zone", "4"), kStarts),
      when_absent(offering(value("mission", "NAME", "a Map Card: each unit enters from its Territory (in place of the starts)"), map_card_choices()),
                  "no mission: the starts"),
      when_absent(offering(value("side", "SIDE", "with --mission: your side, blue (the near edge) or red"), {{"blue", "Blue"}, {"red", "Red"}}), "blue"),
      value("poi", "X,Y[;...]", "with --mission: the points of interest, the tokens' centres in inches"),
      within(value("rounds", "N", "with --mission: rounds to play (one activation each)", "2"), bounds::kRounds),
      when_absent(value("objective", "X,Y", "the objective point"), "the table's centre"),
      within(value("resolution", "R", "map cell size", "0.25"), bounds::kResolution),
      written("summary", "FILE", "also write the summary across tables"),
      path("journal", "FILE", "keep finished tables in FILE; a run with the same options skips them"),
      die_parameter(),
  });
  append(s.parameters, edition_parameters());
  append(s.parameters, run_parameters());
  return s;
}

}  // namespace climbsim
