// climbsim roster: the units --unit can name, with their profile and where the figures come from.
#include <algorithm>
#include <ostream>

#include "cli/registry.hpp"
#include "cli/options.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/units/roster.hpp"

namespace climbsim::cli {

namespace {

constexpr const char* kUsage = R"(Usage: climbsim roster [options]

The units --unit can name: the built-in roster (data/roster.csv), or --roster FILE. One row a unit:
name, the card's name, faction, rank, minis (in the base unit), wounds a mini, speed, kind, base in mm
and kind (round or notched), mini height in height units (1 = 6"), the keywords that change vertical
movement, and the source of the figures (docs/FACTS.md says what each source means; the word estimate
marks a figure not checked against a card). A table for people by default (without the card's name
and the mini height); --format csv for machines, every column.

Examples: climbsim roster --faction separatists
          climbsim roster --format csv -o roster.csv

Options)";

const std::vector<std::string> kColumns = {"name", "display_name", "faction",   "rank",    "minis",       "wounds_per_mini", "speed",
                                           "kind", "base_mm",      "base_kind", "defense", "mini_height", "keywords",        "source"};
constexpr std::size_t kDisplayName = 1, kMiniHeight = 11;  // left out of the table

std::vector<std::string> fields(const Unit& u) {
  return {u.name,
          u.display_name,
          u.faction,
          u.rank,
          std::to_string(u.minis),
          std::to_string(u.wounds_per_mini),
          std::to_string(u.speed),
          u.kind == UnitKind::vehicle ? "vehicle" : "trooper",
          format_number(u.base_mm),
          u.notched_base ? "notched" : "round",
          u.defense,
          format_number(u.mini_height),
          keyword_text(u.keywords),
          u.source};
}

std::vector<std::string> table_fields(std::vector<std::string> all) {
  all.erase(all.begin() + kMiniHeight);
  all.erase(all.begin() + kDisplayName);
  return all;
}

// Columns padded to their widest cell, two spaces apart.
void write_table(std::ostream& out, const std::vector<Unit>& roster) {
  std::vector<std::vector<std::string>> rows = {table_fields(kColumns)};
  for (const auto& u : roster) rows.push_back(table_fields(fields(u)));
  std::vector<std::size_t> width(rows[0].size(), 0);
  for (const auto& r : rows)
    for (std::size_t c = 0; c < r.size(); ++c) width[c] = std::max(width[c], r[c].size());
  for (const auto& r : rows) {
    std::string line;
    for (std::size_t c = 0; c < r.size(); ++c) line += r[c] + std::string(c + 1 < r.size() ? width[c] - r[c].size() + 2 : 0, ' ');
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out << line << '\n';
  }
}

}  // namespace

int roster_command(int argc, const char* const* argv, Run& run) {
  po::options_description desc(kUsage);
  desc.add_options()
      ("roster", po::value<std::string>()->value_name("FILE"), "roster CSV to list instead of the built-in one")
      ("faction", po::value<std::string>()->value_name("F"), "only this faction: empire, rebels, republic, separatists or mercenary")
      ("format", po::value<std::string>()->value_name("F"), "table or csv (default table)");
  add_output_and_config_options(desc);
  desc.add_options()
      ("help,h", po::bool_switch(), "show this help");
  const auto parsed = parse_options_or_help(argc, argv, desc, run);
  if (!parsed) return 0;
  const Options& opts = *parsed;
  const std::string format = opts.text("format", "table");
  if (format != "table" && format != "csv") throw opts.error("format", "expected table or csv");
  std::vector<Unit> file_roster;
  if (opts.has("roster")) {
    try {
      file_roster = load_roster_file(opts.text("roster", ""));
    } catch (const RosterError& e) {
      throw UsageError(e.what());
    }
  }
  std::vector<Unit> roster = opts.has("roster") ? file_roster : builtin_roster();
  if (opts.has("faction")) {
    const std::string faction = opts.text("faction", "");
    const bool known = std::any_of(roster.begin(), roster.end(), [&](const Unit& u) { return u.faction == faction; });
    if (!known) throw opts.error("faction", "no unit of that faction: empire, rebels, republic, separatists or mercenary");
    std::erase_if(roster, [&](const Unit& u) { return u.faction != faction; });
  }
  const auto out = stage_output(run, opts, "output");
  std::ostream& stream = run.outputs.stream(out);
  if (format == "table") {
    write_table(stream, roster);
    return 0;
  }
  CsvWriter csv(stream);
  csv.header(kColumns);
  for (const auto& u : roster) {
    for (const auto& f : fields(u)) csv.field(f);
    csv.end_row();
  }
  return 0;
}

const Registered kRegistered({"roster", roster_command, "the units --unit can name, their profile and the source of the figures", 90});

}  // namespace climbsim::cli
