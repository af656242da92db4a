#include "climbsim/units/unit.hpp"

#include <cmath>
#include <utility>

#include "climbsim/model/bound.hpp"

namespace climbsim {

std::string validate(const Unit& unit) {
  if (unit.minis < 1 || unit.minis > kMaxMinis)
    return "minis must be between 1 and " + std::to_string(kMaxMinis);
  if (unit.wounds_per_mini < 1 || unit.wounds_per_mini > kMaxWoundsPerMini)
    return "wounds per mini must be between 1 and " + std::to_string(kMaxWoundsPerMini);
  if (unit.speed < 1 || unit.speed > 3) return "speed must be 1, 2 or 3";
  if (!(unit.mini_height > 0) || !std::isfinite(unit.mini_height)) return "mini height must be positive";
  if (!(unit.silhouette >= 0 && unit.silhouette <= 12)) return "silhouette must be 0 (its base's template) to 12";
  if (!(unit.base_mm >= kMinBaseMm && unit.base_mm <= kMaxBaseMm)) return "base_mm must be 10 to 200 mm";
  for (const auto& [keyword, x] : {std::pair{"Jump", unit.keywords.jump}, std::pair{"Speeder", unit.keywords.speeder},
                                   std::pair{"Hover", unit.keywords.hover}})
    if (!bounds::kKeywordValue.admits(x)) return std::string(keyword) + " must be " + bounds::kKeywordValue.range_text();
  return {};
}

Unit movement_profile(Unit unit) {
  unit.name.clear();
  unit.display_name.clear();
  unit.faction.clear();
  unit.rank.clear();
  unit.defense.clear();
  unit.points = -1;
  unit.card_id.clear();
  unit.source.clear();
  return unit;
}

}  // namespace climbsim
