// The movement tool's spread (contract in tool_move.hpp; which sources and joints cast:
// tool_sources.hpp; a thread's scratch: tool_scratch.hpp).
#include "climbsim/terrain/tool_move.hpp"
#include "climbsim/platform/portable_math.hpp"  // the same bits in the page and on the command line

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <mutex>
#include <utility>

#include "climbsim/platform/executor.hpp"
#include "climbsim/terrain/cell_walk.hpp"
#include "climbsim/terrain/tool_scratch.hpp"
#include "climbsim/terrain/tool_sources.hpp"

namespace climbsim {

namespace {

using tool_detail::Best;
using tool_detail::best_pool;
using tool_detail::better;
using tool_detail::Candidate;
using tool_detail::casting_sources;
using tool_detail::crosses_only_labelled;
using tool_detail::facing_at;
using tool_detail::Joint;
using tool_detail::joints_covered_around;
using tool_detail::Scratch;
using tool_detail::scratch_pool;
using tool_detail::Source;
using tool_detail::take_best;
using tool_detail::take_scratch;

}  // namespace

ToolMove::ToolMove(double res, double first_leg, double second_leg, double pivot_degrees, int sectors, bool notched)
    : first_(first_leg / res), second_(second_leg / res), notched_(notched) {
  // First legs: enough directions that neighbouring joints are at most a cell apart.
  const int directions = std::max(4 * sectors, static_cast<int>(std::ceil(2 * kPi * first_)));
  first_directions_.resize(static_cast<std::size_t>(sectors));
  for (int k = 0; k < directions; ++k)
    first_directions_[static_cast<std::size_t>(std::min(sectors - 1, k * sectors / directions))].push_back(
        {portable_cos(2 * kPi * k / directions), portable_sin(2 * kPi * k / directions)});
  // Second legs: every turn within the pivot limit, ends at most half a cell apart.
  const double pivot = pivot_degrees * kPi / 180;
  pivot_cos_ = portable_cos(std::min(pivot, kPi)) - 1e-12;
  const int turns = 2 * static_cast<int>(std::ceil(pivot * second_ / 0.5)) + 1;
  for (int m = 0; m < turns; ++m) {
    const double turn = -pivot + 2 * pivot * m / (turns - 1);
    turns_.push_back({portable_cos(turn), portable_sin(turn)});
  }
}

CellWindow ToolMove::window(int nx, int ny, const CellWindow& sources) const {
  if (sources.empty()) return CellWindow::none();
  const int margin = static_cast<int>(std::ceil(reach())) + 2;
  return {std::max(0, sources.i0 - margin), std::max(0, sources.j0 - margin), std::min(nx, sources.i1 + margin),
          std::min(ny, sources.j1 + margin)};
}

void ToolMove::spread(int nx, int ny, const Clearance& clearance, const std::vector<std::uint8_t>* avoid,
                      const std::vector<Spot>& from, std::vector<Spot>& to, const std::vector<std::uint8_t>* covered,
                      std::uint64_t* visits, Facings facings, std::vector<Origin>* origins) const {
  to.resize(from.size());
  if (notched_ && facings.to) facings.to->resize(from.size());
  if (origins) origins->resize(from.size());
  spread_within(nx, ny, CellWindow{0, 0, nx, ny}, clearance, avoid, from, to, covered, visits, facings, origins);
}

void ToolMove::spread_within(int nx, int ny, const CellWindow& window, const Clearance& clearance, const std::vector<std::uint8_t>* avoid,
                             const std::vector<Spot>& from, std::vector<Spot>& to, const std::vector<std::uint8_t>* covered,
                             std::uint64_t* visits, Facings facings, std::vector<Origin>* origins) const {
  // Facings are a notched tool's alone; a source without one faces any way.
  const std::vector<Facing>* from_facing = notched_ ? facings.from : nullptr;
  std::vector<Facing>* to_facing = notched_ ? facings.to : nullptr;
  const auto facing_of = [from_facing](std::size_t c) { return from_facing ? (*from_facing)[c] : Facing{}; };
  const auto cell = [nx](int i, int j) { return static_cast<std::size_t>(j) * static_cast<std::size_t>(nx) + static_cast<std::size_t>(i); };
  const std::size_t cells = static_cast<std::size_t>(nx) * static_cast<std::size_t>(ny);
  // The sources that cast legs, in cell order (tool_sources.hpp).
  const std::vector<Source> sources = casting_sources(nx, ny, window, from, covered, from_facing, notched_);
  const auto facing_free = [](const Source& src) { return src.fx == 0 && src.fy == 0; };
  // A pivoted notched base: its first leg may run within the turn of its facing (M8).
  const auto turned = [](const Source& src) { return src.turn_cos < 1; };
  const auto within_turn = [](const Source& src, double ux, double uy) { return ux * src.fx + uy * src.fy >= src.turn_cos - 1e-9; };
  window.for_each(nx, [&](int, int, std::size_t c) {
    to[c] = from[c];
    if (to_facing) (*to_facing)[c] = facing_of(c);
    if (origins) (*origins)[c] = Origin{from[c].label >= 0 ? static_cast<std::int32_t>(c) : -1};
  });
  if (sources.empty()) return;

  const bool notched = notched_;
  exec::PerThread<std::unique_ptr<Scratch>> scratch([cells, notched] { return take_scratch(cells, notched); });
  std::unique_ptr<Best> best = take_best(cells, notched);
  std::mutex best_lock;
  // One leg: the centre runs from p along u for `length`, from the move's source `src`, stopping
  // anywhere while the base fits; every cell it enters is offered the furthest point of the leg in
  // it. Where the base first touches something, the leg stops there, exactly. Returns whether the
  // whole leg is clear, and its last cell; `near` says whether it crossed a cell not wholly clear.
  // `tag` says where the leg came from (Candidate::from).
  const auto leg = [&](Scratch& s, int label, std::int32_t tag, double px, double py, double ux, double uy, double length, double sx, double sy,
                       int& li, int& lj, bool& near) {
    constexpr double hair = 1e-4;  // a point a hair short of where the leg leaves a cell lies inside it
    // Plain copies and raw pointers, so the loop keeps them in registers: a store through a
    // reference (a candidate's fields, the touched list) could otherwise alias them, and the loop
    // would load them again at every cell.
    const int cols = nx, rows = ny;
    Candidate* const sector = s.sector.data();
    Facing* const sector_facing = notched_ ? s.sector_facing.data() : nullptr;
    const std::uint8_t* const avoided = avoid ? avoid->data() : nullptr;
    const Clearance::Cells kinds = clearance.cells();
    bool came_near = near;
    // A notched base ends facing along the leg it stopped on; a round base has no facing.
    const float facing_x = notched_ ? static_cast<float>(ux) : 0.0F, facing_y = notched_ ? static_cast<float>(uy) : 0.0F;
    const float turn_after = turn_after_;  // R25: the turn the next move may make first
    // Inlined on every compiler: clang (the page's build) otherwise calls it at every cell, and the
    // speeder bikes' mission map took 3.5 s in the page's engine against 2.8 s (bench/RESULTS.md).
    const auto stop = [=, &s](std::size_t c, int i, int j, double t) __attribute__((always_inline)) {
      const double x = px + t * ux, y = py + t * uy;
      const double carried = (x - sx) * (x - sx) + (y - sy) * (y - sy);
      Candidate& slot = sector[c];
      // Most offers lose on the distance alone: decide those before building the candidate.
      if (slot.label >= 0 && slot.carried > carried) return;
      const float ox = static_cast<float>(std::clamp(x - (i + 0.5), -0.4999, 0.4999));
      const float oy = static_cast<float>(std::clamp(y - (j + 0.5), -0.4999, 0.4999));
      const Candidate offer{label, ox, oy, tag, carried};
      const Facing facing{facing_x, facing_y, turn_after};
      if (slot.label < 0) s.sector_touched.push_back(static_cast<std::uint32_t>(c));
      if (better(offer, &facing, slot, sector_facing ? sector_facing + c : nullptr)) {
        slot = offer;
        if (sector_facing) sector_facing[c] = facing;
      }
    };
    // The cells the leg crosses, in order, with the cell's index carried along.
    CellWalk w(px, py, ux, uy, cols);
    std::uint64_t crossed = 0;
    bool whole = false;
    for (double enter = 0;;) {
      const double leave = w.leave(length);
      const int i = w.i, j = w.j;
      li = i, lj = j;
      ++crossed;
      if (i < 0 || j < 0 || i >= cols || j >= rows) {
        came_near = true;
        break;
      }
      const auto here = static_cast<std::size_t>(w.c);
      if (avoided && avoided[here]) {
        came_near = true;
        break;
      }
      bool open = false;
      const double t = kinds.reach_in(here, px, py, ux, uy, enter, leave, open);
      came_near = came_near || !open;
      if (t < leave) {
        if (t > enter) stop(here, i, j, t);  // a partial move stops where the base first touches
        break;
      }
      if (leave >= length) {
        stop(here, i, j, length);
        whole = true;
        break;
      }
      stop(here, i, j, std::max(enter, leave - hair));
      enter = leave;
      w.step();
    }
    near = came_near;
    s.visits += crossed;
    return whole;
  };
  // Narrow gaps (clearance.hpp): legs aimed at them from every source and joint within reach, the
  // first legs as one more sector of their own.
  const auto& gaps = clearance.narrow_gaps();
  const auto& corridors = clearance.corridors();
  const std::size_t sectors = first_directions_.size();
  // The move in two passes over the sectors. First legs: each sector's offers and joints are kept
  // for the second pass. Where first legs of any sector end whole (the joints of every direction)
  // is then known before any second leg is cast: a lattice joint casts second legs only at the edge
  // of this region (for a round base; a notched base's joints keep their own sector's edge): inside
  // it, joints of other directions lie all around, and the region's edge carries the move's
  // furthest reach (M2). A set, so it does not depend on the threads.
  struct FirstLegs {
    std::vector<std::pair<std::uint32_t, Candidate>> offers;
    std::vector<Facing> facings;  // a notched base's, beside offers
    std::vector<Joint> joints;
  };
  const std::size_t passes = sectors + (gaps.empty() ? 0 : 1);
  std::vector<FirstLegs> first_legs(passes);
  exec::parallel_for(passes, [&](std::size_t sector) {
    Scratch& s = *scratch.local();
    if (++s.stamp == 0) std::fill(s.joint_stamp.begin(), s.joint_stamp.end(), 0), s.stamp = 1;
    s.joints.clear();
    int li = 0, lj = 0;
    bool near = false;
    const auto first_leg = [&](const Source& src, double ux, double uy) {
      if (!leg(s, src.label, src.cell, src.x, src.y, ux, uy, first_, src.x, src.y, li, lj, near)) return;
      const std::size_t c = cell(li, lj);
      if (s.joint_stamp[c] == s.stamp) return;  // one joint a cell and sector: the first found
      s.joint_stamp[c] = s.stamp;
      s.joints.push_back({c, src.label, src.cell, src.x + first_ * ux, src.y + first_ * uy, ux, uy, src.x, src.y});
    };
    if (sector < sectors) {
      for (std::size_t k = 0; k < sources.size(); ++k) {
        const Source& src = sources[k];
        if (!notched_ || facing_free(src)) {
          for (const auto [ux, uy] : first_directions_[sector]) {
            // A round base's leg turned away from where its source's region ends, that crosses only
            // cells the move started from, offers them nothing and its joint there casts nothing:
            // it is not cast (M2). Asked by the cells' labels alone, a fraction of a leg's work.
            if (!notched_ && !every_first_leg_ && ux * src.out_i + uy * src.out_j < 0 && crosses_only_labelled(nx, ny, from, src.x, src.y, ux, uy, first_)) continue;
            if (src.to_joints && joints_covered_around(nx, ny, *covered, src.x + first_ * ux, src.y + first_ * uy)) continue;
            first_leg(src, ux, uy);
          }
        } else if (turned(src)) {  // after a pivot: every direction of the sector within the turn
          for (const auto [ux, uy] : first_directions_[sector])
            if (within_turn(src, ux, uy)) first_leg(src, ux, uy);
          if (k % sectors == sector) first_leg(src, src.fx, src.fy);
        } else if (k % sectors == sector) {  // the notch fixes the first leg: one leg, spread over the sectors
          first_leg(src, src.fx, src.fy);
        }
      }
    } else {
      for (const Source& src : sources) {
        if (notched_ && !facing_free(src) && !turned(src)) continue;  // its first leg is fixed
        const bool free = facing_free(src);
        for (const auto& g : gaps) {
          const double dx = g.x - src.x, dy = g.y - src.y, d = std::sqrt(dx * dx + dy * dy);
          if (d > 1e-9 && d <= first_ + second_ + 1 && (free || within_turn(src, dx / d, dy / d))) first_leg(src, dx / d, dy / d);
        }
        for (const auto& k : corridors) {
          const double across = k.across(src.x, src.y), along = k.along(src.x, src.y);
          if (along < k.lo - first_ - second_ || along > k.hi + first_ + second_ || std::abs(across - k.mid) > k.half + first_ + second_) continue;
          if (std::abs(across - k.mid) <= k.half)
            for (const double way : {-1.0, 1.0}) {
              const auto [ux, uy] = k.way(way);
              if (free || within_turn(src, ux, uy)) first_leg(src, ux, uy);
            }
          Clearance::grazing_legs(k, src.x, src.y, [&](double ux, double uy) {
            if (free || within_turn(src, ux, uy)) first_leg(src, ux, uy);
          });
        }
      }
    }
    FirstLegs& kept = first_legs[sector];
    kept.joints.swap(s.joints);
    kept.offers.reserve(s.sector_touched.size());
    for (const auto c : s.sector_touched) {
      kept.offers.emplace_back(c, s.sector[c]);
      s.sector[c] = Candidate{};
      if (notched_) kept.facings.push_back(std::exchange(s.sector_facing[c], Facing{}));
    }
    s.sector_touched.clear();
  });
  // Every joint of the spread numbered, sector after sector (a second leg's Candidate::from).
  std::vector<std::int32_t> joint_base(passes + 1, 0);
  for (std::size_t sector = 0; sector < passes; ++sector)
    joint_base[sector + 1] = joint_base[sector] + static_cast<std::int32_t>(first_legs[sector].joints.size());
  std::vector<std::uint8_t> any_joint;
  if (!notched_) {
    any_joint.assign(cells, 0);
    for (std::size_t sector = 0; sector < sectors; ++sector)
      for (const Joint& jt : first_legs[sector].joints) any_joint[jt.cell] = 1;
  }
  // A lattice joint of a round base casts second legs when its cell is at the edge of every
  // sector's joints and not a cell the move started from: decided once per cell here, not once per
  // joint and sector. Joints lie within the window (a first leg's end).
  const std::vector<std::uint8_t> casts_by_all = notched_ ? std::vector<std::uint8_t>() : tool_detail::joints_at_edge(nx, ny, window, any_joint, from, every_first_leg_);
  exec::parallel_for(passes, [&](std::size_t sector) {
    Scratch& s = *scratch.local();
    if (++s.stamp == 0) std::fill(s.joint_stamp.begin(), s.joint_stamp.end(), 0), s.stamp = 1;
    // The sector's first legs, as they left it.
    FirstLegs& kept = first_legs[sector];
    for (std::size_t k = 0; k < kept.offers.size(); ++k) {
      const auto& [c, offer] = kept.offers[k];
      s.sector[c] = offer;
      if (notched_) s.sector_facing[c] = kept.facings[k];
      s.sector_touched.push_back(c);
    }
    s.joints.swap(kept.joints);
    for (const Joint& jt : s.joints) s.joint_stamp[jt.cell] = s.stamp;
    int li = 0, lj = 0;
    bool near = false;
    // Joints at the edge of every sector's joints cast second legs (the aimed legs' joints, and a
    // notched base's: at the edge of their own sector's).
    const bool by_all = !any_joint.empty() && sector < sectors;
    for (std::size_t jn = 0; jn < s.joints.size(); ++jn) {
      const Joint& jt = s.joints[jn];
      const std::int32_t tag = -2 - (joint_base[sector] + static_cast<std::int32_t>(jn));
      if (covered && ((*covered)[jt.cell] & kJointsCovered)) continue;  // the caller's word
      // A joint in a cell the move started from adds little: a whole move from that cell's own
      // spot reaches further than the rest of this one (M2).
      // (Not for a notched base: the cell's own spot faces its own way.)
      if (by_all) {
        if (!casts_by_all[jt.cell]) continue;
      } else {
        const int i0 = static_cast<int>(jt.cell % static_cast<std::size_t>(nx)), j0 = static_cast<int>(jt.cell / static_cast<std::size_t>(nx));
        if (!tool_detail::at_edge(nx, ny, i0, j0, [&](std::size_t n) { return s.joint_stamp[n] != s.stamp; }) || (!notched_ && from[jt.cell].label >= 0))
          continue;
      }
      // Every other turn (ends at most a cell apart, as the first legs), then each turn between two
      // whose legs came near something (or were skipped), so that a leg near a piece threads any gap
      // the finer turns would, and legs on clear ground are not cast twice as densely.
      s.near.assign(turns_.size(), 0);
      for (std::size_t pass = 0; pass < 2; ++pass)
        for (std::size_t m = pass; m < turns_.size(); m += 2) {
          if (pass == 1 && !every_second_leg_ && !s.near[m - 1] && !s.near[m + 1]) continue;
          const auto [ct, st] = turns_[m];
          const double vx = jt.ux * ct - jt.uy * st, vy = jt.ux * st + jt.uy * ct;
          // A leg whose end cell this sector already reaches at least as far from a source adds
          // little: skip it (as the tool's earlier model skipped legs to cells already reached).
          const double ex = jt.x + second_ * vx, ey = jt.y + second_ * vy;
          const int ei = static_cast<int>(std::floor(ex)), ej = static_cast<int>(std::floor(ey));
          if (!every_second_leg_ && ei >= 0 && ej >= 0 && ei < nx && ej < ny) {
            const Candidate& there = s.sector[cell(ei, ej)];
            if (there.label >= 0 && there.carried >= (ex - jt.sx) * (ex - jt.sx) + (ey - jt.sy) * (ey - jt.sy)) {
              s.near[m] = 1;
              continue;
            }
          }
          near = false;
          leg(s, jt.label, tag, jt.x, jt.y, vx, vy, second_, jt.sx, jt.sy, li, lj, near);
          s.near[m] = near ? 1 : 0;
        }
      // And a second leg aimed at each narrow gap within reach and within the pivot limit.
      for (const auto& g : gaps) {
        const double dx = g.x - jt.x, dy = g.y - jt.y, d = std::sqrt(dx * dx + dy * dy);
        if (d <= 1e-9 || d > second_ + 1 || (dx * jt.ux + dy * jt.uy) / d < pivot_cos_) continue;
        leg(s, jt.label, tag, jt.x, jt.y, dx / d, dy / d, second_, jt.sx, jt.sy, li, lj, near);
      }
      for (const auto& k : corridors) {
        const double across = k.across(jt.x, jt.y), along = k.along(jt.x, jt.y);
        if (along < k.lo - second_ || along > k.hi + second_ || std::abs(across - k.mid) > k.half + second_) continue;
        if (std::abs(across - k.mid) <= k.half)
          for (const double way : {-1.0, 1.0}) {
            const auto [vx, vy] = k.way(way);
            if (vx * jt.ux + vy * jt.uy >= pivot_cos_) leg(s, jt.label, tag, jt.x, jt.y, vx, vy, second_, jt.sx, jt.sy, li, lj, near);
          }
        Clearance::grazing_legs(k, jt.x, jt.y, [&](double vx, double vy) {
          if (vx * jt.ux + vy * jt.uy >= pivot_cos_) leg(s, jt.label, tag, jt.x, jt.y, vx, vy, second_, jt.sx, jt.sy, li, lj, near);
        });
      }
    }
    {
      const std::lock_guard lock(best_lock);
      for (const auto c : s.sector_touched) {
        if (best->at[c].label < 0) best->touched.push_back(c);
        if (better(s.sector[c], facing_at(s.sector_facing, c), best->at[c], facing_at(best->facing, c))) {
          best->at[c] = s.sector[c];
          if (notched_) best->facing[c] = s.sector_facing[c];
        }
      }
    }
    for (const auto c : s.sector_touched) {
      s.sector[c] = Candidate{};
      if (notched_) s.sector_facing[c] = Facing{};
    }
    s.sector_touched.clear();
    if (origins) kept.joints.swap(s.joints);  // kept for telling the origins below
  });
  // A candidate's joint, by its number.
  const auto joint_of = [&](std::int32_t tag) -> const Joint& {
    const std::int32_t k = -2 - tag;
    const auto sector = static_cast<std::size_t>(std::upper_bound(joint_base.begin(), joint_base.end(), k) - joint_base.begin() - 1);
    return first_legs[sector].joints[static_cast<std::size_t>(k - joint_base[sector])];
  };
  // The best of every sector is each cell's position; sources keep their own spots. Then the best
  // and every scratch go back to their pools clean.
  for (const auto c : best->touched) {
    const Candidate& b = best->at[c];
    if (to[c].label < 0 && b.label >= 0) {
      to[c] = {b.label, b.x, b.y};
      if (to_facing) (*to_facing)[c] = {best->facing[c].fx, best->facing[c].fy, 0};  // a move ends facing along its leg, unturned
      if (origins) {
        if (b.from >= 0) {
          (*origins)[c] = Origin{b.from};
        } else {
          const Joint& jt = joint_of(b.from);
          (*origins)[c] = Origin{jt.source, jt.x, jt.y};
        }
      }
    }
    best->at[c] = Candidate{};
    if (notched_) best->facing[c] = Facing{};
  }
  best->touched.clear();
  best_pool().give(std::move(best));
  scratch.for_each([&](std::unique_ptr<Scratch>& s) {
    if (visits) *visits += s->visits;
    s->visits = 0;
    scratch_pool().give(std::move(s));
  });
}

}  // namespace climbsim
