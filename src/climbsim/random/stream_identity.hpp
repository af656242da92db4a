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
  explicit StreamIdentity(std::string_view kind) { put('K', "", kind); }

  StreamIdentity& field(std::string_view name, std::int64_t value) {
    std::string v;
    for (int i = 0; i < 8; ++i) v += static_cast<char>((static_cast<std::uint64_t>(value) >> (8 * i)) & 0xff);
    return put('I', name, v);
  }
  StreamIdentity& field(std::string_view name, int value) { return field(name, static_cast<std::int64_t>(value)); }
  StreamIdentity& field(std::string_view name, double value) {
    const std::uint64_t bits = bits_of(value == 0.0 ? 0.0 : value);
    std::string v;
    for (int i = 0; i < 8; ++i) v += static_cast<char>((bits >> (8 * i)) & 0xff);
    return put('R', name, v);
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
  void length(std::size_t n) {
    for (int i = 0; i < 4; ++i) bytes_ += static_cast<char>((n >> (8 * i)) & 0xff);
  }
  std::string bytes_;
};

}  // namespace climbsim
