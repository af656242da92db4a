// climbsim roster: the units --unit can name, with their profile and where the figures come from.
// Its parameters and --help: climbsim/request/tool_command_specs.cpp; the table: tables/roster_table.
#include <algorithm>

#include "cli/options.hpp"
#include "cli/registry.hpp"
#include "climbsim/tables/roster_table.hpp"
#include "climbsim/units/roster.hpp"

namespace climbsim::cli {

namespace {

int roster_command(const Options& opts, Run& run) {
  const std::string format = opts.text("format");
  if (format != "table" && format != "csv") throw opts.error("format", "expected table or csv");
  std::vector<Unit> file_roster;
  if (opts.has("roster")) {
    try {
      file_roster = load_roster_file(opts.text("roster"));
    } catch (const RosterError& e) {
      throw UsageError(e.what());
    }
  }
  std::vector<Unit> roster = opts.has("roster") ? file_roster : builtin_roster();
  if (opts.has("faction")) {
    const std::string faction = opts.text("faction");
    const bool known = std::any_of(roster.begin(), roster.end(), [&](const Unit& u) { return u.faction == faction; });
    if (!known) throw opts.error("faction", "no unit of that faction: empire, rebels, republic, separatists or mercenary");
    std::erase_if(roster, [&](const Unit& u) { return u.faction != faction; });
  }
  const auto out = stage_output(run, opts, "output");
  write_roster(run.outputs.stream(out), roster, format);
  return 0;
}

}  // namespace

const Registered kRegistered("roster", roster_command);

}  // namespace climbsim::cli
