#include "climbsim/report/svg_chart.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace climbsim {

std::string html_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

namespace {

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

std::string label(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g", v);
  return buf;
}

// A "nice" tick step for a span: 1, 2 or 5 times a power of ten, about five ticks.
double tick_step(double span) {
  if (!(span > 0)) return 1;
  const double raw = span / 5;
  const double p = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (raw <= m * p) return m * p;
  return 10 * p;
}

}  // namespace

std::string Chart::svg() const {
  double x0 = x_min, x1 = x_max, y0 = y_min, y1 = y_max;
  if (x1 < x0 || y1 < y0) {
    double a = 1e300, b = -1e300, c = 1e300, d = -1e300;
    for (const auto& s : series)
      for (const auto& [x, y] : s.points) a = std::min(a, x), b = std::max(b, x), c = std::min(c, y), d = std::max(d, y);
    if (x1 < x0) x0 = std::min(0.0, a), x1 = b > x0 ? b : x0 + 1;
    if (y1 < y0) y0 = std::min(0.0, c), y1 = d > y0 ? d * 1.05 : y0 + 1;
  }
  const int left = 56, right = 16, top = 30, bottom = 44 + 16 * static_cast<int>((series.size() + 2) / 3);
  const double pw = width - left - right, ph = height - top - bottom;
  const auto px = [&](double x) { return left + (x - x0) / (x1 - x0) * pw; };
  const auto py = [&](double y) { return top + ph - (y - y0) / (y1 - y0) * ph; };
  std::string s = "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(width) +
                  "\" height=\"" + std::to_string(height) + "\" viewBox=\"0 0 " + std::to_string(width) + " " +
                  std::to_string(height) + "\" role=\"img\" aria-label=\"" + html_escape(title) + "\">";
  if (!title.empty())  // without one, the figure's caption names the chart
    s += "<text x=\"" + std::to_string(width / 2) + "\" y=\"18\" text-anchor=\"middle\" class=\"title\">" + html_escape(title) + "</text>";
  // Grid and ticks.
  const double xs = whole_x ? std::max(1.0, std::round(tick_step(x1 - x0))) : tick_step(x1 - x0), ys = tick_step(y1 - y0);
  for (double t = std::ceil(x0 / xs) * xs; t <= x1 + 1e-9; t += xs)
    s += "<line class=\"grid\" x1=\"" + num(px(t)) + "\" y1=\"" + num(top) + "\" x2=\"" + num(px(t)) + "\" y2=\"" + num(top + ph) +
         "\"/><text class=\"tick\" x=\"" + num(px(t)) + "\" y=\"" + num(top + ph + 14) + "\" text-anchor=\"middle\">" + label(t + 0.0) + "</text>";  // -0 prints as 0
  for (double t = std::ceil(y0 / ys) * ys; t <= y1 + 1e-9; t += ys)
    s += "<line class=\"grid\" x1=\"" + num(left) + "\" y1=\"" + num(py(t)) + "\" x2=\"" + num(left + pw) + "\" y2=\"" + num(py(t)) +
         "\"/><text class=\"tick\" x=\"" + num(left - 6) + "\" y=\"" + num(py(t) + 4) + "\" text-anchor=\"end\">" + label(t) + "</text>";
  s += "<rect class=\"frame\" x=\"" + num(left) + "\" y=\"" + num(top) + "\" width=\"" + num(pw) + "\" height=\"" + num(ph) + "\"/>";
  s += "<text class=\"axis\" x=\"" + num(left + pw / 2) + "\" y=\"" + num(top + ph + 30) + "\" text-anchor=\"middle\">" +
       html_escape(x_label) + "</text>";
  s += "<text class=\"axis\" transform=\"translate(14 " + num(top + ph / 2) + ") rotate(-90)\" text-anchor=\"middle\">" +
       html_escape(y_label) + "</text>";
  for (const auto& ser : series) {
    const double bar = std::min(28.0, 0.45 * pw / std::max(1.0, x1 - x0));
    for (std::size_t i = 0; ser.bars && i < ser.points.size(); ++i) {
      const auto [x, y] = ser.points[i];
      s += "<rect class=\"bar\" x=\"" + num(px(x) - bar / 2) + "\" y=\"" + num(py(std::max(y, 0.0))) + "\" width=\"" + num(bar) +
           "\" height=\"" + num(py(0) - py(std::max(y, 0.0))) + "\" fill=\"" + ser.colour + "\" fill-opacity=\"0.85\">";
      if (i < ser.tips.size()) s += "<title>" + html_escape(ser.tips[i]) + "</title>";
      s += "</rect>";
    }
    if (ser.line && ser.points.size() > 1) {
      std::string d;
      for (const auto& [x, y] : ser.points) d += (d.empty() ? "M" : " L") + num(px(x)) + " " + num(py(y));
      s += "<path class=\"series\" d=\"" + d + "\" stroke=\"" + ser.colour + "\" fill=\"none\" stroke-width=\"2\"/>";
    }
    for (std::size_t i = 0; ser.dots && i < ser.points.size(); ++i) {
      const auto [x, y] = ser.points[i];
      s += "<circle class=\"point\" cx=\"" + num(px(x)) + "\" cy=\"" + num(py(y)) + "\" r=\"" + (ser.ring ? "7" : "3.5") + "\" " +
           (ser.ring ? "fill=\"none\" stroke=\"" + ser.colour + "\" stroke-width=\"2\"" : "fill=\"" + ser.colour + "\"") + ">";
      if (i < ser.tips.size()) s += "<title>" + html_escape(ser.tips[i]) + "</title>";
      s += "</circle>";
    }
  }
  // Legend, three entries a row, under the axis label.
  for (std::size_t i = 0; i < series.size(); ++i) {
    const double lx = left + static_cast<double>(i % 3) * (pw / 3), ly = top + ph + 44 + 16.0 * static_cast<double>(i / 3);
    s += "<rect x=\"" + num(lx) + "\" y=\"" + num(ly - 9) + "\" width=\"10\" height=\"10\" fill=\"" + series[i].colour + "\"/>";
    s += "<text class=\"legend\" x=\"" + num(lx + 14) + "\" y=\"" + num(ly) + "\">" + html_escape(series[i].name) + "</text>";
  }
  return s + "</svg>";
}

}  // namespace climbsim
