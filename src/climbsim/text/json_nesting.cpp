#include "climbsim/text/json_nesting.hpp"

#include <string>

namespace climbsim {

nlohmann::json parse_json_within_nesting(std::string_view text, int max_depth) {
  using json = nlohmann::json;
  // The parser calls back as each value starts, with its depth; the first one past the bound stops it.
  const json::parser_callback_t bounded = [max_depth](int depth, json::parse_event_t event, json&) {
    if ((event == json::parse_event_t::object_start || event == json::parse_event_t::array_start) && depth >= max_depth)
      throw JsonTooDeep("nested more than " + std::to_string(max_depth) + " levels deep");
    return true;
  };
  return json::parse(text, bounded);
}

}  // namespace climbsim
