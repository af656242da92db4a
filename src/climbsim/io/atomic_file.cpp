#include "climbsim/io/atomic_file.hpp"

#include <unistd.h>

#include <atomic>
#include <csignal>
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
// neither a half file nor its temporary. Only unlink and raise run in the handler (signal-safe).
char g_pending[4096];
std::atomic<bool> g_has_pending{false};

extern "C" void remove_pending_and_die(int sig) {
  if (g_has_pending.load()) ::unlink(g_pending);
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

void install_handlers() {
  static const bool installed = [] {
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) std::signal(sig, remove_pending_and_die);
    return true;
  }();
  (void)installed;
}

struct Pending {
  explicit Pending(const std::string& path) {
    install_handlers();
    if (path.size() < sizeof g_pending) {
      std::memcpy(g_pending, path.c_str(), path.size() + 1);
      g_has_pending.store(true);
    }
  }
  ~Pending() { g_has_pending.store(false); }
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
