// One entry point per subcommand. Each returns the process exit code: 0 success, 2 usage error
// (thrown as UsageError and reported by main), 1 runtime error.
// `run` holds the run's OutputSet and Provenance: a command registers its files there before any
// work and writes them through it; main writes the provenance sidecars and commits every file when
// the command returns 0.
#pragma once

#include "cli/options.hpp"

namespace climbsim::cli {

int wounds_command(int argc, const char* const* argv, Run& run);
int cliff_command(int argc, const char* const* argv, Run& run);
int economy_command(int argc, const char* const* argv, Run& run);
int map_command(int argc, const char* const* argv, Run& run);
int roster_command(int argc, const char* const* argv, Run& run);
int ask_command(int argc, const char* const* argv, Run& run);
int list_command(int argc, const char* const* argv, Run& run);
int report_command(int argc, const char* const* argv, Run& run);
int study_command(int argc, const char* const* argv, Run& run);

}  // namespace climbsim::cli
