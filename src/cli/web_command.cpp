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

constexpr const char* kUsage = R"(Usage: climbsim web -o DIR [--engine FILE]

Writes DIR/index.html: climbsim as one web page a player opens, changes and shares by link. It holds
everything (style, script, the example table and the engine in WebAssembly), so it opens from
file://, a USB stick or any static host (GitHub Pages), with no server and no network, on a phone
too. Ask (a unit or a pasted Legion HQ or TTS list: cheapest and safest way up, verdicts, charts),
Map (click to start; fewest actions and wounds as separate layers), ASL cliff; the state is in the
link, and every table has Download CSV (the command line's bytes) and Copy as command.

The engine is climbsim-engine.js from the web preset: --engine, else $CLIMBSIM_ENGINE, else beside
this binary, else this source tree's build/web/web/. `bash scripts/web.sh DIR` builds it and runs
this command.

Example: climbsim web -o site      (then open site/index.html)

Options)";

int web_command(int argc, const char* const* argv, Run& run) {
  po::options_description desc(kUsage);
  desc.add_options()
      ("output,o", po::value<std::string>()->value_name("DIR"), "the folder to write index.html into (made if missing)")
      ("engine", po::value<std::string>()->value_name("FILE"), "the engine, climbsim-engine.js (default: found as above)")
      ("help,h", po::bool_switch(), "show this help");
  const auto parsed = parse_options_or_help(argc, argv, desc, run);
  if (!parsed) return 0;
  const Options& opts = *parsed;
  if (!opts.has("output")) throw UsageError("-o DIR is required (the folder for index.html)");
  const fs::path dir = opts.text("output", "");
  const std::string engine_path = find_engine(opts.text("engine", ""));
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
  run.outputs.add("index.html", page_path);
  run.outputs.stream("index.html") << assemble_page({"", "", engine});
  if (opts.record) opts.record->input("engine", engine_path);
  return 0;
}

}  // namespace

const Registered kRegistered({"web", web_command, "the page: one self-contained index.html a player opens from anywhere", 90});

}  // namespace climbsim::cli
