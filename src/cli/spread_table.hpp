// A table command's job (climbsim/request/table_jobs.hpp) run from the command line: in this
// process, or spread over MPI ranks with rank 0 writing.
//
// Contract: run_table_job checks the job's work against --max-work, stages its outputs (rank 0
// only; the option of each, as TableJob::outputs names them), holds --threads, shows progress
// (not with --quiet, not on worker ranks), and runs the job: whole in one process, or cut into
// tasks of per_task units handed out over the ranks (cli/task_spread.hpp), each task's texts sent
// back without their headers and written by rank 0 in task order, so the files are the bytes one
// process writes. It warns about rows that missed --precision. `label` names the progress line.
#pragma once

#include "cli/options.hpp"
#include "climbsim/request/table_jobs.hpp"

namespace climbsim::cli {

void run_table_job(Run& run, const Options& opts, TableJob& job, const char* label);

}  // namespace climbsim::cli
