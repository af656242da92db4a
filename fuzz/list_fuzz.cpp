// Fuzz target for the army-list reader (plain text and Tabletop Simulator JSON): any bytes either
// parse into entries with a unit name, a count of at least 1 and a line in the file, then resolve
// against the built-in roster into units that pass validate() or throw ArmyListError; nothing else.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "climbsim/units/army_list.hpp"
#include "climbsim/units/roster.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const auto list = climbsim::parse_army_list(text, "fuzz.txt");
    for (const auto& e : list.entries)
      if (e.unit.empty() || e.count < 1 || e.line < 1) std::abort();
    std::vector<std::string> warnings;
    for (const auto& u : climbsim::build_units(list, climbsim::builtin_roster(), climbsim::builtin_upgrades(), warnings))
      if (!climbsim::validate(u.unit).empty()) std::abort();
  } catch (const climbsim::ArmyListError&) {
  }
  return 0;
}
