// What a reachable-area map will cost, from the shape of the problem, before any work.
//
// Contract: reach_work(terrain, options) estimates the cells the movement tool's legs will cross
// (ReachMap::cell_visits, the map's work), the work in the units of --max-work (about one random
// draw, 1.2 ns of one core, each) and the memory in bytes, from the table's size, its roofs, the
// resolution, the actions and the unit's longest move, never from running it. The model (fitted on
// this machine, bench/RESULTS.md): the first action costs about 3 (L/r)^3 cells crossed (L the
// longest move, r the cell), every later one about 4.4 cells crossed for each cell of the table
// per inch of resolution (C / r), or for a notched base, which casts from every cell it has reached
// (M8), about 3.5 (L/r)^1.5 cells crossed for each cell within reach of the action's start (the
// whole table from an edge or an area); each cell costs about 330 units of bookkeeping and each cell
// crossed 13; each cell about 200 bytes, and a traced map (ReachOptions::trace) 30 more a cell and
// action for its waypoints (measured: 41 MB more for 280,000 cells and 6 actions at 0.1"; 4 MB for
// 60,000 and 4 at 0.25"). tests/analysis/reach_work_test.cpp checks the visits
// within 3x of the counted ones on open and built-up tables, resolutions 0.5 to 0.1, 1 to 8 actions,
// for a round base and for notched ones (a speeder, a slow beast) from a point and from an edge.
#pragma once

#include "climbsim/analysis/reach.hpp"
#include "climbsim/terrain/terrain.hpp"

namespace climbsim {

struct ReachWork {
  double cells = 0;        // ground and roofs
  double cell_visits = 0;  // cells the legs cross, estimated
  double units = 0;        // in --max-work's units
  double bytes = 0;        // memory at the peak
};

ReachWork reach_work(const Terrain& terrain, const ReachOptions& options);

}  // namespace climbsim
