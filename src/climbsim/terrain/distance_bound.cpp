// A lower bound of every cell's distance to the nearest marked cell (contract in distance_bound.hpp).
#include "climbsim/terrain/distance_bound.hpp"

#include <algorithm>
#include <cstddef>
#include <limits>

namespace climbsim {

namespace {

constexpr float kSide = 1.0F, kCorner = 1.41421356F;

// Cells i0..i1-1 of `row` from their three neighbours in the row `next` to it: the ends apart, so
// that the loop between them has no branch and vectorises (min(a, b) + c is min(a + c, b + c),
// rounding and all).
void from_row(float* row, const float* next, int i0, int i1) {
  if (i1 - i0 == 1) {
    row[i0] = std::min(row[i0], next[i0] + kSide);
    return;
  }
  row[i0] = std::min({row[i0], next[i0] + kSide, next[i0 + 1] + kCorner});
  for (int i = i0 + 1; i < i1 - 1; ++i) row[i] = std::min(std::min(row[i], next[i] + kSide), std::min(next[i - 1], next[i + 1]) + kCorner);
  row[i1 - 1] = std::min({row[i1 - 1], next[i1 - 1] + kSide, next[i1 - 2] + kCorner});
}

}  // namespace

void distance_below(int nx, int ny, const std::vector<std::uint8_t>& marked, const CellWindow& within, std::vector<float>& out) {
  constexpr float kFar = std::numeric_limits<float>::infinity();
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
    if (j > within.j0) from_row(row, row - w, i0, i1);
    for (int i = i0 + 1; i < i1; ++i) row[i] = std::min(row[i], row[i - 1] + kSide);
  }
  // Backward: from the row below, then along the row from the right.
  for (int j = within.j1 - 1; j >= within.j0; --j) {
    float* row = d + static_cast<std::size_t>(j) * w;
    if (j + 1 < within.j1) from_row(row, row + w, i0, i1);
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
