#include "climbsim/request/option_values.hpp"

#include <cstdio>
#include <vector>
#include <stdexcept>

#include "climbsim/text/csv.hpp"
#include "climbsim/text/lists.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim {

void OptionValues::supply(const std::string& name, std::string label, std::string text) {
  supplied_[name] = {label, std::move(text)};
  values_[name] = {std::move(label), "--" + name};
}

const OptionValues::SuppliedText* OptionValues::supplied(const std::string& name) const {
  const auto it = supplied_.find(name);
  return it == supplied_.end() ? nullptr : &it->second;
}

const Parameter* OptionValues::declared(const std::string& name) const {
  if (!spec) return nullptr;
  if (const auto* p = spec->find(name)) return p;
  throw std::logic_error("climbsim " + spec->name + " reads --" + name + ", which it does not declare (request/command_specs)");
}

std::string OptionValues::declared_default(const std::string& name) const {
  const auto* p = declared(name);
  if (!p) throw std::logic_error("--" + name + " is read by its name alone, but no command declares it here");
  return p->fallback.value_or("");
}

void OptionValues::check_given_default(const std::string& name) const {
  const auto* p = declared(name);
  if (p && p->fallback)
    throw std::logic_error("climbsim " + spec->name + " --" + name + " has its default in its declaration; read it by name alone");
}

void OptionValues::check_bound(const std::string& name, double v) const {
  const auto* p = declared(name);
  if (p && p->bound && !p->bound->admits(v)) throw error(name, "expected " + p->bound->range_text());
}

void OptionValues::check_given_bounds() const {
  if (!spec) return;
  for (const auto& [name, value] : values_) {
    const Parameter* p = spec->find(name);
    if (!p || !p->bound) continue;
    std::vector<double> numbers;
    try {
      if (p->bound->whole)
        for (int v : parse_int_list(value.text)) numbers.push_back(v);
      else
        numbers = parse_double_list(value.text);
    } catch (const ListError&) {
      continue;  // not numbers: its reader says so, in its own words
    }
    for (double v : numbers)
      if (!p->bound->admits(v)) throw error(name, "expected " + p->bound->range_text());
  }
}

bool OptionValues::flag(const std::string& name) const {
  (void)declared(name);
  const auto it = values_.find(name);
  if (it == values_.end()) return false;
  note(name, it->second.text);
  try {
    const auto v = parse_bool_list(it->second.text);
    if (v.size() == 1) return v[0];
  } catch (const ListError&) {
  }
  throw error(name, "expected true or false");
}

UsageError OptionValues::error(const std::string& name, const std::string& why) const {
  const auto it = values_.find(name);
  if (it == values_.end()) return UsageError("--" + name + ": " + why);
  return UsageError(it->second.origin + " " + quote_value(it->second.text) + ": " + why);
}

template <class F>
auto parse_or_fail(const OptionValues& o, const std::string& name, const std::string& fallback, F f) {
  (void)o.declared(name);
  const auto it = o.values_.find(name);
  const std::string& text = it == o.values_.end() ? fallback : it->second.text;
  o.note(name, text);
  try {
    return f(text);
  } catch (const ListError& e) {
    throw o.error(name, e.what());
  }
}

namespace {
const auto kText = [](const std::string& s) { return s; };
const auto kInts = [](const std::string& s) { return parse_int_list(s); };
const auto kDoubles = [](const std::string& s) { return parse_double_list(s); };
const auto kBools = [](const std::string& s) { return parse_bool_list(s); };
const auto kWords = [](const std::string& s) { return parse_word_list(s); };
}  // namespace

// Each getter: the two-argument form checks that the command declares no default of its own
// (a second default would be a second source), then both read through parse_or_fail.
std::string OptionValues::text(const std::string& name, const std::string& fallback) const {
  check_given_default(name);
  return parse_or_fail(*this, name, fallback, kText);
}
std::vector<int> OptionValues::ints(const std::string& name, const std::string& fallback) const {
  check_given_default(name);
  auto v = parse_or_fail(*this, name, fallback, kInts);
  for (int x : v) check_bound(name, x);
  return v;
}
std::vector<double> OptionValues::doubles(const std::string& name, const std::string& fallback) const {
  check_given_default(name);
  auto v = parse_or_fail(*this, name, fallback, kDoubles);
  for (double x : v) check_bound(name, x);
  return v;
}
std::vector<bool> OptionValues::bools(const std::string& name, const std::string& fallback) const {
  check_given_default(name);
  return parse_or_fail(*this, name, fallback, kBools);
}
std::vector<std::string> OptionValues::words(const std::string& name, const std::string& fallback) const {
  check_given_default(name);
  return parse_or_fail(*this, name, fallback, kWords);
}

// A parameter with no default, not given: nothing to read (an empty text or list), nothing recorded.
bool OptionValues::absent_without_default(const std::string& name) const {
  if (has(name)) return false;
  const auto* p = declared(name);
  return p && !p->fallback;
}

std::string OptionValues::text(const std::string& name) const {
  if (absent_without_default(name)) return {};
  return parse_or_fail(*this, name, declared_default(name), kText);
}
std::vector<int> OptionValues::ints(const std::string& name) const {
  if (absent_without_default(name)) return {};
  auto v = parse_or_fail(*this, name, declared_default(name), kInts);
  for (int x : v) check_bound(name, x);
  return v;
}
std::vector<double> OptionValues::doubles(const std::string& name) const {
  if (absent_without_default(name)) return {};
  auto v = parse_or_fail(*this, name, declared_default(name), kDoubles);
  for (double x : v) check_bound(name, x);
  return v;
}
std::vector<bool> OptionValues::bools(const std::string& name) const {
  if (absent_without_default(name)) return {};
  return parse_or_fail(*this, name, declared_default(name), kBools);
}
std::vector<std::string> OptionValues::words(const std::string& name) const {
  if (absent_without_default(name)) return {};
  return parse_or_fail(*this, name, declared_default(name), kWords);
}

namespace {
// A whole positive count: 1000000 and 1e6 alike.
bool whole_count(const std::string& text, double& v) {
  return parse_double(text, v) && v >= 1 && v <= 1e15 && v == static_cast<double>(static_cast<std::uint64_t>(v));
}
}  // namespace

std::uint64_t OptionValues::count(const std::string& name, std::uint64_t fallback) const {
  if (!has(name)) {
    check_given_default(name);
    note(name, std::to_string(fallback));
    return fallback;
  }
  return count(name);
}

std::string OptionValues::in_force(const std::string& name) const {
  std::string t = has(name) ? values_.at(name).text : declared_default(name);
  note(name, t);
  return t;
}

std::uint64_t OptionValues::count(const std::string& name) const {
  const std::string t = in_force(name);
  double v = 0;
  if (!whole_count(t, v)) {
    if (!has(name)) throw std::logic_error("--" + name + " declares no whole-number default");
    throw error(name, "expected a whole number of at least 1");
  }
  check_bound(name, v);
  return static_cast<std::uint64_t>(v);
}

double OptionValues::number(const std::string& name, double fallback) const {
  if (!has(name)) {
    check_given_default(name);
    note(name, format_number(fallback));
    return fallback;
  }
  return number(name);
}

double OptionValues::number(const std::string& name) const {
  const std::string t = in_force(name);
  double v = 0;
  if (!parse_double(t, v)) {
    if (!has(name)) throw std::logic_error("--" + name + " declares no numeric default");
    throw error(name, "not a number");
  }
  check_bound(name, v);
  return v;
}

void require_within(const OptionValues& opts, const Bound& bound, double value, const char* option) {
  if (!bound.admits(value)) throw opts.error(option ? option : bound.name, "expected " + bound.range_text());
}

int one_int(const OptionValues& opts, const std::string& name) {
  const auto v = opts.ints(name);
  if (v.size() != 1) throw opts.error(name, "expected one value");
  return v.front();
}

bool one_bool(const OptionValues& opts, const std::string& name) {
  const auto v = opts.bools(name);
  if (v.size() != 1) throw opts.error(name, "expected true or false");
  return v.front();
}

namespace {
std::pair<double, double> pair_of(const OptionValues& opts, const std::string& name, const std::string& text) {
  const auto comma = text.find(',');
  double a = 0, b = 0;
  if (comma == std::string::npos || !parse_double(text.substr(0, comma), a) || !parse_double(text.substr(comma + 1), b))
    throw opts.error(name, "expected two numbers, A,B");
  return {a, b};
}
PointValue point_of(const OptionValues& opts, const std::string& name, const std::string& text) {
  std::vector<double> parts;
  std::size_t at = 0;
  for (;;) {
    const auto comma = text.find(',', at);
    const std::string part = text.substr(at, comma == std::string::npos ? std::string::npos : comma - at);
    double d = 0;
    if (!parse_double(part, d) || parts.size() == 3)
      throw opts.error(name, "expected X,Y or X,Y,LEVEL (inches, and a surface's height), each a number");
    parts.push_back(d);
    if (comma == std::string::npos) break;
    at = comma + 1;
  }
  if (parts.size() < 2) throw opts.error(name, "expected X,Y or X,Y,LEVEL (inches, and a surface's height), each a number");
  PointValue p{parts[0], parts[1], std::nullopt};
  if (parts.size() == 3) p.level = parts[2];
  return p;
}
}  // namespace

PointValue point_value(const OptionValues& opts, const std::string& name, const std::string& fallback) {
  return point_of(opts, name, opts.text(name, fallback));
}
PointValue point_value(const OptionValues& opts, const std::string& name) { return point_of(opts, name, opts.text(name)); }

std::pair<double, double> number_pair(const OptionValues& opts, const std::string& name, const std::string& fallback) {
  return pair_of(opts, name, opts.text(name, fallback));
}
std::pair<double, double> number_pair(const OptionValues& opts, const std::string& name) {
  return pair_of(opts, name, opts.text(name));
}

void check_work(const OptionValues& opts, double work, const std::string& what, const std::string& advice) {
  const double limit = opts.number("max-work");
  if (!(limit > 0)) throw opts.error("max-work", "expected a positive number");
  if (work <= limit) return;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.3g", work);
  std::string message = "this run is estimated at " + std::string(buf) + " units of work (" + what + ")";
  std::snprintf(buf, sizeof buf, "%.3g", limit);
  message += ", above the limit of " + std::string(buf) + "; " + advice;
  throw UsageError(message);
}

}  // namespace climbsim
