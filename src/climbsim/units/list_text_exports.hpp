// Legion HQ's two text exports without rank sections, and the header every text export starts with.
//
// Contract: parse_sectionless_list reads
//  - the tournament export: a title, "412/800", then a line per unit copy "Stormtroopers (66)" with
//    its upgrades on the lines below it (" - DLT-19 Stormtrooper (24)");
//  - the minimal export: "412/800 (6 activations)", then a line per unit "2× Stormtroopers
//    (DLT-19 Stormtrooper, Grappling Hooks)" (a " - Loadout: (...)" line under it is not carried);
// up to the first "Commands:", "Contingencies:", "Battle Deck" or "Objectives:" line. A unit named
// "Super Tactical Droid - Kraken" is the card after the dash. It throws ArmyListError when no unit
// line is found. read_points_header finds a "412/800" line and sets header_points and point_limit.
#pragma once

#include <string_view>

#include "climbsim/units/army_list.hpp"

namespace climbsim {

ArmyList parse_sectionless_list(std::string_view text, const std::string& source);
void read_points_header(std::string_view text, ArmyList& list);

// Shared with the standard export's reader (army_list.cpp).
std::string trim_text(std::string_view s);
std::string without_cost(std::string s);  // "DLT-19 Stormtrooper (24)" -> "DLT-19 Stormtrooper"
int take_count(std::string& s);           // "2× Stormtroopers" -> 2, s = "Stormtroopers"

}  // namespace climbsim
