// A table's surfaces, built once per kind of leader (contract in surface_cache.hpp).
#include "climbsim/terrain/surface_cache.hpp"

#include <stdexcept>

#include "climbsim/terrain/distance_bound.hpp"

namespace climbsim {

Surfaces build_surfaces(const Terrain& terrain, const Grid& grid, const SurfaceOptions& options, const PieceIndex& index, double over_max) {
  Surfaces s;
  s.levels = build_levels(terrain, grid, options);
  for (const Level& level : s.levels) s.clearance.push_back(level_clearance(terrain, grid, level, options, index));
  s.walks = walk_join(terrain, grid, s.levels, options, index);
  s.crossings = crossings(terrain, grid, s.levels, options, over_max);
  for (const Crossing& x : s.crossings) {
    const auto l = static_cast<std::size_t>(x.to_level);
    const Patch& p = s.levels[l].patch;
    s.landing.push_back(s.clearance[l].fit_nearest_centre(grid.column(x.to_cell) - p.i0, grid.row(x.to_cell) - p.j0));
  }
  return s;
}

std::shared_ptr<const Surfaces> SurfaceCache::get(const Terrain& terrain, const Grid& grid, const SurfaceOptions& options,
                                                  const PieceIndex& index, double over_max) {
  std::shared_ptr<Entry> entry;
  {
    const std::lock_guard lock(mutex_);
    if (terrain_ && terrain_ != &terrain) throw std::logic_error("a surface cache serves one table");
    terrain_ = &terrain;
    auto& slot = entries_[Key{grid.resolution, grid.nx, grid.ny, options.base_radius, options.mini_height, over_max, options.overhang, options.barricades_slow, options.barricade_refuses}];
    if (!slot) slot = std::make_shared<Entry>();
    entry = slot;
  }
  exec::call_once(entry->once, [&] {
    entry->surfaces = std::make_shared<const Surfaces>(build_surfaces(terrain, grid, options, index, over_max));
    const std::lock_guard lock(mutex_);
    ++built_;
  });
  return entry->surfaces;
}

std::shared_ptr<const std::vector<float>> SurfaceCache::distance_below(int nx, int ny, const std::vector<std::uint8_t>& marked) {
  std::shared_ptr<Distances> entry;
  {
    const std::lock_guard lock(mutex_);
    auto& slot = distances_[{nx, std::string(marked.begin(), marked.end())}];
    if (!slot) slot = std::make_shared<Distances>();
    entry = slot;
  }
  exec::call_once(entry->once, [&] { entry->field = std::make_shared<const std::vector<float>>(climbsim::distance_below(nx, ny, marked)); });
  return entry->field;
}

std::size_t SurfaceCache::built() const {
  const std::lock_guard lock(mutex_);
  return built_;
}

}  // namespace climbsim
