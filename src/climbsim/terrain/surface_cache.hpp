// A table's surfaces as one kind of leader sees them, built once for every map of the table.
//
// Contract: build_surfaces(terrain, grid, options, index, over_max) gives the levels
// (build_levels), each level's clearance (level_clearance), the surfaces a standard move walks
// between (walk_join), the crossings between levels (crossings, walls up to `over_max`) and where in
// its landing cell each crossing puts the base (Clearance::fit_nearest_centre; none: nowhere): all a
// map's planner builds from the table before its search. They depend on the table, the grid, the
// leader's base and height, and `over_max`, not on the unit's speed, keywords or dice, nor on the
// start, so a study's maps of one table (variants, starts, units alike in base and height) share
// them. SurfaceCache::get answers exactly what build_surfaces would, built once per distinct
// (grid, base radius, mini height, over_max); a cache serves one table, and asking it for
// another throws. Safe from several threads at once: one thread builds an entry while others
// asking for it wait (exec::call_once). distance_below(nx, ny, marked) answers exactly what
// distance_bound.hpp's does, computed once per distinct block and mask for every map of the table
// (a study's maps of a unit aim at the same ways off the ground).
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "climbsim/platform/executor.hpp"
#include "climbsim/terrain/clearance.hpp"
#include "climbsim/terrain/piece_index.hpp"
#include "climbsim/terrain/surfaces.hpp"
#include "climbsim/terrain/walk_join.hpp"

namespace climbsim {

struct Surfaces {
  std::vector<Level> levels;
  std::vector<Clearance> clearance;  // per level
  std::vector<WalkJoin> walks;  // the groups of surfaces a standard move walks between, the ground's first (M4)
  std::vector<Crossing> crossings;
  std::vector<std::optional<std::pair<double, double>>> landing;  // per crossing
};

Surfaces build_surfaces(const Terrain& terrain, const Grid& grid, const SurfaceOptions& options, const PieceIndex& index, double over_max);

class SurfaceCache {
 public:
  std::shared_ptr<const Surfaces> get(const Terrain& terrain, const Grid& grid, const SurfaceOptions& options, const PieceIndex& index,
                                      double over_max);
  [[nodiscard]] std::size_t built() const;  // entries built so far
  std::shared_ptr<const std::vector<float>> distance_below(int nx, int ny, const std::vector<std::uint8_t>& marked);

 private:
  using Key = std::tuple<double, int, int, double, double, double, double, bool, bool>;  // resolution, nx, ny, radius, height, over_max, overhang, barricades_slow, barricade_refuses
  struct Entry {
    exec::OnceFlag once;
    std::shared_ptr<const Surfaces> surfaces;
  };
  mutable std::mutex mutex_;
  const Terrain* terrain_ = nullptr;
  std::map<Key, std::shared_ptr<Entry>> entries_;
  struct Distances {
    exec::OnceFlag once;
    std::shared_ptr<const std::vector<float>> field;
  };
  std::map<std::pair<int, std::string>, std::shared_ptr<Distances>> distances_;  // by the block's width and the mask's bytes
  std::size_t built_ = 0;
};

}  // namespace climbsim
