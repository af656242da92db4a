// climbsim mission: a mission and a list in; which unit contests which POI, or stands on which
// roof, by which round. Its parameters and --help: climbsim/request/mission_command_spec.cpp; the
// request and the answer: climbsim/request/mission_request.
#include <tbb/parallel_for.h>

#include <stdexcept>

#include "cli/options.hpp"
#include "cli/registry.hpp"
#include "climbsim/request/command_requests.hpp"
#include "climbsim/output/reach_output.hpp"
#include "climbsim/request/mission_request.hpp"
#include "climbsim/rules/legion_mission.hpp"

namespace climbsim::cli {

namespace {

int mission_command(const Options& opts, Run& run) {
  const std::string format = answer_format(opts);
  const MissionRequest request = mission_request(opts, edition_options(opts));
  if (print_config_and_stop(opts)) return 0;
  const auto out = stage_output(run, opts, "output");
  const auto png = stage_output(run, opts, "png");
  const ThreadLimit limit(opts);
  // One map a unit, each alone (a unit's map shares nothing another unit's needs), in parallel:
  // each is the same whichever thread computes it.
  std::vector<ReachMap> maps(request.units.size());
  try {
    tbb::parallel_for(std::size_t{0}, maps.size(), [&](std::size_t u) { maps[u] = compute_reach(request.terrain, request.units[u]); });
  } catch (const std::invalid_argument& e) {
    throw opts.error("territory", e.what());
  }
  const MissionAnswer answer = mission_answer(request, maps);
  write(run.outputs.stream(out), answer.table, answer.verdicts, format);
  if (!png.empty() && !maps.empty()) {
    const ReachOptions& o = request.units[request.png_unit];
    MissionMarks marks{request.area.territory, request.area.enemy, request.pois, contest_distance(o.unit.base_mm)};
    write_mission_png(run.outputs.stream(png), maps[request.png_unit], request.terrain, o, marks);
  }
  return 0;
}

}  // namespace

const Registered kRegistered("mission", mission_command);

}  // namespace climbsim::cli
