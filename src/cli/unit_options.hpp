// The options that choose units, declared for the command line (their reading, shared with the
// page: climbsim/request/unit_request.hpp).
//
// Contract: add_unit_options declares --unit, --list, --roster, --minis, --wounds-per-mini, --kind,
// --climbing-vehicle, --mini-height, --jump, --scale, --speeder and --hover with their help.
#pragma once

#include <vector>

#include "cli/options.hpp"
#include "climbsim/request/unit_request.hpp"

namespace climbsim::cli {

void add_unit_options(po::options_description& desc, const char* default_minis, const char* default_wounds);

// Reading them back: climbsim/request/unit_request.hpp (units_from, list_units_from).
using climbsim::list_units_from;
using climbsim::units_from;

}  // namespace climbsim::cli
