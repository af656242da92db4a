#include <catch2/catch.hpp>
#include <cmath>

#include "refusals.hpp"
#include "run_cli.hpp"

using namespace climbsim::test;

TEST_CASE("climbsim cliff writes the table with within-T columns", "[cli][cliff]") {
  const ScratchDir dir;
  const auto r = run_cli({"cliff", "--levels", "1,3", "--drm=-1,0", "--commando", "false", "--weather", "none",
                          "--direction", "up", "--within", "1-3", "--samples", "100000", "--seed", "5", "-q",
                          "-o", dir.file("c.csv")});
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(read_file(dir.file("c.csv")));
  REQUIRE(rows.size() == 5);
  const auto& h = rows[0];
  const auto col = [&](const std::string& name) {
    return static_cast<std::size_t>(std::find(h.begin(), h.end(), name) - h.begin());
  };
  REQUIRE(col("exact_p_success_within_3") < h.size());
  REQUIRE(col("mph_p90") < h.size());
  // levels 1, DRM 0: 30 of 36 arrive in the first MPh, arrival 30/31 in the end.
  const auto& row = rows[2];
  CHECK(row[col("levels")] == "1");
  CHECK(row[col("drm")] == "0");
  CHECK(std::stod(row[col("exact_p_success")]) == Approx(30.0 / 31));
  CHECK(std::stod(row[col("exact_p_success_within_1")]) == Approx(30.0 / 36));
  const double p = std::stod(row[col("p_success")]);
  CHECK(std::abs(p - 30.0 / 31) < 4.5 * std::sqrt(30.0 / 31 * (1.0 / 31) / 100000));
  CHECK(row[col("samples")] == "100000");
}

TEST_CASE("climbsim cliff rejects bad input with exit 2", "[cli][cliff]") {
  const Refusals cases = {
      {{"--levels", "0"}, "--levels '0'"},
      {{"--levels=-2"}, "--levels '-2'"},
      {{"--drm", "0.5"}, "--drm '0.5'"},
      {{"--weather", "fog"}, "--weather 'fog'"},
      {{"--direction", "left"}, "--direction 'left'"},
      {{"--units", "0"}, "--units '0'"},
      {{"--within", "0"}, "--within '0'"},
      {{"--weather-rule", "twice"}, "--weather-rule 'twice'"},
  };
  check_refusals({"cliff"}, cases);
}
