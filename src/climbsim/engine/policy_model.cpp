#include "climbsim/engine/policy_model.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>

#include "climbsim/engine/table_cache.hpp"
#include "climbsim/platform/dispatch.hpp"
#include "climbsim/random/binomial.hpp"

namespace climbsim {

PolicyExact evaluate_policy(const PolicyChoices& policy, const WoundLadder& unit, double p) {
  const int cap = unit.cap();
  const std::size_t states = static_cast<std::size_t>(cap + 1);
  const std::size_t last = policy.last;
  if (policy.states != cap + 1) throw std::invalid_argument("policy: its table is for another unit (wounds taken 0.." + std::to_string(policy.states - 1) + ")");
  // dist[i][s]: probability of standing on surface i with s wounds taken, before moving on.
  std::vector<std::vector<double>> dist(last + 1, std::vector<double>(states, 0.0));
  dist[0][0] = 1.0;
  PolicyExact e;
  e.law.assign(states, 0.0);
  for (std::size_t i = 0; i <= last; ++i) {
    for (std::size_t s = 0; s < states; ++s) {
      const double here = dist[i][s];
      if (here == 0.0) continue;
      if (i == last || static_cast<int>(s) == cap) {  // arrived, or the unit is defeated
        e.law[s] += here;
        continue;
      }
      const int survivors = unit.survivors(static_cast<int>(s));
      const auto& c = policy.choose(i, static_cast<int>(s));
      if (c.next <= i || c.next > last) throw std::invalid_argument("policy: a move must lead to a later stage");
      e.mean_actions += here * c.actions;
      const auto pmf = binomial_pmf(survivors * c.dice_per_mini, p);
      for (std::size_t w = 0; w < pmf.size(); ++w) dist[c.next][std::min(states - 1, s + w)] += here * pmf[w];
    }
  }
  // Worst case over every path the dice allow, remembering the open activation's spent actions and
  // whether it has taken its once-an-activation move.
  std::map<std::tuple<std::size_t, std::size_t, int, bool>, std::pair<int, int>> memo;
  std::function<std::pair<int, int>(std::size_t, std::size_t, int, bool)> worst = [&](std::size_t i, std::size_t s, int used, bool once_used) {
    if (i == last || static_cast<int>(s) == cap) return std::pair{0, 0};
    const auto key = std::tuple{i, s, used, once_used};
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    const int survivors = unit.survivors(static_cast<int>(s));
    const auto& c = policy.choose(i, static_cast<int>(s));
    const int a = c.actions;
    // A step is never split (R9), and a once-an-activation move opens a new one if taken already.
    const bool opens = a > 0 && (used + a > policy.actions_per_activation || (c.once_per_activation && once_used));
    const int now_used = a == 0 ? used : (opens ? a : used + a);
    const bool now_once = a == 0 ? once_used : ((opens ? false : once_used) || c.once_per_activation);
    const int rolled = survivors * c.dice_per_mini;
    std::pair<int, int> best{0, 0};
    for (int w = 0; w <= rolled; ++w) {
      const auto [wa, wacts] = worst(c.next, std::min(states - 1, s + static_cast<std::size_t>(w)), now_used, now_once);
      best.first = std::max(best.first, a + wa);
      best.second = std::max(best.second, (opens ? 1 : 0) + wacts);
    }
    memo[key] = best;
    return best;
  };
  std::tie(e.max_actions, e.max_activations) = worst(0, 0, policy.actions_per_activation, false);
  return e;
}

void PolicyTally::merge(const PolicyTally& o) {
  wounds.merge(o.wounds);
  sum_actions += o.sum_actions;
  sum_actions_sq += o.sum_actions_sq;
}

PolicyModel::PolicyModel(PolicyChoices policy, const WoundLadder& unit, double p)
    : policy_(std::move(policy)), unit_(unit), cap_(unit.cap()) {
  if (policy_.states != cap_ + 1) throw std::invalid_argument("policy: its table is for another unit");
  // The choice at every (surface, wounds taken): the table of the step's dice (0: no dice), its
  // actions and the surface after it; and one inversion table per dice count the policy rolls.
  struct Choice {
    std::uint32_t table = 0, actions = 0, next = 0;
  };
  std::vector<Choice> choice;
  tables_.push_back(nullptr);
  std::vector<int> dice = {0};
  const std::size_t states = static_cast<std::size_t>(cap_ + 1);
  choice.resize(policy_.last * states);
  for (std::size_t i = 0; i < policy_.last; ++i)
    for (std::size_t s = 0; s < states; ++s) {
      const auto& c = policy_.choose(i, static_cast<int>(s));
      const int d = c.dice_per_mini;
      auto it = std::find(dice.begin(), dice.end(), d);
      if (it == dice.end()) {
        dice.push_back(d);
        tables_.push_back(shared_clamber_step(unit, p, d));
        it = dice.end() - 1;
      }
      choice[i * states + s] = {static_cast<std::uint32_t>(it - dice.begin()), static_cast<std::uint32_t>(c.actions),
                                 static_cast<std::uint32_t>(c.next)};
    }
  // Steps without dice leave the wounds as they are, so a run of them is one step: its actions
  // added up, on to the first step that rolls (or the end). The walk draws the same uniforms and
  // ends in the same state with the same actions, in fewer steps.
  std::vector<Choice> merged = choice;
  for (std::size_t i = 0; i < policy_.last; ++i)
    for (std::size_t s = 0; s < states; ++s) {
      Choice& c = merged[i * states + s];
      for (std::size_t hops = 0; c.table == 0 && c.next != policy_.last && hops < policy_.last; ++hops) {
        const Choice& then = choice[c.next * states + s];
        c = {then.table, c.actions + then.actions, then.next};
      }
    }
  choice = std::move(merged);

  // The walk's places, each surface's states one after another, then the ends.
  constexpr int bits = ClamberStep::kGuideBits;
  constexpr std::size_t buckets = std::size_t{1} << bits;
  end_ = static_cast<std::uint32_t>(policy_.last * states);
  const std::size_t places = end_ + states;
  node_.assign(places, Node{});
  actions_.assign(places, 0);
  jump_.assign(places << bits, kSearch);
  for (std::size_t at = end_; at < places; ++at) std::fill_n(jump_.begin() + static_cast<std::ptrdiff_t>(at << bits), buckets, at);
  for (std::size_t i = 0; i < policy_.last; ++i)
    for (std::size_t s = 0; s < states; ++s) {
      const Choice& c = choice[i * states + s];
      const std::uint32_t here = place(i, s);
      if (here >= end_) continue;  // the unit is defeated: the walk never leaves from here
      node_[here] = {c.table, static_cast<std::uint32_t>(s), c.next};
      actions_[here] = c.actions;
      auto jump = jump_.begin() + static_cast<std::ptrdiff_t>(static_cast<std::size_t>(here) << bits);
      if (c.table == 0) {
        std::fill_n(jump, buckets, place(c.next, s));
        continue;
      }
      const std::uint16_t* next = tables_[c.table]->next_table() + (s << bits);
      for (std::size_t b = 0; b < buckets; ++b)
        if (next[b] != ClamberStep::kSearch) jump[static_cast<std::ptrdiff_t>(b)] = place(c.next, next[b]);
    }
  std::vector<int> memo(places, -1);
  draws_ = most_draws(place(0, 0), memo);
  build_place_tables();
}

// The walk's places as PlaceTables (policy_walk.hpp), numbered afresh so that more walks fit the
// vector walk's 16 or 32 places: of each surface only the wounds a walk can stand there with (a
// range from the least to the most: every count of wounds the dice allow is a path), one after
// another, then the ends, 0 .. cap. Each place's step by its thresholds, dice rolled, wounds and the
// base of the range it leads to (base + wounds, modulo 2^64), packed (pack_step); other entries
// stay zero. Nothing when the places are still too many or a number does not fit its field.
void PolicyModel::build_place_tables() {
  const std::size_t surfaces = policy_.last;
  const auto cap = static_cast<std::uint64_t>(cap_);
  // The places a walk reaches, from the start, in the model's own numbering.
  std::vector<char> reached(node_.size(), 0);
  std::vector<std::uint32_t> todo = {place(0, 0)};
  reached[todo.front()] = 1;
  while (!todo.empty()) {
    const std::uint32_t at = todo.back();
    todo.pop_back();
    if (at >= end_) continue;
    const Node& c = node_[at];
    const std::uint64_t rolled = c.table == 0 ? 0 : tables_[c.table]->dice_rolled()[c.wounds];
    for (std::uint64_t w = 0; w <= rolled; ++w)
      if (const std::uint32_t to = place(c.next, std::min<std::uint64_t>(c.wounds + w, cap)); !reached[to]) reached[to] = 1, todo.push_back(to);
  }
  // Each surface's range of wounds, and where it starts in the new numbering.
  std::vector<std::uint64_t> lo(surfaces, cap), hi(surfaces, 0), first(surfaces, 0);
  for (std::uint32_t at = 0; at < end_; ++at)
    if (reached[at]) {
      const std::size_t i = at / (cap + 1);
      lo[i] = std::min<std::uint64_t>(lo[i], node_[at].wounds), hi[i] = std::max<std::uint64_t>(hi[i], node_[at].wounds);
    }
  std::uint64_t first_end = 0;
  for (std::size_t i = 0; i < surfaces; ++i)
    if (lo[i] <= hi[i]) first[i] = first_end, first_end += hi[i] - lo[i] + 1;
  if (first_end + cap + 1 > PlaceTables::kMostPlaces) return;
  const auto base_of = [&](std::size_t surface) { return surface == surfaces ? first_end : first[surface] - lo[surface]; };

  PlaceTables t;
  std::array<std::uint64_t, PlaceTables::kMostPlaces> rolled{}, wounds{}, base{}, actions{};
  t.end = first_end;
  t.cap = cap;
  t.cap_place = first_end + cap;
  for (std::size_t i = 1; i < tables_.size(); ++i) t.thresholds = std::max(t.thresholds, tables_[i]->thresholds());
  t.threshold.assign(static_cast<std::size_t>(t.thresholds) * PlaceTables::kMostPlaces, UINT64_MAX);
  for (std::uint64_t w = 0; w <= cap; ++w) {  // the ends stay where they are
    wounds[static_cast<std::size_t>(first_end + w)] = w;
    base[static_cast<std::size_t>(first_end + w)] = first_end;
  }
  for (std::uint32_t old = 0; old < end_; ++old) {
    if (!reached[old]) continue;
    const Node& c = node_[old];
    const auto at = static_cast<std::size_t>(base_of(old / (cap + 1)) + c.wounds);
    wounds[at] = c.wounds;
    base[at] = base_of(c.next);
    actions[at] = actions_[old];
    if (c.table == 0) continue;  // no dice: rolled 0, so the step goes on whatever u is
    const ClamberStep& step = *tables_[c.table];
    rolled[at] = step.dice_rolled()[c.wounds];
    for (int k = 0; k < step.thresholds(); ++k) t.threshold[static_cast<std::size_t>(k) * PlaceTables::kMostPlaces + at] = step.row(k)[c.wounds];
  }
  for (std::size_t at = 0; at < PlaceTables::kMostPlaces; ++at) {
    const auto packed = pack_step(rolled[at], wounds[at], static_cast<std::int64_t>(base[at]), actions[at]);
    if (!packed) return;  // a number too large for the packed step: the lane-by-lane walk
    t.step[at] = *packed;
  }
  place_tables_ = std::move(t);
}

std::uint32_t PolicyModel::place(std::size_t surface, std::uint64_t wounds) const noexcept {
  const auto states = static_cast<std::uint64_t>(cap_ + 1);
  if (surface == policy_.last || wounds == static_cast<std::uint64_t>(cap_)) return end_ + static_cast<std::uint32_t>(wounds);
  return static_cast<std::uint32_t>(surface * states + wounds);
}

std::uint32_t PolicyModel::search(std::uint32_t at, std::uint64_t u) const noexcept {
  const Node& c = node_[at];
  return place(c.next, tables_[c.table]->search(c.wounds, u));
}

// The most steps with dice on any path from `at`: every number of wounds the dice allow is a path.
// memo holds -2 while a place is on the path being explored, so a policy that goes round in a circle
// is refused rather than walked for ever.
int PolicyModel::most_draws(std::uint32_t at, std::vector<int>& memo) const {
  if (at >= end_) return 0;
  int& m = memo[at];
  if (m == -2) throw std::invalid_argument("policy: a walk can come back to where it was; the surfaces must lead up");
  if (m >= 0) return m;
  m = -2;
  const Node& c = node_[at];
  int most = 0;
  if (c.table == 0) {
    most = most_draws(place(c.next, c.wounds), memo);
  } else {
    const auto rolled = tables_[c.table]->dice_rolled()[c.wounds];
    for (std::uint64_t w = 0; w <= rolled; ++w)
      most = std::max(most, 1 + most_draws(place(c.next, std::min<std::uint64_t>(c.wounds + w, static_cast<std::uint64_t>(cap_))), memo));
  }
  memo[at] = most;
  return most;
}

void PolicyModel::run_chunk(LaneRng& rng, std::uint64_t n, Tally& into) const {
  const auto lanes = [&] { run_chunk_lanes(rng, n, into); };
  dispatch(lanes, lanes, [&] {
    if (!place_tables_) return lanes();
    std::vector<std::uint64_t> lane_hist(static_cast<std::size_t>(cap_ + 1) * LaneRng::kLanes, 0);
    walk_policy_avx512(*place_tables_, draws_, rng, n, lane_hist.data(), into.sum_actions, into.sum_actions_sq);
    into.wounds.add_histogram(lane_hist, LaneRng::kLanes);
  });
}

void PolicyModel::run_chunk_lanes(LaneRng& rng, std::uint64_t n, Tally& into) const {
  constexpr std::size_t kLanes = LaneRng::kLanes;
  constexpr int bits = ClamberStep::kGuideBits;
  LaneRows rows(rng);
  // One histogram per lane ([wounds * 8 + lane]): walks of a group that end alike never wait on
  // each other's increment.
  std::vector<std::uint64_t> lane_hist(static_cast<std::size_t>(cap_ + 1) * kLanes, 0);
  const std::uint32_t start = place(0, 0);
  // After D rounds with dice a walk has ended or stands where a step without dice takes it to the
  // end: one more round, with u unused, ends every walk.
  const std::uint64_t no_uniforms[kLanes] = {};
  std::uint64_t sum = 0, sum_sq = 0;
  for (std::uint64_t first = 0; first < n; first += kLanes) {
    std::uint32_t at[kLanes];
    std::uint64_t actions[kLanes];
    for (std::size_t l = 0; l < kLanes; ++l) at[l] = start, actions[l] = 0;
    for (int round = 0; round <= draws_; ++round) {
      // Once all 8 walks stand at an end the rounds left change nothing: their rows are skipped.
      if (std::all_of(at, at + kLanes, [&](std::uint32_t a) { return a >= end_; })) {
        for (; round < draws_; ++round) rows.next();
        break;
      }
      const std::uint64_t* u = round < draws_ ? rows.next() : no_uniforms;
      for (std::size_t l = 0; l < kLanes; ++l) {
        actions[l] += actions_[at[l]];
        const std::uint32_t to = jump_[(static_cast<std::size_t>(at[l]) << bits) | (u[l] >> (64 - bits))];
        at[l] = to != kSearch ? to : search(at[l], u[l]);
      }
    }
    const std::size_t lanes = static_cast<std::size_t>(std::min<std::uint64_t>(kLanes, n - first));
    for (std::size_t l = 0; l < lanes; ++l) {
      ++lane_hist[(at[l] - end_) * kLanes + l];
      sum += actions[l];
      sum_sq += actions[l] * actions[l];
    }
  }
  into.sum_actions += sum;
  into.sum_actions_sq += sum_sq;
  into.wounds.add_histogram(lane_hist, kLanes);
}

}  // namespace climbsim
