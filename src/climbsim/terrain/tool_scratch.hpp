// The movement tool's working memory, internal to tool_move.cpp: a cell's candidate position and
// the total order that picks one (tool_move.hpp's contract), a joint where a second leg may start,
// and one thread's scratch for a spread, kept between spreads in a free list.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "climbsim/platform/free_list.hpp"
#include "climbsim/terrain/tool_move.hpp"

namespace climbsim::tool_detail {

// A candidate position for a cell, with how far the move carried the leader from its source. A
// notched base's facing at the point is kept beside it (tool_move.hpp's Facing, in arrays that only
// a notched base's spread fills): a round base's facing is always (0, 0), and a candidate without
// it is 24 bytes instead of 32, in two arrays of a grid's size per thread.
// `from` tells where the candidate came from (for ToolMove::spread's origins; it fills the bytes
// the alignment leaves): a first leg's source cell (0 or more), or -2 - k for the k-th joint of the
// spread (kept_joint below).
struct Candidate {
  int label = -1;
  float x = 0, y = 0;
  std::int32_t from = -1;
  double carried = -1;  // squared
};
static_assert(sizeof(Candidate) == 24);

// The total order that picks a cell's position (see the header): furthest carried, then the
// smaller label, then the smaller offsets, then the smaller facing (null: (0, 0), a round base's),
// then where it came from (which changes no position, only which of two equal legs is told).
inline bool better(const Candidate& a, const Facing* fa, const Candidate& b, const Facing* fb) {
  if (a.label < 0) return false;
  if (b.label < 0) return true;
  if (a.carried != b.carried) return a.carried > b.carried;
  if (a.label != b.label) return a.label < b.label;
  if (a.x != b.x) return a.x < b.x;
  if (a.y != b.y) return a.y < b.y;
  const Facing f = fa ? *fa : Facing{}, g = fb ? *fb : Facing{};
  if (f.fx != g.fx) return f.fx < g.fx;
  if (f.fy != g.fy) return f.fy < g.fy;
  return a.from < b.from;
}

// Cell c's facing in a facing array, or null where the array is empty (a round base's spread).
inline const Facing* facing_at(const std::vector<Facing>& facings, std::size_t c) { return facings.empty() ? nullptr : &facings[c]; }

struct Joint {
  std::size_t cell = 0;
  int label = -1;
  std::int32_t source = -1;  // the source's cell
  double x = 0, y = 0;  // in cells, from the block's corner
  double ux = 0, uy = 0;  // the first leg's direction
  double sx = 0, sy = 0;  // the move's source
};

// One thread's work: the best candidate per cell of the sector at hand (so that what a sector skips
// depends on that sector alone, not on the threads) and the cells it touched, and the sector's
// joints.
struct Scratch {
  std::vector<Candidate> sector;
  std::vector<Facing> sector_facing;  // a notched base's, beside sector; else empty
  std::vector<std::uint32_t> sector_touched;
  std::vector<std::uint32_t> joint_stamp;
  std::uint32_t stamp = 0;
  std::vector<Joint> joints;
  std::vector<std::uint8_t> near;  // per turn: its leg came near something (or was skipped)
  std::uint64_t visits = 0;        // cells the legs crossed
};

// Scratch outlives a spread: at 0.25" a 72" x 36" table's scratch is about 3 MB a thread, and a
// study makes thousands of spreads. A scratch is given back clean (every candidate empty, nothing
// touched, no joints) and handed out sized for the grid.
inline FreeList<Scratch>& scratch_pool() {
  static FreeList<Scratch> pool;
  return pool;
}
inline std::unique_ptr<Scratch> take_scratch(std::size_t cells, bool notched) {
  std::unique_ptr<Scratch> s = scratch_pool().take();
  s->sector.resize(cells);
  s->sector_facing.resize(notched ? cells : 0);
  s->joint_stamp.resize(cells, 0);  // any stamp below the scratch's own counter is no joint
  return s;
}

// A spread's best candidate per cell, one for all threads: each sector's candidates are merged into
// it under its lock as the sector ends. The order of the merges does not matter (a total order), and
// a thread keeps no whole grid of its own besides its sector's: at 0.1" on a 72" x 36" table a grid
// of candidates is 6.2 MB. Given back clean (every candidate empty, nothing touched).
struct Best {
  std::vector<Candidate> at;
  std::vector<Facing> facing;  // a notched base's, beside `at`; else empty
  std::vector<std::uint32_t> touched;
};
inline FreeList<Best>& best_pool() {
  static FreeList<Best> pool;
  return pool;
}
inline std::unique_ptr<Best> take_best(std::size_t cells, bool notched) {
  std::unique_ptr<Best> b = best_pool().take();
  b->at.resize(cells);
  b->facing.resize(notched ? cells : 0);
  return b;
}

}  // namespace climbsim::tool_detail
