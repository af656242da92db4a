#include "run_cli.hpp"

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

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

int spawn_cli(const std::vector<std::string>& args, const std::string& stderr_path) {
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
    const int err = stderr_path.empty() ? null : ::open(stderr_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    ::dup2(err < 0 ? null : err, 2);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  return pid;
}

double patience_seconds() {
  const auto from_env = [](const char* name, double fallback) {
    const char* text = std::getenv(name);
    if (text == nullptr || *text == '\0') return fallback;
    char* end = nullptr;
    const double value = std::strtod(text, &end);
    return (end != text && *end == '\0' && value > 0) ? value : fallback;
  };
  return from_env("CLIMBSIM_TEST_PATIENCE_S", 120) * from_env("CLIMBSIM_TEST_TIME_SCALE", 1);
}

bool wait_until(const std::function<bool()>& ready) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(patience_seconds());
  for (;;) {
    if (ready()) return true;
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

ChildEnd reap(int pid) {
  ChildEnd end;
  end.by_itself = wait_until([&] { return ::waitpid(pid, &end.status, WNOHANG) == pid; });
  if (!end.by_itself) {
    ::kill(pid, SIGKILL);
    ::waitpid(pid, &end.status, 0);
  }
  return end;
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
