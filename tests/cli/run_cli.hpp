// Runs the real climbsim binary for end-to-end tests.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace climbsim::test {

struct CliResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// Runs `climbsim ARGS` (each argument shell-quoted), capturing stdout and stderr; `env` is a list
// of NAME=VALUE words put before the command.
CliResult run_cli(const std::vector<std::string>& args, const std::string& env = "");

// The same command line with more options after it.
std::vector<std::string> plus(std::vector<std::string> args, const std::vector<std::string>& more);

// Starts `climbsim ARGS` in the background (stdin, stdout and stderr on /dev/null, or stderr to the
// file `stderr_path` when given, so a test can wait for what the run says it is doing) and returns
// its process id, for tests that signal a running program.
int spawn_cli(const std::vector<std::string>& args, const std::string& stderr_path = "");

// How long a test waits for what it waits for (a child's temporary, its exit) before it gives up
// and says so: CLIMBSIM_TEST_PATIENCE_S seconds (default 120), times CLIMBSIM_TEST_TIME_SCALE
// (default 1) on a slow machine. A bound for a hang, not a clock the test runs on.
double patience_seconds();

// Polls `ready` until it holds or the patience runs out; whether it held.
bool wait_until(const std::function<bool()>& ready);

// How a child ended: by itself (its wait status), or killed (SIGKILL) after the patience ran out.
struct ChildEnd {
  bool by_itself = false;
  int status = 0;
};
// Waits for child `pid` to end, bounded by the patience; then it is killed and reaped.
ChildEnd reap(int pid);

// A fresh empty directory under the system temp dir, removed by the caller's ScratchDir.
struct ScratchDir {
  ScratchDir();
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  std::string path;
  [[nodiscard]] std::string file(const std::string& name) const { return path + "/" + name; }
};

std::string read_file(const std::string& path);
void write_file(const std::string& path, const std::string& text);
// Rows of a CSV text as maps from column name to field.
std::vector<std::vector<std::string>> csv_rows(const std::string& text);

}  // namespace climbsim::test
