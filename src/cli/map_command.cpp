// climbsim map: where can this unit stand after N actions, and at what risk?
#include "cli/registry.hpp"
#include "cli/options.hpp"
#include "cli/progress.hpp"
#include "cli/unit_options.hpp"
#include "climbsim/analysis/reach_work.hpp"
#include "climbsim/request/command_requests.hpp"
#include "climbsim/output/reach_output.hpp"
#include "climbsim/text/lists.hpp"
#include "climbsim/terrain/spread_cache.hpp"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace climbsim::cli {

namespace {

constexpr const char* kUsage = R"(Usage: climbsim map --terrain FILE [options]

The reachable-area map of one unit: for every cell of the table and every surface at that cell
(the ground, each roof and storey), whether the leader can stand there within the action budget,
the fewest actions and the safest route among the fastest, and the safest route within the budget
(exact expected wounds). Routes chain standard moves (move1-move3, the speed-X tool), climbs and
clambers between any two surfaces that meet at a face (climb, clamber1, clamber2; the height is
their difference, and a rise no taller than the mini is a move1), clambers over walls
(clamber-over), Jump X (jump), Speeder X and Hover: Air X moves over low terrain, Scale's free
clamber (scale, 0 actions) and wait (an action standing still): a step of two actions starts only
where two remain in the activation, so the steps of a route add up to its actions. With --png FILE,
a picture of it.

Terrain file (CSV, one piece a row, inches; heights in height units, 1 = 6", always from the ground):
  kind,x,y,width,depth,height,ladder
  building,30,10,8,6,1,n;e        kind: building, wall, barricade, difficult, impassable, hill
Lines starting with # and blank lines are skipped; x,y is the piece's lower-left corner. A building
lying wholly on a lower building's roof is a storey standing on it; any other overlap of buildings,
walls, barricades and impassable pieces is an error. Hills and difficult ground may overlap anything.

Columns: x, y (cell centre), level (height of the surface), surface (ground, or building-N for the
N-th piece of the file), die, reachable, min_actions, route_at_min_actions, wounds_at_min_actions
(the safest of the fastest routes), mean_wounds, route, route_actions, exact_p_unit_intact (the
safest route within the budget, fewer actions on a tie); with --mc also samples, seed,
p_unit_intact, p_unit_intact_ci_low, p_unit_intact_ci_high.

Example: climbsim map --terrain experiments/terrain/example.csv --unit stormtroopers --start 6,18
         --actions 4 -o map.csv --png map.png

Options)";


}  // namespace

int map_command(int argc, const char* const* argv, Run& run) {
  po::options_description desc(kUsage);
  add_unit_options(desc, defaults::kMapMinis, defaults::kMapWounds);
  desc.add_options()
      ("terrain", po::value<std::string>()->value_name("FILE"), "terrain CSV (default: an empty table)")
      ("table", po::value<std::string>()->value_name("W,D"), (std::string("table size in inches (default ") + defaults::kMapTable + ")").c_str())
      ("start", po::value<std::string>()->value_name("X,Y[,LEVEL]"), "the leader's start, inches, exactly (not snapped); LEVEL the height of the surface to start on (default: the ground; 6 and half the table's depth)")
      ("actions", po::value<std::string>()->value_name("N"), ranged_help("action budget (2 is one activation)", bounds::kActions, defaults::kMapActions).c_str())
      ("resolution", po::value<std::string>()->value_name("R"), (ranged_help("cell size", bounds::kResolution, format_number(defaults::kMapResolution)) +
       ": the output's grid; moves and the base are exact, but each cell keeps one position a route can go on from, so a coarser "
       "grid loses a little reach at the frontier (RULINGS M2)").c_str())
      ("expert-climber", po::value<std::string>()->value_name("BOOL"), "Expert Climber (default: the unit's own, else false)")
      ("speed", po::value<std::string>()->value_name("S"), "maximum speed 1-3, for units built from --minis (default 2)")
      ("base-mm", po::value<std::string>()->value_name("MM"), "base diameter in mm, for units built from --minis (default 27)")
      ("unhindered", po::value<std::string>()->value_name("BOOL"), "no speed loss in difficult terrain (default: the unit's own)")
      ("png", po::value<std::string>()->value_name("FILE"), "also draw the map as a PNG picture")
      ("mc", po::bool_switch(), "add Monte Carlo figures of each cell's route (p_unit_intact with its interval)");
  add_die_option(desc);
  add_edition_option(desc);
  add_columns_option(desc);
  add_run_options(desc);
  const auto parsed = parse_options_or_help(argc, argv, desc, run);
  if (!parsed) return 0;
  const Options& opts = *parsed;

  MapRequest request = map_request(opts, edition_options(opts));
  ReachOptions& o = request.options;
  const Terrain& terrain = request.terrain;
  const auto& dies = request.dies;
  if (dies.size() > 1 && opts.has("png")) throw opts.error("png", "a picture shows one die; give --die one value with --png");
  const Detail detail = columns_option(opts);
  if (print_config_and_stop(opts)) return 0;
  // Work and memory from the shape of the problem (analysis/reach_work.hpp), before any work; with
  // --mc, the samples of every distinct route.
  const ReachWork shape = reach_work(terrain, o);
  double work = shape.units * static_cast<double>(dies.size());
  // Monte Carlo runs once per distinct dice sequence of a route: sequences of 1s and 2s, at most
  // one die roll per action.
  if (o.monte_carlo)
    work += std::min(std::ldexp(1.0, o.actions + 1), shape.cells) * static_cast<double>(max_row_samples(o.mc)) *
            std::max(1, o.actions) * static_cast<double>(dies.size());
  char what[240];
  std::snprintf(what, sizeof what, "%.3g cells of ground and roofs x %d actions x %zu dice: about %.3g cells crossed by the "
                "movement tool, %.3g GB%s", shape.cells, o.actions, dies.size(), shape.cell_visits, shape.bytes / 1e9,
                o.monte_carlo ? ", and Monte Carlo for each distinct route" : "");
  check_work(opts, work, what);
  check_memory(opts, shape.bytes, what);
  const auto out = stage_output(run, opts, "output");
  const auto png_out = stage_output(run, opts, "png");

  const ThreadLimit limit(opts);
  // One map per die, in the order given, in one table with a die column. The dice change the
  // wounds, not where a move goes: the maps share their standard moves (spread_cache.hpp).
  SpreadCache spreads;
  for (std::size_t d = 0; d < dies.size(); ++d) {
    o.die = dies[d];
    ReachMap map;
    try {
      map = compute_reach(terrain, o, dies.size() > 1 ? &spreads : nullptr);
    } catch (const std::invalid_argument& e) {
      throw opts.error("start", e.what());
    }
    write_reach_csv(run.outputs.stream(out), map, terrain, o, d == 0, detail);
    if (!png_out.empty()) write_reach_png(run.outputs.stream(png_out), map, terrain, o);
  }
  return 0;
}

const Registered kRegistered({"map", map_command, "reachable-area map: where a unit can stand after N actions, at what risk", 40});

}  // namespace climbsim::cli
