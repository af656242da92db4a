#include "climbsim/output/reach_output.hpp"
#include "climbsim/io/csv.hpp"

namespace climbsim {

void write_reach_csv(std::ostream& out, const ReachMap& map, const Terrain& terrain, const ReachOptions& options,
                     bool header) {
  CsvWriter csv(out);
  std::vector<std::string> columns = {"x",         "y",           "level",       "surface", "die", "reachable",
                                      "min_actions", "mean_wounds", "route", "exact_p_unit_intact"};
  if (options.monte_carlo)
    columns.insert(columns.end(), {"samples", "seed", "p_unit_intact", "p_unit_intact_ci_low", "p_unit_intact_ci_high"});
  if (header) csv.header(columns);
  const auto nx = static_cast<std::size_t>(map.grid.nx);
  for (const auto& c : map.cells) {
    const auto& lvl = map.levels[static_cast<std::size_t>(c.level)];
    const int i = static_cast<int>(c.cell % nx), j = static_cast<int>(c.cell / nx);
    csv.field(map.grid.cx(i)).field(map.grid.cy(j));
    csv.field(lvl.building < 0 ? static_cast<double>(lvl.ground_height[c.cell]) : lvl.height);
    csv.field(lvl.building < 0 ? std::string("ground")
                               : std::string(to_string(terrain.pieces[static_cast<std::size_t>(lvl.building)].kind)) + "-" +
                                     std::to_string(lvl.building + 1));
    csv.field(options.die.name);
    const bool reachable = c.route >= 0;
    csv.field(reachable);
    if (!reachable) {
      for (int k = 0; k < (options.monte_carlo ? 9 : 4); ++k) csv.empty();
      csv.end_row();
      continue;
    }
    const auto& r = map.routes[static_cast<std::size_t>(c.route)];
    csv.field(c.min_actions).field(r.mean_wounds).field(r.name.empty() ? std::string("start") : r.name).field(r.p_unit_intact);
    if (options.monte_carlo) {
      csv.field(r.samples).field(options.mc.seed).field(*r.mc_p_unit_intact);
      csv.field(r.mc_p_unit_intact_ci->low).field(r.mc_p_unit_intact_ci->high);
    }
    csv.end_row();
  }
}

}  // namespace climbsim
