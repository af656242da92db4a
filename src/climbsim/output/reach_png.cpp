#include <algorithm>
#include <cmath>

#include "climbsim/output/reach_output.hpp"
#include "climbsim/io/csv.hpp"
#include "climbsim/io/image.hpp"

namespace climbsim {

namespace {

// One colour per number of actions: the start, then cooler to warmer as the cost grows.
constexpr Rgb kActionColour[] = {{30, 30, 30},   {76, 175, 80},  {205, 220, 57}, {255, 193, 7},
                                 {255, 120, 40}, {229, 57, 53},  {156, 39, 176}, {63, 81, 181}};
constexpr Rgb kUnreached{225, 225, 225};
constexpr Rgb kUnreachedRoof{170, 170, 170};
constexpr Rgb kInk{20, 20, 20};

Rgb darken(Rgb c, double f) {
  const auto d = [f](std::uint8_t v) { return static_cast<std::uint8_t>(std::lround(v * (1.0 - f))); };
  return {d(c.r), d(c.g), d(c.b)};
}

Rgb outline_colour(PieceKind k) {
  switch (k) {
    case PieceKind::building: return {0, 0, 0};
    case PieceKind::wall: return {120, 72, 30};
    case PieceKind::barricade: return {160, 110, 60};
    case PieceKind::difficult: return {60, 120, 40};
    case PieceKind::impassable: return {60, 60, 60};
    case PieceKind::hill: return {190, 150, 90};
  }
  return kInk;
}

}  // namespace

void write_reach_png(std::ostream& out, const ReachMap& map, const Terrain& terrain, const ReachOptions& o) {
  const int cell_px = std::max(1, static_cast<int>(std::lround(16 * map.grid.resolution)));
  const double px_per_inch = cell_px / map.grid.resolution;
  const int margin = 16, legend_h = 96;
  const int map_w = map.grid.nx * cell_px, map_h = map.grid.ny * cell_px;
  Image img(map_w + 2 * margin, map_h + 2 * margin + legend_h, {255, 255, 255});
  const auto px = [&](double x) { return margin + static_cast<int>(std::lround(x * px_per_inch)); };
  const auto py = [&](double y) { return margin + map_h - static_cast<int>(std::lround(y * px_per_inch)); };

  // The highest surface at each cell is what a view from above shows.
  double worst = 0;
  for (const auto& c : map.cells)
    if (c.route >= 0) worst = std::max(worst, map.routes[static_cast<std::size_t>(c.route)].mean_wounds);
  const auto nx = static_cast<std::size_t>(map.grid.nx);
  for (const auto& c : map.cells) {
    const int i = static_cast<int>(c.cell % nx), j = static_cast<int>(c.cell / nx);
    const bool roof = map.levels[static_cast<std::size_t>(c.level)].building >= 0;
    Rgb colour = roof ? kUnreachedRoof : kUnreached;
    if (c.route >= 0) {
      colour = kActionColour[std::min<std::size_t>(static_cast<std::size_t>(c.min_actions), std::size(kActionColour) - 1)];
      const double w = map.routes[static_cast<std::size_t>(c.route)].mean_wounds;
      if (worst > 0) colour = darken(colour, 0.45 * w / worst);
    }
    img.fill(margin + i * cell_px, margin + map_h - (j + 1) * cell_px, cell_px, cell_px, colour);
  }
  for (const auto& p : terrain.pieces) {
    const int x0 = px(p.x), x1 = px(p.x1()), y0 = py(p.y1()), y1 = py(p.y);
    if (p.kind == PieceKind::impassable || p.kind == PieceKind::wall)
      img.fill(x0, y0, std::max(1, x1 - x0), std::max(1, y1 - y0), outline_colour(p.kind));
    img.outline(x0, y0, std::max(2, x1 - x0), std::max(2, y1 - y0), outline_colour(p.kind), p.kind == PieceKind::building ? 2 : 1);
    if (p.kind == PieceKind::building) img.text(x0 + 4, y0 + 4, "H" + format_number(p.height), kInk, 1);
  }
  img.outline(margin - 1, margin - 1, map_w + 2, map_h + 2, kInk, 1);
  // The start: a ring the size of the leader's base.
  const double R = o.unit.base_mm / 25.4 / 2 * px_per_inch;
  const int sx = px(o.start_x), sy = py(o.start_y);
  for (int a = 0; a < 360; ++a)
    for (double r : {R, R - 1})
      img.set(sx + static_cast<int>(std::lround(r * std::cos(a * M_PI / 180))), sy + static_cast<int>(std::lround(r * std::sin(a * M_PI / 180))), kInk);

  // Legend.
  int y = margin + map_h + 12;
  const std::string who = (o.unit.name.empty() ? std::string("unit") : o.unit.name) + ": " + std::to_string(o.unit.minis) +
                          " minis of " + std::to_string(o.unit.wounds_per_mini) + (o.unit.wounds_per_mini == 1 ? " wound" : " wounds") + ", speed " + std::to_string(o.unit.speed) +
                          ", " + std::to_string(o.actions) + " actions from " + format_number(o.start_x) + "," +
                          format_number(o.start_y);
  img.text(margin, y, who, kInk, 2);
  y += 24;
  int x = margin;
  for (int a = 0; a <= std::min(o.actions, static_cast<int>(std::size(kActionColour)) - 1); ++a) {
    img.fill(x, y, 16, 16, kActionColour[a]);
    img.outline(x, y, 16, 16, kInk, 1);
    x += 22 + img.text(x + 22, y + 1, a == 0 ? "start" : std::to_string(a) + (a == 1 ? " action" : " actions"), kInk, 2) + 12;
  }
  img.fill(x, y, 16, 16, kUnreached);
  img.outline(x, y, 16, 16, kInk, 1);
  x += 22 + img.text(x + 22, y + 1, "out of reach", kInk, 2) + 12;
  img.fill(x, y, 16, 16, kUnreachedRoof);
  img.outline(x, y, 16, 16, kInk, 1);
  img.text(x + 22, y + 1, "roof out of reach", kInk, 2);
  y += 26;
  img.text(margin, y, "darker: more expected wounds (darkest " + format_number(std::round(worst * 1000) / 1000) +
                          ").  H: roof height", kInk, 2);
  img.write_png(out);
}

}  // namespace climbsim
