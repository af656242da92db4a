// climbsim rules: an edition's numbers as a rules file, the template for --rules.
#include <ostream>

#include "cli/options.hpp"
#include "cli/registry.hpp"
#include "climbsim/io/legion_rules_file.hpp"

namespace climbsim::cli {

namespace {

constexpr const char* kUsage = R"(Usage: climbsim rules [--edition E] [--rules FILE] [-o FILE]

Every number climbsim takes from a Legion edition, one "key = value" a line: actions per activation,
each climb and clamber form's actions, reach and dice, the movement tools and their placement,
cohesion, difficult terrain, the die and the wound order (docs/RULINGS.md R14). Edit a copy and pass
it with --rules to study a rule change; the file read back gives the same rules. With --rules, the
edition as that file changes it.

Examples: climbsim rules --edition core-2023
          climbsim rules -o my-variant.ini      (then: climbsim economy --rules my-variant.ini)

Options)";

int rules_command(int argc, const char* const* argv, Run& run) {
  po::options_description desc(kUsage);
  add_edition_option(desc);
  add_output_and_config_options(desc);
  desc.add_options()
      ("help,h", po::bool_switch(), "show this help");
  const auto parsed = parse_options_or_help(argc, argv, desc, run);
  if (!parsed) return 0;
  const Options& opts = *parsed;
  const auto editions = edition_options(opts);
  if (editions.size() != 1) throw opts.error("edition", "one edition: rule-texts or core-2023");
  const auto out = stage_output(run, opts, "output");
  std::ostream& stream = run.outputs.stream(out);
  stream << "# climbsim rules file: every key --rules reads (docs/RULINGS.md R14), with " << editions[0].named << "'s values.\n"
         << "# Change what the study varies, add name = SOMETHING, and pass the file with --rules.\n"
         << rules_as_ini(editions[0]);
  return 0;
}

}  // namespace

const Registered kRegistered({"rules", rules_command, "an edition's numbers as a rules file: the template for --rules", 95});

}  // namespace climbsim::cli
