#include "climbsim/text/spelling.hpp"

#include <algorithm>

namespace climbsim {

namespace {

// The Levenshtein distance, or `limit` once it is sure to be at least that: a row whose smallest
// entry has reached the limit can only grow. (closest_name asks only whether a candidate beats the
// best so far, so most candidates stop after a few rows.)
std::size_t distance_below(std::string_view a, std::string_view b, std::size_t limit, std::vector<std::size_t>& row) {
  const std::size_t gap = a.size() > b.size() ? a.size() - b.size() : b.size() - a.size();
  if (gap >= limit) return limit;  // every edit path needs at least the length difference
  row.resize(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    std::size_t lowest = row[0];
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
      lowest = std::min(lowest, row[j]);
    }
    if (lowest >= limit) return limit;
  }
  return std::min(row[b.size()], limit);
}

}  // namespace

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row;
  return distance_below(a, b, static_cast<std::size_t>(-1), row);
}

std::string closest_name(const std::vector<std::string>& candidates, std::string_view name) {
  std::string best;
  std::size_t best_d = std::max<std::size_t>(2, name.size() / 3) + 1;
  std::vector<std::size_t> row;
  for (const auto& c : candidates) {
    const std::size_t d = distance_below(name, c, best_d, row);
    if (d < best_d) {
      best_d = d;
      best = c;
    }
  }
  return best;
}

}  // namespace climbsim
