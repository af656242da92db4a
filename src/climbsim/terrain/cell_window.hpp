// A rectangle of a block's cells: the part of a block a step can read or write (ToolMove::window),
// so that work per step follows its sources, not the whole table.
#pragma once

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
};

}  // namespace climbsim
