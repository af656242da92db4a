// climbsim roster: the units --unit can name, with their profile and where the figures come from.
// Its parameters and --help: climbsim/request/tool_command_specs.cpp; the table: tables/roster_table.
#include <algorithm>
#include <cstdio>

#include "cli/options.hpp"
#include "cli/registry.hpp"
#include "climbsim/tables/roster_table.hpp"
#include "climbsim/io/sha256.hpp"
#include "climbsim/text/text_input.hpp"
#include "climbsim/units/card_data.hpp"
#include "climbsim/units/roster.hpp"
#include "climbsim/units/roster_from_cards.hpp"

namespace climbsim::cli {

namespace {

int roster_command(const Options& opts, Run& run) {
  const std::string format = opts.text("format");
  if (format != "table" && format != "csv") throw opts.error("format", "expected table or csv");
  if (opts.has("from-legion-hq") && opts.has("roster")) throw opts.error("roster", "give --roster or --from-legion-hq, not both");
  if (opts.has("upgrades-output") && !opts.has("from-legion-hq"))
    throw opts.error("upgrades-output", "the upgrade list is made from the cards: give --from-legion-hq CARDS.json too");
  std::vector<Unit> file_roster;
  CardRoster from_cards;
  if (opts.has("from-legion-hq")) {
    const std::string path = opts.text("from-legion-hq");
    try {
      // The source names the card file by its contents (docs/FACTS.md maps the digest to its version).
      from_cards = roster_from_cards(load_card_data(path), builtin_unit_bases(), "card data sha256 " + sha256_file(path).substr(0, 12));
    } catch (const CardDataError& e) {
      throw opts.error("from-legion-hq", e.what());
    }
    if (opts.record) opts.record->input("from-legion-hq", path);
    if (!opts.flag("quiet"))
      for (const auto& why : from_cards.left_out) std::fprintf(stderr, "roster: left out %s\n", why.c_str());
    file_roster = from_cards.units;
  } else if (opts.has("roster")) {
    try {
      file_roster = load_roster_file(opts.text("roster"));
    } catch (const RosterError& e) {
      throw UsageError(e.what());
    }
  }
  std::vector<Unit> roster = opts.has("roster") || opts.has("from-legion-hq") ? file_roster : builtin_roster();
  if (opts.has("faction")) {
    const std::string faction = opts.text("faction");
    const bool known = std::any_of(roster.begin(), roster.end(), [&](const Unit& u) { return u.faction == faction; });
    if (!known) throw opts.error("faction", "no unit of that faction: empire, rebels, republic, separatists, mercenary or mandalorians");
    std::erase_if(roster, [&](const Unit& u) { return u.faction != faction; });
  }
  const auto out = stage_output(run, opts, "output");
  const auto upgrades_out = stage_output(run, opts, "upgrades-output");
  write_roster(run.outputs.stream(out), roster, format);
  if (!upgrades_out.empty()) write_upgrades(run.outputs.stream(upgrades_out), from_cards.upgrades);
  return 0;
}

}  // namespace

const Registered kRegistered("roster", roster_command);

}  // namespace climbsim::cli
