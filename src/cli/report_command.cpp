// climbsim report: the page (climbsim web) with a run's results in it, of the shipped experiments
// (or of one .ini).
//
// It runs each experiment in this process, as its subcommand would (the .ini's own options, its
// outputs captured in memory), reads the tables back, and writes one page: the run's results as its
// first tab (report/page.hpp: readable tables, a chart for every unit, the map with hover, what is
// exact and what sampled, where the CSVs are, provenance), and the live calculator (Ask, Map, ASL
// cliff) when the engine is found (cli/engine_file.hpp). Nothing on the page loads from the network.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <optional>

#include "cli/engine_file.hpp"
#include "cli/options.hpp"
#include "cli/registry.hpp"
#include "cli/report_experiments.hpp"
#include "climbsim/platform/isa.hpp"
#include "climbsim/report/run_notes.hpp"
#include "climbsim/report/site.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim::cli {

namespace {

namespace fs = std::filesystem;

}  // namespace

int report_command(const Options& opts, Run& run) {
  std::vector<std::string> inis;
  if (opts.has("config")) {
    inis.push_back(opts.text("config"));
  } else {
    const std::string dir = opts.text("experiments");
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) throw opts.error("experiments", "not a folder of .ini files");
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.path().extension() == ".ini") inis.push_back(entry.path().string());
    experiment_order(inis);
  }
  std::vector<Experiment> experiments;
  for (const auto& ini : inis) {
    Experiment e;
    e.ini = ini;
    e.name = fs::path(ini).stem().string();
    e.subcommand = e.name.substr(0, e.name.find('-'));
    const Subcommand* command = find_subcommand(e.subcommand);
    if (!command || !command->section)
      throw UsageError(ini + ": no subcommand '" + e.subcommand + "' (its name must start with wounds, economy, cliff, map or study)");
    if (!fs::is_regular_file(ini)) throw UsageError(ini + ": not a file");
    if (opts.record) opts.record->input("experiment", ini);
    try {
      e.title = experiment_title(read_text_file(ini, "experiment file", true), e.name);
    } catch (const InputError& err) {
      throw UsageError(err.what());
    }
    experiments.push_back(std::move(e));
  }
  if (experiments.empty()) throw opts.error("experiments", "no .ini files there");
  Overrides overrides;
  if (opts.has("edition")) {
    for (const auto& e : edition_options(opts)) overrides.editions.push_back(e.edition);  // checked here, not mid-report
  }
  if (opts.has("rules")) {
    overrides.rules = opts.text("rules");
    if (opts.record) opts.record->input("rules", overrides.rules);
  }
  if (opts.has("rules") && !opts.has("edition")) (void)with_rules_file(opts, legion_edition(kDefaultEdition));  // a bad rules file stops here
  std::optional<Experiment> list;
  if (opts.has("list")) {
    list.emplace();
    list->ini = opts.text("list");
    list->name = "list";
    list->subcommand = "list";
    // A list that is not there is the user's mistake (exit 2), found before any work.
    try {
      (void)read_text_file(list->ini, "list");
    } catch (const InputError& e) {
      throw opts.error("list", e.what());
    }
    if (opts.record) opts.record->input("list", list->ini);
  }
  std::optional<fs::path> keep;
  if (opts.has("keep")) {
    keep = opts.text("keep");
    std::error_code ec;
    if (!fs::is_directory(*keep, ec)) throw opts.error("keep", "not a folder (make it first)");
  }
  const auto out = stage_output(run, opts, "output");
  const bool quiet = opts.flag("quiet");
  const fs::path folder = keep ? *keep : fs::path("report-tables");  // never written without --keep
  // The engine, read before any work: a bad --engine is the user's mistake, found at once.
  std::string engine;
  const std::string engine_path = find_engine(opts.text("engine"));
  if (!engine_path.empty()) {
    try {
      engine = read_engine(engine_path);
    } catch (const InputError& err) {
      if (opts.has("engine")) throw opts.error("engine", err.what());
      if (!quiet) std::fprintf(stderr, "report: %s; the page will hold the results without the live calculator\n", err.what());
    }
    if (!engine.empty() && opts.record) opts.record->input("engine", engine_path);
  } else if (!quiet) {
    std::fprintf(stderr, "report: the page's engine is not built, so the page holds the results without the live calculator (%s)\n",
                 kHowToBuildEngine);
  }
  KeptFiles kept;
  for (auto& e : experiments) {
    if (keep) e.kept_as = (*keep / e.name).string();
    const auto began = std::chrono::steady_clock::now();
    if (!quiet) std::fprintf(stderr, "report: running %s (climbsim %s)...\n", e.ini.c_str(), e.subcommand.c_str());
    run_experiment(e, folder, overrides, kept, quiet);
    if (quiet) continue;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    std::fprintf(stderr, "report: %s (climbsim %s) took %.1f s%s\n", e.ini.c_str(), e.subcommand.c_str(), seconds,
                 keep ? (", its tables kept in " + keep->string() + " when the page is written").c_str() : "");
  }
  if (list) run_list(*list, folder, overrides);
  // Every experiment ran: the kept tables are staged beside the page and committed with it, so an
  // experiment that fails (or a signal) replaces none of them.
  if (keep)
    for (const auto& [path, bytes] : kept) {
      const std::string label = "--keep " + fs::path(path).filename().string();
      try {
        run.outputs.add(label, path);
      } catch (const OutputError& err) {
        throw opts.error("keep", err.what());
      }
      run.outputs.stream(label) << bytes;
    }

  RunFacts facts;
  for (const auto& e : experiments) facts.names.push_back(e.name), facts.inis.push_back(e.ini);
  if (list) facts.list = list->ini;
  if (opts.has("edition")) facts.editions = opts.text("edition");
  facts.rules = overrides.rules;
  if (keep) facts.kept_in = keep->string();
  facts.vector_path = to_string(detected_isa());
  RunViews views;
  std::string body = run_start(run_heading(facts));
  if (list) body += list_section(*list, list->ini, views);
  for (const auto& e : experiments) body += find_subcommand(e.subcommand)->section(e, views);
  body += run_end(run_footer(facts), views);
  run.outputs.stream(out) << assemble_page({run_title(facts), body, engine});
  return 0;
}

const Registered kRegistered("report", report_command);

}  // namespace climbsim::cli
