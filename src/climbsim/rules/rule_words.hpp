// Numbers as the rules' sentences print them: "%g" (2, 1.5, 0.2), one spelling for every reason
// and word the rules write (why no plan, a roof's refusal, a route's name, a surface's height).
#pragma once

#include <cstdio>
#include <string>

namespace climbsim {

inline std::string rule_number(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", x);
  return buf;
}

}  // namespace climbsim
