// climbsim map: where can this unit stand after N actions, and at what risk? Its parameters and
// --help: climbsim/request/legion_command_specs.cpp; the request: request/command_requests.
#include "cli/options.hpp"
#include "cli/registry.hpp"
#include "climbsim/output/reach_output.hpp"
#include "climbsim/request/command_requests.hpp"
#include "climbsim/request/map_answer.hpp"
#include "climbsim/tables/route_steps.hpp"

namespace climbsim::cli {

namespace {

int map_command(const Options& opts, Run& run) {
  MapRequest request = map_request(opts, edition_options(opts));
  if (print_config_and_stop(opts)) return 0;
  check_work(opts, request.work, request.work_text);
  check_memory(opts, request.bytes, request.work_text);
  const auto out = stage_output(run, opts, "output");
  const auto png = stage_output(run, opts, "png");
  const auto routes = stage_output(run, opts, "routes");
  const ThreadLimit limit(opts);
  for_each_map(opts, request, [&](const ReachMap& map, std::size_t die) {
    write_reach_csv(run.outputs.stream(out), map, request.terrain, request.options, die == 0, request.detail);
    if (!png.empty())
      write_reach_png(run.outputs.stream(png), map, request.terrain, request.options,
                      request.to ? route_ends(map, request.to->x, request.to->y, request.to->level) : std::pair{-1, -1});
    if (!routes.empty()) write_routes(opts, run.outputs.stream(routes), map, request, die == 0);
  });
  return 0;
}

}  // namespace

const Registered kRegistered("map", map_command, map_section);

}  // namespace climbsim::cli
