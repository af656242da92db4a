// What the economy sweep and its work estimate share (analysis/economy.cpp, economy_work.cpp): the
// sweep cut into clusters, one die, edition, unit, height and face (or route) each, in the order
// the rows come; which Expert Climber settings a unit is asked with; and why a roof refuses it.
//
// Contract: for_each_cluster calls f once a cluster, faces before routes; a cluster's pointers
// point into the sweep and live as long as it. Internal to the economy analysis.
#pragma once

#include <string>
#include <vector>

#include "climbsim/analysis/economy.hpp"
#include "climbsim/rules/legion_route.hpp"
#include "climbsim/rules/roof_fit.hpp"

namespace climbsim::economy_detail {

// The groups run dice x units x heights x faces x Expert Climber x directions, the last fastest. A
// cluster is the groups of one die, unit, height and face: the summary compares Expert Climber within
// it, so blocks are cut between clusters.
struct Cluster {
  const LegionRules* rules;
  const Die* die;
  const Unit* unit;
  double height;
  const Face* face;
  const FaceRoute* route = nullptr;  // a route of faces (--route): `face` is then a blank face
};

inline const Face kRouteFace{};  // the face of a route's cluster: never read for its steps

inline std::vector<bool> expert_values(const EconomySweep& sweep, const Unit& base) {
  return sweep.expert_climber.empty() ? std::vector<bool>{base.keywords.expert_climber} : sweep.expert_climber;
}

// Why the unit cannot stand on the sweep's roof at the top of this face, or "" (no --roof, a wall,
// or room enough). The roof's drop is to the highest surface below its top, as the map measures it
// (R21): the ground for a sheer face, the last ledge for a ledged one.
inline std::string roof_refused(const EconomySweep& sweep, const LegionRules& rules, const Unit& unit, const Face& face, double height) {
  if (!sweep.roof || face.wall) return "";
  const std::vector<double> up = surfaces(face, height, Direction::up);
  const double drop = up.size() >= 2 ? height - up[up.size() - 2] : height;
  return roof_refusal(rules, unit, sweep.roof->first, sweep.roof->second, drop);
}

template <class F>
void for_each_cluster(const EconomySweep& sweep, F f) {
  for (const LegionRules& rules : sweep.editions)
    for (const Die& die : sweep.dies)
      for (const Unit& base : sweep.units)
        for (double height : sweep.heights)
          for (const Face& face : sweep.faces) f(Cluster{&rules, &die, &base, height, &face});
  // Routes after the faces, each its own cluster per edition, die and unit.
  for (const LegionRules& rules : sweep.editions)
    for (const Die& die : sweep.dies)
      for (const Unit& base : sweep.units)
        for (const FaceRoute& route : sweep.routes) f(Cluster{&rules, &die, &base, route.height(), &kRouteFace, &route});
}

}  // namespace climbsim::economy_detail
