// Every tool up to a unit's speed, and where a shorter one need not be cast (contract in tool_set.hpp).
#include "climbsim/terrain/tool_set.hpp"

#include <algorithm>
#include <cmath>

#include "climbsim/terrain/window_mask.hpp"

namespace climbsim {

ToolSet::ToolSet(double resolution, std::array<double, 3> tool_lengths, double base_radius, double pivot_degrees, int unit_speed,
                 double end_radius, bool notched, int sectors)
    : resolution_(resolution), lengths_(tool_lengths), radius_(base_radius), pivot_(pivot_degrees), end_radius_(end_radius),
      speed_(std::clamp(unit_speed, 1, 3)), notched_(notched), sectors_(sectors) {}

const ToolMove& ToolSet::tool(int speed) {
  speed = std::clamp(speed, 1, 3);
  auto it = tools_.find(speed);
  if (it == tools_.end()) {
    // The tool's two equal segments, the base flush against its start, and flush against its end
    // or centred over it (RULINGS M2, R13).
    const double half = lengths_[static_cast<std::size_t>(speed - 1)] / 2;
    it = tools_.emplace(speed, ToolMove(resolution_, radius_ + half, half + end_radius_, pivot_, sectors_, notched_)).first;
    it->second.cast_every_first_leg(every_leg_);
    it->second.cast_every_second_leg(every_leg_);
    it->second.turn_after(turn_after_);
  }
  return it->second;
}

const std::vector<std::uint8_t>* ToolSet::covered(const Clearance& clearance, int speed, const std::vector<std::uint8_t>* fastest_avoid) {
  if (notched_ || speed >= speed_ || tool(speed).reach() > tool(speed_).reach()) return nullptr;
  auto it = covered_.find({&clearance, speed});
  if (it == covered_.end()) it = covered_.emplace(std::make_pair(&clearance, speed), clearance.open_around(tool(speed).reach(), fastest_avoid)).first;
  return &it->second;
}

std::unique_ptr<std::vector<std::uint8_t>> ToolSet::covered_beside(const Clearance& clearance, int speed, const std::vector<std::uint8_t>* fastest_avoid,
                                                                   const std::vector<std::uint8_t>& gain, const CellWindow& window) {
  speed = std::clamp(speed, 1, 3);
  if (speed >= speed_) return nullptr;
  const int nx = clearance.columns(), ny = clearance.rows();
  auto out = std::make_unique<std::vector<std::uint8_t>>(clear_windows(nx, ny, gain, static_cast<int>(std::ceil(tool(speed).reach())) + 2, false, &window));
  if (const auto* plain = covered(clearance, speed, fastest_avoid))
    window.for_each(nx, [&](int, int, std::size_t c) { (*out)[c] = static_cast<std::uint8_t>((*out)[c] | (*plain)[c]); });
  return out;
}

}  // namespace climbsim
