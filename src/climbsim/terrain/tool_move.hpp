// One standard move with the movement tool, from continuous positions, across a block of cells.
//
// Contract (docs/RULINGS.md M2): a Spot is a label and the leader's exact position in its cell (an
// offset from the cell's centre, in cells); a notched base's facing lies beside it (Facing). From each labelled source, the leader's centre runs a
// first leg of `first_leg` inches in directions at most a cell apart at its end, and may stop
// anywhere on it; if the whole first leg is clear, it turns at the joint (the first leg's exact
// end) by at most `pivot_degrees` from that leg's exact direction and runs a second leg of
// `second_leg` inches, stopping anywhere. The base is checked exactly along every leg (`clearance`)
// and a leg stops where the base first touches something; its centre line enters no avoided cell.
// spread(nx, ny, clearance, avoid, from, to) gives every cell so reached one position the leader
// can really stand at: of the points of all paths inside the cell, the one the move carried
// furthest from its own source (ties: the smaller label, then the smaller offsets), so the result
// does not depend on the order of work or on the number of threads (sectors run in parallel).
// Sources keep their own spots. `covered` (when given) holds flags per cell: a source in a cell with
// kSourceCovered casts no legs but still makes the region whose edge casts (the caller marks where a
// longer tool reaches all this one would); a joint in a cell with kJointsCovered casts no second
// legs (the caller reads nothing a second leg from there could lead to); a source in a cell with
// kLegsToJoints casts only the first legs whose joint may cast, those whose whole length ends within
// a cell of a cell without kJointsCovered (the caller reads nothing of the first legs' own cells).
// Besides the lattice, legs are aimed at the clearance's narrow gaps (Clearance::narrow_gaps): first
// legs from every casting source within reach of one, second legs from every casting joint within
// reach and the pivot limit, and legs along a corridor's axis from points within its width.
//
// Approximations (measured in tests/analysis/reach_reference_test.cpp, stated in M2), each of
// which can only lose reach, never add it: each cell keeps one point, so later moves start from it
// and not from every point of the cell; joints are kept one per cell and sector of first-leg
// directions (the first found); only sources at the edge of their region cast legs, only joints at
// the edge of the region where first legs of any sector end whole cast second legs (a notched
// base's and the aimed legs' joints: at the edge of their own sector's), and no joint in a cell the
// move started from; a second leg is skipped when its sector already
// reaches its end cell at least as far; second legs turn in steps a cell apart at their ends, and
// half a cell apart only beside a leg that came near something. A round base's first leg that
// points away from where its source's region ends (the source's unlabelled neighbours) and crosses
// only labelled cells is not cast: its offers there are never taken and its joint there casts
// nothing; such cells count as joints where a joint's edge is decided, as those legs' joints did.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "climbsim/terrain/cell_window.hpp"
#include "climbsim/terrain/clearance.hpp"

namespace climbsim {

// ToolMove::spread's `covered` flags.
inline constexpr std::uint8_t kSourceCovered = 1, kJointsCovered = 2, kLegsToJoints = 4;

struct Spot {
  int label = -1;      // -1: not reached
  float x = 0, y = 0;  // the position, from the cell's centre, in cells (each within +-0.5)
};

// A notched base's facing at a spot (RULINGS M8), kept in an array beside the spots (Facings) only
// where a base's facing limits its moves: a round base's is always (0, 0) and needs no array, so a
// block of spots is 12 bytes a cell, not 24.
struct Facing {
  float fx = 0, fy = 0;  // a unit vector; (0, 0): any
  // After a pivot: the next move's first leg may run up to this many degrees either side of the
  // facing (RULINGS M8); 0: along it.
  float turn = 0;
};

// A spread's facings: read beside `from` (null: every source faces any way) and written beside `to`
// (null: not kept). Only a notched tool reads or writes them.
struct Facings {
  const std::vector<Facing>* from = nullptr;
  std::vector<Facing>* to = nullptr;
};

// Where a spread's move to a cell came from (ToolMove::spread's `origins`, for drawing a route):
// the cell of the block holding the source whose leg reached it (a source's own cell: itself), and
// the joint where the leader turned, in cells from the block's corner; a point on a first leg has
// no joint (NaN).
struct Origin {
  std::int32_t source = -1;
  double joint_x = std::numeric_limits<double>::quiet_NaN(), joint_y = std::numeric_limits<double>::quiet_NaN();
};

class ToolMove {
 public:
  // A notched base (`notched`): the tool goes into the front notch, so a move's first leg runs along
  // the source's facing (every direction when its facing is free), and the mini ends facing along
  // the leg it stopped on (RULINGS M8).
  ToolMove(double resolution, double first_leg, double second_leg, double pivot_degrees, int sectors = 16, bool notched = false);

  // `visits`, when given, gains the number of cells the legs crossed: the spread's work, which the
  // map's work estimate is checked against (analysis/reach_work.hpp).
  // A notched tool reads the sources' facings and writes the reached cells' (`facings`), sized and
  // kept as `to` is. `origins`, when given, is sized and kept as `to` is and receives each written
  // cell's Origin: the same spread, its where-from told (a cell whose candidates tie wholly takes
  // the smaller source's, so the answer is the same on any number of threads).
  void spread(int nx, int ny, const Clearance& clearance, const std::vector<std::uint8_t>* avoid, const std::vector<Spot>& from,
              std::vector<Spot>& to, const std::vector<std::uint8_t>* covered = nullptr, std::uint64_t* visits = nullptr,
              Facings facings = {}, std::vector<Origin>* origins = nullptr) const;

  // The same spread, reading and writing only `window`, which must hold window() of the sources'
  // box (every cell outside it unlabelled in `from`): `to` must have the size of `from`, and keeps
  // what it held outside the window. Work outside the legs follows the window, not the block.
  void spread_within(int nx, int ny, const CellWindow& window, const Clearance& clearance, const std::vector<std::uint8_t>* avoid,
                     const std::vector<Spot>& from, std::vector<Spot>& to, const std::vector<std::uint8_t>* covered = nullptr,
                     std::uint64_t* visits = nullptr, Facings facings = {}, std::vector<Origin>* origins = nullptr) const;

  // Does the tool keep facings (a notched base's)?
  [[nodiscard]] bool notched() const { return notched_; }

  // How far from its source any point of a move lies, at most: both legs, in cells.
  [[nodiscard]] double reach() const { return first_ + second_; }
  // How far from its joint a second leg's points lie, at most, in cells.
  [[nodiscard]] double second_leg() const { return second_; }

  // The cells a spread from sources inside `sources` (a window of an nx x ny block) can read or
  // write: that window widened by reach() and two cells (a leg's cells, a joint's neighbours and a
  // skipped leg's end cell lie within it), clamped to the block. Outside it, `to` is `from`.
  [[nodiscard]] CellWindow window(int nx, int ny, const CellWindow& sources) const;

  // A notched base may turn up to `degrees` either way before its next standard move (core-2025's
  // "rotate the unit leader's base up to 90 degrees", RULINGS R25): each facing a move writes
  // carries that turn. 0: the next move starts along the facing (M8).
  void turn_after(double degrees) { turn_after_ = static_cast<float>(degrees); }

  // Cast every first leg, also those a round base's move leaves out for crossing only cells it
  // started from (see the approximations above): the slow way, for tests to compare against.
  void cast_every_first_leg(bool every) { every_first_leg_ = every; }
  // Cast every second leg: none skipped for an end cell its sector already reaches as far, and every
  // turn, not only those beside a leg that came near something (the shortcuts above): the slow way.
  void cast_every_second_leg(bool every) { every_second_leg_ = every; }

  // The same legs: the same spread from the same inputs (spread_cache.hpp).
  bool operator==(const ToolMove&) const = default;

 private:
  double first_;   // in cells
  double second_;  // in cells
  struct Direction {
    double cos, sin;
    bool operator==(const Direction&) const = default;
  };
  std::vector<std::vector<Direction>> first_directions_;  // per sector: the first legs' directions
  std::vector<Direction> turns_;                          // the second leg's turns from the first's
  double pivot_cos_ = 0;                                  // the cosine of the largest turn
  bool notched_ = false;
  bool every_first_leg_ = false;
  bool every_second_leg_ = false;
  float turn_after_ = 0;  // the turn each facing written carries (turn_after)
};

}  // namespace climbsim
