// The declarations of cliff (ASL), report, web, roster and rules (contract in command_specs.hpp).
#include "climbsim/request/command_specs.hpp"
#include "climbsim/request/in_memory.hpp"

#include "climbsim/request/parameter_groups.hpp"

namespace climbsim {

namespace {
constexpr Bound kLevels{"levels", 1, 20, false, true};
constexpr Bound kDrm{"drm", -12, 12, false, true};
constexpr Bound kStack{"units", 1, 12, false, true};
constexpr Bound kWithin{"within", 1, 100, false, true};
}  // namespace

CommandSpec cliff_spec() {
  CommandSpec s = command("cliff", "ASL cliff Climbing (B11.4): Falling DR tables",
                R"(Usage: climbsim cliff [options]

Advanced Squad Leader cliff Climbing (B11.4): one Falling DR (2d6 + DRM) per Movement Phase;
final DR <= 9 moves one level, 10-11 holds, >= 12 eliminates (a Commando: held on 12, eliminated on
>= 13). One CSV row per combination of the lists given, Monte Carlo beside the exact absorbing chain.

Columns: levels, direction, drm, commando, weather, weather_drm, status, units, legal,
illegal_reason, p_advance_per_dr, p_hold_per_dr, p_eliminated_per_dr, samples, seed; then with
_ci_low, _ci_high and exact_: p_success, p_eliminated, mean_mph (Movement Phases until the climb
ends), mean_mph_given_success; mph_p50, mph_p90 with exact_; for the stack: p_all_arrive,
p_any_arrives, mean_arriving; with --within T: p_success_within_T (on the destination level by the
end of MPh T). Samples count stacks.

Example: climbsim cliff --levels 1-4 --drm=-1,0,1 --commando false,true --within 1-8 -o cliff.csv
(write a list that starts with a minus sign as --drm=-1,0,1)

Options)", 60);
  s.parameters = {
      within(value("levels", "LIST", "cliff height in levels", "1-4"), kLevels),
      offering(value("direction", "LIST", "up, down", "up,down"), direction_choices()),
      within(value("drm", "LIST", "whole-number DRMs on the Falling DR, never leadership", "-1,0,1"), kDrm),
      offering(value("commando", "LIST", "Commando (B11.433) off and/or on", "false,true"), {{"false", "No"}, {"true", "Commando (B11.433)"}}),
      offering(value("weather", "LIST", "none, rain, snow, wind or combinations like rain+wind", "none,rain,snow,wind"),
               {{"none", "No weather"}, {"rain", "Rain"}, {"snow", "Snow"}, {"wind", "Wind"}, {"rain+wind", "Rain and wind"}, {"snow+wind", "Snow and wind"}}),
      offering(value("weather-rule", "R", "each: +1 per weather condition; once: +1 for any", "each"),
               {{"each", "+1 per weather condition"}, {"once", "+1 for any weather"}}),
      offering(value("status", "LIST", "good-order, broken, wounded", "good-order"),
               {{"good-order", "Good Order"}, {"broken", "Broken"}, {"wounded", "Wounded"}}),
      within(value("units", "LIST", "units Climbing together as a stack", "1"), kStack),
      within(value("within", "LIST", "add p_success_within_T columns for these T"), kWithin),
      columns_parameter(),
  };
  append(s.parameters, run_parameters());
  s.in_memory = cliff_in_memory;
  return s;
}

CommandSpec report_spec() {
  CommandSpec s = command("report", "the page with a run's results: tables, a chart for every unit, the map, the live calculator",

                R"(Usage: climbsim report [--config FILE | --experiments DIR] -o report.html

One self-contained HTML page (it opens with no network): climbsim's web page (climbsim web) with
this run's results as its first tab: readable tables, a chart for every unit, the map, what is exact
and what sampled, and a provenance footer; its other tabs compute what-ifs live, when the page's
engine is found (see climbsim web --help; without it the page says so). Without --config it runs every experiment of --experiments
(default: experiments, the shipped ones the main job runs); with --config it runs that one .ini.
An experiment's subcommand is its file name up to the first '-' (wounds-roster.ini runs wounds).
With --keep DIR each experiment's tables stay in DIR as well, named as the main job names them
(NAME.csv, NAME-summary.csv, NAME-law.csv, NAME.png, each with its .meta.json): the main job runs
every experiment once, through the report. A line per experiment goes to standard error (not -q).

Example: climbsim report -o results/report.html
         climbsim report --keep results -o results/report.html

Options)", 70);
  Parameter output = when_absent(written("output", "FILE", "the HTML file"), "standard output");
  output.short_name = 'o';
  s.parameters = {
      steering(path("config", "FILE", "report on this one experiment .ini")),
      with_default(path("experiments", "DIR", "report on every .ini of this folder"), "experiments"),
      when_absent(value("edition", "LIST",
                        "run the Legion experiments under these editions instead of their own: rule-texts, core-2023 and/or core-2025 (the "
                        "map: the first)"),
                  "each experiment's own"),
      path("rules", "FILE", "a rules variant .ini applied to every Legion experiment"),
      path("list", "FILE", "add a section on a player's list (as `climbsim list FILE`)"),
      written("keep", "DIR",
              "also keep every experiment's tables in this folder (NAME.csv and its summary, law and PNG), so nothing runs twice"),
      output,
      when_absent(path("engine", "FILE", "the page's engine, climbsim-engine.js, for the live calculator"),
                  "found as climbsim web finds it"),
      steering(flag("quiet", "no line per experiment on standard error", 'q')),
      help_parameter(),
  };
  s.config_holds_options = false;
  return s;
}

CommandSpec web_spec() {
  CommandSpec s = command("web", "the page: one self-contained index.html a player opens from anywhere",
                R"(Usage: climbsim web -o DIR [--engine FILE]

Writes DIR/index.html: climbsim as one web page a player opens, changes and shares by link. It holds
everything (style, script, the sample tables and the engine in WebAssembly), so it opens from
file://, a USB stick or any static host (GitHub Pages), with no server and no network, on a phone
too. Ask (a unit or a pasted Legion HQ or TTS list: cheapest and safest way up, verdicts, charts),
Map (click to start; fewest actions and wounds as separate layers), ASL cliff; the state is in the
link, and every table has Download CSV (the command line's bytes) and Copy as command.

The engine is climbsim-engine.js from the web preset: --engine, else $CLIMBSIM_ENGINE, else beside
this binary, else this source tree's build/web/web/. `bash scripts/web.sh DIR` builds it and runs
this command.

Example: climbsim web -o site      (then open site/index.html)

Options)", 90);
  Parameter output = written("output", "DIR", "the folder to write index.html into (made if missing)");
  output.short_name = 'o';
  s.parameters = {output, when_absent(path("engine", "FILE", "the engine, climbsim-engine.js"), "found as above"), help_parameter()};
  return s;
}

CommandSpec roster_spec() {
  CommandSpec s = command("roster", "the units --unit can name, their profile and the source of the figures",
                R"(Usage: climbsim roster [options]

The units --unit can name: the built-in roster (data/roster.csv), or --roster FILE. One row a unit:
name, the card's name, faction, rank, minis (in the base unit), wounds a mini, speed, kind, base in mm
and kind (round or notched), mini height in height units (1 = 6"), the keywords that change vertical
movement, and the source of the figures (docs/FACTS.md says what each source means; the word estimate
marks a figure not checked against a card). A table for people by default (without the card's name
and the mini height); --format csv for machines, every column (the format when -o names a .csv file,
so that `-o roster.csv` writes the file --roster reads).

With --from-legion-hq CARDS.json (Legion HQ's card data, its src/constants/cards.json) it makes the
roster from the cards instead: every trooper unit and every vehicle with Climbing Vehicle, Speeder X
or Hover: Air X, with minis, wounds, speed, defense die, points and movement keywords as the cards
give them (bases and mini heights from the built-in unit-bases table); --upgrades-output FILE writes
the upgrade list made from the same cards. Pass the roster to any command with --roster FILE, and
the upgrade list to a --list with --upgrades FILE.

Examples: climbsim roster --faction separatists
          climbsim roster -o roster.csv
          climbsim roster --from-legion-hq cards.json -o roster.csv --upgrades-output upgrades.csv

Options)", 90);
  s.parameters = {
      when_absent(path("roster", "FILE", "roster CSV to list instead of the built-in one"), "the built-in roster"),
      path("from-legion-hq", "FILE", "make the roster from Legion HQ's card data (cards.json) instead"),
      written("upgrades-output", "FILE", "with --from-legion-hq: also write the upgrade list made from the cards"),
      flag("quiet", "with --from-legion-hq: no line on standard error for each card left out", 'q'),
      value("faction", "F", "only this faction: empire, rebels, republic, separatists, mercenary or mandalorians"),
      when_absent(value("format", "F", "table or csv"), "csv when -o names a .csv file, else table"),
  };
  append(s.parameters, plain_output_parameters());
  return s;
}

CommandSpec rules_spec() {
  CommandSpec s = command("rules", "an edition's numbers as a rules file: the template for --rules",
                R"(Usage: climbsim rules [--edition E] [--rules FILE] [-o FILE]

Every number climbsim takes from a Legion edition, one "key = value" a line: actions per activation,
each climb and clamber form's actions, reach and dice, the movement tools and their placement,
cohesion, difficult terrain, the die and the wound order (docs/RULINGS.md R14). Edit a copy and pass
it with --rules to study a rule change; the file read back gives the same rules. With --rules, the
edition as that file changes it.

Examples: climbsim rules --edition core-2023
          climbsim rules -o my-variant.ini      (then: climbsim economy --rules my-variant.ini)

Options)", 95, edition_parameters());
  append(s.parameters, plain_output_parameters());
  return s;
}

}  // namespace climbsim
