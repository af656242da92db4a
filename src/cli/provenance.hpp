// Where an output came from: the record behind every FILE.meta.json, and --print-config.
//
// Contract: main makes one Provenance per run. Options records into it every option the command
// read, with the value in force (given, from the .ini, or the default); commands add the input files
// (their sha256 is taken when added) and facts such as the rules edition. write_json writes the
// sidecar of one output: version and source commit, the command line, the resolved options, the
// inputs with their sha256, edition, vector path, threads, seed, samples, start and end time (UTC).
// write_config_ini writes an .ini that reproduces the run (outputs left out, input paths absolute),
// its parameters in the order the command declares them.
#pragma once

#include <chrono>
#include <map>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "climbsim/request/option_values.hpp"
#include "climbsim/request/parameter.hpp"

namespace climbsim::cli {

using climbsim::OptionRecord;

class Provenance : public OptionRecord {
 public:
  Provenance(int argc, const char* const* argv);
  // A run with no argv of its own (an experiment of the report): the command line it equals.
  explicit Provenance(std::vector<std::string> command_line);

  void option(const std::string& name, const std::string& value) override;
  void input(const std::string& role, const std::string& path) override;
  // An input that is not a file (the built-in roster): its name and its bytes.
  void input_text(const std::string& role, const std::string& name, std::string_view bytes) override;
  void fact(const std::string& key, const std::string& value) override;
  // A sidecar to write at the end: the OutputSet label it is staged under, and the output it describes.
  void sidecar(const std::string& label, const std::string& output);
  [[nodiscard]] const std::vector<std::pair<std::string, std::string>>& sidecars() const noexcept { return sidecars_; }

  void write_json(std::ostream& out, const std::string& output) const;
  // The .ini of `spec`'s parameters that reproduces this run (options.hpp print_config_and_stop);
  // `given` (name -> text) shows what a parameter the run did not read was given.
  void write_config_ini(std::ostream& out, const CommandSpec& spec, const std::map<std::string, std::string>& given) const;

 private:
  std::vector<std::string> command_line_;
  std::chrono::system_clock::time_point start_;
  std::map<std::string, std::string> options_, facts_;
  std::vector<std::pair<std::string, std::string>> inputs_;  // role, path
  std::map<std::string, std::string> digests_;              // path -> sha256
  std::vector<std::pair<std::string, std::string>> sidecars_;
};

}  // namespace climbsim::cli
