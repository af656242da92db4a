// climbsim report: the page (climbsim web) with a run's results in it, of the shipped experiments
// (or of one .ini).
//
// It runs each experiment in this process, as its subcommand would (the .ini's own options, its
// outputs captured in memory), reads the tables back, and writes one page: the run's results as its
// first tab (report/page.hpp: readable tables, a chart for every unit, the map with hover, what is
// exact and what sampled, where the CSVs are, provenance), and the live calculator (Ask, Map, ASL
// cliff) when the engine is found (cli/engine_file.hpp). Nothing on the page loads from the network.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string_view>

#include "cli/registry.hpp"
#include "cli/options.hpp"
#include "climbsim/text/text_input.hpp"
#include "climbsim/platform/isa.hpp"
#include "climbsim/report/page.hpp"
#include "climbsim/report/site.hpp"
#include "cli/engine_file.hpp"
#include "cli/in_memory_run.hpp"
#include "climbsim/report/svg_chart.hpp"
#include "climbsim/version.hpp"

namespace climbsim::cli {

namespace {

namespace fs = std::filesystem;

struct Experiment : ExperimentTables {
  std::string subcommand, ini;
};

// What the report's own options add to every Legion experiment (they win over the .ini's):
// --edition and --rules for the commands that take them; the map and the study draw one edition,
// the first.
struct Overrides {
  std::vector<std::string> editions;
  std::string rules;
  void add_to(const CommandSpec& spec, GivenOptions& given) const {
    if (!editions.empty() && spec.find("edition")) {
      std::string list;
      for (const auto& ed : editions) list += (list.empty() ? "" : ",") + ed;
      const bool one_edition = spec.name == "map" || spec.name == "study";
      given.emplace_back("edition", one_edition ? editions.front() : list);
    }
    if (!rules.empty() && spec.find("rules")) given.emplace_back("rules", rules);
  }
};

// The files an experiment leaves (its tables, their sidecars, the map's picture), by path: what
// --keep writes, at the end, with the page.
using KeptFiles = std::map<std::string, std::string>;

// Each output a command declares, the suffix of its file and its key in ExperimentTables.
struct SideOutput {
  const char* option;
  const char* suffix;
  const char* key;
};
constexpr SideOutput kSideOutputs[] = {
    {"output", ".csv", "table"}, {"summary", "-summary.csv", "summary"}, {"distribution", "-law.csv", "law"}, {"png", ".png", "png"}};

// Runs one experiment through the registry, every output its command declares captured in memory
// under names in `folder` (the --keep folder, so that their provenance names the files --keep
// writes; or a name that is never written). Nothing reaches the disk here: a later failure leaves
// every file as it was.
void run_experiment(Experiment& e, const fs::path& folder, const Overrides& o, KeptFiles& kept, bool quiet) {
  const CommandSpec& spec = *find_subcommand(e.subcommand)->spec;
  GivenOptions given;
  // Quiet, but for the study, whose progress line is the only word during its long run.
  if (e.subcommand != "study" || quiet) given.emplace_back("quiet", "true");
  o.add_to(spec, given);
  for (const auto& side : kSideOutputs)
    if (spec.find(side.option)) given.emplace_back(side.option, (folder / (e.name + side.suffix)).string());
  auto files = run_in_memory(e.subcommand, given, e.ini);
  for (const auto& side : kSideOutputs) {
    const auto it = files.find((folder / (e.name + side.suffix)).string());
    if (it == files.end()) continue;
    if (std::string_view(side.key) == "png") e.png = it->second;
    else e.tables[side.key] = it->second;
  }
  kept.merge(files);
}

// The list's table (as `climbsim list FILE --format csv`) and its units' every plan up ledges of
// heights 1-3 (economy, exact columns, no policies), for a chart per unit as the page's Ask tab draws.
void run_list(Experiment& list, const fs::path& folder, const Overrides& o) {
  GivenOptions given = {{"list", list.ini}, {"format", "csv"}, {"output", (folder / "list.csv").string()}};
  o.add_to(command_spec("list"), given);
  list.tables["table"] = run_in_memory("list", given, "").at((folder / "list.csv").string());
  GivenOptions plans = {{"list", list.ini}, {"heights", "1,2,3"}, {"faces", "ledges"}, {"columns", "exact"},
                        {"policies", "false"}, {"quiet", "true"}, {"output", (folder / "list-plans.csv").string()}};
  Overrides first = o;
  if (!first.editions.empty()) first.editions.resize(1);
  first.add_to(command_spec("economy"), plans);
  list.tables["plans"] = run_in_memory("economy", plans, "").at((folder / "list-plans.csv").string());
}

// What the run covered, for the page's heading and title: "wounds, economy, map, study and cliff".
std::string covered(const std::vector<Experiment>& experiments) {
  std::vector<std::string> names;
  for (const auto& e : experiments) names.push_back(e.name);
  std::string s;
  for (std::size_t i = 0; i < names.size(); ++i) s += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
  return s;
}

std::string heading_of(const std::vector<Experiment>& experiments, const std::string& list) {
  return "This run: " + covered(experiments) + (list.empty() ? "" : ", and the list " + fs::path(list).filename().string());
}

std::string title_of(const std::vector<Experiment>& experiments, const std::string& list) {
  return "climbsim report: " + covered(experiments) + (list.empty() ? "" : " + list " + fs::path(list).filename().string()) +
         " (climb and clamber costs, reach, ASL cliffs)";
}

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
    // The page reads best as a player asks: one move, every way up, the map, many tables, then ASL.
    const auto rank = [](const std::string& ini) {
      const std::string name = fs::path(ini).stem().string();
      const std::string sub = name.substr(0, name.find('-'));
      const int r = sub == "wounds" ? 0 : sub == "economy" ? 1 : sub == "map" ? 2 : sub == "study" ? 3 : 4;
      return std::pair{r, name};
    };
    std::sort(inis.begin(), inis.end(), [&](const auto& a, const auto& b) { return rank(a) < rank(b); });
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

  std::string body = run_start(heading_of(experiments, list ? list->ini : ""));
  if (list) body += list_section(*list, list->ini);
  for (const auto& e : experiments) body += find_subcommand(e.subcommand)->section(e);
  std::string footer = "climbsim " + std::string(kVersion);
  if (*kSourceCommit) footer += " (" + std::string(kSourceCommit) + ")";
  footer += "; vector path " + std::string(to_string(detected_isa())) + "; experiments:";
  for (const auto& e : experiments) footer += " " + html_escape(e.ini);
  if (list) footer += "; list: " + html_escape(list->ini);
  if (!overrides.editions.empty() || !overrides.rules.empty())
    footer += "; run under --edition " + html_escape(opts.has("edition") ? opts.text("edition") : "(their own)") +
              (overrides.rules.empty() ? "" : " --rules " + html_escape(overrides.rules));
  footer += ". What is exact: every figure in the tables and charts above but the study's, computed from the rules' "
            "probabilities (Markov chains). What is sampled: the study's rows are means across its random tables, each "
            "with its 95% Student t interval; the Monte Carlo estimates (with their 95% intervals) sit beside the exact "
            "figures in the CSVs and the charts' tooltips. ";
  footer += keep ? "Every table is kept as CSV in " + html_escape(keep->string()) + " (NAME.csv, NAME-summary.csv, NAME-law.csv, "
                   "NAME.png), each with its provenance in NAME.csv.meta.json."
                 : "No CSV was kept: run the report with --keep DIR to keep every table.";
  footer += " Rulings: docs/RULINGS.md.";
  body += run_end(footer);
  run.outputs.stream(out) << assemble_page({title_of(experiments, list ? list->ini : ""), body, engine});
  return 0;
}

const Registered kRegistered("report", report_command);

}  // namespace climbsim::cli
