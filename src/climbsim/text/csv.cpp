#include "climbsim/text/csv.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>

#include "climbsim/text/decimal.hpp"

namespace climbsim {

std::string format_number(double value) {
  if (!std::isfinite(value)) return {};
  if (value == 0.0) value = 0.0;  // no "-0"
#if defined(__cpp_lib_to_chars)
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, value);
  return {buf, r.ptr};
#else
  return shortest_decimal(value);  // the same text (text/decimal.hpp)
#endif
}

std::string sig(double v) {
  if (std::isnan(v)) return "";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g", v);
  return buf;
}

CsvWriter::~CsvWriter() {
  if (!row_.empty()) out_.write(row_.data(), static_cast<std::streamsize>(row_.size()));  // a row left open
}

void CsvWriter::separator() {
  if (!first_in_row_) row_ += ',';
  first_in_row_ = false;
}

void CsvWriter::header(const std::vector<std::string>& columns) {
  for (const auto& c : columns) field(std::string_view(c));
  end_row();
}

CsvWriter& CsvWriter::field(std::string_view text) {
  separator();
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) {
    row_ += text;
    return *this;
  }
  row_ += '"';
  for (char c : text) {
    if (c == '"') row_ += '"';
    row_ += c;
  }
  row_ += '"';
  return *this;
}

CsvWriter& CsvWriter::field(double value) { return field(std::string_view(format_number(value))); }

CsvWriter& CsvWriter::field(std::optional<double> value) { return value ? field(*value) : empty(); }

CsvWriter& CsvWriter::field(std::int64_t value) {
  separator();
  row_ += std::to_string(value);
  return *this;
}

CsvWriter& CsvWriter::field(std::uint64_t value) {
  separator();
  row_ += std::to_string(value);
  return *this;
}

void CsvWriter::end_row() {
  row_ += "\r\n";
  out_.write(row_.data(), static_cast<std::streamsize>(row_.size()));
  row_.clear();
  first_in_row_ = true;
}

std::vector<std::string> split_csv_line(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        fields.back() += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        fields.back() += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      fields.emplace_back();
    } else {
      fields.back() += c;
    }
  }
  return fields;
}

}  // namespace climbsim
