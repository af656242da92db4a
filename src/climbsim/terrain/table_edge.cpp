// The table's edge within areas (contract in table_edge.hpp).
#include "climbsim/terrain/table_edge.hpp"

#include <algorithm>
#include <utility>

namespace climbsim {

namespace {

// The parts [a0, a1] of one side's coordinate that the areas cover, merged.
std::vector<std::pair<double, double>> merged(std::vector<std::pair<double, double>> spans) {
  std::sort(spans.begin(), spans.end());
  std::vector<std::pair<double, double>> out;
  for (const auto& s : spans) {
    if (!out.empty() && s.first <= out.back().second) out.back().second = std::max(out.back().second, s.second);
    else out.push_back(s);
  }
  return out;
}

}  // namespace

std::vector<EdgeRun> edge_within(double width, double depth, const std::vector<Rect>& areas) {
  // Each side: whether an area reaches it, and the span of the side's own coordinate it covers.
  struct Side {
    bool along_x;  // the side runs along x (south, north) or along y (east, west)
    double at;     // its fixed coordinate
    double nx, ny;
  };
  const Side sides[] = {{true, 0, 0, 1}, {false, width, -1, 0}, {true, depth, 0, -1}, {false, 0, 1, 0}};
  std::vector<EdgeRun> runs;
  for (const Side& side : sides) {
    std::vector<std::pair<double, double>> spans;
    for (const Rect& a : areas) {
      const double lo = side.along_x ? a.y0 : a.x0, hi = side.along_x ? a.y1 : a.x1;  // across the side
      if (side.at < lo || side.at > hi) continue;
      const double s0 = std::max(side.along_x ? a.x0 : a.y0, 0.0), s1 = std::min(side.along_x ? a.x1 : a.y1, side.along_x ? width : depth);
      if (s0 <= s1) spans.emplace_back(s0, s1);
    }
    for (const auto& [s0, s1] : merged(std::move(spans))) {
      EdgeRun r;
      if (side.along_x) r.x0 = s0, r.x1 = s1, r.y0 = r.y1 = side.at;
      else r.y0 = s0, r.y1 = s1, r.x0 = r.x1 = side.at;
      r.nx = side.nx, r.ny = side.ny;
      runs.push_back(r);
    }
  }
  return runs;
}

}  // namespace climbsim
