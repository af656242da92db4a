// Command-line and config-file options for every subcommand, made from its declaration.
//
// Contract: parse_options reads argv with Boost.Program_options, whose description (and so --help)
// is made from the command's CommandSpec (climbsim/request/command_specs.hpp), and, with --config
// FILE, the same options from an .ini file ("name = value" lines, '#' or ';' comments, [section]
// headers ignored; a path relative to the .ini's folder); the command line wins over the file.
// Every option is read back through Options (climbsim/request/option_values.hpp), which knows the
// declaration: its typed getters take the declared default and range, and throw UsageError with a
// message naming the option (or file:line:column) and the value.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include <tbb/global_control.h>

#include "climbsim/model/mc_options.hpp"
#include "cli/provenance.hpp"
#include "climbsim/io/output_set.hpp"
#include "climbsim/model/bound.hpp"
#include "climbsim/model/die.hpp"
#include "climbsim/request/command_specs.hpp"
#include "climbsim/request/option_values.hpp"
#include "climbsim/request/shared_request.hpp"
#include "climbsim/rules/legion.hpp"

namespace climbsim::cli {

namespace po = boost::program_options;

// The values of the options as text, read back typed: climbsim/request/option_values.hpp.
using climbsim::UsageError;
using Options = climbsim::OptionValues;

// One run of a subcommand: its outputs and its provenance, owned by main.
struct Run {
  Run(int argc, const char* const* argv) : provenance(argc, argv) {}
  // A run inside another (climbsim report): its outputs stay in memory for the outer run to write;
  // `command_line` is the command it equals, for its provenance.
  Run(std::vector<std::string> command_line, OutputSet::Capture capture) : outputs(capture), provenance(std::move(command_line)) {}
  OutputSet outputs;
  Provenance provenance;
};

// The parser's description of `spec`: its --help prose, then one line per parameter
// (Parameter::help_line: help, range, default).
po::options_description describe(const CommandSpec& spec);

// Parses argv (argv[0] is the subcommand) and any --config file, recording into `run`'s provenance.
// Throws UsageError.
Options parse_options(int argc, const char* const* argv, const CommandSpec& spec, Run& run);

// The same, but with --help prints the description to standard output and returns nothing: the
// subcommand then exits 0.
std::optional<Options> parse_options_or_help(int argc, const char* const* argv, const CommandSpec& spec, Run& run);

// The options of `spec` with no argv: `given` (name and value, winning as the command line does,
// their origin "the report") and, when `config` is not empty, an .ini read as --config reads it.
// Recorded into `run`'s provenance. Throws UsageError.
Options options_of(const CommandSpec& spec, const std::vector<std::pair<std::string, std::string>>& given, const std::string& config,
                   Run& run);

// With --print-config: prints the .ini that reproduces this run to standard output and returns
// true (the command then stops before any work, exit 0). Call it once every option has been read.
bool print_config_and_stop(const Options& opts);

// The Monte Carlo settings of the shared options.
using climbsim::mc_options;


// Refuses (UsageError, exit 2) a run whose estimated memory `bytes` is above half of this
// machine's memory: it would swap or be killed, not finish.
void check_memory(const Options& opts, double bytes, const std::string& what);

// Registers the output that option `name` names (for "output", standard output when it is absent)
// with the run's OutputSet, before any work; a bad path is a UsageError naming the option.
// Returns the label to stream it by (the option as the user gave it), or "" when not given.
// A regular-file output also gets its provenance sidecar, FILE.meta.json, staged beside it.
std::string stage_output(Run& run, const Options& opts, const std::string& name);

// After a precision run: a warning on standard error when `unmet` of `rows` rows stopped at
// --max-samples before reaching --precision (their `converged` column says false).
void warn_unconverged(std::size_t unmet, std::size_t rows, const McOptions& mc);

// --threads as a number of worker threads (0 = every core).
int thread_count(const Options& opts);

// Holds the --threads limit for as long as it lives.
class ThreadLimit {
 public:
  explicit ThreadLimit(const Options& opts);

 private:
  tbb::global_control control_;
};

// --columns brief|exact|all, shared by the tables (output/column_table.hpp).
using climbsim::columns_option;

// --edition LIST: the Legion rules editions to sweep (rules/legion.hpp), each with --rules FILE
// applied.
std::vector<LegionRules> edition_options(const Options& opts);
// `rules` with the --rules file applied (as is without one).
LegionRules with_rules_file(const Options& opts, LegionRules rules);

// --die: without it, the editions' own die (white, or what a --rules file sets).
using climbsim::die_options;

}  // namespace climbsim::cli
