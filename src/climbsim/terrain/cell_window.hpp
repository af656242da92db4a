// A rectangle of a block's cells: the part of a block a step can read or write (ToolMove::window),
// so that work per step follows its sources, not the whole table.
#pragma once

#include <cstddef>

namespace climbsim {

// A rectangle of a block's cells, [i0, i1) x [j0, j1); none() holds no cell, and add() widens it
// to hold a cell.
struct CellWindow {
  int i0 = 0, j0 = 0, i1 = 0, j1 = 0;
  static CellWindow none() { return {1 << 30, 1 << 30, -1, -1}; }
  void add(int i, int j) {
    i0 = i < i0 ? i : i0, j0 = j < j0 ? j : j0;
    i1 = i + 1 > i1 ? i + 1 : i1, j1 = j + 1 > j1 ? j + 1 : j1;
  }
  [[nodiscard]] bool empty() const { return i1 <= i0 || j1 <= j0; }
  bool operator==(const CellWindow&) const = default;

  // visit(i, j, c) for each of its cells in row order, c = j * nx + i in a block nx cells wide.
  template <class Visit>
  void for_each(int nx, Visit&& visit) const {
    for (int j = j0; j < j1; ++j)
      for (int i = i0; i < i1; ++i) visit(i, j, static_cast<std::size_t>(j) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i));
  }
};

}  // namespace climbsim
