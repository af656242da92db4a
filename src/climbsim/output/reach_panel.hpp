// The pictures' shared parts (internal to output/): colours, the legend's flowing layout, the
// pieces' legend, a route's line, and one panel (a heading, the table's cells coloured as asked, the
// pieces, ticks, the start or the deploying edge, the legend, an overlay). reach_png.cpp draws the
// map's two panels with them, mission_png.cpp a mission's (RULINGS R27).
//
// Contract: panel(nullptr, ...) only measures (returns the panel's bottom) so a picture is made
// tall enough first; with an image it draws the same panel and returns the same bottom.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <numeric>

#include "climbsim/text/csv.hpp"
#include "climbsim/io/image.hpp"
#include "climbsim/output/reach_output.hpp"

namespace climbsim::picture {

// One colour per number of actions: the start, then cooler to warmer as the cost grows.
constexpr Rgb kActionColour[] = {{30, 30, 30},   {76, 175, 80},  {205, 220, 57}, {255, 193, 7},
                                 {255, 120, 40}, {229, 57, 53},  {156, 39, 176}, {63, 81, 181}};
constexpr Rgb kUnreached{225, 225, 225};
constexpr Rgb kUnreachedRoof{170, 170, 170};
constexpr Rgb kInk{20, 20, 20};
constexpr Rgb kLadder{25, 70, 200};
constexpr Rgb kWhite{255, 255, 255};
// A spot's routes (map --to): colours no cell, piece or ladder uses.
constexpr Rgb kFastestRoute{23, 70, 194};
constexpr Rgb kSafestRoute{176, 23, 143};
// A mission's Territory (climbsim mission --png), and a POI token's radius as drawn (2", R27).
constexpr Rgb kTerritory{33, 120, 243};
constexpr Rgb kEnemyTerritory{150, 20, 40};
constexpr double kPoiMarkRadius = 1.0;
// Wounds have their own panel and their own scale (pale yellow to dark red, ColorBrewer's YlOrRd),
// fixed so two pictures compare: the darkest at this many expected wounds or more. Colour never
// means two things: the actions panel has no shading.
constexpr double kDarkestWounds = 2.0;
constexpr Rgb kWoundScale[] = {{255, 255, 204}, {254, 178, 76}, {240, 59, 32}, {128, 0, 38}};  // 0, 2/3, 4/3, 2

inline Rgb wound_colour(double wounds) {
  const double t = std::clamp(wounds / kDarkestWounds, 0.0, 1.0) * (std::size(kWoundScale) - 1);
  const auto i = std::min(static_cast<std::size_t>(t), std::size(kWoundScale) - 2);
  const double f = t - static_cast<double>(i);
  const auto mix = [f](std::uint8_t a, std::uint8_t b) { return static_cast<std::uint8_t>(std::lround(a + (b - a) * f)); };
  return {mix(kWoundScale[i].r, kWoundScale[i + 1].r), mix(kWoundScale[i].g, kWoundScale[i + 1].g), mix(kWoundScale[i].b, kWoundScale[i + 1].b)};
}

inline std::string plural(long n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

inline Rgb piece_colour(PieceKind k) {
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

constexpr int kTextScale = 2;
constexpr int kCharWidth = 6 * kTextScale;
constexpr int kLineHeight = 24;

// Legend items laid out left to right, wrapping at the picture's width. With no image it only
// measures, so the picture can be made tall enough first.
class Flow {
 public:
  Flow(Image* img, int left, int right, int top) : img_(img), left_(left), right_(right), x_(left), y_(top) {}
  // A swatch drawn by `draw(x, y)` in a 16x16 box, then a label.
  void item(const std::function<void(Image&, int, int)>& draw, const std::string& label) {
    const int w = 22 + static_cast<int>(label.size()) * kCharWidth + 14;
    place(w);
    if (img_) {
      draw(*img_, x_, y_);
      img_->text(x_ + 22, y_ + 1, label, kInk, kTextScale);
    }
    x_ += w;
  }
  // Words wrapped at the width.
  void words(const std::string& text) {
    std::size_t start = 0;
    while (start < text.size()) {
      auto end = text.find(' ', start);
      if (end == std::string::npos) end = text.size();
      const std::string word = text.substr(start, end - start);
      const int w = static_cast<int>(word.size() + 1) * kCharWidth;
      place(w);
      if (img_) img_->text(x_, y_ + 1, word, kInk, kTextScale);
      x_ += w;
      start = end + 1;
    }
  }
  void newline() {
    x_ = left_;
    y_ += kLineHeight;
  }
  [[nodiscard]] int bottom() const { return y_ + (x_ > left_ ? kLineHeight : 0); }

 private:
  void place(int w) {
    if (x_ > left_ && x_ + w > right_) newline();
  }
  Image* img_;
  int left_, right_, x_, y_;
};

inline void swatch(Image& img, int x, int y, Rgb c) {
  img.fill(x, y, 16, 16, c);
  img.outline(x, y, 16, 16, kInk, 1);
}

// The line that says whose map it is.
inline std::string who(const ReachMap& map, const ReachOptions& o) {
  return (o.unit.name.empty() ? std::string("unit") : o.unit.name) + ": " + plural(o.unit.minis, "mini", "minis") + " of " +
         plural(o.unit.wounds_per_mini, "wound", "wounds") + ", speed " + std::to_string(o.unit.speed) + ", " +
         plural(o.actions, "action", "actions") +
         (!o.deploy_edges.empty() && !o.start_area.empty() ? std::string(", deploying from the table's edge or placed in its Territory")
          : !o.deploy_edges.empty()                         ? std::string(", deploying from the table's edge in its Territory")
          : !o.start_area.empty()                           ? std::string(", placed within its deployment zone")
                                                            : " from " + format_number(o.start_x) + "," + format_number(o.start_y)) +
         (o.deploy_edges.empty() && o.start_area.empty() && map.start_level > 0 ? " on the roof of height " + format_number(map.levels[static_cast<std::size_t>(map.start_level)].height) : "") +
         " (" + o.rules.edition + ")";
}

inline void pieces_legend(Flow& f, const Terrain& terrain) {
  bool present[6] = {};
  for (const auto& p : terrain.pieces) present[static_cast<int>(p.kind)] = true;
  if (present[static_cast<int>(PieceKind::building)])
    f.item([](Image& img, int x, int y) { img.outline(x, y, 16, 16, piece_colour(PieceKind::building), 2); }, "roof, storey: H height");
  bool ladders = false;
  for (const auto& p : terrain.pieces) ladders = ladders || p.ladder != 0;
  if (ladders) f.item([](Image& img, int x, int y) { img.fill(x, y + 2, 16, 2, kLadder); img.fill(x, y + 7, 16, 2, kLadder); img.fill(x, y + 12, 16, 2, kLadder); img.fill(x + 2, y, 2, 16, kLadder); img.fill(x + 12, y, 2, 16, kLadder); }, "ladder (on that face)");
  if (present[static_cast<int>(PieceKind::wall)])
    f.item([](Image& img, int x, int y) { img.fill(x, y + 6, 16, 4, piece_colour(PieceKind::wall)); }, "wall (its height beside it)");
  for (PieceKind k : {PieceKind::barricade, PieceKind::difficult, PieceKind::impassable, PieceKind::hill}) {
    if (!present[static_cast<int>(k)]) continue;
    const std::string name = k == PieceKind::difficult ? "difficult ground" : k == PieceKind::hill ? "hill (H height)" : std::string(to_string(k));
    f.item([k](Image& img, int x, int y) {
      if (k == PieceKind::impassable) img.fill(x, y, 16, 16, piece_colour(k));
      img.outline(x, y, 16, 16, piece_colour(k), 1);
    }, name);
  }
  f.words("ticks every 6\"");
}

inline void actions_legend(Flow& f, const ReachMap& map, const Terrain& terrain, const ReachOptions& o) {
  f.words(who(map, o));
  f.newline();
  const bool placed = o.deploy_edges.empty() || !o.start_area.empty() || o.scout > 0;  // something at no action
  for (int a = placed ? 0 : 1; a <= std::min(o.actions, static_cast<int>(std::size(kActionColour)) - 1); ++a)
    f.item([a](Image& img, int x, int y) { swatch(img, x, y, kActionColour[a]); }, a == 0 ? "start" : plural(a, "action", "actions"));
  if (!o.deploy_edges.empty())
    f.item([](Image& img, int x, int y) { img.fill(x, y + 6, 16, 4, kInk); }, "where it deploys from");
  f.item([](Image& img, int x, int y) { swatch(img, x, y, kUnreached); }, "out of reach");
  f.item([](Image& img, int x, int y) { swatch(img, x, y, kUnreachedRoof); }, "roof out of reach");
  f.newline();
  pieces_legend(f, terrain);
}

inline void wounds_legend(Flow& f) {
  for (double w : {0.0, 0.25, 0.5, 1.0, 1.5, kDarkestWounds})
    f.item([w](Image& img, int x, int y) { swatch(img, x, y, wound_colour(w)); }, format_number(w) + (w >= kDarkestWounds ? " or more" : ""));
  f.item([](Image& img, int x, int y) { swatch(img, x, y, kUnreached); }, "out of reach");
}

// One panel: a heading, the table with each cell in `colour(cell)`, the pieces, the ticks, the start
// and the panel's legend, from `top`; returns the panel's bottom. With no image it only measures.
// A route's line on a panel: the start, then each step's joint (a move that turned) and end, over a
// white casing so it reads on every cell colour; a dot where each step leaves the leader.
// The safest is drawn first and wider (`pen`), so where both routes go its colour edges the fastest's.
inline void draw_route(Image& pic, const ReachMap& map, int last, Rgb colour, int pen, const std::function<double(double)>& px,
                const std::function<double(double)>& py) {
  const std::vector<int> chain = waypoints_to(map, last);
  std::vector<std::pair<double, double>> points;
  for (const int k : chain) {
    const Waypoint& w = map.trail[static_cast<std::size_t>(k)];
    if (w.joint) points.emplace_back(px(w.joint->first), py(w.joint->second));
    points.emplace_back(px(w.x), py(w.y));
  }
  for (const auto& [width, ink] : {std::pair{pen + 2, kWhite}, std::pair{pen, colour}})
    for (std::size_t k = 1; k < points.size(); ++k) pic.line(points[k - 1].first, points[k - 1].second, points[k].first, points[k].second, ink, width);
  for (const int k : chain) {
    const Waypoint& w = map.trail[static_cast<std::size_t>(k)];
    const int x = static_cast<int>(std::lround(px(w.x))), y = static_cast<int>(std::lround(py(w.y)));
    pic.fill(x - 3, y - 3, 7, 7, kWhite);
    pic.fill(x - 2, y - 2, 5, 5, colour);
  }
}

// What a picture draws over a panel's map, given inches to pixels (x, y) and pixels an inch.
using Overlay = std::function<void(Image&, const std::function<double(double)>&, const std::function<double(double)>&, double)>;

template <class Colour, class Legend>
int panel(Image* img, int top, int width, const std::string& heading, const ReachMap& map, const Terrain& terrain,
          const ReachOptions& o, Colour colour, Legend legend, std::pair<int, int> routes, const Overlay& overlay = {}) {
  const int cell_px = map_cell_pixels(map.grid.resolution);
  const double px_per_inch = cell_px / map.grid.resolution;
  const int margin = kMapPictureMargin;
  const int map_w = map.grid.nx * cell_px, map_h = map.grid.ny * cell_px;
  const int map_top = top + kLineHeight + 4;
  if (img) img->text(margin, top + 4, heading, kInk, kTextScale);
  Flow f(img, margin, width - margin, map_top + map_h + 24);
  legend(f);
  if (!img) return f.bottom() + 16;
  Image& pic = *img;
  const auto px = [&](double x) { return margin + static_cast<int>(std::lround(x * px_per_inch)); };
  const auto py = [&](double y) { return map_top + map_h - static_cast<int>(std::lround(y * px_per_inch)); };
  // Cells come lower level first, so the highest surface at each cell is what is seen from above.
  for (const auto& c : map.cells) {
    const int i = map.grid.column(c.cell), j = map.grid.row(c.cell);
    pic.fill(margin + i * cell_px, map_top + map_h - (j + 1) * cell_px, cell_px, cell_px, colour(c));
  }
  // Pieces lowest first, so a storey's outline and label are drawn over its roof.
  std::vector<std::size_t> order(terrain.pieces.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return terrain.pieces[a].height < terrain.pieces[b].height; });
  std::vector<std::array<int, 3>> labels;  // the height labels drawn: x, y, width (9 high)
  for (const auto k : order) {
    const Piece& p = terrain.pieces[k];
    const int x0 = px(p.x), x1 = px(p.x1()), y0 = py(p.y1()), y1 = py(p.y);
    const int w = std::max(2, x1 - x0), h = std::max(2, y1 - y0);
    if (p.shape) {  // as it is, pixel by pixel: filled as a rectangle would be, its edge where a neighbour lies outside
      const auto inside = [&](int X, int Y) {
        return p.shape->contains((X - margin + 0.5) / px_per_inch, (map_top + map_h - Y - 0.5) / px_per_inch);
      };
      for (int Y = y0 - 1; Y <= y1 + 1; ++Y)
        for (int X = x0 - 1; X <= x1 + 1; ++X) {
          if (!inside(X, Y)) continue;
          const bool edge = !inside(X - 1, Y) || !inside(X + 1, Y) || !inside(X, Y - 1) || !inside(X, Y + 1);
          if (edge || p.kind == PieceKind::impassable) pic.set(X, Y, piece_colour(p.kind));
        }
      continue;  // (only impassable, difficult and barricade pieces have one: no label, ladder or height)
    }
    if (p.kind == PieceKind::impassable || p.kind == PieceKind::wall) pic.fill(x0, y0, w, h, piece_colour(p.kind));
    pic.outline(x0, y0, w, h, piece_colour(p.kind), p.kind == PieceKind::building ? 2 : 1);
    if (p.kind == PieceKind::building || p.kind == PieceKind::hill) {
      // Above the piece, outside it, so the label covers no cell of the roof's edge row (where a
      // climb lands); below it when there is no room above.
      const std::string label = "H" + format_number(p.height);
      const int ly = y0 - 11 >= map_top ? y0 - 11 : y1 + 2;
      const int lw = static_cast<int>(label.size()) * 6 + 2;
      // A storey's label where its building's already is (a shared corner) moves right past it, so
      // both heights stay readable.
      int lx = x0;
      for (bool moved = true; moved;) {
        moved = false;
        for (const auto& [bx, by, bw] : labels)
          if (lx < bx + bw && bx < lx + lw && ly < by + 9 && by < ly + 9) lx = bx + bw + 2, moved = true;
      }
      labels.push_back({lx, ly, lw});
      pic.fill(lx, ly, lw, 9, kWhite);
      pic.text(lx + 1, ly + 1, label, kInk, 1);
    }
    // A ladder: rails and rungs just outside the face it stands on, along its middle.
    const auto ladder = [&](int ax, int ay, bool along_x, int length) {
      const int start = (length - std::min(length, 24)) / 2, len = std::min(length, 24);
      for (int t = 0; t < len; ++t)
        for (int rail : {0, 5}) pic.set(along_x ? ax + start + t : ax + rail, along_x ? ay + rail : ay + start + t, kLadder);
      for (int t = 0; t < len; t += 4)
        for (int r = 0; r <= 5; ++r) pic.set(along_x ? ax + start + t : ax + r, along_x ? ay + r : ay + start + t, kLadder);
    };
    if (p.ladder & kNorth) ladder(x0, y0 - 7, true, w);
    if (p.ladder & kSouth) ladder(x0, y1 + 2, true, w);
    if (p.ladder & kWest) ladder(x0 - 7, y0, false, h);
    if (p.ladder & kEast) ladder(x1 + 2, y0, false, h);
    if (p.kind == PieceKind::wall) {  // its height beside it
      const std::string label = format_number(p.height);
      const bool upright = h > w;
      pic.text(upright ? x1 + 3 : x0, upright ? y0 : y1 + 3, label, piece_colour(p.kind), 1);
    }
  }
  pic.outline(margin - 1, map_top - 1, map_w + 2, map_h + 2, kInk, 1);
  // Inch ticks every 6", numbered, below and left of the table.
  for (int inch = 0; inch <= static_cast<int>(terrain.width); inch += 6) {
    pic.fill(px(inch), map_top + map_h + 1, 1, 5, kInk);
    pic.text(px(inch) - 5, map_top + map_h + 8, std::to_string(inch), kInk, 1);
  }
  for (int inch = 0; inch <= static_cast<int>(terrain.depth); inch += 6) {
    pic.fill(margin - 6, py(inch), 5, 1, kInk);
    const std::string label = std::to_string(inch);
    pic.text(margin - 8 - static_cast<int>(label.size()) * 6, py(inch) - 3, label, kInk, 1);
  }
  // The start: a ring the size of the leader's base; or the runs of the edge it deploys from, a bar
  // along the table's edge outside the map (R26).
  const double R = o.unit.base_mm / 25.4 / 2 * px_per_inch;
  if (o.deploy_edges.empty() && o.start_area.empty()) {
    const int sx = px(o.start_x), sy = py(o.start_y);
    for (int a = 0; a < 360; ++a)
      for (double r : {R, R - 1})
        pic.set(sx + static_cast<int>(std::lround(r * std::cos(a * M_PI / 180))), sy + static_cast<int>(std::lround(r * std::sin(a * M_PI / 180))), kInk);
  }
  for (const Rect& a : o.start_area) {  // where it may be placed: a thin outline
    const int l = px(std::max(a.x0, 0.0)), t = py(std::min(a.y1, terrain.depth));
    pic.outline(l, t, px(std::min(a.x1, terrain.width)) - l, py(std::max(a.y0, 0.0)) - t, kInk, 1);
  }
  for (const EdgeRun& e : o.deploy_edges) {
    const int x0 = px(e.x0) - static_cast<int>(e.nx * 4), y0 = py(e.y0) + static_cast<int>(e.ny * 4);
    const int x1 = px(e.x1) - static_cast<int>(e.nx * 4), y1 = py(e.y1) + static_cast<int>(e.ny * 4);
    pic.line(x0, y0, x1, y1, kInk, 4);
  }
  const auto fx = [&](double x) { return margin + x * px_per_inch; };
  const auto fy = [&](double y) { return map_top + map_h - y * px_per_inch; };
  if (routes.second >= 0 && routes.second != routes.first) draw_route(pic, map, routes.second, kSafestRoute, 7, fx, fy);
  if (routes.first >= 0) draw_route(pic, map, routes.first, kFastestRoute, 3, fx, fy);
  if (overlay) overlay(pic, fx, fy, px_per_inch);
  return f.bottom() + 16;
}

}  // namespace climbsim::picture
