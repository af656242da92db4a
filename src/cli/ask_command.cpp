// climbsim ask: a question in, a short answer out, in the terminal.
#include <cmath>
#include <cstdio>
#include <ostream>

#include "climbsim/request/answer_table.hpp"
#include "cli/registry.hpp"
#include "cli/options.hpp"
#include "cli/unit_options.hpp"
#include "climbsim/analysis/answers.hpp"
#include "climbsim/analysis/reach.hpp"
#include "climbsim/request/command_requests.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/text/lists.hpp"

namespace climbsim::cli {

namespace {

constexpr const char* kUsage = R"(Usage: climbsim ask --unit NAMES [--height H] [--face LIST] [--what-if LIST] [options]
       climbsim ask --unit NAME --terrain FILE --start X,Y[,LEVEL] --to X,Y[,LEVEL] [--actions N]

Should my unit go up there, and what would a keyword change? For each unit (units with the same
profile are grouped), face and height: the cheapest plan (fewest actions) and the safest (fewest
minis lost), each with its actions, activations, expected wounds, expected minis lost and the chance
to lose at least one mini (exact figures, 2-3 significant figures); then one verdict a line.
With --terrain, --start and --to: from the map, the fewest actions to that spot with the safest of
the fastest routes, and the safest route within the budget with its own actions and wounds.

Examples:
  climbsim ask --unit stormtroopers,scout-troopers --height 2 --face sheer,ledges --what-if expert-climber
  climbsim ask --unit wookiee-warriors --height 3 --face ledges --format markdown
  climbsim ask --unit stormtroopers --terrain experiments/terrain/example.csv --start 6,18 --to 19,25

Options)";

std::pair<double, double> point(const Options& opts, const std::string& name, std::optional<double>& level) {
  const auto parts = opts.doubles(name, "");
  if (parts.size() != 2 && parts.size() != 3) throw opts.error(name, "expected X,Y or X,Y,LEVEL");
  if (parts.size() == 3) level = parts[2];
  return {parts[0], parts[1]};
}

}  // namespace

int ask_command(int argc, const char* const* argv, Run& run) {
  po::options_description desc(kUsage);
  add_unit_options(desc, defaults::kAskMinis, defaults::kAskWounds);
  desc.add_options()
      ("height", po::value<std::string>()->value_name("LIST"), ranged_help("heights (1 = 6\")", bounds::kClimbHeight, defaults::kAskHeights).c_str())
      ("face", po::value<std::string>()->value_name("LIST"), (std::string("sheer, ledges, ladder, ledges+ladder, wall (default ") + defaults::kAskFaces + ")").c_str())
      ("what-if", po::value<std::string>()->value_name("LIST"), "keywords to try: expert-climber, scale, jump=X (also unhindered, speeder=X, hover=X; no-KEYWORD takes one away)")
      ("direction", po::value<std::string>()->value_name("D"), "up or down (default up)")
      ("terrain", po::value<std::string>()->value_name("FILE"), "answer from the map of this table (with --start and --to)")
      ("start", po::value<std::string>()->value_name("X,Y[,LEVEL]"), "with --terrain: where the leader stands, inches (LEVEL: the surface's height, default the ground)")
      ("to", po::value<std::string>()->value_name("X,Y[,LEVEL]"), "with --terrain: where it wants to be (LEVEL: a surface's height)")
      ("actions", po::value<std::string>()->value_name("N"), ranged_help("with --terrain: the action budget", bounds::kActions, "6").c_str())
      ("format", po::value<std::string>()->value_name("F"), "table, csv, json or markdown (default table)");
  add_output_and_config_options(desc);
  desc.add_options()
      ("print-config", po::bool_switch(), "print an .ini that reproduces this answer, then stop")
      ("help,h", po::bool_switch(), "show this help");
  add_die_option(desc);
  add_edition_option(desc);
  const auto parsed = parse_options_or_help(argc, argv, desc, run);
  if (!parsed) return 0;
  const Options& opts = *parsed;
  const std::string format = answer_format(opts);
  const auto editions = edition_options(opts);

  if (opts.has("terrain")) {
    const auto units = units_from(opts, defaults::kAskMinis, defaults::kAskWounds);
    const auto dies = die_options(opts, editions);
    if (units.size() != 1) throw opts.error("unit", "a map answers for one unit at a time");
    if (dies.size() != 1) throw opts.error("die", "a map answers for one die at a time");
    if (editions.size() != 1) throw opts.error("edition", "a map answers for one edition at a time");
    ReachOptions o;
    o.rules = editions.front();
    o.unit = units.front();
    o.die = dies.front();
    const auto actions = opts.ints("actions", "6");
    if (actions.size() != 1) throw opts.error("actions", "expected one value");
    require_within(opts, bounds::kActions, actions[0]);
    o.actions = actions[0];
    std::optional<double> want_level;
    std::tie(o.start_x, o.start_y) = point(opts, "start", o.start_level);
    const auto [tx, ty] = point(opts, "to", want_level);
    Terrain terrain;
    try {
      terrain = load_terrain_file(opts.text("terrain", ""), 72, 36);
      if (opts.record) opts.record->input("terrain", opts.text("terrain", ""));
    } catch (const TerrainError& e) {
      throw UsageError(e.what());
    }
    if (print_config_and_stop(opts)) return 0;
    const auto out = stage_output(run, opts, "output");
    ReachMap map;
    try {
      map = compute_reach(terrain, o);
    } catch (const std::invalid_argument& e) {
      throw opts.error("start", e.what());
    }
    const auto cell = map.grid.cell_at(tx, ty);
    Table t;
    // The fastest route and the safest within the budget, each with its own actions and wounds.
    t.columns = {"unit", "to", "level", "reachable", "fewest_actions", "fastest_route", "fastest_wounds",
                 "safest_route", "safest_actions", "wounds", "p_unit_intact"};
    for (const auto& c : map.cells) {
      if (c.cell != cell) continue;
      const auto& lvl = map.levels[static_cast<std::size_t>(c.level)];
      const double level = lvl.height_at(map.grid, c.cell);
      if (want_level && std::abs(level - *want_level) > 1e-9) continue;
      std::vector<std::string> row = {o.unit.name, format_number(tx) + "," + format_number(ty), format_number(level)};
      if (c.route < 0) {
        row.insert(row.end(), {"no", "", "", "", "", "", "", ""});
      } else {
        const auto& f = map.routes[static_cast<std::size_t>(c.fastest)];
        const auto& r = map.routes[static_cast<std::size_t>(c.route)];
        row.insert(row.end(), {"yes", std::to_string(c.min_actions), f.name.empty() ? "start" : f.name, sig(f.mean_wounds),
                               r.name.empty() ? "start" : r.name, std::to_string(r.actions), sig(r.mean_wounds),
                               sig(r.p_unit_intact)});
      }
      t.rows.push_back(row);
      t.exact.push_back(row);
    }
    if (t.rows.empty()) throw opts.error("to", "no surface there at that level");
    write(run.outputs.stream(out), t, {}, format);
    return 0;
  }

  const Question q = ask_question(opts, editions);
  if (print_config_and_stop(opts)) return 0;
  const auto out = stage_output(run, opts, "output");
  Answers answers;
  try {
    answers = answer(q);
  } catch (const std::invalid_argument& e) {
    throw opts.error("what-if", e.what());
  } catch (const std::length_error& e) {
    throw opts.error("height", std::string("too many plans to list (") + e.what() + ")");
  }
  write(run.outputs.stream(out), table_of(answers), answers.verdicts, format);
  return 0;
}

const Registered kRegistered({"ask", ask_command, "a question in, a short answer out: which unit, which plan, what a keyword buys", 10});

}  // namespace climbsim::cli
