// The roster as a table (contract in roster_table.hpp).
#include "climbsim/tables/roster_table.hpp"

#include <algorithm>
#include <set>
#include <sstream>

#include "climbsim/text/csv.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim {

namespace {

const std::vector<std::string> kColumns = {"name",    "display_name", "faction", "rank",      "minis",   "wounds_per_mini",
                                           "speed",   "kind",         "base_mm", "base_kind", "defense", "mini_height",
                                           "silhouette", "keywords",  "points",  "card_id", "source"};
constexpr std::size_t kDisplayName = 1, kMiniHeight = 11, kSilhouette = 12, kCardId = 15;  // left out of the table

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
          u.silhouette > 0 ? format_number(u.silhouette) : std::string(),  // empty: its base's template
          keyword_text(u.keywords),
          u.points < 0 ? std::string() : std::to_string(u.points),
          u.card_id,
          u.source};
}

std::vector<std::string> table_fields(std::vector<std::string> all) {
  all.erase(all.begin() + kCardId);
  all.erase(all.begin() + kSilhouette);
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

void write_roster(std::ostream& out, const std::vector<Unit>& roster, const std::string& format) {
  if (format == "table") {
    write_table(out, roster);
    return;
  }
  CsvWriter csv(out);
  csv.header(kColumns);
  for (const auto& u : roster) {
    for (const auto& f : fields(u)) csv.field(f);
    csv.end_row();
  }
}

void keep_readable(std::vector<Unit>& units, std::vector<std::string>& left_out) {
  std::set<std::string> names, ids;
  std::vector<Unit> kept;
  for (auto& u : units) {
    const std::string who = quote_value(u.display_name.empty() ? u.name : u.display_name) + (u.card_id.empty() ? "" : " (" + quote_value(u.card_id) + ")");
    std::ostringstream written, again;
    write_roster(written, {u}, "csv");
    std::string why;
    try {
      write_roster(again, parse_roster(written.str(), "the roster row"), "csv");
      if (again.str() != written.str()) why = "it would not read back as written";
    } catch (const RosterError& e) {
      why = std::string("--roster would refuse it: ") + e.what();
    }
    if (why.empty() && !u.card_id.empty() && !ids.insert(u.card_id).second) why = "another card has the id " + quote_value(u.card_id);
    if (why.empty() && !names.insert(u.name).second) why = "another unit has the roster name " + quote_value(u.name);
    if (!why.empty()) {
      left_out.push_back(who + ": " + why);
      continue;
    }
    kept.push_back(std::move(u));
  }
  units = std::move(kept);
}

}  // namespace climbsim
