#include <catch2/catch.hpp>
#include <cmath>
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "refusals.hpp"
#include "run_cli.hpp"

using namespace climbsim::test;

TEST_CASE("climbsim economy writes plans - policies and the summary", "[cli][economy]") {
  const ScratchDir dir;
  const auto r = run_cli({"economy", "--unit", "stormtroopers", "--heights", "2,3", "--faces", "sheer,ledges",
                          "--budget", "2,4,6", "--samples", "50000", "-q", "-o", dir.file("e.csv"), "--summary",
                          dir.file("s.csv")});
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(read_file(dir.file("e.csv")));
  const auto& h = rows.at(0);
  const auto col = [&](const std::string& name) {
    const auto i = static_cast<std::size_t>(std::find(h.begin(), h.end(), name) - h.begin());
    REQUIRE(i < h.size());
    return i;
  };
  bool saw_none = false, saw_policy = false, saw_pick = false;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    const auto& row = rows[i];
    REQUIRE(row.size() == h.size());
    if (row[col("plan")] == "none") {
      saw_none = true;
      CHECK(row[col("height")] == "3");
      CHECK(row[col("face")] == "sheer");
      CHECK(row[col("legal")] == "false");
    }
    if (row[col("policy")] == "true") saw_policy = true;
    if (row[col("best_within_2")] == "true" || row[col("best_within_4")] == "true") saw_pick = true;
    if (row[col("plan")] == "clamber1+clamber1" && row[col("height")] == "2") {
      CHECK(row[col("actions")] == "2");
      CHECK(row[col("activations")] == "1");
      CHECK(row[col("best_within_2")] == "true");  // the only plan within 2 actions
      CHECK(row[col("best_within_4")] == "false");  // within 4, two climbs lose nothing
      // 4 minis, one die each, twice, casualties carried: exact mean below 8/6.
      CHECK(std::stod(row[col("exact_mean_wounds")]) < 8.0 / 6);
      CHECK(std::stod(row[col("exact_mean_survivors")]) == Approx(4 - std::stod(row[col("exact_mean_minis_lost")])));
    }
  }
  CHECK(saw_none);
  CHECK(saw_policy);
  CHECK(saw_pick);
  const auto summary = csv_rows(read_file(dir.file("s.csv")));
  CHECK(summary.size() == 5);  // header + 2 heights x 2 faces
}

TEST_CASE("climbsim economy rejects bad input with exit 2", "[cli][economy]") {
  const Refusals cases = {
      {{"--faces", "cliff"}, "--faces 'cliff'"},
      {{"--heights", "-1"}, "--heights '-1'"},
      {{"--budget", "x"}, "--budget 'x'"},
      {{"--direction", "left"}, "--direction 'left'"},
      {{"--jump", "-1"}, "--jump '-1'"},
      {{"--heights", "12", "--faces", "ledges"}, "too many plans"},
  };
  check_refusals({"economy", "--samples", "100"}, cases);
}

TEST_CASE("the die is a sweep dimension: one block of rows per die, each row naming its die", "[cli][economy]") {
  const auto r = run_cli({"economy", "--minis", "4", "--heights", "2", "--faces", "sheer", "--expert-climber", "false",
                          "--die", "white,red,1in2", "--samples", "5000", "-q"});
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(r.out);
  const auto& h = rows.at(0);
  const auto die_col = static_cast<std::size_t>(std::find(h.begin(), h.end(), "die") - h.begin());
  const auto mean_col = static_cast<std::size_t>(std::find(h.begin(), h.end(), "exact_mean_wounds") - h.begin());
  REQUIRE(die_col < h.size());
  std::vector<std::string> order;
  std::map<std::string, double> clamber2;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    if (order.empty() || order.back() != rows[i][die_col]) order.push_back(rows[i][die_col]);
    if (rows[i][std::find(h.begin(), h.end(), "plan") - h.begin()] == "clamber2") clamber2[rows[i][die_col]] = std::stod(rows[i][mean_col]);
  }
  CHECK(order == std::vector<std::string>{"white", "red", "1in2"});  // 1in2 is red's chance: still its own rows
  // Two dice a mini, 4 minis, capped at 4 wounds: E[min(Bin(8, p), 4)], worked by hand.
  const auto capped = [](double p) {
    double e = 0, c = 1;  // c = C(8, k)
    for (int k = 0; k <= 8; ++k) {
      e += std::min(k, 4) * c * std::pow(p, k) * std::pow(1 - p, 8 - k);
      c = c * (8 - k) / (k + 1);
    }
    return e;
  };
  CHECK(clamber2.at("white") == Approx(capped(1.0 / 6)).epsilon(1e-12));
  CHECK(clamber2.at("red") == Approx(capped(0.5)).epsilon(1e-12));
  CHECK(clamber2.at("1in2") == clamber2.at("red"));
}

TEST_CASE("the edition option sweeps the rule texts' edition and 2024 side by side, with an edition column", "[cli][economy][edition]") {
  const auto r = run_cli({"economy", "--minis", "4", "--heights", "1,2", "--faces", "sheer", "--expert-climber", "false",
                          "--edition", "rule-texts,core-2023", "--samples", "2000", "-q"});
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(r.out);
  const auto& h = rows.at(0);
  const auto col = [&](const char* name) { return static_cast<std::size_t>(std::find(h.begin(), h.end(), name) - h.begin()); };
  std::map<std::string, std::vector<std::string>> plans;  // edition|height -> plans
  for (std::size_t i = 1; i < rows.size(); ++i)
    if (rows[i][col("policy")] == "false") plans[rows[i][col("edition")] + "|" + rows[i][col("height")]].push_back(rows[i][col("plan")]);
  CHECK(plans["rule-texts|1"] == std::vector<std::string>{"climb", "clamber1"});
  CHECK(plans["rule-texts|2"] == std::vector<std::string>{"clamber2"});
  CHECK(plans["core-2023|1"] == std::vector<std::string>{"climb"});  // one action, no dice
  CHECK(plans["core-2023|2"] == std::vector<std::string>{"none"});   // a climb reaches 1; no clamber
  CHECK(run_cli({"economy", "--edition", "first"}).exit_code == 2);
}

namespace {

// The rows of an economy table as name -> value maps.
std::vector<std::map<std::string, std::string>> economy_records(const std::vector<std::string>& args) {
  auto full = std::vector<std::string>{"economy"};
  full.insert(full.end(), args.begin(), args.end());
  full.insert(full.end(), {"--columns", "exact", "-q"});
  const auto r = run_cli(full);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(r.out);
  std::vector<std::map<std::string, std::string>> out;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    std::map<std::string, std::string> m;
    for (std::size_t c = 0; c < rows[0].size(); ++c) m[rows[0][c]] = rows[i][c];
    out.push_back(m);
  }
  return out;
}

}  // namespace

TEST_CASE("economy: Jump down any height, Scale with a clamber to height 2, notched bases in core-2023", "[cli][economy][rulings]") {
  // R8: Luke Skywalker (Jump 1) down a sheer height 3: one jump, 1 action, no dice. The rule
  // texts' climb and clamber reach 2 at most, so it is the only plan.
  const auto luke = economy_records({"--unit", "luke-skywalker", "--heights", "3", "--faces", "sheer", "--direction", "down",
                                     "--policies", "false"});
  REQUIRE(luke.size() == 1);
  CHECK(luke[0].at("plan") == "jump3");
  CHECK(luke[0].at("legal") == "true");
  CHECK(luke[0].at("actions") == "1");
  CHECK(luke[0].at("exact_mean_wounds") == "0");
  // R10: Wookiee Warriors (Scale) up a sheer height 2: clamber2 (2 actions) and the 1-action
  // clamber with the free one in combination; both roll no dice (Scale is as Expert Climber).
  const auto wookiees = economy_records({"--unit", "wookiee-warriors", "--heights", "2", "--faces", "sheer", "--policies", "false"});
  std::map<std::string, std::string> actions;
  for (const auto& r : wookiees) actions[r.at("plan")] = r.at("actions");
  CHECK(actions == std::map<std::string, std::string>{{"clamber2", "2"}, {"clamber-scale", "1"}});
  // R13/R17: a DF-90 Mortar Trooper stands on a notched base: under the 2023 Core Rulebook it may
  // not climb, under the rule texts it may.
  const auto mortar = economy_records({"--unit", "df-90-mortar-trooper", "--heights", "1", "--faces", "sheer", "--edition",
                                       "rule-texts,core-2023", "--policies", "false"});
  bool rule_texts = false, core = false;
  for (const auto& r : mortar) {
    if (r.at("edition") == "rule-texts") rule_texts = rule_texts || r.at("legal") == "true";
    if (r.at("edition") == "core-2023") {
      core = true;
      CHECK(r.at("legal") == "false");
      CHECK(r.at("illegal_reason") == "notched bases cannot climb in the 2023 Core Rulebook");
    }
  }
  CHECK(rule_texts);
  CHECK(core);
  // The retired edition name is refused, naming the new one.
  const auto old = run_cli({"economy", "--unit", "stormtroopers", "--edition", "2024", "-q"});
  CHECK(old.exit_code == 2);
  CHECK_THAT(old.err, Catch::Contains("core-2023"));
}

TEST_CASE("economy: --columns exact draws no sample - --distribution carries every key column", "[cli][economy]") {
  // 1e9 samples a row is far past a work limit of 1e7, unless no sample is drawn at all.
  const std::vector<std::string> big = {"economy", "--unit", "stormtroopers", "--heights", "2", "--faces", "sheer",
                                        "--samples", "1000000000", "--max-work", "1e7", "-q"};
  auto exact = big;
  exact.insert(exact.end(), {"--columns", "exact"});
  const auto e = run_cli(exact);
  INFO(e.err);
  CHECK(e.exit_code == 0);
  CHECK_THAT(e.out, !Catch::Contains("samples"));
  auto all = big;
  all.insert(all.end(), {"--columns", "all"});
  CHECK(run_cli(all).exit_code == 2);  // refused before any work: the samples count
  // Two editions with a plan of the same name (climb): the distribution rows differ by edition.
  const ScratchDir dir;
  const auto two = run_cli({"economy", "--unit", "stormtroopers", "--heights", "1", "--faces", "sheer", "--edition",
                            "rule-texts,core-2023", "--policies", "false", "--samples", "2000", "-q", "-o", dir.file("e.csv"),
                            "--distribution", dir.file("d.csv")});
  INFO(two.err);
  REQUIRE(two.exit_code == 0);
  const auto rows = csv_rows(read_file(dir.file("d.csv")));
  REQUIRE(rows.size() > 1);
  const auto& h = rows[0];
  for (const char* key : {"unit", "minis", "wounds_per_mini", "height", "face", "direction", "die", "edition", "expert_climber",
                          "scale", "jump", "plan", "policy"})
    CHECK(std::find(h.begin(), h.end(), key) != h.end());
  const auto edition = static_cast<std::size_t>(std::find(h.begin(), h.end(), "edition") - h.begin());
  const auto plan = static_cast<std::size_t>(std::find(h.begin(), h.end(), "plan") - h.begin());
  std::set<std::string> climbs;
  for (std::size_t i = 1; i < rows.size(); ++i)
    if (rows[i].at(plan) == "climb") climbs.insert(rows[i].at(edition));
  CHECK(climbs == std::set<std::string>{"rule-texts", "core-2023"});
}

TEST_CASE("economy: Jump 1 down a height-3 wall has no jump (R19)", "[cli][economy][rulings]") {
  const auto r = run_cli({"economy", "--minis", "4", "--jump", "1", "--heights", "3", "--faces", "wall", "--direction", "down", "--columns", "brief",
                          "--expert-climber", "false"});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(r.out);
  REQUIRE(rows.size() == 2);  // the header and one row: no plan
  CHECK(r.out.find("jump3") == std::string::npos);
  CHECK(r.out.find(",none,") != std::string::npos);
  // Down a height-1 wall the jump is still a crossing of height 1: Jump 1 makes it.
  const auto low = run_cli({"economy", "--minis", "4", "--jump", "1", "--heights", "1", "--faces", "wall", "--direction", "down", "--columns", "brief",
                            "--expert-climber", "false"});
  REQUIRE(low.exit_code == 0);
  CHECK(low.out.find(",jump,") != std::string::npos);
}

TEST_CASE("economy - ask and list take --roof W,D: a top that cannot hold the unit in cohesion gives no plan, saying why (R21)", "[cli][economy][rulings]") {
  // Stormtroopers: 4 minis on 27 mm bases (radius 0.5315"). Worked by hand with half a radius of
  // overhang on each side, floor((side + r) / 2r) bases a side: 2.2" holds 2 a side (4 bases), 1"
  // holds 1 (1 base), 0.4" none. The rest of the unit must stand within height 1 of a leader on the
  // roof, on the highest surface below its top: up a sheer face of height 2 that is the ground, 2
  // below, so 1" x 1" has no plan; up ledges of height 2 it is the ledge at height 1, as on the map's
  // 8" x 8" height-1 building under a 1.2" x 1.2" height-2 top, so they stand there (R21).
  const auto fits = economy_records({"--unit", "stormtroopers", "--heights", "2", "--faces", "sheer,ledges", "--roof", "2.2,2.2", "--policies", "false"});
  REQUIRE_FALSE(fits.empty());
  for (const auto& r : fits) CHECK(r.at("legal") == "true");
  const auto small = economy_records({"--unit", "stormtroopers", "--heights", "1,2,2.5", "--faces", "sheer,ledges,wall", "--roof", "1,1", "--policies", "false"});
  std::map<std::string, std::string> reason;
  std::map<std::string, std::string> best;
  for (const auto& r : small) {
    const std::string key = r.at("height") + "/" + r.at("face");
    if (r.at("legal") == "false") reason[key] = r.at("illegal_reason");
    else reason.emplace(key, "");
    if (r.at("best_within_2") == "true") best[key] = r.at("plan");
  }
  CHECK(reason.at("2/sheer") == "the roof 1\" x 1\" holds 1 of the unit's 4 bases (27 mm); the rest could not stand within height 1 of the leader (cohesion)");
  CHECK(reason.at("2.5/sheer").find("holds 1 of the unit's 4 bases") != std::string::npos);
  CHECK(reason.at("2/ledges").empty());    // the rest stand on the ledge at height 1
  CHECK(best.at("2/ledges") == "clamber1+clamber1");
  CHECK(reason.at("2.5/ledges").empty());  // the last ledge at 2, half a height below the top
  CHECK(reason.at("1/ledges").empty());    // the rest stand below, within height 1
  CHECK(reason.at("1/sheer").empty());
  CHECK(reason.at("1/wall").empty());      // a wall has no top: the roof does not apply
  const auto none = economy_records({"--unit", "stormtroopers", "--heights", "1", "--faces", "sheer", "--roof", "0.4,3", "--policies", "false"});
  REQUIRE(none.size() == 1);
  CHECK(none[0].at("illegal_reason") == "the roof 0.4\" x 3\" holds no base of 27 mm");
  // ask and list say it in their answer; a roof that is not a pair is refused, naming the option.
  const auto ask = run_cli({"ask", "--unit", "stormtroopers", "--height", "2", "--face", "sheer", "--roof", "1,1"});
  CHECK(ask.exit_code == 0);
  CHECK_THAT(ask.out, Catch::Contains("no way up: the roof 1\" x 1\" holds 1 of the unit's 4 bases"));
  // The example list's Stormtroopers with a DLT-19 are 5 minis: 2.2" x 2.2" holds 4 of them.
  const auto list = run_cli({"list", std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/lists/example.txt", "--heights", "2", "--face", "sheer", "--roof", "2.2,2.2"});
  CHECK(list.exit_code == 0);
  CHECK_THAT(list.out, Catch::Contains("no way up: the roof 2.2\" x 2.2\" holds 4 of the unit's 5 bases (27 mm)"));
  CHECK_THAT(list.out, Catch::Contains("snowtroopers"));
  for (const char* bad : {"2", "2,2,2", "0,2", "2,x", "100,2"}) {
    const auto r = run_cli({"ask", "--unit", "stormtroopers", "--roof", bad});
    CHECK(r.exit_code == 2);
    CHECK_THAT(r.err, Catch::Contains("--roof"));
  }
}

TEST_CASE("core-2023 (R23): cohesion by the leader's silhouette - Climbing Vehicle against the notch as a rules key", "[cli][economy][rulings]") {
  // --roof 3,1.5 holds 3 x 1 bases of 27 mm; Stormtroopers are 4 minis of mini height 0.2. Up a sheer
  // height 1 the rule texts let the rest stand below (cohesion height 1); core-2023's cohesion is the
  // leader's silhouette (0.2), so the roof must hold all four.
  const auto rows = economy_records({"--unit", "stormtroopers", "--heights", "1", "--faces", "sheer", "--roof", "3,1.5", "--edition",
                                     "rule-texts,core-2023", "--policies", "false"});
  bool texts = false, core = false;
  for (const auto& r : rows) {
    if (r.at("edition") == "rule-texts") texts = texts || r.at("legal") == "true";
    if (r.at("edition") == "core-2023") {
      core = true;
      CHECK(r.at("legal") == "false");
      CHECK(r.at("illegal_reason") == "the roof 3\" x 1.5\" holds 3 of the unit's 4 bases (27 mm); the rest could not stand within height 0.2 of the leader (cohesion)");
    }
  }
  CHECK(texts);
  CHECK(core);
  // The AT-RT (Climbing Vehicle, a notched base) under core-2023: no climb, as the notch rule reads;
  // with climbing_vehicle_notched_climbs = true (Climbing Vehicle taking precedence) it climbs.
  const auto atrt = economy_records({"--unit", "at-rt", "--heights", "1", "--faces", "sheer", "--edition", "core-2023", "--policies", "false"});
  REQUIRE(atrt.size() == 1);
  CHECK(atrt[0].at("legal") == "false");
  const ScratchDir dir;
  write_file(dir.file("cv.ini"), "name = climbing-vehicle\nclimbing_vehicle_notched_climbs = true\n");
  const auto cv = economy_records({"--unit", "at-rt", "--heights", "1", "--faces", "sheer", "--edition", "core-2023", "--rules", dir.file("cv.ini"),
                                   "--policies", "false"});
  REQUIRE(cv.size() == 1);
  CHECK(cv[0].at("legal") == "true");
  CHECK(cv[0].at("plan") == "climb");
}

TEST_CASE("economy: a route's legs are bounded, and a route of too many plans is refused at once with its estimate", "[cli][economy][work]") {
  const auto legs = [](int n) {
    std::string route;
    for (int i = 0; i < n; ++i) route += (i ? "+" : "") + std::string("sheer:1");
    return route;
  };
  // 65 legs: past the bound, refused as the list is read (before: 14,000 legs ran 49 s into 6.6 GB,
  // 50,000 crashed in the plans' recursion).
  const auto many = run_cli({"economy", "--minis", "4", "--route", legs(65)});
  CHECK(many.exit_code == 2);
  CHECK_THAT(many.err, Catch::Contains("--route") && Catch::Contains("a route of 65 legs: at most 64"));
  const ScratchDir dir;  // 50,000 legs: 400 kB, more than one argument may hold, so from an .ini
  write_file(dir.file("route.ini"), "minis = 4\nroute = " + legs(50000) + "\n");
  const auto huge = run_cli({"economy", "--config", dir.file("route.ini")});
  CHECK(huge.exit_code == 2);
  CHECK_THAT(huge.err, Catch::Contains("a route of 50000 legs"));
  // 64 legs of sheer:1: two ways up each (climb, clamber1), 2^64 plans, counted and refused by the
  // work limit with the estimate, not listed.
  const auto wide = run_cli({"economy", "--minis", "4", "--route", legs(64)});
  CHECK(wide.exit_code == 2);
  CHECK_THAT(wide.err, Catch::Contains("this run is estimated at") && Catch::Contains("--max-work"));
  // A route of a few legs still runs, with its plans listed: 2^3 for three sheer:1 legs (climb or
  // clamber1 each), with and without Expert Climber.
  const auto three = economy_records({"--minis", "4", "--route", legs(3), "--policies", "false", "--samples", "100"});
  CHECK(three.size() == 2 * 8);
}

TEST_CASE("economy: best_within_B counts activations too - jump+jump is 2 actions in 2 activations, not within 2 (R20)", "[cli][economy][rulings]") {
  // Luke Skywalker (Jump 1) up ledges of height 2 without Expert Climber: jump+jump is 2 actions but
  // a second jump opens a second activation, so within 2 actions (one activation) the pick is a plan
  // of one activation; within 4 (two activations) jump+jump may be taken.
  const auto rows = economy_records({"--unit", "luke-skywalker", "--heights", "2", "--faces", "ledges", "--expert-climber", "false",
                                     "--budget", "2,4", "--policies", "false"});
  std::map<std::string, std::map<std::string, std::string>> by_plan;
  for (const auto& r : rows) by_plan[r.at("plan")] = r;
  REQUIRE(by_plan.count("jump+jump") == 1);
  CHECK(by_plan["jump+jump"].at("actions") == "2");
  CHECK(by_plan["jump+jump"].at("activations") == "2");
  CHECK(by_plan["jump+jump"].at("best_within_2") == "false");
  int picks = 0;
  for (const auto& r : rows)
    if (r.at("best_within_2") == "true") {
      ++picks;
      CHECK(r.at("activations") == "1");
      CHECK(std::stoi(r.at("actions")) <= 2);
    }
  CHECK(picks == 1);
}
