// SHA-256 digests for provenance records, from OpenSSL's libcrypto (Debian's libssl-dev).
//
// Contract: sha256_hex returns the lower-case hex digest of the bytes; sha256_file of a file's
// bytes, or throws std::runtime_error naming the file when it cannot be read.
#pragma once

#include <string>
#include <string_view>

namespace climbsim {

std::string sha256_hex(std::string_view bytes);
std::string sha256_file(const std::string& path);

}  // namespace climbsim
