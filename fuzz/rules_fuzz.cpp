// Fuzz target for the rules-file reader: any bytes either give rules whose written file reads back
// to the same rules (rules_as_ini, then apply_rules_file again), or throw RulesFileError; nothing else.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "climbsim/io/legion_rules_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const auto rules = climbsim::apply_rules_file(climbsim::LegionRules{}, text, "fuzz.ini");
    const auto again = climbsim::apply_rules_file(climbsim::LegionRules{}, climbsim::rules_as_ini(rules), "again.ini");
    // The edition names differ by the suffix each application adds; every number must agree.
    auto a = rules, b = again;
    a.edition = b.edition = a.named = b.named = "";
    if (!(a == b)) std::abort();
  } catch (const climbsim::RulesFileError&) {
  }
  return 0;
}
