// climbsim: parse the subcommand, hand over to it, turn errors into exit codes.
#include <cstring>
#include <exception>
#include <iostream>
#include <string_view>

#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "climbsim/version.hpp"

namespace {

struct Subcommand {
  const char* name;
  int (*run)(int, const char* const*);
  const char* summary;
};

constexpr Subcommand kSubcommands[] = {
    {"wounds", climbsim::cli::wounds_command, "expected wounds of one climb or clamber, Monte Carlo beside exact"},
    {"economy", climbsim::cli::economy_command, "action economy: every plan up a face, its actions and its wounds"},
    {"map", climbsim::cli::map_command, "reachable-area map: where a unit can stand after N actions, at what risk"},
    {"cliff", climbsim::cli::cliff_command, "ASL cliff Climbing (B11.4): Falling DR tables"},
};

void print_usage(std::ostream& out) {
  out << "Usage: climbsim SUBCOMMAND [options]    (climbsim SUBCOMMAND --help for its options)\n\n"
         "Monte Carlo and exact analysis of vertical movement in tabletop wargames.\n\nSubcommands:\n";
  for (const auto& s : kSubcommands) out << "  " << s.name << std::string(10 - std::strlen(s.name), ' ') << s.summary << '\n';
  out << "\nOptions:\n  --help      this text\n  --version   the version\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    print_usage(std::cerr);
    return 2;
  }
  const std::string_view first = argv[1];
  if (first == "--help" || first == "-h" || first == "help") {
    print_usage(std::cout);
    return 0;
  }
  if (first == "--version") {
    std::cout << "climbsim " << climbsim::kVersion << '\n';
    return 0;
  }
  for (const auto& s : kSubcommands) {
    if (first != s.name) continue;
    try {
      return s.run(argc - 1, argv + 1);
    } catch (const climbsim::cli::UsageError& e) {
      std::cerr << "climbsim " << s.name << ": " << e.what() << '\n';
      return 2;
    } catch (const std::exception& e) {
      std::cerr << "climbsim " << s.name << ": error: " << e.what() << '\n';
      return 1;
    }
  }
  std::cerr << "climbsim: unknown subcommand '" << first << "' (climbsim --help lists them)\n";
  return 2;
}
