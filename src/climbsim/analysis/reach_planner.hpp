// The reach map's planner, shared by its three files: reach.cpp (the set-up, the start, the search
// action by action), reach_steps.cpp (each kind of step: waits, standard moves, moves over low
// terrain, climbs and clambers, Scale's free clamber) and reach_tool.cpp (a move's spread and the
// shortcuts that leave sources out of it), with reach_needed.cpp (the ground sources a caller's
// reading leaves out). Internal to analysis/; contract and rulings:
// reach.hpp, docs/RULINGS.md M1-M8.
#pragma once

#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/analysis/route_book.hpp"
#include "climbsim/terrain/cell_window.hpp"
#include "climbsim/terrain/clearance.hpp"
#include "climbsim/terrain/piece_index.hpp"
#include "climbsim/terrain/spread_cache.hpp"
#include "climbsim/terrain/surface_cache.hpp"
#include "climbsim/terrain/tool_set.hpp"
#include "climbsim/terrain/walk_join.hpp"

namespace climbsim::reach_detail {

inline constexpr int kNone = -1;

// For each level, for each cell of its patch: the safest route found to stand there (its label, or
// kNone) and where in the cell the leader stands at the end of it (M2: positions are continuous).
// Cells are written through set() alone, which keeps each level's window of labelled cells, so a
// loop over a layer's places looks only there (early in a search, a small part of the table).
class Layer {
 public:
  Layer() = default;
  // `faced`: each spot's facing is kept beside it (a notched base's whose facing limits its moves,
  // M8); otherwise every facing is (0, 0) and none is stored. `traced`: each spot's waypoint
  // (ReachOptions::trace) is kept beside it.
  Layer(const std::vector<Level>& levels, bool faced, bool traced) {
    for (const Level& l : levels) {
      cells_.emplace_back(l.patch.cells()), nx_.push_back(l.patch.nx), box_.push_back(CellWindow::none());
      facings_.emplace_back(faced ? l.patch.cells() : 0);
      trails_.emplace_back(traced ? l.patch.cells() : 0, kNone);
    }
  }
  [[nodiscard]] std::size_t size() const { return cells_.size(); }
  const std::vector<Spot>& operator[](std::size_t level) const { return cells_[level]; }
  [[nodiscard]] Facing facing(std::size_t level, std::size_t slot) const { return facings_[level].empty() ? Facing{} : facings_[level][slot]; }
  // The spot's waypoint in the planner's trail (kNone when not traced).
  [[nodiscard]] int trail(std::size_t level, std::size_t slot) const { return trails_[level].empty() ? kNone : trails_[level][slot]; }
  void set(std::size_t level, std::size_t slot, const Spot& at, const Facing& facing = {}, int trail = kNone) {
    cells_[level][slot] = at;
    if (!facings_[level].empty()) facings_[level][slot] = facing;
    if (!trails_[level].empty()) trails_[level][slot] = trail;
    const auto nx = static_cast<std::size_t>(nx_[level]);
    box_[level].add(static_cast<int>(slot % nx), static_cast<int>(slot / nx));
  }
  // visit(slot, spot) for each labelled cell of the level, in slot order.
  template <class Visit>
  void for_each_labelled(std::size_t level, Visit&& visit) const {
    if (box_[level].empty()) return;
    const std::vector<Spot>& cells = cells_[level];
    box_[level].for_each(nx_[level], [&](int, int, std::size_t slot) {
      if (cells[slot].label != kNone) visit(slot, cells[slot]);
    });
  }
  // The window of the level's labelled cells (in its patch's cells; none when it has none).
  [[nodiscard]] const CellWindow& window(std::size_t level) const { return box_[level]; }
  // Every cell unlabelled again.
  void clear() {
    for (std::size_t l = 0; l < cells_.size(); ++l) {
      if (!box_[l].empty())
        box_[l].for_each(nx_[l], [&](int, int, std::size_t slot) {
          cells_[l][slot] = Spot{};
          if (!facings_[l].empty()) facings_[l][slot] = Facing{};
          if (!trails_[l].empty()) trails_[l][slot] = kNone;
        });
      box_[l] = CellWindow::none();
    }
  }

 private:
  std::vector<std::vector<Spot>> cells_;
  std::vector<std::vector<Facing>> facings_;  // per level: beside cells_, or empty
  std::vector<std::vector<int>> trails_;      // per level: beside cells_, or empty
  std::vector<int> nx_;          // per level: its patch's width
  std::vector<CellWindow> box_;  // per level: the window of the cells set, in its patch's cells
};
// For each level, for each cell of its patch: a route, or kNone.
using Routes = std::vector<std::vector<int>>;

// Where an offered spot came from (ReachOptions::trace): the waypoint its leader stood at before the
// step, and a move's joint where it turned (grid cells, NaN: none). `kept`: the spot is that
// waypoint itself, handed on from a scratch layer with no step.
struct Came {
  int from = kNone;
  float joint_x = std::numeric_limits<float>::quiet_NaN(), joint_y = std::numeric_limits<float>::quiet_NaN();
  bool kept = false;
};

// A crossing as a step of a route: its name, its cost and the dice it rolls per mini.
struct CrossingStep {
  std::size_t crossing = 0;
  std::string name;
  int actions = 1;
  int dice = 0;
  bool with_scale = false;  // a clamber with Scale's free clamber in combination: no other free one (R10)
};

// A set of levels a move over low terrain starts from, and the height it ignores pieces up to.
// A climb as a move (R25) lands only within its height of where it starts, with the speed-1 tool.
struct OverMove {
  double over = 0;
  std::vector<std::size_t> sources;
  std::vector<std::uint8_t> ground_cells;  // when the ground is a source: the grid cells it starts from (empty: all)
  double lowest = -std::numeric_limits<double>::infinity();  // the surfaces it may end on: this high at least
  double highest = std::numeric_limits<double>::infinity();  // ... at most (and no higher than `over`)
  int speed = 0;        // its tool's speed at most (0: the unit's)
  bool climb = false;   // it may end on a roof that holds the leader but not every mini (M5)
  bool over_impassable = false;  // its tool passes over impassable pieces of that height (core-2025's Jump, R25)
};

class Planner {
 public:
  Planner(const Terrain& terrain, const ReachOptions& o, SpreadCache* spreads, SurfaceCache* surfaces);
  ReachMap run();

 private:
  [[nodiscard]] Layer empty_layer() const;
  [[nodiscard]] Routes empty_routes() const;
  void offer(Layer& layer, std::size_t level, std::size_t slot, int route, Spot at, Facing facing, const Came& came = {});
  // A move's spot at `c` of a block whose sources' waypoints are `trails`, its corner at grid cell (i0, j0).
  [[nodiscard]] Came came_by_move(const std::vector<Origin>& origins, std::size_t c, const std::vector<int>& trails, int i0, int j0) const;
  void waits(const Layer& from, Layer& to);
  // A notched base's pivot (M8): a move action that turns the leader in place, any way.
  void pivots(const Layer& from, Layer& to);
  // `own_layer`: `from` is the action's own layer (every place reached so far), not the places a
  // free clamber reaches first (Scale); only then do sources remember their earlier moves.
  // `free_speed` > 0: a free move of that speed at no action, named `free_name` and the tool's speed
  // (Reinforcements' speed-1 move, R28); 0: the unit's standard move, an action.
  void level_moves(const Layer& from, Layer& to, bool own_layer, int free_speed = 0, const char* free_name = "");
  // ReachOptions::reinforcements at the end of round 1: a free speed-1 move from every place reached
  // by then, merged into that layer (R28).
  void reinforce(Layer& layer);
  // A move, for the sources it started from before: its clearance, its name (empty for a standard
  // move), its routes' dice, its tool.
  using CastKey = std::tuple<const Clearance*, std::string, std::vector<int>, int>;
  const std::vector<std::uint8_t>* not_again(const CastKey& key, const std::vector<Spot>& sources, const std::vector<std::uint8_t>* covered, int nx,
                                             const CellWindow& window);
  std::vector<std::uint8_t> not_again_mask_;
  // ReachOptions::needed_ground (reach_needed.cpp): whether the shortcut applies and what it aims at
  // (plan_needed, once); what is left of it after action k (needed_at_action; `first`: each cell's
  // fewest actions so far); and, within `window` of the ground, which sources' standard moves and
  // which joints' second legs can lead to nothing the caller reads (needed_within).
  void plan_needed();
  void needed_at_action(int k, const Routes& first);
  void needed_within(const CellWindow& window);
  // `covered`, with the flags needed_within set for the sources in `box` and the joints in `window`:
  // a mask in needed_cover_ (its window of the block, nx wide, is what a spread reads). Not on:
  // `covered`.
  const std::vector<std::uint8_t>* leave_out_unneeded(bool on, const std::vector<Spot>& sources, const std::vector<std::uint8_t>* covered, int nx,
                                                      const CellWindow& window, const CellWindow& box);
  void walk_moves(const Layer& from, Layer& to, bool own_layer);
  // Sources by the dice of their routes: grid cell, spot and facing.
  struct GroupSource {
    std::size_t cell;
    Spot spot;
    Facing facing;
    int trail;  // its waypoint (kNone when not traced)
  };
  using SourceGroups = std::map<std::vector<int>, std::vector<GroupSource>>;
  void group_sources(const Layer& from, std::size_t level, const std::vector<std::uint8_t>* only, SourceGroups& groups) const;
  // `speed`: the fastest tool (0: the unit's); `actions` the step's; `climbed`: a roof too small for
  // every mini may take the leader (M5).
  void grid_moves(const SourceGroups& groups, const Clearance& clearance, const std::vector<int>& landing,
                  const std::vector<std::uint8_t>* difficult, const std::string& step, Layer& to, bool own_layer, int speed = 0, int actions = 1,
                  bool climbed = false, const std::vector<std::uint8_t>* top_covered = nullptr);
  void moves_over(const Layer& from, Layer& to, const OverMove& move, const std::string& step, bool own_layer, int actions = 1);
  // core-2025's climbs as speed-1 moves over obstacles (R25), from the action's phase.
  void climb_moves(const Layer& from, std::vector<Layer*>& by_cost, int phase, bool own_layer);
  void climbs(const Layer& from, std::vector<Layer*>& by_cost, int phase, bool with_scale);
  void scale(const Layer& from, Layer& to);
  // Every paid step from `from`; by_cost[n] receives the steps of n actions and `jump_to` the jumps,
  // none when it is null (the activation has jumped already, R20).
  void paid_steps(const Layer& from, std::vector<Layer*>& by_cost, Layer* jump_to, int phase, bool own_layer);
  // One action's steps from `from` (waits aside), with Scale's free clamber before or after each
  // paid move (R10). `staged` and `before` are scratch layers (used when the unit has Scale).
  void action_steps(const Layer& from, std::vector<Layer*>& by_cost, Layer* jump_to, int phase, bool own_layer);
  const Clearance& over_clearance(double over, bool over_impassable = false);
  [[nodiscard]] std::vector<std::uint8_t> left_to_gain(const Clearance& clearance, const std::vector<Spot>& fastest, const CellWindow& window) const;
  // Returns the window the move can have changed (ToolMove::window of `box`, the sources' box):
  // outside it `via` is `sources`.
  // `unneeded`: the ground's standard move, whose sources and joints needed_within leaves out.
  // `top`: the move's fastest tool (0: the unit's speed; a climb's is 1, R25), and `top_covered` the
  // sources it need not be cast from (kSourceCovered).
  CellWindow tool_move(int v, const Clearance& clearance, int nx, int ny, const std::vector<std::uint8_t>* avoid,
                       const std::vector<std::uint8_t>* fastest_avoid, const std::optional<CastKey>& remember, const std::vector<Spot>& sources,
                       const CellWindow& box, std::vector<Spot>& via, std::vector<std::uint8_t>& gain, Facings facings, std::vector<Origin>* origins,
                       bool unneeded = false, int top = 0, const std::vector<std::uint8_t>* top_covered = nullptr);
  void spread(int speed, int nx, int ny, const Clearance& clearance, const std::vector<std::uint8_t>* avoid, const std::vector<Spot>& from,
              const CellWindow& box, std::vector<Spot>& to, const std::vector<std::uint8_t>* covered, Facings facings, std::vector<Origin>* origins);
  void place_start(ReachMap& map, Layer& layer);
  // ReachOptions::deploy_edges: the deploying move from the table's edge, into `to` (the first
  // action's layer; reach_deploy.cpp, R26). The map's start is the first source's cell.
  // `speed`: the fastest tool; `free`: Scout X's deploy, no action, ignoring difficult terrain.
  void deploys(ReachMap& map, Layer& to, int speed, bool free);
  // ReachOptions::start_area: every place the leader's base lies completely within it (R28), into `to`.
  void place_in_area(ReachMap& map, Layer& to);
  // A notched base whose facing limits its moves (M8): not under core-2023's free rotation before a
  // standard move (R23), where it moves as a round base does.
  [[nodiscard]] static bool facing_limits(const ReachOptions& o) noexcept { return o.unit.notched_base && !o.rules.notched_free_rotation; }

  const Terrain& t_;
  const ReachOptions& o_;
  Grid grid_;
  SurfaceOptions surf_;
  PieceIndex index_;
  std::shared_ptr<const Surfaces> built_;  // the table's surfaces for this leader, shared or built here
  const std::vector<Level>& levels_;
  const std::vector<Clearance>& clearance_;  // per level: where the base fits along a leg, exactly (M2)
  std::vector<std::uint8_t> usable_;  // per level: the whole unit can stand in cohesion (M5)
  // Per level: a standard move may end there: the ground, or a roof that holds every mini ("after a
  // standard move a mini cannot be placed onto a different level of terrain than its unit leader,
  // unless that mini's unit leader has just climbed or clambered", M5).
  std::vector<std::uint8_t> walkable_;
  // A trooper under core-2025 (SurfaceOptions::barricade_refuses): the barricades, and the ground
  // cells where some point of the cell puts the base over one; an offer there is checked exactly.
  std::vector<const Piece*> barricades_;
  std::vector<std::uint8_t> near_barricade_;
  [[nodiscard]] bool over_barricade(std::size_t cell, const Spot& at) const;
  std::vector<Crossing> crossings_;
  std::vector<Spot> landing_;  // per crossing: where in its landing cell the leader stands
  std::vector<CrossingStep> steps_;  // every paid step a crossing offers
  std::vector<std::size_t> scales_;  // crossings Scale's free clamber may take
  int longest_step_ = 1;
  WoundLadder ladder_;  // the unit under the edition's wound order
  RouteBook book_;
  ToolSet tools_;  // every tool up to the unit's speed (M2)
  // By X (and whether it passes over impassable pieces): the ground as a move over pieces of height
  // X or lower sees it.
  std::map<std::pair<double, bool>, Clearance> over_clearance_;
  const std::vector<WalkJoin>& walks_;  // the groups of surfaces a standard move walks between, each as one surface (M4)
  std::vector<std::uint8_t> walk_near_;   // ground cells from which a move may reach an opening of the ground's group
  std::vector<OverMove> jumps_;                  // Jump X: from each height h, over pieces up to h + X (R8)
  std::vector<OverMove> speeds_;                 // Speeder X, Hover: Air X: the same, or from the ground and roofs up to X (R12)
  std::vector<OverMove> climb_moves_;            // a climb as a speed-1 move over obstacles (R25), from each height h
  // By the height a climb passes over: the ground cells it need not be cast from (climb_covered).
  std::map<double, std::vector<std::uint8_t>> climb_covered_;
  const std::vector<std::uint8_t>& climb_covered(double over);
  // Whether every source in `box` is marked in `covered` (a climb then casts nothing, tool_move).
  static bool none_cast(const std::vector<Spot>& sources, const std::vector<std::uint8_t>& covered, int nx, const CellWindow& box);
  // climb_covered's cells and those too far from every cell this action's climb could change, as
  // ToolMove::spread's flags, within the window the climb's sources can reach (kept in climb_flags_,
  // with its scratch, until the next call).
  const std::vector<std::uint8_t>& climb_left_out(double over, const SourceGroups& groups, const std::vector<int>& landing, const Layer& to);
  struct ClimbFlags {
    std::vector<std::uint8_t> open, flags;
    std::vector<float> distance;
  };
  ClimbFlags climb_flags_;
  // By a move over low terrain's heights (over, lowest, highest): the level a move ending at each
  // grid cell stands on (moves_over).
  std::map<std::tuple<double, double, double>, std::vector<int>> over_landing_;
  // From each surface height h (roofs, the ground's own heights), a move over pieces up to h + x.
  [[nodiscard]] std::vector<OverMove> over_moves_from(double x) const;
  // Scale's scratch layers for action_steps: after a free clamber, and a paid move's places by cost
  // (the last one: a jump's) before the free clamber after it.
  Layer before_;
  std::vector<Layer> staged_;
  SpreadCache* spreads_;  // spreads shared with other maps of the table, or null
  std::uint64_t visits_ = 0;  // cells the movement tool's legs crossed (ReachMap::cell_visits)
  // ReachOptions::trace: every waypoint a spot was given (most are later replaced; the map keeps
  // those its cells' routes run through).
  struct TrailPoint {
    int prev, route, level;
    std::uint32_t slot;
    float x, y;                 // offset in the cell, as a Spot's
    float joint_x, joint_y;     // grid cells; NaN: none
  };
  std::vector<TrailPoint> trail_;
  [[nodiscard]] bool traced() const { return o_.trace; }
  void trail_into(ReachMap& map, const Routes& fastest_trail, const Routes& best_trail) const;
  SurfaceCache* surface_cache_;  // the table's, or null
  // ReachOptions::needed_ground's shortcut (reach_needed.cpp). A way off the ground the caller may
  // read the end of: a crossing's step from a ground cell, Scale's free clamber, or a move from near
  // an opening onto a joined roof; `deadline`: the last action by which the leader must stand at
  // `from` for it to count.
  struct Exit {
    std::size_t from = 0;  // grid cell
    int deadline = 0;
    int to_level = -1;     // where it lands (-1: a walk onto a joined roof, which may go on)
    std::size_t to = 0;    // grid cell
  };
  struct NeededGround {
    bool on = false;
    double reach = 0;   // the longest tool's, cells
    double second = 0;  // its second leg's, cells
    std::vector<Exit> exits;
    // The exits' cells by deadline, each with its distance field (distance_below), shared by the
    // table's maps through the surface cache.
    struct Deadline {
      int deadline = 0;
      std::vector<std::uint8_t> cells;
      std::shared_ptr<const std::vector<float>> distance;
    };
    std::vector<Deadline> by_deadline;
    // For the move after action k (needed_at_action):
    int k = 0;
    std::vector<std::size_t> listed;   // the listed ground cells still unreached
    std::vector<std::uint8_t> live;    // the exits at their last chance whose landing is unreached
    std::vector<float> live_distance;  // needed_within's scratch: their distances from below
    bool any_live = false;
    // ... and, within `done` (needed_within), per grid cell: kSourceCovered where a source casts no
    // legs, kJointsCovered where a joint casts no second legs, kLegsToJoints where a source casts
    // only the first legs whose joint casts.
    CellWindow done = CellWindow::none();
    std::vector<std::uint8_t> flags;
  };
  NeededGround needed_;
  std::vector<std::uint8_t> needed_cover_;  // leave_out_unneeded's mask
  // Per level, for level_moves: the sources of a run (unlabelled between runs) and its result (read
  // only within the window the run returns), kept so that a move does not allocate whole blocks.
  struct LevelScratch {
    std::vector<Spot> sources, via;
    std::vector<Facing> sources_facing, via_facing;  // beside them, for a base whose facing limits its moves
    std::vector<int> sources_trail;                   // beside sources, when traced
    std::vector<Origin> origins;                      // beside via, when traced
  };
  std::vector<LevelScratch> scratch_;
  LevelScratch grid_scratch_;  // grid_moves', over the whole grid
  struct Position {
    float x, y;
  };
  static constexpr float kNowhere = 1;  // outside any cell: a position lies within +-0.5 of its centre
  // The sources of each move's latest cast from an action's own layer: their positions (kNowhere
  // outside `window`, the window they were recorded in).
  struct CastBefore {
    std::vector<Position> at;
    CellWindow window = CellWindow::none();
  };
  std::map<CastKey, CastBefore> cast_before_;
};

}  // namespace climbsim::reach_detail
