// Small SVG charts for the report: scatter and line charts with axes, ticks, labels and a legend,
// drawn as text, so the page needs no script and no network to show them.
//
// Contract: a Chart has a title, axis labels and series of points; svg() returns one <svg
// class="chart"> element sized width x height, axes from the data's range (or the range given),
// each series in its colour, as points, a line, bars, or points and line; a series may be marked (a ring round each
// point) for the Pareto front. Text is escaped.
#pragma once

#include <string>
#include <vector>

namespace climbsim {

struct Series {
  std::string name;
  std::string colour;
  std::vector<std::pair<double, double>> points;
  bool line = false;
  bool dots = true;
  bool ring = false;  // a ring round each point (a marked set)
  std::vector<std::string> tips;  // a tooltip per point (optional)
  bool bars = false;  // a bar from 0 to each point (beside, not over, another series' line)
};

struct Chart {
  std::string title, x_label, y_label;
  std::vector<Series> series;
  double x_min = 0, x_max = -1, y_min = 0, y_max = -1;  // max < min: from the data
  int width = 520, height = 300;
  bool whole_x = false;  // ticks on whole numbers only (counts)
  [[nodiscard]] std::string svg() const;
};

std::string html_escape(const std::string& s);

}  // namespace climbsim
