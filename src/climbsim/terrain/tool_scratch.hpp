// The movement tool's working memory, internal to tool_move.cpp: a cell's candidate position and
// the total order that picks one (tool_move.hpp's contract), a joint where a second leg may start,
// and one thread's scratch for a spread, kept between spreads in a free list.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "climbsim/platform/free_list.hpp"

namespace climbsim::tool_detail {

// A candidate position for a cell, with how far the move carried the leader from its source.
struct Candidate {
  int label = -1;
  float x = 0, y = 0;
  double carried = -1;  // squared
  float fx = 0, fy = 0;  // a notched base's facing at this point
};

// The total order that picks a cell's position (see the header): furthest carried, then the
// smaller label, then the smaller offsets.
inline bool better(const Candidate& a, const Candidate& b) {
  if (a.label < 0) return false;
  if (b.label < 0) return true;
  if (a.carried != b.carried) return a.carried > b.carried;
  if (a.label != b.label) return a.label < b.label;
  if (a.x != b.x) return a.x < b.x;
  if (a.y != b.y) return a.y < b.y;
  if (a.fx != b.fx) return a.fx < b.fx;
  return a.fy < b.fy;
}

struct Joint {
  std::size_t cell = 0;
  int label = -1;
  double x = 0, y = 0;  // in cells, from the block's corner
  double ux = 0, uy = 0;  // the first leg's direction
  double sx = 0, sy = 0;  // the move's source
};

// One thread's work: its best candidate per cell and the cells it touched; the same for the sector
// at hand (so that what a sector skips depends on that sector alone, not on the threads), and the
// sector's joints.
struct Scratch {
  std::vector<Candidate> best, sector;
  std::vector<std::uint32_t> touched, sector_touched;
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
inline std::unique_ptr<Scratch> take_scratch(std::size_t cells) {
  std::unique_ptr<Scratch> s = scratch_pool().take();
  s->best.resize(cells);
  s->sector.resize(cells);
  s->joint_stamp.resize(cells, 0);  // any stamp below the scratch's own counter is no joint
  return s;
}

}  // namespace climbsim::tool_detail
