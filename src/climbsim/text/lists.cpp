#include "climbsim/text/lists.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>

#include "climbsim/text/decimal.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::vector<std::string_view> items(std::string_view text, char sep = ',') {
  std::vector<std::string_view> out;
  if (trim(text).empty()) throw ListError("empty list");
  std::size_t start = 0;
  while (true) {
    const auto comma = text.find(sep, start);
    const auto item = trim(text.substr(start, comma == std::string_view::npos ? text.npos : comma - start));
    if (item.empty()) throw ListError("empty item in list " + quote_value(text));
    out.push_back(item);
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

// The values in the order given, each once: a set of those seen keeps it O(n log n) however many
// ranges a list joins.
template <class T>
class UniqueList {
 public:
  void push(const T& x) {
    if (seen_.insert(x).second) values_.push_back(x);
  }
  std::vector<T> take() { return std::move(values_); }

 private:
  std::vector<T> values_;
  std::set<T> seen_;
};

// "a-b" with whole numbers a <= b; a leading '-' is a sign, not a range.
bool split_range(std::string_view item, int& lo, int& hi) {
  const auto dash = item.find('-', 1);
  if (dash == std::string_view::npos) return false;
  if (!parse_int(item.substr(0, dash), lo) || !parse_int(item.substr(dash + 1), hi))
    throw ListError(quote_value(item) + " is not a range of whole numbers such as 1-12");
  if (lo > hi) throw ListError("range " + quote_value(item) + " runs backwards");
  if (static_cast<long>(hi) - lo > 100000) throw ListError("range " + quote_value(item) + " is too long");
  return true;
}

}  // namespace

bool parse_int(std::string_view text, int& out) {
  text = trim(text);
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
  return !text.empty() && r.ec == std::errc{} && r.ptr == text.data() + text.size();
}

bool parse_double(std::string_view text, double& out) {
  text = trim(text);
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
#if defined(__cpp_lib_to_chars)
  const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
  return !text.empty() && r.ec == std::errc{} && r.ptr == text.data() + text.size() && std::isfinite(out);
#else
  return read_decimal(text, out) && std::isfinite(out);  // the same reading (text/decimal.hpp)
#endif
}

std::vector<int> parse_int_list(std::string_view text) {
  UniqueList<int> out;
  for (auto item : items(text)) {
    int lo = 0;
    int hi = 0;
    if (split_range(item, lo, hi)) {
      for (int v = lo; v <= hi; ++v) out.push(v);
    } else if (parse_int(item, lo)) {
      out.push(lo);
    } else {
      throw ListError(quote_value(item) + " is not a whole number");
    }
  }
  return out.take();
}

std::vector<double> parse_double_tuple(std::string_view text) {
  std::vector<double> out;
  for (auto item : items(text)) {
    double v = 0;
    if (!parse_double(item, v)) throw ListError(quote_value(item) + " is not a number");
    out.push_back(v);
  }
  return out;
}

std::vector<double> parse_double_list(std::string_view text) {
  UniqueList<double> out;
  for (auto item : items(text)) {
    double v = 0;
    int lo = 0;
    int hi = 0;
    if (parse_double(item, v)) {
      out.push(v);
    } else if (split_range(item, lo, hi)) {
      for (int i = lo; i <= hi; ++i) out.push(static_cast<double>(i));
    } else {
      throw ListError(quote_value(item) + " is not a number");
    }
  }
  return out.take();
}

std::vector<bool> parse_bool_list(std::string_view text) {
  UniqueList<bool> out;
  for (auto item : items(text)) {
    if (item == "true" || item == "yes" || item == "1") out.push(true);
    else if (item == "false" || item == "no" || item == "0") out.push(false);
    else throw ListError(quote_value(item) + " is not true or false");
  }
  return out.take();
}

std::vector<std::string> parse_word_list_sep(std::string_view text, char sep) {
  UniqueList<std::string> out;
  for (auto item : items(text, sep)) out.push(std::string(item));
  return out.take();
}

std::vector<std::string> parse_word_list(std::string_view text) {
  UniqueList<std::string> out;
  for (auto item : items(text)) out.push(std::string(item));
  return out.take();
}

}  // namespace climbsim
