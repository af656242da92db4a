// A list's points against the cards and its header (contract in list_points.hpp).
#include "climbsim/units/list_points.hpp"

namespace climbsim {

PointsCheck check_points(const ArmyList& list, const std::vector<ListUnit>& units) {
  PointsCheck c;
  int by_cards = 0, written = 0, written_units = 0, unit_count = 0;
  bool cards_known = true;
  for (const auto& u : units) {
    unit_count += u.count;
    const ListEntry& e = list.entries[u.entry];
    const int each = u.card_points;
    if (each < 0) cards_known = false;
    else by_cards += each * u.count;
    if (e.points < 0) continue;
    ++written_units;
    // A standard export writes a "2×" line's total; a hand-written list often one unit's cost.
    const bool total_written = each >= 0 && e.points == each * u.count;
    written += total_written ? e.points : e.points * (each >= 0 && e.points == each ? u.count : 1);
    if (each >= 0 && e.points != each && e.points != each * u.count) {
      const std::string at = list.source + (e.line > 0 ? ":" + std::to_string(e.line) : std::string()) + ": ";
      c.disagreements.push_back(at + u.label + ": the list writes " + std::to_string(e.points) + " points, the cards make " +
                                std::to_string(each) + (u.count > 1 ? " a unit (" + std::to_string(each * u.count) + " for " + std::to_string(u.count) + ")" : ""));
    }
  }
  c.total_by_cards = cards_known ? by_cards : -1;
  c.total_as_written = written_units > 0 ? written : -1;
  const int units_total = written_units == static_cast<int>(units.size()) ? written : c.total_by_cards;
  const std::string header = list.header_points >= 0 ? std::to_string(list.header_points) + "/" + std::to_string(list.point_limit) : "";
  if (list.header_points >= 0 && units_total >= 0 && units_total != list.header_points)
    c.disagreements.push_back(list.source + ": the units add up to " + std::to_string(units_total) + " points" +
                              (written_units == static_cast<int>(units.size()) ? " as the list writes them" : " by the cards") +
                              ", the header says " + header);
  c.summary = std::to_string(unit_count) + (unit_count == 1 ? " unit" : " units") + ": " +
              (c.total_by_cards >= 0 ? std::to_string(c.total_by_cards) + " points by the cards" : std::string("points by the cards not known")) +
              (c.total_as_written >= 0 ? ", " + std::to_string(c.total_as_written) + " as written" : std::string()) +
              (header.empty() ? (list.point_limit > 0 ? "; a " + std::to_string(list.point_limit) + "-point game" : std::string())
                              : "; the header says " + header) +
              (units.size() < list.entries.size() ? "; " + std::to_string(list.entries.size() - units.size()) + " not in the roster, not counted" : std::string());
  return c;
}

}  // namespace climbsim
