// climbsim economy: plans and adaptive strategies for getting a unit up (or down) a face.
#include "cli/registry.hpp"
#include "cli/options.hpp"
#include "cli/progress.hpp"
#include "cli/spread_table.hpp"
#include "climbsim/tables/table_stream.hpp"
#include "cli/unit_options.hpp"
#include "climbsim/analysis/economy.hpp"
#include "climbsim/request/command_requests.hpp"
#include "climbsim/tables/economy_table.hpp"

namespace climbsim::cli {

namespace {

constexpr const char* kUsage = R"(Usage: climbsim economy [options]

Every legal plan for getting a unit up (or down) a face of the given height, and the adaptive
policies "clamber while at least k minis are left, otherwise climb": actions, activations, and
wounds, Monte Carlo beside exact, casualties carried from step to step. Steps: climb (2 actions,
height 1, no dice), clamber1 (1 action, height 1, 1 die a mini), clamber2 (2 actions, height 2,
2 dice a mini), clamber-over (walls), jump (Jump X), scale (Scale's free clamber), move (a face no
taller than the leader's mini: a standard move), speeder (Speeder X or Hover: Air X). Faces: sheer
(no surface between ground and top), ledges (one at every whole height), ladder (sheer, but
clambering rolls no dice), ledges+ladder, wall (no flat top), wall+ladder (a stile).

Columns: unit, minis, wounds_per_mini, height, face, direction, die, expert_climber, scale, jump,
plan, policy, legal, illegal_reason, steps, actions, activations, samples, seed; then with _ci_low, _ci_high and
exact_: mean_actions, mean_wounds, mean_minis_lost, mean_survivors, p_mini_lost, p_unit_defeated;
then pareto and best_within_B for each budget B (true for the row that is the pick: fewest
expected minis lost within the budget, then fewest actions). A policy's actions and activations
are the most it can take and its mean_actions stops when the unit is defeated; a plan's
mean_actions counts every action of the plan, as the player books it (RULINGS R15). Where no plan
exists the row says plan=none, legal=false. --list FILE takes the units of a player's list.

Example: climbsim economy --unit stormtroopers --heights 3 --faces ledges --budget 2,4,6

Options)";

}  // namespace

int economy_command(int argc, const char* const* argv, Run& run) {
  po::options_description desc(kUsage);
  add_unit_options(desc, defaults::kEconomyMinis, "1");
  desc.add_options()
      ("heights", po::value<std::string>()->value_name("LIST"), ranged_help("heights (0 is no climb: its row says so)", bounds::kSweptHeight, defaults::kEconomyHeights).c_str())
      ("faces", po::value<std::string>()->value_name("LIST"), (std::string("sheer, ledges, ladder, ledges+ladder, wall, wall+ladder (default ") + defaults::kEconomyFaces + ")").c_str())
      ("expert-climber", po::value<std::string>()->value_name("LIST"),
       "Expert Climber off and/or on (default false,true; with --unit, the unit's own)")
      ("direction", po::value<std::string>()->value_name("LIST"), "up, down (default up)")
      ("budget", po::value<std::string>()->value_name("LIST"), (std::string("action budgets, one best_within_B column each; 2 a round, 12 a game (default ") + defaults::kEconomyBudgets + ")").c_str())
      ("policies", po::value<std::string>()->value_name("BOOL"), "add the adaptive policies (default true)")
      ("summary", po::value<std::string>()->value_name("FILE"),
       "also write the short table: cheapest and safest plan, what Expert Climber saves");
  desc.add_options()("distribution", po::value<std::string>()->value_name("FILE"),
                     "also write the law of wounds and of minis lost, exact beside Monte Carlo, in long format: one "
                     "row per row of the table, quantity (wounds or minis_lost) and value k, with p_eq and p_ge");
  add_die_option(desc);
  add_edition_option(desc);
  add_columns_option(desc);
  add_run_options(desc);

  const auto parsed = parse_options_or_help(argc, argv, desc, run);
  if (!parsed) return 0;
  const Options& opts = *parsed;
  EconomySweep sweep = economy_sweep(opts, edition_options(opts));
  const Detail detail = columns_option(opts);
  if (print_config_and_stop(opts)) return 0;
  EconomyWork work;
  try {
    work = economy_work(sweep);
  } catch (const std::length_error& e) {
    throw opts.error("heights", std::string("too many plans to list (") + e.what() + "): try a lower height");
  }
  check_work(opts, work.units,
             std::to_string(work.rows) + " plans and policies x " + std::to_string(sweep.exact_only ? 0 : max_row_samples(sweep.mc)) +
                 " samples at the most, each step drawn");
  TaskSpread spread;  // under mpirun: clusters spread over the ranks, rank 0 writing
  std::vector<std::string> outputs = {"output"};
  if (opts.has("summary")) outputs.push_back("summary");
  if (opts.has("distribution")) outputs.push_back("distribution");
  const ThreadLimit limit(opts);
  ProgressDisplay progress("economy", work.rows * (sweep.exact_only ? 1 : max_row_samples(sweep.mc)), work.rows,
                           opts.flag("quiet") || !spread.root());
  sweep.mc.progress = progress.counter();
  sweep.mc.rows_progress = progress.rows_counter();
  stream_table<EconomyRow>(
      run, opts, outputs, cluster_count(sweep), 1, work.rows, sweep.mc, spread,
      [&](const std::vector<std::ostream*>& s) {
        return economy_stream(s, sweep, detail, opts.has("summary"), opts.has("distribution"));
      },
      [&](RowRange part, TableStream<EconomyRow>& table) {
        EconomySweep slice = sweep;
        slice.part = part;
        run_economy(slice, std::ref(table));
      });
  return 0;
}

const Registered kRegistered({"economy", economy_command, "action economy: every plan up a face, its actions and its wounds", 30});

}  // namespace climbsim::cli
