// The page (src/web/page/) as one self-contained HTML file: its HTML, style, app and worker (compiled
// into the binary), the sample tables, the WebAssembly engine when one is given, and a run's results
// when the page is a report.
//
// Contract: assemble_page fills the page's /*NAME*/ markers once each, by position in the template
// (an inserted part is never scanned for markers). Parts that sit inside a <script> block (engine,
// worker, tables, app) must not hold "</script": that throws std::invalid_argument rather than write
// a page that would break. Without an engine the page says so and shows only what needs none (the
// run's results); with one, every tab computes in the page. The result opens from file:// and from
// any static host, with no network.
#pragma once

#include <string>
#include <vector>

namespace climbsim {

struct SiteParts {
  std::string title;      // the <title>; empty keeps the page's own
  std::string run_html;   // the run's results (the report), shown as the first tab; empty: no such tab
  std::string engine_js;  // the engine (climbsim-engine.js, SINGLE_FILE); empty: no live calculator
};

std::string assemble_page(const SiteParts& parts);

// The page's sources as compiled in (generated from src/web/page/ by CMake).
struct PageSources {
  const char* index_html;
  const char* style_css;
  const char* app_js;
  const char* worker_js;
  // experiments/terrain/*.csv by name ("example", "town", ...): the page's script block
  // terrain-NAME each, the Map and Mission tabs' tables.
  struct Table {
    const char* name;
    const char* csv;
  };
  std::vector<Table> tables;
};
const PageSources& page_sources();

}  // namespace climbsim
