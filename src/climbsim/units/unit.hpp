// A unit as vertical movement sees it: how many minis, how tough, what kind, which keywords.
//
// Contract: plain data with docs/FACTS.md defaults; validate() says what is out of range. Roster entries
// and command-line options both end up here.
#pragma once

#include <string>

namespace climbsim {

enum class UnitKind { trooper, vehicle };

struct Keywords {
  bool expert_climber = false;    // clamber: no dice, no wounds
  bool climbing_vehicle = false;  // a vehicle treated as a trooper for vertical movement
  bool scale = false;             // as Expert Climber, plus a free clamber around a move
  bool unhindered = false;        // no speed loss from difficult terrain
  int jump = 0;                   // Jump X: a move ignores terrain of height X or lower (0 = none)
  int speeder = 0;                // Speeder X: moves over, and ends on, terrain of height X or lower
  int hover = 0;                  // Hover: Air X: the same, for hovering vehicles and creatures
  // Notched bases under core-2025 (RULINGS R25): Mobile skips the turn before a move; Reposition
  // pivots with a standard move, up to 90 degrees, or all the way round with Full Pivot.
  bool mobile = false;
  bool reposition = false;
  bool full_pivot = false;
  // Entering the table (RULINGS R28): Scout X deploys by a free speed-X move (X at most 3);
  // Infiltrate and Prepared Position place the leader completely within the Territory; Reinforcements
  // makes a speed-1 move at the start of round 1's End Phase.
  int scout = 0;
  bool infiltrate = false;
  bool prepared_position = false;
  bool reinforcements = false;
  // The height a standard move may cross and end on through these keywords (0: none).
  [[nodiscard]] int moves_over() const noexcept { return speeder > hover ? speeder : hover; }
  bool operator==(const Keywords&) const = default;
};

struct Unit {
  std::string name;           // empty for a unit built from options
  std::string display_name;   // as the card prints it ("" for options)
  std::string faction;        // empire, rebels, republic, separatists, mercenary ("" for options)
  std::string rank;           // commander, operative, corps, special, support, heavy ("" for options)
  int minis = 1;              // minis in the unit, leader included
  int noncombatants = 0;      // of them, minis with Noncombatant (a medical droid): wounded last but the leader
  int wounds_per_mini = 1;
  int speed = 2;
  UnitKind kind = UnitKind::trooper;
  Keywords keywords;
  double mini_height = 0.2;   // docs/FACTS.md: a trooper mini is about 1.25", height about 0.2
  double silhouette = 0;      // its own Silhouette's height (a vehicle's hull, core-2025); 0: its base's template (R25)
  double base_mm = 27.0;      // docs/FACTS.md: small base
  bool notched_base = false;  // vehicles, creature and emplacement troopers stand on notched bases (docs/FACTS.md)
  std::string defense;        // the card's defense die, "white" or "red" ("" for a unit built from options)
  int points = -1;            // the card's cost in points (-1: not known, e.g. a unit built from options)
  std::string card_id;        // the unit's Legion HQ card id ("ay"), "" when none: how list links name it
  std::string source;         // where a roster row's figures come from (empty for options)

  [[nodiscard]] int total_wounds() const noexcept { return minis * wounds_per_mini; }
  // Expert Climber, or Scale which includes it (docs/FACTS.md).
  [[nodiscard]] bool clambers_safely() const noexcept { return keywords.expert_climber || keywords.scale; }
  bool operator==(const Unit&) const = default;  // every field, names included
};

// docs/FACTS.md, bases: a small base is 27 mm (troopers); the 2023 Core Rulebook's tool placement
// concerns small bases.
inline constexpr double kSmallBaseMm = 27.0;

// Limits a unit must respect; the same ones the CLI enforces.
inline constexpr int kMaxMinis = 24;
inline constexpr int kMaxWoundsPerMini = 24;
// Bases from a small trooper's 27 mm to past the huge 100 mm (docs/FACTS.md, bases), with room
// either side for a variant; the map's geometry assumes a base in this range.
inline constexpr double kMinBaseMm = 10.0;
inline constexpr double kMaxBaseMm = 200.0;

// Empty when valid, else a sentence naming the field at fault.
std::string validate(const Unit& unit);

// The unit as a move sees it: every figure and keyword, without what names it (name, display name,
// faction, rank, card id, points, source) or the card's defense die (the die is the edition's or
// --die's). Two units with equal profiles have the same map, plans and wounds.
Unit movement_profile(Unit unit);

}  // namespace climbsim
