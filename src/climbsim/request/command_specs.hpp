// The subcommands' declarations: name, summary, --help prose and parameters (request/parameter.hpp).
// The command line builds its parser, --help, .ini reader and --print-config from these; the web
// page reads its requests through them; the parameter tests walk them all.
//
// Contract: command_specs() holds one CommandSpec per subcommand, names unique, each parameter
// name unique within its command; it is built once, on first use, and never changes. It is the one
// table of subcommands: the command line dispatches through it (src/cli/registry.hpp: each command
// file is found by its declaration's name) and so does the web page's engine (web/web_api.hpp:
// a declaration with in_memory runs in the page, request/in_memory.hpp). A new subcommand is a new
// declaration file (request/NAME_command_spec.cpp, found by the build's pattern) and one line in
// command_specs.cpp's list, plus its command file in src/cli/; the page offers it with no change.
#pragma once

#include <string_view>
#include <vector>

#include "climbsim/request/parameter.hpp"

namespace climbsim {

// Every subcommand's declaration, in the order of `climbsim --help` (lower place first).
const std::vector<CommandSpec>& command_specs();

// The declaration of subcommand `name`; std::out_of_range when there is none.
const CommandSpec& command_spec(std::string_view name);

}  // namespace climbsim
