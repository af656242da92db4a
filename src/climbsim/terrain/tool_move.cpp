#include "climbsim/terrain/tool_move.hpp"

#include <algorithm>
#include <cmath>

namespace climbsim {

namespace {

constexpr double kPi = 3.14159265358979323846;

// The angle of (x, y) from the first leg's direction `from`, in (-pi, pi].
double turn(double from, double x, double y) {
  double d = std::atan2(y, x) - from;
  while (d > kPi) d -= 2 * kPi;
  while (d <= -kPi) d += 2 * kPi;
  return d;
}

}  // namespace

ToolMove::ToolMove(double res, double first_leg, double second_leg, double pivot_degrees, int sectors) : sectors_(sectors) {
  // The cells a centre line crosses, walked in quarter-cell steps from (x0, y0) to (x1, y1), in
  // cells relative to the start's cell; the start's own cell is left out.
  const auto walk = [&](double x0, double y0, double x1, double y1) {
    Leg leg;
    leg.first = static_cast<std::uint32_t>(cells_.size());
    const int steps = std::max(1, static_cast<int>(std::ceil(4 * std::max(std::abs(x1 - x0), std::abs(y1 - y0)) / res)));
    std::pair<int, int> last{static_cast<int>(std::lround(x0 / res)), static_cast<int>(std::lround(y0 / res))};
    const auto start = last;
    for (int k = 1; k <= steps; ++k) {
      const double t = static_cast<double>(k) / steps;
      const std::pair<int, int> c{static_cast<int>(std::lround((x0 + t * (x1 - x0)) / res)),
                                  static_cast<int>(std::lround((y0 + t * (y1 - y0)) / res))};
      if (c != last && c != start) cells_.push_back({c.first - start.first, c.second - start.second}), last = c;
    }
    leg.count = static_cast<std::uint32_t>(cells_.size()) - leg.first;
    const std::pair<int, int> end{static_cast<int>(std::lround(x1 / res)), static_cast<int>(std::lround(y1 / res))};
    leg.di = end.first - start.first;
    leg.dj = end.second - start.second;
    return leg;
  };
  // First legs: enough directions that neighbouring joints are at most half a cell apart.
  const int directions = std::max(4 * sectors, static_cast<int>(std::ceil(4 * kPi * first_leg / res)));
  for (int k = 0; k < directions; ++k) {
    const double th = 2 * kPi * k / directions;
    first_legs_.push_back(walk(0, 0, first_leg * std::cos(th), first_leg * std::sin(th)));
    sector_of_.push_back(std::min(sectors - 1, k * sectors / directions));
  }
  // Second legs: from the joint's cell centre to every cell centre within reach and within the
  // pivot limit of the sector's middle direction.
  second_legs_.resize(static_cast<std::size_t>(sectors));
  const double pivot = pivot_degrees * kPi / 180;
  const int span = static_cast<int>(std::floor(second_leg / res + 1e-9));
  for (int s = 0; s < sectors; ++s) {
    const double middle = 2 * kPi * (s + 0.5) / sectors;
    for (int dj = -span; dj <= span; ++dj)
      for (int di = -span; di <= span; ++di) {
        if ((di == 0 && dj == 0) || std::hypot(di, dj) * res > second_leg + 1e-9) continue;
        if (std::abs(turn(middle, di, dj)) > pivot + 1e-9) continue;
        second_legs_[static_cast<std::size_t>(s)].push_back(walk(0, 0, di * res, dj * res));
      }
  }
}

void ToolMove::spread(int nx, int ny, const std::vector<std::uint8_t>& free, const std::vector<std::uint8_t>* avoid,
                      const std::vector<int>& from, std::vector<int>& to) const {
  const auto cell = [nx](int i, int j) { return static_cast<std::size_t>(j) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i); };
  const auto ok = [&](int i, int j) {
    if (i < 0 || j < 0 || i >= nx || j >= ny) return false;
    const auto c = cell(i, j);
    return free[c] && !(avoid && (*avoid)[c]);
  };
  const auto edge = [&](const std::vector<int>& region, int i, int j) {  // a neighbour outside the region
    for (int dj = -1; dj <= 1; ++dj)
      for (int di = -1; di <= 1; ++di)
        if (i + di < 0 || j + dj < 0 || i + di >= nx || j + dj >= ny || region[cell(i + di, j + dj)] < 0) return true;
    return false;
  };
  const auto cast = [&](const Leg& leg, int i, int j) {  // the first cell of the leg not clear, or count
    std::uint32_t k = 0;
    for (; k < leg.count; ++k)
      if (!ok(i + cells_[leg.first + k].first, j + cells_[leg.first + k].second)) break;
    return k;
  };
  to = from;
  std::vector<std::vector<int>> joints(static_cast<std::size_t>(sectors_), std::vector<int>(from.size(), -1));
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      const int label = from[cell(i, j)];
      if (label < 0 || !edge(from, i, j)) continue;
      for (std::size_t d = 0; d < first_legs_.size(); ++d) {
        const Leg& leg = first_legs_[d];
        const std::uint32_t clear = cast(leg, i, j);
        for (std::uint32_t k = 0; k < clear; ++k) {  // it may stop anywhere on the first leg
          auto& slot = to[cell(i + cells_[leg.first + k].first, j + cells_[leg.first + k].second)];
          if (slot < 0) slot = label;
        }
        if (clear < leg.count || !ok(i + leg.di, j + leg.dj)) continue;
        auto& joint = joints[static_cast<std::size_t>(sector_of_[d])][cell(i + leg.di, j + leg.dj)];
        if (joint < 0) joint = label;
      }
    }
  for (std::size_t s = 0; s < joints.size(); ++s) {
    const auto& at = joints[s];
    for (int j = 0; j < ny; ++j)
      for (int i = 0; i < nx; ++i) {
        const int label = at[cell(i, j)];
        if (label < 0) continue;
        if (to[cell(i, j)] < 0) to[cell(i, j)] = label;
        if (!edge(at, i, j)) continue;
        for (const Leg& leg : second_legs_[s]) {
          const int ti = i + leg.di, tj = j + leg.dj;
          if (ti < 0 || tj < 0 || ti >= nx || tj >= ny || to[cell(ti, tj)] >= 0) continue;
          if (cast(leg, i, j) == leg.count) to[cell(ti, tj)] = label;
        }
      }
  }
}

}  // namespace climbsim
