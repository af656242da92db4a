// The map the benchmarks time and weigh: the full 72" x 36" table of experiments/terrain/example.csv
// (the main job's map: eleven pieces, a storey among them) for Stormtroopers from 6,18.
#pragma once

#include "climbsim/analysis/reach.hpp"
#include "climbsim/terrain/terrain.hpp"
#include "climbsim/units/roster.hpp"

namespace climbsim::bench {

inline Terrain example_table() { return load_terrain_file(CLIMBSIM_SOURCE_DIR "/experiments/terrain/example.csv", 72, 36); }

// Stormtroopers from 6,18 at `resolution` inches with `actions` actions.
inline ReachOptions example_map_options(double resolution, int actions) {
  ReachOptions o;
  o.unit = find_unit(builtin_roster(), "stormtroopers");
  o.start_x = 6;
  o.start_y = 18;
  o.resolution = resolution;
  o.actions = actions;
  return o;
}

}  // namespace climbsim::bench
