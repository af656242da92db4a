// climbsim cliff: ASL Falling DR tables (B11.4).
#include "cli/registry.hpp"
#include "cli/options.hpp"
#include "cli/progress.hpp"
#include "cli/spread_table.hpp"
#include "climbsim/tables/table_stream.hpp"
#include "climbsim/analysis/cliff.hpp"
#include "climbsim/request/command_requests.hpp"
#include "climbsim/tables/cliff_table.hpp"

namespace climbsim::cli {

namespace {

constexpr const char* kUsage = R"(Usage: climbsim cliff [options]

Advanced Squad Leader cliff Climbing (B11.4): one Falling DR (2d6 + DRM) per Movement Phase;
final DR <= 9 moves one level, 10-11 holds, >= 12 eliminates (a Commando: held on 12, eliminated on
>= 13). One CSV row per combination of the lists given, Monte Carlo beside the exact absorbing chain.

Columns: levels, direction, drm, commando, weather, weather_drm, status, units, legal,
illegal_reason, p_advance_per_dr, p_hold_per_dr, p_eliminated_per_dr, samples, seed; then with
_ci_low, _ci_high and exact_: p_success, p_eliminated, mean_mph (Movement Phases until the climb
ends), mean_mph_given_success; mph_p50, mph_p90 with exact_; for the stack: p_all_arrive,
p_any_arrives, mean_arriving; with --within T: p_success_within_T (on the destination level by the
end of MPh T). Samples count stacks.

Example: climbsim cliff --levels 1-4 --drm=-1,0,1 --commando false,true --within 1-8 -o cliff.csv
(write a list that starts with a minus sign as --drm=-1,0,1)

Options)";

}  // namespace

int cliff_command(int argc, const char* const* argv, Run& run) {
  po::options_description desc(kUsage);
  desc.add_options()
      ("levels", po::value<std::string>()->value_name("LIST"), (std::string("cliff height in levels, 1 to 20 (default ") + defaults::kCliffLevels + ")").c_str())
      ("direction", po::value<std::string>()->value_name("LIST"), "up, down (default both)")
      ("drm", po::value<std::string>()->value_name("LIST"),
       (std::string("whole-number DRMs on the Falling DR, -12 to 12, never leadership (default ") + defaults::kCliffDrm + ")").c_str())
      ("commando", po::value<std::string>()->value_name("LIST"), "Commando (B11.433) off and/or on (default false,true)")
      ("weather", po::value<std::string>()->value_name("LIST"), (std::string("none, rain, snow, wind or combinations like rain+wind (default ") + defaults::kCliffWeather + ")").c_str())
      ("weather-rule", po::value<std::string>()->value_name("R"), "each: +1 per weather condition; once: +1 for any (default each)")
      ("status", po::value<std::string>()->value_name("LIST"), "good-order, broken, wounded (default good-order)")
      ("units", po::value<std::string>()->value_name("LIST"), "units Climbing together as a stack, 1 to 12 (default 1)")
      ("within", po::value<std::string>()->value_name("LIST"), "add p_success_within_T columns for these T, 1 to 100");
  add_columns_option(desc);
  add_run_options(desc);

  const auto parsed = parse_options_or_help(argc, argv, desc, run);
  if (!parsed) return 0;
  const Options& opts = *parsed;

  CliffSweep sweep = cliff_sweep(opts);

  const Detail detail = columns_option(opts);
  if (print_config_and_stop(opts)) return 0;
  opts.record->fact("rules_edition", "asl: B11.4 cliff Climbing");
  const std::size_t rows = row_count(sweep);
  check_work(opts, cliff_work(sweep),
             std::to_string(rows) + " rows x " + std::to_string(max_row_samples(sweep.mc)) + " stacks at the most");
  TaskSpread spread;  // under mpirun: rows spread over the ranks, rank 0 writing
  const ThreadLimit limit(opts);
  ProgressDisplay progress("cliff", rows * max_row_samples(sweep.mc), rows, opts.flag("quiet") || !spread.root());
  sweep.mc.progress = progress.counter();
  sweep.mc.rows_progress = progress.rows_counter();
  stream_table<CliffRow>(
      run, opts, {"output"}, rows, kRowBlock, rows, sweep.mc, spread,
      [&](const std::vector<std::ostream*>& s) { return std::make_unique<TableStream<CliffRow>>(*s[0], cliff_table(sweep, detail)); },
      [&](RowRange part, TableStream<CliffRow>& table) {
        CliffSweep slice = sweep;
        slice.part = part;
        run_cliff(slice, std::ref(table));
      });
  return 0;
}

const Registered kRegistered({"cliff", cliff_command, "ASL cliff Climbing (B11.4): Falling DR tables", 60});

}  // namespace climbsim::cli
