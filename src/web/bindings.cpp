// The WebAssembly module's surface: one function, run(request_json) -> answer_json
// (web/web_api.hpp), bound with Emscripten's embind. Everything else the page needs is in JSON.
#include <emscripten/bind.h>

#include <string>

#include "web/web_api.hpp"

namespace {

std::string run(const std::string& request) { return climbsim::web::handle_request(request); }

}  // namespace

EMSCRIPTEN_BINDINGS(climbsim) { emscripten::function("run", &run); }
