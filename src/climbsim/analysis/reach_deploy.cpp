// The reach map's deploying move (ReachOptions::deploy_edges, RULINGS R26): a unit not yet on the
// table makes its first action a standard move measured from the table's edge within its Territory.
#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "climbsim/analysis/reach_planner.hpp"
#include "climbsim/rules/legion_plans.hpp"

namespace climbsim::reach_detail {

// "measure the start of the Move with both prongs of one end of the Movement Tool touching the
// portion of the edge of the battlefield within allied Territory" (R26): the tool's end lies flush
// along the edge, so its first segment runs square into the table. The leader is placed "in
// contact with any portion of the Movement Tool": from its base touching the edge (its centre a base
// radius in, where the tool's end touches it), its centre runs the rest of the first segment to the
// joint, turns within the pivot limit and runs the second segment and a base radius past its end, as
// a standard move's (M2). The base is checked along the legs from where it first stands wholly on
// the table; every tool up to the unit's speed, a faster one neither starting in nor entering
// difficult terrain (M3). One source a cell along each run, one run at a time (each faces its way).
void Planner::deploys(ReachMap& map, Layer& to, int speed, bool free) {
  const Level& ground = levels_[0];
  const Patch& p = ground.patch;
  const double res = grid_.resolution, r = surf_.base_radius;
  // The end of a move: flush against the tool's far end, or centred over it (an edition's placement).
  const double end = o_.rules.tool_placement == ToolPlacement::centred && o_.unit.base_mm <= kSmallBaseMm ? 0.0 : r;
  const bool faced = facing_limits(o_);
  const int slowed = std::max(1, speed - o_.rules.difficult_speed_loss);
  // Scout X: "a free Speed-X Move action, ignoring difficult terrain" (R28).
  const bool unhindered = free || o_.unit.keywords.unhindered || o_.unit.keywords.scale;
  const int start = book_.start();
  std::vector<Spot> sources(p.cells()), via(p.cells());
  std::vector<Facing> sources_facing(p.cells()), via_facing(p.cells());
  std::vector<int> sources_trail(traced() ? p.cells() : 0, kNone);
  std::vector<Origin> origins;
  bool first_source = true;
  for (const EdgeRun& run : o_.deploy_edges) {
    // Along the run: in each cell it crosses, the point of the run nearest the cell's centre.
    const bool along_x = run.ny != 0;
    const double a0 = along_x ? run.x0 : run.y0, a1 = along_x ? run.x1 : run.y1;
    std::vector<std::size_t> slots;
    for (int c = static_cast<int>(std::floor(a0 / res)); c * res <= a1; ++c) {
      const double a = std::clamp((c + 0.5) * res, a0, a1);
      // A hair more than a radius in: the base touches the edge, the clearance's bound exactly.
      const double in = r + 1e-6;
      const double x = along_x ? a : run.x0 + run.nx * in, y = along_x ? run.y0 + run.ny * in : a;
      if (!(x > 0 && y > 0 && x < t_.width && y < t_.depth)) continue;
      const auto cell = grid_.cell_at(x, y);
      const int i = grid_.column(cell), j = grid_.row(cell);
      if (!p.has(i, j)) continue;
      const std::size_t s = p.local(i, j);
      if (!ground.surface[s] || !base_fits_at(t_, ground, x, y, surf_)) continue;
      const Spot at{start, static_cast<float>(std::clamp(x / res - (i + 0.5), -0.4999, 0.4999)),
                    static_cast<float>(std::clamp(y / res - (j + 0.5), -0.4999, 0.4999))};
      sources[s] = at;
      sources_facing[s] = Facing{static_cast<float>(run.nx), static_cast<float>(run.ny), 0};
      if (traced()) {
        sources_trail[s] = static_cast<int>(trail_.size());
        const float none = Came{}.joint_x;
        trail_.push_back({kNone, start, 0, static_cast<std::uint32_t>(s), at.x, at.y, none, none});
      }
      slots.push_back(s);
      if (first_source && o_.start_area.empty()) map.start_cell = cell, map.start_level = 0;
      first_source = false;
    }
    for (int v = speed; v >= 1; --v) {
      const bool hindered = !unhindered && v > slowed;
      const double half = o_.rules.tool_lengths[static_cast<std::size_t>(v - 1)] / 2;
      // A base wider than the first segment starts past the joint: its first leg is nothing, and its
      // second ends where the straight tool's end puts it.
      const double first = std::max(half - r, 0.0), second = half + end - std::max(r - half, 0.0);
      ToolMove tool(res, std::max(first, 1e-6), second, o_.rules.pivot_limit_degrees, o_.sectors, true);
      tool.turn_after(notched_turn_before_move(o_.rules, o_.unit));
      for (const std::size_t s : slots)
        if (hindered && ground.difficult[s]) sources[s].label = kNone;
      via.assign(p.cells(), Spot{});
      tool.spread(p.nx, p.ny, clearance_[0], hindered ? &ground.difficult : nullptr, sources, via, nullptr, &visits_,
                  Facings{&sources_facing, &via_facing}, traced() ? &origins : nullptr);
      StepOnto deploy(book_, (free ? "scout" : "deploy") + std::to_string(v), 0, free ? 0 : 1);
      for (std::size_t s = 0; s < via.size(); ++s)
        if (via[s].label != kNone)
          offer(to, 0, s, deploy(via[s].label), via[s], faced ? via_facing[s] : Facing{},
                traced() ? came_by_move(origins, s, sources_trail, p.i0, p.j0) : Came{});
      for (const std::size_t s : slots) sources[s].label = start;
    }
    for (const std::size_t s : slots) sources[s] = Spot{}, sources_facing[s] = Facing{};
  }
  if (first_source && o_.start_area.empty()) throw std::invalid_argument("the leader's base fits nowhere on the ground along the Territory's edge");
}

// "placing the unit leader of that unit completely within allied Territory ... Miniatures cannot
// overlap impassable terrain" (Infiltrate, Prepared Position; R28): on every surface, in each cell,
// the cell's centre, moved onto the rectangle's edge (the base touching it from inside) where that
// edge crosses the cell: the furthest out a base in the cell may start, as a single start there
// would. Only if the base fits there.
void Planner::place_in_area(ReachMap& map, Layer& to) {
  const double res = grid_.resolution, r = surf_.base_radius;
  const int start = book_.start();
  bool first = true;
  for (std::size_t l = 0; l < levels_.size(); ++l) {
    const Level& level = levels_[l];
    const Patch& p = level.patch;
    for (int j = p.j0; j < p.j0 + p.ny; ++j)
      for (int i = p.i0; i < p.i0 + p.nx; ++i) {
        const std::size_t s = p.local(i, j);
        if (!level.surface[s]) continue;
        const double cx = (i + 0.5) * res, cy = (j + 0.5) * res;
        for (const Rect& a : o_.start_area) {
          // The base completely within: its centre a radius inside every side.
          const double x0 = a.x0 + r, y0 = a.y0 + r, x1 = a.x1 - r, y1 = a.y1 - r;
          if (x0 > x1 || y0 > y1) continue;
          const auto onto_edge = [&](double c, double lo, double hi) {
            if (hi >= c - res / 2 && hi < c + res / 2) return hi;
            if (lo > c - res / 2 && lo <= c + res / 2) return lo;
            return c;
          };
          const double x = onto_edge(cx, x0, x1), y = onto_edge(cy, y0, y1);
          if (x < x0 || x > x1 || y < y0 || y > y1) continue;  // the cell holds no place in this rectangle
          if (!base_fits_at(t_, level, x, y, surf_)) continue;
          const Spot at{start, static_cast<float>(std::clamp((x - cx) / res, -0.4999, 0.4999)), static_cast<float>(std::clamp((y - cy) / res, -0.4999, 0.4999))};
          offer(to, l, s, start, at, Facing{}, Came{});
          if (first && to[l][s].label == start) map.start_cell = grid_.index(i, j), map.start_level = static_cast<int>(l), first = false;
          break;
        }
      }
  }
  if (first && o_.deploy_edges.empty()) throw std::invalid_argument("the leader's base fits nowhere completely within the area it starts in");
}

}  // namespace climbsim::reach_detail

namespace climbsim::reach_detail {

// "At the start of the End Phase of the first Round, a Unit with the Reinforcements keyword may make
// a Speed-1 Move" (R28): from every place of the round's last layer, a standard move with the speed-1
// tool at no action; a place it reaches that the layer lacks (or holds less safely) joins it.
void Planner::reinforce(Layer& layer) {
  Layer moved = empty_layer();
  level_moves(layer, moved, false, 1, "reinforce");
  for (std::size_t l = 0; l < levels_.size(); ++l)
    moved.for_each_labelled(l, [&](std::size_t s, const Spot& at) {
      Came came{moved.trail(l, s)};
      came.kept = true;  // the waypoint the move gave it
      offer(layer, l, s, at.label, at, moved.facing(l, s), came);
    });
}

}  // namespace climbsim::reach_detail
