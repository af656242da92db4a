#include "climbsim/terrain/piece_index.hpp"

#include <algorithm>
#include <cmath>

namespace climbsim {

PieceIndex::PieceIndex(const Terrain& t, double bucket)
    : bucket_(bucket),
      nx_(std::max(1, static_cast<int>(std::ceil(t.width / bucket)))),
      ny_(std::max(1, static_cast<int>(std::ceil(t.depth / bucket)))),
      cells_(static_cast<std::size_t>(nx_) * static_cast<std::size_t>(ny_)),
      seen_(t.pieces.size(), 0) {
  for (std::size_t k = 0; k < t.pieces.size(); ++k) {
    const Piece& p = t.pieces[k];
    const int i0 = std::clamp(static_cast<int>(std::floor(p.x / bucket_)), 0, nx_ - 1);
    const int i1 = std::clamp(static_cast<int>(std::floor(p.x1() / bucket_)), 0, nx_ - 1);
    const int j0 = std::clamp(static_cast<int>(std::floor(p.y / bucket_)), 0, ny_ - 1);
    const int j1 = std::clamp(static_cast<int>(std::floor(p.y1() / bucket_)), 0, ny_ - 1);
    for (int j = j0; j <= j1; ++j)
      for (int i = i0; i <= i1; ++i)
        cells_[static_cast<std::size_t>(j) * static_cast<std::size_t>(nx_) + static_cast<std::size_t>(i)].push_back(
            static_cast<std::uint32_t>(k));
  }
}

const std::vector<std::uint32_t>& PieceIndex::near(double x, double y, double r) const {
  result_.clear();
  if (++stamp_ == 0) {  // the stamp wrapped: start the marks afresh
    std::fill(seen_.begin(), seen_.end(), 0);
    stamp_ = 1;
  }
  const int i0 = std::clamp(static_cast<int>(std::floor((x - r) / bucket_)), 0, nx_ - 1);
  const int i1 = std::clamp(static_cast<int>(std::floor((x + r) / bucket_)), 0, nx_ - 1);
  const int j0 = std::clamp(static_cast<int>(std::floor((y - r) / bucket_)), 0, ny_ - 1);
  const int j1 = std::clamp(static_cast<int>(std::floor((y + r) / bucket_)), 0, ny_ - 1);
  for (int j = j0; j <= j1; ++j)
    for (int i = i0; i <= i1; ++i)
      for (std::uint32_t k : cells_[static_cast<std::size_t>(j) * static_cast<std::size_t>(nx_) + static_cast<std::size_t>(i)])
        if (seen_[k] != stamp_) {
          seen_[k] = stamp_;
          result_.push_back(k);
        }
  std::sort(result_.begin(), result_.end());
  return result_;
}

}  // namespace climbsim
