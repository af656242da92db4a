// Fuzz target for the terrain reader: any bytes must either parse into pieces that lie on the
// table with positive sizes, or throw TerrainError; nothing else (no crash, no other exception).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "climbsim/terrain/terrain.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const auto t = climbsim::parse_terrain(text, "fuzz", 72, 36);
    for (const auto& p : t.pieces)
      if (!(p.width > 0 && p.depth > 0 && p.height >= 0 && p.x >= 0 && p.y >= 0 && p.x1() <= 72 + 1e-9 && p.y1() <= 36 + 1e-9))
        std::abort();  // a piece the reader should have refused
  } catch (const climbsim::TerrainError&) {
  }
  return 0;
}
