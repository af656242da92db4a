#include "cli/registry.hpp"

#include <algorithm>
#include <stdexcept>
#include <string_view>

namespace climbsim::cli {

namespace {

std::vector<Subcommand>& table() {
  static std::vector<Subcommand> commands;  // built before main, read-only after
  return commands;
}

}  // namespace

const std::vector<Subcommand>& subcommands() { return table(); }

const Subcommand* find_subcommand(std::string_view name) {
  for (const auto& c : table())
    if (c.spec->name == name) return &c;
  return nullptr;
}

Registered::Registered(const char* name, CommandFn run, SectionFn section) {
  auto& t = table();
  for (const auto& c : t)
    if (c.spec->name == name) throw std::logic_error(std::string("subcommand registered twice: ") + name);
  const Subcommand command{&command_spec(name), run, section};
  const auto at = std::upper_bound(t.begin(), t.end(), command,
                                   [](const Subcommand& a, const Subcommand& b) { return a.spec->place < b.spec->place; });
  t.insert(at, command);
}

}  // namespace climbsim::cli
