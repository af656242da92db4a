// climbsim economy: plans and adaptive strategies for getting a unit up (or down) a face. Its
// parameters and --help: climbsim/request/legion_command_specs.cpp; its job: request/table_jobs.
#include "cli/options.hpp"
#include "cli/registry.hpp"
#include "cli/spread_table.hpp"

namespace climbsim::cli {

namespace {

int economy_command(const Options& opts, Run& run) {
  TableJob job = economy_job(opts, edition_options(opts));
  if (print_config_and_stop(opts)) return 0;
  run_table_job(run, opts, job, "economy");
  return 0;
}

}  // namespace

const Registered kRegistered("economy", economy_command, economy_section);

}  // namespace climbsim::cli
