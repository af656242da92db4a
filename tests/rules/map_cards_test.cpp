// The Map Cards' Territories (data/map-cards.csv, RULINGS R29) against the cards read by hand from the
// Tabletop Simulator mod's grids (6" squares; a half cell the half next to its player's edge or
// across; a quarter), and the rules every card keeps: red's Territory is blue's turned 180 degrees,
// each touches its own long edge.
#include <catch2/catch.hpp>

#include <functional>
#include <string>
#include <vector>

#include "climbsim/rules/map_cards.hpp"

using namespace climbsim;

namespace {

bool in(const std::vector<CardArea>& areas, double x, double y) {
  for (const CardArea& a : areas)
    if (x > a.x0 && x < a.x1 && y > a.y0 && y < a.y1) return true;
  return false;
}

// Points every 0.75" (no point on a 1.5" line, where half squares meet) at which `areas` and `truth`
// disagree.
int disagreements(const std::vector<CardArea>& areas, const std::function<bool(double, double)>& truth) {
  int n = 0;
  for (double x = 0.375; x < kMapCardWidth; x += 0.75)
    for (double y = 0.375; y < kMapCardDepth; y += 0.75) n += in(areas, x, y) != truth(x, y) ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("map cards: Close the Pocket's and Breakthrough's Territories as the grids draw them", "[rules][mission]") {
  // Close the Pocket: blue's squares 0-2 and 9-11 of the two rows at its edge, the second row's
  // lower half (9" deep), and squares 3 and 8 by a half across (3") - 21" in from each short edge.
  const MapCard& pocket = find_map_card(builtin_map_cards(), "close-the-pocket");
  CHECK(pocket.display_name == "Close the Pocket");
  CHECK(pocket.poi_tokens == 3);  // the centre POI and one each side
  CHECK(disagreements(pocket.blue, [](double x, double y) { return y < 9 && (x < 21 || x > 51); }) == 0);
  CHECK(disagreements(pocket.red, [](double x, double y) { return y > 27 && (x < 21 || x > 51); }) == 0);
  // Breakthrough: blue along its edge from square 3 (x 18) to the right short edge, 9" deep, and up
  // the right edge 9" wide to the lower half of the fourth row (y 21); a half-and-quarter ("bl")
  // and a quarter ("bc") turn the corners.
  const MapCard& breakthrough = find_map_card(builtin_map_cards(), "Breakthrough");
  CHECK(disagreements(breakthrough.blue, [](double x, double y) { return (y < 9 && x > 18) || (x > 63 && y < 21); }) == 0);
  CHECK(disagreements(breakthrough.red, [](double x, double y) { return (y > 27 && x < 54) || (x < 9 && y > 15); }) == 0);
  // Bunker Assault: squares 2-9 (x 12-60), 9" deep.
  const MapCard& bunker = find_map_card(builtin_map_cards(), "BUNKER ASSAULT");
  CHECK(disagreements(bunker.blue, [](double x, double y) { return y < 9 && x > 12 && x < 60; }) == 0);
}

TEST_CASE("map cards: every card's red Territory is blue's turned 180 degrees, each on its own long edge", "[rules][mission]") {
  const auto& cards = builtin_map_cards();
  REQUIRE(cards.size() == 6);
  for (const MapCard& c : cards) {
    INFO(c.name);
    CHECK(disagreements(c.red, [&](double x, double y) { return in(c.blue, kMapCardWidth - x, kMapCardDepth - y); }) == 0);
    bool blue_edge = false, red_edge = false;
    for (const CardArea& a : c.blue) blue_edge = blue_edge || a.y0 == 0;
    for (const CardArea& a : c.red) red_edge = red_edge || a.y1 == kMapCardDepth;
    CHECK(blue_edge);
    CHECK(red_edge);
    CHECK(c.poi_tokens >= 3);
  }
}

TEST_CASE("map cards: the reader refuses a broken file, naming the line", "[rules][mission]") {
  const std::string header = "card,display_name,poi_tokens,side,x0,y0,x1,y1\n";
  const auto refused = [](const std::string& text) {
    try {
      parse_map_cards(text, "cards.csv");
    } catch (const MapCardError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  CHECK_THAT(refused("card,name\n"), Catch::Contains("cards.csv:1: header must be"));
  CHECK_THAT(refused(header + "a,A,3,blue,0,0,80,9\na,A,3,red,0,27,72,36\n"), Catch::Contains("cards.csv:2: the rectangle must lie on"));
  CHECK_THAT(refused(header + "a,A,3,green,0,0,72,9\n"), Catch::Contains("side must be blue or red"));
  CHECK_THAT(refused(header + "a,A,3,blue,0,0,72,9\n"), Catch::Contains("needs both a blue and a red Territory"));
  CHECK_THAT(refused(header + "a,A,3,blue,0,0,72,9\na,A,4,red,0,27,72,36\n"), Catch::Contains("cards.csv:3: display_name and poi_tokens"));
  CHECK_THAT(refused(header + "a,A,3,blue,0,0,72,9\nb,B,3,blue,0,0,72,9\nb,B,3,red,0,27,72,36\na,A,3,red,0,27,72,36\n"),
             Catch::Contains("must be together"));
  const auto cards = parse_map_cards("# a comment\n" + header + "a,A,3,blue,0,0,72,9\na,A,3,red,0,27,72,36\n", "cards.csv");
  REQUIRE(cards.size() == 1);
  CHECK(cards[0].blue == std::vector<CardArea>{{0, 0, 72, 9}});
  try {
    find_map_card(cards, "b");
    FAIL("found a card that is not there");
  } catch (const MapCardError& e) {
    CHECK_THAT(e.what(), Catch::Contains("the cards: a"));
  }
}
