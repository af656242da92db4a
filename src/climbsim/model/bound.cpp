// Bound::range_text: the range of a parameter in words, for errors and --help.
#include "climbsim/model/bound.hpp"

#include <sstream>

namespace climbsim {

namespace {
std::string shown(double v) {
  std::ostringstream s;
  s << v;  // default precision: 0.05 stays "0.05", 6 stays "6"
  return s.str();
}
}  // namespace

std::string Bound::range_text() const {
  std::string t = whole ? "a whole number from " + shown(low) + " to " + shown(high)
                  : low_open ? "more than " + shown(low) + " and at most " + shown(high)
                             : shown(low) + " to " + shown(high);
  if (*unit != '\0') t += std::string(" ") + unit;
  return t;
}

}  // namespace climbsim
