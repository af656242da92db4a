// A lower bound of every cell's distance to the nearest marked cell (contract in distance_bound.hpp).
#include "climbsim/terrain/distance_bound.hpp"

#include <algorithm>
#include <cstddef>
#include <limits>

namespace climbsim {

std::vector<float> distance_below(int nx, int ny, const std::vector<std::uint8_t>& marked) {
  constexpr float kFar = std::numeric_limits<float>::infinity();
  constexpr float kSide = 1.0F, kCorner = 1.41421356F;
  const auto w = static_cast<std::size_t>(nx);
  std::vector<float> d(marked.size());
  for (std::size_t c = 0; c < marked.size(); ++c) d[c] = marked[c] ? 0.0F : kFar;
  // Forward: from the row above (its three neighbours, all at once), then along the row from the
  // left. The order within a row makes no difference to what the raster order gives.
  for (int j = 0; j < ny; ++j) {
    float* row = d.data() + static_cast<std::size_t>(j) * w;
    if (j > 0) {
      const float* up = row - w;
      for (int i = 0; i < nx; ++i) {
        float v = std::min(row[i], up[i] + kSide);
        if (i > 0) v = std::min(v, up[i - 1] + kCorner);
        if (i + 1 < nx) v = std::min(v, up[i + 1] + kCorner);
        row[i] = v;
      }
    }
    for (int i = 1; i < nx; ++i) row[i] = std::min(row[i], row[i - 1] + kSide);
  }
  // Backward: from the row below, then along the row from the right.
  for (int j = ny - 1; j >= 0; --j) {
    float* row = d.data() + static_cast<std::size_t>(j) * w;
    if (j + 1 < ny) {
      const float* down = row + w;
      for (int i = 0; i < nx; ++i) {
        float v = std::min(row[i], down[i] + kSide);
        if (i > 0) v = std::min(v, down[i - 1] + kCorner);
        if (i + 1 < nx) v = std::min(v, down[i + 1] + kCorner);
        row[i] = v;
      }
    }
    for (int i = nx - 2; i >= 0; --i) row[i] = std::min(row[i], row[i + 1] + kSide);
  }
  // cos(22.5 degrees) = 0.92387953..., less a margin far above the float sums' relative rounding
  // (about 1e-7 a step, over at most a few hundred steps).
  constexpr float kScale = 0.9238F;
  for (auto& v : d) v *= kScale;
  return d;
}

}  // namespace climbsim
