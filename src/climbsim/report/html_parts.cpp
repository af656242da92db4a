// Pieces every report section uses (contract in html_parts.hpp).
#include "climbsim/report/html_parts.hpp"

#include <algorithm>
#include "climbsim/report/page.hpp"


namespace climbsim {

std::string base64(const std::string& bytes) {
  static const char* a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  std::size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    const auto n = static_cast<unsigned char>(bytes[i]) << 16 | static_cast<unsigned char>(bytes[i + 1]) << 8 |
                   static_cast<unsigned char>(bytes[i + 2]);
    out += {a[n >> 18 & 63], a[n >> 12 & 63], a[n >> 6 & 63], a[n & 63]};
  }
  if (i + 1 == bytes.size()) {
    const auto n = static_cast<unsigned char>(bytes[i]) << 16;
    out += {a[n >> 18 & 63], a[n >> 12 & 63], '=', '='};
  } else if (i + 2 == bytes.size()) {
    const auto n = static_cast<unsigned char>(bytes[i]) << 16 | static_cast<unsigned char>(bytes[i + 1]) << 8;
    out += {a[n >> 18 & 63], a[n >> 12 & 63], a[n >> 6 & 63], '='};
  }
  return out;
}

std::string html_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string whole_table_note(const std::string& whole_csv) {
  if (!whole_csv.empty()) return "the CSV " + html_escape(whole_csv) + " has every row";
  return "run the report with --keep DIR to keep every row as CSV";
}

}  // namespace climbsim

namespace climbsim {

std::string experiment_title(const std::string& ini_text, const std::string& fallback) {
  const auto trimmed = [](std::string s) {
    const auto a = s.find_first_not_of(" \t\r"), b = s.find_last_not_of(" \t\r");
    return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
  };
  std::string first;
  std::size_t at = 0;
  while (at < ini_text.size()) {
    const auto end = std::min(ini_text.find('\n', at), ini_text.size());
    const std::string line = trimmed(ini_text.substr(at, end - at));
    at = end + 1;
    if (line.empty() || line[0] != '#') {
      if (!line.empty()) break;  // the comments above the first option only
      continue;
    }
    const std::string text = trimmed(line.substr(1));
    if (text.rfind("Title:", 0) == 0) return trimmed(text.substr(6));
    if (first.empty()) first = text;
  }
  const auto cut = first.find_first_of(":(");
  const std::string clause = trimmed(first.substr(0, cut));
  return clause.empty() ? fallback : clause;
}

}  // namespace climbsim
