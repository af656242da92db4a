// Legion HQ's card data (its src/constants/cards.json): every card of the game by its two-letter id,
// read into plain records for the roster, the upgrade list and list links.
//
// Contract: parse_card_data reads the JSON object keyed by card id and returns the cards in the
// file's order; a card without an id, name or type, or a unit without its stats, throws
// CardDataError naming the source and the card. Fields the project does not use are not read.
// A keyword is kept as its name and its value as text ("Jump" "2", "Hover" "Air 1", "Scale" "").
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace climbsim {

struct CardDataError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct CardKeyword {
  std::string name;   // "Jump"
  std::string value;  // "2", "Air 1", "" when the keyword has none
};

struct Card {
  std::string id;       // "ay" (case matters: "ay" and "Ay" are two cards)
  std::string type;     // unit, upgrade, command, battle, counterpart
  std::string subtype;  // trooper, clone trooper, ..., ground vehicle; personnel, gear, ...; "1".."4" for commands
  std::string name;     // cardName
  std::string title;    // "" when none
  std::string faction;  // "" for cards of every faction
  std::string rank;     // commander ... heavy (units)
  int cost = 0;         // points
  // A unit's stats: minis, wounds a mini, defense die ("red"/"white"), speed (0 for other cards).
  int minis = 0, wounds = 0, speed = 0;
  std::string defense;
  std::vector<CardKeyword> keywords;
  // The value of keyword `name` ("" if it has none), or nullptr when the card lacks it.
  [[nodiscard]] const std::string* keyword(std::string_view name) const;
};

// At most this many bytes: the card data is about 600 kB today.
inline constexpr std::size_t kMaxCardDataBytes = 64u << 20;

std::vector<Card> parse_card_data(std::string_view json, const std::string& source);
std::vector<Card> load_card_data(const std::string& path);

}  // namespace climbsim
