// The reachable-area map: where a unit's leader can stand after N actions, and at what risk.
//
// Contract: from a start on any surface, actions chain through standard moves (the speed-X tool:
// a first leg to the joint at its middle, a turn within the pivot limit, a second leg; less one
// speed when the move starts in or enters difficult terrain unless Unhindered or Scale), climbs
// and clambers between any two surfaces that meet at a face (the height is their difference; a rise
// no taller than the mini is walked onto, within a standard move where the surfaces touch, else a
// `move1`), clambers over walls, Jump X, Speeder X and
// Hover: Air X moves over low terrain, Scale's free clamber, and `wait` (an action standing still),
// each with its action cost and dice from the rules. A step of n actions starts only where n actions
// remain in the activation (RULINGS R9), so the steps of a route add up to its actions. After every
// step the unit must be able to stand in cohesion (M5). A notched base's moves start along its
// facing, and a `pivot` (a move action) turns it in place to face any way (M8). For every surface cell: the fewest actions
// and the safest route among the fastest; the safest route within the budget (fewer actions on a
// tie) with its exact figures (the Markov chain of its dice). Geometry and its approximations:
// docs/RULINGS.md M1-M8. Memory grows with the cells of the surfaces, not with the budget.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "climbsim/engine/monte_carlo.hpp"
#include "climbsim/engine/statistics.hpp"
#include "climbsim/model/die.hpp"
#include "climbsim/rules/legion.hpp"
#include "climbsim/terrain/surfaces.hpp"
#include "climbsim/terrain/table_edge.hpp"
#include "climbsim/units/unit.hpp"

namespace climbsim {

class SpreadCache;
class SurfaceCache;

struct ReachOptions {
  Unit unit;
  double start_x = 6, start_y = 18;
  std::optional<double> start_level;  // the height of the surface to start on (default: the ground)
  // A notched base's facing at the start, degrees counter-clockwise from +x (east); none: any (M8).
  std::optional<double> start_facing;
  // A unit not yet on the table (RULINGS R26): its first action is a standard move that Deploys it,
  // the tool measured from one of these runs of the table's edge (a Territory's, edge_within), its
  // first leg square to the edge; the start above is not used. Empty: the unit starts at the start.
  std::vector<EdgeRun> deploy_edges;
  // A unit placed before it acts (RULINGS R28): its leader may start anywhere on any surface with its
  // base completely within one of these rectangles (Infiltrate, Prepared Position, the earlier
  // editions' deployment zones), at no action. With deploy_edges as well, either. Empty: none.
  std::vector<Rect> start_area;
  // With deploy_edges, Scout X (RULINGS R28): the unit may deploy by a free speed-X move, ignoring
  // difficult terrain, before its actions. 0: none.
  int scout = 0;
  // Reinforcements (RULINGS R28), for a unit entering the table: a free speed-1 move at the end of
  // round 1 (after the first activation's actions).
  bool reinforcements = false;
  int actions = 2;
  double resolution = 0.25;
  LegionRules rules;
  Die die = white_die();
  bool monte_carlo = false;
  McOptions mc;
  // A caller that reads, of the ground, only the fewest actions of some cells (a study reads the
  // objective's) lists them here, by a point of each; it reads every other level (roofs, hilltops)
  // by their fewest actions and fastest routes. A standard move on the ground then casts legs only
  // from sources, and second legs only from joints, within reach, in the moves left, of a listed cell
  // still unreached or of a way off the ground that can still end within the budget (a climb or
  // clamber, Scale's free clamber, a walk onto a joined roof; reach_needed.cpp, RULINGS M2); a unit with Jump, Speeder or Hover, or a
  // notched base, casts every source. The fewest actions and fastest route of every cell off the
  // ground and of every listed cell are the whole map's; another ground cell may show unreached, or
  // reached later or by another route, and a cell's safest route within the budget may lack one that
  // arrives later than its fastest. None: the whole map.
  std::optional<std::vector<std::pair<double, double>>> needed_ground;
  // With needed_ground: cast every source all the same, the slower way the tests check that
  // shortcut against.
  bool every_source = false;
  // A source whose move at an earlier action started from the same position, with the same tool and
  // dice, casts no legs again (RULINGS M2): what that move reached is reached. True: every source
  // casts at every action, the slower way the tests check the shortcut against.
  bool recast_every_action = false;
  // core-2025's climbs as moves (RULINGS R25) cast from every source, none left out for seeing only
  // the pieces the standard move sees: the slow way the tests check that shortcut against.
  bool every_climb = false;
  // Every first and second leg cast (none of RULINGS M2's shortcuts that drop legs): the slow way,
  // for tests to compare the shortcuts against at table scale.
  bool every_leg = false;
  // The first legs' directions fall in this many sectors, each keeping one joint a cell (RULINGS
  // M2): the model's angular resolution, as `resolution` is its spatial one. More sectors reach a
  // little more (at table scale, 16 loses about 0.2% of the roof area 64 reach) and take longer
  // (64: about twice the time). 1 to 256.
  int sectors = 16;
  // Keep where each route's leader stood after every step (ReachMap::trail), to draw routes: the
  // same map, with more memory and without `spreads` shared with other maps.
  bool trace = false;
};

// A route: its steps and the dice each roll per mini, with its exact figures.
struct Route {
  std::string name;            // e.g. move2+wait+climb; empty at the start
  std::vector<int> dice;       // dice per mini of each step that rolls
  int actions = 0;             // the actions its steps add up to
  double mean_wounds = 0;
  double p_unit_intact = 1;    // no mini lost
  std::optional<double> mc_p_unit_intact;
  std::optional<Interval> mc_p_unit_intact_ci;
  std::uint64_t samples = 0;
};

struct ReachCell {
  std::size_t cell = 0;  // grid cell
  int level = 0;         // index into ReachMap::levels
  int min_actions = -1;  // -1: not reachable within the budget
  int fastest = -1;      // index into ReachMap::routes: the safest route with min_actions actions
  int route = -1;        // index into ReachMap::routes: the safest within the budget, fewer actions on a tie
};

// Where the leader stands after a step of a route (ReachOptions::trace), and the step before it.
struct Waypoint {
  int prev = -1;         // index into ReachMap::trail; -1: the start
  int route = 0;         // the route up to here (ReachMap::routes); its last step is the step taken
  int level = 0;         // index into ReachMap::levels: the surface it stands on
  std::size_t cell = 0;  // grid cell
  double x = 0, y = 0;   // the leader's centre, inches, exactly where the map's search stood it
  // A standard move (or a move over terrain) that turned at its joint: the joint, inches. None for
  // a move along its first leg alone and for every other step.
  std::optional<std::pair<double, double>> joint;
};

struct ReachMap {
  Grid grid;
  std::vector<Level> levels;
  std::vector<Route> routes;
  std::vector<ReachCell> cells;  // every surface cell of every level, row by row, lower level first
  std::size_t start_cell = 0;  // with ReachOptions::deploy_edges: the first source's cell
  int start_level = 0;
  std::uint64_t cell_visits = 0;  // the work done: cells the movement tool's legs crossed (not for spreads shared)
  // With ReachOptions::trace: the waypoints of every cell's two routes, and beside `cells`, each
  // cell's fastest route's last waypoint and its `route`'s (-1 where unreached). Empty otherwise.
  std::vector<Waypoint> trail;
  std::vector<std::pair<int, int>> cell_trail;
};

// Throws std::invalid_argument when the start is not a place the leader can stand. Maps of the same
// terrain may share `spreads` (spread_cache.hpp) and `surfaces` (surface_cache.hpp): the same map,
// bit for bit, in less time.
ReachMap compute_reach(const Terrain& terrain, const ReachOptions& options, SpreadCache* spreads = nullptr, SurfaceCache* surfaces = nullptr);

// A traced map's route that ends at waypoint `last` (ReachMap::trail): its waypoints from the start,
// in order (none when `last` is -1).
std::vector<int> waypoints_to(const ReachMap& map, int last);

}  // namespace climbsim
