// climbsim rules: an edition's numbers as a rules file, the template for --rules.
#include <ostream>

#include "cli/options.hpp"
#include "cli/registry.hpp"
#include "climbsim/io/legion_rules_file.hpp"

namespace climbsim::cli {

namespace {

int rules_command(const Options& opts, Run& run) {
  const auto editions = edition_options(opts);
  if (editions.size() != 1) throw opts.error("edition", "one edition: rule-texts, core-2023 or core-2025");
  const auto out = stage_output(run, opts, "output");
  std::ostream& stream = run.outputs.stream(out);
  stream << "# climbsim rules file: every key --rules reads (docs/RULINGS.md R14), with " << editions[0].named << "'s values.\n"
         << "# Change what the study varies, add name = SOMETHING, and pass the file with --rules.\n"
         << rules_as_ini(editions[0]);
  return 0;
}

}  // namespace

const Registered kRegistered("rules", rules_command);

}  // namespace climbsim::cli
