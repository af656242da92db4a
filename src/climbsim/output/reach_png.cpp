// The reach map's picture: actions and wounds panels (contract in reach_output.hpp).
#include "climbsim/output/reach_panel.hpp"

namespace climbsim {

using namespace picture;

Image reach_picture(const ReachMap& map, const Terrain& terrain, const ReachOptions& o, std::pair<int, int> routes) {
  const int cell_px = map_cell_pixels(map.grid.resolution);
  const int margin = kMapPictureMargin;
  const int width = std::max(map.grid.nx * cell_px + 2 * margin, 560);
  const auto unreached = [&](const ReachCell& c) { return map.levels[static_cast<std::size_t>(c.level)].building >= 0 ? kUnreachedRoof : kUnreached; };
  const auto by_actions = [&](const ReachCell& c) {
    if (c.min_actions < 0) return unreached(c);
    return kActionColour[std::min<std::size_t>(static_cast<std::size_t>(c.min_actions), std::size(kActionColour) - 1)];
  };
  const auto by_wounds = [&](const ReachCell& c) {
    if (c.fastest < 0) return unreached(c);
    return wound_colour(map.routes[static_cast<std::size_t>(c.fastest)].mean_wounds);
  };
  // Two short headings (one line each at the narrowest picture, 560 px), so the first map's corner
  // is at (kMapPictureMargin, kMapPictureTop) for the report's hover.
  const std::string first = "Fewest actions to stand there";
  const std::string second = "Expected wounds on the fastest route";
  const auto first_legend = [&](Flow& f) {
    actions_legend(f, map, terrain, o);
    if (routes.first < 0) return;
    f.newline();
    const auto name = [&](int last) {
      const std::string& n = map.routes[static_cast<std::size_t>(map.trail[static_cast<std::size_t>(last)].route)].name;
      return n.empty() ? std::string("start") : n;
    };
    const auto line = [](Rgb c) { return [c](Image& img, int x, int y) { img.fill(x, y + 6, 16, 4, c); }; };
    if (routes.second == routes.first) {
      f.item(line(kFastestRoute), "fastest and safest route: " + name(routes.first));
    } else {
      f.item(line(kFastestRoute), "fastest route: " + name(routes.first));
      f.item(line(kSafestRoute), "safest: " + name(routes.second));
    }
  };
  const auto second_legend = [&](Flow& f) { wounds_legend(f); };
  const int top = kMapPictureTop - kLineHeight - 4;
  const int mid = panel(nullptr, top, width, first, map, terrain, o, by_actions, first_legend, routes);
  const int end = panel(nullptr, mid, width, second, map, terrain, o, by_wounds, second_legend, routes);
  Image img(width, end, kWhite);
  panel(&img, top, width, first, map, terrain, o, by_actions, first_legend, routes);
  panel(&img, mid, width, second, map, terrain, o, by_wounds, second_legend, routes);
  return img;
}

int map_cell_pixels(double resolution) { return std::max(1, static_cast<int>(std::lround(16 * resolution))); }

void write_reach_png(std::ostream& out, const ReachMap& map, const Terrain& terrain, const ReachOptions& o, std::pair<int, int> routes) {
  reach_picture(map, terrain, o, routes).write_png(out);
}

}  // namespace climbsim
