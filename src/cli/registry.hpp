// The subcommands climbsim knows: each command file registers itself, so adding one is a new file.
//
// Contract: a command file defines one `const Registered` at namespace scope with its name, its
// entry point, a one-line summary and its place in `climbsim --help` (lower first). subcommands()
// returns them in that order, names unique (a second registration of a name throws at start-up).
// The CLI's sources are an object library, so every command file is linked in and registers.
#pragma once

#include <vector>

#include "cli/options.hpp"

namespace climbsim::cli {

// One entry point per subcommand. It returns the process exit code: 0 success, 2 usage error
// (thrown as UsageError and reported by main), 1 runtime error. `run` holds the run's OutputSet
// and Provenance: a command registers its files there before any work and writes them through it;
// main writes the provenance sidecars and commits every file when the command returns 0.
using CommandFn = int (*)(int argc, const char* const* argv, Run& run);

struct Subcommand {
  const char* name;
  CommandFn run;
  const char* summary;
  int place;  // order in `climbsim --help`
};

const std::vector<Subcommand>& subcommands();

struct Registered {
  explicit Registered(const Subcommand& command);
};

}  // namespace climbsim::cli
