// climbsim list, --list on the other commands, and --rules, run as a user runs them.
#include <catch2/catch.hpp>
#include <algorithm>
#include <string>

#include "run_cli.hpp"

using namespace climbsim::test;

namespace {
const std::string kLists = std::string(CLIMBSIM_SOURCE_DIR) + "/tests/data/lists/";

// Rows without their first column (the units' labels, which differ between the two forms: the text
// says "2x Stormtroopers", the JSON lists the unit twice).
std::vector<std::vector<std::string>> figures(const std::string& csv) {
  auto rows = csv_rows(csv);
  for (auto& r : rows) r.erase(r.begin());
  return rows;
}
}  // namespace

TEST_CASE("the two export forms of one list give the same profiles", "[cli][list]") {
  const auto text = run_cli({"list", kLists + "imperial.txt", "--format", "csv"});
  const auto json = run_cli({"list", kLists + "imperial.json", "--format", "csv"});
  REQUIRE(text.exit_code == 0);
  REQUIRE(json.exit_code == 0);
  const auto rows = figures(text.out);
  CHECK(rows.size() == 1 + 5 * 2 * 3);  // five profiles (two Vaders, stormtroopers, snowtroopers, scouts), two faces, three heights
  CHECK(rows == figures(json.out));
  // Both warn about the misspelt upgrade, naming file and line, and go on.
  CHECK_THAT(text.err, Catch::Contains("imperial.txt:12: unknown upgrade 'Targeting Scope' (did you mean 'Targeting Scopes'?)"));
  CHECK_THAT(json.err, Catch::Contains("imperial.json:") && Catch::Contains("'Targeting Scope'"));
  // Worked by hand: snowtroopers (4 minis, 1 wound), sheer height 1: the cheapest is one clamber of one
  // white die a mini, 4/6 wounds expected; the Grappling Hooks make the stormtroopers' clamber free.
  bool snow = false, storm = false;
  for (const auto& r : csv_rows(text.out)) {
    if (r[0] == "snowtroopers" && r[1] == "sheer" && r[2] == "1" && r[4] == "rule-texts") {
      snow = true;
      CHECK(r[6] == "clamber1");
      CHECK(std::stod(r[9]) == Approx(4.0 / 6.0).epsilon(1e-12));
    }
    if (r[0].find("stormtroopers (DLT-19 Stormtrooper, Grappling Hooks)") != std::string::npos && r[1] == "sheer" && r[2] == "2") {
      storm = true;
      CHECK(r[6] == "clamber2");
      CHECK(std::stod(r[9]) == 0.0);
    }
  }
  CHECK((snow && storm));
}

TEST_CASE("list: a what-if and the way down apply to every unit of the list, as ask answers them", "[cli][list]") {
  // Snowtroopers (4 minis, 1 wound, no Expert Climber) in the list: their rows equal ask's for the
  // same unit, question and what-if, but for the units' label.
  const std::vector<std::string> question = {"--heights", "2", "--face", "sheer,ledges", "--what-if", "expert-climber", "--direction", "down", "--format", "csv"};
  std::vector<std::string> list = {"list", kLists + "imperial.txt"};
  list.insert(list.end(), question.begin(), question.end());
  const auto listed = run_cli(list);
  REQUIRE(listed.exit_code == 0);
  std::vector<std::string> ask = {"ask", "--unit", "snowtroopers", "--height", "2"};
  ask.insert(ask.end(), question.begin() + 2, question.end());
  const auto asked = run_cli(ask);
  REQUIRE(asked.exit_code == 0);
  std::vector<std::vector<std::string>> snow;
  for (const auto& r : figures(listed.out)) snow.push_back(r);
  const auto rows = csv_rows(listed.out);
  std::vector<std::vector<std::string>> from_list, from_ask = figures(asked.out);
  for (std::size_t i = 1; i < rows.size(); ++i)
    if (rows[i][0] == "snowtroopers") from_list.push_back(snow[i]);
  from_ask.erase(from_ask.begin());
  CHECK(from_list.size() == 4);  // two faces, as is and with Expert Climber
  CHECK(from_list == from_ask);
  CHECK_THAT(listed.out, Catch::Contains("expert-climber"));
  const auto bad = run_cli({"list", kLists + "imperial.txt", "--what-if", "flying"});
  CHECK(bad.exit_code == 2);
  CHECK_THAT(bad.err, Catch::Contains("--what-if"));
}

TEST_CASE("list: an unknown unit stops with file - line and did-you-mean - editions side by side", "[cli][list]") {
  const ScratchDir dir;
  write_file(dir.file("typo.txt"), "T\nCorps:\n - Snowtropers = 44\n");
  const auto typo = run_cli({"list", dir.file("typo.txt")});
  CHECK(typo.exit_code == 2);
  CHECK_THAT(typo.err, Catch::Contains("typo.txt:3: unknown unit 'Snowtropers' (did you mean 'Snowtroopers'?)"));
  CHECK(run_cli({"list"}).exit_code == 2);
  CHECK(run_cli({"list", dir.file("missing.txt")}).exit_code == 2);
  const auto both = run_cli({"list", kLists + "imperial.txt", "--edition", "rule-texts,core-2023", "--format", "csv", "--heights", "1"});
  REQUIRE(both.exit_code == 0);
  int rule_texts = 0, e2024 = 0;
  for (const auto& r : csv_rows(both.out)) {
    rule_texts += r[4] == "rule-texts";
    e2024 += r[4] == "core-2023";
  }
  CHECK(rule_texts == 10);
  CHECK(e2024 == 10);
}

TEST_CASE("option --list feeds economy and map and --unit picks units of the list", "[cli][list]") {
  const auto economy = run_cli({"economy", "--list", kLists + "imperial.txt", "--unit", "stormtroopers", "--heights", "1",
                                "--faces", "sheer", "--columns", "brief", "--samples", "1000"});
  REQUIRE(economy.exit_code == 0);
  const auto rows = csv_rows(economy.out);
  REQUIRE(rows.size() >= 2);
  for (std::size_t i = 1; i < rows.size(); ++i) CHECK_THAT(rows[i][0], Catch::Contains("stormtroopers (DLT-19"));
  CHECK(run_cli({"economy", "--list", kLists + "imperial.txt", "--unit", "wookiee-warriors"}).exit_code == 2);
  CHECK(run_cli({"economy", "--list", kLists + "imperial.txt", "--minis", "4"}).exit_code == 2);
  const auto map = run_cli({"map", "--list", kLists + "imperial.txt", "--unit", "snowtroopers", "--terrain",
                            std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/terrain/example.csv", "--start", "6,18", "--columns", "brief"});
  CHECK(map.exit_code == 0);
  const auto several = run_cli({"map", "--list", kLists + "imperial.txt", "--terrain",
                                std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/terrain/example.csv", "--start", "6,18"});
  CHECK(several.exit_code == 2);  // a map is drawn for one unit at a time
}

TEST_CASE("option --rules changes exactly the rows it should and names the variant in the edition column", "[cli][rules]") {
  const ScratchDir dir;
  write_file(dir.file("v.ini"), "name = three-dice\nclamber2_dice = 3\n");
  const std::vector<std::string> base = {"wounds", "--minis", "4", "--wounds-per-mini", "1", "--heights", "1,2", "--methods",
                                         "climb,clamber", "--expert-climber", "false", "--ladder", "false", "--columns", "exact"};
  const auto plain = run_cli(base), variant = run_cli(plus(base, {"--rules", dir.file("v.ini")}));
  REQUIRE(plain.exit_code == 0);
  REQUIRE(variant.exit_code == 0);
  const auto a = csv_rows(plain.out), b = csv_rows(variant.out);
  REQUIRE(a.size() == b.size());
  std::size_t method = 0, height = 0, edition = 0, wounds = 0;
  for (std::size_t c = 0; c < a[0].size(); ++c) {
    if (a[0][c] == "method") method = c;
    if (a[0][c] == "height") height = c;
    if (a[0][c] == "edition") edition = c;
    if (a[0][c] == "exact_mean_wounds") wounds = c;
  }
  REQUIRE(wounds > 0);
  for (std::size_t i = 1; i < a.size(); ++i) {
    INFO(a[i][method] << " " << a[i][height]);
    CHECK(b[i][edition] == "rule-texts+three-dice");
    const bool changed = a[i][method] == "clamber" && a[i][height] == "2";
    if (changed) {
      // Hand-worked: 4 minis roll 3 dice each (12 dice, p = 1/6), wounds capped at 4.
      double e = 0, pk = 1;
      for (int k = 0; k < 12; ++k) pk *= 5.0 / 6.0;  // P(0)
      double below = 0;
      for (int k = 0; k < 4; ++k) {
        e += k * pk;
        below += pk;
        pk = pk * (12 - k) / (k + 1) / 5.0;  // P(k+1) from P(k)
      }
      e += 4 * (1 - below);
      CHECK(std::stod(b[i][wounds]) == Approx(e).epsilon(1e-12));
      CHECK(b[i][wounds] != a[i][wounds]);
    } else {
      CHECK(b[i][wounds] == a[i][wounds]);
    }
  }
  write_file(dir.file("bad.ini"), "clamber2_dice = 3\nclamber9_dice = 1\n");
  const auto bad = run_cli({"wounds", "--minis", "4", "--rules", dir.file("bad.ini")});
  CHECK(bad.exit_code == 2);
  CHECK_THAT(bad.err, Catch::Contains("bad.ini:2:1: unknown rule 'clamber9_dice'"));
}

TEST_CASE("a rules file sets the die and the wound order - hand-worked minis lost", "[cli][rules]") {
  const ScratchDir dir;
  write_file(dir.file("spread.ini"), "name = spread\nwound_order = spread\n");
  write_file(dir.file("red.ini"), "name = red\ndie = red\n");
  // 3 minis of 2 wounds clamber to height 2: 6 dice, one roll, so the wounds law is the same
  // whatever the order. Wounded-first loses minis at 2, 4 and 6 wounds, spread at 3, 4 and 6, so the
  // mean minis lost drops by P(X = 2) = 15 (1/6)^2 (5/6)^4 = 9375/46656.
  const std::vector<std::string> base = {"wounds", "--minis", "3", "--wounds-per-mini", "2", "--heights", "2", "--methods", "clamber",
                                         "--expert-climber", "false", "--ladder", "false", "--columns", "exact"};
  const auto a = run_cli(base), b = run_cli(plus(base, {"--rules", dir.file("spread.ini")}));
  REQUIRE(a.exit_code == 0);
  REQUIRE(b.exit_code == 0);
  const auto ra = csv_rows(a.out), rb = csv_rows(b.out);
  REQUIRE(ra.size() == 2);
  REQUIRE(rb.size() == 2);
  const auto col = [&](const char* name) {
    for (std::size_t c = 0; c < ra[0].size(); ++c)
      if (ra[0][c] == name) return c;
    FAIL("no column " << name);
    return std::size_t{0};
  };
  CHECK(ra[1][col("exact_mean_wounds")] == rb[1][col("exact_mean_wounds")]);
  CHECK(std::stod(ra[1][col("exact_mean_minis_lost")]) - std::stod(rb[1][col("exact_mean_minis_lost")]) ==
        Approx(9375.0 / 46656).epsilon(1e-12));
  CHECK(rb[1][col("edition")] == "rule-texts+spread");
  // die = red in a rules file: the die column and the figures of --die red.
  const auto c = csv_rows(run_cli(plus(base, {"--rules", dir.file("red.ini")})).out);
  const auto d = csv_rows(run_cli(plus(base, {"--die", "red"})).out);
  REQUIRE(c.size() == 2);
  REQUIRE(d.size() == 2);
  CHECK(c[1][col("die")] == "red");
  CHECK(c[1][col("exact_mean_wounds")] == d[1][col("exact_mean_wounds")]);
  CHECK(c[1][col("exact_mean_wounds")] != ra[1][col("exact_mean_wounds")]);
}

TEST_CASE("a list is bounded: its size, its units, a name's length - unknown upgrades past ten are counted", "[cli][list][input]") {
  const ScratchDir dir;
  // 1001 units of a Tabletop Simulator list: refused at once, naming the bound.
  std::string many = "{\"units\": [";
  for (int i = 0; i < 1001; ++i) many += std::string(i ? "," : "") + "{\"name\": \"Stormtroopers\"}";
  write_file(dir.file("many.json"), many + "]}");
  const auto m = run_cli({"list", dir.file("many.json")});
  CHECK(m.exit_code == 2);
  CHECK_THAT(m.err, Catch::Contains("1001 units: a list holds at most 1000"));
  // Over 1 MiB: refused before it is read.
  write_file(dir.file("big.txt"), std::string((1 << 20) + 10, 'x'));
  const auto b = run_cli({"list", dir.file("big.txt")});
  CHECK(b.exit_code == 2);
  CHECK_THAT(b.err, Catch::Contains("at most 1048576"));
  // A unit name of 300 characters.
  write_file(dir.file("long.txt"), "L\n800/800\n\nCorps:\n - " + std::string(300, 'S') + " = 44\n");
  const auto l = run_cli({"list", dir.file("long.txt")});
  CHECK(l.exit_code == 2);
  CHECK_THAT(l.err, Catch::Contains("a unit name of 300 bytes: at most 200"));
  // 25 unknown upgrades: ten named with a suggestion, the other fifteen in one line.
  std::string upgrades;
  for (int i = 0; i < 25; ++i) upgrades += std::string(i ? ", " : "") + "Mystery Gear " + std::to_string(i) + " (1)";
  write_file(dir.file("odd.txt"), "L\n800/800\n\nCorps:\n - Stormtroopers (44): " + upgrades + " = 69\n");
  const auto u = run_cli({"list", dir.file("odd.txt"), "--format", "csv"});
  INFO(u.err);
  CHECK(u.exit_code == 0);
  // Ten warnings, one for the rest, and the points check (the line's 69 against the header's 800).
  CHECK(std::count(u.err.begin(), u.err.end(), '\n') == 12);
  CHECK_THAT(u.err, Catch::Contains("15 more unknown upgrades, skipped"));
  CHECK_THAT(u.err, Catch::Contains("the units add up to 69 points as the list writes them, the header says 800/800"));
}

TEST_CASE("list on a mission ends with the mission's sentences, climbsim mission --list's own", "[cli][list][mission]") {
  // The sentences are `climbsim mission`'s for the same units (tested by hand there): here, that
  // list adds exactly them, after its own answer, and refuses a mission's option without a mission.
  const ScratchDir dir;
  write_file(dir.file("l.txt"), "Scouting\n140/800\n\nCorps:\n - Stormtroopers (42): Recon Intel (8) = 50\n - Stormtroopers (42) = 42\n"
                                "Special Forces:\n - Scout Troopers (48) = 48\n");
  const auto listed = run_cli({"list", dir.file("l.txt"), "--heights", "1", "--edition", "core-2025", "--map-card", "close-the-pocket", "--poi",
                               "36,18;12,18"});
  INFO(listed.err);
  REQUIRE(listed.exit_code == 0);
  const auto mission = run_cli({"mission", "--list", dir.file("l.txt"), "--map-card", "close-the-pocket", "--poi", "36,18;12,18"});
  REQUIRE(mission.exit_code == 0);
  std::vector<std::string> said;
  for (std::size_t at = mission.out.find("\nPOI 1 ("); at != std::string::npos && at + 1 < mission.out.size();) {
    const auto end = mission.out.find('\n', at + 1);
    said.push_back(mission.out.substr(at + 1, end - at - 1));
    at = end;
  }
  REQUIRE(said.size() == 3);  // two POIs and the enemy Territory
  CHECK_THAT(said[0], Catch::StartsWith("POI 1 (36,18): "));
  const auto last = listed.out.rfind(said[0]);
  REQUIRE(last != std::string::npos);
  CHECK(listed.out.substr(last) == said[0] + "\n" + said[1] + "\n" + said[2] + "\n");
  // Without a mission, no sentence; a mission's option alone is refused, naming it.
  const auto plain = run_cli({"list", dir.file("l.txt"), "--heights", "1"});
  CHECK(plain.out.find("POI 1") == std::string::npos);
  const auto stray = run_cli({"list", dir.file("l.txt"), "--poi", "36,18"});
  CHECK(stray.exit_code == 2);
  CHECK_THAT(stray.err, Catch::Contains("--poi '36,18': belongs to a mission"));
  const auto two = run_cli({"list", dir.file("l.txt"), "--edition", "rule-texts,core-2025", "--map-card", "close-the-pocket"});
  CHECK(two.exit_code == 2);
  CHECK_THAT(two.err, Catch::Contains("one edition at a time"));
}
