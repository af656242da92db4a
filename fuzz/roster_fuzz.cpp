// Fuzz target for the roster reader: any bytes either parse into units that pass validate() with
// distinct names, or throw RosterError; nothing else.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string_view>

#include "climbsim/units/roster.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    std::set<std::string> names;
    for (const auto& u : climbsim::parse_roster(text, "fuzz.csv"))
      if (!climbsim::validate(u).empty() || !names.insert(u.name).second) std::abort();
  } catch (const climbsim::RosterError&) {
  }
  return 0;
}
