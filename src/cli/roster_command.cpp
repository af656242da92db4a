// climbsim roster: the units --unit can name, with their profile and where the figures come from.
// Its parameters and --help: climbsim/request/tool_command_specs.cpp; the table: tables/roster_table.
#include <algorithm>
#include <cctype>
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

// --format, or without it the format the output's name asks for: a file named .csv gets CSV, which
// is what --roster reads; anything else (the terminal) the aligned table.
std::string roster_format(const Options& opts) {
  if (opts.has("format")) {
    const std::string format = opts.text("format");
    if (format != "table" && format != "csv") throw opts.error("format", "expected table or csv");
    return format;
  }
  std::string out = opts.text("output", "-");
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out.size() >= 4 && out.compare(out.size() - 4, 4, ".csv") == 0 ? "csv" : "table";
}

int roster_command(const Options& opts, Run& run) {
  const std::string format = roster_format(opts);
  if (opts.has("from-legion-hq") && opts.has("roster")) throw opts.error("roster", "give --roster or --from-legion-hq, not both");
  if (opts.has("upgrades-output") && !opts.has("from-legion-hq"))
    throw opts.error("upgrades-output", "the upgrade list is made from the cards: give --from-legion-hq CARDS.json too");
  std::vector<Unit> file_roster;
  CardRoster from_cards;
  if (opts.has("from-legion-hq")) {
    const std::string path = opts.text("from-legion-hq");
    try {
      // Read once, within its bound (a device, a pipe nobody writes to, a huge file are refused
      // before anything is read or hashed); the source names the card file by the digest of the
      // bytes read (docs/FACTS.md maps the digest to its version).
      const std::string text = read_text_file(path, "card data file", false, kMaxCardDataBytes);
      from_cards = roster_from_cards(parse_card_data(text, shown_path(path)), builtin_unit_bases(),
                                     "card data sha256 " + sha256_hex(text).substr(0, 12));
    } catch (const InputError& e) {
      throw opts.error("from-legion-hq", e.what());
    } catch (const CardDataError& e) {
      throw opts.error("from-legion-hq", e.what());
    }
    // Every unit written is one --roster reads back: the others are left out, with the reader's reason.
    keep_readable(from_cards.units, from_cards.left_out);
    if (opts.record) opts.record->input("from-legion-hq", path);
    if (!opts.flag("quiet"))  // card names are the file's text: escaped, so no byte of it steers the terminal
      for (const auto& why : from_cards.left_out) std::fprintf(stderr, "roster: left out %s\n", printable_text(why).c_str());
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
