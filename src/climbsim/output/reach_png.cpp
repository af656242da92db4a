#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>

#include "climbsim/text/csv.hpp"
#include "climbsim/io/image.hpp"
#include "climbsim/output/reach_output.hpp"

namespace climbsim {

namespace {

// One colour per number of actions: the start, then cooler to warmer as the cost grows.
constexpr Rgb kActionColour[] = {{30, 30, 30},   {76, 175, 80},  {205, 220, 57}, {255, 193, 7},
                                 {255, 120, 40}, {229, 57, 53},  {156, 39, 176}, {63, 81, 181}};
constexpr Rgb kUnreached{225, 225, 225};
constexpr Rgb kUnreachedRoof{170, 170, 170};
constexpr Rgb kInk{20, 20, 20};
constexpr Rgb kWhite{255, 255, 255};
// Wounds are shaded on a fixed scale, so two pictures compare: darker with more expected wounds,
// the darkest at this many or more.
constexpr double kDarkestWounds = 2.0;
constexpr double kMostDarkening = 0.55;

Rgb darken(Rgb c, double f) {
  const auto d = [f](std::uint8_t v) { return static_cast<std::uint8_t>(std::lround(v * (1.0 - f))); };
  return {d(c.r), d(c.g), d(c.b)};
}

Rgb shaded(Rgb c, double wounds) { return darken(c, kMostDarkening * std::min(wounds / kDarkestWounds, 1.0)); }

Rgb piece_colour(PieceKind k) {
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

void swatch(Image& img, int x, int y, Rgb c) {
  img.fill(x, y, 16, 16, c);
  img.outline(x, y, 16, 16, kInk, 1);
}

void legend(Flow& f, const ReachMap& map, const Terrain& terrain, const ReachOptions& o) {
  const std::string who = (o.unit.name.empty() ? std::string("unit") : o.unit.name) + ": " + std::to_string(o.unit.minis) +
                          " minis of " + std::to_string(o.unit.wounds_per_mini) +
                          (o.unit.wounds_per_mini == 1 ? " wound" : " wounds") + ", speed " + std::to_string(o.unit.speed) + ", " +
                          std::to_string(o.actions) + " actions from " + format_number(o.start_x) + "," + format_number(o.start_y) +
                          (map.start_level > 0 ? " on the roof of height " + format_number(map.levels[static_cast<std::size_t>(map.start_level)].height) : "") +
                          " (" + o.rules.edition + ")";
  f.words(who);
  f.newline();
  for (int a = 0; a <= std::min(o.actions, static_cast<int>(std::size(kActionColour)) - 1); ++a)
    f.item([a](Image& img, int x, int y) { swatch(img, x, y, kActionColour[a]); },
           a == 0 ? "start" : std::to_string(a) + (a == 1 ? " action" : " actions"));
  f.item([](Image& img, int x, int y) { swatch(img, x, y, kUnreached); }, "out of reach");
  f.item([](Image& img, int x, int y) { swatch(img, x, y, kUnreachedRoof); }, "roof out of reach");
  f.newline();
  f.words("expected wounds of the safest route:");
  for (double w : {0.0, 0.5, 1.0, 1.5, kDarkestWounds})
    f.item([w](Image& img, int x, int y) { swatch(img, x, y, shaded(kActionColour[1], w)); },
           format_number(w) + (w >= kDarkestWounds ? " or more" : ""));
  f.newline();
  bool present[6] = {};
  for (const auto& p : terrain.pieces) present[static_cast<int>(p.kind)] = true;
  if (present[static_cast<int>(PieceKind::building)])
    f.item([](Image& img, int x, int y) { img.outline(x, y, 16, 16, piece_colour(PieceKind::building), 2); }, "roof, storey: H height");
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

}  // namespace

void write_reach_png(std::ostream& out, const ReachMap& map, const Terrain& terrain, const ReachOptions& o) {
  const int cell_px = std::max(1, static_cast<int>(std::lround(16 * map.grid.resolution)));
  const double px_per_inch = cell_px / map.grid.resolution;
  const int margin = kMapPictureMargin;
  const int map_w = map.grid.nx * cell_px, map_h = map.grid.ny * cell_px;
  const int width = std::max(map_w + 2 * margin, 560);
  Flow measure(nullptr, margin, width - margin, 0);
  legend(measure, map, terrain, o);
  const int legend_h = measure.bottom() + 16;
  Image img(width, map_h + 2 * margin + legend_h, kWhite);
  const auto px = [&](double x) { return margin + static_cast<int>(std::lround(x * px_per_inch)); };
  const auto py = [&](double y) { return margin + map_h - static_cast<int>(std::lround(y * px_per_inch)); };

  // Cells come lower level first, so the highest surface at each cell is what is seen from above.
  for (const auto& c : map.cells) {
    const int i = map.grid.column(c.cell), j = map.grid.row(c.cell);
    const bool roof = map.levels[static_cast<std::size_t>(c.level)].building >= 0;
    Rgb colour = roof ? kUnreachedRoof : kUnreached;
    if (c.route >= 0)
      colour = shaded(kActionColour[std::min<std::size_t>(static_cast<std::size_t>(c.min_actions), std::size(kActionColour) - 1)],
                      map.routes[static_cast<std::size_t>(c.route)].mean_wounds);
    img.fill(margin + i * cell_px, margin + map_h - (j + 1) * cell_px, cell_px, cell_px, colour);
  }
  // Pieces lowest first, so a storey's outline and label are drawn over its roof.
  std::vector<std::size_t> order(terrain.pieces.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return terrain.pieces[a].height < terrain.pieces[b].height; });
  for (const auto k : order) {
    const Piece& p = terrain.pieces[k];
    const int x0 = px(p.x), x1 = px(p.x1()), y0 = py(p.y1()), y1 = py(p.y);
    const int w = std::max(2, x1 - x0), h = std::max(2, y1 - y0);
    if (p.kind == PieceKind::impassable || p.kind == PieceKind::wall) img.fill(x0, y0, w, h, piece_colour(p.kind));
    img.outline(x0, y0, w, h, piece_colour(p.kind), p.kind == PieceKind::building ? 2 : 1);
    if (p.kind == PieceKind::building || p.kind == PieceKind::hill) {
      const std::string label = "H" + format_number(p.height);
      img.fill(x0 + 3, y0 + 3, static_cast<int>(label.size()) * 6 + 2, 9, kWhite);
      img.text(x0 + 4, y0 + 4, label, kInk, 1);
    }
    if (p.kind == PieceKind::wall) {  // its height beside it
      const std::string label = format_number(p.height);
      const bool upright = h > w;
      img.text(upright ? x1 + 3 : x0, upright ? y0 : y1 + 3, label, piece_colour(p.kind), 1);
    }
  }
  img.outline(margin - 1, margin - 1, map_w + 2, map_h + 2, kInk, 1);
  // Inch ticks every 6", numbered, below and left of the table.
  for (int inch = 0; inch <= static_cast<int>(terrain.width); inch += 6) {
    img.fill(px(inch), margin + map_h + 1, 1, 5, kInk);
    img.text(px(inch) - 5, margin + map_h + 8, std::to_string(inch), kInk, 1);
  }
  for (int inch = 0; inch <= static_cast<int>(terrain.depth); inch += 6) {
    img.fill(margin - 6, py(inch), 5, 1, kInk);
    const std::string label = std::to_string(inch);
    img.text(margin - 8 - static_cast<int>(label.size()) * 6, py(inch) - 3, label, kInk, 1);
  }
  // The start: a ring the size of the leader's base.
  const double R = o.unit.base_mm / 25.4 / 2 * px_per_inch;
  const int sx = px(o.start_x), sy = py(o.start_y);
  for (int a = 0; a < 360; ++a)
    for (double r : {R, R - 1})
      img.set(sx + static_cast<int>(std::lround(r * std::cos(a * M_PI / 180))), sy + static_cast<int>(std::lround(r * std::sin(a * M_PI / 180))), kInk);

  Flow draw(&img, margin, width - margin, margin + map_h + 24);
  legend(draw, map, terrain, o);
  img.write_png(out);
}

}  // namespace climbsim
