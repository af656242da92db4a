// climbsim roster: the units --unit can name, with their profile and where the figures come from.
#include <algorithm>
#include <ostream>

#include "cli/registry.hpp"
#include "cli/options.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/units/roster.hpp"

namespace climbsim::cli {

namespace {

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

const Registered kRegistered("roster", roster_command);

}  // namespace climbsim::cli
