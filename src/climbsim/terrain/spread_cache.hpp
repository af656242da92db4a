// Standard moves remembered: a spread's result kept by everything it depends on, for maps that
// spread the same sources with the same tool.
//
// Contract: spread(tool, nx, ny, clearance, avoid, from, to, covered) sets `to` to exactly what
// tool.spread(nx, ny, clearance, avoid, from, to, covered) gives (tool_move.hpp). That spread is a
// pure function of the tool, the block, its clearance, the avoided and covered cells and the
// sources (positions and a notched tool's facings, and labels only through their order: a label is copied and compared, never
// read for its value), whatever the threads do; and it reads and writes only the window of the
// sources' box widened by the tool's reach and two cells (a leg ends within reach() of its
// source): outside it `to` is `from`. So the cache keeps each spread's window, with labels replaced
// by their ranks among the sources' labels, and hands a result back labelled again: maps whose
// routes are numbered differently but in the same order share it. It compares every input the
// spread can read in full (the window's ranked sources, avoided and covered cells bit for bit, the
// whole clearance), never by a hash alone, so a result it hands back is the same bytes as one
// computed; and its work per call follows the window, not the block. Maps of one table that differ
// only in dice (Expert Climber) or in a unit with the same base, speed and height spread the same
// sources many times over; a terrain study gives its maps of a table one cache. Safe from several
// threads at once: a spread asked for while another thread computes it is computed once, the asking
// thread helping with its sectors (exec::call_once). Keeps results up to `budget_bytes` (then
// computes without keeping), with one copy of each distinct clearance.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

#include "climbsim/platform/executor.hpp"
#include "climbsim/terrain/clearance.hpp"
#include "climbsim/terrain/tool_move.hpp"

namespace climbsim {

class SpreadCache {
 public:
  explicit SpreadCache(std::size_t budget_bytes = std::size_t{256} << 20) : budget_(budget_bytes) {}

  // `visits` gains the cells a computed spread crossed (nothing for one found here).
  void spread(const ToolMove& tool, int nx, int ny, const Clearance& clearance, const std::vector<std::uint8_t>* avoid,
              const std::vector<Spot>& from, std::vector<Spot>& to, const std::vector<std::uint8_t>* covered,
              std::uint64_t* visits = nullptr, Facings facings = {});
  // The same within tool.window(nx, ny, box) only, for a caller that knows every labelled source
  // lies in `box` (a window of the block) and reads `to` only there: `to` (the block's size) is
  // written only there, and the sources are looked at only in `box`, so a call's work follows its
  // sources however large the block.
  void spread_within(const ToolMove& tool, int nx, int ny, const Clearance& clearance, const std::vector<std::uint8_t>* avoid,
                     const std::vector<Spot>& from, const CellWindow& box, std::vector<Spot>& to, const std::vector<std::uint8_t>* covered,
                     std::uint64_t* visits = nullptr, Facings facings = {});

  using Window = CellWindow;  // what a spread can read or write (ToolMove::window)

  struct Counts {
    std::uint64_t hits = 0, computed = 0;
  };
  [[nodiscard]] Counts counts() const;

 private:
  struct Entry {
    explicit Entry(const ToolMove& t) : tool(t) {}
    ToolMove tool;
    int nx = 0, ny = 0;
    Window window;
    std::shared_ptr<const Clearance> clearance;  // shared by the entries of equal clearances
    bool has_avoid = false, has_covered = false;
    std::vector<std::uint8_t> avoid, covered;  // the window's rows
    std::vector<Spot> from;  // the window's rows, labels as ranks
    std::vector<Facing> from_facing;  // a notched tool's: the window's rows of the sources' facings (empty: any)
    std::vector<Spot> to;    // the window's rows of the spread of `from`: written once, under `once`
    std::vector<Facing> to_facing;  // a notched tool's: beside `to`
    exec::OnceFlag once;
  };
  // Both of the above: with `box`, only within it and its window.
  void spread_in(const ToolMove& tool, int nx, int ny, const Clearance& clearance, const std::vector<std::uint8_t>* avoid,
                 const std::vector<Spot>& from, const CellWindow* box, std::vector<Spot>& to, const std::vector<std::uint8_t>* covered,
                 std::uint64_t* visits, Facings facings);
  [[nodiscard]] static bool same(const Entry& e, const ToolMove& tool, int nx, int ny, const Window& w, const Clearance& clearance,
                                 const std::vector<std::uint8_t>* avoid, const std::vector<Spot>& from,
                                 const std::vector<Facing>& from_facing, const std::vector<std::uint8_t>* covered);
  // The kept entry equal in every input, or null; under the lock.
  [[nodiscard]] std::shared_ptr<Entry> find(std::uint64_t bucket, const ToolMove& tool, int nx, int ny, const Window& w, const Clearance& clearance,
                                                  const std::vector<std::uint8_t>* avoid, const std::vector<Spot>& from,
                                                  const std::vector<Facing>& from_facing, const std::vector<std::uint8_t>* covered) const;
  std::shared_ptr<const Clearance> intern(const Clearance& clearance);  // under the lock

  mutable std::mutex mutex_;
  std::size_t budget_, used_ = 0;
  std::unordered_multimap<std::uint64_t, std::shared_ptr<Entry>> entries_;  // by a hash of the sources
  std::vector<std::shared_ptr<const Clearance>> clearances_;
  Counts counts_;
};

}  // namespace climbsim
