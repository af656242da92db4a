// The Legion commands' declarations: ask, list, economy, wounds, map (contract in command_specs.hpp).
#include "climbsim/request/command_specs.hpp"
#include "climbsim/request/in_memory.hpp"

#include "climbsim/request/parameter_groups.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/units/unit.hpp"

namespace climbsim {

namespace {

const char* const kFaces = "sheer, ledges, ladder, ledges+ladder, wall";
// A whole number of actions from 0 to 100: a budget of a game and more.
constexpr Bound kBudget{"budget", 0, 100, false, true};
// Activations an optimal policy may take: six a game.
constexpr Bound kActivationBudget{"activations", 1, 6, false, true};
// What an action is worth in the objective's units: 0 (the objective alone) to 10 minis.
constexpr Bound kActionPrice{"action-price", 0, 10, false, false};

Parameter distribution_parameter() {
  return written("distribution", "FILE",
                     "also write the law of wounds and of minis lost, exact beside Monte Carlo, in long format: one row per row of "
                     "the table, quantity (wounds or minis_lost) and value k, with p_eq and p_ge");
}

Parameter expert_climber_list() {
  return value("expert-climber", "LIST", "Expert Climber off and/or on; with --unit, the unit's own unless given",
               "false,true");
}

// Shared by ask and list: the keywords to try beside the units as they are, and which way.
Parameter what_if_parameter() {
  return offering(value("what-if", "LIST",
                        "keywords to try: expert-climber, scale, jump=X (also unhindered, speeder=X, hover=X; no-KEYWORD takes one away)"),
                  what_if_choices(), true);
}
Parameter direction_parameter() { return offering(value("direction", "D", "up or down", "up"), direction_choices()); }

}  // namespace

CommandSpec ask_spec() {
  CommandSpec s = command("ask", "a question in, a short answer out: which unit, which plan, what a keyword buys",

                R"(Usage: climbsim ask --unit NAMES [--height H] [--face LIST] [--what-if LIST] [options]
       climbsim ask --unit NAME --terrain FILE --start X,Y[,LEVEL] --to X,Y[,LEVEL] [--actions N]

Should my unit go up there, and what would a keyword change? For each unit (units with the same
profile are grouped), face and height: the cheapest plan (fewest actions) and the safest (fewest
expected minis lost, then fewest expected wounds, then fewest actions: RULINGS R18), each with its actions, activations, expected wounds, expected minis lost and the chance
to lose at least one mini (exact figures, 2-3 significant figures); then one verdict a line,
among them where adapting to the dice pays: a play that reads the dice after each step and beats a
fixed plan by at least 0.05 expected minis at no more expected actions (RULINGS R24).
With --terrain, --start and --to: from the map, the fewest actions to that spot with the safest of
the fastest routes, and the safest route within the budget with its own actions and wounds.
On a mission (--map-card NAME with --side and --poi, or --territory; --rounds, --terrain for the
table): the units enter from their Territory as `climbsim mission` has them, and the answer is the
mission's table (each unit and target: the earliest round, actions, wounds, route) and who contests
each POI and reaches the enemy Territory first ("POI 1 (36,18): scout-troopers contests it first, in
round 1 (scout3+move2); stormtroopers in round 2."), under one edition.

Examples:
  climbsim ask --unit stormtroopers,scout-troopers --height 2 --face sheer,ledges --what-if expert-climber
  climbsim ask --unit wookiee-warriors --height 3 --face ledges --format markdown
  climbsim ask --unit stormtroopers --terrain experiments/terrain/example.csv --start 6,18 --to 19,25
  climbsim ask --unit stormtroopers,scout-troopers --edition core-2025 --map-card close-the-pocket --poi "36,18;12,30"

Options)", 10, unit_parameters("4", "1"));
  append(s.parameters, {
      within(value("height", "LIST", "heights (1 = 6\")", "2"), bounds::kClimbHeight),
      offering(value("face", "LIST", kFaces, "sheer,ledges"), face_choices()),
      what_if_parameter(),
      direction_parameter(),
      value("roof", "W,D", "the top's width and depth, inches: a unit it cannot hold in cohesion gets no plan, saying why"),
      path("terrain", "FILE", "answer from the map of this table (with --start and --to), or play the mission on it (with --map-card)"),
      value("start", "X,Y[,LEVEL]", "with --terrain: where the leader stands, inches (LEVEL: the surface's height, default the ground)"),
      value("to", "X,Y[,LEVEL]", "with --terrain: where it wants to be (LEVEL: a surface's height)"),
      within(value("actions", "N", "with --terrain: the action budget", "6"), bounds::kActions),
      format_parameter(),
  });
  for (Parameter& p : mission_parameters())  // its --terrain is ask's own, above
    if (p.name != "terrain") s.parameters.push_back(std::move(p));
  append(s.parameters, output_parameters());
  s.parameters.push_back(die_parameter());
  append(s.parameters, edition_parameters());
  s.in_memory = ask_in_memory;
  return s;
}

CommandSpec list_spec() {
  CommandSpec s = command("list", "a player's list in (list builder text or JSON), each unit's vertical profile out",
                R"usage(Usage: climbsim list FILE|LINK [options]

What does my list do on a table with buildings? FILE is a list as Legion HQ exports it: its standard
text (a title, "800/800 (8 activations)", rank sections "Corps:" with lines like
" - 2x Stormtroopers (44): DLT-19 Stormtrooper (24), Grappling Hooks (2) = 70", then "Commands:"),
its tournament text (a line per unit with its upgrades under it), its minimal text
("2x Stormtroopers (DLT-19 Stormtrooper, Grappling Hooks)") or its Tabletop Simulator JSON
({"units": [{"name", "upgrades": [...], "loadout": [...]}]}). LINK is a Legion HQ list link, as
players share them: https://legionhq2.com/list/empire/1000:1ayej0dd0,bl (the older
legionhq.thefifthtrooper.com links too); a link to a list stored on Legion HQ's server cannot be
read: paste the list's own link or its export instead.
Upgrades are applied: personnel and heavy weapons add a mini, Grappling Hooks gives Expert
Climber, Ascension Cables Scale (data/upgrades.csv). For each unit (units with the same profile are
grouped), each face and each height: the cheapest and the safest plan with actions, activations,
expected wounds, expected minis lost and the chance to lose a mini (exact figures), as `ask` prints
them; --what-if tries keywords on every unit of the list and --direction down asks the way down,
as in `ask`. A unit the roster does not know is an error naming the file and line, with a did-you-mean
(from a link, a card the roster lacks is skipped with a warning); an upgrade it does not know is
skipped with a warning. Each unit's points are added up from the cards (data/roster.csv and
data/upgrades.csv) and a warning says where they disagree with the list or its header.
On a mission (--map-card NAME with --side and --poi, or --territory; --rounds, --terrain): the
list's units enter as `climbsim mission` has them, and the answer ends with who contests each POI
and reaches the enemy Territory first, by round ("POI 1 (36,18): scout-troopers contests it first,
in round 1 (scout3+move2); stormtroopers in round 2."), under the list's one edition (--edition
core-2025 for today's game). `climbsim mission --list` gives the whole table.
--list FILE|LINK gives the same units to economy, ask, map and report.

Examples:
  climbsim list my-list.txt
  climbsim list 'https://legionhq2.com/list/empire/1000:1ayej0dd0,bl'
  climbsim list my-list.json --edition rule-texts,core-2023 --format csv -o profile.csv
  climbsim list my-list.txt --edition core-2025 --map-card close-the-pocket --poi "36,18;12,18"

Options)usage", 80);
  s.parameters = {
      path("list", "FILE", "the list, a file or a Legion HQ link (also the first word after `list`)"),
      value("unit", "NAMES", "only these units of the list (roster names)"),
      when_absent(path("roster", "FILE", "roster CSV to use instead of the built-in one"), "the built-in roster, data/roster.csv"),
      when_absent(path("upgrades", "FILE", "upgrade list CSV (roster --upgrades-output) instead of the built-in one"),
                  "the built-in upgrades, data/upgrades.csv"),
      within(value("heights", "LIST", "heights (1 = 6\")", "1,2,3"), bounds::kClimbHeight),
      offering(value("face", "LIST", kFaces, "sheer,ledges"), face_choices()),
      what_if_parameter(),
      direction_parameter(),
      value("roof", "W,D", "the top's width and depth, inches: a unit it cannot hold in cohesion gets no plan, saying why"),
      format_parameter(),
  };
  append(s.parameters, mission_parameters());
  append(s.parameters, output_parameters());
  s.parameters.push_back(die_parameter());
  append(s.parameters, edition_parameters());
  s.positional = "list";
  s.in_memory = list_in_memory;
  return s;
}

CommandSpec economy_spec() {
  CommandSpec s = command("economy", "action economy: every plan up a face, its actions and its wounds",
                R"(Usage: climbsim economy [options]

Every legal plan for getting a unit up (or down) a face of the given height, and the adaptive
policies "clamber while at least k minis are left, otherwise climb": actions, activations, and
wounds, Monte Carlo beside exact, casualties carried from step to step. Steps: climb (2 actions,
height 1, no dice), clamber1 (1 action, height 1, 1 die a mini), clamber2 (2 actions, height 2,
2 dice a mini), clamber-over (walls), jump (Jump X, once an activation), scale (Scale's free clamber), move (a face no
taller than the leader's mini: a standard move), speeder (Speeder X or Hover: Air X). Faces: sheer
(no surface between ground and top), ledges (one at every whole height), ladder (sheer, but
clambering rolls no dice), ledges+ladder, wall (no flat top), wall+ladder (a stile).

Columns: unit, minis, wounds_per_mini, height, face, direction, die, expert_climber, scale, jump,
plan, policy, legal, illegal_reason, steps, actions, activations, samples, seed; then with _ci_low, _ci_high and
exact_: mean_actions, mean_wounds, mean_minis_lost, mean_survivors, p_mini_lost, p_unit_defeated;
then pareto and best_within_B for each budget B (true for the row that is the pick: fewest
expected minis lost within the budget, then fewest expected wounds, then fewest actions: RULINGS R18). A policy's actions and activations
are the most it can take and its mean_actions stops when the unit is defeated; a plan's
mean_actions counts every action of the plan, as the player books it (RULINGS R15). Where no plan
exists the row says plan=none, legal=false. --list FILE takes the units of a player's list.

--optimal minis,wounds,defeat adds, to each group, the best adaptive policy (plan=optimal): the
decision after every roll that gives the fewest expected minis lost (or wounds, or the lowest chance
the unit is defeated) within each budget of --activations (every path must reach the top within it,
or the row says it cannot), fewer expected actions on a tie; with --action-price X an expected
action also costs X of the objective (0.3: an action saved is worth 0.3 minis). Solved exactly
(RULINGS R24) and walked by Monte Carlo. Its columns: objective, activation_budget, action_price,
optimal_policy (the policy in words), optimal_gain_vs_plans and optimal_gain_vs_policies (what it
saves, in the objective plus the price of its actions, over the best fixed plan and the best
threshold policy within the same activations; empty where there is none). --policy FILE writes
the whole decision table: every state a walk can reach, each choice's value. --route
ledges:2+sheer:1 adds a route of faces climbed one after another (a storey above a ledged roof):
its plans are each leg's plans in turn, casualties carried, and its optimal play may change its
choice on the second face after the first face's dice. --front FILE writes,
for each group, objective and budget, the exact front of adaptive play (each vertex a policy, best
for a range of prices of an action; between two, a play that mixes them) and each plan within the
budget with how far above that front it lies at its own expected actions: what adapting saves.

Example: climbsim economy --unit stormtroopers --heights 3 --faces ledges --budget 2,4,6
         climbsim economy --unit stormtroopers --heights 2 --faces ledges --optimal minis --action-price 0.3

Options)", 30, unit_parameters("4,6", "1"));
  const Parameter summary = written("summary", "FILE", "also write the short table: cheapest and safest plan, what Expert Climber saves");
  append(s.parameters, {
      within(value("heights", "LIST", "heights (0 is no climb: its row says so)", "1,2,3"), bounds::kSweptHeight),
      offering(value("faces", "LIST", std::string(kFaces) + ", wall+ladder", "sheer,ledges,ladder"), face_choices(true)),
      expert_climber_list(),
      value("direction", "LIST", "up, down", "up"),
      value("roof", "W,D", "the top's width and depth, inches: a unit it cannot hold in cohesion gets no plan, saying why"),
      value("route", "LIST", "routes of faces climbed one after another, the top of one the foot of the next, e.g. "
                             "ledges:2+sheer:1; alone, instead of --faces and --heights"),
      within(value("budget", "LIST", "action budgets, one best_within_B column each; 2 a round, 12 a game", "2,4,6"), kBudget),
      value("policies", "BOOL", "add the adaptive policies", "true"),
      value("optimal", "LIST", "add the best adaptive policy for each objective: minis, wounds, defeat"),
      within(value("activations", "LIST", "with --optimal: activation budgets, one optimal row each", "1,2,3"), kActivationBudget),
      within(value("action-price", "LIST", "with --optimal: what an expected action costs, in minis (or wounds, or chance of defeat)", "0"), kActionPrice),
      written("policy", "FILE", "with --optimal: write every optimal row's decision table (state, each choice's value)"),
      written("front", "FILE", "with --optimal: write the front of adaptive play (expected actions against the objective) beside the plans'"),
      summary,
      distribution_parameter(),
  });
  append(s.parameters, legion_table_parameters());
  s.in_memory = economy_in_memory;
  return s;
}

CommandSpec wounds_spec() {
  CommandSpec s = command("wounds", "expected wounds of one climb or clamber, Monte Carlo beside exact",
                R"(Usage: climbsim wounds [options]

Expected wounds of one climb or clamber, for every combination of the lists given: one CSV row per
cell, each Monte Carlo figure beside its 95% interval and its exact value. Lists are 1,2,5 or 1-12.

Columns: unit, method, minis, wounds_per_mini, height, expert_climber, ladder, die, legal,
illegal_reason, climb_needed, actions, dice_per_mini, samples, seed, then for each of mean_wounds,
p_any_wound, p_mini_lost, mean_minis_lost, p_unit_defeated: the estimate, _ci_low, _ci_high, exact_.

Example: climbsim wounds --unit stormtroopers --heights 1,2 --methods clamber -o wounds.csv

Options)", 20, unit_parameters("1-12", "1,3"));
  append(s.parameters, {
      within(value("heights", "LIST", "heights (1 = 6\"; 0 is no climb: its row says so)", "0.5,1,1.5,2"), bounds::kSweptHeight),
      value("methods", "LIST", "climb, clamber, clamber-over", "climb,clamber,clamber-over"),
      expert_climber_list(),
      value("ladder", "LIST", "ladders, steps or footholds on the face", "false,true"),
      distribution_parameter(),
  });
  append(s.parameters, legion_table_parameters());
  s.in_memory = wounds_in_memory;
  return s;
}

CommandSpec map_spec() {
  CommandSpec s = command("map", "reachable-area map: where a unit can stand after N actions, at what risk",
                R"(Usage: climbsim map --terrain FILE [options]

The reachable-area map of one unit: for every cell of the table and every surface at that cell
(the ground, each roof and storey), whether the leader can stand there within the action budget,
the fewest actions and the safest route among the fastest, and the safest route within the budget
(exact expected wounds). Routes chain standard moves (move1-move3, the speed-X tool), climbs and
clambers between any two surfaces that meet at a face (climb, clamber1, clamber2; the height is
their difference, and a rise no taller than the mini is a move1), clambers over walls
(clamber-over), Jump X (jump, once an activation), Speeder X and Hover: Air X moves over low terrain, Scale's free
clamber (scale, 0 actions) and wait (an action standing still): a step of two actions starts only
where two remain in the activation, so the steps of a route add up to its actions. Moves and the
base are exact, but each cell keeps one position a route can go on from, so a coarser --resolution
loses a little reach at the frontier (RULINGS M2). With --png FILE, a picture of it.

Terrain file (CSV, one piece a row, inches; heights in height units, 1 = 6", always from the ground):
  kind,x,y,width,depth,height,ladder
  building,30,10,8,6,1,n;e        kind: building, wall, barricade, difficult, impassable, hill
Lines starting with # and blank lines are skipped; x,y is the piece's lower-left corner. Optional
columns: rotation (degrees anticlockwise about the piece's centre; a building's ladders turn with it),
shape (rect, the default; circle, inscribed in the box; polygon, its corners in points as
"dx dy;dx dy;..." from x,y, width and depth left empty):
  impassable,24,4,4,4,0,,,circle   difficult,4,20,,,0,,,polygon,0 0;6 0;6 2;2 2;2 6;0 6
Impassable, difficult and barricade pieces take any angle and shape; buildings, walls and hills
quarter turns only (90, 180, 270) for now. The same table may be given in JSON (a file starting
with "{": {"pieces": [{"kind": "hill", "x": 18, ...}, ...]}, the columns as keys). A building
lying wholly on a lower building's roof is a storey standing on it; any other overlap of buildings,
walls, barricades and impassable pieces is an error. Hills and difficult ground may overlap anything.

Columns: x, y (cell centre), level (height of the surface), surface (ground, or building-N for the
N-th piece of the file), die, reachable, min_actions, route_at_min_actions, wounds_at_min_actions
(the safest of the fastest routes), mean_wounds, route, route_actions, exact_p_unit_intact (the
safest route within the budget, fewer actions on a tie); with --mc also samples, seed,
p_unit_intact, p_unit_intact_ci_low, p_unit_intact_ci_high.

With --to X,Y and --routes FILE, the steps of the spot's two routes (the fastest and the safest),
to draw them: a row per step from the start (step 0) with the step's name, the actions spent, where
the leader stands after it (x, y, level, surface) and, for a move that turned at its joint, the
joint (joint_x, joint_y). Columns: to_x, to_y, to_level, die, route, step, name, actions, x, y,
level, surface, joint_x, joint_y.

Entering the table (core-2025): with --territory X0,Y0,X1,Y1[;...] in place of --start, the unit
starts off the table and its first action is a move that deploys it from the table's edge within
those rectangles (a mission's Territory; the tool's end flush on the edge, RULINGS R26): the map
says where it can stand after each action of rounds 1 and 2 (--actions 2 and 4), its routes
starting deploy1-deploy3. Under the earlier editions it is placed within them before round 1
(R28). `climbsim mission` takes a Map Card's Territories by name (--map-card).

Example: climbsim map --terrain experiments/terrain/example.csv --unit stormtroopers --start 6,18
         --actions 4 -o map.csv --png map.png
         climbsim map --terrain experiments/terrain/example.csv --unit stormtroopers --edition core-2025
         --territory 0,0,72,9 --actions 4 --png round2.png

Options)", 40, unit_parameters("4", "1"));
  const Unit unit;
  const Parameter png = written("png", "FILE", "also draw the map as a PNG picture");
  append(s.parameters, {
      when_absent(path("terrain", "FILE", "terrain CSV (sample tables: experiments/terrain/example.csv, town.csv, forest.csv, canyon.csv)"), "an empty table"),
      value("table", "W,D", "table size in inches", "72,36"),
      when_absent(value("start", "X,Y[,LEVEL]",
                        "the leader's start, inches, exactly (not snapped); LEVEL the height of the surface to start on"),
                  "the ground, 6 and half the table's depth"),
      value("territory", "X0,Y0,X1,Y1[;...]",
            "instead of --start, a unit not yet on the table enters from the table's edge within these rectangles, inches (a mission's "
            "Territory): its first action is a move that deploys it (core-2025; the earlier editions place it within them, RULINGS R28)"),
      when_absent(within(value("facing", "DEG",
                               "a notched base's facing at the start, counter-clockwise from east (+x): its first move starts that way"),
                         bounds::kFacing),
                  "any"),
      within(value("actions", "N", "action budget (2 is one activation)", "2"), bounds::kActions),
      within(value("resolution", "R", "cell size", "0.25"), bounds::kResolution),
      when_absent(value("expert-climber", "BOOL", "Expert Climber"), "the unit's own, else false"),
      within(value("speed", "S", "maximum speed, for units built from --minis", std::to_string(unit.speed)), bounds::kSpeed),
      within(value("base-mm", "MM", "base diameter, for units built from --minis", format_number(unit.base_mm)), bounds::kBaseMm),
      when_absent(value("unhindered", "BOOL", "no speed loss in difficult terrain"), "the unit's own"),
      png,
      value("to", "X,Y[,LEVEL]", "with --routes: the spot whose two routes' steps to write (LEVEL: a surface's height; default every surface there)"),
      written("routes", "FILE", "with --to: write where the leader stands after each step of the spot's fastest and safest routes (CSV)"),
      flag("mc", "add Monte Carlo figures of each cell's route (p_unit_intact with its interval)"),
  });
  append(s.parameters, legion_table_parameters());
  s.in_memory = map_in_memory;
  return s;
}

}  // namespace climbsim
