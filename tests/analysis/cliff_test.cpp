#include "climbsim/analysis/cliff.hpp"
#include "climbsim/tables/cliff_table.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <sstream>

#include "climbsim/text/csv.hpp"

using namespace climbsim;

namespace {
void within_sigma(double estimate, double exact, double sd_one, std::uint64_t n, double k) {
  INFO("estimate " << estimate << " exact " << exact);
  if (sd_one <= 0) CHECK(estimate == Approx(exact).margin(1e-12));
  else CHECK(std::abs(estimate - exact) <= k * sd_one / std::sqrt(static_cast<double>(n)));
}
}  // namespace

TEST_CASE("every row of the default cliff table is within 4.5 sigma of exact", "[cliff][statistical]") {
  CliffSweep sweep;
  sweep.mc.seed = 1;
  sweep.mc.samples = 200'000;
  sweep.within = {1, 2, 4, 8};
  const auto rows = run_cliff(sweep);
  REQUIRE(rows.size() == 4 * 2 * 3 * 2 * 4);
  for (const auto& r : rows) {
    REQUIRE(r.tally.has_value());
    const auto& t = *r.tally;
    const auto& x = *r.exact;
    const double n = static_cast<double>(t.units);
    INFO("levels " << r.levels << " drm " << r.total_drm << " commando " << r.commando);
    const double p = x.p_success;
    within_sigma(static_cast<double>(t.arrived) / n, p, std::sqrt(p * (1 - p)), t.units, 4.5);
    within_sigma(static_cast<double>(t.eliminated) / n, x.p_eliminated,
                 std::sqrt(x.p_eliminated * (1 - x.p_eliminated)), t.units, 4.5);
    // sigma of MPh from the sample itself (its exact variance is not tabulated)
    const double mean = static_cast<double>(t.sum_mph) / n;
    const double sd = std::sqrt(static_cast<double>(t.sum_mph_sq) / n - mean * mean);
    within_sigma(mean, x.mean_mph, sd, t.units, 4.5);
    CHECK(t.arrived + t.eliminated == t.units);
    for (std::size_t i = 0; i < sweep.within.size(); ++i) {
      std::uint64_t by = 0;
      for (std::size_t s = 0; s < t.arrived_at.size() && s <= static_cast<std::size_t>(sweep.within[i]); ++s) by += t.arrived_at[s];
      const double q = x.within[i];
      within_sigma(static_cast<double>(by) / n, q, std::sqrt(q * (1 - q)), t.units, 4.5);
    }
  }
}

TEST_CASE("a stack: each unit rolls for itself", "[cliff]") {
  const auto o = asl::falling_dr(1, false);
  const auto one = cliff_exact(o, 3, 1, {});
  const auto three = cliff_exact(o, 3, 3, {});
  CHECK(three.p_success == Approx(one.p_success));
  CHECK(three.p_all_arrive == Approx(std::pow(one.p_success, 3)));
  CHECK(three.p_any_arrives == Approx(1 - std::pow(1 - one.p_success, 3)));
  CHECK(three.mean_arriving == Approx(3 * one.p_success));

  CliffSweep sweep;
  sweep.levels = {3};
  sweep.directions = {asl::Direction::up};
  sweep.drm = {1};
  sweep.commando = {false};
  sweep.weather = {asl::Weather{}};
  sweep.units = {3};
  sweep.mc.samples = 200'000;
  const auto rows = run_cliff(sweep);
  REQUIRE(rows.size() == 1);
  const auto& t = *rows[0].tally;
  CHECK(t.units == 3 * t.stacks);
  const double n = static_cast<double>(t.stacks);
  const double all = three.p_all_arrive;
  CHECK(std::abs(static_cast<double>(t.stacks_all_arrived) / n - all) < 4.5 * std::sqrt(all * (1 - all) / n));
  const double any = three.p_any_arrives;
  CHECK(std::abs(static_cast<double>(t.stacks_any_arrived) / n - any) < 4.5 * std::sqrt(any * (1 - any) / n));
}

TEST_CASE("weather raises the DRM and direction changes nothing (RULINGS A1 and A2)", "[cliff]") {
  CliffSweep sweep;
  sweep.levels = {2};
  sweep.drm = {0};
  sweep.commando = {false};
  sweep.weather = {asl::Weather{}, asl::parse_weather("rain+wind")};
  sweep.mc.samples = 1000;
  const auto rows = run_cliff(sweep);
  REQUIRE(rows.size() == 4);  // up/down x two weathers
  CHECK(rows[0].total_drm == 0);
  CHECK(rows[1].total_drm == 2);
  CHECK(rows[0].exact->p_success == rows[2].exact->p_success);  // up and down alike
  sweep.weather_rule = asl::WeatherRule::once;
  CHECK(run_cliff(sweep)[1].total_drm == 1);
}

TEST_CASE("broken and wounded units get a row without figures", "[cliff]") {
  CliffSweep sweep;
  sweep.levels = {1};
  sweep.directions = {asl::Direction::up};
  sweep.drm = {0};
  sweep.commando = {false};
  sweep.weather = {asl::Weather{}};
  sweep.status = {asl::Status::good_order, asl::Status::broken, asl::Status::wounded};
  sweep.mc.samples = 100;
  std::ostringstream out;
  write_cliff_csv(out, run_cliff(sweep), sweep);
  std::istringstream in(out.str());
  std::string line;
  std::getline(in, line);
  const auto header = split_csv_line(line);
  std::getline(in, line);
  CHECK(split_csv_line(line)[8] == "true");
  for (int i = 0; i < 2; ++i) {
    std::getline(in, line);
    const auto f = split_csv_line(line);
    REQUIRE(f.size() == header.size());
    CHECK(f[8] == "false");
    CHECK_FALSE(f[9].empty());
    CHECK(f[15].empty());  // no p_success
  }
}
