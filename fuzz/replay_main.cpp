// A driver for a fuzz target where libFuzzer is not available (g++ builds, CI): replays every
// file of the seed corpus, then a fixed number of deterministic mutations of them (byte flips,
// insertions, deletions, splices), so a short fuzz run of each reader is part of the ordinary
// test suite. Linked once per target (terrain, ini, roster).
// Usage: TARGET_replay CORPUS_DIR [MUTATIONS]
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "climbsim/random/stream.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s CORPUS_DIR [MUTATIONS]\n", argv[0]);
    return 2;
  }
  std::vector<std::string> corpus;
  for (const auto& entry : std::filesystem::directory_iterator(argv[1])) {
    std::ifstream in(entry.path(), std::ios::binary);
    corpus.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  if (corpus.empty()) {
    std::fprintf(stderr, "%s: empty corpus\n", argv[0]);
    return 2;
  }
  const auto run = [](const std::string& s) {
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(s.data()), s.size());
  };
  for (const auto& s : corpus) run(s);
  const long mutations = argc > 2 ? std::atol(argv[2]) : 20000;
  climbsim::Xoshiro256pp rng(20261122);
  // Bytes the readers give meaning to: separators, quotes, comments, signs, sections, a BOM's first byte.
  const char alphabet[] = "0123456789.,-+e;#=[]\n\r\"nesw xbuildingwallhilltrooper_jump\t\xef";
  for (long i = 0; i < mutations; ++i) {
    std::string s = corpus[rng() % corpus.size()];
    const int edits = 1 + static_cast<int>(rng() % 8);
    for (int e = 0; e < edits; ++e) {
      const std::size_t pos = s.empty() ? 0 : rng() % (s.size() + 1);
      switch (rng() % 5) {
        case 0: if (!s.empty() && pos < s.size()) s[pos] = static_cast<char>(rng()); break;
        case 1: s.insert(pos, 1, alphabet[rng() % (sizeof alphabet - 1)]); break;
        case 2: if (pos < s.size()) s.erase(pos, 1 + rng() % 4); break;
        case 3: s.insert(pos, corpus[rng() % corpus.size()].substr(0, 1 + rng() % 40)); break;
        default: if (!s.empty() && pos < s.size()) s[pos] = alphabet[rng() % (sizeof alphabet - 1)]; break;
      }
    }
    run(s);
  }
  std::printf("%s: %zu corpus files and %ld mutations, no failure\n", argv[0], corpus.size(), mutations);
  return 0;
}
