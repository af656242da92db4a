#include "climbsim/io/legion_rules_file.hpp"

#include <cmath>
#include <functional>
#include <map>

#include "climbsim/text/ini.hpp"
#include "climbsim/text/lists.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim {

namespace {

struct Field {
  std::function<void(LegionRules&, const std::string&)> set;  // throws std::invalid_argument with the reason
  std::function<std::string(const LegionRules&)> get;          // the value as the file would write it
};

std::string text(double x) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", x);
  return buf;
}
std::string text(int x) { return std::to_string(x); }
std::string text(bool x) { return x ? "true" : "false"; }

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
      {"actions_per_activation", {[](LegionRules& r, const std::string& v) { r.actions_per_activation = whole(v, 1, 6); }, [](const LegionRules& r) { return text(r.actions_per_activation); }}},
      {"climb_actions", {[](LegionRules& r, const std::string& v) { r.climb_actions = whole(v, 1, 6); }, [](const LegionRules& r) { return text(r.climb_actions); }}},
      {"climb_max_height", {[](LegionRules& r, const std::string& v) { r.climb_max_height = number(v, 0, 12); }, [](const LegionRules& r) { return text(r.climb_max_height); }}},
      {"climb_max_height_keyword", {[](LegionRules& r, const std::string& v) { r.climb_max_height_keyword = number(v, 0, 12); }, [](const LegionRules& r) { return text(r.climb_max_height_keyword); }}},
      {"cohesion_height", {[](LegionRules& r, const std::string& v) {
         // a number of height units, or `silhouette`: the leader's mini height (core-2023, RULINGS R23)
         r.cohesion_silhouette = v == "silhouette";
         if (!r.cohesion_silhouette) r.cohesion_height = number(v, 0, 12);
       },
       [](const LegionRules& r) { return r.cohesion_silhouette ? std::string("silhouette") : text(r.cohesion_height); }}},
      {"cohesion_refuses", {[](LegionRules& r, const std::string& v) { r.cohesion_refuses = boolean(v); }, [](const LegionRules& r) { return text(r.cohesion_refuses); }}},
      {"notched_turn_degrees", {[](LegionRules& r, const std::string& v) {
         double x = 0;
         if (!parse_double(v, x) || !(x >= 0 && x <= 180)) throw std::invalid_argument("expected degrees from 0 to 180");
         r.notched_turn_degrees = x;
       },
       [](const LegionRules& r) { return text(r.notched_turn_degrees); }}},
      {"turning_keywords", {[](LegionRules& r, const std::string& v) { r.turning_keywords = boolean(v); }, [](const LegionRules& r) { return text(r.turning_keywords); }}},
      {"walk_by_silhouette", {[](LegionRules& r, const std::string& v) { r.walk_by_silhouette = boolean(v); }, [](const LegionRules& r) { return text(r.walk_by_silhouette); }}},
      {"silhouette_round", {[](LegionRules& r, const std::string& v) { r.silhouette_round = number(v, 0, 12); }, [](const LegionRules& r) { return text(r.silhouette_round); }}},
      {"silhouette_notched", {[](LegionRules& r, const std::string& v) { r.silhouette_notched = number(v, 0, 12); }, [](const LegionRules& r) { return text(r.silhouette_notched); }}},
      {"notched_free_rotation", {[](LegionRules& r, const std::string& v) { r.notched_free_rotation = boolean(v); }, [](const LegionRules& r) { return text(r.notched_free_rotation); }}},
      {"climbing_vehicle_notched_climbs", {[](LegionRules& r, const std::string& v) { r.climbing_vehicle_notched_climbs = boolean(v); }, [](const LegionRules& r) { return text(r.climbing_vehicle_notched_climbs); }}},
      {"climb_model", {[](LegionRules& r, const std::string& v) { r.climb_model = parse_climb_model(v); }, [](const LegionRules& r) { return std::string(to_string(r.climb_model)); }}},
      {"climb_over_height", {[](LegionRules& r, const std::string& v) { r.climb_over_height = number(v, 0, 12); }, [](const LegionRules& r) { return text(r.climb_over_height); }}},
      {"roof_overhang", {[](LegionRules& r, const std::string& v) {
         double x = 0;
         if (!parse_double(v, x) || !(x >= 0 && x <= 1)) throw std::invalid_argument("expected a number of base radii from 0 to 1");
         r.roof_overhang = x;
       },
       [](const LegionRules& r) { return text(r.roof_overhang); }}},
      {"jump_over_impassable", {[](LegionRules& r, const std::string& v) { r.jump_over_impassable = boolean(v); }, [](const LegionRules& r) { return text(r.jump_over_impassable); }}},
      {"repulsors_over_impassable", {[](LegionRules& r, const std::string& v) { r.repulsors_over_impassable = boolean(v); }, [](const LegionRules& r) { return text(r.repulsors_over_impassable); }}},
      {"barricades_refuse_troopers", {[](LegionRules& r, const std::string& v) { r.barricades_refuse_troopers = boolean(v); }, [](const LegionRules& r) { return text(r.barricades_refuse_troopers); }}},
      {"deploy_from_edge", {[](LegionRules& r, const std::string& v) { r.deploy_from_edge = boolean(v); }, [](const LegionRules& r) { return text(r.deploy_from_edge); }}},
      {"barricades_slow", {[](LegionRules& r, const std::string& v) { r.barricades_slow = boolean(v); }, [](const LegionRules& r) { return text(r.barricades_slow); }}},
      {"clamber", {[](LegionRules& r, const std::string& v) { r.clamber = boolean(v); }, [](const LegionRules& r) { return text(r.clamber); }}},
      {"notched_bases_climb", {[](LegionRules& r, const std::string& v) { r.notched_bases_climb = boolean(v); }, [](const LegionRules& r) { return text(r.notched_bases_climb); }}},
      {"clamber1_actions", {[](LegionRules& r, const std::string& v) { r.clamber1_actions = whole(v, 1, 6); }, [](const LegionRules& r) { return text(r.clamber1_actions); }}},
      {"clamber1_max_height", {[](LegionRules& r, const std::string& v) { r.clamber1_max_height = number(v, 0, 12); }, [](const LegionRules& r) { return text(r.clamber1_max_height); }}},
      {"clamber1_dice", {[](LegionRules& r, const std::string& v) { r.clamber1_dice = whole(v, 0, 12); }, [](const LegionRules& r) { return text(r.clamber1_dice); }}},
      {"clamber2_actions", {[](LegionRules& r, const std::string& v) { r.clamber2_actions = whole(v, 1, 6); }, [](const LegionRules& r) { return text(r.clamber2_actions); }}},
      {"clamber2_max_height", {[](LegionRules& r, const std::string& v) { r.clamber2_max_height = number(v, 0, 12); }, [](const LegionRules& r) { return text(r.clamber2_max_height); }}},
      {"clamber2_dice", {[](LegionRules& r, const std::string& v) { r.clamber2_dice = whole(v, 0, 12); }, [](const LegionRules& r) { return text(r.clamber2_dice); }}},
      {"over_actions", {[](LegionRules& r, const std::string& v) { r.over_actions = whole(v, 1, 6); }, [](const LegionRules& r) { return text(r.over_actions); }}},
      {"over_max_height", {[](LegionRules& r, const std::string& v) { r.over_max_height = number(v, 0, 12); }, [](const LegionRules& r) { return text(r.over_max_height); }}},
      {"over_dice", {[](LegionRules& r, const std::string& v) { r.over_dice = whole(v, 0, 12); }, [](const LegionRules& r) { return text(r.over_dice); }}},
      {"difficult_speed_loss", {[](LegionRules& r, const std::string& v) { r.difficult_speed_loss = whole(v, 0, 2); }, [](const LegionRules& r) { return text(r.difficult_speed_loss); }}},
      {"die", {[](LegionRules& r, const std::string& v) { r.die = parse_die(v); }, [](const LegionRules& r) { return r.die.name; }}},
      {"wound_order", {[](LegionRules& r, const std::string& v) { r.wound_order = parse_wound_order(v); }, [](const LegionRules& r) { return std::string(to_string(r.wound_order)); }}},
      {"scale_clamber_max_height", {[](LegionRules& r, const std::string& v) { r.scale_clamber_max_height = number(v, 0, 12); }, [](const LegionRules& r) { return text(r.scale_clamber_max_height); }}},
      {"tool_placement", {[](LegionRules& r, const std::string& v) { r.tool_placement = parse_tool_placement(v); }, [](const LegionRules& r) { return std::string(to_string(r.tool_placement)); }}},
      {"speeder_height", {[](LegionRules& r, const std::string& v) {
         if (v != "from-start" && v != "whole-piece") throw std::invalid_argument("expected from-start or whole-piece");
         r.speeder_from_start = v == "from-start";
       },
       [](const LegionRules& r) { return std::string(r.speeder_from_start ? "from-start" : "whole-piece"); }}},
      {"pivot_turn_degrees", {[](LegionRules& r, const std::string& v) { r.pivot_turn_degrees = number(v, 0, 180); }, [](const LegionRules& r) { return text(r.pivot_turn_degrees); }}},
      {"pivot_limit_degrees", {[](LegionRules& r, const std::string& v) { r.pivot_limit_degrees = number(v, 0, 180); }, [](const LegionRules& r) { return text(r.pivot_limit_degrees); }}},
      {"tool_lengths", {[](LegionRules& r, const std::string& v) {
         std::vector<double> t;
         try {
           t = parse_double_tuple(v);
         } catch (const ListError&) {
         }
         if (t.size() != 3) throw std::invalid_argument("expected three lengths in inches, speed 1 to 3: 3,5.1,7.3");
         for (std::size_t i = 0; i < 3; ++i) {
           if (!(t[i] > 0 && t[i] <= 24)) throw std::invalid_argument("a tool length must be more than 0 and at most 24 inches");
           r.tool_lengths[i] = t[i];
         }
       },
       [](const LegionRules& r) { return text(r.tool_lengths[0]) + "," + text(r.tool_lengths[1]) + "," + text(r.tool_lengths[2]); }}},
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

std::string rules_as_ini(const LegionRules& rules) {
  std::string out = "# " + rules.edition + "\n";
  for (const auto& [k, f] : fields()) out += k + " = " + f.get(rules) + "\n";
  return out;
}

LegionRules load_rules_file(const LegionRules& base, const std::string& path) {
  try {
    return apply_rules_file(base, read_text_file(path, "rules file"), shown_path(path));
  } catch (const InputError& e) {
    throw RulesFileError(e.what());
  }
}

}  // namespace climbsim
