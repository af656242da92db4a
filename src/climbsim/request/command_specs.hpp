// The subcommands' declarations: name, summary, --help prose and parameters (request/parameter.hpp).
// The command line builds its parser, --help, .ini reader and --print-config from these; the web
// page reads its requests through them; the parameter tests walk them all.
//
// Contract: command_specs() holds one CommandSpec per subcommand, names unique, each parameter
// name unique within its command; it is built once, on first use, and never changes.
#pragma once

#include <string_view>
#include <vector>

#include "climbsim/request/parameter.hpp"

namespace climbsim {

// Every subcommand's declaration, in the order of `climbsim --help` (lower place first).
const std::vector<CommandSpec>& command_specs();

// The declaration of subcommand `name`; std::out_of_range when there is none.
const CommandSpec& command_spec(std::string_view name);

// Each command's declaration, built where its prose and parameters are written:
// legion_command_specs.cpp (ask, list, economy, wounds, map), study_command_spec.cpp and
// tool_command_specs.cpp (cliff, report, web, roster, rules).
CommandSpec ask_spec();
CommandSpec list_spec();
CommandSpec economy_spec();
CommandSpec wounds_spec();
CommandSpec map_spec();
CommandSpec study_spec();
CommandSpec cliff_spec();
CommandSpec report_spec();
CommandSpec web_spec();
CommandSpec roster_spec();
CommandSpec rules_spec();

}  // namespace climbsim
