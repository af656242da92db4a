// The sample tables (experiments/terrain/*.csv, offered by the page by name): each reads as a valid
// table, and the three beside the example cover about a quarter of the 72" x 36" table, as tables
// set up for a game do. Coverage is counted independently of the terrain code: points on a 0.1"
// lattice inside any piece's footprint (a round or polygonal one by the winding of its corners,
// footprint_reference.hpp).
#include "climbsim/terrain/terrain.hpp"
#include "footprint_reference.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace climbsim;

namespace {

double covered_share(const Terrain& t) {
  long inside = 0, all = 0;
  for (int i = 0; i < 720; ++i)
    for (int j = 0; j < 360; ++j) {
      const double x = (i + 0.5) / 10, y = (j + 0.5) / 10;
      ++all;
      for (const Piece& p : t.pieces)
        if (p.shape ? footprint_reference::inside_by_hand(*p.shape, x, y) : x >= p.x && x <= p.x + p.width && y >= p.y && y <= p.y + p.depth) {
          ++inside;
          break;
        }
    }
  return static_cast<double>(inside) / static_cast<double>(all);
}

}  // namespace

TEST_CASE("the sample tables read, and each covers about a quarter of the table", "[terrain]") {
  for (const std::string name : {"town", "forest", "canyon"}) {
    const Terrain t = load_terrain_file(std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/terrain/" + name + ".csv", 72, 36);
    const double share = covered_share(t);
    INFO(name << ": " << t.pieces.size() << " pieces cover " << share * 100 << "% of the table");
    CHECK(t.pieces.size() >= 10);
    CHECK(share >= 0.20);
    CHECK(share <= 0.30);
  }
  // The forest's woods, great trees and fallen logs are drawn as they lie: polygons, circles, askew.
  const Terrain forest = load_terrain_file(std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/terrain/forest.csv", 72, 36);
  int shaped = 0;
  for (const Piece& p : forest.pieces) shaped += p.shape ? 1 : 0;
  CHECK(shaped == 11);
}
