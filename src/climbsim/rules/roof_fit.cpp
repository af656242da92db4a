#include "climbsim/rules/roof_fit.hpp"

#include "climbsim/model/roof_capacity.hpp"
#include "climbsim/rules/rule_words.hpp"

namespace climbsim {

bool roof_holds_unit(const LegionRules& rules, const Unit& unit, int capacity) {
  return capacity >= 1 && (capacity >= unit.minis || !rules.cohesion_refuses);
}

bool unit_stands_on_roof(const LegionRules& rules, const Unit& unit, int capacity, double drop) {
  return capacity >= 1 && (roof_holds_unit(rules, unit, capacity) || drop <= rules.cohesion_height_for(walk_height(rules, unit)));
}

std::string roof_refusal(const LegionRules& rules, const Unit& unit, double width, double depth, double drop) {
  const double radius = unit.base_mm / 25.4 / 2;
  const int capacity = roof_capacity(width, depth, radius, rules.roof_overhang);
  if (unit_stands_on_roof(rules, unit, capacity, drop)) return "";
  const std::string roof = "the roof " + rule_number(width) + "\" x " + rule_number(depth) + "\"";
  const std::string base = rule_number(unit.base_mm) + " mm";
  if (capacity < 1) return roof + " holds no base of " + base;
  return roof + " holds " + std::to_string(capacity) + " of the unit's " + std::to_string(unit.minis) + " bases (" + base +
         "); the rest could not stand within height " + rule_number(rules.cohesion_height_for(walk_height(rules, unit))) + " of the leader (cohesion)";
}

}  // namespace climbsim
