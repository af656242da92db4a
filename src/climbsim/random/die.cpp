#include "climbsim/random/die.hpp"

#include <charconv>
#include <stdexcept>

namespace climbsim {

Die white_die() { return Die{"white", 1, 6}; }

Die parse_die(std::string_view text) {
  if (text == "white") return white_die();
  if (text == "red") return Die{"red", 3, 6};  // docs/FACTS.md: 3 block, 1 surge, 2 blank
  const auto slash = text.find('/');
  const auto bad = [&] {
    std::string msg(1, '\'');
    msg.append(text).append("' is not a die: use white, red, or BLOCKS/FACES such as 2/6");
    return std::invalid_argument(msg);
  };
  if (slash == std::string_view::npos) throw bad();
  int blocks = 0;
  int faces = 0;
  const auto b = std::from_chars(text.data(), text.data() + slash, blocks);
  const auto f = std::from_chars(text.data() + slash + 1, text.data() + text.size(), faces);
  if (b.ec != std::errc{} || b.ptr != text.data() + slash || f.ec != std::errc{} ||
      f.ptr != text.data() + text.size() || faces < 1 || faces > 1000 || blocks < 0 || blocks > faces)
    throw bad();
  return Die{std::string(text), blocks, faces};
}

}  // namespace climbsim
