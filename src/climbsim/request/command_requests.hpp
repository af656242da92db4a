// Each command's request read from its options: what the command line and the web page both hand
// the library. One reading per option; its default and range are its declaration's
// (request/command_specs.hpp), which the command line's --help prints.
//
// Contract: every reader takes the options and the editions already read (the command line applies
// a --rules file to them first, the page cannot) and returns the analysis's request, or throws
// UsageError naming the option. A --terrain or --list given as text (OptionValues::supply) is read
// from that text. Readers read every option they use, so the record holds each value in force.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "climbsim/analysis/answers.hpp"
#include "climbsim/analysis/cliff.hpp"
#include "climbsim/analysis/economy.hpp"
#include "climbsim/analysis/reach.hpp"
#include "climbsim/analysis/wounds.hpp"
#include "climbsim/request/option_values.hpp"
#include "climbsim/tables/column_table.hpp"
#include "climbsim/terrain/terrain.hpp"

namespace climbsim {

// climbsim ask (without --terrain): units, --height, --face, --what-if, --direction, --die.
Question ask_question(const OptionValues& opts, std::vector<LegionRules> editions);

// The answers to `q`; a bad --what-if and a height with too many plans (`heights_option`) are
// UsageErrors naming the option.
Answers answered(const OptionValues& opts, const Question& q, const char* heights_option);

// climbsim list: the units of --list (or those named by --unit), --heights, --face, --die.
Question list_question(const OptionValues& opts, std::vector<LegionRules> editions);

// climbsim economy: the sweep with its Monte Carlo settings; exact_only unless --columns all or
// --distribution asks for samples.
EconomySweep economy_sweep(const OptionValues& opts, std::vector<LegionRules> editions);

// climbsim wounds.
WoundsSweep wounds_sweep(const OptionValues& opts, std::vector<LegionRules> editions);

// climbsim cliff (ASL B11.4).
CliffSweep cliff_sweep(const OptionValues& opts);

// climbsim map: the table, the map's options and the dice to draw it for (one map per die).
// One map per die, in one table with a die column; with --png, one die only.
struct MapRequest {
  Terrain terrain;
  ReachOptions options;
  std::vector<Die> dies;
  Detail detail = Detail::all;
  // --to X,Y[,LEVEL] (with --routes): the spot whose routes' steps are written; the maps are traced.
  struct Target {
    double x = 0, y = 0;
    std::optional<double> level;
  };
  std::optional<Target> to;
  // The estimate --max-work and the memory check weigh, and where it comes from.
  double work = 0, bytes = 0;
  std::string work_text;
};
MapRequest map_request(const OptionValues& opts, std::vector<LegionRules> editions);

// Each die's map, in order, handed to `each` with the die's index. The dice change the wounds, not
// where a move goes: the maps share their standard moves. A start off every surface is a
// UsageError naming --start.
void for_each_map(const OptionValues& opts, MapRequest& request, const std::function<void(const ReachMap&, std::size_t)>& each);

// --format table|csv|json|markdown of ask and list.
std::string answer_format(const OptionValues& opts);

}  // namespace climbsim
