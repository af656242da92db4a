// The process's heap kept for the next map: fewer fresh pages from the kernel.
//
// Contract: keep_freed_memory() asks the C library's allocator, where it is glibc's, to serve every
// block up to 32 MiB from its heap (not by a mapping of its own) and to keep up to 512 MiB freed at
// the heap's top rather than hand it back; it returns whether the allocator took both settings
// (false elsewhere, where it does nothing: the page's WebAssembly heap only grows). Call it once,
// before the work, from a program's main (the command line, the benchmarks); the library's results
// do not depend on it, only how often the kernel hands out fresh pages.
//
// Why: a map allocates and frees whole grids of cells (0.5-6 MB each: layers, moves' scratch,
// masks), a study thousands of maps. glibc's defaults map such a block afresh and unmap it when
// freed (its threshold adapts, but a map's mix of sizes keeps crossing it), and trim the heap's top,
// so each map touched its grids' pages anew: on the 2-core virtual machine of bench/RESULTS.md a
// first touch costs a fault whose handling took a quarter to a third of a map's time.
#pragma once

namespace climbsim {

bool keep_freed_memory() noexcept;

}  // namespace climbsim
