// climbsim study's plan (contract in study_request.hpp).
#include "climbsim/request/study_request.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "climbsim/analysis/reach_work.hpp"
#include "climbsim/random/stream.hpp"
#include "climbsim/request/mission_request.hpp"
#include "climbsim/request/shared_request.hpp"
#include "climbsim/request/unit_request.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/text/text_input.hpp"
#include "climbsim/units/what_if.hpp"

namespace climbsim {

namespace {

namespace fs = std::filesystem;

// The variants: as is, then one per --vary item.
std::vector<StudyVariant> variants_from(const OptionValues& opts, const LegionRules& base,
                                        const std::function<LegionRules(LegionRules)>& with_rules) {
  std::vector<StudyVariant> out{{"as is", base, ""}};
  for (const auto& item : opts.words("vary")) {
    StudyVariant v{item, base, ""};
    if (item == "edition") {
      v.rules = with_rules(legion_edition(base.edition.rfind("rule-texts", 0) == 0 ? "core-2023" : "rule-texts"));
      v.name = v.rules.edition;
    } else if (item.rfind("edition:", 0) == 0) {  // a named edition: edition:core-2025
      try {
        v.rules = with_rules(legion_edition(item.substr(8)));
      } catch (const std::invalid_argument& e) {
        throw opts.error("vary", e.what());
      }
      v.name = v.rules.edition;
    } else {
      Unit probe;
      try {
        apply_what_if(item, probe);
      } catch (const std::invalid_argument& e) {
        throw opts.error("vary", std::string(e.what()) + ", or edition, or edition:NAME");
      }
      v.what_if = item;
    }
    for (const auto& seen : out)
      if (seen.name == v.name) throw opts.error("vary", "'" + item + "' is given twice");
    out.push_back(v);
  }
  return out;
}

TableRecipe recipe_from(const OptionValues& opts) {
  TableRecipe recipe;
  std::tie(recipe.width, recipe.depth) = number_pair(opts, "table");
  const auto [pmin, pmax] = number_pair(opts, "pieces");
  if (pmin != std::floor(pmin) || pmax != std::floor(pmax) || pmin < 0 || pmax > 200)
    throw opts.error("pieces", "expected whole numbers MIN,MAX from 0 to 200");
  recipe.min_pieces = static_cast<int>(pmin);
  recipe.max_pieces = static_cast<int>(pmax);
  std::tie(recipe.min_side, recipe.max_side) = number_pair(opts, "building-sides");
  recipe.max_height = one_int(opts, "max-height");
  recipe.p_storey = opts.number("storeys");
  recipe.p_ladder = opts.number("ladders");
  recipe.p_turned = opts.number("turned");
  recipe.min_gap = opts.number("gap");
  recipe.zone_depth = opts.number("zone-depth");
  std::string field;
  if (const auto why = validate(recipe, &field); !why.empty()) throw opts.error(field, why);
  return recipe;
}

// Where the tables come from: the files of --terrain-dir, or the generator.
void tables_of(const OptionValues& opts, StudyPlan& plan) {
  if (opts.has("terrain-dir")) {
    if (opts.has("tables")) throw opts.error("tables", "give --tables or --terrain-dir, not both");
    if (opts.has("write-tables")) throw opts.error("write-tables", "the tables of --terrain-dir are files already");
    const fs::path dir = opts.text("terrain-dir");
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) throw opts.error("terrain-dir", "not a folder");
    for (const auto& entry : fs::directory_iterator(dir, ec))
      if (entry.path().extension() == ".csv" && entry.is_regular_file()) plan.files.push_back(entry.path().string());
    std::sort(plan.files.begin(), plan.files.end());
    if (plan.files.empty()) throw opts.error("terrain-dir", "holds no .csv terrain file");
    plan.table_count = plan.files.size();
    plan.tables_from = "dir";
    for (const auto& f : plan.files)
      plan.tables_from += " " + fs::path(f).filename().string() + "=" + std::to_string(scenario_key(read_text_file(f, "terrain file")));
    return;
  }
  plan.table_count = static_cast<std::size_t>(opts.count("tables"));
  const TableRecipe& r = plan.recipe;
  std::ostringstream from;
  from << std::hexfloat << "generated " << plan.seed << ' ' << r.width << ' ' << r.depth << ' ' << r.min_pieces << ' ' << r.max_pieces
       << ' ' << r.min_side << ' ' << r.max_side << ' ' << r.max_height << ' ' << r.p_storey << ' ' << r.p_ladder << ' ' << r.min_gap
       << ' ' << r.zone_depth;
  if (r.p_turned > 0) from << ' ' << r.p_turned;  // (absent when 0: the tables of earlier runs keep their key)
  plan.tables_from = from.str();
}

}  // namespace

Terrain StudyPlan::terrain(std::uint64_t k) const {
  if (files.empty()) return generate_table(recipe, seed, k + 1);
  try {
    return load_terrain_file(files[static_cast<std::size_t>(k)], recipe.width, recipe.depth);
  } catch (const TerrainError& e) {
    throw UsageError(e.what());
  }
}

std::string StudyPlan::table_name(std::uint64_t k) const {
  return files.empty() ? std::to_string(k + 1) : fs::path(files[static_cast<std::size_t>(k)]).filename().string();
}

StudyPlan study_plan(const OptionValues& opts, const std::vector<LegionRules>& editions,
                     const std::function<LegionRules(LegionRules)>& with_rules) {
  StudyPlan plan;
  StudySpec& spec = plan.spec;
  if (opts.has("unit") || opts.has("list") || opts.has("minis")) {
    spec.units = units_from(opts);
  } else {
    OptionValues with_default = opts;
    with_default.set("unit", "stormtroopers", "--unit");
    spec.units = units_from(with_default);
  }
  if (editions.size() != 1) throw opts.error("edition", "a study has one base edition; --vary edition adds the other");
  spec.variants = variants_from(opts, editions.front(), with_rules);
  const auto dies = die_options(opts, editions);
  if (dies.size() != 1) throw opts.error("die", "a study rolls one die");
  spec.die = dies.front();
  spec.resolution = opts.number("resolution");
  plan.recipe = recipe_from(opts);
  if (opts.has("mission")) {
    // One entry from the card's Territory in place of the starts (study.hpp, StudyMission).
    const MissionArea area = mission_area(opts, plan.recipe.width, plan.recipe.depth, "mission");
    spec.mission = StudyMission{opts.text("mission"), area.territory, area.enemy, poi_points(opts, plan.recipe.width, plan.recipe.depth),
                                one_int(opts, "rounds")};
    spec.starts.emplace_back(0, 0);
  } else {
    for (const char* name : {"side", "poi"})
      if (opts.has(name)) throw opts.error(name, "belongs to a study by mission: give --mission NAME too");
    const int starts = one_int(opts, "starts");
    for (int k = 0; k < starts; ++k)
      spec.starts.emplace_back(plan.recipe.width * (k + 0.5) / starts, std::max(1.0, plan.recipe.zone_depth / 2));
  }
  spec.objective = number_pair(opts, "objective", format_number(plan.recipe.width / 2) + "," + format_number(plan.recipe.depth / 2));
  if (!(spec.objective.first >= 0 && spec.objective.first <= plan.recipe.width && spec.objective.second >= 0 &&
        spec.objective.second <= plan.recipe.depth))
    throw opts.error("objective", "the point lies off the table");
  plan.seed = mc_options(opts).seed;
  tables_of(opts, plan);

  Terrain sized;
  sized.width = plan.recipe.width;
  sized.depth = plan.recipe.depth;
  ReachOptions per_map;
  per_map.resolution = spec.resolution;
  per_map.actions = spec.mission ? spec.mission->rounds * spec.variants.front().rules.actions_per_activation : StudySpec::kActions;
  per_map.rules = spec.variants.front().rules;
  for (const auto& u : spec.units) per_map.unit.speed = std::max(per_map.unit.speed, u.speed);
  const ReachWork one = reach_work(sized, per_map);
  const double maps = static_cast<double>(plan.table_count * spec.units.size() * spec.variants.size() * spec.starts.size());
  char what[240];
  std::snprintf(what, sizeof what, "%zu tables x %zu units x %zu variants x %zu starts, maps of %.3g cells x %d actions", plan.table_count,
                spec.units.size(), spec.variants.size(), spec.starts.size(), one.cells * 1.3, per_map.actions);
  plan.work = maps * one.units * 1.3;
  plan.work_text = what;
  return plan;
}

}  // namespace climbsim
