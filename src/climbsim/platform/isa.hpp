// Which vector instructions the running CPU offers, detected once, for runtime dispatch.
//
// Contract: every kernel with several implementations gives the same bits on each; this only
// picks the fastest the CPU can run. CLIMBSIM_ISA=portable|avx2|avx512 in the environment caps
// the choice (for tests and benchmarks of the slower paths); any other value is refused by the
// program (isa_cap_error) before any work, and ignored by the library.
#pragma once

namespace climbsim {

enum class Isa { portable = 0, avx2 = 1, avx512 = 2 };

Isa detected_isa() noexcept;
const char* to_string(Isa isa) noexcept;

// "portable", "avx2" or "avx512"; false for anything else.
bool parse_isa(const char* text, Isa& out) noexcept;

// What is wrong with the CLIMBSIM_ISA in the environment, or "" when it is unset or valid.
const char* isa_cap_error() noexcept;

}  // namespace climbsim
