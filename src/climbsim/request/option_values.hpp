// A command's options as the user gave them, as text, read back typed: the one reading of every
// option, shared by the command line (src/cli/) and the web page (src/web/).
//
// Contract: OptionValues maps an option's name ("heights", no dashes) to its text and where it came
// from ("--heights", "file.ini:3:1: heights", "the page"). Every typed getter takes a fallback text
// (the option's default), parses it with the text room's list readers and throws UsageError naming
// the option, where it came from and the value. Each value read, given or defaulted, is told to the
// OptionRecord when one is set (the command line's provenance). A file option (--list, --terrain)
// may be supplied as text instead of a path (supply()): the readers then parse that text.
// With `spec` set (request/parameter.hpp), an option is read by its name alone: its default and its
// range come from its declaration, every number read is checked against the declared range, and
// reading an option the command does not declare, or passing a default for one that declares its
// own, is a std::logic_error (a programming mistake the parameter tests find, never the user's).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "climbsim/model/bound.hpp"
#include "climbsim/request/parameter.hpp"

namespace climbsim {

// A mistake in what the user typed: exit code 2 on the command line, a message on the page.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Where the values read and the inputs used are recorded (the command line's provenance).
class OptionRecord {
 public:
  virtual ~OptionRecord() = default;
  virtual void option(const std::string& name, const std::string& value) = 0;
  // An input file, by path.
  virtual void input(const std::string& role, const std::string& path) = 0;
  // An input that is not a file (the built-in roster, a pasted list): its name and its bytes.
  virtual void input_text(const std::string& role, const std::string& name, std::string_view bytes) = 0;
  virtual void fact(const std::string& key, const std::string& value) = 0;
};

class OptionValues {
 public:
  struct Value {
    std::string text;
    std::string origin;  // "--minis" or "file.ini:3:1: minis"
  };
  struct SuppliedText {
    std::string label;  // how messages name it ("pasted list")
    std::string text;
  };

  void set(const std::string& name, std::string text, std::string origin) { values_[name] = {std::move(text), std::move(origin)}; }
  // A file option's contents given directly (the page's pasted list); the option reads as `label`.
  void supply(const std::string& name, std::string label, std::string text);
  [[nodiscard]] const SuppliedText* supplied(const std::string& name) const;

  [[nodiscard]] bool has(const std::string& name) const { return values_.count(name) != 0; }
  [[nodiscard]] bool flag(const std::string& name) const;
  [[nodiscard]] std::string text(const std::string& name, const std::string& fallback) const;
  [[nodiscard]] std::vector<int> ints(const std::string& name, const std::string& fallback) const;
  [[nodiscard]] std::vector<double> doubles(const std::string& name, const std::string& fallback) const;
  [[nodiscard]] std::vector<bool> bools(const std::string& name, const std::string& fallback) const;
  [[nodiscard]] std::vector<std::string> words(const std::string& name, const std::string& fallback) const;
  [[nodiscard]] std::uint64_t count(const std::string& name, std::uint64_t fallback) const;
  [[nodiscard]] double number(const std::string& name, double fallback) const;
  // The same, the default taken from the declaration (a parameter without a default reads as
  // empty text or an empty list when not given, and is not recorded; count and number then throw
  // std::logic_error).
  [[nodiscard]] std::string text(const std::string& name) const;
  [[nodiscard]] std::vector<int> ints(const std::string& name) const;
  [[nodiscard]] std::vector<double> doubles(const std::string& name) const;
  [[nodiscard]] std::vector<bool> bools(const std::string& name) const;
  [[nodiscard]] std::vector<std::string> words(const std::string& name) const;
  [[nodiscard]] std::uint64_t count(const std::string& name) const;
  [[nodiscard]] double number(const std::string& name) const;
  // Every value given for a parameter with a declared range, checked now, whether or not this run
  // reads it (a value that does not parse as numbers is left to its reader): UsageError.
  void check_given_bounds() const;
  // The declaration of `name` (std::logic_error when spec is set and does not declare it; null
  // without a spec).
  [[nodiscard]] const Parameter* declared(const std::string& name) const;
  // "--name 'value': why", or "file:line:col: name 'value': why" for a config-file value.
  [[nodiscard]] UsageError error(const std::string& name, const std::string& why) const;
  // A warning for the user (an upgrade the list builder knows and we do not): handed to warn_to
  // when set (the command line prints it at once), and kept in order.
  void warn(const std::string& text) const {
    warnings_.push_back(text);
    if (warn_to) warn_to(text);
  }
  [[nodiscard]] const std::vector<std::string>& warnings() const noexcept { return warnings_; }

  std::map<std::string, Value> values_;
  bool help = false;
  // Where every value read is recorded; may be null.
  OptionRecord* record = nullptr;
  // The command's declarations; may be null (then every read names its own default).
  const CommandSpec* spec = nullptr;
  std::function<void(const std::string&)> warn_to;

 private:
  void note(const std::string& name, const std::string& value) const {
    if (record) record->option(name, value);
  }
  // The declared default of `name`, refusing a second default given at the read.
  [[nodiscard]] std::string declared_default(const std::string& name) const;
  void check_given_default(const std::string& name) const;
  void check_bound(const std::string& name, double v) const;
  [[nodiscard]] bool absent_without_default(const std::string& name) const;
  // The text in force (given, or the declared default), recorded.
  [[nodiscard]] std::string in_force(const std::string& name) const;
  template <class F>
  friend auto parse_or_fail(const OptionValues& o, const std::string& name, const std::string& fallback, F f);
  std::map<std::string, SuppliedText> supplied_;
  mutable std::vector<std::string> warnings_;
};

// Each of `words` (option `name`'s items) through `parse` (which throws std::invalid_argument on
// a bad item), errors naming the option and the value.
template <class F>
auto parsed_words(const OptionValues& opts, const std::string& name, const std::vector<std::string>& words, F parse) {
  std::vector<decltype(parse(std::string()))> out;
  for (const auto& w : words) {
    try {
      out.push_back(parse(w));
    } catch (const std::invalid_argument& e) {
      throw opts.error(name, e.what());
    }
  }
  return out;
}

// Each item of a list option through `parse`: with `fallback`, or the declared default.
template <class F>
auto parsed_list(const OptionValues& opts, const std::string& name, const std::string& fallback, F parse) {
  return parsed_words(opts, name, opts.words(name, fallback), parse);
}
template <class F>
auto parsed_list(const OptionValues& opts, const std::string& name, F parse) {
  return parsed_words(opts, name, opts.words(name), parse);
}

// One value through `parse`.
template <class F>
auto parsed_one(const OptionValues& opts, const std::string& name, const std::string& fallback, F parse) {
  auto v = parsed_list(opts, name, fallback, parse);
  if (v.size() != 1) throw opts.error(name, "expected one value");
  return v.front();
}
template <class F>
auto parsed_one(const OptionValues& opts, const std::string& name, F parse) {
  auto v = parsed_list(opts, name, parse);
  if (v.size() != 1) throw opts.error(name, "expected one value");
  return v.front();
}

// A file option read: from the text supplied for it (the page's pasted list) through
// parse(text, label), else from its path through load(path); recorded as an input either way.
template <class Parse, class Load>
auto supplied_or_file(const OptionValues& opts, const std::string& name, Parse parse, Load load) {
  if (const auto* s = opts.supplied(name)) {
    auto read = parse(s->text, s->label);
    if (opts.record) opts.record->input_text(name, s->label, s->text);
    return read;
  }
  const std::string path = opts.text(name);
  auto read = load(path);
  if (opts.record) opts.record->input(name, path);
  return read;
}

// One whole number (within the declared range), or one true/false, with the declared default.
int one_int(const OptionValues& opts, const std::string& name);
bool one_bool(const OptionValues& opts, const std::string& name);

// Two numbers, "A,B" (a table size, a point, a range), or a UsageError naming the option; without
// a fallback, the declared default.
std::pair<double, double> number_pair(const OptionValues& opts, const std::string& name, const std::string& fallback);
std::pair<double, double> number_pair(const OptionValues& opts, const std::string& name);

// A spot on the table, "X,Y" or "X,Y,LEVEL" (inches, and a surface's height): every part a number,
// kept as written (no list's duplicates dropped: "10,18,18" is level 18), or a UsageError naming the
// option and the value. Without a fallback, the declared default.
struct PointValue {
  double x = 0, y = 0;
  std::optional<double> level;
};
PointValue point_value(const OptionValues& opts, const std::string& name, const std::string& fallback);
PointValue point_value(const OptionValues& opts, const std::string& name);

// A value within `bound` (model/bound.hpp), else a UsageError "--option 'v': expected <range>".
// `option` is the bound's own name unless one bound serves several options (Jump, Speeder, Hover).
void require_within(const OptionValues& opts, const Bound& bound, double value, const char* option = nullptr);

// Refuses (UsageError) a run whose estimated `work` is above --max-work, before any of it: `what`
// says where the estimate comes from ("1152 rows x 1e+06 samples"), `advice` what to do (the
// command line's names --max-work; the page has no such field).
void check_work(const OptionValues& opts, double work, const std::string& what,
                const std::string& advice = "ask for less, or raise the limit with --max-work");

}  // namespace climbsim
