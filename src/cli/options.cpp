#include "cli/options.hpp"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "climbsim/io/legion_rules_file.hpp"
#include "climbsim/text/ini.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/text/lists.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim::cli {

void add_run_options(po::options_description& desc) {
  desc.add_options()
      ("samples", po::value<std::string>()->value_name("N"), "Monte Carlo samples per row (default 1000000)")
      ("precision", po::value<std::string>()->value_name("E"),
       "instead of --samples: run each row until every 95% interval's half-width is at most E; "
       "a last column `converged` says whether it got there before --max-samples")
      ("max-samples", po::value<std::string>()->value_name("N"), "hard cap per row with --precision, in whole chunks of 65536 samples (default 1000000000)")
      ("seed", po::value<std::string>()->value_name("S"), "master seed; same seed, same output on any thread count (default 1)")
      ("threads", po::value<std::string>()->value_name("T"), "worker threads (default: every core)")
      ("output,o", po::value<std::string>()->value_name("FILE"), "write the CSV here; checked before any work, replaced only when every output is "
       "complete (default: standard output)")
      ("max-work", po::value<std::string>()->value_name("W"),
       "refuse a run estimated at more than W units of work (about one random draw each; default 1e11, "
       "about a minute of the vector kernels on 2 cores, several of the scalar ones)")
      ("config", po::value<std::string>()->value_name("FILE"), "read these options from an .ini file too (command line wins; paths in it are relative to its folder)")
      ("quiet,q", po::bool_switch(), "no progress display")
      ("print-config", po::bool_switch(), "print an .ini that reproduces this run (every option in force), then stop")
      ("help,h", po::bool_switch(), "show this help");
}

namespace {

// Options whose value is a file path: inside an .ini they are read relative to the .ini's folder.
const char* const kPathOptions[] = {"output", "summary", "png", "distribution", "roster", "terrain", "terrain-dir", "journal", "write-tables"};

bool is_path_option(const std::string& name) {
  for (const char* p : kPathOptions)
    if (name == p) return true;
  return false;
}

std::string relative_to(const std::string& ini_path, const std::string& value) {
  namespace fs = std::filesystem;
  if (value.empty() || value == "-" || fs::path(value).is_absolute()) return value;
  return (fs::path(ini_path).parent_path() / value).lexically_normal().string();
}

void read_config(const std::string& path, const po::options_description& desc, Options& opts) {
  std::vector<IniEntry> entries;
  try {
    entries = parse_ini(read_text_file(path, "config file", true), shown_path(path));
  } catch (const InputError& e) {
    throw UsageError(std::string("--config: ") + e.what());
  } catch (const IniError& e) {
    throw UsageError(e.what());
  }
  for (const auto& e : entries) {
    const std::string where = e.where(path);
    if (e.name == "config" || e.name == "help" || !desc.find_nothrow(e.name, false))
      throw UsageError(where + "unknown option " + quote_value(e.name));
    // The command line wins over the file.
    if (opts.values_.count(e.name) != 0) continue;
    opts.values_[e.name] = {is_path_option(e.name) ? relative_to(path, e.value) : e.value, where + e.name};
    // A switch (--quiet, --print-config) takes true or false in a file, checked here for every
    // subcommand alike, whether or not the subcommand reads it.
    const auto* option = desc.find_nothrow(e.name, false);
    if (option && dynamic_cast<const po::typed_value<bool>*>(option->semantic().get())) {
      bool ok = false;
      try {
        ok = parse_bool_list(e.value).size() == 1;
      } catch (const ListError&) {
      }
      if (!ok) throw opts.error(e.name, "expected true or false");
    }
  }
}

}  // namespace

Options parse_options(int argc, const char* const* argv, const po::options_description& desc, Run& run) {
  po::variables_map vm;
  try {
    const auto parsed = po::command_line_parser(argc, argv).options(desc).style(po::command_line_style::unix_style).run();
    // A word that belongs to no option is a slip ("--heights 1 2" meant "--heights 1,2"): refuse it.
    for (const auto& o : parsed.options)
      if (o.position_key >= 0)
        throw UsageError("unexpected argument " + quote_value(o.value.empty() ? std::string() : o.value.front()) +
                         " (lists are written with commas, e.g. --heights 1,2)");
    po::store(parsed, vm);
  } catch (const po::error& e) {
    throw UsageError(e.what());
  }
  Options opts;
  opts.record = &run.provenance;
  opts.warn_to = [](const std::string& w) { std::cerr << "climbsim: warning: " << w << '\n'; };
  for (const auto& [name, v] : vm) {
    if (v.empty() || v.defaulted()) continue;
    if (const auto* s = boost::any_cast<std::string>(&v.value())) {
      opts.values_[name] = {*s, "--" + name};
    } else if (const auto* b = boost::any_cast<bool>(&v.value()); b && *b) {
      opts.values_[name] = {"true", "--" + name};
    }
  }
  opts.help = opts.flag("help");
  if (!opts.help && opts.has("config")) read_config(opts.values_["config"].text, desc, opts);
  return opts;
}

std::optional<Options> parse_options_or_help(int argc, const char* const* argv, const po::options_description& desc,
                                             Run& run) {
  Options opts = parse_options(argc, argv, desc, run);
  if (!opts.help) return opts;
  std::cout << desc << '\n';
  return std::nullopt;
}

void check_memory(const Options& opts, double bytes, const std::string& what) {
  const double pages = static_cast<double>(::sysconf(_SC_PHYS_PAGES)), page = static_cast<double>(::sysconf(_SC_PAGESIZE));
  if (!(pages > 0 && page > 0)) return;
  const double limit = pages * page / 2;
  if (bytes <= limit) return;
  char msg[200];
  std::snprintf(msg, sizeof msg, "this run would take about %.3g GB of memory, more than half of this machine's %.3g GB (", bytes / 1e9,
                pages * page / 1e9);
  (void)opts;
  throw UsageError(std::string(msg) + what + "); ask for less: a coarser --resolution, a smaller table, fewer actions");
}

void check_work(const Options& opts, double work, const std::string& what) {
  double limit = kDefaultMaxWork;
  if (opts.has("max-work")) {
    limit = opts.number("max-work", kDefaultMaxWork);
    if (!(limit > 0)) throw opts.error("max-work", "expected a positive number");
  }
  if (work <= limit) return;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.3g", work);
  std::string message = "this run is estimated at " + std::string(buf) + " units of work (" + what + ")";
  std::snprintf(buf, sizeof buf, "%.3g", limit);
  message += ", above the limit of " + std::string(buf) + "; ask for less, or raise the limit with --max-work";
  throw UsageError(message);
}

std::string stage_output(Run& run, const Options& opts, const std::string& name) {
  if (name != "output" && !opts.has(name)) return {};
  const auto it = opts.values_.find(name);
  const std::string origin = it == opts.values_.end() ? "--" + name : it->second.origin;
  const std::string path = opts.text(name, "-");
  try {
    run.outputs.add(origin, path);
    if (run.outputs.is_staged_file(origin)) {
      const std::string label = origin + " (its .meta.json)";
      run.outputs.add_companion(label, path + ".meta.json", origin);
      run.provenance.sidecar(label, path);
    }
  } catch (const OutputError& e) {
    throw UsageError(e.what());
  }
  return origin;
}

bool print_config_and_stop(const Options& opts) {
  if (!opts.flag("print-config")) return false;
  if (const auto* p = dynamic_cast<const Provenance*>(opts.record)) p->write_config_ini(std::cout);
  return true;
}

void warn_unconverged(std::size_t unmet, std::size_t rows, const McOptions& mc) {
  if (unmet == 0) return;
  std::cerr << "climbsim: warning: " << unmet << " of " << rows << " rows stopped at --max-samples "
            << max_row_samples(mc) << " before reaching --precision " << mc.precision
            << " (their converged column says false)\n";
}

int thread_count(const Options& opts) {
  if (!opts.has("threads")) return 0;
  const auto v = opts.count("threads", 1);
  if (v > 1024) throw opts.error("threads", "at most 1024");
  return static_cast<int>(v);
}

}  // namespace climbsim::cli

namespace climbsim::cli {

ThreadLimit::ThreadLimit(const Options& opts)
    : control_(tbb::global_control::max_allowed_parallelism,
               thread_count(opts) > 0 ? static_cast<std::size_t>(thread_count(opts))
                                      : tbb::global_control::active_value(tbb::global_control::max_allowed_parallelism)) {
  if (opts.record)
    opts.record->fact("threads", std::to_string(tbb::global_control::active_value(tbb::global_control::max_allowed_parallelism)));
}

void add_output_and_config_options(po::options_description& desc) {
  desc.add_options()
      ("output,o", po::value<std::string>()->value_name("FILE"), "write here (default: standard output)")
      ("config", po::value<std::string>()->value_name("FILE"), "read these options from an .ini file too");
}

void add_edition_option(po::options_description& desc) {
  desc.add_options()("edition", po::value<std::string>()->value_name("LIST"),
                     "rules editions: rule-texts (climb and clamber; the default) and/or core-2023 (the 2023 Core Rulebook: "
                     "climbs only, one action, height 1, 2 with Expert Climber or Scale, no dice, no clamber, notched bases "
                     "may not climb, small bases centred over the tool); an edition column names each row's")
      ("rules", po::value<std::string>()->value_name("FILE"),
       "an .ini of rule numbers that override each --edition (dice, heights, action costs, actions per activation, "
       "tool lengths, die, wound_order; docs/RULINGS.md R14 lists the keys); the edition column becomes EDITION+NAME");
}

std::vector<LegionRules> edition_options(const Options& opts) {
  auto editions = editions_named(opts);
  if (opts.has("rules")) {
    const std::string path = opts.text("rules", "");
    try {
      for (auto& e : editions) e = load_rules_file(e, path);
    } catch (const RulesFileError& err) {
      throw UsageError(err.what());
    }
    if (opts.record) opts.record->input("rules", path);
  }
  if (opts.record) {
    std::string names;
    for (const auto& e : editions) names += (names.empty() ? "" : ",") + e.edition;
    opts.record->fact("rules_edition", "legion: " + names + " (docs/FACTS.md)");
  }
  return editions;
}

void add_columns_option(po::options_description& desc) {
  desc.add_options()("columns", po::value<std::string>()->value_name("C"),
                     "brief (the handful a player reads), exact (every exact figure) or all (Monte Carlo and "
                     "intervals too; default)");
}

void add_die_option(po::options_description& desc) {
  desc.add_options()("die", po::value<std::string>()->value_name("DIE"), "LIST of dice: white, red or BLOCKSinFACES such as 2in6 (default the edition's: white, or a --rules file's die); each die is a column value");
}

}  // namespace climbsim::cli
