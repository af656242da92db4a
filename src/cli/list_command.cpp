// climbsim list: a player's list in, each unit's vertical profile out. Its parameters and --help:
// climbsim/request/legion_command_specs.cpp; the answers: request/command_requests.
#include "cli/options.hpp"
#include "cli/registry.hpp"
#include "climbsim/request/answer_table.hpp"
#include "climbsim/request/command_requests.hpp"
#include "climbsim/request/mission_request.hpp"

namespace climbsim::cli {

namespace {

int list_command(const Options& opts, Run& run) {
  const std::string format = answer_format(opts);
  const auto editions = edition_options(opts);
  const Question q = list_question(opts, editions);
  if (print_config_and_stop(opts)) return 0;
  const auto out = stage_output(run, opts, "output");
  Answers answers = answered(opts, q, "heights");
  const ThreadLimit limit(opts);
  // On a mission (--map-card or --territory): who gets where first, after the list's own sentences.
  for (std::string& s : mission_sentences(opts, editions)) answers.verdicts.push_back(std::move(s));
  write(run.outputs.stream(out), table_of(answers), answers.verdicts, format);
  return 0;
}

}  // namespace

const Registered kRegistered("list", list_command);

}  // namespace climbsim::cli
