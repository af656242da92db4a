// The list of every subcommand's declaration (contract in command_specs.hpp).
#include "climbsim/request/command_specs.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>

namespace climbsim {

// Each command's declaration, built where its prose and parameters are written:
// legion_command_specs.cpp (ask, list, economy, wounds, map), mission_command_spec.cpp, study_command_spec.cpp and
// tool_command_specs.cpp (cliff, report, web, roster, rules).
CommandSpec ask_spec();
CommandSpec list_spec();
CommandSpec economy_spec();
CommandSpec wounds_spec();
CommandSpec map_spec();
CommandSpec mission_spec();
CommandSpec study_spec();
CommandSpec cliff_spec();
CommandSpec report_spec();
CommandSpec web_spec();
CommandSpec roster_spec();
CommandSpec rules_spec();

namespace {

// The one list of subcommands.
std::vector<CommandSpec> all_specs() {
  std::vector<CommandSpec> specs = {ask_spec(),   list_spec(),  economy_spec(), wounds_spec(), map_spec(),  mission_spec(), study_spec(),
                                    cliff_spec(), report_spec(), web_spec(),    roster_spec(), rules_spec()};
  std::stable_sort(specs.begin(), specs.end(), [](const CommandSpec& a, const CommandSpec& b) { return a.place < b.place; });
  std::set<std::string> names;
  for (const auto& s : specs) {
    if (!names.insert(s.name).second) throw std::logic_error("subcommand declared twice: " + s.name);
    std::set<std::string> params;
    for (const auto& p : s.parameters)
      if (!params.insert(p.name).second) throw std::logic_error("climbsim " + s.name + " declares --" + p.name + " twice");
  }
  return specs;
}

}  // namespace

const std::vector<CommandSpec>& command_specs() {
  static const std::vector<CommandSpec> specs = all_specs();
  return specs;
}

const CommandSpec& command_spec(std::string_view name) {
  for (const auto& s : command_specs())
    if (s.name == name) return s;
  throw std::out_of_range("no subcommand " + std::string(name));
}

}  // namespace climbsim
