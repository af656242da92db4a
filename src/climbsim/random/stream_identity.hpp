// What a Monte Carlo row is, field by field: the key of its random stream.
//
// Contract: a StreamIdentity is a kind ("wounds", "economy", ...) and a sequence of named fields,
// each a whole number, a real number, a flag or a text. Each field is encoded by its type, its name
// and its value's exact bits (a real number by its IEEE-754 pattern, -0 as +0), never by how the
// number prints, so changing a format moves no figure. key() is the stream key (random/stream.hpp):
// the FNV-1a hash of the encoding, mixed. bytes() is the encoding itself, an exact key for "the
// same row" (two identities are equal exactly when their bytes are). Two rows with the same
// fields in the same order draw the same numbers wherever they stand in a sweep.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "climbsim/platform/bits.hpp"
#include "climbsim/random/stream.hpp"

namespace climbsim {

class StreamIdentity {
 public:
  explicit StreamIdentity(std::string_view kind) {
    bytes_.reserve(256);  // a row's identity: a few hundred bytes, built without growing
    put('K', "", kind);
  }

  StreamIdentity& field(std::string_view name, std::int64_t value) { return put('I', name, little_endian(static_cast<std::uint64_t>(value)).view()); }
  StreamIdentity& field(std::string_view name, int value) { return field(name, static_cast<std::int64_t>(value)); }
  StreamIdentity& field(std::string_view name, double value) {
    return put('R', name, little_endian(bits_of(value == 0.0 ? 0.0 : value)).view());
  }
  StreamIdentity& field(std::string_view name, bool value) { return put('B', name, value ? "\1" : std::string_view("\0", 1)); }
  StreamIdentity& field(std::string_view name, std::string_view value) { return put('T', name, value); }
  StreamIdentity& field(std::string_view name, const char* value) { return field(name, std::string_view(value)); }

  [[nodiscard]] const std::string& bytes() const noexcept { return bytes_; }
  [[nodiscard]] std::uint64_t key() const noexcept { return scenario_key(bytes_); }

 private:
  // type, then the name and the value each after its length (4 bytes), so no two encodings of
  // different fields can read alike.
  StreamIdentity& put(char type, std::string_view name, std::string_view value) {
    bytes_ += type;
    length(name.size());
    bytes_.append(name);
    length(value.size());
    bytes_.append(value);
    return *this;
  }
  void length(std::size_t n) { bytes_.append(little_endian(n).view().substr(0, 4)); }
  // A number's 8 bytes, least significant first (the same on every machine).
  struct Bytes {
    char b[8];
    [[nodiscard]] std::string_view view() const noexcept { return {b, 8}; }
  };
  static Bytes little_endian(std::uint64_t v) noexcept {
    Bytes out{};
    for (int i = 0; i < 8; ++i) out.b[i] = static_cast<char>((v >> (8 * i)) & 0xff);
    return out;
  }
  std::string bytes_;
};

}  // namespace climbsim
