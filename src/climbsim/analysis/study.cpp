// One table of a terrain study (contract in study.hpp).
#include "climbsim/analysis/study.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>


#include "climbsim/analysis/mission_entry.hpp"
#include "climbsim/analysis/reach.hpp"
#include "climbsim/analysis/targets.hpp"
#include "climbsim/rules/legion_mission.hpp"
#include "climbsim/platform/executor.hpp"
#include "climbsim/terrain/spread_cache.hpp"
#include "climbsim/terrain/surface_cache.hpp"
#include "climbsim/units/what_if.hpp"

namespace climbsim {

namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

// A roof with room for at least one base.
bool is_roof(const Level& l) {
  if (l.building < 0) return false;
  for (const auto f : l.free)
    if (f) return true;
  return false;
}

StartMetrics metrics_of(const ReachMap& map, const StudySpec& spec, const ReachOptions& options) {
  StartMetrics m;
  m.nearest_high_roof_actions = m.nearest_high_roof_wounds = m.objective_actions = kNone;
  const double cell_area = map.grid.resolution * map.grid.resolution;
  const std::size_t objective = map.grid.cell_at(spec.objective.first, spec.objective.second);
  std::vector<char> reached(map.levels.size(), 0);
  for (const auto& c : map.cells) {
    if (c.min_actions < 0) continue;
    const Level& level = map.levels[static_cast<std::size_t>(c.level)];
    const double actions = c.min_actions;
    if (c.cell == objective && !(m.objective_actions <= actions)) m.objective_actions = actions;
    if (!is_roof(level)) continue;
    if (c.min_actions <= 2) m.roof_area_2 += cell_area;
    if (c.min_actions <= 4) m.roof_area_4 += cell_area;
    if (level.height < 2 || c.min_actions > 4) continue;
    reached[static_cast<std::size_t>(c.level)] = 1;
    const double wounds = map.routes[static_cast<std::size_t>(c.fastest)].mean_wounds;
    if (!(m.nearest_high_roof_actions <= actions) ||
        (actions == m.nearest_high_roof_actions && wounds < m.nearest_high_roof_wounds)) {
      m.nearest_high_roof_actions = actions;
      m.nearest_high_roof_wounds = wounds;
    }
  }
  for (std::size_t l = 0; l < map.levels.size(); ++l)
    if (is_roof(map.levels[l]) && map.levels[l].height >= 2) {
      ++m.high_roofs;
      m.high_roofs_reached += reached[l];
    }
  if (spec.mission) {
    // As climbsim mission counts them: a POI contested by the leader's base within Half-Range of the
    // token, the enemy Territory by the base partly in it; a unit there at no action in round 1.
    const int per = options.rules.actions_per_activation;
    const double radius = options.unit.base_mm / 25.4 / 2;
    const auto round_at = [&](std::optional<std::size_t> k) {
      return k ? static_cast<double>(std::max(1, round_of(map.cells[*k].min_actions, per))) : kNone;
    };
    for (const auto& [x, y] : spec.mission->pois) m.target_rounds.push_back(round_at(best_within(map, x, y, contest_distance(options.unit.base_mm))));
    m.target_rounds.push_back(round_at(best_near(map, spec.mission->enemy, radius)));
  }
  return m;
}

}  // namespace

double StartMetrics::high_roof_share() const {
  return high_roofs == 0 ? kNone : static_cast<double>(high_roofs_reached) / high_roofs;
}

TableMetrics study_table(const Terrain& terrain, const StudySpec& spec, std::uint64_t table) {
  TableMetrics out;
  out.table = table;
  out.pieces = static_cast<int>(terrain.pieces.size());
  const std::size_t nv = spec.variants.size(), ns = spec.starts.size();
  const std::size_t jobs = spec.units.size() * nv * ns;
  out.starts.resize(jobs);
  std::vector<ReachOptions> options(jobs);
  for (std::size_t j = 0; j < jobs; ++j) {
    const auto& variant = spec.variants[(j / ns) % nv];
    ReachOptions& o = options[j];
    o.unit = spec.units[j / (nv * ns)];
    if (!variant.what_if.empty()) apply_what_if(variant.what_if, o.unit);
    o.rules = variant.rules;
    o.die = spec.die;
    o.actions = StudySpec::kActions;
    o.resolution = spec.resolution;
    o.sectors = spec.sectors;
    o.every_leg = spec.every_leg;
    if (spec.mission) {
      // The whole map: a POI is met anywhere within reach of it, on any surface.
      o.actions = spec.mission->rounds * o.rules.actions_per_activation;
      enter_from(spec.mission->territory, terrain.width, terrain.depth, o);
      continue;
    }
    std::tie(o.start_x, o.start_y) = spec.starts[j % ns];
    // Of the ground, the figures read only the objective's fewest actions (metrics_of).
    o.needed_ground = std::vector<std::pair<double, double>>{spec.objective};
  }
  // A job whose unit moves as an earlier one's from the same start, under the same rules, has its
  // map: computed once, copied. That is a variant that leaves the unit as it is (no-scale for a
  // unit without Scale), and two units of the roster alike in every figure the map reads (71
  // profiles among the 162 units of the built-in roster): their names, cards and points are not
  // read by the map (movement_profile).
  std::vector<Unit> profiles(jobs);
  for (std::size_t j = 0; j < jobs; ++j) profiles[j] = movement_profile(options[j].unit);
  std::vector<std::size_t> same_as(jobs);
  for (std::size_t j = 0; j < jobs; ++j) {
    same_as[j] = j;
    for (std::size_t k = j % ns; k < j; k += ns)  // earlier jobs from the same start
      if (profiles[k] == profiles[j] && options[k].rules == options[j].rules) {
        same_as[j] = k;
        break;
      }
  }
  // One map per job; each writes its own slot, so the order is fixed whatever the threads do. The
  // maps share their standard moves: variants that change only dice, and units alike in base, speed
  // and height, spread the same sources again and again (spread_cache.hpp: the same bytes).
  SpreadCache spreads;
  SurfaceCache surfaces;  // and their surfaces: units alike in base and height see the same
  exec::parallel_for(jobs, [&](std::size_t j) {
    if (same_as[j] == j) out.starts[j] = metrics_of(compute_reach(terrain, options[j], &spreads, &surfaces), spec, options[j]);
  });
  for (std::size_t j = 0; j < jobs; ++j) out.starts[j] = out.starts[same_as[j]];
  return out;
}

namespace {

void put(std::ostringstream& out, double v) {
  if (std::isnan(v)) {
    out << " -";
    return;
  }
  char buf[40];
  std::snprintf(buf, sizeof buf, " %a", v);
  out << buf;
}

double take(std::istringstream& in) {
  std::string word;
  if (!(in >> word)) throw std::invalid_argument("a table's figures end early");
  if (word == "-") return kNone;
  char* end = nullptr;
  const double v = std::strtod(word.c_str(), &end);
  if (end != word.c_str() + word.size()) throw std::invalid_argument("'" + word + "' is not a number");
  return v;
}

int take_count(std::istringstream& in) {
  const double v = take(in);
  if (!(v >= 0 && v <= 1e9) || v != std::floor(v)) throw std::invalid_argument("a count is not a whole number");
  return static_cast<int>(v);
}

}  // namespace

std::string encode_table_metrics(const TableMetrics& m) {
  std::ostringstream out;
  // "N" starts, or "N/K" with K mission targets a start (a study without a mission writes as before).
  const std::size_t targets = m.starts.empty() ? 0 : m.starts.front().target_rounds.size();
  out << m.table << ' ' << m.pieces << ' ' << m.starts.size();
  if (targets > 0) out << '/' << targets;
  for (const auto& s : m.starts) {
    put(out, s.roof_area_2);
    put(out, s.roof_area_4);
    put(out, s.high_roofs);
    put(out, s.high_roofs_reached);
    put(out, s.nearest_high_roof_actions);
    put(out, s.nearest_high_roof_wounds);
    put(out, s.objective_actions);
    for (const double r : s.target_rounds) put(out, r);
  }
  return out.str();
}

TableMetrics decode_table_metrics(std::string_view text) {
  std::istringstream in{std::string(text)};
  TableMetrics m;
  std::string count;
  if (!(in >> m.table >> m.pieces >> count)) throw std::invalid_argument("not a table's figures");
  // "N" starts, or "N/K" with K targets a start: whole numbers of digits only, N at most a million.
  const auto whole = [](const std::string& digits, unsigned long long most) {
    if (digits.empty() || digits.size() > 7 || digits.find_first_not_of("0123456789") != std::string::npos) return most + 1;
    return std::stoull(digits);
  };
  const auto slash = count.find('/');
  const unsigned long long starts = whole(count.substr(0, slash), 1'000'000);
  const unsigned long long per = slash == std::string::npos ? 0 : whole(count.substr(slash + 1), 1000);
  if (starts > 1'000'000 || per > 1000 || (slash != std::string::npos && per == 0)) throw std::invalid_argument("not a table's figures");
  const auto n = static_cast<std::size_t>(starts), targets = static_cast<std::size_t>(per);
  m.starts.resize(n);
  for (auto& s : m.starts) {
    s.roof_area_2 = take(in);
    s.roof_area_4 = take(in);
    s.high_roofs = take_count(in);
    s.high_roofs_reached = take_count(in);
    s.nearest_high_roof_actions = take(in);
    s.nearest_high_roof_wounds = take(in);
    s.objective_actions = take(in);
    for (std::size_t k = 0; k < targets; ++k) s.target_rounds.push_back(take(in));
  }
  std::string rest;
  if (in >> rest) throw std::invalid_argument("a table's figures run on past their count");
  return m;
}

}  // namespace climbsim
