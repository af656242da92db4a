// Square windows free of marked cells (contract in window_mask.hpp).
#include "climbsim/terrain/window_mask.hpp"

#include <algorithm>
#include <cstddef>

namespace climbsim {

std::vector<std::uint8_t> clear_windows(int nx, int ny, const std::vector<std::uint8_t>& marked, int half, bool outside_marked,
                                        const CellWindow* within) {
  const CellWindow part = within ? *within : CellWindow{0, 0, nx, ny};
  std::vector<std::uint8_t> out(static_cast<std::size_t>(nx) * static_cast<std::size_t>(ny), 0);
  if (part.empty()) return out;
  // The summed-area table of the part, in its own coordinates.
  const int pw = part.i1 - part.i0, ph = part.j1 - part.j0;
  const auto w = static_cast<std::size_t>(pw) + 1;
  std::vector<std::uint32_t> sum(w * (static_cast<std::size_t>(ph) + 1), 0);
  for (int j = 0; j < ph; ++j)
    for (int i = 0; i < pw; ++i) {
      const auto c = static_cast<std::size_t>(j + part.j0) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i + part.i0);
      const auto at = (static_cast<std::size_t>(j) + 1) * w + static_cast<std::size_t>(i) + 1;
      sum[at] = (marked[c] ? 1U : 0U) + sum[at - 1] + sum[at - w] - sum[at - w - 1];
    }
  for (int j = part.j0; j < part.j1; ++j)
    for (int i = part.i0; i < part.i1; ++i) {
      // A window reaching past the block holds a marked cell when the outside counts as marked.
      if (outside_marked && (i < half || j < half || i + half >= nx || j + half >= ny)) continue;
      const auto x0 = static_cast<std::size_t>(std::max(part.i0, i - half) - part.i0), x1 = static_cast<std::size_t>(std::min(part.i1 - 1, i + half) - part.i0) + 1;
      const auto y0 = static_cast<std::size_t>(std::max(part.j0, j - half) - part.j0), y1 = static_cast<std::size_t>(std::min(part.j1 - 1, j + half) - part.j0) + 1;
      const auto n = sum[y1 * w + x1] - sum[y0 * w + x1] - sum[y1 * w + x0] + sum[y0 * w + x0];
      out[static_cast<std::size_t>(j) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i)] = n == 0 ? 1 : 0;
    }
  return out;
}

}  // namespace climbsim
