// Which sources of a spread cast legs (contract in tool_sources.hpp).
#include "climbsim/terrain/tool_sources.hpp"

#include <cmath>
#include <cstddef>

#include "climbsim/platform/portable_math.hpp"  // the same bits in the page and on the command line
#include "climbsim/terrain/cell_walk.hpp"

namespace climbsim::tool_detail {

std::vector<Source> casting_sources(int nx, int ny, const CellWindow& window, const std::vector<Spot>& from,
                                    const std::vector<std::uint8_t>* covered, const std::vector<Facing>* from_facing, bool notched) {
  const auto cell = [nx](int i, int j) { return static_cast<std::size_t>(j) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i); };
  std::vector<Source> sources;
  for (int j = window.j0; j < window.j1; ++j)
    for (int i = window.i0; i < window.i1; ++i) {
      const Spot& s = from[cell(i, j)];
      if (s.label < 0 || (covered && ((*covered)[cell(i, j)] & kSourceCovered))) continue;
      const Facing f = from_facing ? (*from_facing)[cell(i, j)] : Facing{};
      int out_i = 0, out_j = 0;
      bool edge = false;
      for (int dj = -1; dj <= 1; ++dj)
        for (int di = -1; di <= 1; ++di)
          if (i + di < 0 || j + dj < 0 || i + di >= nx || j + dj >= ny || from[cell(i + di, j + dj)].label < 0)
            edge = true, out_i += di, out_j += dj;
      if (edge || notched)
        sources.push_back({s.label, static_cast<std::int32_t>(cell(i, j)), i + 0.5 + s.x, j + 0.5 + s.y, f.fx, f.fy,
                           f.turn > 0 ? portable_cos(f.turn * kPi / 180) : 1.0, out_i, out_j,
                           covered && ((*covered)[cell(i, j)] & kLegsToJoints) != 0});
    }
  return sources;
}

bool joints_covered_around(int nx, int ny, const std::vector<std::uint8_t>& covered, double x, double y) {
  const int i0 = static_cast<int>(std::floor(x)), j0 = static_cast<int>(std::floor(y));
  for (int j = j0 - 1; j <= j0 + 1; ++j)
    for (int i = i0 - 1; i <= i0 + 1; ++i)
      if (i >= 0 && j >= 0 && i < nx && j < ny &&
          !(covered[static_cast<std::size_t>(j) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i)] & kJointsCovered))
        return false;
  return true;
}

bool crosses_only_labelled(int nx, int ny, const std::vector<Spot>& from, double px, double py, double ux, double uy, double length) {
  int li = 0, lj = 0;
  return traverse(px, py, ux, uy, length, [&](int i, int j, double, double) {
    return i >= 0 && j >= 0 && i < nx && j < ny && from[static_cast<std::size_t>(j) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i)].label >= 0;
  }, li, lj);
}

std::vector<std::uint8_t> joints_at_edge(int nx, int ny, const CellWindow& window, const std::vector<std::uint8_t>& any_joint,
                                         const std::vector<Spot>& from, bool every_first_leg) {
  std::vector<std::uint8_t> casts(any_joint.size(), 0);
  window.for_each(nx, [&](int i, int j, std::size_t c) {
    if (any_joint[c] && from[c].label < 0)
      casts[c] = at_edge(nx, ny, i, j, [&](std::size_t n) { return !any_joint[n] && (every_first_leg || from[n].label < 0); }) ? 1 : 0;
  });
  return casts;
}

}  // namespace climbsim::tool_detail
