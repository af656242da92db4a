#include "climbsim/text/lists.hpp"

#include <catch2/catch.hpp>

using namespace climbsim;

TEST_CASE("integer lists take items and ranges", "[io]") {
  CHECK(parse_int_list("1-4,8") == std::vector<int>{1, 2, 3, 4, 8});
  CHECK(parse_int_list(" 3 , 1 ,3") == std::vector<int>{3, 1});
  CHECK(parse_int_list("-2") == std::vector<int>{-2});
  for (const char* bad : {"", "1,,2", "a", "1.5", "4-1", "1-x", "2-", "1-200000"})
    CHECK_THROWS_AS(parse_int_list(bad), ListError);
}

TEST_CASE("number lists take decimals and whole ranges", "[io]") {
  CHECK(parse_double_list("0.5,1,1.5,2") == std::vector<double>{0.5, 1, 1.5, 2});
  CHECK(parse_double_list("1-3") == std::vector<double>{1, 2, 3});
  CHECK(parse_double_list("-1") == std::vector<double>{-1});
  for (const char* bad : {"x", "1,nan", "inf", "1e999", "0.5-2"}) CHECK_THROWS_AS(parse_double_list(bad), ListError);
}

TEST_CASE("boolean and word lists", "[io]") {
  CHECK(parse_bool_list("false,true") == std::vector<bool>{false, true});
  CHECK(parse_bool_list("yes") == std::vector<bool>{true});
  CHECK_THROWS_AS(parse_bool_list("maybe"), ListError);
  CHECK(parse_word_list("climb,clamber") == std::vector<std::string>{"climb", "clamber"});
}
