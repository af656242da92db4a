// Reading what a user hands in: whole text files, and quoting their bad values back safely.
//
// Contract: read_text_file returns a file's bytes with a leading UTF-8 byte-order mark removed (as
// spreadsheets save CSV). A missing file, a directory, or anything that is not a regular file or a
// pipe throws InputError naming the path and the reason; so does an empty file when `allow_empty`
// is false. quote_value renders a value for an error message: at most 80 characters, control and
// non-ASCII bytes escaped as \xNN, so a NUL byte or a 20 MB field never reaches the terminal whole.
#pragma once

#include <stdexcept>
#include <cstdint>
#include <string>
#include <string_view>

namespace climbsim {

struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// `what` names the file's role in messages: "terrain file", "roster file", "config file".
// A file larger than max_bytes is refused before it is read (InputError naming its size).
std::string read_text_file(const std::string& path, const std::string& what, bool allow_empty = false,
                           std::size_t max_bytes = SIZE_MAX);

// A path as messages show it: as it is when every byte is printable, else quoted with its control
// bytes escaped (quote_value), so a newline in a file name cannot split a one-line message.
std::string shown_path(std::string_view path);

// True when the value is a web address ("https://...", any scheme followed by "://"), which a path
// option such as --list may name instead of a file: it is not made relative to an .ini's folder.
bool is_web_address(std::string_view value) noexcept;

// The text without a leading UTF-8 byte-order mark (EF BB BF).
std::string_view strip_bom(std::string_view text) noexcept;

// Text from a file or a user as it may reach a terminal: every control byte (and DEL) as \xNN, so no
// escape sequence passes; newlines too unless `keep_newlines`. UTF-8 letters are kept. At most
// `max_bytes` of the text, then "...".
std::string printable_text(std::string_view text, bool keep_newlines = false, std::size_t max_bytes = SIZE_MAX);

// 'value' for a message: quoted, escaped, and cut to 80 characters with the full length said.
std::string quote_value(std::string_view value);

}  // namespace climbsim
