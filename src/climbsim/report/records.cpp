#include "climbsim/report/records.hpp"

#include <cmath>
#include <limits>

#include "climbsim/text/csv.hpp"
#include "climbsim/text/lists.hpp"

namespace climbsim {

const std::string& Record::get(const std::string& column) const {
  static const std::string none;
  const auto it = fields.find(column);
  return it == fields.end() ? none : it->second;
}

double Record::number(const std::string& column) const {
  double v = 0;
  return parse_double(get(column), v) ? v : std::numeric_limits<double>::quiet_NaN();
}

std::vector<Record> read_records(std::string_view text) {
  std::vector<Record> rows;
  std::vector<std::string> header;
  std::size_t start = 0;
  while (start < text.size()) {
    auto end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const auto fields = split_csv_line(text.substr(start, end - start));
    start = end + 1;
    if (header.empty()) {
      header = fields;
      continue;
    }
    Record r;
    for (std::size_t i = 0; i < fields.size() && i < header.size(); ++i) r.fields[header[i]] = fields[i];
    rows.push_back(std::move(r));
  }
  return rows;
}

}  // namespace climbsim
