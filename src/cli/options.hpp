// Command-line and config-file options for every subcommand.
//
// Contract: parse_options reads argv with Boost.Program_options and, with --config FILE, the same
// options from an .ini file ("name = value" lines, '#' or ';' comments, [section] headers ignored);
// the command line wins over the file. Every option is read back through Options, whose typed
// getters throw UsageError with a message naming the option (or file:line:column) and the value.
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
#include "climbsim/output/column_table.hpp"
#include "climbsim/model/bound.hpp"
#include "climbsim/model/die.hpp"
#include "climbsim/rules/legion.hpp"

namespace climbsim::cli {

namespace po = boost::program_options;

// A mistake in what the user typed: exit code 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Options {
 public:
  struct Value {
    std::string text;
    std::string origin;  // "--minis" or "file.ini:3:1: minis"
  };

  [[nodiscard]] bool has(const std::string& name) const { return values_.count(name) != 0; }
  [[nodiscard]] bool flag(const std::string& name) const;
  [[nodiscard]] std::string text(const std::string& name, const std::string& fallback) const;
  [[nodiscard]] std::vector<int> ints(const std::string& name, const std::string& fallback) const;
  [[nodiscard]] std::vector<double> doubles(const std::string& name, const std::string& fallback) const;
  [[nodiscard]] std::vector<bool> bools(const std::string& name, const std::string& fallback) const;
  [[nodiscard]] std::vector<std::string> words(const std::string& name, const std::string& fallback) const;
  [[nodiscard]] std::uint64_t count(const std::string& name, std::uint64_t fallback) const;
  [[nodiscard]] double number(const std::string& name, double fallback) const;
  // "--name 'value': why", or "file:line:col: name 'value': why" for a config-file value.
  [[nodiscard]] UsageError error(const std::string& name, const std::string& why) const;

  std::map<std::string, Value> values_;
  bool help = false;
  // Where every value read is recorded (the run's provenance); set by parse_options.
  Provenance* record = nullptr;

 private:
  void note(const std::string& name, const std::string& value) const {
    if (record) record->option(name, value);
  }
  template <class F>
  friend auto parse_or_fail(const Options& o, const std::string& name, const std::string& fallback, F f);
};

// One run of a subcommand: its outputs and its provenance, owned by main.
struct Run {
  Run(int argc, const char* const* argv) : provenance(argc, argv) {}
  // A run inside another (climbsim report): its outputs stay in memory for the outer run to write.
  Run(int argc, const char* const* argv, OutputSet::Capture capture) : outputs(capture), provenance(argc, argv) {}
  OutputSet outputs;
  Provenance provenance;
};

// Adds the options every Monte Carlo subcommand shares (--samples, --seed, -o, --max-work, ...).
void add_run_options(po::options_description& desc);

// Parses argv (argv[0] is the subcommand) and any --config file, recording into `run`'s provenance.
// Throws UsageError.
Options parse_options(int argc, const char* const* argv, const po::options_description& desc, Run& run);

// The same, but with --help prints `desc` to standard output and returns nothing: the subcommand
// then exits 0.
std::optional<Options> parse_options_or_help(int argc, const char* const* argv, const po::options_description& desc,
                                             Run& run);

// With --print-config: prints the .ini that reproduces this run to standard output and returns
// true (the command then stops before any work, exit 0). Call it once every option has been read.
bool print_config_and_stop(const Options& opts);

// The Monte Carlo settings of the shared options.
McOptions mc_options(const Options& opts);

// The default of --max-work: about one sample drawn per unit of work.
inline constexpr double kDefaultMaxWork = 1e11;

// Refuses (UsageError, exit 2) a run whose estimated `work` is above --max-work; `what` says
// where the estimate comes from ("1152 rows x 1e+06 samples").
void check_work(const Options& opts, double work, const std::string& what);

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

// Each item of a list option through `parse` (which throws std::invalid_argument on a bad item),
// errors naming the option and the value.
template <class F>
auto parsed_list(const Options& opts, const std::string& name, const std::string& fallback, F parse) {
  std::vector<decltype(parse(std::string()))> out;
  for (const auto& w : opts.words(name, fallback)) {
    try {
      out.push_back(parse(w));
    } catch (const std::invalid_argument& e) {
      throw opts.error(name, e.what());
    }
  }
  return out;
}

// Two numbers, "A,B" (a table size, a point, a range), or a UsageError naming the option.
std::pair<double, double> number_pair(const Options& opts, const std::string& name, const std::string& fallback);

// A value within `bound` (model/bound.hpp), else a UsageError "--option 'v': expected <range>".
// `option` is the bound's own name unless one bound serves several options (Jump, Speeder, Hover).
void require_within(const Options& opts, const Bound& bound, double value, const char* option = nullptr);

// A help line "<what>, <range> (default <fallback>)" whose range is printed from the bound.
std::string ranged_help(const std::string& what, const Bound& bound, const std::string& fallback);

// One value through `parse`.
template <class F>
auto parsed_one(const Options& opts, const std::string& name, const std::string& fallback, F parse) {
  auto v = parsed_list(opts, name, fallback, parse);
  if (v.size() != 1) throw opts.error(name, "expected one value");
  return v.front();
}

// --columns brief|exact|all, shared by the tables (output/column_table.hpp).
void add_columns_option(po::options_description& desc);
Detail columns_option(const Options& opts);

// --edition LIST: the Legion rules editions to sweep (rules/legion.hpp), default the rule texts'.
// -o FILE (standard output without it) and --config FILE, for the subcommands that write one
// table or text and take no Monte Carlo options.
void add_output_and_config_options(po::options_description& desc);

void add_edition_option(po::options_description& desc);
std::vector<LegionRules> edition_options(const Options& opts);

// --die, shared by the subcommands that roll defense dice. Without it, the editions' own die (white,
// or what a --rules file sets).
void add_die_option(po::options_description& desc);
std::vector<Die> die_options(const Options& opts, const std::vector<LegionRules>& editions);

}  // namespace climbsim::cli
