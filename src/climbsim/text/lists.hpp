// The list syntax of every sweep option: "1,2,5", ranges "1-12", mixed "1-4,8".
//
// Contract: each parser returns the values in the order given (duplicates kept out, first
// occurrence wins) or throws ListError with a sentence saying what is wrong with which item.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace climbsim {

struct ListError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

std::vector<int> parse_int_list(std::string_view text);
// Decimal numbers; ranges are for whole numbers only ("1-4" = 1,2,3,4).
std::vector<double> parse_double_list(std::string_view text);
// Numbers that are a tuple, not a sweep ("3,5.1,7.3", tool lengths): every item in order,
// duplicates kept ("24,24,24" is three lengths), no ranges.
std::vector<double> parse_double_tuple(std::string_view text);
// true/false (also yes/no, 1/0 as the config-file habit allows).
std::vector<bool> parse_bool_list(std::string_view text);
std::vector<std::string> parse_word_list(std::string_view text);
// Words separated by `sep` (no ranges); throws ListError on an empty item.
std::vector<std::string> parse_word_list_sep(std::string_view text, char sep);

// One strict number: the whole text, finite.
bool parse_int(std::string_view text, int& out);
bool parse_double(std::string_view text, double& out);

}  // namespace climbsim
