// --columns brief|exact|all: one column declaration drives header and fields at each detail.
#include <catch2/catch.hpp>
#include <algorithm>
#include <string>

#include "run_cli.hpp"

using namespace climbsim::test;

namespace {

bool has(const std::vector<std::string>& header, const std::string& name) {
  return std::find(header.begin(), header.end(), name) != header.end();
}

}  // namespace

TEST_CASE("brief is a few columns a player reads, exact adds exact figures, all adds Monte Carlo", "[cli][columns]") {
  const std::vector<std::vector<std::string>> runs = {
      {"wounds", "--unit", "stormtroopers", "--heights", "1,3", "--samples", "2000"},
      {"economy", "--minis", "4", "--heights", "2,3", "--faces", "sheer,ledges", "--samples", "2000"},
      {"cliff", "--levels", "1,2", "--within", "1-2", "--status", "good-order,broken", "--samples", "2000"},
  };
  for (const auto& args : runs) {
    INFO(args.front());
    std::vector<std::vector<std::vector<std::string>>> tables;
    for (const char* detail : {"brief", "exact", "all"}) {
      auto a = args;
      a.insert(a.end(), {"--columns", detail, "-q"});
      const auto r = run_cli(a);
      REQUIRE(r.exit_code == 0);
      const auto rows = csv_rows(r.out);
      REQUIRE(rows.size() > 2);
      for (const auto& row : rows) CHECK(row.size() == rows[0].size());  // header and fields agree
      tables.push_back(rows);
    }
    const auto &brief = tables[0][0], &exact = tables[1][0], &all = tables[2][0];
    CHECK(brief.size() < exact.size());
    CHECK(exact.size() < all.size());
    for (const auto& c : brief) CHECK(has(exact, c));
    for (const auto& c : exact) CHECK(has(all, c));
    for (const auto& c : brief) CHECK(c.find("_ci_") == std::string::npos);  // no intervals in brief
    for (const auto& c : exact) CHECK((c.rfind("exact_", 0) == 0 || c.find("_ci_") == std::string::npos));
    CHECK_FALSE(has(exact, "samples"));
    CHECK(has(all, "samples"));
    // The same rows in each, and the same values in the columns they share.
    REQUIRE(tables[0].size() == tables[2].size());
    for (std::size_t c = 0; c < brief.size(); ++c) {
      const auto at = static_cast<std::size_t>(std::find(all.begin(), all.end(), brief[c]) - all.begin());
      for (std::size_t i = 1; i < tables[0].size(); ++i) CHECK(tables[0][i][c] == tables[2][i][at]);
    }
  }
  CHECK(run_cli({"wounds", "--columns", "some"}).exit_code == 2);
}
