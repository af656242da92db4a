// The missions' Map Cards (contract in map_cards.hpp).
#include "climbsim/rules/map_cards.hpp"

#include <algorithm>
#include <array>
#include <cctype>

#include "climbsim/text/csv.hpp"
#include "climbsim/text/csv_rows.hpp"
#include "climbsim/text/lists.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim {

extern const char* const kBuiltinMapCardsCsv;  // generated from data/map-cards.csv

namespace {

// Constant-initialised: the cards may be read while other files' statics are made (the commands'
// declarations offer them).
constexpr std::array<std::string_view, 8> kColumns = {"card", "display_name", "poi_tokens", "side", "x0", "y0", "x1", "y1"};

// Letters and digits only, lower case: "Close the Pocket" and "close-the-pocket" meet.
std::string folded(std::string_view name) {
  std::string out;
  for (const char c : name)
    if (std::isalnum(static_cast<unsigned char>(c))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::vector<MapCard> parse_map_cards(std::string_view text, const std::string& source) {
  std::vector<MapCard> cards;
  const std::vector<CsvRow> rows = csv_rows(text);
  if (rows.empty()) throw MapCardError(source + ": no header row");
  for (const CsvRow& row : rows) {
    const auto& fields = row.fields;
    const std::string at = source + ":" + std::to_string(row.line_no) + ": ";
    if (&row == &rows.front()) {
      if (!std::equal(fields.begin(), fields.end(), kColumns.begin(), kColumns.end())) throw MapCardError(at + "header must be: card,display_name,poi_tokens,side,x0,y0,x1,y1");
      continue;
    }
    if (fields.size() != kColumns.size())
      throw MapCardError(at + "expected " + std::to_string(kColumns.size()) + " fields, found " + std::to_string(fields.size()));
    double pois = 0;
    if (!parse_double(fields[2], pois) || pois < 0 || pois > 20 || pois != static_cast<int>(pois))
      throw MapCardError(at + "poi_tokens " + quote_value(fields[2]) + " is not a count");
    if (fields[3] != "blue" && fields[3] != "red") throw MapCardError(at + "side must be blue or red");
    CardArea a;
    double* v[] = {&a.x0, &a.y0, &a.x1, &a.y1};
    for (std::size_t i = 0; i < 4; ++i)
      if (!parse_double(fields[4 + i], *v[i])) throw MapCardError(at + std::string(kColumns[4 + i]) + " " + quote_value(fields[4 + i]) + " is not a number");
    if (!(a.x0 >= 0 && a.y0 >= 0 && a.x1 <= kMapCardWidth && a.y1 <= kMapCardDepth && a.x0 < a.x1 && a.y0 < a.y1))
      throw MapCardError(at + "the rectangle must lie on the 72\" x 36\" table, x0 < x1 and y0 < y1");
    if (fields[0].empty() || folded(fields[0]).empty()) throw MapCardError(at + "card is empty");
    if (cards.empty() || cards.back().name != fields[0]) {
      if (std::any_of(cards.begin(), cards.end(), [&](const MapCard& c) { return folded(c.name) == folded(fields[0]); }))
        throw MapCardError(at + "the rows of card " + quote_value(fields[0]) + " must be together");
      cards.push_back({fields[0], fields[1], static_cast<int>(pois), {}, {}});
    }
    MapCard& card = cards.back();
    if (card.display_name != fields[1] || card.poi_tokens != static_cast<int>(pois))
      throw MapCardError(at + "display_name and poi_tokens must be the same on every row of a card");
    (fields[3] == "blue" ? card.blue : card.red).push_back(a);
  }
  for (const MapCard& c : cards)
    if (c.blue.empty() || c.red.empty()) throw MapCardError(source + ": card " + quote_value(c.name) + " needs both a blue and a red Territory");
  return cards;
}

const std::vector<MapCard>& builtin_map_cards() {
  static const std::vector<MapCard> cards = parse_map_cards(kBuiltinMapCardsCsv, "built-in Map Cards");
  return cards;
}

const MapCard& find_map_card(const std::vector<MapCard>& cards, std::string_view name) {
  for (const MapCard& c : cards)
    if (folded(c.name) == folded(name) || folded(c.display_name) == folded(name)) return c;
  std::string known;
  for (const MapCard& c : cards) known += (known.empty() ? "" : ", ") + c.name;
  throw MapCardError("no Map Card is named " + quote_value(name) + "; the cards: " + known);
}

}  // namespace climbsim
