// A mission's picture: one panel of the earliest round at every cell, the Territories and the POIs
// (contract in reach_output.hpp; RULINGS R27).
#include "climbsim/output/reach_panel.hpp"

namespace climbsim {

using namespace picture;

namespace {

bool inside_any(const std::vector<Rect>& areas, double x, double y) {
  return std::any_of(areas.begin(), areas.end(), [&](const Rect& a) { return x > a.x0 && x < a.x1 && y > a.y0 && y < a.y1; });
}

// The outline of a union of rectangles, 3 pixels wide inside it: each side of each rectangle (on the
// table) where the other side of it is not inside another, so a Territory drawn as several
// rectangles shows no seams.
void outline_union(Image& pic, const std::vector<Rect>& areas, const Terrain& terrain, const std::function<double(double)>& fx,
                   const std::function<double(double)>& fy, Rgb ink) {
  constexpr double kOut = 1e-3;  // inches past a side: where its other side is
  constexpr int kPen = 3;
  for (const Rect& r : areas) {
    const Rect a{std::max(r.x0, 0.0), std::max(r.y0, 0.0), std::min(r.x1, terrain.width), std::min(r.y1, terrain.depth)};
    if (a.x0 >= a.x1 || a.y0 >= a.y1) continue;
    const int l = static_cast<int>(std::lround(fx(a.x0))), rt = static_cast<int>(std::lround(fx(a.x1)));
    const int t = static_cast<int>(std::lround(fy(a.y1))), b = static_cast<int>(std::lround(fy(a.y0)));
    const double per_px_x = (a.x1 - a.x0) / std::max(1, rt - l), per_px_y = (a.y1 - a.y0) / std::max(1, b - t);
    for (int px = l; px < rt; ++px) {  // the bottom and top sides, a pixel column at a time
      const double x = a.x0 + (px - l + 0.5) * per_px_x;
      if (!inside_any(areas, x, a.y0 - kOut)) pic.fill(px, b - kPen, 1, kPen, ink);
      if (!inside_any(areas, x, a.y1 + kOut)) pic.fill(px, t, 1, kPen, ink);
    }
    for (int py = t; py < b; ++py) {  // the left and right sides, a pixel row at a time
      const double y = a.y1 - (py - t + 0.5) * per_px_y;
      if (!inside_any(areas, a.x0 - kOut, y)) pic.fill(l, py, kPen, 1, ink);
      if (!inside_any(areas, a.x1 + kOut, y)) pic.fill(rt - kPen, py, kPen, 1, ink);
    }
  }
}

}  // namespace

Image mission_picture(const ReachMap& map, const Terrain& terrain, const ReachOptions& o, const MissionMarks& marks) {
  const int cell_px = map_cell_pixels(map.grid.resolution);
  const int width = std::max(map.grid.nx * cell_px + 2 * kMapPictureMargin, 560);
  const int per = std::max(1, o.rules.actions_per_activation);
  const int rounds = (o.actions + per - 1) / per;
  const auto by_round = [&](const ReachCell& c) {
    if (c.min_actions < 0) return map.levels[static_cast<std::size_t>(c.level)].building >= 0 ? kUnreachedRoof : kUnreached;
    // As the answer's table counts: a unit placed or scouting in is there in round 1 (R28).
    const int round = std::max(1, (c.min_actions + per - 1) / per);
    return kActionColour[std::min<std::size_t>(static_cast<std::size_t>(round), std::size(kActionColour) - 1)];
  };
  const auto legend = [&](Flow& f) {
    f.words(who(map, o));
    f.newline();
    for (int r = 1; r <= std::min(rounds, static_cast<int>(std::size(kActionColour)) - 1); ++r)
      f.item([r](Image& img, int x, int y) { swatch(img, x, y, kActionColour[r]); }, "round " + std::to_string(r));
    if (!o.deploy_edges.empty())
      f.item([](Image& img, int x, int y) { img.fill(x, y + 6, 16, 4, kInk); }, "where it deploys from");
    f.item([](Image& img, int x, int y) { swatch(img, x, y, kUnreached); }, "out of reach");
    f.item([](Image& img, int x, int y) { swatch(img, x, y, kUnreachedRoof); }, "roof out of reach");
    f.newline();
    f.item([](Image& img, int x, int y) { img.outline(x, y, 16, 16, kTerritory, 3); }, "your Territory");
    if (!marks.enemy_territory.empty())
      f.item([](Image& img, int x, int y) { img.outline(x, y, 16, 16, kEnemyTerritory, 3); }, "the enemy's");
    f.item([](Image& img, int x, int y) { img.fill(x + 4, y + 4, 8, 8, kInk); img.outline(x, y, 16, 16, kInk, 1); },
           "POI N, the ring where the leader contests it");
    f.newline();
    pieces_legend(f, terrain);
  };
  const Overlay overlay = [&](Image& pic, const std::function<double(double)>& fx, const std::function<double(double)>& fy, double ppi) {
    for (const auto& [areas, ink] : {std::pair{&marks.territory, kTerritory}, std::pair{&marks.enemy_territory, kEnemyTerritory}})
      outline_union(pic, *areas, terrain, fx, fy, ink);
    for (std::size_t k = 0; k < marks.pois.size(); ++k) {
      const auto [x, y] = marks.pois[k];
      const double cx = fx(x), cy = fy(y);
      for (double r = 0; r <= kPoiMarkRadius * ppi; r += 0.5)  // the 2" token, filled
        for (int a = 0; a < 360; a += 2) pic.set(static_cast<int>(std::lround(cx + r * std::cos(a * M_PI / 180))), static_cast<int>(std::lround(cy + r * std::sin(a * M_PI / 180))), kInk);
      for (int a = 0; a < 720; ++a) {  // where the leader's centre contests it
        const double r = marks.contest * ppi;
        pic.set(static_cast<int>(std::lround(cx + r * std::cos(a * M_PI / 360))), static_cast<int>(std::lround(cy + r * std::sin(a * M_PI / 360))), kInk);
      }
      const std::string label = std::to_string(k + 1);
      const int lw = static_cast<int>(label.size()) * 6;
      pic.text(static_cast<int>(std::lround(cx)) - lw / 2 + 1, static_cast<int>(std::lround(cy)) - 3, label, kWhite, 1);
    }
  };
  const std::string heading = "Earliest round to stand there";
  const int top = kMapPictureTop - kLineHeight - 4;
  const int end = panel(nullptr, top, width, heading, map, terrain, o, by_round, legend, {-1, -1}, overlay);
  Image img(width, end, kWhite);
  panel(&img, top, width, heading, map, terrain, o, by_round, legend, {-1, -1}, overlay);
  return img;
}

void write_mission_png(std::ostream& out, const ReachMap& map, const Terrain& terrain, const ReachOptions& o, const MissionMarks& marks) {
  mission_picture(map, terrain, o, marks).write_png(out);
}

}  // namespace climbsim
