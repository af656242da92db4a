#include "climbsim/platform/isa.hpp"

#include <cstdlib>
#include <cstring>
#include <initializer_list>

namespace climbsim {

namespace {

Isa detect() noexcept {
  Isa best = Isa::portable;
#if defined(__x86_64__) && defined(__GNUC__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx2")) best = Isa::avx2;
  if (__builtin_cpu_supports("avx512f")) best = Isa::avx512;
#endif
  Isa wanted = best;
  if (const char* cap = std::getenv("CLIMBSIM_ISA"); cap && parse_isa(cap, wanted) &&
      static_cast<int>(wanted) < static_cast<int>(best))
    best = wanted;
  return best;
}

}  // namespace

bool parse_isa(const char* text, Isa& out) noexcept {
  for (Isa isa : {Isa::portable, Isa::avx2, Isa::avx512})
    if (std::strcmp(text, to_string(isa)) == 0) {
      out = isa;
      return true;
    }
  return false;
}

const char* isa_cap_error() noexcept {
  const char* cap = std::getenv("CLIMBSIM_ISA");
  Isa ignored = Isa::portable;
  if (cap == nullptr || parse_isa(cap, ignored)) return "";
  return "CLIMBSIM_ISA must be portable, avx2 or avx512 (or unset)";
}

Isa detected_isa() noexcept {
  static const Isa isa = detect();
  return isa;
}

const char* to_string(Isa isa) noexcept {
  switch (isa) {
    case Isa::avx512: return "avx512";
    case Isa::avx2: return "avx2";
    case Isa::portable: break;
  }
  return "portable";
}

}  // namespace climbsim
