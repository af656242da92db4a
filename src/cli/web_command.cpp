// climbsim web: the page as a static site, one self-contained index.html.
#include <filesystem>
#include <ostream>

#include "cli/engine_file.hpp"
#include "cli/options.hpp"
#include "cli/registry.hpp"
#include "climbsim/report/site.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim::cli {

namespace {

namespace fs = std::filesystem;

int web_command(const Options& opts, Run& run) {
  if (!opts.has("output")) throw UsageError("-o DIR is required (the folder for index.html)");
  const fs::path dir = opts.text("output");
  // Refused before any work (exit 2): `-` is standard output elsewhere, but the page is a folder's
  // index.html; a path that is a file, or whose index.html is a folder, cannot take it.
  if (dir == "-") throw opts.error("output", "the page is written as DIR/index.html: give a folder, not - (standard output)");
  std::error_code probe;
  if (fs::exists(dir, probe) && !fs::is_directory(dir, probe)) throw opts.error("output", "not a folder");
  if (fs::is_directory(dir / "index.html", probe)) throw opts.error("output", "its index.html is a folder, so the page cannot be written there");
  const std::string engine_path = find_engine(opts.text("engine"));
  if (engine_path.empty()) throw UsageError(std::string("the page's engine is not built: ") + kHowToBuildEngine);
  std::string engine;
  try {
    engine = read_engine(engine_path);
  } catch (const InputError& e) {
    if (opts.has("engine")) throw opts.error("engine", e.what());
    throw UsageError(std::string(e.what()) + " (the engine found as `climbsim web --help` says)");
  }
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (!fs::is_directory(dir, ec)) throw opts.error("output", "not a folder and cannot be made one");
  const std::string page_path = (dir / "index.html").string();
  try {
    run.outputs.add_input("--engine", engine_path);  // found, not only given: it is read all the same
    run.outputs.add("index.html", page_path);
  } catch (const OutputError& e) {
    throw opts.error("output", e.what());
  }
  run.outputs.stream("index.html") << assemble_page({"", "", engine});
  if (opts.record) opts.record->input("engine", engine_path);
  return 0;
}

}  // namespace

const Registered kRegistered("web", web_command);

}  // namespace climbsim::cli
