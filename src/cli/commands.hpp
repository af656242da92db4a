// One entry point per subcommand. Each returns the process exit code: 0 success, 2 usage error
// (thrown as UsageError and reported by main), 1 runtime error.
#pragma once

namespace climbsim::cli {

int wounds_command(int argc, const char* const* argv);
int cliff_command(int argc, const char* const* argv);
int economy_command(int argc, const char* const* argv);
int map_command(int argc, const char* const* argv);

}  // namespace climbsim::cli
