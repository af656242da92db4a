#include "climbsim/random/stream.hpp"

#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "climbsim/random/lanes.hpp"

using namespace climbsim;

TEST_CASE("splitmix64 matches the reference sequence from seed 0", "[random]") {
  std::uint64_t s = 0;
  // First outputs of the reference splitmix64.c from state 0.
  CHECK(splitmix64(s) == 0xe220a8397b1dcdafULL);
  CHECK(splitmix64(s) == 0x6e789e6aa1b965f4ULL);
  CHECK(splitmix64(s) == 0x06c45d188009454fULL);
}

TEST_CASE("xoshiro256++ matches the reference implementation", "[random]") {
  // Reference xoshiro256plusplus.c from state {1, 2, 3, 4}.
  auto g = Xoshiro256pp::from_state({1, 2, 3, 4});
  CHECK(g() == 41943041ULL);
  CHECK(g() == 58720359ULL);
  CHECK(g() == 3588806011781223ULL);
}

TEST_CASE("chunk keys separate seeds - scenarios - chunks and streams", "[random]") {
  std::set<std::uint64_t> keys;
  for (std::uint64_t seed : {0, 1, 2})
    for (std::uint64_t scen : {0, 1, 2})
      for (std::uint64_t chunk : {0, 1, 2})
        for (auto stream : {StreamId::clamber, StreamId::cliff}) keys.insert(chunk_key(seed, scen, chunk, stream));
  CHECK(keys.size() == 3 * 3 * 3 * 2);
  CHECK(scenario_key("a") != scenario_key("b"));
  // FNV-1a's published 64-bit vectors (Fowler, Noll, Vo): "" -> cbf29ce484222325, "a" -> af63dc4c8601ec8c,
  // "foobar" -> 85944171f73967e8; the key is that hash, mixed.
  CHECK(scenario_key("") == mix_keys(0xcbf29ce484222325ULL, 0));
  CHECK(scenario_key("a") == mix_keys(0xaf63dc4c8601ec8cULL, 0));
  CHECK(scenario_key("foobar") == mix_keys(0x85944171f73967e8ULL, 0));
  // Every byte counts: each one-byte change of a row's text gives a key of its own.
  const std::string text = "wounds|minis=4|wpm=1|method=clamber|height=2";
  std::set<std::uint64_t> variants{scenario_key(text)};
  for (std::size_t i = 0; i < text.size(); ++i) {
    std::string v = text;
    v[i] = static_cast<char>(v[i] ^ 1);
    variants.insert(scenario_key(v));
  }
  CHECK(variants.size() == text.size() + 1);
}

TEST_CASE("LaneRng gives the same sequence whatever the block sizes", "[random]") {
  LaneRng whole(42);
  std::vector<std::uint64_t> a(64);
  whole.fill(a.data(), a.size());

  LaneRng pieces(42);
  std::vector<std::uint64_t> b(64);
  pieces.fill(b.data(), 8);
  pieces.fill(b.data() + 8, 24);
  pieces.fill(b.data() + 32, 32);
  CHECK(a == b);

  // A partial final block gives the prefix of a full one.
  LaneRng partial(42);
  std::vector<std::uint64_t> c(13);
  partial.fill(c.data(), c.size());
  CHECK(std::equal(c.begin(), c.end(), a.begin()));
}

TEST_CASE("LaneRng lanes are distinct streams with uniform-looking bits", "[random]") {
  LaneRng rng(7);
  std::vector<std::uint64_t> u(8 * 4096);
  rng.fill(u.data(), u.size());
  std::set<std::uint64_t> distinct(u.begin(), u.end());
  CHECK(distinct.size() == u.size());
  // Each of the 64 bits is set about half the time: 4.5 sigma of Binomial(32768, 1/2) is ~407.
  for (int bit = 0; bit < 64; ++bit) {
    long ones = 0;
    for (auto x : u) ones += static_cast<long>((x >> bit) & 1U);
    CHECK(std::abs(ones - 16384) < 407);
  }
}

TEST_CASE("every LaneRng lane is the reference xoshiro256++ seeded from (key, lane)", "[random][kernels]") {
  LaneRng rng(0xfeed);
  std::vector<std::uint64_t> u(8 * 100 + 3);
  rng.fill(u.data(), u.size());
  for (std::uint64_t lane = 0; lane < LaneRng::kLanes; ++lane) {
    Xoshiro256pp ref(mix_keys(0xfeed, lane));
    for (std::size_t step = 0; step * 8 + lane < u.size(); ++step) REQUIRE(u[step * 8 + lane] == ref());
  }
}
