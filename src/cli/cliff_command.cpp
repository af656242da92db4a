// climbsim cliff: ASL Falling DR tables (B11.4). Its parameters and --help:
// climbsim/request/tool_command_specs.cpp; its job: request/table_jobs.
#include "cli/options.hpp"
#include "cli/registry.hpp"
#include "cli/spread_table.hpp"

namespace climbsim::cli {

namespace {

int cliff_command(const Options& opts, Run& run) {
  TableJob job = cliff_job(opts);
  if (print_config_and_stop(opts)) return 0;
  if (opts.record) opts.record->fact("rules_edition", "asl: B11.4 cliff Climbing");
  run_table_job(run, opts, job, "cliff");
  return 0;
}

}  // namespace

const Registered kRegistered("cliff", cliff_command, cliff_section);

}  // namespace climbsim::cli
