// Where the page's engine (climbsim-engine.js, built by the web preset) is, for `climbsim web` and
// `climbsim report`.
//
// Contract: find_engine(given) returns the path of the engine to put in the page: `given` when
// non-empty (it must be a readable file), else $CLIMBSIM_ENGINE, else climbsim-engine.js beside the
// running binary, else the web preset's build of this source tree (build/web/web/). It returns ""
// when none is there. read_engine reads one and checks that it is climbsim's engine (it defines
// createClimbsimEngine), throwing InputError otherwise.
#pragma once

#include <string>

namespace climbsim::cli {

std::string find_engine(const std::string& given);
std::string read_engine(const std::string& path);

// One line that tells a reader how to build the engine.
inline constexpr const char* kHowToBuildEngine =
    "build it with `bash scripts/web.sh` (Debian's emscripten), or pass --engine FILE";

}  // namespace climbsim::cli
