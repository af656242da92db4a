#include "climbsim/engine/kernels/tail_count.hpp"

#include <catch2/catch.hpp>
#include <algorithm>
#include <vector>

#include "climbsim/platform/isa.hpp"
#include "climbsim/random/stream.hpp"

using namespace climbsim;

TEST_CASE("the dispatched tail count equals the portable one on every shape", "[kernels]") {
  INFO("dispatching to " << to_string(detected_isa()));
  Xoshiro256pp gen(2024);
  for (std::size_t n : {0, 1, 7, 8, 9, 63, 64, 65, 512, 1001}) {
    std::vector<std::uint64_t> u(n);
    for (auto& x : u) x = gen();
    if (n > 3) u[0] = 0, u[1] = UINT64_MAX, u[2] = 0x8000000000000000ULL;  // edges and the sign bit
    for (int count = 0; count <= 20; ++count) {
      std::vector<std::uint64_t> t(static_cast<std::size_t>(count));
      for (auto& x : t) x = gen();
      if (count > 2) t[0] = 0, t[1] = 0x8000000000000000ULL, t[2] = UINT64_MAX;
      if (count > 3 && n > 3) t[3] = u[3];  // equality counts as passing
      std::sort(t.begin(), t.end());
      std::vector<std::uint64_t> fast(t.size(), 5), slow(t.size(), 5);  // adds to what is there
      count_tails(u.data(), n, t.data(), count, fast.data());
      count_tails_portable(u.data(), n, t.data(), count, slow.data());
      INFO("n " << n << " count " << count);
      REQUIRE(fast == slow);
    }
  }
}

TEST_CASE("the portable tail count is what it says", "[kernels]") {
  const std::uint64_t u[] = {0, 5, 10, 10, UINT64_MAX};
  const std::uint64_t t[] = {1, 10, UINT64_MAX};
  std::uint64_t tail[3] = {0, 0, 0};
  count_tails_portable(u, 5, t, 3, tail);
  CHECK(tail[0] == 4);
  CHECK(tail[1] == 3);
  CHECK(tail[2] == 1);
}
