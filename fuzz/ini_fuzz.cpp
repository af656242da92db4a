// Fuzz target for the .ini reader: any bytes either parse into entries with non-empty, distinct
// names and positive line and column numbers, or throw IniError; nothing else.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string_view>

#include "climbsim/text/ini.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    std::set<std::string> names;
    for (const auto& e : climbsim::parse_ini(text, "fuzz.ini"))
      if (e.name.empty() || e.line < 1 || e.column < 1 || !names.insert(e.name).second) std::abort();
  } catch (const climbsim::IniError&) {
  }
  return 0;
}
