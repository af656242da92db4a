// A table command's sweep spread over MPI ranks: every rank computes slices, rank 0 writes them.
//
// Contract: spread_table cuts a sweep of `units` units (rows, or an economy's clusters) into
// tasks of `per_task` units and runs them over `spread` (cli/task_spread.hpp). A task runs
// run_part(range, stream) with a TableStream that make_stream builds over in-memory texts (the
// table and each side table), and sends back the text of its rows, headers cut off, and its count
// of rows that missed --precision. Rank 0 writes the texts into `root_stream` in task order, so the
// files are the same bytes one process writes (rows depend only on their own index and stream).
// On worker ranks root_stream is null. stream_table wraps it for the commands.
#pragma once

#include <cstdio>
#include <map>
#include <memory>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/options.hpp"
#include "climbsim/tables/table_stream.hpp"
#include "cli/task_spread.hpp"
#include "climbsim/analysis/row_stream.hpp"

namespace climbsim::cli {

namespace detail {

// The text after the first line (the header a TableStream writes when it is built).
inline std::string without_header(const std::string& text) {
  const auto end = text.find('\n');
  return end == std::string::npos ? std::string() : text.substr(end + 1);
}

}  // namespace detail

// make_stream(std::vector<std::ostream*>) -> std::unique_ptr<TableStream<Row>>, writing the table
// to the first stream and its side tables to the others (`outputs` streams in all);
// run_part(RowRange, TableStream<Row>&) streams the rows of one slice.
template <class Row, class MakeStream, class RunPart>
void spread_table(TaskSpread& spread, std::size_t units, std::size_t per_task, std::size_t outputs,
                  TableStream<Row>* root_stream, const std::vector<std::ostream*>& root_outputs, MakeStream make_stream,
                  RunPart run_part) {
  std::vector<std::uint64_t> tasks;
  for (std::size_t first = 0; first < units; first += per_task) tasks.push_back(first / per_task);
  std::map<std::uint64_t, std::string> waiting;  // rank 0: texts that arrived before their turn
  std::uint64_t next = 0;
  spread.run(
      spread.root() ? tasks : std::vector<std::uint64_t>{},
      [&](std::uint64_t task) {
        std::vector<std::ostringstream> texts(outputs);
        std::vector<std::ostream*> streams;
        for (auto& t : texts) streams.push_back(&t);
        const std::unique_ptr<TableStream<Row>> stream = make_stream(streams);
        run_part(RowRange{task * per_task, std::min<std::size_t>(units, (task + 1) * per_task)}, *stream);
        std::string message = std::to_string(stream->unmet());
        std::vector<std::string> bodies;
        for (auto& t : texts) {
          bodies.push_back(detail::without_header(t.str()));
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
          root_stream->add_unmet(unmet);
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
}

// The whole of a table command after its options: stages `output_options` (the table's option
// first, then its side tables'; on rank 0 only), then streams the sweep in this process or, under
// mpirun, spread over the ranks, and warns about rows that missed --precision.
template <class Row, class MakeStream, class RunPart>
void stream_table(Run& run, const Options& opts, const std::vector<std::string>& output_options, std::size_t units,
                  std::size_t per_task, std::size_t rows, const McOptions& mc, TaskSpread& spread, MakeStream make_stream,
                  RunPart run_part) {
  try {
    std::vector<std::ostream*> outputs;
    if (spread.root()) {
      std::vector<std::string> labels;
      for (const auto& name : output_options) labels.push_back(stage_output(run, opts, name));
      for (const auto& label : labels) outputs.push_back(&run.outputs.stream(label));
    }
    if (spread.ranks() == 1) {
      const auto table = make_stream(outputs);
      run_part(RowRange{}, *table);
      warn_unconverged(table->unmet(), rows, mc);
      return;
    }
    std::unique_ptr<TableStream<Row>> table;
    if (spread.root()) table = make_stream(outputs);  // the headers
    spread_table<Row>(spread, units, per_task, output_options.size(), table.get(), outputs, make_stream, run_part);
    if (table) warn_unconverged(table->unmet(), rows, mc);
  } catch (const std::exception& e) {
    spread.abort_if_spread(e.what());
    throw;
  }
}

}  // namespace climbsim::cli
