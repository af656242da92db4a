#include "climbsim/text/spelling.hpp"

#include <algorithm>
#include <array>

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

namespace {

// A lower bound on the edit distance from the letters alone: an edit changes the count of at most
// two letters by one each, so it is at least half the counts' total difference. Counted in 37 bins
// (a-z, 0-9, anything else: merging letters can only lower the bound). O(n + m) where the distance
// is O(n m): most candidates of a name that is no near miss stop here.
using LetterCounts = std::array<int, 37>;
LetterCounts letter_counts(std::string_view s) {
  LetterCounts c{};
  for (const char ch : s) ++c[ch >= 'a' && ch <= 'z' ? ch - 'a' : ch >= '0' && ch <= '9' ? 26 + (ch - '0') : 36];
  return c;
}
std::size_t letters_bound(const LetterCounts& a, const LetterCounts& b) {
  std::size_t total = 0;
  for (std::size_t i = 0; i < a.size(); ++i) total += static_cast<std::size_t>(a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]);
  return (total + 1) / 2;
}

}  // namespace

std::string closest_name(const std::vector<std::string>& candidates, std::string_view name) {
  std::string best;
  std::size_t best_d = std::max<std::size_t>(2, name.size() / 3) + 1;
  std::vector<std::size_t> row;
  const LetterCounts counts = letter_counts(name);
  for (const auto& c : candidates) {
    const std::size_t gap = c.size() > name.size() ? c.size() - name.size() : name.size() - c.size();
    if (gap >= best_d || letters_bound(counts, letter_counts(c)) >= best_d) continue;  // cheapest test first
    const std::size_t d = distance_below(name, c, best_d, row);
    if (d < best_d) {
      best_d = d;
      best = c;
    }
  }
  return best;
}

std::string match_key(std::string_view name) {
  // ASCII letters and digits, lower case: what isalnum and tolower keep in the C locale, without
  // their per-byte calls (a list's lookups make many keys).
  std::string key;
  key.reserve(name.size());
  for (const char ch : name) {
    if (ch >= 'A' && ch <= 'Z') key += static_cast<char>(ch - 'A' + 'a');
    else if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9')) key += ch;
  }
  return key;
}

}  // namespace climbsim
