// Standard moves remembered (contract in spread_cache.hpp).
#include "climbsim/terrain/spread_cache.hpp"

#include <algorithm>
#include <cstring>
#include <type_traits>

namespace climbsim {

namespace {

static_assert(std::is_trivially_copyable_v<Spot> && sizeof(Spot) == sizeof(int) + 4 * sizeof(float),
              "Spots are compared byte for byte: no padding");

template <class T>
bool same_bytes(const std::vector<T>& a, const std::vector<T>& b) {
  return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(T)) == 0);
}

bool same_cells(bool has, const std::vector<std::uint8_t>& kept, const std::vector<std::uint8_t>* asked) {
  return asked == nullptr ? !has : has && same_bytes(kept, *asked);
}

// The bucket: the block and the labelled sources, an FNV-1a-style hash of 64-bit words.
std::uint64_t bucket_of(int nx, int ny, const std::vector<Spot>& from) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  const auto mix = [&h](std::uint64_t word) { h = (h ^ word) * 0x100000001b3ULL; };
  mix(static_cast<std::uint64_t>(static_cast<std::uint32_t>(nx)) << 32 | static_cast<std::uint32_t>(ny));
  for (std::size_t c = 0; c < from.size(); ++c) {
    if (from[c].label < 0) continue;
    std::uint32_t x = 0, y = 0;
    std::memcpy(&x, &from[c].x, sizeof x);
    std::memcpy(&y, &from[c].y, sizeof y);
    mix(static_cast<std::uint64_t>(c) << 32 | static_cast<std::uint32_t>(from[c].label));
    mix(static_cast<std::uint64_t>(x) << 32 | y);
  }
  return h;
}

}  // namespace

bool SpreadCache::same(const Entry& e, const ToolMove& tool, int nx, int ny, const Clearance& clearance,
                       const std::vector<std::uint8_t>* avoid, const std::vector<Spot>& from,
                       const std::vector<std::uint8_t>* covered) {
  return e.nx == nx && e.ny == ny && same_bytes(e.from, from) && same_cells(e.has_avoid, e.avoid, avoid) &&
         same_cells(e.has_covered, e.covered, covered) && e.tool == tool && *e.clearance == clearance;
}

std::shared_ptr<SpreadCache::Entry> SpreadCache::find(std::uint64_t bucket, const ToolMove& tool, int nx, int ny,
                                                             const Clearance& clearance, const std::vector<std::uint8_t>* avoid,
                                                             const std::vector<Spot>& from, const std::vector<std::uint8_t>* covered) const {
  const auto [first, last] = entries_.equal_range(bucket);
  for (auto it = first; it != last; ++it)
    if (same(*it->second, tool, nx, ny, clearance, avoid, from, covered)) return it->second;
  return nullptr;
}

std::shared_ptr<const Clearance> SpreadCache::intern(const Clearance& clearance) {
  for (const auto& c : clearances_)
    if (*c == clearance) return c;
  clearances_.push_back(std::make_shared<const Clearance>(clearance));
  return clearances_.back();
}

void SpreadCache::spread(const ToolMove& tool, int nx, int ny, const Clearance& clearance, const std::vector<std::uint8_t>* avoid,
                         const std::vector<Spot>& labelled, std::vector<Spot>& to, const std::vector<std::uint8_t>* covered,
                         std::uint64_t* visits) {
  // The sources with their labels as ranks (labels are small: a map's route ids), and the way back.
  std::vector<int> rank, names;
  for (const Spot& s : labelled)
    if (s.label >= 0) {
      const auto label = static_cast<std::size_t>(s.label);
      if (label >= rank.size()) rank.resize(label + 1, -1);
      rank[label] = 0;
    }
  for (std::size_t label = 0; label < rank.size(); ++label)
    if (rank[label] == 0) rank[label] = static_cast<int>(names.size()), names.push_back(static_cast<int>(label));
  std::vector<Spot> from(labelled.size());
  for (std::size_t c = 0; c < from.size(); ++c) {
    from[c] = labelled[c];
    if (from[c].label >= 0) from[c].label = rank[static_cast<std::size_t>(from[c].label)];
  }
  const auto named = [&names, &to](const std::vector<Spot>& ranked) {
    to.resize(ranked.size());
    for (std::size_t c = 0; c < ranked.size(); ++c) {
      to[c] = ranked[c];
      if (to[c].label >= 0) to[c].label = names[static_cast<std::size_t>(to[c].label)];
    }
  };
  const std::uint64_t bucket = bucket_of(nx, ny, from);
  std::shared_ptr<Entry> entry;
  {
    const std::lock_guard lock(mutex_);
    entry = find(bucket, tool, nx, ny, clearance, avoid, from, covered);
    const std::size_t bytes = 2 * from.size() * sizeof(Spot) + (avoid ? avoid->size() : 0) + (covered ? covered->size() : 0);
    if (!entry && used_ + bytes <= budget_) {
      entry = std::make_shared<Entry>(tool);
      entry->nx = nx, entry->ny = ny;
      entry->clearance = intern(clearance);
      entry->has_avoid = avoid != nullptr, entry->has_covered = covered != nullptr;
      if (avoid) entry->avoid = *avoid;
      if (covered) entry->covered = *covered;
      entry->from = from;
      entries_.emplace(bucket, entry);
      used_ += bytes;
    }
  }
  if (!entry) {  // over budget: computed, not kept
    std::vector<Spot> ranked;
    tool.spread(nx, ny, clearance, avoid, from, ranked, covered, visits);
    named(ranked);
    const std::lock_guard lock(mutex_);
    ++counts_.computed;
    return;
  }
  bool computed_here = false;
  exec::call_once(entry->once, [&] {
    tool.spread(nx, ny, clearance, avoid, entry->from, entry->to, covered, visits);
    computed_here = true;
  });
  {
    const std::lock_guard lock(mutex_);
    ++(computed_here ? counts_.computed : counts_.hits);
  }
  named(entry->to);
}

SpreadCache::Counts SpreadCache::counts() const {
  std::lock_guard lock(mutex_);
  return counts_;
}

}  // namespace climbsim
