// CSV output: RFC 4180 (CRLF line ends, quotes only where needed), one header row. A row is
// written to the stream whole, at end_row (one write a row, not one a field: the page's engine
// spent a tenth of a map's time in the stream's per-write work); a row left open is written when
// the writer goes.
//
// Contract: numbers are written in the shortest form that reads back to the same double
// (std::to_chars), so output is exact, locale-free and the same on every run; booleans are
// true/false; an absent figure is an empty field.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace climbsim {

class CsvWriter {
 public:
  explicit CsvWriter(std::ostream& out) : out_(out) {}
  ~CsvWriter();
  CsvWriter(const CsvWriter&) = delete;
  CsvWriter& operator=(const CsvWriter&) = delete;

  void header(const std::vector<std::string>& columns);
  CsvWriter& field(std::string_view text);
  CsvWriter& field(double value);
  CsvWriter& field(std::optional<double> value);
  CsvWriter& field(std::int64_t value);
  CsvWriter& field(std::uint64_t value);
  CsvWriter& field(int value) { return field(static_cast<std::int64_t>(value)); }
  CsvWriter& field(bool value) { return field(std::string_view(value ? "true" : "false")); }
  CsvWriter& field(const char* text) { return field(std::string_view(text)); }
  CsvWriter& empty() { return field(std::string_view()); }
  void end_row();

 private:
  void separator();
  std::ostream& out_;
  std::string row_;
  bool first_in_row_ = true;
};

// The shortest decimal text that reads back as `value` ("nan"/"inf" never appear: empty instead).
std::string format_number(double value);
// 3 significant figures, for people (printf's %.3g); "" for NaN.
std::string sig(double v);

// Splits one CSV record (no embedded line breaks) into fields, undoing RFC 4180 quoting.
std::vector<std::string> split_csv_line(std::string_view line);

}  // namespace climbsim
