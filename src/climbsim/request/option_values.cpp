#include "climbsim/request/option_values.hpp"

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

bool OptionValues::flag(const std::string& name) const {
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
  const auto it = o.values_.find(name);
  const std::string& text = it == o.values_.end() ? fallback : it->second.text;
  o.note(name, text);
  try {
    return f(text);
  } catch (const ListError& e) {
    throw o.error(name, e.what());
  }
}

std::string OptionValues::text(const std::string& name, const std::string& fallback) const {
  const auto it = values_.find(name);
  const std::string& t = it == values_.end() ? fallback : it->second.text;
  note(name, t);
  return t;
}

std::vector<int> OptionValues::ints(const std::string& name, const std::string& fallback) const {
  return parse_or_fail(*this, name, fallback, [](const std::string& s) { return parse_int_list(s); });
}
std::vector<double> OptionValues::doubles(const std::string& name, const std::string& fallback) const {
  return parse_or_fail(*this, name, fallback, [](const std::string& s) { return parse_double_list(s); });
}
std::vector<bool> OptionValues::bools(const std::string& name, const std::string& fallback) const {
  return parse_or_fail(*this, name, fallback, [](const std::string& s) { return parse_bool_list(s); });
}
std::vector<std::string> OptionValues::words(const std::string& name, const std::string& fallback) const {
  return parse_or_fail(*this, name, fallback, [](const std::string& s) { return parse_word_list(s); });
}

std::uint64_t OptionValues::count(const std::string& name, std::uint64_t fallback) const {
  if (!has(name)) {
    note(name, std::to_string(fallback));
    return fallback;
  }
  double v = 0;
  // Accept 1000000 and 1e6 alike, as long as the value is a whole positive number.
  if (!parse_double(text(name, ""), v) || v < 1 || v > 1e15 || v != static_cast<double>(static_cast<std::uint64_t>(v)))
    throw error(name, "expected a whole number of at least 1");
  return static_cast<std::uint64_t>(v);
}

double OptionValues::number(const std::string& name, double fallback) const {
  if (!has(name)) {
    note(name, format_number(fallback));
    return fallback;
  }
  double v = 0;
  if (!parse_double(text(name, ""), v)) throw error(name, "not a number");
  return v;
}

void require_within(const OptionValues& opts, const Bound& bound, double value, const char* option) {
  if (!bound.admits(value)) throw opts.error(option ? option : bound.name, "expected " + bound.range_text());
}

std::string ranged_help(const std::string& what, const Bound& bound, const std::string& fallback) {
  return what + ", " + bound.range_text() + " (default " + fallback + ")";
}

std::pair<double, double> number_pair(const OptionValues& opts, const std::string& name, const std::string& fallback) {
  const std::string text = opts.text(name, fallback);
  const auto comma = text.find(',');
  double a = 0, b = 0;
  if (comma == std::string::npos || !parse_double(text.substr(0, comma), a) || !parse_double(text.substr(comma + 1), b))
    throw opts.error(name, "expected two numbers, A,B");
  return {a, b};
}

}  // namespace climbsim
