#include "climbsim/text/text_input.hpp"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace climbsim {

std::string_view strip_bom(std::string_view text) noexcept {
  if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  return text;
}

std::string shown_path(std::string_view path) {
  for (const char ch : path)
    if (static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) == 0x7F) return quote_value(path);
  return std::string(path);
}

std::string read_text_file(const std::string& path_arg, const std::string& what, bool allow_empty) {
  const std::string path = shown_path(path_arg);  // as messages show it
  struct stat st {};
  if (::stat(path_arg.c_str(), &st) != 0)
    throw InputError(path + ": cannot open the " + what + ": " + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) throw InputError(path + ": the " + what + " is a directory, not a file");
  // A FIFO or process substitution (<(...)) is fine; devices and sockets are not text files.
  if (!S_ISREG(st.st_mode) && !S_ISFIFO(st.st_mode)) throw InputError(path + ": the " + what + " is not a regular file");
  std::ifstream in(path_arg, std::ios::binary);
  if (!in) throw InputError(path + ": cannot open the " + what + ": " + std::strerror(errno));
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw InputError(path + ": cannot read the " + what);
  std::string s = text.str();
  if (s.size() >= 3 && s.compare(0, 3, "\xEF\xBB\xBF") == 0) s.erase(0, 3);
  if (!allow_empty && s.find_first_not_of(" \t\r\n") == std::string::npos)
    throw InputError(path + ": the " + what + " is empty");
  return s;
}

std::string quote_value(std::string_view value) {
  constexpr std::size_t kShown = 80;
  std::string out = "'";
  std::size_t shown = 0;
  for (const char ch : value) {
    if (shown == kShown) break;
    const auto c = static_cast<unsigned char>(ch);
    if (c >= 0x20 && c < 0x7F) {
      out += ch;
    } else {
      static const char hex[] = "0123456789abcdef";
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    }
    ++shown;
  }
  out += '\'';
  if (value.size() > kShown) out += "... (" + std::to_string(value.size()) + " bytes)";
  return out;
}

}  // namespace climbsim
