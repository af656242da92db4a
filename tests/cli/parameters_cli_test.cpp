// Each parameter is declared once (climbsim/request/command_specs.hpp): the binary's --help, its
// parser and its --print-config must say the same as the declaration, for every parameter of every
// subcommand. The declarations are read here from the library; the binary is run as a user runs it.
#include <catch2/catch.hpp>

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "climbsim/request/command_specs.hpp"
#include "run_cli.hpp"

using climbsim::test::run_cli;

namespace {

// Runs of spaces, line breaks and the help's indentation as one space: Boost wraps help lines.
std::string flattened(const std::string& text) {
  std::string out;
  for (char c : text) {
    const bool space = c == ' ' || c == '\n' || c == '\t';
    if (space && (out.empty() || out.back() == ' ')) continue;
    out += space ? ' ' : c;
  }
  return out;
}

// What each subcommand needs before --print-config can say anything (list: a list).
std::vector<std::string> minimal(const std::string& command) {
  std::vector<std::string> args = {command};
  if (command == "list") args.push_back(std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/lists/example.txt");
  if (command == "mission") args.insert(args.end(), {"--territory", "0,0,72,9"});  // a mission needs its Territory
  return args;
}

// The .ini lines of --print-config: name -> value, for the lines read ("name = v") and, apart,
// for the lines listed as not read ("# name = v").
struct PrintedConfig {
  std::map<std::string, std::string> read, unread;
};

PrintedConfig printed(const std::string& text) {
  PrintedConfig c;
  std::istringstream in(text);
  bool after_unread = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("# not read by this run", 0) == 0) after_unread = true;
    const bool comment = line.rfind("# ", 0) == 0;
    const std::string body = comment ? line.substr(2) : line;
    const auto eq = body.find(" = ");
    if (eq == std::string::npos || (comment && !after_unread)) continue;
    (comment ? c.unread : c.read)[body.substr(0, eq)] = body.substr(eq + 3);
  }
  return c;
}

bool has_print_config(const climbsim::CommandSpec& spec) { return spec.find("print-config") != nullptr; }

}  // namespace

TEST_CASE("help prints every declared parameter with its range and its default", "[cli][parameters]") {
  for (const auto& spec : climbsim::command_specs()) {
    INFO("climbsim " << spec.name);
    const auto help = run_cli({spec.name, "--help"});
    REQUIRE(help.exit_code == 0);
    const std::string text = flattened(help.out);
    CHECK_THAT(text, Catch::Contains(flattened(spec.usage)));
    for (const auto& p : spec.parameters) {
      INFO("--" << p.name);
      const std::string names = (p.short_name ? std::string("-") + p.short_name + " [ --" : "--") + p.name +
                                (p.short_name ? " ]" : "") + (p.value_name.empty() ? "" : " " + p.value_name);
      CHECK_THAT(text, Catch::Contains(names + " " + flattened(p.help_line())));
      if (p.fallback) CHECK_THAT(p.help_line(), Catch::EndsWith("(default " + (p.fallback->empty() ? "empty" : *p.fallback) + ")"));
      if (p.bound) CHECK_THAT(p.help_line(), Catch::Contains(p.bound->range_text()));
    }
  }
}

TEST_CASE("the parser takes every declared parameter, and no other", "[cli][parameters]") {
  for (const auto& spec : climbsim::command_specs()) {
    INFO("climbsim " << spec.name);
    for (const auto& p : spec.parameters) {
      if (p.name == "help") continue;
      INFO("--" << p.name);
      // With --help after it the parse is all that runs: exit 0 is the parser's yes.
      std::vector<std::string> args = {spec.name, "--" + p.name};
      if (p.kind != climbsim::ValueKind::flag) args.push_back(p.fallback.value_or("x"));
      args.push_back("--help");
      CHECK(run_cli(args).exit_code == 0);
    }
    const auto unknown = run_cli({spec.name, "--no-such-parameter", "1", "--help"});
    CHECK(unknown.exit_code == 2);
    CHECK_THAT(unknown.err, Catch::Contains("no-such-parameter"));
  }
}

TEST_CASE("print-config lists every parameter that reproduces a run, with the declared default", "[cli][parameters]") {
  const climbsim::test::ScratchDir dir;
  for (const auto& spec : climbsim::command_specs()) {
    if (!has_print_config(spec)) continue;
    INFO("climbsim " << spec.name);
    auto args = minimal(spec.name);
    args.push_back("--print-config");
    const auto first = run_cli(args);
    REQUIRE(first.exit_code == 0);
    const PrintedConfig config = printed(first.out);
    for (const auto& p : spec.parameters) {
      INFO("--" << p.name);
      const bool read = config.read.count(p.name) != 0, unread = config.unread.count(p.name) != 0;
      if (!p.reproduces()) {  // outputs and switches that steer the run are no part of it
        CHECK_FALSE((read || unread));
        continue;
      }
      CHECK(read != unread);  // once, either in force or listed as not read
      const std::string shown = read ? config.read.at(p.name) : unread ? config.unread.at(p.name) : "";
      // A default in force is the declared one (a path made absolute; the list's first word given).
      if (p.fallback && !p.is_path() && !(spec.name == "list" && p.name == "list")) CHECK(shown == *p.fallback);
      if (!p.fallback && unread) CHECK(shown.empty());
    }
    // The file read back reproduces itself: the .ini reader and the parser agree with the writer.
    const std::string ini = dir.file(spec.name + ".ini");
    climbsim::test::write_file(ini, first.out);
    const auto again = run_cli({spec.name, "--config", ini, "--print-config"});
    REQUIRE(again.exit_code == 0);
    CHECK(printed(again.out).read == config.read);
  }
}

TEST_CASE("a value given is the value printed, and a value past the declared range is refused with the range", "[cli][parameters]") {
  for (const auto& spec : climbsim::command_specs()) {
    if (!has_print_config(spec)) continue;
    for (const auto& p : spec.parameters) {
      if (!p.bound || p.kind == climbsim::ValueKind::output) continue;
      INFO("climbsim " << spec.name << " --" << p.name);
      const double high = p.bound->high;
      std::ostringstream at, past;
      at << high;
      past << (p.bound->whole ? high + 1 : high * 1.5);
      auto args = minimal(spec.name);
      args.insert(args.end(), {"--" + p.name, at.str(), "--print-config"});
      const auto ok = run_cli(args);
      // The top of the range is taken (some combinations are refused for another reason, named).
      if (ok.exit_code == 0 && p.reproduces()) {
        const PrintedConfig config = printed(ok.out);
        CHECK((config.read.count(p.name) ? config.read.at(p.name) : config.unread.at(p.name)) == at.str());
      } else if (ok.exit_code != 0) {
        CHECK_THAT(ok.err, !Catch::Contains("expected " + p.bound->range_text()));
      }
      args[args.size() - 2] = past.str();
      const auto refused = run_cli(args);
      CHECK(refused.exit_code == 2);
      CHECK_THAT(refused.err, Catch::Contains("--" + p.name + " '" + past.str() + "': expected " + p.bound->range_text()));
    }
  }
}
