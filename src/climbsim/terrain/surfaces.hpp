// The table as a grid of cells and the surfaces a leader can stand on: the ground, each roof and
// each storey, and the ways between them at their faces.
//
// Contract (docs/RULINGS.md M1-M7): cells are squares of `resolution` inches; a cell stands for its
// centre. A level is the ground or the flat top of one building taller than the leader's mini; a
// roof's level covers only the cells of its building (its patch), so memory grows with the table's
// cells plus the roofs' cells, not with their product. On a level, a cell is `free` when the
// leader's base, centred there, fits: it stays on the table; on the ground it keeps clear of
// impassable pieces and of pieces taller than the mini; on a roof its centre is at least half a base
// radius inside the roof's edge (a base may overhang a ledge by half), off the footprint of any
// storey standing on it, and clear of every piece rising more than the mini above the roof.
// `difficult` marks free ground cells whose base overlaps difficult terrain or a barricade.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "climbsim/terrain/terrain.hpp"

namespace climbsim {

struct Grid {
  double resolution = 0.25;
  int nx = 0, ny = 0;
  [[nodiscard]] double cx(int i) const noexcept { return (i + 0.5) * resolution; }
  [[nodiscard]] double cy(int j) const noexcept { return (j + 0.5) * resolution; }
  [[nodiscard]] std::size_t index(int i, int j) const noexcept { return static_cast<std::size_t>(j) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i); }
  [[nodiscard]] int column(std::size_t cell) const noexcept { return static_cast<int>(cell % static_cast<std::size_t>(nx)); }
  [[nodiscard]] int row(std::size_t cell) const noexcept { return static_cast<int>(cell / static_cast<std::size_t>(nx)); }
  [[nodiscard]] std::size_t cells() const noexcept { return static_cast<std::size_t>(nx) * static_cast<std::size_t>(ny); }
  // The cell holding a point (clamped to the table).
  [[nodiscard]] std::size_t cell_at(double x, double y) const noexcept;
};

// A rectangle of grid cells, i0 <= i < i0 + nx and j0 <= j < j0 + ny.
struct Patch {
  int i0 = 0, j0 = 0, nx = 0, ny = 0;
  [[nodiscard]] std::size_t cells() const noexcept { return static_cast<std::size_t>(nx) * static_cast<std::size_t>(ny); }
  [[nodiscard]] bool has(int i, int j) const noexcept { return i >= i0 && j >= j0 && i < i0 + nx && j < j0 + ny; }
  [[nodiscard]] std::size_t local(int i, int j) const noexcept {
    return static_cast<std::size_t>(j - j0) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i - i0);
  }
};

inline constexpr std::size_t kNoSlot = static_cast<std::size_t>(-1);

struct Level {
  int building = -1;    // index into Terrain::pieces, -1 for the ground
  double height = 0;    // of the roof; the ground's cells carry their own (hills)
  double drop = 0;      // a roof: its height above the surface it stands on (the ground, or a lower roof)
  int capacity = 0;     // bases that fit on the roof (half a radius of overhang on every side)
  Patch patch;          // the cells this level covers
  std::vector<std::uint8_t> surface, free, difficult;  // per patch cell
  std::vector<float> ground_height;  // ground only: 0, or the height of a hill or low piece there

  // The patch slot of a grid cell, or kNoSlot when the level does not cover it.
  [[nodiscard]] std::size_t slot(const Grid& g, std::size_t cell) const noexcept {
    const int i = g.column(cell), j = g.row(cell);
    return patch.has(i, j) ? patch.local(i, j) : kNoSlot;
  }
  [[nodiscard]] bool free_at(const Grid& g, std::size_t cell) const noexcept {
    const auto s = slot(g, cell);
    return s != kNoSlot && free[s] != 0;
  }
  // The height of the surface at a grid cell (the ground's own height there, or the roof's).
  [[nodiscard]] double height_at(const Grid& g, std::size_t cell) const noexcept {
    return building < 0 ? static_cast<double>(ground_height[slot(g, cell)]) : height;
  }
};

struct SurfaceOptions {
  double base_radius = 27.0 / 25.4 / 2;  // inches
  double mini_height = 0.2;
  // How far a base may hang past the edge of its own roof, in base radii (the rules' roof_overhang:
  // half under the rule texts, M5; none under core-2025, R25).
  double overhang = 0.5;
  bool barricades_slow = true;  // a barricade marks the ground around it difficult (M3; not core-2025)
  bool barricade_refuses = false;  // the base may not stand over a barricade (a trooper's, core-2025, R25)
  bool operator==(const SurfaceOptions&) const = default;
};

// Does the piece stop a base standing on a surface of height `floor`?
bool blocks_base(const Piece& piece, double floor, double mini_height);

// Level 0 is the ground; then one level per building taller than the mini, in file order.
std::vector<Level> build_levels(const Terrain& terrain, const Grid& grid, const SurfaceOptions& options);

// Does the leader's base fit with its centre exactly at (x, y) on `level` (the rules of `free`, at
// a point rather than a cell; a base exactly in contact fits)?
bool base_fits_at(const Terrain& terrain, const Level& level, double x, double y, const SurfaceOptions& options);

// A way between levels that is not a standard move: climb or clamber at a face (up or down), a
// rise no taller than the mini walked onto, or a clamber over a wall.
struct Crossing {
  std::size_t from_cell = 0, to_cell = 0;  // grid cells
  int from_level = 0, to_level = 0;
  double height = 0;   // height travelled: the difference between the two surfaces
  bool ladder = false;
  bool over_wall = false;
  bool walk = false;   // no taller than the mini: a standard move walks onto it
};

// Every crossing between two levels that meet at a face of a building (its roof and any lower
// surface whose free cell puts the leader's base in contact with that face: the base's edge within
// one cell of the face), and over each wall lower than height `over_max` but taller than the mini.
std::vector<Crossing> crossings(const Terrain& terrain, const Grid& grid, const std::vector<Level>& levels,
                                const SurfaceOptions& options, double over_max);

}  // namespace climbsim
