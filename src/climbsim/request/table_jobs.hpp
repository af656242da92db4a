// The table commands (economy, wounds, cliff) as jobs: what the command line runs (in one process
// or spread over MPI ranks) and what the web page runs in parts, from one reading of the options.
//
// Contract: a *_job reads the command's options (throwing UsageError as the request readers do) and
// returns its TableJob: the option that names each output (the table's first, then its side
// tables': "output", "summary", "distribution"), the count of units a run can be cut into (rows,
// or an economy's clusters of rows) and how many make one task, the rows and samples for progress,
// the work estimate for --max-work with where it comes from, and `run`. run(part, streams, mc)
// writes every output's header to its stream, then the rows of `part` (RowRange{} is all), with
// `mc` in force (the job's, with the caller's progress counters), and returns the count of rows
// that stopped at --max-samples before --precision. A job with a `refusal` must not be run. The rows depend only on their index and
// stream, so parts written in order are the bytes of the whole.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "climbsim/analysis/row_stream.hpp"
#include "climbsim/model/mc_options.hpp"
#include "climbsim/request/option_values.hpp"
#include "climbsim/rules/legion.hpp"

namespace climbsim {

struct TableJob {
  std::vector<std::string> outputs;
  std::size_t units = 0;
  std::size_t per_task = 1;
  std::size_t rows = 0;
  std::uint64_t samples_per_row = 0;  // at the most; 0 when no sample is drawn
  double work = 0;
  std::string work_text;
  McOptions mc;
  // Set when the job cannot run (too many plans to list): thrown by whoever runs it, after
  // --print-config has had its say.
  std::optional<UsageError> refusal;
  std::function<std::size_t(RowRange part, const std::vector<std::ostream*>& streams, const McOptions& mc)> run;
};

TableJob economy_job(const OptionValues& opts, std::vector<LegionRules> editions);
TableJob wounds_job(const OptionValues& opts, std::vector<LegionRules> editions);
TableJob cliff_job(const OptionValues& opts);

}  // namespace climbsim
