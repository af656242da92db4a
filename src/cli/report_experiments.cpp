// The report's experiments run through the registry (contract in report_experiments.hpp).
#include "cli/report_experiments.hpp"

#include <fstream>
#include <iterator>
#include <string_view>

#include "climbsim/text/ini.hpp"

#include "cli/registry.hpp"

namespace climbsim::cli {

namespace fs = std::filesystem;

// What the report's own options add to every Legion experiment (they win over the .ini's).
void Overrides::add_to(const CommandSpec& spec, GivenOptions& given) const {
  if (!editions.empty() && spec.find("edition")) {
    std::string list;
    for (const auto& ed : editions) list += (list.empty() ? "" : ",") + ed;
    const bool one_edition = spec.name == "map" || spec.name == "study";
    given.emplace_back("edition", one_edition ? editions.front() : list);
  }
  if (!rules.empty() && spec.find("rules")) given.emplace_back("rules", rules);
}

namespace {

// Each output a command declares, the suffix of its file and its key in ExperimentTables.
struct SideOutput {
  const char* option;
  const char* suffix;
  const char* key;
};
constexpr SideOutput kSideOutputs[] = {{"output", ".csv", "table"},
                                       {"summary", "-summary.csv", "summary"},
                                       {"distribution", "-law.csv", "law"},
                                       {"png", ".png", "png"},
                                       {"front", "-front.csv", "front"}};

// Whether the experiment's .ini sets `name` (the front of adaptive play needs --optimal, which only
// some economy experiments ask for).
bool ini_sets(const std::string& ini, const std::string& name) {
  std::ifstream in(ini, std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  for (const auto& entry : parse_ini(text, ini))
    if (entry.name == name) return true;
  return false;
}

}  // namespace

// Every output lands under a name in `folder` (the --keep folder, so that its provenance names the
// file --keep writes; or a name that is never written). Nothing reaches the disk here: a later
// failure leaves every file as it was.
void run_experiment(Experiment& e, const fs::path& folder, const Overrides& o, KeptFiles& kept, bool quiet) {
  const CommandSpec& spec = *find_subcommand(e.subcommand)->spec;
  GivenOptions given;
  // Quiet, but for the study, whose progress line is the only word during its long run.
  if (e.subcommand != "study" || quiet) given.emplace_back("quiet", "true");
  o.add_to(spec, given);
  // An experiment of optimal play (economy with `optimal`) is a study of where adapting pays: its
  // section reads the table and the front alone, all exact; its sampled laws and summary would be
  // tens of megabytes nobody sees. Every other experiment gets every output but the front.
  const bool adapting = ini_sets(e.ini, "optimal");
  for (const auto& side : kSideOutputs) {
    const std::string_view option = side.option;
    const bool wanted = adapting ? (option == "output" || option == "front") : option != "front";
    if (spec.find(side.option) && wanted) given.emplace_back(side.option, (folder / (e.name + side.suffix)).string());
  }
  auto files = run_in_memory(e.subcommand, given, e.ini);
  for (const auto& side : kSideOutputs) {
    const auto it = files.find((folder / (e.name + side.suffix)).string());
    if (it == files.end()) continue;
    if (std::string_view(side.key) == "png") e.png = it->second;
    else e.tables[side.key] = read_records(it->second);
  }
  kept.merge(files);
}

void run_list(Experiment& list, const fs::path& folder, const Overrides& o) {
  GivenOptions given = {{"list", list.ini}, {"format", "csv"}, {"output", (folder / "list.csv").string()}};
  o.add_to(command_spec("list"), given);
  list.tables["table"] = read_records(run_in_memory("list", given, "").at((folder / "list.csv").string()));
  GivenOptions plans = {{"list", list.ini}, {"heights", "1,2,3"}, {"faces", "ledges"}, {"columns", "exact"},
                        {"policies", "false"}, {"quiet", "true"}, {"output", (folder / "list-plans.csv").string()}};
  Overrides first = o;
  if (!first.editions.empty()) first.editions.resize(1);
  first.add_to(command_spec("economy"), plans);
  list.tables["plans"] = read_records(run_in_memory("economy", plans, "").at((folder / "list-plans.csv").string()));
}

}  // namespace climbsim::cli
