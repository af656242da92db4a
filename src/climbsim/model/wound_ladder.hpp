// A unit as the engines see it: how many wounds it can take, and how many minis are left after
// each number of wounds taken.
//
// Contract: falls_at is strictly increasing and starts above 0; falls_at[j] is the wounds taken at
// which the (j + 1)-th mini is lost, and its last entry is the unit's wounds (the cap: the unit is
// defeated when its last mini falls). Which mini a wound goes to is a game rule, so the rules build
// the ladder (units/wound_assignment.hpp) and the engines only read it: the state of a sample is the
// wounds taken so far, s, and lost(s) turns it into minis lost and dice rolled.
#pragma once

#include <compare>
#include <vector>

namespace climbsim {

class WoundLadder {
 public:
  // Throws std::invalid_argument when falls_at is empty, not increasing, or starts at 0 or below.
  explicit WoundLadder(std::vector<int> falls_at);
  // Minis that fall one after another, each after `wounds_each` more wounds: w, 2w, ..., mw.
  static WoundLadder in_turn(int minis, int wounds_each);

  [[nodiscard]] int minis() const noexcept { return static_cast<int>(falls_at_.size()); }
  [[nodiscard]] int cap() const noexcept { return falls_at_.back(); }
  [[nodiscard]] int lost(int s) const noexcept { return lost_[static_cast<std::size_t>(s)]; }  // 0 <= s <= cap
  [[nodiscard]] int survivors(int s) const noexcept { return minis() - lost(s); }
  [[nodiscard]] const std::vector<int>& falls_at() const noexcept { return falls_at_; }

  friend bool operator==(const WoundLadder& a, const WoundLadder& b) { return a.falls_at_ == b.falls_at_; }
  // Ordered for use as a map key. Written as < rather than <=> : the libc++ of Debian's emscripten
  // (the browser build's compiler) has no <=> on std::vector.
  friend bool operator<(const WoundLadder& a, const WoundLadder& b) { return a.falls_at_ < b.falls_at_; }

 private:
  std::vector<int> falls_at_;
  std::vector<int> lost_;  // lost_[s], s = 0..cap
};

}  // namespace climbsim
