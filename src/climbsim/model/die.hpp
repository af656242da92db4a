// A defense die as data: how many of its faces are a block, out of how many.
//
// Contract: only blocks wound a clambering unit (climb-and-clamber, "Clamber": "For each block
// result, the unit suffers one wound"), so a die is fully described by p(block) = blocks / faces.
#pragma once

#include <string>
#include <string_view>

namespace climbsim {

struct Die {
  std::string name;     // "white", "red", or "B/F" for a custom die
  int block_faces = 1;  // docs/FACTS.md: white die, 1 block of 6 faces
  int faces = 6;

  [[nodiscard]] double p_block() const noexcept { return static_cast<double>(block_faces) / faces; }
  bool operator==(const Die&) const = default;
};

// The white defense die every clamber rolls (docs/FACTS.md: 1 block, 1 surge, 4 blank).
Die white_die();

// Parses "white", "red" (3 blocks of 6, for rule-variant studies) or "B/F" with 0 <= B <= F,
// 1 <= F <= 1000. Throws std::invalid_argument naming the text on anything else.
Die parse_die(std::string_view text);

}  // namespace climbsim
