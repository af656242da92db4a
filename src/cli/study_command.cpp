// climbsim study: what a keyword or an edition is worth across many tables.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <sstream>

#include "cli/registry.hpp"
#include "cli/options.hpp"
#include "cli/progress.hpp"
#include "cli/task_spread.hpp"
#include "cli/unit_options.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/analysis/reach_work.hpp"
#include "climbsim/io/journal.hpp"
#include "climbsim/text/lists.hpp"
#include "climbsim/text/text_input.hpp"
#include "climbsim/random/stream.hpp"
#include "climbsim/io/legion_rules_file.hpp"
#include "climbsim/output/study_tables.hpp"
#include "climbsim/terrain/table_generator.hpp"
#include "climbsim/units/what_if.hpp"

namespace climbsim::cli {

namespace {

namespace fs = std::filesystem;

constexpr const char* kUsage = R"(Usage: climbsim study [--tables N | --terrain-dir DIR] --unit NAMES --vary LIST [options]

What is a keyword (or the 2023 Core Rulebook) worth on the tables people play? For every table, unit,
variant and start, the reach map of two activations (4 actions, as climbsim map draws it), boiled
down to: roof_area_2 and roof_area_4 (square inches of roof the leader can stand on within 2 and 4
actions; a roof is the top of a building or storey with room for a base), high_roofs and
high_roofs_reached_4 (roofs of height 2 or more, and those reached within 4 actions; their ratio is
high_roof_share_4), nearest_high_roof_actions and nearest_high_roof_wounds (the fewest actions to
any high roof, and the expected wounds of the safest route that takes them), objective_actions (the
fewest actions to stand at --objective). Empty: no such roof, or out of reach within 4 actions.

Tables are generated (--tables N, table i drawn from the stream of --seed and i, so a table is the
same in any run that draws it) or read from every .csv of --terrain-dir. A generated table holds
8-14 pieces (buildings with storeys and ladders, walls, barricades, difficult ground, hills,
impassable pieces) at least --gap apart, and leaves the deployment zones clear (range 1 of each long
edge, as the Battle Lines deployment). Starts are spread along the middle of the south zone.

Variants: the units as they are, then one per --vary item: a keyword given to every unit
(expert-climber, scale, unhindered, jump=X, speeder=X, hover=X) or taken away from every unit that
has it (no-scale, no-jump, ...), or `edition` (the other edition).
--summary FILE: per unit x variant x metric, the mean across tables (a table's value is the mean
over its starts) with its 95% Student t interval, and the paired difference from the first variant
on the same tables with its interval. Tables are the statistical unit.

Units: --unit (default stormtroopers), --list or --minis. Under MPI (mpirun -np N climbsim study ...,
when built with libopenmpi-dev) tables are spread over the ranks as they ask for work, each rank
using its --threads (mpirun --bind-to none lets a rank use more than one core); rank 0 writes, and
the files are the same bytes as one process writes. --journal FILE keeps each finished table: run the same command
again after a stop and it goes on from there, to the same bytes.

Example: climbsim study --tables 40 --unit stormtroopers --vary expert-climber -o rows.csv --summary summary.csv

Options)";


// The variants: as is, then one per --vary item.
std::vector<StudyVariant> variants_from(const Options& opts, const LegionRules& base) {
  std::vector<StudyVariant> out{{"as is", base, ""}};
  if (!opts.has("vary")) return out;
  for (const auto& item : opts.words("vary", "")) {
    StudyVariant v{item, base, ""};
    if (item == "edition") {
      v.rules = legion_edition(base.edition.rfind("rule-texts", 0) == 0 ? "core-2023" : "rule-texts");
      if (opts.has("rules")) {
        try {
          v.rules = load_rules_file(v.rules, opts.text("rules", ""));
        } catch (const RulesFileError& err) {
          throw UsageError(err.what());
        }
      }
      v.name = v.rules.edition;
    } else {
      Unit probe;
      try {
        apply_what_if(item, probe);
      } catch (const std::invalid_argument& e) {
        throw opts.error("vary", std::string(e.what()) + ", or edition");
      }
      v.what_if = item;
    }
    for (const auto& seen : out)
      if (seen.name == v.name) throw opts.error("vary", "'" + item + "' is given twice");
    out.push_back(v);
  }
  return out;
}

// Every rule number, in one line.
// Every option that changes a figure, so that a journal is never resumed by a different run.
std::string journal_key(const StudySpec& spec, const std::string& tables_from) {
  std::ostringstream d;
  d << std::hexfloat << tables_from << '|' << spec.resolution << '|' << spec.die.block_faces << '/' << spec.die.faces << '|'
    << spec.objective.first << ',' << spec.objective.second;
  for (const auto& u : spec.units)
    d << "|unit " << u.name << ' ' << u.minis << ' ' << u.wounds_per_mini << ' ' << u.speed << ' ' << static_cast<int>(u.kind) << ' '
      << u.keywords.expert_climber << u.keywords.climbing_vehicle << u.keywords.scale << u.keywords.unhindered << ' '
      << u.keywords.jump << ' ' << u.keywords.speeder << ' ' << u.keywords.hover << ' ' << u.mini_height << ' ' << u.base_mm << ' '
      << u.notched_base;
  for (const auto& v : spec.variants) d << "|variant " << v.name << ' ' << v.what_if << ' ' << rules_as_ini(v.rules);
  for (const auto& [x, y] : spec.starts) d << "|start " << x << ',' << y;
  char key[20];
  std::snprintf(key, sizeof key, "%016llx", static_cast<unsigned long long>(scenario_key(d.str())));
  return key;
}

std::string table_file_name(std::uint64_t i) {
  char name[32];
  std::snprintf(name, sizeof name, "table-%04llu.csv", static_cast<unsigned long long>(i));
  return name;
}


}  // namespace

int study_command(int argc, const char* const* argv, Run& run) {
  po::options_description desc(kUsage);
  add_unit_options(desc, "4", "1");
  desc.add_options()
      ("vary", po::value<std::string>()->value_name("LIST"), "variants beside the units as they are: a keyword given (expert-climber, scale, unhindered, jump=X, speeder=X, hover=X) or taken away (no-scale, no-jump, ...), or edition")
      ("tables", po::value<std::string>()->value_name("N"), "generated tables, 1 to 100000 (default 20)")
      ("terrain-dir", po::value<std::string>()->value_name("DIR"), "instead of generated tables: every .csv terrain file of DIR, by name")
      ("write-tables", po::value<std::string>()->value_name("DIR"), "also write the generated tables as terrain files table-NNNN.csv to DIR (new or empty)")
      ("table", po::value<std::string>()->value_name("W,D"), "table size in inches (default 72,36)")
      ("pieces", po::value<std::string>()->value_name("MIN,MAX"), "pieces on the ground per generated table (default 8,14)")
      ("building-sides", po::value<std::string>()->value_name("MIN,MAX"), "building sides in inches (default 4,10)")
      ("max-height", po::value<std::string>()->value_name("H"), "tallest building, 1 to 6; storeys one more (default 3)")
      ("storeys", po::value<std::string>()->value_name("P"), "share of buildings below the tallest that carry a storey (default 0.3)")
      ("ladders", po::value<std::string>()->value_name("P"), "share of building faces with a ladder (default 0.25)")
      ("gap", po::value<std::string>()->value_name("G"), "least gap between pieces on the ground, inches (default 2)")
      ("zone-depth", po::value<std::string>()->value_name("D"), "deployment zones kept clear along both long edges, inches (default 6, range 1)")
      ("starts", po::value<std::string>()->value_name("N"), "start points along the middle of the south zone, 1 to 24 (default 4)")
      ("objective", po::value<std::string>()->value_name("X,Y"), "the objective point (default the table's centre)")
      ("resolution", po::value<std::string>()->value_name("R"), ranged_help("map cell size", bounds::kResolution, "0.25").c_str())
      ("summary", po::value<std::string>()->value_name("FILE"), "also write the summary across tables")
      ("journal", po::value<std::string>()->value_name("FILE"), "keep finished tables in FILE; a run with the same options skips them");
  add_die_option(desc);
  add_edition_option(desc);
  add_run_options(desc);
  const auto parsed = parse_options_or_help(argc, argv, desc, run);
  if (!parsed) return 0;
  const Options& opts = *parsed;

  StudySpec spec;
  spec.units = opts.has("unit") || opts.has("list") || opts.has("minis") ? units_from(opts, "4", "1")
                                                                            : std::vector<Unit>{};
  if (spec.units.empty()) {
    Options with_default = opts;
    with_default.values_["unit"] = {"stormtroopers", "--unit"};
    spec.units = units_from(with_default, "4", "1");
  }
  const auto editions = edition_options(opts);
  if (editions.size() != 1) throw opts.error("edition", "a study has one base edition; --vary edition adds the other");
  spec.variants = variants_from(opts, editions.front());
  const auto dies = die_options(opts, editions);
  if (dies.size() != 1) throw opts.error("die", "a study rolls one die");
  spec.die = dies.front();
  spec.resolution = opts.number("resolution", 0.25);
  require_within(opts, bounds::kResolution, spec.resolution);

  TableRecipe recipe;
  std::tie(recipe.width, recipe.depth) = number_pair(opts, "table", "72,36");
  const auto [pmin, pmax] = number_pair(opts, "pieces", "8,14");
  if (pmin != std::floor(pmin) || pmax != std::floor(pmax) || pmin < 0 || pmax > 200) throw opts.error("pieces", "expected whole numbers MIN,MAX from 0 to 200");
  recipe.min_pieces = static_cast<int>(pmin);
  recipe.max_pieces = static_cast<int>(pmax);
  std::tie(recipe.min_side, recipe.max_side) = number_pair(opts, "building-sides", "4,10");
  const auto heights = opts.ints("max-height", "3");
  if (heights.size() != 1) throw opts.error("max-height", "expected one whole number");
  recipe.max_height = heights[0];
  recipe.p_storey = opts.number("storeys", recipe.p_storey);
  recipe.p_ladder = opts.number("ladders", recipe.p_ladder);
  recipe.min_gap = opts.number("gap", recipe.min_gap);
  recipe.zone_depth = opts.number("zone-depth", recipe.zone_depth);
  std::string field;
  if (const auto why = validate(recipe, &field); !why.empty()) throw opts.error(field, why);
  const auto starts = opts.ints("starts", "4");
  if (starts.size() != 1 || starts[0] < 1 || starts[0] > 24) throw opts.error("starts", "expected one whole number from 1 to 24");
  for (int k = 0; k < starts[0]; ++k)
    spec.starts.emplace_back(recipe.width * (k + 0.5) / starts[0], std::max(1.0, recipe.zone_depth / 2));
  spec.objective = number_pair(opts, "objective", format_number(recipe.width / 2) + "," + format_number(recipe.depth / 2));
  if (!(spec.objective.first >= 0 && spec.objective.first <= recipe.width && spec.objective.second >= 0 &&
        spec.objective.second <= recipe.depth))
    throw opts.error("objective", "the point lies off the table");

  // The tables: generated, or the files of a folder.
  const McOptions mc = mc_options(opts);
  std::vector<std::string> files;
  std::string tables_from;
  std::size_t table_count = 0;
  if (opts.has("terrain-dir")) {
    if (opts.has("tables")) throw opts.error("tables", "give --tables or --terrain-dir, not both");
    if (opts.has("write-tables")) throw opts.error("write-tables", "the tables of --terrain-dir are files already");
    const fs::path dir = opts.text("terrain-dir", "");
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) throw opts.error("terrain-dir", "not a folder");
    for (const auto& entry : fs::directory_iterator(dir, ec))
      if (entry.path().extension() == ".csv" && entry.is_regular_file()) files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    if (files.empty()) throw opts.error("terrain-dir", "holds no .csv terrain file");
    table_count = files.size();
    tables_from = "dir";
    for (const auto& f : files) tables_from += " " + fs::path(f).filename().string() + "=" + std::to_string(scenario_key(read_text_file(f, "terrain file")));
  } else {
    table_count = opts.count("tables", 20);
    if (table_count < 1 || table_count > 100000) throw opts.error("tables", "expected 1 to 100000");
    std::ostringstream r;
    r << std::hexfloat << "generated " << mc.seed << ' ' << recipe.width << ' ' << recipe.depth << ' ' << recipe.min_pieces << ' '
      << recipe.max_pieces << ' ' << recipe.min_side << ' ' << recipe.max_side << ' ' << recipe.max_height << ' ' << recipe.p_storey
      << ' ' << recipe.p_ladder << ' ' << recipe.min_gap << ' ' << recipe.zone_depth;
    tables_from = r.str();
  }
  const auto terrain_of = [&](std::uint64_t k) {
    if (files.empty()) return generate_table(recipe, mc.seed, k + 1);
    try {
      return load_terrain_file(files[k], recipe.width, recipe.depth);
    } catch (const TerrainError& e) {
      throw UsageError(e.what());
    }
  };
  const auto table_name = [&](std::uint64_t k) {
    return files.empty() ? std::to_string(k + 1) : fs::path(files[k]).filename().string();
  };

  // Each map as the map's estimate has it (analysis/reach_work.hpp), on a table of the recipe's size
  // with its roofs' share of cells (about 0.3 of the ground): an upper bound, since the maps of one
  // table share their standard moves.
  Terrain sized;
  sized.width = recipe.width;
  sized.depth = recipe.depth;
  ReachOptions per_map;
  per_map.resolution = spec.resolution;
  per_map.actions = StudySpec::kActions;
  if (!spec.variants.empty()) per_map.rules = spec.variants.front().rules;
  for (const auto& u : spec.units) per_map.unit.speed = std::max(per_map.unit.speed, u.speed);
  const ReachWork one = reach_work(sized, per_map);
  const double maps = static_cast<double>(table_count * spec.units.size() * spec.variants.size() * spec.starts.size());
  char what[240];
  std::snprintf(what, sizeof what, "%zu tables x %zu units x %zu variants x %zu starts, maps of %.3g cells x %d actions", table_count,
                spec.units.size(), spec.variants.size(), spec.starts.size(), one.cells * 1.3, StudySpec::kActions);
  check_work(opts, maps * one.units * 1.3, what);
  if (print_config_and_stop(opts)) return 0;

  TaskSpread spread;
  try {
    std::string out, summary_out;
    fs::path write_dir;
    if (spread.root()) {
      out = stage_output(run, opts, "output");
      summary_out = stage_output(run, opts, "summary");
      if (opts.has("write-tables")) {
        write_dir = opts.text("write-tables", "");
        std::error_code ec;
        if (fs::exists(write_dir, ec) && (!fs::is_directory(write_dir, ec) || !fs::is_empty(write_dir, ec)))
          throw opts.error("write-tables", "must be a new or empty folder (nothing in it is replaced)");
        fs::create_directories(write_dir, ec);
        if (ec) throw opts.error("write-tables", "cannot make the folder: " + ec.message());
      }
    }
    std::optional<Journal> journal;
    std::map<std::uint64_t, TableMetrics> results;
    if (spread.root() && opts.has("journal")) {
      // The journal is read and appended to; an output at the same path would replace it at the
      // end of the run (and a resumed run would then refuse it).
      const fs::path journal_path = fs::weakly_canonical(opts.text("journal", ""));
      for (const char* other : {"output", "summary", "write-tables"}) {
        if (!opts.has(other)) continue;
        const fs::path p = fs::weakly_canonical(opts.text(other, ""));
        std::error_code ec;
        const bool inside = std::string(other) == "write-tables" && journal_path.parent_path() == p;
        if (p == journal_path || inside || fs::equivalent(p, journal_path, ec))
          throw opts.error("journal", std::string("is also --") + other + (inside ? "'s folder" : "") + ": give the journal a file of its own");
      }
      try {
        journal.emplace(opts.text("journal", ""), journal_key(spec, tables_from));
      } catch (const JournalError& e) {
        throw opts.error("journal", e.what());
      }
      for (const auto& record : journal->records()) {
        auto m = decode_table_metrics(record);
        if (m.table < table_count) results.emplace(m.table, std::move(m));
      }
    }
    // Every rank agrees on what is left: rank 0 alone read the journal, so it hands out only those.
    std::vector<std::uint64_t> todo;
    for (std::uint64_t k = 0; k < table_count; ++k)
      if (!results.count(k)) todo.push_back(k);

    const ThreadLimit limit(opts);
    ProgressDisplay progress("study", 0, table_count, opts.flag("quiet") || !spread.root(), "tables", true);
    progress.rows_counter()->store(table_count - todo.size());
    spread.run(
        spread.root() ? todo : std::vector<std::uint64_t>{},
        [&](std::uint64_t k) {
          const Terrain terrain = terrain_of(k);
          try {
            return encode_table_metrics(study_table(terrain, spec, k));
          } catch (const std::invalid_argument& e) {
            throw UsageError("table " + table_name(k) + ": " + e.what());
          }
        },
        [&](std::uint64_t k, std::string encoded) {
          if (journal) journal->append(encoded);
          results.emplace(k, decode_table_metrics(encoded));
          progress.rows_counter()->fetch_add(1);
        });
    if (!spread.root()) return 0;
    if (opts.record) {
      std::string tasks, busy;
      for (const auto& load : spread.loads()) {
        tasks += (tasks.empty() ? "" : ",") + std::to_string(load.tasks);
        char b[32];
        std::snprintf(b, sizeof b, "%.3f", load.busy_seconds);
        busy += (busy.empty() ? "" : ",") + std::string(b);
      }
      opts.record->fact("mpi_ranks", std::to_string(spread.ranks()));
      opts.record->fact("tables_per_rank", tasks);
      opts.record->fact("busy_seconds_per_rank", busy);
    }

    std::vector<TableMetrics> tables;
    std::vector<std::string> names;
    for (auto& [k, m] : results) {
      names.push_back(table_name(k));
      tables.push_back(std::move(m));
    }
    write_study_rows(run.outputs.stream(out), spec, tables, names);
    if (!summary_out.empty()) write_study_summary(run.outputs.stream(summary_out), summarize_study(spec, tables));
    // The tables are outputs like the others: staged under unpredictable names (O_EXCL, so a
    // planted link is never followed) and renamed into the folder with them at the end, or removed
    // with them when anything fails.
    if (!write_dir.empty())
      for (std::uint64_t k = 0; k < table_count; ++k) {
        const std::string label = "--write-tables " + table_file_name(k + 1);
        try {
          run.outputs.add(label, (write_dir / table_file_name(k + 1)).string());
        } catch (const OutputError& e) {
          throw opts.error("write-tables", e.what());
        }
        run.outputs.stream(label) << terrain_csv(terrain_of(k), "climbsim study: generated table " + std::to_string(k + 1) +
                                                                    " of seed " + std::to_string(mc.seed));
      }
  } catch (const std::exception& e) {
    spread.abort_if_spread(std::string("study: ") + e.what());
    throw;
  }
  return 0;
}

const Registered kRegistered({"study", study_command, "what a keyword or an edition is worth across many tables (MPI-ready)", 50});

}  // namespace climbsim::cli
