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

Registered::Registered(const Subcommand& command) {
  auto& t = table();
  for (const auto& c : t)
    if (std::string_view(c.name) == command.name) throw std::logic_error(std::string("subcommand registered twice: ") + command.name);
  const auto at = std::upper_bound(t.begin(), t.end(), command, [](const Subcommand& a, const Subcommand& b) { return a.place < b.place; });
  t.insert(at, command);
}

}  // namespace climbsim::cli
