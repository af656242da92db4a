// The web page's one entry into the library: a JSON request in, a JSON answer out.
//
// Contract: handle_request reads {"command", "options": {name: text}, "supplied": {name: {"label",
// "text"}}, "rows": [first, last]} and answers {"ok": true, "outputs": {name: text}, "rows": N,
// "warnings": [...]} or {"ok": false, "error": message}. The options are the command line's, by the
// same names and read by the same readers (climbsim/request/), so an answer's "output" is
// byte for byte what `climbsim COMMAND --name text ...` writes. Commands: every subcommand whose
// declaration runs in memory (request/command_specs.hpp, request/in_memory.hpp: ask, list,
// economy, wounds, cliff, map today), dispatched through the command line's own table of them:
//  - ask, list: the answer table (--format csv, json, markdown or table, as the CLI);
//  - economy, wounds (with "distribution" in outputs when options has "distribution"), cliff: the
//    CSV; "rows" computes only rows [first, last) and leaves the header off unless first is 0, so a
//    worker can run a long table in parts and report progress between them; "rows" in the answer
//    is the table's row count (economy: its clusters of rows);
//  - map: the CSV, plus "table" and "pieces" (the terrain, for drawing) in the answer;
//  - mission: the table, its sentences ("verdicts"), the drawn unit's map and the Territories;
//    "rows" are units here: [first, last) makes only their rows (and the drawn unit's map when it
//    is among them), with no sentences unless the part is every unit; "part_work" in the answer
//    is each unit's estimated work, so that a page may start the longest first;
// and the page's own: describe (every command's parameters, and whether it runs in the page:
// "in_page"), roster (the built-in units, for the page's pickers), list-import (what a list
// becomes: units, minis, upgrades applied, points where the list says them, warnings),
// mission-verdicts (a mission's options and its whole table's CSV as "table": the sentences, as
// "verdicts", so that workers may make the units' rows apart).
// Nothing is read from or written to files; no exception escapes.
#pragma once

#include <string>

namespace climbsim::web {

std::string handle_request(const std::string& request_json);

}  // namespace climbsim::web
