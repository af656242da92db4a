#include "climbsim/random/stream_identity.hpp"

#include <catch2/catch.hpp>
#include <cstdio>
#include <string>

using namespace climbsim;

TEST_CASE("a stream identity hashes each field's exact value, never its printed form", "[random]") {
  // 0.1 + 0.2 prints as 0.3 at 15 digits but is another double: another stream. A height that
  // prints differently (1, 1.0, 1e0) is one double: one stream.
  char printed[32];
  std::snprintf(printed, sizeof printed, "%.15g", 0.1 + 0.2);
  CHECK(std::string(printed) == "0.3");
  CHECK(StreamIdentity("w").field("height", 0.1 + 0.2).key() != StreamIdentity("w").field("height", 0.3).key());
  CHECK(StreamIdentity("w").field("height", 1.0).key() == StreamIdentity("w").field("height", std::stod("1e0")).key());
  CHECK(StreamIdentity("w").field("height", -0.0).bytes() == StreamIdentity("w").field("height", 0.0).bytes());
  // The type, the name, the order and the kind each tell two identities apart.
  CHECK(StreamIdentity("w").field("n", 1).key() != StreamIdentity("w").field("n", 1.0).key());
  CHECK(StreamIdentity("w").field("n", 1).key() != StreamIdentity("w").field("m", 1).key());
  CHECK(StreamIdentity("w").field("a", 1).field("b", 2).key() != StreamIdentity("w").field("b", 2).field("a", 1).key());
  CHECK(StreamIdentity("w").field("n", 1).key() != StreamIdentity("e").field("n", 1).key());
  // Lengths are part of the encoding: a name and a text cannot trade characters.
  CHECK(StreamIdentity("w").field("ab", "c").bytes() != StreamIdentity("w").field("a", "bc").bytes());
  CHECK(StreamIdentity("w").field("flag", true).key() != StreamIdentity("w").field("flag", false).key());
  // The same fields give the same key, wherever and whenever they are built.
  CHECK(StreamIdentity("w").field("edition", "rule-texts").field("minis", 4).key() ==
        StreamIdentity("w").field("edition", std::string("rule-texts")).field("minis", 4).key());
}
