#include "climbsim/engine/table_cache.hpp"

#include <cstdint>
#include <map>
#include <mutex>
#include <tuple>

#include "climbsim/engine/exact.hpp"
#include "climbsim/platform/bits.hpp"

namespace climbsim {

namespace {

using Key = std::tuple<std::vector<int>, int, std::uint64_t>;  // wound ladder, dice, bits of p

template <class Value>
class Memo {
 public:
  template <class Build>
  std::shared_ptr<const Value> get(const Key& key, std::size_t bytes, Build build) {
    {
      const std::lock_guard lock(mutex_);
      if (const auto it = map_.find(key); it != map_.end()) return it->second;
    }
    auto value = std::make_shared<const Value>(build());  // built outside the lock
    const std::lock_guard lock(mutex_);
    if (const auto it = map_.find(key); it != map_.end()) return it->second;  // another thread won
    if (used_ + bytes <= kTableCacheBytes / 2) {
      used_ += bytes;
      map_.emplace(key, value);
    }
    return value;
  }

 private:
  std::mutex mutex_;
  std::map<Key, std::shared_ptr<const Value>> map_;
  std::size_t used_ = 0;
};

std::size_t states(const WoundLadder& unit) { return static_cast<std::size_t>(unit.cap() + 1); }

}  // namespace

std::shared_ptr<const ClamberStep> shared_clamber_step(const WoundLadder& unit, double p, int dice_per_mini) {
  static Memo<ClamberStep> memo;
  const Key key{unit.falls_at(), dice_per_mini, bits_of(p)};
  const std::size_t n = states(unit);
  const std::size_t bytes = 8 * n * static_cast<std::size_t>(std::min(unit.cap(), unit.minis() * dice_per_mini) + 1);
  return memo.get(key, bytes, [&] { return ClamberStep(unit, p, dice_per_mini); });
}

std::shared_ptr<const Eigen::MatrixXd> shared_transition(const WoundLadder& unit, int dice_per_mini, double p) {
  static Memo<Eigen::MatrixXd> memo;
  const Key key{unit.falls_at(), dice_per_mini, bits_of(p)};
  const std::size_t n = states(unit);
  return memo.get(key, 8 * n * n, [&] { return clamber_transition(unit, dice_per_mini, p); });
}

}  // namespace climbsim
