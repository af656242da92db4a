// How a unit enters a mission's table (contract in mission_entry.hpp).
#include "climbsim/analysis/mission_entry.hpp"

#include <stdexcept>

#include "climbsim/terrain/table_edge.hpp"

namespace climbsim {

void enter_from(const std::vector<Rect>& areas, double width, double depth, ReachOptions& o) {
  const Keywords& k = o.unit.keywords;
  if (!o.rules.deploy_from_edge || k.infiltrate || k.prepared_position) o.start_area = areas;
  if (o.rules.deploy_from_edge) {
    o.deploy_edges = edge_within(width, depth, areas);
    o.scout = k.scout;
    o.reinforcements = k.reinforcements;
    if (o.deploy_edges.empty() && o.start_area.empty())
      throw std::invalid_argument("the Territory touches no edge of the table, where a unit deploys from");
  }
}

}  // namespace climbsim
