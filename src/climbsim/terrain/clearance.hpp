// Where the leader's base fits along a straight path, exactly: the check every leg of the movement
// tool makes (RULINGS M2: "the base, a disc, swept along the path never overlaps an obstacle, a
// taller piece or the table's edge").
//
// Contract: coordinates are in cells of a block (a level's patch), cell (i, j) spanning
// [i, i+1) x [j, j+1). The base's centre must stay inside the `allowed` rectangle (the table less a
// base radius; on a roof, the roof less half a radius of overhang) and at least `radius` from every
// blocker (a piece rising more than the mini above the surface: an axis-aligned rectangle, or any
// footprint, footprint.hpp, in the block's cells). reach(i, j, a, u, t0, t1) says how
// far the centre may run along a ray inside cell (i, j), and fits(i, j, x, y) whether it may stand
// at a point: a cell far from every blocker and well inside `allowed` answers at once, one that no
// point of fits answers no, and only the cells near an edge solve against the few blockers near
// them. A base exactly in contact fits.
#pragma once

#include <cmath>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "climbsim/terrain/footprint.hpp"
#include "climbsim/terrain/surfaces.hpp"

namespace climbsim {
class PieceIndex;
}

namespace climbsim {

struct Rect {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool operator==(const Rect&) const = default;
};

class Clearance {
 public:
  Clearance() = default;
  // `shaped`: blockers of other footprints than axis-aligned rectangles, in cells like the rest.
  Clearance(int nx, int ny, Rect allowed, std::vector<Rect> blockers, double radius, std::vector<Footprint> shaped = {});
  // Whole cells, each open or blocked (for tests and plain cell masks).
  static Clearance of_cells(int nx, int ny, const std::vector<std::uint8_t>& open);

  // Does the base fit with its centre at (x, y), which lies in cell (i, j)?
  [[nodiscard]] bool fits(int i, int j, double x, double y) const {
    if (i < 0 || j < 0 || i >= nx_ || j >= ny_) return false;
    const auto c = static_cast<std::size_t>(j) * static_cast<std::size_t>(nx_) + static_cast<std::size_t>(i);
    return kind_[c] == open || (kind_[c] == edge && fits_near_edge(c, x, y));
  }

  // Is every point of cell (i, j) clear?
  [[nodiscard]] bool open_cell(int i, int j) const {
    return i >= 0 && j >= 0 && i < nx_ && j < ny_ && kind_[static_cast<std::size_t>(j) * static_cast<std::size_t>(nx_) + static_cast<std::size_t>(i)] == open;
  }

  // The block's size in cells.
  [[nodiscard]] int columns() const { return nx_; }
  [[nodiscard]] int rows() const { return ny_; }

  // Does the base fit at some point of cell (i, j)? False only where no point of it fits.
  [[nodiscard]] bool may_hold(int i, int j) const {
    return i >= 0 && j >= 0 && i < nx_ && j < ny_ && kind_[static_cast<std::size_t>(j) * static_cast<std::size_t>(nx_) + static_cast<std::size_t>(i)] != blocked;
  }

  // Of the cell's centre and points around it (among them the eight a third of a cell away that
  // make a cell free, surfaces.hpp), the one nearest the centre where the base fits, as an offset
  // from the centre in cells; nothing when none fits.
  [[nodiscard]] std::optional<std::pair<double, double>> fit_nearest_centre(int i, int j) const;

  // The cells every point within `distance` cells of which is clear for the base and outside
  // `avoid` (when given): those whose whole square of cells within ceil(distance) is open. Where a
  // longer tool reaches every point a shorter one does from a source, the shorter need not be cast
  // from it (ToolMove::spread's `cast`).
  [[nodiscard]] std::vector<std::uint8_t> open_around(double distance, const std::vector<std::uint8_t>* avoid) const;

  // Narrow gaps: where the base's centre must pass between two blockers (or one and the edge of
  // `allowed`) through a corridor at most kNarrow cells wide, the corridor's centre line at its
  // two mouths and its middle (a gap between two corners, or round a disc: the point half-way
  // between the nearest points); only gaps whose middle the base fits at (no third blocker fills
  // it). Between rectangles the corridors run along an axis; beside a shaped blocker
  // (shaped_gaps.hpp) along any two parallel facing edges. A straight
  // leg threads such a gap only within a few degrees of the right direction, finer than the tool's
  // lattice of legs, so the tool also aims legs at these points (tool_move.hpp). In cells.
  // A corridor also lists its centre line and half-width: a leg along its direction from
  // a point within the corridor's width threads it however close to its side the point lies, and
  // a leg grazing a corner at a mouth (grazing_legs) goes deepest into it from a point off its
  // centre line close to the mouth, where a leg aimed at the centre line stops at the far side.
  static constexpr double kNarrow = 2.0;
  struct Target {
    double x = 0, y = 0;
    bool operator==(const Target&) const = default;
  };
  struct Corridor {
    // Its direction u and the unit normal n across it: (0, 1) and (1, 0) for one running along y
    // (the blockers side by side in x), (1, 0) and (0, 1) along x. A point's place along it is
    // p.u, across it p.n (for an axis, the coordinate itself, to the bit).
    double ux = 0, uy = 1, nx = 1, ny = 0;
    double mid = 0, half = 0;  // its centre line across, and its half-width
    double lo = 0, hi = 0;     // its stretch along u
    double radius = 0;         // the base's: a side's corner at a mouth is mid -+ (half + radius)
    [[nodiscard]] double along(double x, double y) const { return x * ux + y * uy; }
    [[nodiscard]] double across(double x, double y) const { return x * nx + y * ny; }
    // The point `a` along and `c` across, on the table; and the direction `way` (+-1) along it,
    // an axis's zero component kept +0.
    [[nodiscard]] std::pair<double, double> point(double a, double c) const { return {a * ux + c * nx, a * uy + c * ny}; }
    [[nodiscard]] std::pair<double, double> way(double w) const { return {w * ux + 0.0, w * uy + 0.0}; }
    bool operator==(const Corridor&) const = default;
  };
  // The directions from (x, y) of the legs that graze the corners at a corridor's mouths, on either
  // side of each (tangent to a circle a hair wider than the base round the corner), to visit(ux, uy).
  template <class Visit>
  static void grazing_legs(const Corridor& k, double x, double y, Visit&& visit);
  [[nodiscard]] const std::vector<Target>& narrow_gaps() const { return gaps_; }
  [[nodiscard]] const std::vector<Corridor>& corridors() const { return corridors_; }

  // The same cells and blockers: every question answered the same (spread_cache.hpp).
  bool operator==(const Clearance&) const = default;

  // For the movement tool's legs: reach() for cell c = j * columns() + i of the block, and whether
  // every point of it is clear (open_cell), in one look at the cell. A view holding the cells'
  // pointer as a plain copy: the legs' loop also stores through other pointers, and a compiler must
  // assume such a store may change a vector the Clearance holds, so a member would load the pointer
  // again at every cell. Valid while the Clearance is.
  class Cells {
   public:
    explicit Cells(const Clearance& c) : kind_(c.kind_.data()), of_(&c) {}
    [[nodiscard]] double reach_in(std::size_t c, double ax, double ay, double ux, double uy, double t0, double t1, bool& all_clear) const {
      const auto k = kind_[c];
      all_clear = k == open;
      if (k == open) return t1;
      return k == edge ? of_->reach_near_edge(c, ax, ay, ux, uy, t0, t1) : t0 - 1;
    }

   private:
    const std::uint8_t* kind_;
    const Clearance* of_;
  };
  [[nodiscard]] Cells cells() const { return Cells(*this); }

  // How far the centre may run along the ray a + t u (u a unit vector) from t0 towards t1 inside
  // cell (i, j): t1 when all of it is clear, the exact distance at which the base first touches
  // something or the centre leaves `allowed` when that comes sooner, and less than t0 when the
  // point at t0 is not clear itself.
  [[nodiscard]] double reach(int i, int j, double ax, double ay, double ux, double uy, double t0, double t1) const {
    if (i < 0 || j < 0 || i >= nx_ || j >= ny_) return t0 - 1;
    bool all_clear = false;  // (the legs' own question, not asked here)
    return cells().reach_in(static_cast<std::size_t>(j) * static_cast<std::size_t>(nx_) + static_cast<std::size_t>(i), ax, ay, ux, uy, t0, t1, all_clear);
  }

 private:
  enum Kind : std::uint8_t { blocked, open, edge };
  [[nodiscard]] bool fits_near_edge(std::size_t cell, double x, double y) const;
  [[nodiscard]] double reach_near_edge(std::size_t cell, double ax, double ay, double ux, double uy, double t0, double t1) const;
  int nx_ = 0, ny_ = 0;
  double reach2_ = 0;  // the squared distance a blocker must keep from the centre
  Rect allowed_;
  std::vector<std::uint8_t> kind_;        // per cell
  std::vector<std::uint32_t> first_;      // per cell + 1: its blockers in near_[first_[c], first_[c + 1])
  std::vector<std::uint32_t> near_;       // an index of blockers_, or of shaped_ after blockers_.size()
  std::vector<Rect> blockers_;
  std::vector<Footprint> shaped_;
  std::vector<Target> gaps_;
  std::vector<Corridor> corridors_;
};

// Where the base fits on `level` (the ground, or a roof), in the level's patch: the rules of
// `base_fits_at`, for segments. Pieces of height `ignore_up_to` or lower (other than impassable
// ones, unless `over_impassable`: core-2025's Jump, RULINGS R25) do not block (moves over low
// terrain); the ground's patch is the whole grid.
Clearance level_clearance(const Terrain& terrain, const Grid& grid, const Level& level, const SurfaceOptions& options,
                          const PieceIndex& index, double ignore_up_to = -1, bool over_impassable = false);

template <class Visit>
void Clearance::grazing_legs(const Corridor& k, double x, double y, Visit&& visit) {
  // A hair (1/1000 of a cell) wider than the base, so the leg passes the corner rather than stops
  // at it by a rounding.
  const double rho = k.radius + 1e-3, rho2 = rho * rho;
  for (const double end : {k.lo, k.hi})
    for (const double side : {-1.0, 1.0}) {
      const auto [cx, cy] = k.point(end, k.mid + side * (k.half + k.radius));
      const double dx = cx - x, dy = cy - y, d2 = dx * dx + dy * dy;
      if (d2 <= rho2) continue;
      // The two tangents from (x, y) to the circle: (D sqrt(d2 - rho2) -+ perp(D) rho) / d2, unit
      // vectors (square roots only, the same bits everywhere).
      const double along = std::sqrt(d2 - rho2);
      for (const double turn : {-1.0, 1.0})
        visit((dx * along - turn * dy * rho) / d2, (dy * along + turn * dx * rho) / d2);
    }
}

}  // namespace climbsim
