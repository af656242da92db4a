// The report's figures as data, for the page to draw with its own tables and charts (one renderer:
// src/web/page/app/run.js draws the run tab as the live tabs draw their answers).
//
// Contract: a section writes its words as HTML and, where a table or a set of charts goes, the
// placeholder one of these returns (<div class="run-view" data-view="N"></div>). Each view keeps
// the rows it shows as CSV text (the columns it reads, RFC 4180, CRLF), never a whole table the
// page would not show: a table its first `limit` rows with the count of all and where the whole
// CSV is; plan and law charts the rows of one face or method and height; the cliff its curves; the
// map its picture and each cell's figures. script() is every view as one JSON array in a
// <script type="application/json" id="run-views"> block, every '<' written \u003c so no text in it
// can end the block.
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "climbsim/report/records.hpp"

namespace climbsim {

using Columns = std::vector<std::pair<std::string, std::string>>;  // (column, heading)

class RunViews {
 public:
  // A table of `columns` of `rows`, the `numeric` ones as figures (3 significant figures on the
  // page), its first `limit` rows shown; `whole_csv` is the kept file with every row ("" when
  // nothing is kept: the page then says how to keep it).
  std::string table(const std::vector<Record>& rows, const Columns& columns, const std::set<std::string>& numeric,
                    const std::string& whole_csv, std::size_t limit = 120);
  // A chart of every unit's plans up `face` at `height` (units with the same plans share one);
  // `rows` are the economy rows of that face and height going up, legal or not (a unit with no legal
  // plan is named instead of charted).
  std::string plan_charts(const std::vector<Record>& rows, const std::string& face, double height);
  // A chart of every unit's law of minis lost (P(exactly k), P(at least k)) for one clamber at `height`.
  std::string law_charts(const std::vector<Record>& rows, double height);
  // The chance to be on top by each Movement Phase, one curve a row (columns levels and
  // exact_p_success_within_T).
  std::string cliff_curves(const std::vector<Record>& rows);
  // The map's picture (PNG bytes) with each cell's figures for the hover: cells nx x ny of `res`
  // inches, each drawn `cell_px` pixels from the picture's margin and top.
  struct MapCells {
    int nx = 0, ny = 0, cell_px = 1, margin = 0, top = 0;
    double res = 0;
    std::string png;
    std::string cells_json;                // [[min_actions, level, fastest, wounds, safest, actions, wounds] | [-1, level] | null, ...]
    std::vector<std::string> routes;       // the routes the cells name by index
  };
  std::string map(const MapCells& m);
  // Units ranked by one figure: `rows` carry unit, mean, ci_low and ci_high (a study's summary for
  // one metric and variant); the page sorts them, the best first (`higher_first`: a larger mean is
  // better), draws each as a bar with its 95% interval, and lists units with no figure after them.
  std::string ranked(const std::vector<Record>& rows, const std::string& title, bool higher_first);

  [[nodiscard]] std::string script() const;

 private:
  std::string add(std::string json);  // a view's JSON text; returns its placeholder
  std::vector<std::string> views_;
};

// The rows of `rows` as CSV text with only `columns` (a column a row lacks is empty).
std::string csv_of(const std::vector<Record>& rows, const std::vector<std::string>& columns, std::size_t limit = static_cast<std::size_t>(-1));

}  // namespace climbsim
