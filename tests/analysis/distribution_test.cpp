#include "climbsim/analysis/distribution.hpp"

#include <catch2/catch.hpp>
#include <map>
#include <sstream>

#include "climbsim/tables/economy_table.hpp"
#include "climbsim/tables/wounds_table.hpp"
#include "climbsim/text/csv.hpp"

using namespace climbsim;

namespace {

// Rows of a long-format table as maps from column to field.
std::vector<std::map<std::string, std::string>> read_rows(const std::string& text) {
  std::istringstream in(text);
  std::string line;
  std::getline(in, line);
  const auto header = split_csv_line(line);
  std::vector<std::map<std::string, std::string>> rows;
  while (std::getline(in, line)) {
    const auto f = split_csv_line(line);
    REQUIRE(f.size() == header.size());
    std::map<std::string, std::string> m;
    for (std::size_t i = 0; i < f.size(); ++i) m[header[i]] = f[i];
    rows.push_back(m);
  }
  return rows;
}

}  // namespace

TEST_CASE("each law sums to 1, and its mean is the table's mean, exact and Monte Carlo alike", "[distribution]") {
  WoundsSweep sweep;
  Unit wookiees;
  wookiees.name = "wookiees";
  wookiees.minis = 3;
  wookiees.wounds_per_mini = 3;
  Unit troopers;
  troopers.name = "troopers";
  troopers.minis = 6;
  sweep.units = {wookiees, troopers};
  sweep.heights = {1, 2};
  sweep.methods = {Method::clamber};
  sweep.expert_climber = {false};
  sweep.ladder = {false};
  sweep.mc.samples = 50000;
  const auto table = run_wounds(sweep);
  std::ostringstream out;
  CsvWriter csv(out);
  write_wounds_distribution_header(csv);
  write_wounds_distribution_rows(csv, table);
  const auto rows = read_rows(out.str());
  for (const auto& r : table) {
    for (const char* quantity : {"wounds", "minis_lost"}) {
      double exact_sum = 0, mc_sum = 0, exact_mean = 0, mc_mean = 0;
      int seen = 0;
      for (const auto& d : rows) {
        if (d.at("unit") != r.unit.name || d.at("height") != format_number(r.move.height) || d.at("quantity") != quantity)
          continue;
        const double k = std::stod(d.at("k"));
        exact_sum += std::stod(d.at("exact_p_eq"));
        mc_sum += std::stod(d.at("p_eq"));
        exact_mean += k * std::stod(d.at("exact_p_eq"));
        mc_mean += k * std::stod(d.at("p_eq"));
        if (k == 1) CHECK(std::stod(d.at("exact_p_ge")) == Approx(quantity == std::string("wounds") ? r.exact->p_any_wound : r.exact->p_mini_lost));
        ++seen;
      }
      INFO(r.unit.name << " height " << r.move.height << " " << quantity);
      CHECK(seen == (quantity == std::string("wounds") ? r.unit.minis * r.unit.wounds_per_mini : r.unit.minis) + 1);
      CHECK(exact_sum == Approx(1).epsilon(1e-12));
      CHECK(mc_sum == Approx(1).epsilon(1e-12));
      CHECK(exact_mean == Approx(quantity == std::string("wounds") ? r.exact->mean_wounds : r.exact->mean_lost).epsilon(1e-12));
      CHECK(mc_mean == Approx(quantity == std::string("wounds") ? r.mc->mean_wounds : r.mc->mean_minis_lost).epsilon(1e-12));
    }
  }
}

TEST_CASE("economy plans and policies carry their laws too", "[distribution][economy]") {
  EconomySweep sweep;
  Unit u;
  u.minis = 6;
  sweep.units = {u};
  sweep.heights = {3};
  sweep.faces = {parse_face("ledges")};
  sweep.expert_climber = {false};
  sweep.mc.samples = 20000;
  const auto table = run_economy(sweep);
  std::ostringstream out;
  CsvWriter csv(out);
  write_economy_distribution_header(csv);
  write_economy_distribution_rows(csv, table);
  const auto rows = read_rows(out.str());
  std::size_t policies = 0;
  for (const auto& r : table) {
    if (!r.legal) continue;
    policies += r.policy ? 1 : 0;
    double sum = 0;
    for (const auto& d : rows)
      if (d.at("plan") == r.plan && d.at("quantity") == "wounds") sum += std::stod(d.at("exact_p_eq"));
    INFO(r.plan);
    CHECK(sum == Approx(1).epsilon(1e-12));
  }
  CHECK(policies > 0);
}
