// JSON read with its nesting bounded, so that a file of nested brackets cannot take the machine's
// memory: 60 MB of "[[[..." would otherwise build tens of millions of nested values.
//
// Contract: parse_json_within_nesting parses `text` as nlohmann::json::parse does (its errors are
// its own exceptions), and throws JsonTooDeep as soon as an array or object opens deeper than
// `max_depth`, having built nothing past it. json_error_words says a reader's message in words. Every JSON the project reads (card data, lists, the
// page's requests) is a few levels deep; kMaxJsonNesting leaves ample room.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace climbsim {

struct JsonTooDeep : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline constexpr int kMaxJsonNesting = 64;

nlohmann::json parse_json_within_nesting(std::string_view text, int max_depth = kMaxJsonNesting);

// A JSON reader's message as a person reads it: "[json.exception.parse_error.101] parse error at
// line 2, column 1: syntax error while parsing array - unexpected end of input; expected ']'"
// becomes "line 2, column 1: unexpected end of input; expected ']'". Other text is kept.
std::string json_error_words(const std::string& what);

}  // namespace climbsim
