#include "climbsim/model/die.hpp"

#include <charconv>
#include <stdexcept>
#include <string>

#include "climbsim/text/text_input.hpp"

namespace climbsim {

Die white_die() { return Die{"white", 1, 6}; }

Die parse_die(std::string_view text) {
  if (text == "white") return white_die();
  if (text == "red") return Die{"red", 3, 6};  // docs/FACTS.md: 3 block, 1 surge, 2 blank
  // BLOCKSinFACES, e.g. 2in6 (2/6 is read too, but never written: a spreadsheet takes 2/6 for a date).
  std::size_t sep = text.find("in");
  std::size_t sep_len = 2;
  if (sep == std::string_view::npos) {
    sep = text.find('/');
    sep_len = 1;
  }
  const auto bad = [&] {
    return std::invalid_argument(quote_value(text) + " is not a die: use white, red, or BLOCKSinFACES such as 2in6");
  };
  if (sep == std::string_view::npos) throw bad();
  int blocks = 0;
  int faces = 0;
  const auto b = std::from_chars(text.data(), text.data() + sep, blocks);
  const auto f = std::from_chars(text.data() + sep + sep_len, text.data() + text.size(), faces);
  if (b.ec != std::errc{} || b.ptr != text.data() + sep || f.ec != std::errc{} ||
      f.ptr != text.data() + text.size() || faces < 1 || faces > 1000 || blocks < 0 || blocks > faces)
    throw bad();
  return Die{std::to_string(blocks) + "in" + std::to_string(faces), blocks, faces};
}

}  // namespace climbsim
