#include "climbsim/rules/legion_route.hpp"

#include "climbsim/rules/rule_words.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace climbsim {

namespace {

// The legs in travel order: going down, the last leg first.
std::vector<FaceRouteLeg> in_travel_order(const FaceRoute& route, Direction direction) {
  std::vector<FaceRouteLeg> legs = route.legs;
  if (direction == Direction::down) legs.assign(route.legs.rbegin(), route.legs.rend());
  return legs;
}

}  // namespace

std::string FaceRoute::name() const {
  std::string n;
  for (const auto& leg : legs) n += (n.empty() ? "" : "+") + leg.face.name() + ":" + rule_number(leg.height);
  return n;
}

double FaceRoute::height() const {
  double h = 0;
  for (const auto& leg : legs) h += leg.height;
  return h;
}

FaceRoute parse_face_route(std::string_view text) {
  FaceRoute r;
  // The route as messages quote it: at most 80 characters of it.
  const std::string whole = std::string(text.substr(0, std::min<std::size_t>(text.size(), 80))) + (text.size() > 80 ? "..." : "");
  if (const auto legs = static_cast<std::size_t>(std::count(text.begin(), text.end(), ':')); legs > kMaxRouteLegs)
    throw std::invalid_argument("a route of " + std::to_string(legs) + " legs: at most " + std::to_string(kMaxRouteLegs) +
                                " (each leg is FACE:HEIGHT, joined by '+')");
  std::size_t at = 0;
  for (;;) {
    // A face may itself hold '+' ("ledges+ladder"): a leg ends at the '+' after its ':HEIGHT'.
    const std::size_t colon = text.find(':', at);
    if (colon == std::string_view::npos)
      throw std::invalid_argument("'" + whole + "' is not a route: each leg is FACE:HEIGHT, joined by '+' (e.g. ledges:2+sheer:1)");
    std::size_t end = text.find('+', colon);
    if (end == std::string_view::npos) end = text.size();
    const std::string height_text(text.substr(colon + 1, end - colon - 1));
    FaceRouteLeg leg;
    leg.face = parse_face(text.substr(at, colon - at));
    std::size_t used = 0;
    double h = 0;
    try {
      h = std::stod(height_text, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != height_text.size() || height_text.empty() || !(h > 0) || h > 12 || !std::isfinite(h))
      throw std::invalid_argument("'" + whole + "': a leg's height must be a number above 0 and at most 12, not '" + height_text + "'");
    leg.height = h;
    r.legs.push_back(leg);
    at = end + 1;
    if (end == text.size()) break;
  }
  return r;
}

std::vector<double> route_surfaces(const FaceRoute& route, Direction direction) {
  std::vector<double> out{0.0};
  double base = 0;
  for (const auto& leg : in_travel_order(route, direction)) {
    const auto s = surfaces(leg.face, leg.height, direction);
    for (std::size_t i = 1; i < s.size(); ++i) out.push_back(base + s[i]);
    base += leg.height;
  }
  return out;
}

StepGraph legion_route_graph(const LegionRules& rules, const Unit& unit, const FaceRoute& route, Direction direction,
                             std::vector<std::vector<Step>>* steps) {
  const auto all = route_surfaces(route, direction);
  StepGraph g;
  g.last = all.size() - 1;
  g.from.resize(all.size());
  g.actions_per_activation = rules.actions_per_activation;
  if (steps) steps->assign(all.size(), {});
  std::size_t first = 0;  // the leg's first surface in the route
  for (const auto& leg : in_travel_order(route, direction)) {
    const auto s = surfaces(leg.face, leg.height, direction);
    for (std::size_t i = 0; i + 1 < s.size(); ++i)
      for (std::size_t j = i + 1; j < s.size(); ++j)
        for (const Step& st : steps_for(rules, unit, leg.face, s[j] - s[i], leg.height, direction)) {
          g.from[first + i].push_back(GraphStep{st.dice_per_mini, st.actions, first + j, st.card_action(), st.kind == StepKind::scale,
                                                st.kind == StepKind::clamber_scale});
          if (steps) (*steps)[first + i].push_back(st);
        }
    first += s.size() - 1;
  }
  return g;
}

namespace {

void extend(const StepGraph& g, const std::vector<std::vector<Step>>& steps, std::size_t at, std::vector<Step>& path,
            std::vector<Plan>& out, std::size_t limit) {
  if (at == g.last) {
    if (free_clambers_paired(path)) {
      if (out.size() == limit) throw std::length_error("more than " + std::to_string(limit) + " plans");
      out.push_back(Plan{path});
    }
    return;
  }
  for (std::size_t k = 0; k < g.from[at].size(); ++k) {
    path.push_back(steps[at][k]);
    extend(g, steps, g.from[at][k].next, path, out, limit);
    path.pop_back();
  }
}

}  // namespace

std::vector<Plan> enumerate_route_plans(const LegionRules& rules, const Unit& unit, const FaceRoute& route, Direction direction,
                                        std::size_t limit) {
  std::vector<std::vector<Step>> steps;
  const StepGraph g = legion_route_graph(rules, unit, route, direction, &steps);
  std::vector<Plan> plans;
  std::vector<Step> path;
  extend(g, steps, 0, path, plans, limit);
  return plans;
}

RoutePlanCount count_route_plans(const LegionRules& rules, const Unit& unit, const FaceRoute& route, Direction direction) {
  const StepGraph g = legion_route_graph(rules, unit, route, direction);
  // paths[i]: the paths from position i to the last; dice[i]: their steps with dice, added up.
  std::vector<double> paths(g.from.size(), 0.0), dice(g.from.size(), 0.0);
  paths[g.last] = 1;
  for (std::size_t i = g.last; i-- > 0;)
    for (const GraphStep& st : g.from[i]) {  // every step goes to a later position
      paths[i] += paths[st.next];
      dice[i] += dice[st.next] + (st.dice_per_mini > 0 ? paths[st.next] : 0.0);
    }
  return {paths[0], dice[0]};
}

std::string why_no_route_plan(const LegionRules& rules, const Unit& unit, const FaceRoute& route, Direction direction) {
  const auto legs = in_travel_order(route, direction);
  for (std::size_t k = 0; k < legs.size(); ++k)
    if (enumerate_plans(rules, unit, legs[k].face, legs[k].height, direction).empty())
      return "leg " + std::to_string(k + 1) + " (" + legs[k].face.name() + ":" + rule_number(legs[k].height) +
             "): " + why_no_plan(rules, unit, legs[k].face, legs[k].height, direction);
  return "no plan pairs every free clamber with a paid step";
}

}  // namespace climbsim
