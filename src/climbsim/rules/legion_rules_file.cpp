#include "climbsim/rules/legion_rules_file.hpp"

#include <cmath>
#include <functional>
#include <map>

#include "climbsim/io/ini.hpp"
#include "climbsim/io/lists.hpp"
#include "climbsim/io/text_input.hpp"

namespace climbsim {

namespace {

struct Field {
  std::function<void(LegionRules&, const std::string&)> set;  // throws std::invalid_argument with the reason
};

int whole(const std::string& v, int lo, int hi) {
  int x = 0;
  if (!parse_int(v, x) || x < lo || x > hi)
    throw std::invalid_argument("expected a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
  return x;
}

double number(const std::string& v, double lo, double hi) {
  double x = 0;
  if (!parse_double(v, x) || !std::isfinite(x) || x <= lo || x > hi) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "expected a number more than %g and at most %g", lo, hi);
    throw std::invalid_argument(buf);
  }
  return x;
}

bool boolean(const std::string& v) {
  const auto b = parse_bool_list(v);
  if (b.size() != 1) throw std::invalid_argument("expected true or false");
  return b[0];
}

const std::map<std::string, Field>& fields() {
  static const std::map<std::string, Field> f = {
      {"actions_per_activation", {[](LegionRules& r, const std::string& v) { r.actions_per_activation = whole(v, 1, 6); }}},
      {"climb_actions", {[](LegionRules& r, const std::string& v) { r.climb_actions = whole(v, 1, 6); }}},
      {"climb_max_height", {[](LegionRules& r, const std::string& v) { r.climb_max_height = number(v, 0, 12); }}},
      {"climb_max_height_keyword", {[](LegionRules& r, const std::string& v) { r.climb_max_height_keyword = number(v, 0, 12); }}},
      {"cohesion_height", {[](LegionRules& r, const std::string& v) { r.cohesion_height = number(v, 0, 12); }}},
      {"clamber", {[](LegionRules& r, const std::string& v) { r.clamber = boolean(v); }}},
      {"notched_bases_climb", {[](LegionRules& r, const std::string& v) { r.notched_bases_climb = boolean(v); }}},
      {"clamber1_actions", {[](LegionRules& r, const std::string& v) { r.clamber1_actions = whole(v, 1, 6); }}},
      {"clamber1_max_height", {[](LegionRules& r, const std::string& v) { r.clamber1_max_height = number(v, 0, 12); }}},
      {"clamber1_dice", {[](LegionRules& r, const std::string& v) { r.clamber1_dice = whole(v, 0, 12); }}},
      {"clamber2_actions", {[](LegionRules& r, const std::string& v) { r.clamber2_actions = whole(v, 1, 6); }}},
      {"clamber2_max_height", {[](LegionRules& r, const std::string& v) { r.clamber2_max_height = number(v, 0, 12); }}},
      {"clamber2_dice", {[](LegionRules& r, const std::string& v) { r.clamber2_dice = whole(v, 0, 12); }}},
      {"over_actions", {[](LegionRules& r, const std::string& v) { r.over_actions = whole(v, 1, 6); }}},
      {"over_max_height", {[](LegionRules& r, const std::string& v) { r.over_max_height = number(v, 0, 12); }}},
      {"over_dice", {[](LegionRules& r, const std::string& v) { r.over_dice = whole(v, 0, 12); }}},
      {"pivot_limit_degrees", {[](LegionRules& r, const std::string& v) { r.pivot_limit_degrees = number(v, 0, 180); }}},
      {"tool_lengths", {[](LegionRules& r, const std::string& v) {
         std::vector<double> t;
         try {
           t = parse_double_list(v);
         } catch (const ListError&) {
         }
         if (t.size() != 3) throw std::invalid_argument("expected three lengths in inches, speed 1 to 3: 3,5.1,7.3");
         for (std::size_t i = 0; i < 3; ++i) {
           if (!(t[i] > 0 && t[i] <= 24)) throw std::invalid_argument("a tool length must be more than 0 and at most 24 inches");
           r.tool_lengths[i] = t[i];
         }
       }}},
  };
  return f;
}

std::string key_list() {
  std::string out = "name";
  for (const auto& [k, f] : fields()) out += ", " + k;
  return out;
}

}  // namespace

LegionRules apply_rules_file(LegionRules base, std::string_view text, const std::string& source) {
  std::vector<IniEntry> entries;
  try {
    entries = parse_ini(text, source);
  } catch (const IniError& e) {
    throw RulesFileError(e.what());
  }
  std::string name = "variant";
  for (const auto& e : entries) {
    if (e.name == "name") {
      bool ok = !e.value.empty();
      for (unsigned char c : e.value) ok = ok && (std::isalnum(c) || c == '-' || c == '_' || c == '.');
      if (!ok) throw RulesFileError(e.where(source) + "name " + quote_value(e.value) + ": expected letters, digits, '-', '_' or '.'");
      name = e.value;
      continue;
    }
    const auto it = fields().find(e.name);
    if (it == fields().end())
      throw RulesFileError(e.where(source) + "unknown rule " + quote_value(e.name) + "; the rules a file may set: " + key_list());
    try {
      it->second.set(base, e.value);
    } catch (const std::invalid_argument& why) {
      // Point at the value: the name, then " = " at the least.
      IniEntry at = e;
      at.column = e.column + static_cast<int>(e.name.size()) + 3;
      throw RulesFileError(at.where(source) + e.name + " " + quote_value(e.value) + ": " + why.what());
    }
  }
  base.edition += "+" + name;
  base.named += " with the changes of " + source;
  return base;
}

LegionRules load_rules_file(const LegionRules& base, const std::string& path) {
  try {
    return apply_rules_file(base, read_text_file(path, "rules file"), path);
  } catch (const InputError& e) {
    throw RulesFileError(e.what());
  }
}

}  // namespace climbsim
