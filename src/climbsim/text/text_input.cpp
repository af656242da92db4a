#include "climbsim/text/text_input.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <fstream>

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

namespace {

// A pipe that nothing writes to would hold an open() or a read() for ever (`mkfifo f; climbsim map
// --terrain f`). Opened without blocking, it is given kPipeWaitSeconds to show data or its writer's
// end; a pipe from <(...) has its writer already, so only a pipe nobody writes to is refused. The
// bytes are read from that same descriptor: closing it could drop what a writer already left.
constexpr int kPipeWaitSeconds = 10;

template <class TooBig>
std::string read_pipe(const std::string& path_arg, const std::string& path, const std::string& what, std::size_t max_bytes, TooBig too_big) {
  const int fd = ::open(path_arg.c_str(), O_RDONLY | O_NONBLOCK);  // NOLINT(cppcoreguidelines-pro-type-vararg)
  if (fd < 0) throw InputError(path + ": cannot open the " + what + ": " + std::strerror(errno));
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  pollfd p{fd, POLLIN, 0};
  int ready = 0;
  do ready = ::poll(&p, 1, kPipeWaitSeconds * 1000);
  while (ready < 0 && errno == EINTR);
  if (ready == 0)
    throw InputError(path + ": the " + what + " is a pipe nothing wrote to in " + std::to_string(kPipeWaitSeconds) +
                     " s: give a file, or start the program that writes it first");
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);  // NOLINT(cppcoreguidelines-pro-type-vararg)
  std::string s;
  std::array<char, 1 << 16> buf{};
  while (true) {
    const ssize_t n = ::read(fd, buf.data(), buf.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw InputError(path + ": cannot read the " + what + ": " + std::strerror(errno));
    if (n == 0) break;
    s.append(buf.data(), static_cast<std::size_t>(n));
    if (s.size() > max_bytes) throw too_big(s.size());
  }
  return s;
}

}  // namespace

std::string read_text_file(const std::string& path_arg, const std::string& what, bool allow_empty, std::size_t max_bytes) {
  const std::string path = shown_path(path_arg);  // as messages show it
  struct stat st {};
  if (::stat(path_arg.c_str(), &st) != 0)
    throw InputError(path + ": cannot open the " + what + ": " + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) throw InputError(path + ": the " + what + " is a directory, not a file");
  // A FIFO or process substitution (<(...)) is fine; devices and sockets are not text files.
  if (!S_ISREG(st.st_mode) && !S_ISFIFO(st.st_mode)) throw InputError(path + ": the " + what + " is not a regular file");
  const auto too_big = [&](std::size_t bytes) {
    return InputError(path + ": the " + what + " is " + std::to_string(bytes) + " bytes or more: at most " + std::to_string(max_bytes));
  };
  if (S_ISREG(st.st_mode) && static_cast<std::uintmax_t>(st.st_size) > max_bytes) throw too_big(static_cast<std::size_t>(st.st_size));
  std::string s;
  if (S_ISFIFO(st.st_mode)) {
    s = read_pipe(path_arg, path, what, max_bytes, too_big);  // a pipe has no size to ask first
  } else {
    std::ifstream in(path_arg, std::ios::binary);
    if (!in) throw InputError(path + ": cannot open the " + what + ": " + std::strerror(errno));
    std::array<char, 1 << 16> buf{};
    while (in.read(buf.data(), buf.size()) || in.gcount() > 0) {
      s.append(buf.data(), static_cast<std::size_t>(in.gcount()));
      if (s.size() > max_bytes) throw too_big(s.size());  // a file may grow while read
    }
    if (in.bad()) throw InputError(path + ": cannot read the " + what);
  }
  if (s.size() >= 3 && s.compare(0, 3, "\xEF\xBB\xBF") == 0) s.erase(0, 3);
  if (!allow_empty && s.find_first_not_of(" \t\r\n") == std::string::npos)
    throw InputError(path + ": the " + what + " is empty");
  return s;
}

bool is_web_address(std::string_view value) noexcept {
  const auto colon = value.find("://");
  if (colon == std::string_view::npos || colon == 0) return false;
  for (std::size_t i = 0; i < colon; ++i) {  // a scheme (RFC 3986): a letter, then letters, digits, + - .
    const char c = value[i];
    const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    if (!(letter || (i > 0 && ((c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.')))) return false;
  }
  return true;
}

std::string printable_text(std::string_view text, bool keep_newlines, std::size_t max_bytes) {
  static const char hex[] = "0123456789abcdef";
  std::string out;
  for (const char ch : text.substr(0, std::min(text.size(), max_bytes))) {
    const auto c = static_cast<unsigned char>(ch);
    if ((c < 0x20 && !(keep_newlines && c == '\n')) || c == 0x7F) {
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += ch;
    }
  }
  if (text.size() > max_bytes) out += "...";
  return out;
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
