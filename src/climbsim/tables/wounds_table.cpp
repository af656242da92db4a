#include "climbsim/tables/wounds_table.hpp"

#include <optional>
#include <utility>

namespace climbsim {

ColumnTable<WoundsRow> wounds_table(const WoundsSweep& sweep, Detail detail) {
  using R = WoundsRow;
  using D = Detail;
  const std::uint64_t seed = sweep.mc.seed;
  std::vector<Column<R>> c = {
      {"unit", D::brief, [](CsvWriter& w, const R& r) { w.field(r.unit.name); }},
      {"method", D::brief, [](CsvWriter& w, const R& r) { w.field(to_string(r.move.method)); }},
      {"minis", D::brief, [](CsvWriter& w, const R& r) { w.field(r.unit.minis); }},
      {"wounds_per_mini", D::brief, [](CsvWriter& w, const R& r) { w.field(r.unit.wounds_per_mini); }},
      {"height", D::brief, [](CsvWriter& w, const R& r) { w.field(r.move.height); }},
      {"expert_climber", D::brief, [](CsvWriter& w, const R& r) { w.field(r.unit.keywords.expert_climber); }},
      {"scale", D::brief, [](CsvWriter& w, const R& r) { w.field(r.unit.keywords.scale); }},
      {"ladder", D::brief, [](CsvWriter& w, const R& r) { w.field(r.move.ladder); }},
      {"die", D::brief, [](CsvWriter& w, const R& r) { w.field(r.die.name); }},
      {"edition", D::brief, [](CsvWriter& w, const R& r) { w.field(r.rules->edition); }},
      {"legal", D::brief, [](CsvWriter& w, const R& r) { w.field(r.cost.legal); }},
      {"illegal_reason", D::brief, [](CsvWriter& w, const R& r) { w.field(r.cost.reason); }},
      {"climb_needed", D::exact, [](CsvWriter& w, const R& r) { r.cost.legal ? w.field(r.cost.climb_needed) : w.empty(); }},
      {"actions", D::brief, [](CsvWriter& w, const R& r) { r.cost.legal ? w.field(r.cost.actions) : w.empty(); }},
      {"dice_per_mini", D::exact, [](CsvWriter& w, const R& r) { r.cost.legal ? w.field(r.cost.dice_per_mini) : w.empty(); }},
      {"samples", D::all, [](CsvWriter& w, const R& r) { r.mc ? w.field(r.mc->samples) : w.empty(); }},
      {"seed", D::all, [seed](CsvWriter& w, const R&) { w.field(seed); }},
  };
  // Each figure: the Monte Carlo estimate with its interval, and its exact twin.
  const auto figure = [&](const std::string& name, Detail exact_level, double WoundEstimate::*est,
                          Interval WoundEstimate::*ci, double WoundMoments::*exact) {
    add_figure<R>(
        c, name, exact_level,
        [est, ci](const R& r) { return r.mc ? std::optional(std::pair{(*r.mc).*est, (*r.mc).*ci}) : std::nullopt; },
        [exact](const R& r) { return r.exact ? std::optional((*r.exact).*exact) : std::nullopt; });
  };
  figure("mean_wounds", D::brief, &WoundEstimate::mean_wounds, &WoundEstimate::mean_wounds_ci, &WoundMoments::mean_wounds);
  figure("p_any_wound", D::exact, &WoundEstimate::p_any_wound, &WoundEstimate::p_any_wound_ci, &WoundMoments::p_any_wound);
  figure("p_mini_lost", D::brief, &WoundEstimate::p_mini_lost, &WoundEstimate::p_mini_lost_ci, &WoundMoments::p_mini_lost);
  figure("mean_minis_lost", D::brief, &WoundEstimate::mean_minis_lost, &WoundEstimate::mean_minis_lost_ci,
         &WoundMoments::mean_lost);
  figure("p_unit_defeated", D::exact, &WoundEstimate::p_unit_defeated, &WoundEstimate::p_unit_defeated_ci,
         &WoundMoments::p_unit_defeated);
  if (sweep.mc.precision > 0)
    c.push_back({"converged", D::all, [](CsvWriter& w, const R& r) { r.mc ? w.field(r.converged) : w.empty(); }});
  return ColumnTable<R>(std::move(c), detail);
}

void write_wounds_csv(std::ostream& out, const std::vector<WoundsRow>& rows, const WoundsSweep& sweep) {
  write_table(out, wounds_table(sweep), rows);
}

void write_wounds_distribution_header(CsvWriter& csv) {
  // Every key column of the wounds table, so that two editions never share a key.
  std::vector<std::string> h = {"unit", "method", "minis", "wounds_per_mini", "height", "expert_climber", "scale", "ladder", "die", "edition"};
  const auto more = distribution_columns();
  h.insert(h.end(), more.begin(), more.end());
  csv.header(h);
}

void write_wounds_distribution_rows(CsvWriter& csv, std::span<const WoundsRow> rows) {
  for (const auto& r : rows) {
    if (!r.law) continue;
    write_distribution_rows(csv,
                            {r.unit.name, std::string(to_string(r.move.method)), std::to_string(r.unit.minis),
                             std::to_string(r.unit.wounds_per_mini), format_number(r.move.height),
                             r.unit.keywords.expert_climber ? "true" : "false", r.unit.keywords.scale ? "true" : "false",
                             r.move.ladder ? "true" : "false", r.die.name, r.rules->edition},
                            *r.law);
  }
}

std::unique_ptr<TableStream<WoundsRow>> wounds_stream(const std::vector<std::ostream*>& streams, const WoundsSweep& sweep,
                                                      Detail detail) {
  auto table = std::make_unique<TableStream<WoundsRow>>(*streams.at(0), wounds_table(sweep, detail));
  if (streams.size() > 1) table->also(*streams[1], write_wounds_distribution_header, write_wounds_distribution_rows);
  return table;
}

}  // namespace climbsim
