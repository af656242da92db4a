// Storeys and overlaps: which building stands on which roof (contract in terrain.hpp).
#include <algorithm>
#include <cmath>

#include "climbsim/terrain/piece_index.hpp"
#include "climbsim/platform/portable_math.hpp"  // the same bits in the page and on the command line
#include "climbsim/terrain/terrain.hpp"

namespace climbsim {

namespace {

bool solid(const Piece& p) { return p.kind != PieceKind::hill && p.kind != PieceKind::difficult; }

// Interiors meet: touching along an edge is not an overlap. A piece with a footprint is asked by
// its footprint once the boxes (its bounds) overlap.
bool pieces_overlap(const Piece& a, const Piece& b) {
  constexpr double eps = 1e-9;
  const bool boxes = a.x < b.x1() - eps && b.x < a.x1() - eps && a.y < b.y1() - eps && b.y < a.y1() - eps;
  return boxes && (!a.shape && !b.shape ? true : overlap(a.footprint(), b.footprint()));
}

bool inside(const Piece& inner, const Piece& outer) {
  constexpr double eps = 1e-9;
  return inner.x >= outer.x - eps && inner.x1() <= outer.x1() + eps && inner.y >= outer.y - eps && inner.y1() <= outer.y1() + eps;
}

std::string where(const std::string& source, const Piece& p) {
  return p.line > 0 ? source + ":" + std::to_string(p.line) : source + ": piece";
}

}  // namespace

void stack_pieces(Terrain& t, const std::string& source) {
  const PieceIndex index(t);
  for (std::size_t b = 0; b < t.pieces.size(); ++b) {
    Piece& upper = t.pieces[b];
    upper.stands_on = -1;
    if (!solid(upper)) continue;
    const double cx = (upper.x + upper.x1()) / 2, cy = (upper.y + upper.y1()) / 2;
    const double reach = portable_hypot(upper.width, upper.depth) / 2;
    for (const auto k : index.near(cx, cy, reach)) {
      if (k == b) continue;
      const Piece& other = t.pieces[k];
      if (!solid(other) || !pieces_overlap(upper, other)) continue;
      const bool storey = upper.kind == PieceKind::building && other.kind == PieceKind::building && inside(upper, other) &&
                          upper.height > other.height;
      const bool under = upper.kind == PieceKind::building && other.kind == PieceKind::building && inside(other, upper) &&
                         other.height > upper.height;
      if (under) continue;  // accepted from the storey's side
      if (!storey && k > b) continue;  // reported at the later line, which made the overlap
      if (!storey)
        throw TerrainError(where(source, upper) + ": this " + std::string(to_string(upper.kind)) + " overlaps the " +
                           std::string(to_string(other.kind)) + " of " + where(source, other) +
                           "; solid pieces may overlap only as a storey: a building lying wholly on a lower building's roof");
      // The roof it stands on is the tallest of the buildings under it (a storey on a storey).
      if (upper.stands_on < 0 || t.pieces[static_cast<std::size_t>(upper.stands_on)].height < other.height)
        upper.stands_on = static_cast<int>(k);
    }
  }
}

}  // namespace climbsim
