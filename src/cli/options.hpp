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

#include "climbsim/engine/monte_carlo.hpp"

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
};

// Adds the options every Monte Carlo subcommand shares (--samples, --seed, -o, ...).
void add_run_options(po::options_description& desc);

// Parses argv (argv[0] is the subcommand) and any --config file. Throws UsageError.
Options parse_options(int argc, const char* const* argv, const po::options_description& desc);

// The Monte Carlo settings of the shared options.
McOptions mc_options(const Options& opts);

// --threads as a number of worker threads (0 = every core).
int thread_count(const Options& opts);

}  // namespace climbsim::cli
