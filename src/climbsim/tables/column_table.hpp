// One declaration of a table's columns drives its header and its fields, at three levels of detail.
//
// Contract: a Column names itself, says the least detail at which it is shown (brief: the handful a
// player reads; exact: every exact figure and what names the row; all: every column, Monte Carlo
// and intervals included), and writes its field of a row. ColumnTable keeps the columns shown at
// the requested detail, in the declared order, so the header and every row can never disagree.
#pragma once

#include <functional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "climbsim/text/csv.hpp"

namespace climbsim {

enum class Detail { brief = 0, exact = 1, all = 2 };

inline Detail parse_detail(std::string_view s) {
  if (s == "brief") return Detail::brief;
  if (s == "exact") return Detail::exact;
  if (s == "all") return Detail::all;
  throw std::invalid_argument("'" + std::string(s) + "' is not brief, exact or all");
}

template <class Row>
struct Column {
  std::string name;
  Detail level;
  std::function<void(CsvWriter&, const Row&)> put;
};

template <class Row>
class ColumnTable {
 public:
  ColumnTable(std::vector<Column<Row>> columns, Detail detail) {
    for (auto& c : columns)
      if (static_cast<int>(c.level) <= static_cast<int>(detail)) columns_.push_back(std::move(c));
  }
  void header(CsvWriter& csv) const {
    std::vector<std::string> names;
    for (const auto& c : columns_) names.push_back(c.name);
    csv.header(names);
  }
  void row(CsvWriter& csv, const Row& r) const {
    for (const auto& c : columns_) c.put(csv, r);
    csv.end_row();
  }

 private:
  std::vector<Column<Row>> columns_;
};

// A whole table of rows at the detail `table` was made for (small sweeps, tests).
template <class Row, class Rows>
void write_table(std::ostream& out, const ColumnTable<Row>& table, const Rows& rows) {
  CsvWriter csv(out);
  table.header(csv);
  for (const auto& r : rows) table.row(csv, r);
}

// The four columns of one Monte Carlo figure: estimate, _ci_low, _ci_high (shown at `all`), and
// exact_ (shown at `exact_level`). `mc` returns nothing for a row with no figure (an illegal row):
// its fields are empty.
template <class Row, class Mc, class Exact>
void add_figure(std::vector<Column<Row>>& cols, const std::string& name, Detail exact_level, Mc mc, Exact exact) {
  cols.push_back({name, Detail::all, [mc](CsvWriter& csv, const Row& r) {
                    const auto v = mc(r);
                    v ? csv.field(v->first) : csv.empty();
                  }});
  cols.push_back({name + "_ci_low", Detail::all, [mc](CsvWriter& csv, const Row& r) {
                    const auto v = mc(r);
                    v ? csv.field(v->second.low) : csv.empty();
                  }});
  cols.push_back({name + "_ci_high", Detail::all, [mc](CsvWriter& csv, const Row& r) {
                    const auto v = mc(r);
                    v ? csv.field(v->second.high) : csv.empty();
                  }});
  cols.push_back({"exact_" + name, exact_level, [exact](CsvWriter& csv, const Row& r) {
                    const auto v = exact(r);
                    v ? csv.field(*v) : csv.empty();
                  }});
}

}  // namespace climbsim
