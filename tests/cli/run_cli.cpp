#include "run_cli.hpp"

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "climbsim/text/csv.hpp"

namespace climbsim::test {

namespace fs = std::filesystem;

namespace {
std::string quote(const std::string& s) {
  std::string q(1, '\'');
  for (char c : s) {
    if (c == '\'') q.append("'\\''");
    else q.push_back(c);
  }
  q.push_back('\'');
  return q;
}
}  // namespace

ScratchDir::ScratchDir() {
  static std::atomic<int> counter{0};
  path = (fs::temp_directory_path() / ("climbsim-cli-" + std::to_string(::getpid()) + "-" + std::to_string(counter++))).string();
  fs::remove_all(path);
  fs::create_directories(path);
}

ScratchDir::~ScratchDir() {
  std::error_code ec;
  fs::remove_all(path, ec);
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

CliResult run_cli(const std::vector<std::string>& args, const std::string& env) {
  const ScratchDir dir;
  std::string cmd = env.empty() ? std::string() : "env " + env + " ";
  cmd += quote(CLIMBSIM_EXE);
  for (const auto& a : args) cmd += " " + quote(a);
  cmd += " > " + quote(dir.file("out")) + " 2> " + quote(dir.file("err")) + " < /dev/null";
  const int status = std::system(cmd.c_str());
  CliResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = read_file(dir.file("out"));
  r.err = read_file(dir.file("err"));
  return r;
}

int spawn_cli(const std::vector<std::string>& args) {
  std::vector<std::string> words = {CLIMBSIM_EXE};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  const pid_t pid = ::fork();
  if (pid == 0) {
    const struct rlimit no_core {0, 0};  // signals that dump core leave no core file behind
    ::setrlimit(RLIMIT_CORE, &no_core);
    const int null = ::open("/dev/null", O_RDWR);
    ::dup2(null, 0);
    ::dup2(null, 1);
    ::dup2(null, 2);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  return pid;
}

std::vector<std::vector<std::string>> csv_rows(const std::string& text) {
  std::vector<std::vector<std::string>> rows;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) rows.push_back(split_csv_line(line));
  return rows;
}

std::vector<std::string> plus(std::vector<std::string> args, const std::vector<std::string>& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

}  // namespace climbsim::test
