// Sweeps that stream: rows are built, evaluated and handed on a block at a time, so a sweep's
// memory does not grow with its row count.
//
// Contract: stream_rows(n, block, make, evaluate, sink) builds row i with make(i), evaluates the
// rows of a block in parallel (evaluate(row)), and calls sink(rows) with each block in row order;
// `rows_done`, when given, counts each row as it finishes (for a progress display); `part` limits
// the rows to a slice (a rank's share under MPI).
// Rows depend only on their own index and streams (monte_carlo.hpp), so the blocking changes no
// figure. With a `key` (stream_distinct_rows, evaluate_distinct), rows whose evaluation is the
// same computation (the same key, which must name everything evaluate reads, its stream's seed
// included) are evaluated once and the others copy the figures: the same bytes, fewer draws. The
// cache of computed rows is bounded (kDistinctCache keys, then it starts again). MixedRadix turns
// a row index into the indices of a cross product's lists (the last list varies fastest), so row i
// can be built without the rows before it.
#pragma once

#include <atomic>
#include <cstddef>
#include <algorithm>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "climbsim/platform/executor.hpp"

namespace climbsim {

inline constexpr std::size_t kRowBlock = 512;

// The part of a sweep one process computes: units (rows, or an economy's clusters) first <= i < last.
// The whole sweep by default; a slice when the sweep is spread over MPI ranks.
struct RowRange {
  std::size_t first = 0, last = SIZE_MAX;
  [[nodiscard]] bool has(std::size_t i) const noexcept { return i >= first && i < last; }
};

class MixedRadix {
 public:
  explicit MixedRadix(std::vector<std::size_t> sizes) : sizes_(std::move(sizes)) {}
  // The product of the sizes, or throws std::length_error past SIZE_MAX.
  [[nodiscard]] std::size_t total() const {
    std::size_t n = 1;
    for (auto s : sizes_) {
      if (s != 0 && n > SIZE_MAX / s) throw std::length_error("the sweep has too many rows to count");
      n *= s;
    }
    return n;
  }
  // digits[k] = index into list k of row `index`.
  [[nodiscard]] std::vector<std::size_t> digits(std::size_t index) const {
    std::vector<std::size_t> d(sizes_.size());
    for (std::size_t k = sizes_.size(); k-- > 0;) {
      d[k] = index % sizes_[k];
      index /= sizes_[k];
    }
    return d;
  }

 private:
  std::vector<std::size_t> sizes_;
};

inline constexpr std::size_t kDistinctCache = 1 << 14;

// Evaluates `rows` (keys[i] empty: always computed), the first row of each key not in `done`
// computing in parallel, every other copying its figures (copy(from, to)); adds the computed rows
// to `done`.
template <class Row, class Evaluate, class Copy>
void evaluate_distinct(std::vector<Row>& rows, const std::vector<std::string>& keys, std::unordered_map<std::string, Row>& done,
                       Evaluate evaluate, Copy copy, std::atomic<std::uint64_t>* rows_done = nullptr) {
  if (done.size() > kDistinctCache) done.clear();
  std::vector<std::size_t> computing;
  std::unordered_map<std::string, std::size_t> first;
  for (std::size_t i = 0; i < rows.size(); ++i)
    if (keys[i].empty() || (!done.contains(keys[i]) && first.emplace(keys[i], i).second)) computing.push_back(i);
  exec::parallel_for(computing.size(), [&](std::size_t n) {
    evaluate(rows[computing[n]]);
    if (rows_done) rows_done->fetch_add(1, std::memory_order_relaxed);
  });
  for (const auto i : computing)
    if (!keys[i].empty()) done.emplace(keys[i], rows[i]);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (keys[i].empty()) continue;
    const auto own = first.find(keys[i]);
    if (own != first.end() && own->second == i) continue;
    copy(done.at(keys[i]), rows[i]);
    if (rows_done) rows_done->fetch_add(1, std::memory_order_relaxed);
  }
}

template <class Make, class Key, class Evaluate, class Copy, class Sink>
void stream_distinct_rows(std::size_t n, std::size_t block, Make make, Key key, Evaluate evaluate, Copy copy, Sink sink,
                          std::atomic<std::uint64_t>* rows_done = nullptr, RowRange part = {}) {
  using Row = decltype(make(std::size_t{0}));
  std::vector<Row> rows;
  std::vector<std::string> keys;
  std::unordered_map<std::string, Row> done;
  n = std::min(n, part.last);
  for (std::size_t first = part.first; first < n; first += block) {
    const std::size_t last = std::min(n, first + block);
    rows.clear();
    keys.clear();
    for (std::size_t i = first; i < last; ++i) rows.push_back(make(i)), keys.push_back(key(rows.back()));
    evaluate_distinct(rows, keys, done, evaluate, copy, rows_done);
    sink(std::span<const Row>(rows));
  }
}

// Every row computed (no key).
template <class Make, class Evaluate, class Sink>
void stream_rows(std::size_t n, std::size_t block, Make make, Evaluate evaluate, Sink sink,
                 std::atomic<std::uint64_t>* rows_done = nullptr, RowRange part = {}) {
  using Row = decltype(make(std::size_t{0}));
  stream_distinct_rows(
      n, block, make, [](const Row&) { return std::string(); }, evaluate, [](const Row&, Row&) {}, sink, rows_done, part);
}

}  // namespace climbsim
