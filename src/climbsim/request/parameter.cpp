// Parameter::help_line and the builders (contract in parameter.hpp).
#include "climbsim/request/parameter.hpp"

#include <utility>

namespace climbsim {

std::string Parameter::help_line() const {
  std::string line = help;
  if (bound) line += (line.empty() ? "" : ", ") + bound->range_text();
  if (fallback) line += " (default " + (fallback->empty() ? std::string("empty") : *fallback) + ")";
  else if (!absent.empty()) line += " (default: " + absent + ")";
  return line;
}

const Parameter* CommandSpec::find(std::string_view option) const {
  for (const auto& p : parameters)
    if (p.name == option) return &p;
  return nullptr;
}

Parameter value(std::string name, std::string value_name, std::string help, std::optional<std::string> fallback) {
  Parameter p;
  p.name = std::move(name);
  p.value_name = std::move(value_name);
  p.help = std::move(help);
  p.fallback = std::move(fallback);
  return p;
}

Parameter path(std::string name, std::string value_name, std::string help) {
  Parameter p = value(std::move(name), std::move(value_name), std::move(help));
  p.kind = ValueKind::path;
  return p;
}

Parameter written(std::string name, std::string value_name, std::string help) {
  Parameter p = value(std::move(name), std::move(value_name), std::move(help));
  p.kind = ValueKind::output;
  return p;
}

Parameter steering(Parameter p) {
  p.steers = true;
  return p;
}

Parameter flag(std::string name, std::string help, char short_name) {
  Parameter p;
  p.name = std::move(name);
  p.help = std::move(help);
  p.kind = ValueKind::flag;
  p.short_name = short_name;
  return p;
}

Parameter with_default(Parameter p, std::string fallback) {
  p.fallback = std::move(fallback);
  return p;
}

Parameter within(Parameter p, const Bound& bound) {
  p.bound = bound;
  return p;
}

Parameter when_absent(Parameter p, std::string absent) {
  p.absent = std::move(absent);
  return p;
}

Parameter offering(Parameter p, std::vector<Choice> choices, bool other_values) {
  p.choices = std::move(choices);
  p.other_values = other_values;
  return p;
}

CommandSpec command(std::string name, std::string summary, std::string usage, int place, std::vector<Parameter> parameters) {
  CommandSpec s;
  s.name = std::move(name);
  s.summary = std::move(summary);
  s.usage = std::move(usage);
  s.place = place;
  s.parameters = std::move(parameters);
  return s;
}

void append(std::vector<Parameter>& to, const std::vector<Parameter>& more) { to.insert(to.end(), more.begin(), more.end()); }

}  // namespace climbsim
