#include "climbsim/io/atomic_file.hpp"

#include <signal.h>
#include <unistd.h>

#include <csignal>
#include <iterator>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <system_error>

namespace climbsim {

namespace {

// The temporary file being written, so that Ctrl-C or a kill removes it: an interrupted run leaves
// neither a half file nor its temporary. The handlers stand only while a file is being written and
// then give back whatever was there before; the handler itself only unlinks and re-raises.
constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};
char g_pending[4096];
struct sigaction g_previous[std::size(kSignals)];

extern "C" void remove_pending_and_die(int sig) {
  ::unlink(g_pending);
  for (std::size_t i = 0; i < std::size(kSignals); ++i)
    if (kSignals[i] == sig) ::sigaction(sig, &g_previous[i], nullptr);
  ::raise(sig);
}

class Pending {
 public:
  explicit Pending(const std::string& path) : armed_(path.size() < sizeof g_pending) {
    if (!armed_) return;
    std::memcpy(g_pending, path.c_str(), path.size() + 1);
    struct sigaction act {};
    act.sa_handler = remove_pending_and_die;
    sigemptyset(&act.sa_mask);
    for (std::size_t i = 0; i < std::size(kSignals); ++i) ::sigaction(kSignals[i], &act, &g_previous[i]);
  }
  ~Pending() {
    if (!armed_) return;
    for (std::size_t i = 0; i < std::size(kSignals); ++i) ::sigaction(kSignals[i], &g_previous[i], nullptr);
  }
  Pending(const Pending&) = delete;
  Pending& operator=(const Pending&) = delete;

 private:
  bool armed_;
};

}  // namespace

void write_atomically(const std::string& path, const std::function<void(std::ostream&)>& fn) {
  if (path.empty() || path == "-") {
    fn(std::cout);
    std::cout.flush();
    if (!std::cout) throw std::runtime_error("cannot write to standard output");
    return;
  }
  namespace fs = std::filesystem;
  const fs::path target(path);
  const fs::path temp = target.string() + ".tmp-" + std::to_string(::getpid());
  const Pending pending(temp.string());
  try {
    {
      std::ofstream out(temp, std::ios::binary | std::ios::trunc);
      if (!out) throw std::runtime_error("cannot create '" + temp.string() + "'");
      fn(out);
      out.flush();
      if (!out) throw std::runtime_error("cannot write '" + temp.string() + "'");
    }
    std::error_code ec;
    fs::rename(temp, target, ec);
    if (ec) throw std::runtime_error("cannot move output into '" + path + "': " + ec.message());
  } catch (...) {
    std::error_code ignored;
    fs::remove(temp, ignored);
    throw;
  }
}

}  // namespace climbsim
