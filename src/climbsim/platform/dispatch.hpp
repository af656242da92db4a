// The one way a kernel picks its path at run time.
//
// Contract: dispatch(portable, avx2, avx512) calls the callable of the best path detected_isa()
// allows (CLIMBSIM_ISA caps it) and returns its result. Every kernel with vector paths calls this,
// so a new path or a new cap is one change here. On a non-x86 build only `portable` is called.
#pragma once

#include "climbsim/platform/isa.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#define CLIMBSIM_X86_KERNELS 1
#endif

namespace climbsim {

template <class Portable, class Avx2, class Avx512>
decltype(auto) dispatch([[maybe_unused]] Portable&& portable, [[maybe_unused]] Avx2&& avx2,
                        [[maybe_unused]] Avx512&& avx512) {
#ifdef CLIMBSIM_X86_KERNELS
  switch (detected_isa()) {
    case Isa::avx512: return avx512();
    case Isa::avx2: return avx2();
    case Isa::portable: break;
  }
#endif
  return portable();
}

}  // namespace climbsim
