// A piece's footprint of any orientation and shape, and the exact questions a swept round base asks
// of it: the geometry pieces at any angle, round towers and L-shaped ruins need. The terrain file
// gives one to a piece that is not an axis-aligned rectangle (terrain.hpp), and Clearance, the
// surfaces and the stacking check ask it instead of the rectangle.
//
// Contract: a Footprint is a simple polygon (three or more corners, kept anticlockwise, no edge
// crossing another, convex or not) or a disc. Every question is exact up to rounding:
// - distance2(x, y): the squared distance from the point to the footprint, 0 on or inside it;
// - overlap(a, b): whether two footprints' interiors meet (touching along an edge or at a point is
//   no overlap), as the terrain file's stacking check asks of solid pieces;
// - enters_within(ax, ay, ux, uy, t0, r): the least t >= t0 at which the point a + t u (u a unit
//   vector) comes nearer than r to the footprint (the base, a disc of radius r centred there,
//   overlaps it; a base exactly in contact does not), t0 when it is already that near at t0, and
//   infinity when it never is. So a leg of the movement tool stops where it first touches the
//   piece, as Clearance's rectangles stop it (clearance.hpp).
// A rectangle turned by a whole number of quarter turns has exactly the corners of the rectangle it
// then covers (no sine or cosine is taken), so its answers are those of that axis-aligned piece.
#pragma once

#include <vector>

namespace climbsim {

// The box x, y, width, depth (x, y its lower-left corner) turned `quarters` quarter turns about its
// centre (negative: clockwise): the box it then covers. The one arithmetic both the terrain file
// and Footprint::rectangle use, so a quarter-turned piece has the same corners to the bit.
void turn_box_quarters(double& x, double& y, double& width, double& depth, int quarters);
// An angle in degrees as whole quarter turns anticlockwise, 0 to 3 (-450 is 3); -1 when it is not a
// whole number of them (a NaN or an infinity neither).
int quarter_turns(double degrees) noexcept;

struct FootprintPoint {
  double x = 0, y = 0;
  bool operator==(const FootprintPoint&) const = default;
};

class Footprint {
 public:
  // The x, y, width, depth box (x, y its lower-left corner) turned `degrees` anticlockwise about
  // its centre. Throws std::invalid_argument for a width or depth not above 0.
  static Footprint rectangle(double x, double y, double width, double depth, double degrees);
  // A disc. Throws std::invalid_argument for a radius not above 0.
  static Footprint disc(double cx, double cy, double radius);
  // A simple polygon through the corners in order (either way round). Throws std::invalid_argument
  // naming the fault: fewer than three corners, two edges crossing, or no area.
  static Footprint polygon(std::vector<FootprintPoint> corners);

  [[nodiscard]] bool is_disc() const { return corners_.empty(); }
  // A disc's centre and radius (meaningless for a polygon).
  [[nodiscard]] FootprintPoint centre() const { return centre_; }
  [[nodiscard]] double radius() const { return radius_; }
  // A disc or a polygon with no reflex corner: then the footprint grown by a disc is convex, so a
  // square whose four corners lie within r of it lies within r of it wholly (Clearance asks).
  [[nodiscard]] bool convex() const { return convex_; }
  // The same footprint in another frame: every point p becomes (p - origin) / scale (scale > 0),
  // as Clearance's cells see a piece.
  [[nodiscard]] Footprint scaled(double origin_x, double origin_y, double scale) const;
  // Anticlockwise; empty for a disc.
  [[nodiscard]] const std::vector<FootprintPoint>& corners() const { return corners_; }
  // The smallest axis-aligned box holding it: x0, y0, x1, y1.
  struct Box {
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  };
  [[nodiscard]] Box bounds() const;
  [[nodiscard]] double area() const;

  [[nodiscard]] bool contains(double x, double y) const;
  [[nodiscard]] double distance2(double x, double y) const;
  [[nodiscard]] double enters_within(double ax, double ay, double ux, double uy, double t0, double r) const;

  friend bool overlap(const Footprint& a, const Footprint& b);
  bool operator==(const Footprint&) const = default;

 private:
  // Each edge's unit direction and length, worked out once: a leg asks enters_within at every cell
  // it crosses near the piece.
  struct Edge {
    double ex = 0, ey = 0, length = 0;
    bool operator==(const Edge&) const = default;
  };
  void finish();  // sets edges_ and convex_ from corners_
  std::vector<FootprintPoint> corners_;
  std::vector<Edge> edges_;
  bool convex_ = true;
  FootprintPoint centre_;  // a disc's
  double radius_ = 0;      // a disc's
};

}  // namespace climbsim
