// Legion HQ's card data read into plain records (contract in card_data.hpp).
#include "climbsim/units/card_data.hpp"

#include <nlohmann/json.hpp>

#include "climbsim/text/json_nesting.hpp"

#include "climbsim/text/text_input.hpp"

namespace climbsim {

namespace {

using nlohmann::json;

std::string text_of(const json& card, const char* key) {
  if (!card.contains(key)) return {};
  const json& v = card[key];
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return std::to_string(v.get<long long>());
  return {};
}

int int_of(const json& object, const char* key, const std::string& where) {
  if (!object.contains(key) || !object[key].is_number()) throw CardDataError(where + ": no number \"" + key + "\"");
  const double v = object[key].get<double>();
  if (v < 0 || v > 1e6 || v != static_cast<int>(v)) throw CardDataError(where + ": \"" + key + "\" is not a whole number of 0 or more");
  return static_cast<int>(v);
}

}  // namespace

const std::string* Card::keyword(std::string_view wanted) const {
  for (const auto& k : keywords)
    if (k.name == wanted) return &k.value;
  return nullptr;
}

std::vector<Card> parse_card_data(std::string_view text, const std::string& source) {
  json doc;
  try {
    doc = parse_json_within_nesting(strip_bom(text));
  } catch (const JsonTooDeep& e) {
    throw CardDataError(source + ": not Legion HQ's card data: " + e.what());
  } catch (const json::exception& e) {
    throw CardDataError(source + ": not valid JSON (" + json_error_words(e.what()) + ")");
  }
  if (!doc.is_object()) throw CardDataError(source + ": expected Legion HQ's cards.json, an object keyed by card id");
  std::vector<Card> cards;
  for (const auto& [key, card] : doc.items()) {
    const std::string where = source + ": card " + key;
    if (!card.is_object()) throw CardDataError(where + ": not an object");
    Card c;
    c.id = text_of(card, "id").empty() ? key : text_of(card, "id");
    c.type = text_of(card, "cardType");
    c.subtype = text_of(card, "cardSubtype");
    c.name = text_of(card, "cardName");
    c.title = text_of(card, "title");
    c.faction = text_of(card, "faction");
    c.rank = text_of(card, "rank");
    if (c.name.empty() || c.type.empty()) throw CardDataError(where + ": a card needs a cardName and a cardType");
    if (card.contains("cost") && card["cost"].is_number()) c.cost = int_of(card, "cost", where);
    if (card.contains("keywords") && card["keywords"].is_array())
      for (const auto& k : card["keywords"]) {
        if (k.is_string()) c.keywords.push_back({k.get<std::string>(), ""});
        else if (k.is_object() && k.contains("name") && k["name"].is_string()) c.keywords.push_back({k["name"].get<std::string>(), text_of(k, "value")});
      }
    if (c.type == "unit") {  // a counterpart's figures are on its unit's card: it has none of its own here
      if (!card.contains("stats") || !card["stats"].is_object()) throw CardDataError(where + " (" + c.name + "): a unit needs its stats");
      const json& stats = card["stats"];
      const std::string at = where + " (" + c.name + ") stats";
      c.minis = int_of(stats, "minicount", at);
      c.wounds = int_of(stats, "hp", at);
      c.speed = int_of(stats, "speed", at);
      const std::string die = text_of(stats, "defense");
      c.defense = die == "r" ? "red" : die == "w" ? "white" : "";
      if (c.defense.empty()) throw CardDataError(at + ": defense " + quote_value(die) + " is neither r (red) nor w (white)");
    }
    cards.push_back(std::move(c));
  }
  return cards;
}

std::vector<Card> load_card_data(const std::string& path) {
  try {
    return parse_card_data(read_text_file(path, "card data file", false, kMaxCardDataBytes), shown_path(path));
  } catch (const InputError& e) {
    throw CardDataError(e.what());
  }
}

}  // namespace climbsim
