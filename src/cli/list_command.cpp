// climbsim list: a player's list in, each unit's vertical profile out.
#include <ostream>
#include <vector>

#include "climbsim/request/answer_table.hpp"
#include "cli/registry.hpp"
#include "cli/options.hpp"
#include "cli/unit_options.hpp"
#include "climbsim/analysis/answers.hpp"
#include "climbsim/request/command_requests.hpp"
#include "climbsim/text/lists.hpp"

namespace climbsim::cli {

namespace {

constexpr const char* kUsage = R"usage(Usage: climbsim list FILE [options]

What does my list do on a table with buildings? FILE is a list as the common list builder exports
it: its plain text (a title, "800/800 (8 activations)", rank sections "Corps:" with lines like
" - 2x Stormtroopers (44): DLT-19 Stormtrooper (24), Grappling Hooks (2) = 70", then "Commands:")
or its Tabletop Simulator JSON ({"units": [{"name", "upgrades": [...], "loadout": [...]}]}).
Upgrades are applied: personnel and heavy weapons add a mini, Grappling Hooks gives Expert
Climber, Ascension Cables Scale (data/upgrades.csv). For each unit (units with the same profile are
grouped), each face and each height: the cheapest and the safest plan with actions, activations,
expected wounds, expected minis lost and the chance to lose a mini (exact figures), as `ask` prints
them. A unit the roster does not know is an error naming the file and line, with a did-you-mean;
an upgrade it does not know is skipped with a warning.
--list FILE gives the same units to economy, map and report.

Examples:
  climbsim list my-list.txt
  climbsim list my-list.json --edition rule-texts,core-2023 --format csv -o profile.csv

Options)usage";

}  // namespace

int list_command(int argc, const char* const* argv, Run& run) {
  // "climbsim list FILE": the first word, when it is not an option, is the list.
  std::vector<const char*> args;
  args.reserve(static_cast<std::size_t>(argc) + 1);
  for (int i = 0; i < argc; ++i) {
    if (i == 1 && argv[1][0] != '-') args.push_back("--list");
    args.push_back(argv[i]);
  }
  po::options_description desc(kUsage);
  desc.add_options()
      ("list", po::value<std::string>()->value_name("FILE"), "the list (also the first word after `list`)")
      ("unit", po::value<std::string>()->value_name("NAMES"), "only these units of the list (roster names)")
      ("roster", po::value<std::string>()->value_name("FILE"), "roster CSV to use instead of the built-in one")
      ("heights", po::value<std::string>()->value_name("LIST"), ranged_help("heights (1 = 6\")", bounds::kClimbHeight, defaults::kListHeights).c_str())
      ("face", po::value<std::string>()->value_name("LIST"), (std::string("sheer, ledges, ladder, ledges+ladder, wall (default ") + defaults::kAskFaces + ")").c_str())
      ("format", po::value<std::string>()->value_name("F"), "table, csv, json or markdown (default table)");
  add_output_and_config_options(desc);
  desc.add_options()
      ("print-config", po::bool_switch(), "print an .ini that reproduces this profile, then stop")
      ("help,h", po::bool_switch(), "show this help");
  add_die_option(desc);
  add_edition_option(desc);
  const auto parsed = parse_options_or_help(static_cast<int>(args.size()), args.data(), desc, run);
  if (!parsed) return 0;
  const Options& opts = *parsed;
  if (!opts.has("list")) throw UsageError("name the list: climbsim list FILE (see climbsim list --help)");
  const std::string format = answer_format(opts);
  const Question q = list_question(opts, edition_options(opts));
  if (print_config_and_stop(opts)) return 0;
  const auto out = stage_output(run, opts, "output");
  Answers answers;
  try {
    answers = answer(q);
  } catch (const std::length_error& e) {
    throw opts.error("heights", std::string("too many plans to list (") + e.what() + ")");
  }
  write(run.outputs.stream(out), table_of(answers), answers.verdicts, format);
  return 0;
}

const Registered kRegistered({"list", list_command, "a player's list in (list builder text or JSON), each unit's vertical profile out", 80});

}  // namespace climbsim::cli
