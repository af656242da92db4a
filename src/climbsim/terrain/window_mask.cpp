// Square windows free of marked cells (contract in window_mask.hpp).
#include "climbsim/terrain/window_mask.hpp"

#include <algorithm>
#include <cstddef>

namespace climbsim {

std::vector<std::uint8_t> clear_windows(int nx, int ny, const std::vector<std::uint8_t>& marked, int half, bool outside_marked) {
  const auto w = static_cast<std::size_t>(nx) + 1;
  std::vector<std::uint32_t> sum(w * (static_cast<std::size_t>(ny) + 1), 0);
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      const auto c = static_cast<std::size_t>(j) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i);
      const auto at = (static_cast<std::size_t>(j) + 1) * w + static_cast<std::size_t>(i) + 1;
      sum[at] = (marked[c] ? 1U : 0U) + sum[at - 1] + sum[at - w] - sum[at - w - 1];
    }
  std::vector<std::uint8_t> out(static_cast<std::size_t>(nx) * static_cast<std::size_t>(ny), 0);
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      // A window reaching past the block holds a marked cell when the outside counts as marked.
      if (outside_marked && (i < half || j < half || i + half >= nx || j + half >= ny)) continue;
      const auto x0 = static_cast<std::size_t>(std::max(0, i - half)), x1 = static_cast<std::size_t>(std::min(nx - 1, i + half)) + 1;
      const auto y0 = static_cast<std::size_t>(std::max(0, j - half)), y1 = static_cast<std::size_t>(std::min(ny - 1, j + half)) + 1;
      const auto n = sum[y1 * w + x1] - sum[y0 * w + x1] - sum[y1 * w + x0] + sum[y0 * w + x0];
      out[static_cast<std::size_t>(j) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i)] = n == 0 ? 1 : 0;
    }
  return out;
}

}  // namespace climbsim
