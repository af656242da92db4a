// Output that appears whole or not at all.
//
// Contract: write_atomically(path, fn) lets fn write to a temporary file beside `path`, then
// renames it over `path`. If fn throws or the stream fails, the temporary is removed and `path` is
// left as it was; SIGINT, SIGTERM or SIGHUP during the write remove the temporary too. An empty
// path or "-" writes to standard output instead.
#pragma once

#include <functional>
#include <ostream>
#include <string>

namespace climbsim {

void write_atomically(const std::string& path, const std::function<void(std::ostream&)>& fn);

}  // namespace climbsim
