// The report's experiments, each run through the registry (cli/in_memory_run.hpp) from its .ini
// with the report's own settings, its tables kept in memory.
//
// Contract: run_experiment runs an experiment whose subcommand is registered with a report
// section: quiet (but the study, whose progress line is the only word in its long run, unless
// `quiet`), under the report's --edition and --rules where its command takes them (one edition
// for map and study: the first), with every output its command declares (the table, the summary,
// the distribution, the picture) named NAME.csv, NAME-summary.csv, NAME-law.csv, NAME.png in
// `folder`, and fills e.tables ("table", "summary", "law") and e.png; an economy experiment that
// sets `optimal` (a study of where adapting pays) gets its table and its front (NAME-front.csv,
// "front") only. Every file, sidecars too, is
// added to `kept` by path for --keep. run_list runs `climbsim list` on the list (its table) and
// economy on its units (every plan up ledges of heights 1-3, exact columns: the charts).
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "cli/in_memory_run.hpp"
#include "climbsim/report/page.hpp"
#include "climbsim/request/parameter.hpp"

namespace climbsim::cli {

struct Experiment : ExperimentTables {
  std::string subcommand, ini;
};

struct Overrides {
  std::vector<std::string> editions;
  std::string rules;
  // Adds --edition and --rules to `given` where `spec` takes them.
  void add_to(const CommandSpec& spec, GivenOptions& given) const;
};

using KeptFiles = std::map<std::string, std::string>;

void run_experiment(Experiment& e, const std::filesystem::path& folder, const Overrides& o, KeptFiles& kept, bool quiet);
void run_list(Experiment& list, const std::filesystem::path& folder, const Overrides& o);

}  // namespace climbsim::cli
