// run_table_job (contract in spread_table.hpp).
#include "cli/spread_table.hpp"

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "cli/progress.hpp"
#include "cli/task_spread.hpp"

namespace climbsim::cli {

namespace {

// The text after the first line (the header a job writes first).
std::string without_header(const std::string& text) {
  const auto end = text.find('\n');
  return end == std::string::npos ? std::string() : text.substr(end + 1);
}

// The job cut into tasks over the ranks; rank 0 writes each task's texts, in order, after the
// headers it has written. Returns the rows that missed --precision.
std::size_t spread_job(TaskSpread& spread, const TableJob& job, const McOptions& mc, const std::vector<std::ostream*>& root_outputs) {
  const std::size_t outputs = job.outputs.size();
  std::vector<std::uint64_t> tasks;
  for (std::size_t first = 0; first < job.units; first += job.per_task) tasks.push_back(first / job.per_task);
  std::map<std::uint64_t, std::string> waiting;  // rank 0: texts that arrived before their turn
  std::uint64_t next = 0;
  std::size_t unmet_total = 0;
  spread.run(
      spread.root() ? tasks : std::vector<std::uint64_t>{},
      [&](std::uint64_t task) {
        std::vector<std::ostringstream> texts(outputs);
        std::vector<std::ostream*> streams;
        for (auto& t : texts) streams.push_back(&t);
        const RowRange part{task * job.per_task, std::min<std::size_t>(job.units, (task + 1) * job.per_task)};
        std::string message = std::to_string(job.run(part, streams, mc));
        std::vector<std::string> bodies;
        for (auto& t : texts) {
          bodies.push_back(without_header(t.str()));
          message += " " + std::to_string(bodies.back().size());
        }
        message += "\n";
        for (const auto& b : bodies) message += b;
        return message;
      },
      [&](std::uint64_t task, std::string message) {
        waiting.emplace(task, std::move(message));
        for (auto it = waiting.find(next); it != waiting.end(); it = waiting.find(++next)) {
          const std::string& m = it->second;
          std::istringstream head(m.substr(0, m.find('\n')));
          std::size_t unmet = 0;
          head >> unmet;
          unmet_total += unmet;
          std::size_t at = m.find('\n') + 1;
          for (std::size_t k = 0; k < outputs; ++k) {
            std::size_t length = 0;
            head >> length;
            root_outputs[k]->write(m.data() + at, static_cast<std::streamsize>(length));
            at += length;
          }
          waiting.erase(it);
        }
      });
  return unmet_total;
}

}  // namespace

void run_table_job(Run& run, const Options& opts, TableJob& job, const char* label) {
  if (job.refusal) throw *job.refusal;
  check_work(opts, job.work, job.work_text);
  TaskSpread spread;  // under mpirun: tasks spread over the ranks, rank 0 writing
  try {
    std::vector<std::ostream*> outputs;
    if (spread.root()) {
      std::vector<std::string> labels;
      for (const auto& name : job.outputs) labels.push_back(stage_output(run, opts, name));
      for (const auto& l : labels) outputs.push_back(&run.outputs.stream(l));
    }
    const ThreadLimit limit(opts);
    const std::uint64_t per_row = job.samples_per_row == 0 ? 1 : job.samples_per_row;
    ProgressDisplay progress(label, job.rows * per_row, job.rows, opts.flag("quiet") || !spread.root());
    McOptions mc = job.mc;
    mc.progress = progress.counter();
    mc.rows_progress = progress.rows_counter();
    std::size_t unmet = 0;
    if (spread.ranks() == 1) {
      unmet = job.run(RowRange{}, outputs, mc);
    } else {
      if (spread.root()) (void)job.run(RowRange{0, 0}, outputs, mc);  // the headers
      unmet = spread_job(spread, job, mc, outputs);
    }
    if (spread.root()) warn_unconverged(unmet, job.rows, job.mc);
  } catch (const std::exception& e) {
    spread.abort_if_spread(e.what());
    throw;
  }
}

}  // namespace climbsim::cli
