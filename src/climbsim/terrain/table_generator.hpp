// Generated tables: realistic Legion tables drawn at random, for studies over many tables.
//
// Contract: generate_table(recipe, seed, i) is a pure function of its arguments: table i draws only
// from the stream keyed by (seed, i), so table 7 is the same whether 10 or 1000 tables are drawn,
// in any order, on any rank. Every table it returns is valid terrain: each piece lies on the table
// and outside the deployment zones (the strips within `zone_depth` of the two long edges, where the
// Battle Lines deployment puts both armies, docs/FACTS.md), pieces standing on the ground are at
// least `min_gap` apart (so a base fits between any two), and the only overlaps are storeys lying
// wholly on a lower building's roof (stack_pieces accepts the table). The piece count and every size
// are drawn from the ranges below; a piece that finds no place after many tries is left out, so a
// crowded recipe may give fewer than `min_pieces` (the count is in each table's file).
#pragma once

#include <cstdint>
#include <string>

#include "climbsim/model/bound.hpp"
#include "climbsim/terrain/terrain.hpp"

namespace climbsim {

namespace bounds {
// The generator's ranges, which validate() checks and climbsim study's --help prints.
inline constexpr Bound kMaxBuildingHeight{"max-height", 1, 6, false, true};
inline constexpr Bound kShare{"share", 0, 1};
inline constexpr Bound kPieceGap{"gap", 0, 24, false, false, "inches"};
}  // namespace bounds

struct TableRecipe {
  double width = 72, depth = 36;    // docs/FACTS.md: a 6' x 3' battlefield
  int min_pieces = 8, max_pieces = 14;  // pieces on the ground; storeys come on top
  double min_side = 4, max_side = 10;   // building sides, inches
  int max_height = 3;                   // building heights 1..max_height (storeys one more)
  double p_storey = 0.3;                // a building of height < max_height carries a storey
  double p_ladder = 0.25;               // each face of each building, independently
  double min_gap = 2;                   // inches between pieces on the ground
  // Impassable, difficult and barricade pieces drawn turned 15 to 75 degrees (an impassable piece
  // round instead, half the time), placed by the box round them (RULINGS M9); 0 keeps every piece
  // a rectangle and draws no more numbers, so such tables are as before.
  double p_turned = 0;
  double zone_depth = 6;                // deployment zones kept clear: range 1 of each long edge
};

// Empty when valid, else a sentence naming the field at fault; `field`, when given, gets the
// parameter's name as climbsim study's options spell it (pieces, building-sides, gap, ...).
std::string validate(const TableRecipe& recipe, std::string* field = nullptr);

// Table `index` of the stream `seed`. Pieces' `line` is their row in terrain_csv's output.
Terrain generate_table(const TableRecipe& recipe, std::uint64_t seed, std::uint64_t index);

// The table as a terrain file (kind,x,y,width,depth,height,ladder, and rotation,shape,points when a
// piece has a footprint: a round one by its box, a turned one as a polygon of its corners at x,y 0,0)
// that load_terrain_file reads back to the same pieces, to the bit; `title` goes in a leading comment.
std::string terrain_csv(const Terrain& terrain, const std::string& title);

}  // namespace climbsim
