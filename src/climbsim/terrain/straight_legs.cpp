#include "climbsim/terrain/straight_legs.hpp"

#include <algorithm>
#include <cmath>

namespace climbsim {

StraightLegs::StraightLegs(const Grid& grid, double length) {
  const int span = static_cast<int>(std::floor(length / grid.resolution + 1e-9));
  for (int dj = -span; dj <= span; ++dj)
    for (int di = -span; di <= span; ++di) {
      if ((di == 0 && dj == 0) || std::hypot(di, dj) * grid.resolution > length + 1e-9) continue;
      Segment s{di, dj, static_cast<std::uint32_t>(cells_.size()), 0};
      // Walk the segment between the two centres in quarter-cell steps; note each cell entered.
      const int steps = 4 * std::max(std::abs(di), std::abs(dj));
      std::pair<int, int> last{0, 0};
      for (int k = 1; k <= steps; ++k) {
        const double t = static_cast<double>(k) / steps;
        const std::pair<int, int> c{static_cast<int>(std::lround(di * t)), static_cast<int>(std::lround(dj * t))};
        if (c != last) cells_.push_back(c), last = c;
      }
      s.count = static_cast<std::uint32_t>(cells_.size()) - s.first;
      segments_.push_back(s);
    }
}

void StraightLegs::spread(int nx, int ny, const std::vector<std::uint8_t>& free, const std::vector<std::uint8_t>* avoid,
                          const std::vector<int>& from, std::vector<int>& to) const {
  Grid g;  // the block as a grid of its own
  g.nx = nx;
  g.ny = ny;
  const auto ok = [&](int i, int j) {
    if (i < 0 || j < 0 || i >= g.nx || j >= g.ny) return false;
    const auto c = g.index(i, j);
    return free[c] && !(avoid && (*avoid)[c]);
  };
  to.assign(g.cells(), -1);
  for (std::size_t c = 0; c < g.cells(); ++c)
    if (from[c] >= 0) to[c] = from[c];
  for (int j = 0; j < g.ny; ++j)
    for (int i = 0; i < g.nx; ++i) {
      const int label = from[g.index(i, j)];
      if (label < 0) continue;
      bool edge = false;  // a neighbour outside the region
      for (int dj = -1; dj <= 1 && !edge; ++dj)
        for (int di = -1; di <= 1 && !edge; ++di)
          if (i + di < 0 || j + dj < 0 || i + di >= g.nx || j + dj >= g.ny || from[g.index(i + di, j + dj)] < 0) edge = true;
      if (!edge) continue;
      for (const auto& s : segments_) {
        const int ti = i + s.di, tj = j + s.dj;
        if (ti < 0 || tj < 0 || ti >= g.nx || tj >= g.ny || to[g.index(ti, tj)] >= 0) continue;
        bool clear = true;
        for (std::uint32_t k = 0; k < s.count && clear; ++k) clear = ok(i + cells_[s.first + k].first, j + cells_[s.first + k].second);
        if (clear) to[g.index(ti, tj)] = label;
      }
    }
}

}  // namespace climbsim
