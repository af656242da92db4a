// climbsim wounds: the expected-wounds table of one climb or clamber. Its
// parameters and --help: climbsim/request/legion_command_specs.cpp; its job: request/table_jobs.
#include "cli/options.hpp"
#include "cli/registry.hpp"
#include "cli/spread_table.hpp"

namespace climbsim::cli {

namespace {

int wounds_command(const Options& opts, Run& run) {
  TableJob job = wounds_job(opts, edition_options(opts));
  if (print_config_and_stop(opts)) return 0;
  run_table_job(run, opts, job, "wounds");
  return 0;
}

}  // namespace

const Registered kRegistered("wounds", wounds_command, wounds_section);

}  // namespace climbsim::cli
