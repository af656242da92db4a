// The range of a numeric parameter, declared once. The library refuses a value outside it, the
// command line refuses the same value with the same words, and --help prints the range from here;
// a bound changed here changes every one of them (issue: map and study once capped the resolution at
// 6 and 2, and the library at none).
//
// Contract: a Bound is plain constant data. `admits` is true exactly for the values in range (a NaN
// is never admitted); `range_text` says the range in words ("0.05 to 6 inches", "a whole number from
// 0 to 12", "more than 0 and at most 12"); `require` throws std::invalid_argument
// "<name> must be <range>" for a value outside it.
#pragma once

#include <cmath>
#include <stdexcept>
#include <string>

namespace climbsim {

struct Bound {
  const char* name;       // the parameter as users type it: the option and the .ini key
  double low;
  double high;
  bool low_open = false;  // true: the value must be more than `low`
  bool whole = false;     // true: a whole number
  const char* unit = "";  // e.g. "inches", printed after the range

  [[nodiscard]] bool admits(double v) const noexcept {
    if (!(v <= high)) return false;  // also refuses NaN
    if (low_open ? !(v > low) : !(v >= low)) return false;
    return !whole || v == std::floor(v);
  }
  [[nodiscard]] std::string range_text() const;
  void require(double v) const {
    if (!admits(v)) throw std::invalid_argument(std::string(name) + " must be " + range_text());
  }
};

// The bounds the library and the command line share.
namespace bounds {
// Actions a map or a question may spend: twelve is six activations of two, more than any game has.
inline constexpr Bound kActions{"actions", 0, 12, false, true};
// A map's cell size: below 0.05" the cells outnumber what a table needs (a base is 25-200 mm); above
// 6" a cell is wider than a unit's move.
inline constexpr Bound kResolution{"resolution", 0.05, 6, false, false, "inches"};
inline constexpr Bound kFacing{"facing", 0, 360, false, false, "degrees"};
// One height to climb, in height units (1 = 6"): twelve is 72", above any building on a table.
inline constexpr Bound kClimbHeight{"height", 0, 12, true, false, "height units"};
// A swept height: 0 is allowed and its row says the unit is already there.
inline constexpr Bound kSweptHeight{"heights", 0, 12, false, false, "height units"};
// A keyword's number (Jump X, Speeder X, Hover X).
inline constexpr Bound kKeywordValue{"jump", 0, 12, false, true};
}  // namespace bounds

}  // namespace climbsim
