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

namespace {

std::string relative_to(const std::string& ini_path, const std::string& value) {
  namespace fs = std::filesystem;
  if (value.empty() || value == "-" || fs::path(value).is_absolute() || is_web_address(value)) return value;
  return (fs::path(ini_path).parent_path() / value).lexically_normal().string();
}

void read_config(const std::string& path, const CommandSpec& spec, Options& opts) {
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
    const Parameter* declared = spec.find(e.name);
    if (e.name == "config" || e.name == "help" || !declared)
      throw UsageError(where + "unknown option " + quote_value(e.name));
    // The command line wins over the file.
    if (opts.values_.count(e.name) != 0) continue;
    opts.values_[e.name] = {declared->is_path() ? relative_to(path, e.value) : e.value, where + e.name};
    // A switch (--quiet, --print-config) takes true or false in a file, checked here for every
    // subcommand alike, whether or not the subcommand reads it.
    if (declared->kind == ValueKind::flag) {
      bool ok = false;
      try {
        ok = parse_bool_list(e.value).size() == 1;
      } catch (const ListError&) {
      }
      if (!ok) throw opts.error(e.name, "expected true or false");
    }
  }
}

// Options of `spec`, recording into `run`'s provenance, warnings printed at once.
Options options_for(const CommandSpec& spec, Run& run) {
  Options opts;
  opts.spec = &spec;
  opts.record = &run.provenance;
  opts.warn_to = [](const std::string& w) { std::cerr << "climbsim: warning: " << w << '\n'; };
  return opts;
}

// Every file the options name for reading (ValueKind::path: --terrain, --roster, --list, --config,
// ...) becomes an input of the run's outputs, so that no output may replace it (OutputSet::add_input).
void record_inputs(const Options& opts, Run& run) {
  for (const auto& p : opts.spec->parameters) {
    if (p.kind != ValueKind::path) continue;
    const auto it = opts.values_.find(p.name);
    if (it == opts.values_.end()) continue;
    try {
      run.outputs.add_input(it->second.origin, it->second.text);
    } catch (const OutputError& e) {
      throw UsageError(e.what());
    }
  }
}

// The .ini's values under the given ones (the given win), then every range checked, then the files
// read recorded as the run's inputs.
void complete(Options& opts, const std::string& config, Run& run) {
  if (!config.empty()) read_config(config, *opts.spec, opts);
  opts.check_given_bounds();
  record_inputs(opts, run);
}

}  // namespace

po::options_description describe(const CommandSpec& spec) {
  po::options_description desc(spec.usage);
  for (const auto& p : spec.parameters) {
    const std::string names = p.short_name ? p.name + "," + p.short_name : p.name;
    const std::string help = p.help_line();
    if (p.kind == ValueKind::flag) desc.add_options()(names.c_str(), po::bool_switch(), help.c_str());
    else desc.add_options()(names.c_str(), po::value<std::string>()->value_name(p.value_name), help.c_str());
  }
  return desc;
}

Options parse_options(int argc, const char* const* argv, const CommandSpec& spec, Run& run) {
  const po::options_description desc = describe(spec);
  // "climbsim list FILE": a first word that is not an option gives the positional option.
  std::vector<const char*> args(argv, argv + argc);
  const std::string positional = "--" + spec.positional;
  if (!spec.positional.empty() && argc > 1 && argv[1][0] != '-') args.insert(args.begin() + 1, positional.c_str());
  po::variables_map vm;
  try {
    const auto parsed = po::command_line_parser(static_cast<int>(args.size()), args.data()).options(desc).style(po::command_line_style::unix_style).run();
    // A word that belongs to no option is a slip ("--heights 1 2" meant "--heights 1,2"): refuse it.
    for (const auto& o : parsed.options)
      if (o.position_key >= 0)
        throw UsageError("unexpected argument " + quote_value(o.value.empty() ? std::string() : o.value.front()) +
                         " (lists are written with commas, e.g. --heights 1,2)");
    po::store(parsed, vm);
  } catch (const po::error& e) {
    throw UsageError(e.what());
  }
  Options opts = options_for(spec, run);
  for (const auto& [name, v] : vm) {
    if (v.empty() || v.defaulted()) continue;
    if (const auto* s = boost::any_cast<std::string>(&v.value())) {
      opts.values_[name] = {*s, "--" + name};
    } else if (const auto* b = boost::any_cast<bool>(&v.value()); b && *b) {
      opts.values_[name] = {"true", "--" + name};
    }
  }
  opts.help = opts.flag("help");
  if (!opts.help) complete(opts, opts.has("config") && spec.config_holds_options ? opts.values_["config"].text : std::string(), run);
  return opts;
}

Options options_of(const CommandSpec& spec, const std::vector<std::pair<std::string, std::string>>& given, const std::string& config,
                   Run& run) {
  Options opts = options_for(spec, run);
  for (const auto& [name, value] : given) {
    if (!spec.find(name)) throw std::logic_error("climbsim " + spec.name + " has no --" + name);
    opts.set(name, value, "--" + name);
  }
  complete(opts, config, run);
  return opts;
}

std::optional<Options> parse_options_or_help(int argc, const char* const* argv, const CommandSpec& spec, Run& run) {
  Options opts = parse_options(argc, argv, spec, run);
  if (!opts.help) return opts;
  std::cout << describe(spec) << '\n';
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
  std::map<std::string, std::string> given;
  for (const auto& [name, value] : opts.values_) given[name] = value.text;
  if (const auto* p = dynamic_cast<const Provenance*>(opts.record)) p->write_config_ini(std::cout, *opts.spec, given);
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
  const auto v = opts.ints("threads");
  if (v.size() != 1) throw opts.error("threads", "expected one number");
  return v.front();
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

LegionRules with_rules_file(const Options& opts, LegionRules rules) {
  if (!opts.has("rules")) return rules;
  try {
    return load_rules_file(rules, opts.text("rules"));
  } catch (const RulesFileError& err) {
    throw UsageError(err.what());
  }
}

std::vector<LegionRules> edition_options(const Options& opts) {
  auto editions = editions_named(opts);
  if (opts.has("rules")) {
    const std::string path = opts.text("rules");
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

}  // namespace climbsim::cli
