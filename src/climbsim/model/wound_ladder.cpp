#include "climbsim/model/wound_ladder.hpp"

#include <stdexcept>

namespace climbsim {

WoundLadder::WoundLadder(std::vector<int> falls_at) : falls_at_(std::move(falls_at)) {
  if (falls_at_.empty()) throw std::invalid_argument("WoundLadder: a unit has at least one mini");
  int before = 0;
  for (int f : falls_at_) {
    if (f <= before) throw std::invalid_argument("WoundLadder: minis must fall at increasing wounds taken, above 0");
    before = f;
  }
  lost_.assign(static_cast<std::size_t>(cap()) + 1, 0);
  for (int f : falls_at_)
    for (std::size_t s = static_cast<std::size_t>(f); s < lost_.size(); ++s) ++lost_[s];
}

WoundLadder WoundLadder::in_turn(int minis, int wounds_each) {
  if (minis < 1 || wounds_each < 1) throw std::invalid_argument("WoundLadder: a unit has at least one mini of one wound");
  std::vector<int> falls;
  for (int j = 1; j <= minis; ++j) falls.push_back(j * wounds_each);
  return WoundLadder(std::move(falls));
}

}  // namespace climbsim
