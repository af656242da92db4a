// The table as a grid of cells and the surfaces a leader can stand on: the ground and each roof.
//
// Contract (docs/RULINGS.md M1-M6): cells are squares of `resolution` inches; a cell stands for its
// centre. A level is the ground or the flat top of one building taller than the leader's mini. On
// a level, a cell is `free` when the leader's base, centred there, fits: on the ground it keeps
// clear of impassable pieces and of pieces taller than the mini and stays on the table; on a roof
// its centre is at least half a base radius inside the edge (a base may overhang a ledge by half).
// `difficult` marks free ground cells whose base overlaps difficult terrain or a barricade.
#pragma once

#include <cstdint>
#include <vector>

#include "climbsim/terrain/terrain.hpp"

namespace climbsim {

struct Grid {
  double resolution = 0.25;
  int nx = 0, ny = 0;
  [[nodiscard]] double cx(int i) const noexcept { return (i + 0.5) * resolution; }
  [[nodiscard]] double cy(int j) const noexcept { return (j + 0.5) * resolution; }
  [[nodiscard]] std::size_t index(int i, int j) const noexcept { return static_cast<std::size_t>(j) * nx + i; }
  [[nodiscard]] std::size_t cells() const noexcept { return static_cast<std::size_t>(nx) * ny; }
  // The cell holding a point (clamped to the table).
  [[nodiscard]] std::size_t cell_at(double x, double y) const noexcept;
};

struct Level {
  int building = -1;    // index into Terrain::pieces, -1 for the ground
  double height = 0;    // of the roof; the ground's cells carry their own (hills)
  int capacity = 0;     // bases that fit on the roof (half a radius of overhang on every side)
  std::vector<std::uint8_t> surface, free, difficult;
  std::vector<float> ground_height;  // ground only: 0, or the height of a hill or low piece there
};

struct SurfaceOptions {
  double base_radius = 27.0 / 25.4 / 2;  // inches
  double mini_height = 0.2;
  int jump = 0;  // Jump X: pieces of height X or lower do not block a jump
};

// Level 0 is the ground; then one level per building taller than the mini, in file order.
std::vector<Level> build_levels(const Terrain& terrain, const Grid& grid, const SurfaceOptions& options);

// The ground as a Jump X move sees it: pieces of height X or lower do not block (their roofs are
// places to land, see jump_landing).
std::vector<std::uint8_t> jump_free(const Terrain& terrain, const Grid& grid, const SurfaceOptions& options);

// A way between levels that is not a standard move: climb or clamber at a building face, or
// clamber over a wall.
struct Crossing {
  std::size_t from_cell = 0, to_cell = 0;
  int from_level = 0, to_level = 0;
  double height = 0;   // height travelled
  bool ladder = false;
  bool over_wall = false;
};

// Every crossing: ground <-> roof at each building face (leader in base contact), and over each
// wall lower than height `over_max` but taller than the mini.
std::vector<Crossing> crossings(const Terrain& terrain, const Grid& grid, const std::vector<Level>& levels,
                                const SurfaceOptions& options, double over_max);

}  // namespace climbsim
