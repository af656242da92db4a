// The IEEE-754 bit pattern of a double, for keys that must tell apart exactly the numbers that
// differ (random stream identities, cache keys).
//
// Contract: bits_of(x) equals std::bit_cast<std::uint64_t>(x). It is written with memcpy because
// the libc++ of Debian's emscripten (3.1.6) has no std::bit_cast, and the core library builds for
// the browser with it.
#pragma once

#include <cstdint>
#include <cstring>

namespace climbsim {

[[nodiscard]] inline std::uint64_t bits_of(double x) noexcept {
  static_assert(sizeof(double) == sizeof(std::uint64_t));
  std::uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  return bits;
}

}  // namespace climbsim
