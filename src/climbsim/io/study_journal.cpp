// A study's journal (contract in study_journal.hpp).
#include "climbsim/io/study_journal.hpp"

#include <cstdio>
#include <filesystem>
#include <sstream>

#include "climbsim/io/legion_rules_file.hpp"
#include "climbsim/random/stream.hpp"

namespace climbsim {

namespace fs = std::filesystem;

std::string study_journal_key(const StudyPlan& plan) {
  const StudySpec& spec = plan.spec;
  std::ostringstream d;
  d << std::hexfloat << plan.tables_from << '|' << spec.resolution << '|' << spec.die.block_faces << '/' << spec.die.faces << '|'
    << spec.objective.first << ',' << spec.objective.second;
  for (const auto& u : spec.units)
    d << "|unit " << u.name << ' ' << u.minis << ' ' << u.wounds_per_mini << ' ' << u.speed << ' ' << static_cast<int>(u.kind) << ' '
      << u.keywords.expert_climber << u.keywords.climbing_vehicle << u.keywords.scale << u.keywords.unhindered << ' '
      << u.keywords.jump << ' ' << u.keywords.speeder << ' ' << u.keywords.hover << ' ' << u.mini_height << ' ' << u.base_mm << ' '
      << u.notched_base;
  for (const auto& u : spec.units)  // only where set, so the journals of units without them keep their keys
    if (u.silhouette > 0 || u.keywords.mobile || u.keywords.reposition || u.keywords.full_pivot)
      d << "|turns " << u.name << ' ' << u.silhouette << ' ' << u.keywords.mobile << u.keywords.reposition << u.keywords.full_pivot;
  for (const auto& v : spec.variants) d << "|variant " << v.name << ' ' << v.what_if << ' ' << rules_as_ini(v.rules);
  for (const auto& [x, y] : spec.starts) d << "|start " << x << ',' << y;
  // Only in a study by mission, so the journals of the others keep their keys.
  if (spec.mission) {
    d << "|mission " << spec.mission->name << ' ' << spec.mission->rounds;
    for (const Rect& r : spec.mission->territory) d << " t" << r.x0 << ',' << r.y0 << ',' << r.x1 << ',' << r.y1;
    for (const Rect& r : spec.mission->enemy) d << " e" << r.x0 << ',' << r.y0 << ',' << r.x1 << ',' << r.y1;
    for (const auto& [x, y] : spec.mission->pois) d << " p" << x << ',' << y;
    for (const auto& u : spec.units)
      d << "|enters " << u.name << ' ' << u.keywords.scout << u.keywords.infiltrate << u.keywords.prepared_position << u.keywords.reinforcements;
  }
  char key[20];
  std::snprintf(key, sizeof key, "%016llx", static_cast<unsigned long long>(scenario_key(d.str())));
  return key;
}

StudyJournal::StudyJournal(const OptionValues& opts, const StudyPlan& plan, const std::vector<std::string>& outputs) {
  // The journal is read and appended to; an output at the same path would replace it at the end
  // of the run (and a resumed run would then refuse it).
  const fs::path journal_path = fs::weakly_canonical(opts.text("journal"));
  for (const auto& other : outputs) {
    if (!opts.has(other)) continue;
    const fs::path p = fs::weakly_canonical(opts.text(other));
    std::error_code ec;
    const bool inside = other == "write-tables" && journal_path.parent_path() == p;
    if (p == journal_path || inside || fs::equivalent(p, journal_path, ec))
      throw opts.error("journal", "is also --" + other + (inside ? "'s folder" : "") + ": give the journal a file of its own");
  }
  try {
    journal_.emplace(opts.text("journal"), study_journal_key(plan));
  } catch (const JournalError& e) {
    throw opts.error("journal", e.what());
  }
  for (const auto& record : journal_->records()) {
    auto m = decode_table_metrics(record);
    if (m.table < plan.table_count) finished_.emplace(m.table, std::move(m));
  }
}

}  // namespace climbsim
