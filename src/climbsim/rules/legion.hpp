// Star Wars: Legion vertical movement, edition of the rule texts (climb and clamber).
//
// Contract: pure functions, no I/O, no randomness. Given a unit, a method and a height, say whether
// the move is legal and what it costs in actions and dice. Every number is a field of LegionRules
// with the value of the rule text or docs/FACTS.md, so a rule-variant study changes data, not code.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "climbsim/model/die.hpp"
#include "climbsim/units/unit.hpp"
#include "climbsim/units/wound_assignment.hpp"

namespace climbsim {

enum class Method { climb, clamber, clamber_over };

enum class ToolPlacement { slide, centred };

// How a climb moves the unit (RULINGS M4, R25): `face`, from base contact with a face onto the
// surface above or below it (the rule texts, core-2023); or `move`, also as a standard move with the
// speed-1 tool whose tool may pass over obstacles up to climb_over_height taller than the surface
// the unit stands on, ending on any surface within the climb's height of it (core-2025: "a Move as
// normal, except its Speed becomes 1").
enum class ClimbModel { face, move };
std::string_view to_string(ClimbModel m) noexcept;
// "face" or "move"; throws std::invalid_argument otherwise.
ClimbModel parse_climb_model(std::string_view text);
std::string_view to_string(ToolPlacement p) noexcept;
// "slide" or "centred"; throws std::invalid_argument otherwise.
ToolPlacement parse_tool_placement(std::string_view text);

std::string_view to_string(Method m) noexcept;
// "climb", "clamber", "clamber-over"; throws std::invalid_argument otherwise.
Method parse_method(std::string_view text);

struct LegionRules {
  std::string edition = "rule-texts";  // the table's edition column: "rule-texts", "core-2023" or "core-2025"
  std::string named = "the rule texts' edition";  // the same, in a sentence
  int actions_per_activation = 2;  // "each unit can perform two actions" an activation (docs/FACTS.md)
  // The movement tools' lengths in inches, speed 1 to 3 (docs/FACTS.md, measured), and how far the
  // joint pivots (degrees; the map's second leg turns at most this far, RULINGS M2).
  std::array<double, 3> tool_lengths{3.0, 5.1, 7.3};
  double pivot_limit_degrees = 90.0;
  // A pivot action turns a notched base "up to 90 degrees in either direction" (RULINGS M8).
  double pivot_turn_degrees = 90.0;
  int climb_actions = 2;         // "a unit can spend two actions to safely move ... up to height 1"
  double climb_max_height = 1.0;
  double climb_max_height_keyword = 1.0;  // with Expert Climber or Scale (core-2023: 2, RULINGS R13)
  // core-2025: a Climb is also a speed-1 move over obstacles up to this much taller than the surface
  // the unit is on ("may place the Movement Tool overlapping obstacle terrain that is up to height 1
  // taller", RULINGS R25).
  ClimbModel climb_model = ClimbModel::face;
  double climb_over_height = 1.0;
  bool clamber = true;                    // the core-2023 edition has no clamber
  bool notched_bases_climb = true;        // core-2023: "miniatures on notched bases may not climb"
  // Climbing Vehicle ("treated as a trooper unit for the purposes of climbing") read as taking
  // precedence over notched_bases_climb (RULINGS R23: off, the notch still rules).
  bool climbing_vehicle_notched_climbs = false;
  // core-2023: a notched base turns freely before a standard move, so its facing never limits a
  // move's first leg (RULINGS R23); the rule texts carry the facing from move to move (M8).
  bool notched_free_rotation = false;
  // core-2025: "The player may rotate the unit leader's base up to 90 degrees to the left or right"
  // before a standard move (not Speeder X, RULINGS R25): the next move's first leg within this many
  // degrees of the facing; 0: along it (M8).
  double notched_turn_degrees = 0;
  // core-2025: the cards' turning keywords are read (RULINGS R25): Mobile skips the turn before a
  // move, Reposition pivots with a standard move, Full Pivot turns "up to 360 degrees". Off: the
  // earlier editions' maps, which never read them.
  bool turning_keywords = false;
  // How the movement tool carries a mini (RULINGS M2, R13): `slide`, the rule texts' "base flush at
  // one end, then flush at the other" (the centre travels the tool's length plus the base's
  // diameter), or `centred`, the 2023 Core Rulebook's small bases "placed centred over the tool"
  // (the centre ends on the tool: its length plus one base radius).
  ToolPlacement tool_placement = ToolPlacement::slide;
  int clamber1_actions = 1;      // Clamber: "one action to move ... up to height 1"
  double clamber1_max_height = 1.0;
  int clamber1_dice = 1;         // "one white defense die for each mini ... up to height 1"
  int clamber2_actions = 2;      // "or two actions to move up or down up to height 2"
  double clamber2_max_height = 2.0;
  int clamber2_dice = 2;         // "or two white defense dice if the unit moved up to height 2"
  // Scale "can use it in combination with a clamber action to move up or down a distance up to
  // height 2" (docs/FACTS.md, Scale): a 1-action clamber and the free one, as one step (R10).
  double scale_clamber_max_height = 2.0;
  int over_actions = 2;          // clamber over terrain with no flat top: "spend two actions"
  double over_max_height = 1.0;  // "provided that the terrain is height 1 or lower"
  int over_dice = 2;             // "roll two white defense dice for each mini in the unit"
  // Cohesion: "each mini must be within height 1 of its unit leader", so a leader on a roof higher
  // than this above the surface below needs room there for the whole unit (RULINGS M5).
  double cohesion_height = 1.0;
  // core-2023: "within a vertical distance equal to the height of the unit leader's silhouette":
  // the leader's mini height takes cohesion_height's place (RULINGS R23).
  bool cohesion_silhouette = false;
  // core-2025: "Miniatures can make Standard moves onto or through obstacle terrain that is shorter
  // than the height of the moving unit's Silhouette": the Silhouette's height takes the mini's place
  // wherever the rules read the leader's height (walk_height; RULINGS R25): the templates' heights
  // in height units, a round base's and a notched base's (docs/FACTS.md, [TTS]).
  bool walk_by_silhouette = false;
  double silhouette_round = 1.65 / 6;
  double silhouette_notched = 2.707 / 6;
  // A unit may not end a step where every mini cannot be placed in cohesion (M5), or, false, the
  // leader stands wherever its own base fits and the rest are placed "as close as possible"
  // (core-2025, R25): no move is refused for cohesion.
  bool cohesion_refuses = true;
  [[nodiscard]] double cohesion_height_for(double leader_mini_height) const noexcept {
    return cohesion_silhouette ? leader_mini_height : cohesion_height;
  }
  // Speeder X and Hover: Air X measure "terrain equal to or less than height x" from where the unit
  // stands (the Terrain Height rule: "subtracting the height of any terrain the miniatures may be
  // on"; RULINGS R12), or, false, as the whole piece's height from the ground (R12's earlier reading).
  bool speeder_from_start = true;
  // How far a base may hang past the edge of the roof it stands on, in base radii: half a radius
  // under the rule texts' "partially overhang ledges" (RULINGS M5); none under core-2025's "may not
  // have any part of its base hanging off the terrain" (R25).
  double roof_overhang = 0.5;
  // Barricades slow a move as difficult terrain does (RULINGS M3); core-2025: "Barricades are open
  // terrain" (R25).
  bool barricades_slow = true;
  // "A Trooper miniature can never partially overlap a barricade" (core-2025, RULINGS R25): no
  // trooper's move ends, nor does it start, with its base over one.
  bool barricades_refuse_troopers = false;
  // Jump X's tool may pass over impassable terrain of height X or lower (core-2025's glossary: "may
  // place the Movement Tool overlapping impassable terrain but may not end its Move overlapping
  // it", RULINGS R25); the rule texts' Jump stops at it.
  bool jump_over_impassable = false;
  // core-2025: "Repulsor Vehicles may Move onto or through impassable terrain and may place the
  // Movement Tool overlapping impassable terrain" (RULINGS R25): a repulsor vehicle's move over low
  // terrain (Speeder X, Hover: Air X) passes over impassable pieces too; it ends on none (as Jump's).
  bool repulsors_over_impassable = false;
  // A unit that enters from the table's edge (a mission's Territory, RULINGS R26): core-2025's "When
  // an undeployed unit makes a Move, it Deploys", the tool "touching the portion of the edge of the
  // battlefield within allied Territory"; false, it is placed within its deployment zone before the
  // first round (the earlier editions).
  bool deploy_from_edge = false;
  // Difficult terrain: "has its maximum speed reduced by 1" (RULINGS M3; never below speed 1).
  int difficult_speed_loss = 1;
  // "These wounds must be assigned to non-unit leader miniatures first", "to a mini that already
  // has wounds first" (units/wound_assignment.hpp); `spread` is a variant for studies.
  WoundOrder wound_order = WoundOrder::wounded_first;
  // The die a clamber rolls: "roll one white defense die" (docs/FACTS.md: 1 block in 6). A --die
  // option on the command line takes its place.
  Die die = white_die();
  bool operator==(const LegionRules&) const = default;
};

// The editions climbsim knows: "rule-texts" (the default: climb and clamber, as this file's comments
// quote), "core-2023", the first Core Rulebook (16 January 2023; docs/FACTS.md: a climb is one
// move with the speed-1 tool, changes height by up to 1, rolls no dice; miniatures on notched bases
// may not climb; no clamber; small bases placed centred over the tool; RULINGS R13 for the height 2
// with Expert Climber or Scale), and "core-2025", the Core Rulebook effective 24 November 2025
// (RULINGS R25: a climb is a speed-1 move over obstacles up to 1 taller, bases never overhang,
// barricades are open terrain; the tool places the leader a base radius past its end). The retired names "2024" and "edition-2024" are refused with a
// message naming core-2023, as is any other name (std::invalid_argument).
LegionRules legion_edition(std::string_view name);

struct VerticalMove {
  Method method = Method::clamber;
  double height = 1.0;   // height units (1 = 6")
  bool ladder = false;   // ladders, steps or carved footholds on this face
};

struct MoveCost {
  bool legal = false;
  std::string reason;         // why not, when not legal
  bool climb_needed = true;   // false when the leader's mini is at least as tall as the terrain
  int actions = 0;
  int dice_per_mini = 0;      // white defense dice each mini rolls after the move
};

MoveCost resolve(const LegionRules& rules, const Unit& unit, const VerticalMove& move);

// The height the unit's leader walks onto or over without a climb, and the height of its
// silhouette for cohesion: the leader's mini (R2), or under walk_by_silhouette its Silhouette
// template's (R25).
double walk_height(const LegionRules& rules, const Unit& unit) noexcept;

// How far a notched leader may turn before each standard move (RULINGS R25): the edition's
// notched_turn_degrees, none for Speeder X or Mobile ("it skips step 1 of notched base movement"),
// and a Pivot more with Reposition (pivot_turn_for), at most 180: any way.
double notched_turn_before_move(const LegionRules& rules, const Unit& unit) noexcept;

// How far a notched leader's Pivot turns it either way: pivot_turn_degrees, or with Full Pivot under
// turning_keywords "up to 360 degrees" (180: any way; RULINGS R25).
double pivot_turn_for(const LegionRules& rules, const Unit& unit) noexcept;

// A repulsor vehicle as the map knows one: a vehicle whose moves pass over low terrain (Speeder X,
// Hover: Air X). Every such card of the roster is one; a hovering trooper (a probe droid) is not.
bool repulsor_vehicle(const Unit& unit) noexcept;

// "Miniatures on notched bases may not climb" under this edition, for this unit (RULINGS R17, R23).
bool notch_stops_climb(const LegionRules& rules, const Unit& unit) noexcept;

// The unit's wound ladder under this edition's wound order: what the engines read of the unit.
WoundLadder unit_ladder(const LegionRules& rules, const Unit& unit);

}  // namespace climbsim
