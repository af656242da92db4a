#include "climbsim/io/atomic_file.hpp"

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <system_error>

namespace climbsim {

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
