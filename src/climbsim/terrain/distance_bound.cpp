// A lower bound of every cell's distance to the nearest marked cell (contract in distance_bound.hpp).
#include "climbsim/terrain/distance_bound.hpp"

#include <algorithm>
#include <cstddef>
#include <limits>

namespace climbsim {

void distance_below(int nx, int ny, const std::vector<std::uint8_t>& marked, const CellWindow& within, std::vector<float>& out) {
  constexpr float kFar = std::numeric_limits<float>::infinity();
  constexpr float kSide = 1.0F, kCorner = 1.41421356F;
  (void)ny;
  if (within.empty()) return;
  const auto w = static_cast<std::size_t>(nx);
  const int i0 = within.i0, i1 = within.i1;
  float* const d = out.data();
  within.for_each(nx, [&](int, int, std::size_t c) { d[c] = marked[c] ? 0.0F : kFar; });
  // Forward: from the row above (its three neighbours, all at once), then along the row from the
  // left; the order within a row makes no difference to what the raster order gives.
  for (int j = within.j0; j < within.j1; ++j) {
    float* row = d + static_cast<std::size_t>(j) * w;
    if (j > within.j0) {
      const float* up = row - w;
      for (int i = i0; i < i1; ++i) {
        float v = std::min(row[i], up[i] + kSide);
        if (i > i0) v = std::min(v, up[i - 1] + kCorner);
        if (i + 1 < i1) v = std::min(v, up[i + 1] + kCorner);
        row[i] = v;
      }
    }
    for (int i = i0 + 1; i < i1; ++i) row[i] = std::min(row[i], row[i - 1] + kSide);
  }
  // Backward: from the row below, then along the row from the right.
  for (int j = within.j1 - 1; j >= within.j0; --j) {
    float* row = d + static_cast<std::size_t>(j) * w;
    if (j + 1 < within.j1) {
      const float* down = row + w;
      for (int i = i0; i < i1; ++i) {
        float v = std::min(row[i], down[i] + kSide);
        if (i > i0) v = std::min(v, down[i - 1] + kCorner);
        if (i + 1 < i1) v = std::min(v, down[i + 1] + kCorner);
        row[i] = v;
      }
    }
    for (int i = i1 - 2; i >= i0; --i) row[i] = std::min(row[i], row[i + 1] + kSide);
  }
  // cos(22.5 degrees) = 0.92387953..., less a margin far above the float sums' relative rounding
  // (about 1e-7 a step, over at most a few hundred steps).
  constexpr float kScale = 0.9238F;
  within.for_each(nx, [&](int, int, std::size_t c) { d[c] *= kScale; });
}

std::vector<float> distance_below(int nx, int ny, const std::vector<std::uint8_t>& marked) {
  std::vector<float> d(marked.size());
  distance_below(nx, ny, marked, CellWindow{0, 0, nx, ny}, d);
  return d;
}

}  // namespace climbsim
