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

std::string json_error_words(const std::string& what) {
  std::string s = what;
  if (s.rfind("[json.exception.", 0) == 0) s.erase(0, s.find("] ") == std::string::npos ? 0 : s.find("] ") + 2);
  if (s.rfind("parse error at ", 0) == 0) s.erase(0, 15);
  // "syntax error while parsing array - unexpected ...": the part after the dash says what went wrong.
  if (const auto syntax = s.find("syntax error while parsing "); syntax != std::string::npos)
    if (const auto dash = s.find(" - ", syntax); dash != std::string::npos) s.erase(syntax, dash + 3 - syntax);
  return s;
}

}  // namespace climbsim
