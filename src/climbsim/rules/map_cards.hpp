// The missions' Map Cards: each card's Territories on the 72" x 36" table, as data (data/map-cards.csv,
// compiled in; docs/FACTS.md "Map Cards"; RULINGS R29).
//
// Contract: parse_map_cards reads the header-led CSV described at the top of data/map-cards.csv and
// returns the cards in file order, each with blue's and red's rectangles in file order, or throws
// MapCardError naming the source and line at fault (a rectangle off the 72" x 36" table or empty, a
// card's name or POI count that changes between its rows, a card without both sides). Lines
// starting with '#' and blank lines are skipped. find_map_card finds a card by climbsim's name or the
// card's as printed, in any case and spacing, else throws MapCardError naming the cards there are.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace climbsim {

struct MapCardError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A rectangle in inches: x from the left along blue's edge, y from blue's edge.
struct CardArea {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool operator==(const CardArea&) const = default;
};

struct MapCard {
  std::string name;          // "close-the-pocket"
  std::string display_name;  // "Close the Pocket"
  int poi_tokens = 0;        // the POI tokens the card sets out (their places are on the card only)
  std::vector<CardArea> blue, red;
};

// The table every Map Card is drawn for (a standard battle), inches.
inline constexpr double kMapCardWidth = 72, kMapCardDepth = 36;

std::vector<MapCard> parse_map_cards(std::string_view text, const std::string& source);
const std::vector<MapCard>& builtin_map_cards();
const MapCard& find_map_card(const std::vector<MapCard>& cards, std::string_view name);

}  // namespace climbsim
