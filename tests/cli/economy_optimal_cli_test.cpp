// climbsim economy --optimal: the best adaptive policy's rows, its decision table, its refusals.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "run_cli.hpp"

using namespace climbsim::test;

namespace {

struct Table {
  std::vector<std::vector<std::string>> rows;
  [[nodiscard]] std::size_t col(const std::string& name) const {
    const auto& h = rows.at(0);
    const auto i = static_cast<std::size_t>(std::find(h.begin(), h.end(), name) - h.begin());
    REQUIRE(i < h.size());
    return i;
  }
};

}  // namespace

TEST_CASE("economy --optimal gives the hand-worked policy, its Monte Carlo twin and its gain (R24)", "[cli][economy][optimal]") {
  // Two troopers of one wound up ledges of height 2, an action worth 0.3 minis, within 2
  // activations: docs/RULINGS.md R24 works it in fractions. Expected minis lost 41/108, expected
  // actions 8/3, 11/540 better than climb+climb. The Monte Carlo figures (seed 1, 200,000 walks)
  // must hold the exact ones inside their 95% intervals.
  const ScratchDir dir;
  const auto r = run_cli({"economy", "--minis", "2", "--heights", "2", "--faces", "ledges", "--expert-climber", "false", "--optimal",
                          "minis", "--activations", "1,2", "--action-price", "0.3", "--columns", "all", "--samples", "200000", "-q", "-o",
                          dir.file("e.csv"), "--policy", dir.file("p.csv")});
  REQUIRE(r.exit_code == 0);
  const Table t{csv_rows(read_file(dir.file("e.csv")))};
  int optimal_rows = 0;
  for (std::size_t i = 1; i < t.rows.size(); ++i) {
    const auto& row = t.rows[i];
    if (row[t.col("plan")] != "optimal") {
      CHECK(row[t.col("objective")].empty());
      continue;
    }
    ++optimal_rows;
    CHECK(row[t.col("policy")] == "true");
    CHECK(row[t.col("objective")] == "minis");
    CHECK(row[t.col("action_price")] == "0.3");
    if (row[t.col("activation_budget")] == "1") {
      // One activation: clamber1 twice (2 actions), no choice left to make.
      CHECK(row[t.col("optimal_policy")] == "from the ground: clamber1; at height 1: clamber1");
      continue;
    }
    CHECK(row[t.col("optimal_policy")] == "from the ground: clamber1; at height 1: climb if no mini is lost, else clamber1");
    CHECK(std::abs(std::stod(row[t.col("exact_mean_minis_lost")]) - 41.0 / 108) < 1e-15);
    CHECK(std::abs(std::stod(row[t.col("exact_mean_actions")]) - 8.0 / 3) < 1e-15);
    CHECK(std::abs(std::stod(row[t.col("optimal_gain_vs_plans")]) - 11.0 / 540) < 1e-15);
    CHECK(row[t.col("actions")] == "3");
    CHECK(row[t.col("activations")] == "2");
    for (const std::string f : {"mean_minis_lost", "mean_actions", "p_unit_defeated"}) {
      INFO(f);
      const double exact = std::stod(row[t.col("exact_" + f)]);
      CHECK(std::stod(row[t.col(f + "_ci_low")]) <= exact);
      CHECK(exact <= std::stod(row[t.col(f + "_ci_high")]));
    }
  }
  CHECK(optimal_rows == 2);

  // The decision table: every state has exactly one choice marked, and it is the one of least value.
  const Table p{csv_rows(read_file(dir.file("p.csv")))};
  std::map<std::string, std::vector<std::pair<double, bool>>> by_state;
  for (std::size_t i = 1; i < p.rows.size(); ++i) {
    const auto& row = p.rows[i];
    std::string state;
    for (const std::string c : {"activation_budget", "at", "wounds_taken", "actions_spent", "card_action_used", "activations_opened"}) state += row[p.col(c)] + "|";
    by_state[state].emplace_back(std::stod(row[p.col("value")]), row[p.col("chosen")] == "true");
  }
  CHECK(by_state.size() >= 4);
  for (const auto& [state, choices] : by_state) {
    INFO(state);
    CHECK(std::count_if(choices.begin(), choices.end(), [](const auto& c) { return c.second; }) == 1);
    const double chosen = std::find_if(choices.begin(), choices.end(), [](const auto& c) { return c.second; })->first;
    for (const auto& c : choices) CHECK(chosen <= c.first + 1e-12);
  }
  // At height 1 with both troopers standing, within 2 activations: climb is chosen over clamber1.
  bool saw = false;
  for (std::size_t i = 1; i < p.rows.size(); ++i) {
    const auto& row = p.rows[i];
    if (row[p.col("activation_budget")] == "2" && row[p.col("at")] == "height 1" && row[p.col("minis_left")] == "2" && row[p.col("step")] == "climb") {
      saw = true;
      CHECK(row[p.col("chosen")] == "true");
    }
  }
  CHECK(saw);
}

TEST_CASE("economy --optimal says when no play fits the activations, and refuses a bad goal", "[cli][economy][optimal]") {
  const ScratchDir dir;
  const auto r = run_cli({"economy", "--unit", "stormtroopers", "--heights", "3", "--faces", "ledges", "--expert-climber", "false", "--optimal",
                          "minis,defeat", "--activations", "1", "-q", "-o", dir.file("e.csv")});
  REQUIRE(r.exit_code == 0);
  const Table t{csv_rows(read_file(dir.file("e.csv")))};
  int refused = 0;
  for (std::size_t i = 1; i < t.rows.size(); ++i)
    if (t.rows[i][t.col("plan")] == "optimal") {
      CHECK(t.rows[i][t.col("legal")] == "false");
      CHECK(t.rows[i][t.col("illegal_reason")] == "no play reaches the top within 1 activation");
      ++refused;
    }
  CHECK(refused == 2);
  for (const auto& [args, says] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"--optimal", "fastest"}, "'fastest' is not an objective"},
           {{"--optimal", "minis", "--activations", "0"}, "--activations '0'"},
           {{"--optimal", "minis", "--action-price", "-1"}, "--action-price '-1'"}}) {
    auto argv = plus({"economy", "--unit", "stormtroopers", "--heights", "2", "-q", "-o", dir.file("x.csv")}, args);
    const auto bad = run_cli(argv);
    INFO(says);
    CHECK(bad.exit_code == 2);
    CHECK(bad.err.find(says) != std::string::npos);
  }
}

TEST_CASE("ask says where adapting to the dice pays, with the front's and the plan's own figures (R24)", "[cli][ask][optimal]") {
  // Stormtroopers up ledges of height 3: the plan on the plans' front that the adaptive front beats
  // by the most, and the play that beats it, as economy --front gives them. Wookiee Warriors
  // (Scale: no dice) and Darth Vader (one mini, nothing to lose but wounds) get no such sentence.
  const ScratchDir dir;
  const auto ask = run_cli({"ask", "--unit", "stormtroopers,wookiee-warriors,darth-vader", "--height", "3", "--face", "ledges"});
  REQUIRE(ask.exit_code == 0);
  const std::string marker = "stormtroopers, ledges height 3: reading the dice after each step saves ";
  const auto at = ask.out.find(marker);
  REQUIRE(at != std::string::npos);
  CHECK(ask.out.find("wookiee-warriors, ledges height 3: reading the dice") == std::string::npos);
  CHECK(ask.out.find("darth-vader, ledges height 3: reading the dice") == std::string::npos);
  const std::string line = ask.out.substr(at, ask.out.find('\n', at) - at);
  const auto r = run_cli({"economy", "--unit", "stormtroopers", "--heights", "3", "--faces", "ledges", "--expert-climber", "false", "--optimal",
                          "minis", "--activations", "6", "-q", "-o", dir.file("e.csv"), "--front", dir.file("f.csv")});
  REQUIRE(r.exit_code == 0);
  const Table f{csv_rows(read_file(dir.file("f.csv")))};
  // The plan named is in the front file, and so is the play with the figures the sentence gives.
  const std::string fixed = "instead of the fixed plan ";
  REQUIRE(line.find(fixed) != std::string::npos);
  const auto plan_at = line.find(fixed) + fixed.size();
  const std::string plan = line.substr(plan_at, line.find(' ', plan_at) - plan_at);
  bool plan_seen = false, play_seen = false;
  for (std::size_t i = 1; i < f.rows.size(); ++i) {
    const auto& row = f.rows[i];
    if (row[f.col("kind")] == "plan" && row[f.col("play")] == plan) plan_seen = true;
    if (row[f.col("kind")] == "adaptive" && line.find("play " + row[f.col("play")] + " (") != std::string::npos) {
      play_seen = true;
      char buf[64];
      std::snprintf(buf, sizeof buf, "%.3g actions and %.3g minis lost", std::stod(row[f.col("expected_actions")]),
                    std::stod(row[f.col("expected_objective")]));
      CHECK(line.find(buf) != std::string::npos);
    }
  }
  INFO(line);
  CHECK(plan_seen);
  CHECK(play_seen);
}

TEST_CASE("economy --route: a route of faces, its plans leg by leg and its optimal play on the way", "[cli][economy][optimal]") {
  // Two sheer faces of height 1, one on top of the other: climb or clamber1 on each, in turn; the
  // two clamber1s lose what two clamber1s up ledges of height 2 lose (the same dice, casualties
  // carried). A ledged face of 2 then a sheer 1, within 2 activations, an action worth 0.3 minis:
  // the play on the last face depends on the dice of the first.
  const ScratchDir dir;
  const auto r = run_cli({"economy", "--unit", "stormtroopers", "--expert-climber", "false", "--route", "sheer:1+sheer:1,ledges:2+sheer:1",
                          "--optimal", "minis", "--activations", "2", "--action-price", "0.3", "-q", "-o", dir.file("r.csv")});
  REQUIRE(r.exit_code == 0);
  const auto face = run_cli({"economy", "--unit", "stormtroopers", "--expert-climber", "false", "--heights", "2", "--faces", "ledges", "-q", "-o",
                             dir.file("f.csv")});
  REQUIRE(face.exit_code == 0);
  const Table t{csv_rows(read_file(dir.file("r.csv")))};
  const Table f{csv_rows(read_file(dir.file("f.csv")))};
  std::string ledges_two_clambers;
  for (std::size_t i = 1; i < f.rows.size(); ++i)
    if (f.rows[i][f.col("plan")] == "clamber1+clamber1") ledges_two_clambers = f.rows[i][f.col("exact_mean_minis_lost")];
  REQUIRE(!ledges_two_clambers.empty());
  std::vector<std::string> sheer_plans;
  bool adapted = false;
  for (std::size_t i = 1; i < t.rows.size(); ++i) {
    const auto& row = t.rows[i];
    if (row[t.col("face")] == "sheer:1+sheer:1") {
      CHECK(row[t.col("height")] == "2");
      if (row[t.col("plan")] != "optimal") sheer_plans.push_back(row[t.col("plan")]);
      if (row[t.col("plan")] == "clamber1+clamber1") CHECK(row[t.col("exact_mean_minis_lost")] == ledges_two_clambers);
    }
    if (row[t.col("face")] == "ledges:2+sheer:1" && row[t.col("plan")] == "optimal") {
      CHECK(row[t.col("optimal_policy")] == "from the ground: clamber1; at height 1: clamber1; at height 2: climb if 2 or more minis are left, else clamber1");
      CHECK(std::stod(row[t.col("optimal_gain_vs_plans")]) > 0.01);
      adapted = true;
    }
  }
  CHECK(sheer_plans == std::vector<std::string>{"climb+climb", "climb+clamber1", "clamber1+climb", "clamber1+clamber1"});
  CHECK(adapted);
  const auto bad = run_cli({"economy", "--unit", "stormtroopers", "--route", "cliff:2", "-q", "-o", dir.file("x.csv")});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("--route 'cliff:2'") != std::string::npos);
}
