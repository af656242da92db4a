// A subcommand run in memory: what the web page's engine runs, reading and writing no file.
//
// Contract: a command whose declaration sets CommandSpec::in_memory (set where its declaration is
// built, request/*_command_specs.cpp) is run by calling it with options read against that
// declaration. It reads them as the command line does (the same readers, request/) and returns its
// outputs as the command line writes them, byte for byte, each by the option that names it
// ("output", and "summary" or "distribution" where the command writes them). `part` asks a table
// command (economy, wounds, cliff) for rows [first, last) only, with the header only when first is
// 0, so a caller can run a long table in parts; `units` in the answer is the count the table can be
// cut into (rows, or an economy's clusters). Work above --max-work
// is refused (UsageError) before any of it, with `advice` saying what to do. A map's answer carries
// its table (`terrain`) for drawing. Every fault is a UsageError naming the option, as on the
// command line.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "climbsim/analysis/row_stream.hpp"
#include "climbsim/request/option_values.hpp"
#include "climbsim/terrain/terrain.hpp"

namespace climbsim {

struct InMemoryAnswer {
  std::vector<std::pair<std::string, std::string>> outputs;  // (option naming it, text)
  std::optional<std::size_t> units;  // a table command's; none for one that runs whole
  // A mission's, asked in parts: each unit's map's estimated work (--max-work's units), so that the
  // page's workers may start the longest first.
  std::vector<double> part_work;
  std::optional<Terrain> terrain;
};

InMemoryAnswer ask_in_memory(const OptionValues& opts, const RowRange& part, const std::string& advice);
InMemoryAnswer list_in_memory(const OptionValues& opts, const RowRange& part, const std::string& advice);
InMemoryAnswer economy_in_memory(const OptionValues& opts, const RowRange& part, const std::string& advice);
InMemoryAnswer wounds_in_memory(const OptionValues& opts, const RowRange& part, const std::string& advice);
InMemoryAnswer cliff_in_memory(const OptionValues& opts, const RowRange& part, const std::string& advice);
InMemoryAnswer map_in_memory(const OptionValues& opts, const RowRange& part, const std::string& advice);
// outputs: output (the table), verdicts (a sentence a line), map (the drawn unit's), territories.
// A part is a range of the units (the page's workers make them apart): the table's rows of those
// units (the header with the first part), the drawn unit's map with the part that has it, the
// sentences only when the part is every unit; `units` then counts the mission's units.
InMemoryAnswer mission_in_memory(const OptionValues& opts, const RowRange& part, const std::string& advice);
// The sentences of a mission from its table's CSV (the parts' tables joined): outputs verdicts.
InMemoryAnswer mission_verdicts_in_memory(const OptionValues& opts, std::string_view table_csv);

}  // namespace climbsim
