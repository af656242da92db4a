// Standard moves remembered (contract in spread_cache.hpp).
#include "climbsim/terrain/spread_cache.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>
#include <type_traits>

#include "climbsim/platform/free_list.hpp"

namespace climbsim {

namespace {

static_assert(std::is_trivially_copyable_v<Spot> && sizeof(Spot) == sizeof(int) + 2 * sizeof(float),
              "Spots are compared byte for byte: no padding");
static_assert(std::is_trivially_copyable_v<Facing> && sizeof(Facing) == 3 * sizeof(float), "facings too");

template <class T>
bool same_bytes(const std::vector<T>& a, const std::vector<T>& b) {
  return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(T)) == 0);
}

// The window's rows of a block's vector, one after another.
template <class T>
std::vector<T> cut(const std::vector<T>& block, int nx, const SpreadCache::Window& w) {
  std::vector<T> out;
  out.reserve(static_cast<std::size_t>(w.i1 - w.i0) * static_cast<std::size_t>(w.j1 - w.j0));
  for (int j = w.j0; j < w.j1; ++j) {
    const auto row = block.begin() + static_cast<std::ptrdiff_t>(j) * nx;
    out.insert(out.end(), row + w.i0, row + w.i1);
  }
  return out;
}

// Are the window's rows of `block` the bytes kept?
template <class T>
bool same_window(const std::vector<T>& kept, const std::vector<T>& block, int nx, const SpreadCache::Window& w) {
  const auto width = static_cast<std::size_t>(w.i1 - w.i0);
  if (kept.size() != width * static_cast<std::size_t>(w.j1 - w.j0)) return false;
  for (int j = w.j0; j < w.j1; ++j)
    if (std::memcmp(kept.data() + static_cast<std::size_t>(j - w.j0) * width,
                    block.data() + static_cast<std::size_t>(j) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(w.i0),
                    width * sizeof(T)) != 0)
      return false;
  return true;
}

bool same_cells(bool has, const std::vector<std::uint8_t>& kept, const std::vector<std::uint8_t>* asked, int nx, const SpreadCache::Window& w) {
  return asked == nullptr ? !has : has && same_window(kept, *asked, nx, w);
}

// The bucket: the block, the window and its labelled sources, an FNV-1a-style hash of 64-bit words.
std::uint64_t bucket_of(int nx, int ny, const SpreadCache::Window& w, const std::vector<Spot>& from) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  const auto mix = [&h](std::uint64_t word) { h = (h ^ word) * 0x100000001b3ULL; };
  const auto pair = [](int a, int b) { return static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32 | static_cast<std::uint32_t>(b); };
  mix(pair(nx, ny));
  mix(pair(w.i0, w.j0));
  mix(pair(w.i1, w.j1));
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

// Whole blocks for the tool to read from and write into, kept between spreads: a block is the
// size of the table (about 0.8 MB at 0.25"), and a study makes thousands of spreads. Given back
// with every cell unlabelled (the caller clears the window it wrote), handed out sized for the grid.
template <class T>
FreeList<std::vector<T>>& block_pool() {
  static FreeList<std::vector<T>> pool;
  return pool;
}
template <class T>
std::unique_ptr<std::vector<T>> take_block(std::size_t cells) {
  std::unique_ptr<std::vector<T>> b = block_pool<T>().take();
  if (b->size() != cells) b->assign(cells, T{});
  return b;
}

}  // namespace

bool SpreadCache::same(const Entry& e, const ToolMove& tool, int nx, int ny, const Window& w, const Clearance& clearance,
                       const std::vector<std::uint8_t>* avoid, const std::vector<Spot>& from, const std::vector<Facing>& from_facing,
                       const std::vector<std::uint8_t>* covered) {
  return e.nx == nx && e.ny == ny && e.window == w && same_bytes(e.from, from) && same_bytes(e.from_facing, from_facing) && same_cells(e.has_avoid, e.avoid, avoid, nx, w) &&
         same_cells(e.has_covered, e.covered, covered, nx, w) && e.tool == tool && *e.clearance == clearance;
}

std::shared_ptr<SpreadCache::Entry> SpreadCache::find(std::uint64_t bucket, const ToolMove& tool, int nx, int ny, const Window& w,
                                                      const Clearance& clearance, const std::vector<std::uint8_t>* avoid,
                                                      const std::vector<Spot>& from, const std::vector<Facing>& from_facing,
                                                      const std::vector<std::uint8_t>* covered) const {
  const auto [first, last] = entries_.equal_range(bucket);
  for (auto it = first; it != last; ++it)
    if (same(*it->second, tool, nx, ny, w, clearance, avoid, from, from_facing, covered)) return it->second;
  return nullptr;
}

std::shared_ptr<const Clearance> SpreadCache::intern(const Clearance& clearance) {
  for (const auto& c : clearances_)
    if (*c == clearance) return c;
  clearances_.push_back(std::make_shared<const Clearance>(clearance));
  return clearances_.back();
}

void SpreadCache::spread(const ToolMove& tool, int nx, int ny, const Clearance& clearance, const std::vector<std::uint8_t>* avoid,
                         const std::vector<Spot>& from, std::vector<Spot>& to, const std::vector<std::uint8_t>* covered,
                         std::uint64_t* visits, Facings facings) {
  spread_in(tool, nx, ny, clearance, avoid, from, nullptr, to, covered, visits, facings);
}

void SpreadCache::spread_within(const ToolMove& tool, int nx, int ny, const Clearance& clearance, const std::vector<std::uint8_t>* avoid,
                                const std::vector<Spot>& from, const CellWindow& box, std::vector<Spot>& to,
                                const std::vector<std::uint8_t>* covered, std::uint64_t* visits, Facings facings) {
  spread_in(tool, nx, ny, clearance, avoid, from, &box, to, covered, visits, facings);
}

void SpreadCache::spread_in(const ToolMove& tool, int nx, int ny, const Clearance& clearance, const std::vector<std::uint8_t>* avoid,
                            const std::vector<Spot>& labelled, const CellWindow* within, std::vector<Spot>& to,
                            const std::vector<std::uint8_t>* covered, std::uint64_t* visits, Facings facings) {
  // Facings are a notched tool's alone (tool_move.hpp).
  if (!tool.notched()) facings = {};
  // The labels present (labels are small: a map's route ids), and the sources' box.
  std::vector<int> rank, names;
  Window box = Window::none();
  const Window look = within ? *within : Window{0, 0, nx, ny};
  for (int j = look.j0; j < look.j1; ++j)
    for (int i = look.i0; i < look.i1; ++i) {
      const int label = labelled[static_cast<std::size_t>(j) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i)].label;
      if (label < 0) continue;
      if (static_cast<std::size_t>(label) >= rank.size()) rank.resize(static_cast<std::size_t>(label) + 1, -1);
      rank[static_cast<std::size_t>(label)] = 0;
      box.add(i, j);
    }
  // Outside the window, and everywhere when nothing is labelled: the sources as given (a caller
  // with a box reads nothing outside its window).
  if (!within) to = labelled;
  else if (to.size() != labelled.size()) to.resize(labelled.size());
  if (facings.to && !within) {
    if (facings.from) *facings.to = *facings.from;
    else facings.to->assign(labelled.size(), Facing{});
  } else if (facings.to && facings.to->size() != labelled.size()) {
    facings.to->resize(labelled.size());
  }
  if (rank.empty()) return;  // no source: the tool moves nothing
  const Window w = tool.window(nx, ny, box);  // all the spread can read or write
  // The window's sources with their labels as ranks, and the way back.
  for (std::size_t label = 0; label < rank.size(); ++label)
    if (rank[label] == 0) rank[label] = static_cast<int>(names.size()), names.push_back(static_cast<int>(label));
  std::vector<Spot> from = cut(labelled, nx, w);
  const std::vector<Facing> from_facing = facings.from ? cut(*facings.from, nx, w) : std::vector<Facing>();
  for (Spot& sp : from)
    if (sp.label >= 0) sp.label = rank[static_cast<std::size_t>(sp.label)];
  // A result over the window, named again, into `to`.
  const auto named = [&](const std::vector<Spot>& ranked, const std::vector<Facing>& ranked_facing) {
    std::size_t k = 0;  // the window's rows, one after another
    w.for_each(nx, [&](int, int, std::size_t c) {
      Spot sp = ranked[k];
      if (sp.label >= 0) sp.label = names[static_cast<std::size_t>(sp.label)];
      to[c] = sp;
      if (facings.to) (*facings.to)[c] = ranked_facing.empty() ? Facing{} : ranked_facing[k];
      ++k;
    });
  };
  // The tool's own spread of the ranked sources, cut to the window.
  // (Within the window only: outside it the blocks are never read, and `block` stays unlabelled.)
  // A notched tool's facings go the same way, in blocks of their own.
  const auto compute = [&](std::vector<Facing>& result_facing) {
    auto block = take_block<Spot>(labelled.size()), out = take_block<Spot>(labelled.size());
    std::unique_ptr<std::vector<Facing>> block_facing, out_facing;
    if (tool.notched()) block_facing = take_block<Facing>(labelled.size()), out_facing = take_block<Facing>(labelled.size());
    std::size_t k = 0;  // the window's rows back into a whole block (the inverse of cut)
    w.for_each(nx, [&](int, int, std::size_t c) {
      if (block_facing && !from_facing.empty()) (*block_facing)[c] = from_facing[k];
      (*block)[c] = from[k++];
    });
    tool.spread_within(nx, ny, w, clearance, avoid, *block, *out, covered, visits, Facings{block_facing.get(), out_facing.get()});
    std::vector<Spot> result = cut(*out, nx, w);
    if (out_facing) result_facing = cut(*out_facing, nx, w);
    w.for_each(nx, [&](int, int, std::size_t c) {
      (*block)[c] = (*out)[c] = Spot{};
      if (block_facing) (*block_facing)[c] = (*out_facing)[c] = Facing{};
    });
    block_pool<Spot>().give(std::move(block));
    block_pool<Spot>().give(std::move(out));
    if (block_facing) block_pool<Facing>().give(std::move(block_facing)), block_pool<Facing>().give(std::move(out_facing));
    return result;
  };
  const std::uint64_t bucket = bucket_of(nx, ny, w, from);
  std::shared_ptr<Entry> entry;
  {
    const std::lock_guard lock(mutex_);
    entry = find(bucket, tool, nx, ny, w, clearance, avoid, from, from_facing, covered);
    const std::size_t bytes = (2 * sizeof(Spot) + (tool.notched() ? 2 * sizeof(Facing) : 0) + (avoid ? 1 : 0) + (covered ? 1 : 0)) * from.size();
    if (!entry && used_ + bytes <= budget_) {
      entry = std::make_shared<Entry>(tool);
      entry->nx = nx, entry->ny = ny, entry->window = w;
      entry->clearance = intern(clearance);
      entry->has_avoid = avoid != nullptr, entry->has_covered = covered != nullptr;
      if (avoid) entry->avoid = cut(*avoid, nx, w);
      if (covered) entry->covered = cut(*covered, nx, w);
      entry->from = from;
      entry->from_facing = from_facing;
      entries_.emplace(bucket, entry);
      used_ += bytes;
    }
  }
  if (!entry) {  // over budget: computed, not kept
    std::vector<Facing> result_facing;
    const std::vector<Spot> result = compute(result_facing);
    named(result, result_facing);
    const std::lock_guard lock(mutex_);
    ++counts_.computed;
    return;
  }
  bool computed_here = false;
  exec::call_once(entry->once, [&] {
    entry->to = compute(entry->to_facing);
    computed_here = true;
  });
  {
    const std::lock_guard lock(mutex_);
    ++(computed_here ? counts_.computed : counts_.hits);
  }
  named(entry->to, entry->to_facing);
}

SpreadCache::Counts SpreadCache::counts() const {
  std::lock_guard lock(mutex_);
  return counts_;
}

}  // namespace climbsim
