#include "climbsim/engine/kernels/isa.hpp"

#include <cstdlib>
#include <cstring>

namespace climbsim {

namespace {

Isa detect() noexcept {
  Isa best = Isa::portable;
#if defined(__x86_64__) && defined(__GNUC__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx2")) best = Isa::avx2;
  if (__builtin_cpu_supports("avx512f")) best = Isa::avx512;
#endif
  if (const char* cap = std::getenv("CLIMBSIM_ISA")) {
    Isa wanted = best;
    if (std::strcmp(cap, "portable") == 0) wanted = Isa::portable;
    else if (std::strcmp(cap, "avx2") == 0) wanted = Isa::avx2;
    if (static_cast<int>(wanted) < static_cast<int>(best)) best = wanted;
  }
  return best;
}

}  // namespace

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
