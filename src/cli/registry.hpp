// The subcommands climbsim knows: each command file registers itself, so adding one is a new file.
//
// Contract: a command file defines one `const Registered` at namespace scope with its name, its
// entry point and, for a command the report runs as an experiment, its report section; its summary, --help prose, parameters and place in `climbsim --help` are its
// declaration in the library (climbsim/request/command_specs.hpp), found by name (a name with no
// declaration, or registered twice, throws at start-up). subcommands() returns them in the order of
// their places. The CLI's sources are an object library, so every command file is linked in.
#pragma once

#include <string_view>
#include <vector>

#include "cli/options.hpp"
#include "climbsim/report/page.hpp"

namespace climbsim::cli {

// One entry point per subcommand, given its options already parsed against its declaration (by
// main from argv, by the report from an experiment's .ini). It returns the process exit code: 0
// success, 2 usage error (thrown as UsageError and reported by main), 1 runtime error. `run` holds
// the run's OutputSet and Provenance: a command registers its files there before any work and
// writes them through it; main writes the provenance sidecars and commits every file when the
// command returns 0.
using CommandFn = int (*)(const Options& opts, Run& run);

// The registered subcommand `name`, or null.
const struct Subcommand* find_subcommand(std::string_view name);

// The report's section for an experiment of this subcommand (report/page.hpp); null when the
// report runs no experiment of it.
using SectionFn = std::string (*)(const ExperimentTables& tables, RunViews& views);

struct Subcommand {
  const CommandSpec* spec;
  CommandFn run;
  SectionFn section = nullptr;
};

const std::vector<Subcommand>& subcommands();

struct Registered {
  Registered(const char* name, CommandFn run, SectionFn section = nullptr);
};

}  // namespace climbsim::cli
