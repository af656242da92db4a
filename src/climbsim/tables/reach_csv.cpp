#include "climbsim/tables/column_table.hpp"
#include "climbsim/tables/reach_table.hpp"

namespace climbsim {

namespace {

// One row of the map's table: a cell of one surface, with what it needs to be named.
struct MapRow {
  const ReachMap* map;
  const Terrain* terrain;
  const ReachCell* cell;
  [[nodiscard]] const Level& level() const { return map->levels[static_cast<std::size_t>(cell->level)]; }
  [[nodiscard]] const Route* route() const {
    return cell->route < 0 ? nullptr : &map->routes[static_cast<std::size_t>(cell->route)];
  }
  [[nodiscard]] const Route* fastest() const {
    return cell->fastest < 0 ? nullptr : &map->routes[static_cast<std::size_t>(cell->fastest)];
  }
};

// A route's name as the table writes it, without a copy (two a reachable row).
std::string_view route_name(const Route& r) { return r.name.empty() ? std::string_view("start") : std::string_view(r.name); }

ColumnTable<MapRow> map_table(const ReachOptions& o, Detail detail) {
  using R = MapRow;
  using D = Detail;
  const std::string die = o.die.name;
  const std::uint64_t seed = o.mc.seed;
  std::vector<Column<R>> c = {
      {"x", D::brief, [](CsvWriter& w, const R& r) { w.field(r.map->grid.cx(static_cast<int>(r.cell->cell % static_cast<std::size_t>(r.map->grid.nx)))); }},
      {"y", D::brief, [](CsvWriter& w, const R& r) { w.field(r.map->grid.cy(static_cast<int>(r.cell->cell / static_cast<std::size_t>(r.map->grid.nx)))); }},
      {"level", D::brief, [](CsvWriter& w, const R& r) {
         const auto& l = r.level();
         w.field(l.height_at(r.map->grid, r.cell->cell));
       }},
      {"surface", D::brief, [](CsvWriter& w, const R& r) {
         const auto& l = r.level();
         if (l.building < 0) w.field("ground");  // most rows: no string built
         else w.field(surface_name(*r.terrain, l));
       }},
      {"die", D::brief, [die](CsvWriter& w, const R&) { w.field(die); }},
      {"reachable", D::brief, [](CsvWriter& w, const R& r) { w.field(r.route() != nullptr); }},
      {"min_actions", D::brief, [](CsvWriter& w, const R& r) { r.route() ? w.field(r.cell->min_actions) : w.empty(); }},
      {"route_at_min_actions", D::brief, [](CsvWriter& w, const R& r) {
         if (const auto* rt = r.fastest()) w.field(route_name(*rt));
         else w.empty();
       }},
      {"wounds_at_min_actions", D::brief, [](CsvWriter& w, const R& r) { r.fastest() ? w.field(r.fastest()->mean_wounds) : w.empty(); }},
      {"mean_wounds", D::brief, [](CsvWriter& w, const R& r) { r.route() ? w.field(r.route()->mean_wounds) : w.empty(); }},
      {"route", D::brief, [](CsvWriter& w, const R& r) {
         if (const auto* rt = r.route()) w.field(route_name(*rt));
         else w.empty();
       }},
      {"route_actions", D::brief, [](CsvWriter& w, const R& r) { r.route() ? w.field(r.route()->actions) : w.empty(); }},
      {"exact_p_unit_intact", D::brief, [](CsvWriter& w, const R& r) { r.route() ? w.field(r.route()->p_unit_intact) : w.empty(); }},
  };
  if (o.monte_carlo) {
    c.push_back({"samples", D::all, [](CsvWriter& w, const R& r) { r.route() ? w.field(r.route()->samples) : w.empty(); }});
    c.push_back({"seed", D::all, [seed](CsvWriter& w, const R& r) { r.route() ? w.field(seed) : w.empty(); }});
    c.push_back({"p_unit_intact", D::all, [](CsvWriter& w, const R& r) { r.route() ? w.field(*r.route()->mc_p_unit_intact) : w.empty(); }});
    c.push_back({"p_unit_intact_ci_low", D::all,
                 [](CsvWriter& w, const R& r) { r.route() ? w.field(r.route()->mc_p_unit_intact_ci->low) : w.empty(); }});
    c.push_back({"p_unit_intact_ci_high", D::all,
                 [](CsvWriter& w, const R& r) { r.route() ? w.field(r.route()->mc_p_unit_intact_ci->high) : w.empty(); }});
  }
  return ColumnTable<R>(std::move(c), detail);
}

}  // namespace

std::string surface_name(const Terrain& terrain, const Level& level) {
  if (level.building < 0) return "ground";
  return std::string(to_string(terrain.pieces[static_cast<std::size_t>(level.building)].kind)) + "-" + std::to_string(level.building + 1);
}

void write_reach_csv(std::ostream& out, const ReachMap& map, const Terrain& terrain, const ReachOptions& options,
                     bool header, Detail detail) {
  CsvWriter csv(out);
  const auto table = map_table(options, detail);
  if (header) table.header(csv);
  for (const auto& cell : map.cells) table.row(csv, MapRow{&map, &terrain, &cell});
}

}  // namespace climbsim
