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
#include "climbsim/report/svg_chart.hpp"
#include "climbsim/version.hpp"

namespace climbsim::cli {

namespace {

namespace fs = std::filesystem;

constexpr const char* kUsage = R"(Usage: climbsim report [--config FILE | --experiments DIR] -o report.html

One self-contained HTML page (it opens with no network): climbsim's web page (climbsim web) with
this run's results as its first tab: readable tables, a chart for every unit, the map, what is exact
and what sampled, and a provenance footer; its other tabs compute what-ifs live, when the page's
engine is found (see climbsim web --help; without it the page says so). Without --config it runs every experiment of --experiments
(default: experiments, the shipped ones the main job runs); with --config it runs that one .ini.
An experiment's subcommand is its file name up to the first '-' (wounds-roster.ini runs wounds).
With --keep DIR each experiment's tables stay in DIR as well, named as the main job names them
(NAME.csv, NAME-summary.csv, NAME-law.csv, NAME.png, each with its .meta.json): the main job runs
every experiment once, through the report. A line per experiment goes to standard error (not -q).

Example: climbsim report -o results/report.html
         climbsim report --keep results -o results/report.html

Options)";

// A folder of our own that goes away with the report.

struct Experiment : ExperimentTables {
  std::string subcommand, ini;
};

// What the report's own options add to every Legion experiment's command line (they win over the
// .ini's): --edition and --rules for wounds and economy; the map draws one edition, the first.
struct Overrides {
  std::vector<std::string> editions;
  std::string rules;
};

// The subcommands an experiment may run (the registry's entry for each).
CommandFn command_for(const std::string& sub) {
  if (sub != "wounds" && sub != "economy" && sub != "cliff" && sub != "map" && sub != "study") return nullptr;
  for (const auto& c : subcommands())
    if (sub == c.name) return c.run;
  return nullptr;
}

CommandFn list_command_fn() {
  for (const auto& c : subcommands())
    if (std::string_view(c.name) == "list") return c.run;
  throw std::logic_error("the list subcommand is not registered");
}

// The files an experiment leaves (its tables, their sidecars, the map's picture), by path: what
// --keep writes, at the end, with the page.
using KeptFiles = std::vector<std::pair<std::string, std::string>>;

// Runs one experiment as its subcommand, its outputs captured in memory under names in `folder`
// (the --keep folder, so that their provenance names the files --keep writes; or a name that is
// never written). Nothing reaches the disk here: a later failure leaves every file as it was.
void run_experiment(Experiment& e, const fs::path& folder, const Overrides& o, KeptFiles& kept, bool quiet) {
  const auto file = [&](const std::string& suffix) { return (folder / (e.name + suffix)).string(); };
  // Quiet, but for the study, whose progress line is the only word during its long run.
  std::vector<std::string> args = {e.subcommand, "--config", e.ini, "-o", file(".csv")};
  if (e.subcommand != "study" || quiet) args.push_back("-q");
  if (e.subcommand != "cliff") {
    if (!o.editions.empty()) {
      std::string list;
      for (const auto& ed : o.editions) list += (list.empty() ? "" : ",") + ed;
      const bool one_edition = e.subcommand == "map" || e.subcommand == "study";
      args.insert(args.end(), {"--edition", one_edition ? o.editions.front() : list});
    }
    if (!o.rules.empty()) args.insert(args.end(), {"--rules", o.rules});
  }
  if (e.subcommand == "economy" || e.subcommand == "study") args.insert(args.end(), {"--summary", file("-summary.csv")});
  if (e.subcommand == "wounds" || e.subcommand == "economy") args.insert(args.end(), {"--distribution", file("-law.csv")});
  if (e.subcommand == "map") args.insert(args.end(), {"--png", file(".png")});
  std::vector<const char*> argv;
  for (const auto& a : args) argv.push_back(a.c_str());
  Run inner(static_cast<int>(argv.size()), argv.data(), OutputSet::Capture{});
  const int status = command_for(e.subcommand)(static_cast<int>(argv.size()), argv.data(), inner);
  if (status != 0) throw std::runtime_error(e.ini + ": the experiment did not run");
  // Each table with its provenance sidecar, as the subcommand run alone writes it.
  for (const auto& [label, output] : inner.provenance.sidecars()) inner.provenance.write_json(inner.outputs.stream(label), output);
  inner.outputs.commit();
  for (const char* suffix : {".csv", ".csv.meta.json", "-summary.csv", "-summary.csv.meta.json", "-law.csv", "-law.csv.meta.json",
                             ".png", ".png.meta.json"}) {
    std::string bytes = inner.outputs.captured(file(suffix));
    if (bytes.empty()) continue;
    const std::string s = suffix;
    if (s == ".csv") e.tables["table"] = bytes;
    if (s == "-summary.csv") e.tables["summary"] = bytes;
    if (s == "-law.csv") e.tables["law"] = bytes;
    if (s == ".png") e.png = bytes;
    kept.emplace_back(file(suffix), std::move(bytes));
  }
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

int report_command(int argc, const char* const* argv, Run& run) {
  po::options_description desc(kUsage);
  desc.add_options()
      ("config", po::value<std::string>()->value_name("FILE"), "report on this one experiment .ini")
      ("experiments", po::value<std::string>()->value_name("DIR"), "report on every .ini of this folder (default experiments)")
      ("edition", po::value<std::string>()->value_name("LIST"),
       "run the Legion experiments under these editions instead of their own: rule-texts and/or core-2023 (the map: the first)")
      ("rules", po::value<std::string>()->value_name("FILE"), "a rules variant .ini applied to every Legion experiment")
      ("list", po::value<std::string>()->value_name("FILE"), "add a section on a player's list (as `climbsim list FILE`)")
      ("keep", po::value<std::string>()->value_name("DIR"),
       "also keep every experiment's tables in this folder (NAME.csv and its summary, law and PNG), so nothing runs twice")
      ("output,o", po::value<std::string>()->value_name("FILE"), "the HTML file (default: standard output)")
      ("engine", po::value<std::string>()->value_name("FILE"),
       "the page's engine, climbsim-engine.js, for the live calculator (default: found as climbsim web finds it)")
      ("quiet,q", po::bool_switch(), "no line per experiment on standard error")
      ("help,h", po::bool_switch(), "show this help");
  // --config names the experiment here, not options of this command: read it before parsing.
  std::vector<const char*> args(argv, argv + argc);
  std::string single;
  for (std::size_t i = 1; i + 1 < args.size(); ++i)
    if (std::string_view(args[i]) == "--config") {
      single = args[i + 1];
      args.erase(args.begin() + static_cast<long>(i), args.begin() + static_cast<long>(i) + 2);
      break;
    }
  const auto parsed = parse_options_or_help(static_cast<int>(args.size()), args.data(), desc, run);
  if (!parsed) return 0;
  const Options& opts = *parsed;
  std::vector<std::string> inis;
  if (!single.empty()) {
    inis.push_back(single);
  } else {
    const std::string dir = opts.text("experiments", "experiments");
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
    if (!command_for(e.subcommand))
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
    overrides.rules = opts.text("rules", "");
    if (opts.record) opts.record->input("rules", overrides.rules);
  }
  if (opts.has("rules") && !opts.has("edition")) (void)edition_options(opts);  // a bad rules file stops here
  std::optional<Experiment> list;
  if (opts.has("list")) {
    list.emplace();
    list->ini = opts.text("list", "");
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
    keep = opts.text("keep", "");
    std::error_code ec;
    if (!fs::is_directory(*keep, ec)) throw opts.error("keep", "not a folder (make it first)");
  }
  const auto out = stage_output(run, opts, "output");
  const bool quiet = opts.flag("quiet");
  const fs::path folder = keep ? *keep : fs::path("report-tables");  // never written without --keep
  // The engine, read before any work: a bad --engine is the user's mistake, found at once.
  std::string engine;
  const std::string engine_path = find_engine(opts.text("engine", ""));
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
  if (list) {
    const std::string csv = (folder / "list.csv").string();
    std::vector<std::string> list_args = {"list", list->ini, "-o", csv, "--format", "csv"};
    if (!overrides.editions.empty()) {
      std::string eds;
      for (const auto& ed : overrides.editions) eds += (eds.empty() ? "" : ",") + ed;
      list_args.insert(list_args.end(), {"--edition", eds});
    }
    if (!overrides.rules.empty()) list_args.insert(list_args.end(), {"--rules", overrides.rules});
    std::vector<const char*> list_argv;
    for (const auto& a : list_args) list_argv.push_back(a.c_str());
    Run inner(static_cast<int>(list_argv.size()), list_argv.data(), OutputSet::Capture{});
    if (list_command_fn()(static_cast<int>(list_argv.size()), list_argv.data(), inner) != 0) throw std::runtime_error(list->ini + ": the list did not run");
    inner.outputs.commit();
    list->tables["table"] = inner.outputs.captured(csv);
    // The list's units' every plan, for a chart per unit (the page's Ask tab draws the same).
    const std::string plans_csv = (folder / "list-plans.csv").string();
    std::vector<std::string> plan_args = {"economy", "--list", list->ini, "--heights", "1,2,3", "--faces", "ledges",
                                          "--columns", "exact", "--policies", "false", "-q", "-o", plans_csv};
    if (!overrides.rules.empty()) plan_args.insert(plan_args.end(), {"--rules", overrides.rules});
    if (!overrides.editions.empty()) plan_args.insert(plan_args.end(), {"--edition", overrides.editions.front()});
    std::vector<const char*> plan_argv;
    for (const auto& a : plan_args) plan_argv.push_back(a.c_str());
    Run plans(static_cast<int>(plan_argv.size()), plan_argv.data(), OutputSet::Capture{});
    if (command_for("economy")(static_cast<int>(plan_argv.size()), plan_argv.data(), plans) != 0)
      throw std::runtime_error(list->ini + ": the list's plans did not run");
    plans.outputs.commit();
    list->tables["plans"] = plans.outputs.captured(plans_csv);
  }
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
  for (const auto& e : experiments) {
    if (e.subcommand == "wounds") body += wounds_section(e);
    else if (e.subcommand == "economy") body += economy_section(e);
    else if (e.subcommand == "cliff") body += cliff_section(e);
    else if (e.subcommand == "map") body += map_section(e);
    else if (e.subcommand == "study") body += study_section(e);
  }
  std::string footer = "climbsim " + std::string(kVersion);
  if (*kSourceCommit) footer += " (" + std::string(kSourceCommit) + ")";
  footer += "; vector path " + std::string(to_string(detected_isa())) + "; experiments:";
  for (const auto& e : experiments) footer += " " + html_escape(e.ini);
  if (list) footer += "; list: " + html_escape(list->ini);
  if (!overrides.editions.empty() || !overrides.rules.empty())
    footer += "; run under --edition " + html_escape(opts.text("edition", "(their own)")) +
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

const Registered kRegistered({"report", report_command, "the page with a run's results: tables, a chart for every unit, the map, the live calculator", 70});

}  // namespace climbsim::cli
