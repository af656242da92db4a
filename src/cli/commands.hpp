// One entry point per subcommand. Each returns the process exit code: 0 success, 2 usage error
// (thrown as UsageError and reported by main), 1 runtime error.
// `outputs` is the run's OutputSet: a command registers its files there before any work and
// writes them through it; main commits them when the command returns 0.
#pragma once

#include "climbsim/io/output_set.hpp"

namespace climbsim::cli {

int wounds_command(int argc, const char* const* argv, OutputSet& outputs);
int cliff_command(int argc, const char* const* argv, OutputSet& outputs);
int economy_command(int argc, const char* const* argv, OutputSet& outputs);
int map_command(int argc, const char* const* argv, OutputSet& outputs);
int roster_command(int argc, const char* const* argv, OutputSet& outputs);

}  // namespace climbsim::cli
