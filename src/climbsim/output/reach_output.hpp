// Writing a reachable-area map: the CSV grid (tables/reach_table.hpp), and the picture.
//
// Contract: the PNG draws the table from above twice, each panel with its heading and legend: first
// the cells coloured by the fewest actions needed (the highest level at each cell), then the same
// cells coloured by the expected wounds of that fastest route on a scale of its own; terrain
// outlines and the start on both.
#pragma once

#include <ostream>
#include <utility>
#include <vector>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/io/image.hpp"
#include "climbsim/tables/reach_table.hpp"

namespace climbsim {

// The picture's left margin in pixels (the report's hover maps pixels back to cells).
inline constexpr int kMapPictureMargin = 28;
// The top of the first panel's map (fewest actions) in the picture; the second (wounds) is below.
inline constexpr int kMapPictureTop = 36;

// The picture: two panels, each a map whose cells are map_cell_pixels(resolution) pixels square,
// its lower-left corner at (kMapPictureMargin, kMapPictureTop + grid.ny * cell pixels) for the
// first panel; ladders drawn just outside the face they stand on, height labels outside the piece.
// `routes` (map --to, a traced map): the last waypoints of a spot's fastest and safest routes
// (tables/route_steps.hpp route_ends), drawn on both panels from the start through each step (and
// a move's joint), the safest first, in colours of their own said in the legend; -1: none.
Image reach_picture(const ReachMap& map, const Terrain& terrain, const ReachOptions& options, std::pair<int, int> routes = {-1, -1});
int map_cell_pixels(double resolution);

// A mission's marks (climbsim mission --png, RULINGS R27): the Territory's rectangles, the POIs'
// centres and the distance from a POI within which the leader's centre contests it (inches).
struct MissionMarks {
  std::vector<Rect> territory;
  std::vector<Rect> enemy_territory;
  std::vector<std::pair<double, double>> pois;
  double contest = 0;
};
// One panel: the cells coloured by the earliest round the leader stands there (one activation of
// the edition's actions a round), the Territories outlined (yours and the enemy's), each POI a numbered 2" disc with a ring at
// `contest`; the legend says whose map it is and what each colour and mark means.
Image mission_picture(const ReachMap& map, const Terrain& terrain, const ReachOptions& options, const MissionMarks& marks);
void write_mission_png(std::ostream& out, const ReachMap& map, const Terrain& terrain, const ReachOptions& options, const MissionMarks& marks);

// Writes the picture as PNG bytes; throws std::runtime_error on failure.
void write_reach_png(std::ostream& out, const ReachMap& map, const Terrain& terrain, const ReachOptions& options,
                     std::pair<int, int> routes = {-1, -1});

}  // namespace climbsim
