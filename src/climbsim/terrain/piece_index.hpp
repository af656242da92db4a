// A bucket grid over the table's pieces, so that "which pieces are near this point" costs the
// pieces nearby rather than every piece on the table.
//
// Contract: near(x, y, r) returns, in file order and each once, at least every piece whose
// rectangle comes within r of (x, y) (it may return a few more: callers still test the distance).
// Building the index is linear in the pieces and the buckets they cover.
#pragma once

#include <cstdint>
#include <vector>

#include "climbsim/terrain/terrain.hpp"

namespace climbsim {

class PieceIndex {
 public:
  explicit PieceIndex(const Terrain& terrain, double bucket = 2.0);
  [[nodiscard]] const std::vector<std::uint32_t>& near(double x, double y, double r) const;

 private:
  double bucket_;
  int nx_, ny_;
  std::vector<std::vector<std::uint32_t>> cells_;
  mutable std::vector<std::uint32_t> result_;
  mutable std::vector<std::uint32_t> seen_;  // stamp per piece, to return each once
  mutable std::uint32_t stamp_ = 0;
};

}  // namespace climbsim
