// The steps of a spot's two routes (contract in route_steps.hpp).
#include "climbsim/tables/route_steps.hpp"

#include <cmath>
#include <stdexcept>
#include <vector>

#include "climbsim/tables/reach_table.hpp"
#include "climbsim/text/csv.hpp"

namespace climbsim {

namespace {

// Positions to 0.0001": the search keeps them in single precision within a cell, so the digits past
// these say nothing to a reader or a drawing.
double tenth_thou(double inches) { return std::round(inches * 1e4) / 1e4; }

}  // namespace

void write_route_steps(std::ostream& out, const ReachMap& map, const Terrain& terrain, const ReachOptions& options, double x, double y,
                       std::optional<double> level, bool header) {
  if (map.cell_trail.size() != map.cells.size()) throw std::logic_error("write_route_steps: the map was not traced");
  CsvWriter csv(out);
  if (header)
    csv.header({"to_x", "to_y", "to_level", "die", "route", "step", "name", "actions", "x", "y", "level", "surface", "joint_x", "joint_y"});
  const std::size_t cell = map.grid.cell_at(x, y);
  const auto height = [&](int lvl, std::size_t c) { return map.levels[static_cast<std::size_t>(lvl)].height_at(map.grid, c); };
  bool found = false;
  for (std::size_t k = 0; k < map.cells.size(); ++k) {
    const ReachCell& rc = map.cells[k];
    if (rc.cell != cell) continue;
    const double to_level = height(rc.level, rc.cell);
    if (level && std::abs(to_level - *level) > 1e-9) continue;
    found = true;
    const auto [fastest, safest] = map.cell_trail[k];
    for (const auto& [name, last] : {std::pair{"fastest", fastest}, std::pair{"safest", safest}}) {
      if (last < 0) continue;
      const std::vector<int> chain = waypoints_to(map, last);
      for (std::size_t step = 0; step < chain.size(); ++step) {
        const Waypoint& w = map.trail[static_cast<std::size_t>(chain[step])];
        const Route& route = map.routes[static_cast<std::size_t>(w.route)];
        // The step's name: this route's name past the one before it.
        std::string step_name = "start";
        if (step > 0) {
          const std::string& before = map.routes[static_cast<std::size_t>(map.trail[static_cast<std::size_t>(chain[step - 1])].route)].name;
          step_name = route.name.substr(before.empty() ? 0 : before.size() + 1);
        }
        csv.field(x).field(y).field(to_level).field(options.die.name).field(name).field(static_cast<int>(step)).field(step_name);
        csv.field(route.actions).field(tenth_thou(w.x)).field(tenth_thou(w.y)).field(height(w.level, w.cell));
        csv.field(surface_name(terrain, map.levels[static_cast<std::size_t>(w.level)]));
        if (w.joint) csv.field(tenth_thou(w.joint->first)).field(tenth_thou(w.joint->second));
        else csv.empty().empty();
        csv.end_row();
      }
    }
  }
  if (!found) throw std::invalid_argument("there is no surface at " + format_number(x) + "," + format_number(y) + (level ? " of height " + format_number(*level) : std::string()));
}

std::pair<int, int> route_ends(const ReachMap& map, double x, double y, std::optional<double> level) {
  const std::size_t cell = map.grid.cell_at(x, y);
  std::pair<int, int> ends{-1, -1};
  for (std::size_t k = 0; k < map.cells.size() && k < map.cell_trail.size(); ++k) {  // lower levels first: the last reached is the highest
    const ReachCell& rc = map.cells[k];
    if (rc.cell != cell || rc.route < 0) continue;
    if (level && std::abs(map.levels[static_cast<std::size_t>(rc.level)].height_at(map.grid, rc.cell) - *level) > 1e-9) continue;
    ends = map.cell_trail[k];
  }
  return ends;
}

}  // namespace climbsim
