// climbsim ask: a question in, a short answer out, in the terminal. Its parameters and --help:
// climbsim/request/legion_command_specs.cpp; the answers: request/command_requests, map_answer,
// mission_request.
#include "cli/options.hpp"
#include "cli/registry.hpp"
#include "climbsim/request/answer_table.hpp"
#include "climbsim/request/command_requests.hpp"
#include "climbsim/request/command_specs.hpp"
#include "climbsim/request/map_answer.hpp"
#include "climbsim/request/mission_request.hpp"

namespace climbsim::cli {

namespace {

int ask_command(const Options& opts, Run& run) {
  const std::string format = answer_format(opts);
  const auto editions = edition_options(opts);
  if (ask_on_mission(opts)) {  // the mission alone, as `climbsim mission` answers it
    if (print_config_and_stop(opts)) return 0;
    const auto out = stage_output(run, opts, "output");
    const ThreadLimit limit(opts);
    const std::optional<MissionAnswer> answer = mission_asked(opts, editions);
    write(run.outputs.stream(out), answer->table, answer->verdicts, format);
    return 0;
  }
  if (opts.has("terrain")) {
    const MapQuestion q = map_question(opts, editions);
    if (print_config_and_stop(opts)) return 0;
    const auto out = stage_output(run, opts, "output");
    write(run.outputs.stream(out), answer_from_map(opts, q), {}, format);
    return 0;
  }
  const Question q = ask_question(opts, editions);
  if (print_config_and_stop(opts)) return 0;
  const auto out = stage_output(run, opts, "output");
  const Answers answers = answered(opts, q, "height");
  write(run.outputs.stream(out), table_of(answers), answers.verdicts, format);
  return 0;
}

}  // namespace

const Registered kRegistered("ask", ask_command);

}  // namespace climbsim::cli
