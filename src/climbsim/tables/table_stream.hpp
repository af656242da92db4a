// The sink every table command streams its rows into: the table itself, any side tables (the
// summary, the distribution), and the count of rows that missed --precision.
//
// Contract: construct with the output stream and the column table (the header is written then);
// also() adds a side table, writing its header at once; operator() takes each block of rows in
// order; unmet() counts the rows that stopped at --max-samples before --precision.
#pragma once

#include <functional>
#include <memory>
#include <ostream>
#include <span>
#include <vector>

#include "climbsim/tables/column_table.hpp"

namespace climbsim {

template <class Row>
class TableStream {
 public:
  TableStream(std::ostream& out, ColumnTable<Row> table) : csv_(out), table_(std::move(table)) { table_.header(csv_); }

  void also(std::ostream& out, void (*header)(CsvWriter&), void (*rows)(CsvWriter&, std::span<const Row>)) {
    side_.push_back({std::make_unique<CsvWriter>(out), rows});
    header(*side_.back().csv);
  }

  void operator()(std::span<const Row> block) {
    for (const auto& r : block) {
      table_.row(csv_, r);
      unmet_ += r.converged ? 0 : 1;
    }
    for (auto& s : side_) s.rows(*s.csv, block);
  }

  // Rows that missed --precision so far; rows another process streamed are added with add_unmet.
  [[nodiscard]] std::size_t unmet() const noexcept { return unmet_; }
  void add_unmet(std::size_t n) noexcept { unmet_ += n; }

 private:
  struct Side {
    std::unique_ptr<CsvWriter> csv;
    void (*rows)(CsvWriter&, std::span<const Row>);
  };
  CsvWriter csv_;
  ColumnTable<Row> table_;
  std::vector<Side> side_;
  std::size_t unmet_ = 0;
};

}  // namespace climbsim
