// run_in_memory (contract in in_memory_run.hpp).
#include "cli/in_memory_run.hpp"

#include <stdexcept>

#include "cli/registry.hpp"

namespace climbsim::cli {

std::map<std::string, std::string> run_in_memory(const std::string& name, const GivenOptions& given, const std::string& config) {
  const Subcommand* command = find_subcommand(name);
  if (!command) throw std::logic_error("no subcommand " + name);
  // The command line this run equals, for its provenance.
  std::vector<std::string> line = {"climbsim", name};
  if (!config.empty()) line.insert(line.end(), {"--config", config});
  for (const auto& [option, value] : given) {
    line.push_back("--" + option);
    if (command->spec->find(option)->kind != ValueKind::flag) line.push_back(value);
  }
  Run inner(line, OutputSet::Capture{});
  const Options opts = options_of(*command->spec, given, config, inner);
  if (command->run(opts, inner) != 0) throw std::runtime_error((config.empty() ? name : config) + ": the run did not finish");
  for (const auto& [label, output] : inner.provenance.sidecars()) inner.provenance.write_json(inner.outputs.stream(label), output);
  inner.outputs.commit();
  std::map<std::string, std::string> files;
  for (const auto& [option, value] : given) {
    if (command->spec->find(option)->kind != ValueKind::output) continue;
    for (const std::string& path : {value, value + ".meta.json"})
      if (std::string bytes = inner.outputs.captured(path); !bytes.empty()) files.emplace(path, std::move(bytes));
  }
  return files;
}

}  // namespace climbsim::cli
