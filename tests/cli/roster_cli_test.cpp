// climbsim roster, and the "did you mean" a misspelt --unit gets.
#include <catch2/catch.hpp>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "climbsim/units/roster.hpp"
#include "run_cli.hpp"

using namespace climbsim::test;

TEST_CASE("climbsim roster lists every built-in unit with its profile and source", "[cli][roster]") {
  const auto r = run_cli({"roster", "--format", "csv"});
  REQUIRE(r.exit_code == 0);
  const auto rows = csv_rows(r.out);
  REQUIRE(rows.size() == climbsim::builtin_roster().size() + 1);
  CHECK(rows[0] == std::vector<std::string>{"name", "display_name", "faction", "rank", "minis", "wounds_per_mini", "speed", "kind",
                                            "base_mm", "base_kind", "defense", "mini_height", "silhouette", "keywords", "points", "card_id",
                                            "source"});
  bool wookiees = false;
  for (const auto& row : rows)
    if (row[0] == "wookiee-warriors") {
      wookiees = true;
      CHECK(row[1] == "Wookiee Warriors (Freedom Fighters)");
      CHECK(row[2] == "rebels");
      CHECK(row[3] == "special");
      CHECK(row[4] == "3");
      CHECK(row[5] == "3");
      CHECK(row[9] == "round");
      CHECK(row[10] == "white");
      CHECK(row[12].empty());  // a small base's Silhouette template (RULINGS R25)
      CHECK(row[13] == "scale");
      CHECK(row[14] == "62");
      CHECK(row[15] == "aj");
      CHECK_THAT(row[16], Catch::StartsWith("LHQ aj"));
    }
  CHECK(wookiees);
  const auto separatists = run_cli({"roster", "--faction", "separatists", "--format", "csv"});
  REQUIRE(separatists.exit_code == 0);
  for (const auto& row : csv_rows(separatists.out)) CHECK((row[2] == "separatists" || row[2] == "faction"));
  CHECK(run_cli({"roster", "--faction", "hutts"}).exit_code == 2);
  const auto table = run_cli({"roster"});
  CHECK(table.exit_code == 0);
  CHECK_THAT(table.out, Catch::StartsWith("name ") && Catch::Contains("luke-skywalker") && Catch::Contains("jump=1"));
  CHECK(run_cli({"roster", "--format", "yaml"}).exit_code == 2);
}

TEST_CASE("climbsim roster reads --roster - a misspelt --unit gets a did-you-mean", "[cli][roster]") {
  const ScratchDir dir;
  write_file(dir.file("mine.csv"),
             "name,minis,wounds_per_mini,speed,kind,base_mm,mini_height,keywords,source\n"
             "dewbacks,2,4,2,trooper,50,0.4,unhindered,made up for a test\n");
  const auto mine = run_cli({"roster", "--roster", dir.file("mine.csv"), "--format", "csv"});
  REQUIRE(mine.exit_code == 0);
  CHECK(csv_rows(mine.out).size() == 2);
  // A roster in the layout before faction, rank and base kind still loads (round base for a trooper).
  CHECK_THAT(mine.out, Catch::Contains("dewbacks,,,,2,4,2,trooper,50,round,,0.4,,unhindered,,,made up for a test"));
  const auto typo = run_cli({"wounds", "--unit", "stromtroopers"});
  CHECK(typo.exit_code == 2);
  CHECK_THAT(typo.err, Catch::Contains("did you mean 'stormtroopers'?"));
  const auto far = run_cli({"wounds", "--unit", "ewoks"});
  CHECK(far.exit_code == 2);
  CHECK_THAT(far.err, !Catch::Contains("did you mean") && Catch::Contains("climbsim roster"));
}

TEST_CASE("climbsim roster --from-legion-hq makes a roster and an upgrade list that the other commands read", "[cli][roster][cards]") {
  const ScratchDir dir;
  write_file(dir.file("cards.json"), R"({
    "ay": {"id": "ay", "cardName": "Stormtroopers", "cardType": "unit", "cardSubtype": "trooper", "rank": "corps",
           "faction": "empire", "cost": 42, "keywords": [], "stats": {"minicount": 4, "hp": 1, "defense": "r", "speed": 2}},
    "Zq": {"id": "Zq", "cardName": "Jet Trooper", "cardType": "unit", "cardSubtype": "clone trooper", "rank": "special",
           "faction": "republic", "cost": 70, "keywords": [{"name": "Jump", "value": 2}],
           "stats": {"minicount": 3, "hp": 2, "defense": "w", "speed": 3}},
    "Zt": {"id": "Zt", "cardName": "Tank", "cardType": "unit", "cardSubtype": "repulsor vehicle", "rank": "heavy",
           "faction": "empire", "cost": 170, "keywords": [{"name": "Hover", "value": "Ground"}],
           "stats": {"minicount": 1, "hp": 9, "defense": "r", "speed": 2}},
    "dd": {"id": "dd", "cardName": "Grappling Hooks", "cardType": "upgrade", "cardSubtype": "gear", "cost": 2, "keywords": ["Expert Climber"]},
    "Zz": {"id": "Zz", "cardName": "Rocket Boots", "cardType": "upgrade", "cardSubtype": "gear", "cost": 5, "keywords": [{"name": "Jump", "value": 3}]}
  })");
  const auto made = run_cli({"roster", "--from-legion-hq", dir.file("cards.json"), "--format", "csv", "-o", dir.file("r.csv"),
                             "--upgrades-output", dir.file("u.csv")});
  INFO(made.err);
  REQUIRE(made.exit_code == 0);
  CHECK_THAT(made.err, Catch::Contains("left out Tank (Zt): Hover: Ground"));
  const auto rows = csv_rows(read_file(dir.file("r.csv")));
  REQUIRE(rows.size() == 3);
  // The built-in table's name for "ay"; a new card's name made from its card name.
  CHECK(rows[1][0] == "stormtroopers");
  CHECK(rows[2][0] == "jet-trooper");
  CHECK((rows[2][4] == "3" && rows[2][5] == "2" && rows[2][13] == "jump=2" && rows[2][14] == "70" && rows[2][15] == "Zq"));
  CHECK_THAT(rows[2][16], Catch::StartsWith("LHQ Zq (card data sha256 "));
  CHECK_THAT(read_file(dir.file("u.csv")), Catch::Contains("Grappling Hooks,gear,expert_climber,2,dd,LHQ dd"));
  // The roster made is a roster: economy takes its unit with --roster.
  const auto economy = run_cli({"economy", "--roster", dir.file("r.csv"), "--unit", "jet-trooper", "--heights", "1", "--columns", "brief"});
  INFO(economy.err);
  CHECK(economy.exit_code == 0);
  CHECK_THAT(economy.out, Catch::Contains("jet-trooper"));
  // And a list read with both: the cards' Rocket Boots (no built-in card) give the Jet Trooper Jump 3.
  write_file(dir.file("list.txt"), "Mine\n75/800\nSpecial Forces:\n - Jet Trooper (70): Rocket Boots (5) = 75\n");
  const auto listed = run_cli({"list", dir.file("list.txt"), "--roster", dir.file("r.csv"), "--upgrades", dir.file("u.csv"),
                               "--heights", "3", "--face", "sheer", "--format", "csv"});
  INFO(listed.err);
  CHECK(listed.exit_code == 0);
  CHECK(listed.err.empty());  // every name known, and the points agree with these cards
  CHECK_THAT(listed.out, Catch::Contains("jet-trooper (Rocket Boots),sheer,3,white,rule-texts,as is,jump3,1,1,0,0,0"));
  const auto builtin = run_cli({"list", dir.file("list.txt"), "--roster", dir.file("r.csv"), "--heights", "3", "--face", "sheer"});
  CHECK_THAT(builtin.err, Catch::Contains("unknown upgrade 'Rocket Boots'"));  // the built-in list has no such card
  // Misuse: an upgrade list without cards, both sources, a file that is not card data.
  CHECK(run_cli({"roster", "--upgrades-output", dir.file("x.csv")}).exit_code == 2);
  CHECK(run_cli({"roster", "--from-legion-hq", dir.file("cards.json"), "--roster", dir.file("r.csv")}).exit_code == 2);
  write_file(dir.file("bad.json"), "{\"ay\": {\"cardName\": \"S\", \"cardType\": \"unit\"}}");
  const auto bad = run_cli({"roster", "--from-legion-hq", dir.file("bad.json")});
  CHECK(bad.exit_code == 2);
  CHECK_THAT(bad.err, Catch::Contains("--from-legion-hq") && Catch::Contains("card ay (S): a unit needs its stats"));
}

TEST_CASE("roster --from-legion-hq bounds before it reads, and writes only rosters its own reader takes", "[cli][roster][cards]") {
  const ScratchDir dir;
  // Not card data, refused before a byte is read or hashed: a device, a file past the bound (sparse,
  // so the test writes nothing), a missing file: each a usage error, exit 2.
  const auto zero = run_cli({"roster", "--from-legion-hq", "/dev/zero"});
  CHECK(zero.exit_code == 2);
  CHECK_THAT(zero.err, Catch::Contains("not a regular file"));
  {
    std::ofstream big(dir.file("big.json"));
  }
  std::filesystem::resize_file(dir.file("big.json"), std::uintmax_t{1} << 40);  // 1 TiB of holes
  const auto huge = run_cli({"roster", "--from-legion-hq", dir.file("big.json")});
  CHECK(huge.exit_code == 2);
  CHECK_THAT(huge.err, Catch::Contains("1099511627776 bytes or more: at most"));
  const auto missing = run_cli({"roster", "--from-legion-hq", dir.file("none.json")});
  CHECK(missing.exit_code == 2);
  CHECK_THAT(missing.err, Catch::Contains("No such file"));
  // Nesting is bounded: 100 levels of arrays are refused at once, by name.
  write_file(dir.file("deep.json"), std::string(100, '[') + std::string(100, ']'));
  const auto deep = run_cli({"roster", "--from-legion-hq", dir.file("deep.json")});
  CHECK(deep.exit_code == 2);
  CHECK_THAT(deep.err, Catch::Contains("nested more than 64 levels deep"));

  // Cards the roster reader would refuse: a newline and an escape sequence in a name, an unknown
  // faction, a second card with one id. Each is left out with its reason, its name escaped on the
  // terminal; the rest is written, and --roster reads it.
  write_file(dir.file("cards.json"), R"({
    "ay": {"id": "ay", "cardName": "Stormtroopers", "cardType": "unit", "cardSubtype": "trooper", "rank": "corps",
           "faction": "empire", "cost": 42, "keywords": [], "stats": {"minicount": 4, "hp": 1, "defense": "r", "speed": 2}},
    "Za": {"id": "Za", "cardName": "Bad\nName\u001b[31m", "cardType": "unit", "cardSubtype": "trooper", "rank": "corps",
           "faction": "empire", "cost": 40, "keywords": [], "stats": {"minicount": 4, "hp": 1, "defense": "r", "speed": 2}},
    "Zb": {"id": "Zb", "cardName": "Hutt Guards", "cardType": "unit", "cardSubtype": "trooper", "rank": "corps",
           "faction": "hutts", "cost": 40, "keywords": [], "stats": {"minicount": 4, "hp": 1, "defense": "r", "speed": 2}},
    "Zc": {"id": "ay", "cardName": "Snowtroopers", "cardType": "unit", "cardSubtype": "trooper", "rank": "corps",
           "faction": "empire", "cost": 44, "keywords": [], "stats": {"minicount": 4, "hp": 1, "defense": "r", "speed": 2}}
  })");
  // -o NAME.csv without --format writes CSV: the file --roster reads.
  const auto made = run_cli({"roster", "--from-legion-hq", dir.file("cards.json"), "-o", dir.file("r.csv")});
  INFO(made.err);
  REQUIRE(made.exit_code == 0);
  CHECK(made.err.find('\x1b') == std::string::npos);  // no byte of a card steers the terminal
  CHECK_THAT(made.err, Catch::Contains("Bad\\x0aName\\x1b[31m"));
  CHECK_THAT(made.err, Catch::Contains("Hutt Guards") && Catch::Contains("faction"));
  CHECK_THAT(made.err, Catch::Contains("another card has the id 'ay'"));  // one of the two cards of id ay
  const auto rows = csv_rows(read_file(dir.file("r.csv")));
  REQUIRE(rows.size() == 2);
  CHECK(rows[1][15] == "ay");
  const auto read_back = run_cli({"roster", "--roster", dir.file("r.csv"), "--format", "csv"});
  INFO(read_back.err);
  CHECK(read_back.exit_code == 0);
  CHECK(read_back.out == read_file(dir.file("r.csv")));
  // Without -o, or to another name, the table for people; --format still chooses.
  CHECK_THAT(run_cli({"roster"}).out, Catch::StartsWith("name "));
  REQUIRE(run_cli({"roster", "-o", dir.file("r.txt")}).exit_code == 0);
  CHECK_THAT(read_file(dir.file("r.txt")), Catch::StartsWith("name "));
  REQUIRE(run_cli({"roster", "--format", "table", "-o", dir.file("t.csv")}).exit_code == 0);
  CHECK_THAT(read_file(dir.file("t.csv")), Catch::StartsWith("name "));
}
