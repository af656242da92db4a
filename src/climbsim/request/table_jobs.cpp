// The table commands as jobs (contract in table_jobs.hpp).
#include "climbsim/request/table_jobs.hpp"

#include <memory>
#include <stdexcept>

#include "climbsim/request/command_requests.hpp"
#include "climbsim/request/shared_request.hpp"
#include "climbsim/tables/cliff_table.hpp"
#include "climbsim/tables/economy_table.hpp"
#include "climbsim/tables/wounds_table.hpp"

namespace climbsim {

namespace {

// The job's outputs: `first`, then each side table the options ask for.
std::vector<std::string> outputs_of(const OptionValues& opts, std::initializer_list<const char*> sides) {
  std::vector<std::string> names = {"output"};
  for (const char* s : sides)
    if (opts.has(s)) names.emplace_back(s);
  return names;
}

// A job of rows handed out in blocks (wounds, cliff): `write(slice, streams)` writes a slice's
// outputs and returns its rows that missed --precision; `drawn` names what a sample is.
template <class Sweep, class Write>
TableJob row_job(const Sweep& sweep, std::vector<std::string> outputs, double work, const char* drawn, Write write) {
  TableJob job;
  job.outputs = std::move(outputs);
  job.rows = job.units = row_count(sweep);
  job.per_task = kRowBlock;
  job.samples_per_row = max_row_samples(sweep.mc);
  job.work = work;
  job.work_text = std::to_string(job.rows) + " rows x " + std::to_string(job.samples_per_row) + " " + drawn + " at the most";
  job.mc = sweep.mc;
  job.run = [sweep, write](RowRange part, const std::vector<std::ostream*>& streams, const McOptions& mc) {
    Sweep slice = sweep;
    slice.part = part;
    slice.mc = mc;
    return write(slice, streams);
  };
  return job;
}

}  // namespace

TableJob economy_job(const OptionValues& opts, std::vector<LegionRules> editions) {
  const EconomySweep sweep = economy_sweep(opts, std::move(editions));
  const Detail detail = columns_option(opts);
  TableJob job;
  EconomyWork work;
  try {
    work = economy_work(sweep);
  } catch (const std::length_error& e) {
    job.refusal = opts.error("heights", std::string("too many plans to list (") + e.what() + "): try a lower height");
    return job;
  }
  job.outputs = outputs_of(opts, {"summary", "distribution", "policy", "front"});
  job.units = cluster_count(sweep);
  job.rows = work.rows;
  job.samples_per_row = sweep.exact_only ? 0 : max_row_samples(sweep.mc);
  job.work = work.units;
  job.work_text = std::to_string(work.rows) + " plans and policies x " + std::to_string(job.samples_per_row) +
                  " samples at the most, each step drawn" +
                  (sweep.optimal.empty() ? "" : sweep.fronts ? ", the optimal plays' exact solves and their fronts'" : ", the optimal plays' exact solves");
  job.mc = sweep.mc;
  const bool summary = opts.has("summary"), distribution = opts.has("distribution");
  job.run = [sweep, detail, summary, distribution](RowRange part, const std::vector<std::ostream*>& streams, const McOptions& mc) {
    EconomySweep slice = sweep;
    slice.part = part;
    slice.mc = mc;
    const auto table = economy_stream(streams, slice, detail, summary, distribution);
    run_economy(slice, std::ref(*table));
    return table->unmet();
  };
  return job;
}

TableJob wounds_job(const OptionValues& opts, std::vector<LegionRules> editions) {
  const WoundsSweep sweep = wounds_sweep(opts, std::move(editions));
  const Detail detail = columns_option(opts);
  return row_job(sweep, outputs_of(opts, {"distribution"}), wounds_work(sweep), "samples",
                 [detail](const WoundsSweep& slice, const std::vector<std::ostream*>& streams) {
                   const auto table = wounds_stream(streams, slice, detail);
                   run_wounds(slice, std::ref(*table));
                   return table->unmet();
                 });
}

TableJob cliff_job(const OptionValues& opts) {
  const CliffSweep sweep = cliff_sweep(opts);
  const Detail detail = columns_option(opts);
  return row_job(sweep, {"output"}, cliff_work(sweep), "stacks", [detail](const CliffSweep& slice, const std::vector<std::ostream*>& streams) {
    TableStream<CliffRow> table(*streams.at(0), cliff_table(slice, detail));
    run_cliff(slice, std::ref(table));
    return table.unmet();
  });
}

}  // namespace climbsim
