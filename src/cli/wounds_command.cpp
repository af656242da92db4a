// climbsim wounds: the expected-wounds table.
#include "cli/registry.hpp"
#include "cli/options.hpp"
#include "cli/progress.hpp"
#include "cli/spread_table.hpp"
#include "climbsim/tables/table_stream.hpp"
#include "cli/unit_options.hpp"
#include "climbsim/analysis/wounds.hpp"
#include "climbsim/request/command_requests.hpp"
#include "climbsim/tables/wounds_table.hpp"
#include "climbsim/text/csv.hpp"


namespace climbsim::cli {

namespace {

constexpr const char* kUsage = R"(Usage: climbsim wounds [options]

Expected wounds of one climb or clamber, for every combination of the lists given: one CSV row per
cell, each Monte Carlo figure beside its 95% interval and its exact value. Lists are 1,2,5 or 1-12.

Columns: unit, method, minis, wounds_per_mini, height, expert_climber, ladder, die, legal,
illegal_reason, climb_needed, actions, dice_per_mini, samples, seed, then for each of mean_wounds,
p_any_wound, p_mini_lost, mean_minis_lost, p_unit_defeated: the estimate, _ci_low, _ci_high, exact_.

Example: climbsim wounds --unit stormtroopers --heights 1,2 --methods clamber -o wounds.csv

Options)";

}  // namespace

int wounds_command(int argc, const char* const* argv, Run& run) {
  po::options_description desc(kUsage);
  add_unit_options(desc, defaults::kWoundsMinis, defaults::kWoundsWounds);
  desc.add_options()
      ("heights", po::value<std::string>()->value_name("LIST"), ranged_help("heights (1 = 6\"; 0 is no climb: its row says so)", bounds::kSweptHeight, defaults::kWoundsHeights).c_str())
      ("methods", po::value<std::string>()->value_name("LIST"), (std::string("climb, clamber, clamber-over (default ") + defaults::kWoundsMethods + ")").c_str())
      ("expert-climber", po::value<std::string>()->value_name("LIST"),
       "Expert Climber off and/or on (default false,true; with --unit, the unit's own)")
      ("ladder", po::value<std::string>()->value_name("LIST"), "ladders, steps or footholds on the face (default false,true)");
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

  WoundsSweep sweep = wounds_sweep(opts, edition_options(opts));

  const Detail detail = columns_option(opts);
  if (print_config_and_stop(opts)) return 0;
  const std::size_t rows = row_count(sweep);
  check_work(opts, wounds_work(sweep),
             std::to_string(rows) + " rows x " + std::to_string(max_row_samples(sweep.mc)) + " samples at the most");
  TaskSpread spread;  // under mpirun: rows spread over the ranks, rank 0 writing
  std::vector<std::string> outputs = {"output"};
  if (opts.has("distribution")) outputs.push_back("distribution");
  const ThreadLimit limit(opts);
  ProgressDisplay progress("wounds", rows * max_row_samples(sweep.mc), rows, opts.flag("quiet") || !spread.root());
  sweep.mc.progress = progress.counter();
  sweep.mc.rows_progress = progress.rows_counter();
  stream_table<WoundsRow>(
      run, opts, outputs, rows, kRowBlock, rows, sweep.mc, spread,
      [&](const std::vector<std::ostream*>& s) { return wounds_stream(s, sweep, detail); },
      [&](RowRange part, TableStream<WoundsRow>& table) {
        WoundsSweep slice = sweep;
        slice.part = part;
        run_wounds(slice, std::ref(table));
      });
  return 0;
}

const Registered kRegistered({"wounds", wounds_command, "expected wounds of one climb or clamber, Monte Carlo beside exact", 20});

}  // namespace climbsim::cli
