// The spread cache against the tool it remembers: every answer must be the tool's own, bit for bit,
// and an input that differs in any part must be computed, not taken for one seen before.
#include "climbsim/terrain/spread_cache.hpp"

#include <catch2/catch.hpp>
#include <tbb/parallel_for.h>

#include <cmath>
#include <cstring>

using namespace climbsim;

namespace {

constexpr int kN = 40;
constexpr double kRes = 0.25;

// A 10" x 10" block with two pieces in the way of a base of radius 0.5".
Clearance block(double second_piece_x = 6) {
  return Clearance(kN, kN, Rect{0.5 / kRes, 0.5 / kRes, kN - 0.5 / kRes, kN - 0.5 / kRes},
                   {Rect{12, 10, 16, 22}, Rect{second_piece_x / kRes, 28, second_piece_x / kRes + 6, 31}}, 0.5 / kRes);
}

std::vector<Spot> sources() {
  std::vector<Spot> from(kN * kN);
  from[8 * kN + 8] = {3, 0.1f, -0.2f};
  from[8 * kN + 9] = {5, 0.0f, 0.0f};
  from[30 * kN + 20] = {4, -0.3f, 0.25f};
  return from;
}

bool same_bytes(const std::vector<Spot>& a, const std::vector<Spot>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(Spot)) == 0;
}

// What the tool itself gives.
std::vector<Spot> direct(const ToolMove& tool, const Clearance& c, const std::vector<std::uint8_t>* avoid, const std::vector<Spot>& from,
                         const std::vector<std::uint8_t>* covered) {
  std::vector<Spot> to;
  tool.spread(kN, kN, c, avoid, from, to, covered);
  return to;
}

}  // namespace

TEST_CASE("the spread cache answers as the tool does and computes each distinct input once", "[terrain]") {
  const ToolMove tool(kRes, 0.5 + 1, 1 + 0.5, 90), longer(kRes, 0.5 + 2, 2 + 0.5, 90);
  const Clearance c = block(), moved = block(6.25);
  const std::vector<Spot> from = sources();
  std::vector<std::uint8_t> avoid(kN * kN, 0), covered(kN * kN, 0);
  avoid[10 * kN + 10] = 1;
  covered[8 * kN + 8] = 1;

  SpreadCache cache;
  std::vector<Spot> got;
  cache.spread(tool, kN, kN, c, nullptr, from, got, nullptr);
  const std::vector<Spot> want = direct(tool, c, nullptr, from, nullptr);
  CHECK(same_bytes(got, want));
  got.clear();
  cache.spread(tool, kN, kN, Clearance(c), nullptr, std::vector<Spot>(from), got, nullptr);  // equal copies: a hit
  CHECK(same_bytes(got, want));
  CHECK(cache.counts().hits == 1);
  CHECK(cache.counts().computed == 1);

  // Each input changed on its own: computed afresh, and the tool's own answer for it.
  std::vector<Spot> relabelled = from, nudged = from, fewer = from;
  relabelled[8 * kN + 9].label = 2;  // now the smallest label: ties go the other way, and cells name it
  nudged[30 * kN + 20].x = std::nextafter(nudged[30 * kN + 20].x, 1.0f);
  fewer[30 * kN + 20] = Spot{};
  std::vector<std::uint8_t> avoid2 = avoid, covered2 = covered;
  avoid2[10 * kN + 11] = 1;
  covered2[8 * kN + 9] = 1;
  struct Case {
    const char* what;
    const ToolMove* tool;
    const Clearance* clearance;
    const std::vector<std::uint8_t>* avoid;
    const std::vector<Spot>* from;
    const std::vector<std::uint8_t>* covered;
  };
  const Case cases[] = {{"a source's label", &tool, &c, nullptr, &relabelled, nullptr},
                        {"a source's position, by one float step", &tool, &c, nullptr, &nudged, nullptr},
                        {"a source fewer", &tool, &c, nullptr, &fewer, nullptr},
                        {"avoided cells", &tool, &c, &avoid, &from, nullptr},
                        {"other avoided cells", &tool, &c, &avoid2, &from, nullptr},
                        {"covered cells", &tool, &c, nullptr, &from, &covered},
                        {"other covered cells", &tool, &c, nullptr, &from, &covered2},
                        {"the tool", &longer, &c, nullptr, &from, nullptr},
                        {"a piece a quarter inch over", &tool, &moved, nullptr, &from, nullptr}};
  std::uint64_t computed = 1;
  for (const Case& k : cases) {
    CAPTURE(k.what);
    cache.spread(*k.tool, kN, kN, *k.clearance, k.avoid, *k.from, got, k.covered);
    CHECK(cache.counts().computed == ++computed);
    CHECK(same_bytes(got, direct(*k.tool, *k.clearance, k.avoid, *k.from, k.covered)));
  }
  // The relabelled sources really answer differently: a cache that ignored labels would be caught.
  CHECK(!same_bytes(direct(tool, c, nullptr, relabelled, nullptr), want));
  // And every one of them is a hit the second time, with the same answer.
  for (const Case& k : cases) {
    CAPTURE(k.what);
    cache.spread(*k.tool, kN, kN, *k.clearance, k.avoid, *k.from, got, k.covered);
    CHECK(same_bytes(got, direct(*k.tool, *k.clearance, k.avoid, *k.from, k.covered)));
  }
  CHECK(cache.counts().computed == computed);
  CHECK(cache.counts().hits == 1 + std::size(cases));

  // Labels renumbered in the same order (3, 4, 5 become 30, 41, 52): the tool's own answer is the
  // first answer renumbered (labels are copied and ordered, never read for their value), and the
  // cache hands it back without computing.
  std::vector<Spot> renumbered = from, want_renumbered = want;
  for (auto* v : {&renumbered, &want_renumbered})
    for (Spot& sp : *v)
      if (sp.label >= 0) sp.label = sp.label * 10 + (sp.label - 3);
  CHECK(same_bytes(direct(tool, c, nullptr, renumbered, nullptr), want_renumbered));
  cache.spread(tool, kN, kN, c, nullptr, renumbered, got, nullptr);
  CHECK(same_bytes(got, want_renumbered));
  CHECK(cache.counts().computed == computed);
  CHECK(cache.counts().hits == 2 + std::size(cases));
}

TEST_CASE("the spread cache answers alike from many threads at once, computes once, and keeps nothing past its budget", "[terrain]") {
  const ToolMove tool(kRes, 1.5, 1.5, 90);
  const Clearance c = block();
  const std::vector<Spot> from = sources();
  const std::vector<Spot> want = direct(tool, c, nullptr, from, nullptr);
  SpreadCache cache;
  std::vector<std::vector<Spot>> got(16);
  tbb::parallel_for(std::size_t{0}, got.size(), [&](std::size_t k) { cache.spread(tool, kN, kN, c, nullptr, from, got[k], nullptr); });
  for (const auto& g : got) CHECK(same_bytes(g, want));
  CHECK(cache.counts().hits + cache.counts().computed == got.size());
  CHECK(cache.counts().computed == 1);  // asked together, computed once: the others wait and help

  SpreadCache none(0);  // no room: every call computes, and still answers right
  std::vector<Spot> to;
  for (int k = 0; k < 2; ++k) {
    none.spread(tool, kN, kN, c, nullptr, from, to, nullptr);
    CHECK(same_bytes(to, want));
  }
  CHECK(none.counts().computed == 2);
  CHECK(none.counts().hits == 0);
}

TEST_CASE("the spread cache compares only the window a spread can touch: the sources' box widened by the tool's reach and two cells", "[terrain]") {
  const ToolMove tool(kRes, 1.5, 1.5, 90);  // reach 12 cells: the window of a source at (8, 8) is [0, 23) x [0, 23)
  const Clearance c = block();
  std::vector<Spot> from(kN * kN);
  from[8 * kN + 8] = {7, 0.2f, 0.1f};
  const auto cell = [](int i, int j) { return static_cast<std::size_t>(j) * kN + static_cast<std::size_t>(i); };

  // The assumption, checked against the tool itself: it changes no cell further than reach() and two
  // cells from a source, whatever the sources (here the three of sources() and the longer tool too).
  const ToolMove longer(kRes, 2.5, 2.5, 90);
  for (const ToolMove* t : {&tool, &longer})
    for (const auto& f : {from, sources()}) {
      const std::vector<Spot> to = direct(*t, c, nullptr, f, nullptr);
      const int margin = static_cast<int>(std::ceil(t->reach())) + 2;
      int changed = 0, outside = 0;
      for (int j = 0; j < kN; ++j)
        for (int i = 0; i < kN; ++i) {
          if (std::memcmp(&to[cell(i, j)], &f[cell(i, j)], sizeof(Spot)) == 0) continue;
          ++changed;
          bool near = false;
          for (int sj = 0; sj < kN; ++sj)
            for (int si = 0; si < kN; ++si)
              near = near || (f[cell(si, sj)].label >= 0 && std::abs(si - i) <= margin && std::abs(sj - j) <= margin);
          outside += near ? 0 : 1;
        }
      CHECK(changed > 100);
      CHECK(outside == 0);
    }

  SpreadCache cache;
  std::vector<Spot> got;
  cache.spread(tool, kN, kN, c, nullptr, from, got, nullptr);
  const std::vector<Spot> want = direct(tool, c, nullptr, from, nullptr);
  CHECK(same_bytes(got, want));
  REQUIRE(cache.counts().computed == 1);

  // Inputs changed only outside the window: a hit, and still the tool's own answer, bit for bit
  // (an unlabelled cell's stray offsets outside the window come back as given).
  std::vector<std::uint8_t> none(kN * kN, 0), avoid_far(kN * kN, 0), covered_far(kN * kN, 0);
  avoid_far[cell(30, 30)] = avoid_far[cell(23, 5)] = 1;
  covered_far[cell(35, 5)] = 1;
  std::vector<Spot> stray = from;
  stray[cell(36, 36)].x = 0.3f;
  cache.spread(tool, kN, kN, c, &none, from, got, &none);  // nothing avoided or covered, given as masks
  REQUIRE(cache.counts().computed == 2);
  cache.spread(tool, kN, kN, c, &avoid_far, from, got, &covered_far);
  CHECK(same_bytes(got, direct(tool, c, &avoid_far, from, &covered_far)));
  cache.spread(tool, kN, kN, c, nullptr, stray, got, nullptr);
  CHECK(same_bytes(got, direct(tool, c, nullptr, stray, nullptr)));
  CHECK(got[cell(36, 36)].x == 0.3f);
  CHECK(cache.counts().computed == 2);
  CHECK(cache.counts().hits == 2);

  // Asked within the sources' box: the window's cells are the tool's, every other cell of `to` is
  // left as it was, and the answer is a hit.
  const CellWindow box{8, 8, 9, 9}, window = tool.window(kN, kN, box);
  REQUIRE(window == CellWindow{0, 0, 23, 23});
  std::vector<Spot> marked(kN * kN, Spot{99, 0.5f, 0.5f});
  cache.spread_within(tool, kN, kN, c, nullptr, from, box, marked, nullptr);
  int wrong = 0, kept = 0;
  for (int j = 0; j < kN; ++j)
    for (int i = 0; i < kN; ++i) {
      const bool inside = i < window.i1 && j < window.j1;
      if (inside) wrong += std::memcmp(&marked[cell(i, j)], &want[cell(i, j)], sizeof(Spot)) != 0 ? 1 : 0;
      else kept += marked[cell(i, j)].label == 99 ? 1 : 0;
    }
  CHECK(wrong == 0);
  CHECK(kept == kN * kN - 23 * 23);
  CHECK(cache.counts().hits == 3);

  // Avoided cells inside the window, within the tool's reach: computed, and they change the answer.
  std::vector<std::uint8_t> avoid_near(kN * kN, 0);
  for (int j = 0; j < 20; ++j) avoid_near[cell(14, j)] = 1;
  cache.spread(tool, kN, kN, c, &avoid_near, from, got, nullptr);
  CHECK(cache.counts().computed == 3);
  CHECK(same_bytes(got, direct(tool, c, &avoid_near, from, nullptr)));
  CHECK(!same_bytes(got, want));
}
