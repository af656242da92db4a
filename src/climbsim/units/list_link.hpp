// Legion HQ list links: the way players share lists.
//
// Contract: looks_like_list_link says whether a text (trimmed) is one link to a Legion HQ list.
// parse_list_link reads it into an ArmyList whose entries name cards by id (ListEntry::card_id and
// upgrade_ids), resolved against the roster and upgrade list later (build_units):
//  - legionhq2.com: https://legionhq2.com/list/FACTION/POINTS:[BATTLEFORCE:]SEGMENTS
//  - the older legionhq.thefifthtrooper.com/list/FACTION/SEGMENTS (no points; a unit's loadout after
//    '_', an alternative set of upgrades, is not carried)
// SEGMENTS are comma-separated: a unit is a count digit, its two-letter id and one entry per upgrade
// slot (a two-letter id, or 0 for an empty slot), with "+" and a counterpart's segment after it; a
// two-letter segment is a command or battle card (skipped). Percent-escapes are decoded; a query or
// fragment is ignored. A stored list's link (/list/ID) needs Legion HQ's server and is refused with
// a sentence saying what to paste instead. Anything malformed throws ArmyListError naming the segment.
#pragma once

#include <string>
#include <string_view>

#include "climbsim/units/army_list.hpp"

namespace climbsim {

bool looks_like_list_link(std::string_view text);
ArmyList parse_list_link(std::string_view text, const std::string& source);

}  // namespace climbsim
