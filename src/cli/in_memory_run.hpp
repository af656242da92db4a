// A subcommand run inside another (the report's experiments), from options rather than argv, its
// outputs kept in memory.
//
// Contract: run_in_memory runs the registered subcommand `name` with `given` (option and value; a
// flag's value is "true") over the .ini `config` (none when empty), as `climbsim NAME --config
// CONFIG --OPTION VALUE ...` would: the same parsing, the same outputs, each output file with its
// provenance sidecar. Nothing reaches the disk. It returns every file the run wrote, by path (the
// paths `given` names: files of a folder the caller writes later, or never). A usage error
// propagates as UsageError; a failed run is a std::runtime_error naming `config`.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace climbsim::cli {

using GivenOptions = std::vector<std::pair<std::string, std::string>>;

std::map<std::string, std::string> run_in_memory(const std::string& name, const GivenOptions& given, const std::string& config);

}  // namespace climbsim::cli
