// Each command's request read from its options: what the command line and the web page both hand
// the library. One reading per option, one default per option (the kDefault... texts below, which
// the command line's --help prints), one set of bounds (model/bound.hpp).
//
// Contract: every reader takes the options and the editions already read (the command line applies
// a --rules file to them first, the page cannot) and returns the analysis's request, or throws
// UsageError naming the option. A --terrain or --list given as text (OptionValues::supply) is read
// from that text. Readers read every option they use, so the record holds each value in force.
#pragma once

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

namespace defaults {
inline constexpr const char* kAskHeights = "2";
inline constexpr const char* kAskFaces = "sheer,ledges";
inline constexpr const char* kAskMinis = "4";
inline constexpr const char* kAskWounds = "1";
inline constexpr const char* kListHeights = "1,2,3";
inline constexpr const char* kEconomyHeights = "1,2,3";
inline constexpr const char* kEconomyFaces = "sheer,ledges,ladder";
inline constexpr const char* kEconomyMinis = "4,6";
inline constexpr const char* kEconomyBudgets = "2,4,6";
inline constexpr const char* kWoundsHeights = "0.5,1,1.5,2";
inline constexpr const char* kWoundsMethods = "climb,clamber,clamber-over";
inline constexpr const char* kWoundsMinis = "1-12";
inline constexpr const char* kWoundsWounds = "1,3";
inline constexpr const char* kMapMinis = "4";
inline constexpr const char* kMapWounds = "1";
inline constexpr const char* kMapTable = "72,36";
inline constexpr const char* kMapActions = "2";
inline constexpr double kMapResolution = 0.25;
inline constexpr const char* kCliffLevels = "1-4";
inline constexpr const char* kCliffDirections = "up,down";
inline constexpr const char* kCliffDrm = "-1,0,1";
inline constexpr const char* kCliffWeather = "none,rain,snow,wind";
}  // namespace defaults

// climbsim ask (without --terrain): units, --height, --face, --what-if, --direction, --die.
Question ask_question(const OptionValues& opts, std::vector<LegionRules> editions);

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
struct MapRequest {
  Terrain terrain;
  ReachOptions options;
  std::vector<Die> dies;
};
MapRequest map_request(const OptionValues& opts, std::vector<LegionRules> editions);

// --format table|csv|json|markdown of ask and list.
std::string answer_format(const OptionValues& opts);

}  // namespace climbsim
