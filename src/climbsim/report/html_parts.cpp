// Pieces every report section uses (contract in html_parts.hpp).
#include "climbsim/report/html_parts.hpp"


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
