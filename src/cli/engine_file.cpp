#include "cli/engine_file.hpp"

#include <cstdlib>
#include <filesystem>
#include <system_error>

#include "climbsim/text/text_input.hpp"

#ifndef CLIMBSIM_ENGINE_IN_TREE
#define CLIMBSIM_ENGINE_IN_TREE ""
#endif

namespace climbsim::cli {

namespace fs = std::filesystem;

namespace {

bool is_file(const fs::path& p) {
  std::error_code ec;
  return !p.empty() && fs::is_regular_file(p, ec);
}

}  // namespace

std::string find_engine(const std::string& given) {
  if (!given.empty()) return given;
  if (const char* env = std::getenv("CLIMBSIM_ENGINE"); env && *env) return env;
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (!ec && is_file(self.parent_path() / "climbsim-engine.js")) return (self.parent_path() / "climbsim-engine.js").string();
  if (is_file(CLIMBSIM_ENGINE_IN_TREE)) return CLIMBSIM_ENGINE_IN_TREE;
  return "";
}

std::string read_engine(const std::string& path) {
  // The engine is about 1.4 MB; 64 MB is far beyond any build of it.
  std::string js = read_text_file(path, "engine file", false, std::size_t{64} << 20);
  if (js.find("createClimbsimEngine") == std::string::npos)
    throw InputError(shown_path(path) + ": not climbsim's page engine (it defines no createClimbsimEngine)");
  return js;
}

}  // namespace climbsim::cli
