// Small tables and units for the map's tests, and the exact figures they are checked against.
#pragma once

#include <cmath>
#include <vector>

#include "climbsim/analysis/reach.hpp"
#include "climbsim/engine/exact.hpp"

namespace reach_fixtures {

using namespace climbsim;

inline Terrain table(std::vector<Piece> pieces = {}) {
  Terrain t;
  t.pieces = std::move(pieces);
  return t;
}

inline Piece piece(PieceKind k, double x, double y, double w, double d, double h, unsigned ladder = 0) {
  Piece p;
  p.kind = k;
  p.x = x, p.y = y, p.width = w, p.depth = d, p.height = h, p.ladder = ladder;
  return p;
}

inline ReachOptions unit_at(double x, double y, int actions, int minis = 4) {
  ReachOptions o;
  o.unit.minis = minis;
  o.start_x = x;
  o.start_y = y;
  o.actions = actions;
  return o;
}

inline const ReachCell* at(const ReachMap& m, double x, double y, int level) {
  const auto c = m.grid.cell_at(x, y);
  for (const auto& rc : m.cells)
    if (rc.cell == c && rc.level == level) return &rc;
  return nullptr;
}

inline const Route& route(const ReachMap& m, const ReachCell* c) { return m.routes[static_cast<std::size_t>(c->route)]; }

inline double exact_mean(int minis, std::vector<int> dice) {
  const Eigen::VectorXd law = wounds_after(WoundLadder::in_turn(minis, 1), dice, 1.0 / 6);
  double mean = 0;
  for (Eigen::Index s = 0; s < law.size(); ++s) mean += static_cast<double>(s) * law(s);
  return mean;
}

inline int reachable_count(const ReachMap& m) {
  int n = 0;
  for (const auto& c : m.cells) n += c.route >= 0 ? 1 : 0;
  return n;
}

}  // namespace reach_fixtures

using namespace reach_fixtures;
