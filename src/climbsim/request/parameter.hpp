// A command's parameters, each declared once: name, value, default, range, help. The command
// line's parser and --help, the .ini reader, --print-config, the provenance record and the web
// page's reader are all made from these declarations (src/cli/options.cpp, request/option_values),
// so a default or a range said here is the one in force everywhere.
//
// Contract: a Parameter is plain data. `fallback` is the value in force when the user gives none,
// written as the user would type it; a parameter without one says in `absent` what no value means
// ("every core", "standard output"), and its reader decides. `bound` (model/bound.hpp) is checked
// for every number the parameter is read as (each item of a list). help_line() is the one --help
// line: the help, the range from the bound, and the default. A CommandSpec is a subcommand's name,
// one-line summary, the prose of its --help, its place in `climbsim --help` and its parameters,
// names unique; find() returns null for a name it does not declare.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "climbsim/model/bound.hpp"

namespace climbsim {

class OptionValues;
struct RowRange;
struct InMemoryAnswer;

}  // namespace climbsim

namespace climbsim {

enum class ValueKind {
  text,    // one value, or a list written with commas (the reader says which)
  path,    // a file or folder read: inside an .ini, relative to the .ini's folder
  output,  // a file or folder written: relative to the .ini's folder, and no part of --print-config
  flag,    // a switch: --quiet on the command line, quiet = true|false in an .ini
};

// One value a parameter may take, with the words a player knows it by ("core-2023": "2023 Core
// Rulebook (climb only)"): the page offers these as boxes to tick or a list to pick from.
struct Choice {
  std::string value;  // as typed
  std::string label;  // as a player says it
};

struct Parameter {
  std::string name;        // as typed after "--" and as the .ini key
  std::string value_name;  // "LIST", "N", "FILE" (empty for a flag)
  std::string help;        // what it is, without its range or default
  std::optional<std::string> fallback;  // the default, as typed
  std::string absent;      // with no fallback: what no value means, for --help ("" says nothing)
  std::optional<Bound> bound;
  ValueKind kind = ValueKind::text;
  char short_name = 0;     // -o, -q, -h
  bool steers = false;     // how the run behaves, not what it computes (--quiet, --config, --help)
  // The values to offer, in order (empty: any text the reader takes). With `other_values`, the
  // reader also takes values beyond these (a die "2in6", a what-if "jump=3").
  std::vector<Choice> choices;
  bool other_values = false;

  [[nodiscard]] std::string help_line() const;
  // Relative to an .ini's folder when read from one.
  [[nodiscard]] bool is_path() const noexcept { return kind == ValueKind::path || kind == ValueKind::output; }
  // Part of the .ini that --print-config writes: what changes the figures.
  [[nodiscard]] bool reproduces() const noexcept { return kind != ValueKind::output && !steers; }
};

struct CommandSpec {
  std::string name;
  std::string summary;  // one line, for `climbsim --help`
  std::string usage;    // the prose above the options in `climbsim NAME --help`
  int place = 0;        // order in `climbsim --help`, lower first
  std::vector<Parameter> parameters;
  // The option a first bare word gives (`climbsim list FILE` is --list FILE); empty for none.
  std::string positional;
  // False when --config names something else than more options (the report's experiment).
  bool config_holds_options = true;
  // The command run in memory, for the web page's engine (request/in_memory.hpp); null for one the
  // page cannot run (it reads or writes files only the command line has).
  InMemoryAnswer (*in_memory)(const OptionValues& opts, const RowRange& part, const std::string& advice) = nullptr;

  [[nodiscard]] const Parameter* find(std::string_view option) const;
};

// Builders, so that a declaration reads as one line.
Parameter value(std::string name, std::string value_name, std::string help, std::optional<std::string> fallback = std::nullopt);
Parameter path(std::string name, std::string value_name, std::string help);
Parameter written(std::string name, std::string value_name, std::string help);  // a ValueKind::output
Parameter steering(Parameter p);  // steers = true
Parameter flag(std::string name, std::string help, char short_name = 0);
// The same parameter with another default (a shared parameter whose default differs by command).
Parameter with_default(Parameter p, std::string fallback);
Parameter within(Parameter p, const Bound& bound);
Parameter when_absent(Parameter p, std::string absent);
// The same parameter with the values to offer (`other_values`: others are taken too).
Parameter offering(Parameter p, std::vector<Choice> choices, bool other_values = false);

// A command's declaration, its positional option none and its --config an .ini of options.
CommandSpec command(std::string name, std::string summary, std::string usage, int place, std::vector<Parameter> parameters = {});

// Appends `more` to `to`: the groups of shared parameters (request/parameter_groups.hpp).
void append(std::vector<Parameter>& to, const std::vector<Parameter>& more);

}  // namespace climbsim
