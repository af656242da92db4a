// climbsim study: what a keyword or an edition is worth across many tables. Its parameters and
// --help: climbsim/request/study_command_spec.cpp; the plan: request/study_request; the journal:
// io/study_journal. Here: the tables run over this process's threads or the MPI ranks, rank 0
// journaling each as it lands and writing the rows, the summary and the generated tables.
#include <cstdio>
#include <filesystem>
#include <map>

#include "cli/options.hpp"
#include "cli/progress.hpp"
#include "cli/registry.hpp"
#include "cli/task_spread.hpp"
#include "climbsim/io/study_journal.hpp"
#include "climbsim/output/study_tables.hpp"

namespace climbsim::cli {

namespace {

namespace fs = std::filesystem;

std::string table_file_name(std::uint64_t i) {
  char name[32];
  std::snprintf(name, sizeof name, "table-%04llu.csv", static_cast<unsigned long long>(i));
  return name;
}

// --write-tables: a new or empty folder, made before any work; one the run made is removed again if
// the run fails (OutputSet::made_folder).
void make_tables_folder(const Options& opts, Run& run) {
  const fs::path dir = opts.text("write-tables");
  std::error_code ec;
  if (fs::exists(dir, ec) && (!fs::is_directory(dir, ec) || !fs::is_empty(dir, ec)))
    throw opts.error("write-tables", "must be a new or empty folder (nothing in it is replaced)");
  const bool existed = fs::exists(dir, ec);
  fs::create_directories(dir, ec);
  if (ec) throw opts.error("write-tables", "cannot make the folder: " + ec.message());
  if (!existed) run.outputs.made_folder(dir.string());
}

// Each table staged into the folder as an output.
void stage_tables(Run& run, const Options& opts, const StudyPlan& plan) {
  const fs::path dir = opts.text("write-tables");
  for (std::uint64_t k = 0; k < plan.table_count; ++k) {
    const std::string label = "--write-tables " + table_file_name(k + 1);
    try {
      run.outputs.add(label, (dir / table_file_name(k + 1)).string());
    } catch (const OutputError& e) {
      throw opts.error("write-tables", e.what());
    }
    run.outputs.stream(label) << terrain_csv(plan.terrain(k), "climbsim study: generated table " + std::to_string(k + 1) +
                                                                  " of seed " + std::to_string(plan.seed));
  }
}

int study_command(const Options& opts, Run& run) {
  const StudyPlan plan = study_plan(opts, edition_options(opts), [&](LegionRules r) { return with_rules_file(opts, r); });
  check_work(opts, plan.work, plan.work_text);
  if (print_config_and_stop(opts)) return 0;
  TaskSpread spread;
  try {
    std::string out, summary;
    std::optional<StudyJournal> journal;
    std::map<std::uint64_t, TableMetrics> results;
    if (spread.root()) {
      out = stage_output(run, opts, "output");
      summary = stage_output(run, opts, "summary");
      if (opts.has("write-tables")) make_tables_folder(opts, run);
      if (opts.has("journal")) results = journal.emplace(opts, plan, std::vector<std::string>{"output", "summary", "write-tables"}).finished();
    }
    // Every rank agrees on what is left: rank 0 alone read the journal, so it hands out only those.
    std::vector<std::uint64_t> todo;
    for (std::uint64_t k = 0; k < plan.table_count; ++k)
      if (!results.count(k)) todo.push_back(k);
    const ThreadLimit limit(opts);
    ProgressDisplay progress("study", 0, plan.table_count, opts.flag("quiet") || !spread.root(), "tables", true);
    progress.rows_counter()->store(plan.table_count - todo.size());
    spread.run(
        spread.root() ? todo : std::vector<std::uint64_t>{},
        [&](std::uint64_t k) {
          try {
            return encode_table_metrics(study_table(plan.terrain(k), plan.spec, k));
          } catch (const std::invalid_argument& e) {
            throw UsageError("table " + plan.table_name(k) + ": " + e.what());
          }
        },
        [&](std::uint64_t k, std::string encoded) {
          if (journal) journal->keep(encoded);
          results.emplace(k, decode_table_metrics(encoded));
          progress.rows_counter()->fetch_add(1);
        });
    if (!spread.root()) return 0;
    record_loads(spread, opts.record);
    std::vector<TableMetrics> tables;
    std::vector<std::string> names;
    for (auto& [k, m] : results) {
      names.push_back(plan.table_name(k));
      tables.push_back(std::move(m));
    }
    write_study_rows(run.outputs.stream(out), plan.spec, tables, names);
    if (!summary.empty()) write_study_summary(run.outputs.stream(summary), summarize_study(plan.spec, tables));
    // The tables are outputs like the others: staged under unpredictable names (O_EXCL, so a
    // planted link is never followed) and renamed into the folder with them at the end.
    if (opts.has("write-tables")) stage_tables(run, opts, plan);
  } catch (const std::exception& e) {
    spread.abort_if_spread(std::string("study: ") + e.what());
    throw;
  }
  return 0;
}

}  // namespace

const Registered kRegistered("study", study_command, study_section);

}  // namespace climbsim::cli
