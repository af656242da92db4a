// The page's engine entry (src/web/web_api.hpp), natively: `describe` declares what the page's
// forms offer, and every value it offers is one the engine takes; work above the limit is refused
// before any of it, in the page's words.
#include "web/web_api.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <algorithm>
#include <set>
#include <string>

#include "climbsim/request/command_specs.hpp"

using json = nlohmann::json;

namespace {

json ask(const json& request) { return json::parse(climbsim::web::handle_request(request.dump())); }

// A request of `command` small enough to run at once, with `name` set to `value`.
json small(const std::string& command, const std::string& name, const std::string& value) {
  json options;
  if (command == "ask") options = {{"unit", "stormtroopers"}, {"height", "1"}};
  // ask on a mission answers the mission alone: no height.
  if (command == "ask" && (name == "map-card" || name == "side")) options = {{"unit", "stormtroopers"}, {"map-card", "close-the-pocket"}};
  if (command == "economy" || command == "wounds") options = {{"unit", "stormtroopers"}, {"heights", "1"}};
  if (command == "cliff") options = {{"levels", "1"}, {"samples", "100"}};
  options[name] = value;
  json r = {{"command", command}, {"options", options}};
  if (command == "economy" || command == "wounds" || command == "cliff") r["rows"] = {0, 0};  // the header: every option read, no row run
  return r;
}

}  // namespace

TEST_CASE("describe: every command's parameters, and every value offered is one the engine takes", "[web]") {
  const json d = ask({{"command", "describe"}});
  REQUIRE(d.at("ok") == true);
  std::set<std::string> described;
  for (const auto& c : d.at("commands")) described.insert(c.at("name").get<std::string>());
  for (const auto& spec : climbsim::command_specs()) CHECK(described.count(spec.name) == 1);
  int offered = 0;
  for (const auto& c : d.at("commands")) {
    const std::string command = c.at("name");
    if (command != "ask" && command != "economy" && command != "wounds" && command != "cliff") continue;
    for (const auto& p : c.at("parameters"))
      for (const auto& choice : p.at("choices")) {
        const json r = ask(small(command, p.at("name"), choice.at("value")));
        ++offered;
        INFO(command << " --" << p.at("name").get<std::string>() << " " << choice.at("value").get<std::string>() << ": " << r.dump());
        CHECK(r.at("ok") == true);
        CHECK(!choice.at("label").get<std::string>().empty());
      }
  }
  CHECK(offered >= 40);
  // The words a player knows the editions by.
  bool core_named = false;
  for (const auto& c : d.at("commands"))
    for (const auto& p : c.at("parameters"))
      for (const auto& choice : p.at("choices")) core_named = core_named || choice.at("label") == "2023 Core Rulebook (climb only)";
  CHECK(core_named);
}

TEST_CASE("the page's engine refuses work above the limit before any of it, in the page's words", "[web]") {
  const json r = ask({{"command", "cliff"}, {"options", {{"samples", "1e15"}}}, {"rows", {0, 1}}});
  REQUIRE(r.at("ok") == false);
  CHECK_THAT(r.at("error").get<std::string>(), Catch::Contains("estimated at") && Catch::Contains("above the limit of 1e+11") &&
                                                   Catch::Contains("ask for less") && !Catch::Contains("--max-work"));
  // A question from the page (its forms or a link) never raises the limit; it may lower it.
  const json raised = ask({{"command", "cliff"}, {"options", {{"samples", "1e15"}, {"max-work", "1e18"}}}, {"rows", {0, 0}}});
  REQUIRE(raised.at("ok") == false);
  CHECK_THAT(raised.at("error").get<std::string>(), Catch::Contains("keeps the command line's work limit, 1e11"));
  const json lowered = ask({{"command", "cliff"}, {"options", {{"samples", "1e6"}, {"max-work", "1e3"}}}, {"rows", {0, 1}}});
  REQUIRE(lowered.at("ok") == false);
  CHECK_THAT(lowered.at("error").get<std::string>(), Catch::Contains("above the limit of 1e+03"));
}

TEST_CASE("the page's engine runs subcommands through the command line's table of them, and says which", "[web]") {
  const json d = ask({{"command", "describe"}});
  REQUIRE(d.at("ok") == true);
  // Every declaration that runs in memory is in the page; those that read or write files only the
  // command line has (study, report, web, rules) are not, and a request of one is refused in words.
  std::set<std::string> in_page;
  for (const auto& c : d.at("commands"))
    if (c.at("in_page").get<bool>()) in_page.insert(c.at("name").get<std::string>());
  CHECK(in_page == std::set<std::string>{"ask", "list", "economy", "wounds", "map", "cliff", "mission"});
  for (const auto& spec : climbsim::command_specs()) CHECK(in_page.count(spec.name) == (spec.in_memory != nullptr ? 1U : 0U));
  const json study = ask({{"command", "study"}, {"options", {{"tables", "1"}}}});
  REQUIRE(study.at("ok") == false);
  CHECK_THAT(study.at("error").get<std::string>(), Catch::Contains("use the command line"));
  // Dispatched by the declaration: ask with a table answers from its map, as `climbsim ask --terrain` does.
  const json from_map = ask({{"command", "ask"},
                             {"options", {{"unit", "stormtroopers"}, {"terrain", "the table"}, {"start", "6,18"}, {"to", "12,10,1"}, {"actions", "4"}, {"format", "csv"}}},
                             {"supplied", {{"terrain", {{"label", "the table"}, {"text", "kind,x,y,width,depth,height,ladder\nbuilding,10,8,6,6,1,s\n"}}}}}});
  INFO(from_map.dump());
  REQUIRE(from_map.at("ok") == true);
  CHECK_THAT(from_map.at("outputs").at("output").get<std::string>(), Catch::Contains("stormtroopers"));
}

TEST_CASE("the page's engine answers in JSON the page reads: every character a message holds, bytes past ASCII too", "[web]") {
  // A unit named with a quote, a backslash, a tab and a control character: the refusal names it
  // (control characters as the library shows them, \x09), and the answer read back gives it so.
  const std::string odd = "No\"such\\unit\t\x01";
  const json named = ask({{"command", "ask"}, {"options", {{"unit", odd}, {"height", "1"}}}});
  CHECK(named.at("ok") == false);
  INFO(named.dump());
  CHECK(named.at("error").get<std::string>().find("'No\"such\\unit\\x09\\x01'") != std::string::npos);
  // A request holding bytes that are not UTF-8: the refusal quotes them; the answer is still JSON
  // once they are read leniently (the library's serializer threw on them, which then escaped the
  // engine's one entry), with no raw control character in it.
  std::string request = json({{"command", "ask"}, {"options", {{"unit", "stormtroopers"}, {"height", "1"}}}}).dump();
  request.insert(request.find("stormtroopers"), "\xff\xfe");
  std::string answer;
  REQUIRE_NOTHROW(answer = climbsim::web::handle_request(request));
  CHECK(std::none_of(answer.begin(), answer.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; }));
  for (char& c : answer)
    if (static_cast<unsigned char>(c) >= 0x80) c = '?';  // as a lenient reader would replace them
  const json back = json::parse(answer);
  CHECK(back.at("ok") == false);
  CHECK(back.at("error").get<std::string>().find("UTF-8") != std::string::npos);
}

TEST_CASE("a mission made in parts (the page's workers): the parts' rows joined and their sentences are the whole mission's", "[web]") {
  // Three units entering from the band of R27's worked example, POIs at 12" and 18" from the edge;
  // the drawn unit the second, so that its map comes with the middle part.
  const json options = {{"unit", "stormtroopers,scout-troopers,darth-vader"}, {"edition", "core-2025"}, {"territory", "0,0,72,9"},
                        {"poi", "36,12;36,18"}, {"rounds", "2"}, {"resolution", "0.5"}, {"png-unit", "scout-troopers"}, {"format", "csv"}};
  const json whole = ask({{"command", "mission"}, {"options", options}});
  INFO(whole.dump().substr(0, 2000));
  REQUIRE(whole.at("ok") == true);
  CHECK(!whole.contains("rows"));  // asked whole: no parts counted
  const json head = ask({{"command", "mission"}, {"options", options}, {"rows", {0, 0}}});
  REQUIRE(head.at("ok") == true);
  REQUIRE(head.at("rows") == 3);  // a mission's parts are its units
  REQUIRE(head.at("part_work").size() == 3);  // each unit's estimated work, for the page's order
  // A notched speeder casts from every cell it reaches (reach_work_test: its map crosses 10-30x the
  // cells of a round base's at 4 actions): its estimate is the largest, so the page starts it first.
  const json speeder = ask({{"command", "mission"}, {"options", {{"unit", "stormtroopers,74-z-speeder-bikes"}, {"edition", "core-2025"}, {"territory", "0,0,72,9"}}}, {"rows", {0, 0}}});
  REQUIRE(speeder.at("ok") == true);
  CHECK(speeder.at("part_work").at(1).get<double>() > 5 * speeder.at("part_work").at(0).get<double>());
  std::string table, map;
  for (int u = 0; u < 3; ++u) {
    const json part = ask({{"command", "mission"}, {"options", options}, {"rows", {u, u + 1}}});
    REQUIRE(part.at("ok") == true);
    table += part.at("outputs").at("output").get<std::string>();
    map += part.at("outputs").at("map").get<std::string>();
    CHECK(part.at("outputs").at("verdicts") == "");  // a part alone cannot say who is first
    CHECK(part.at("outputs").at("territories") == whole.at("outputs").at("territories"));
    CHECK((part.at("outputs").at("map") != "") == (u == 1));
  }
  CHECK(table == whole.at("outputs").at("output"));
  CHECK(map == whole.at("outputs").at("map"));
  const json verdicts = ask({{"command", "mission-verdicts"}, {"options", options}, {"table", table}});
  REQUIRE(verdicts.at("ok") == true);
  CHECK(verdicts.at("outputs").at("verdicts") == whole.at("outputs").at("verdicts"));
  // R27 by hand: Stormtroopers contest the POI at 12" in round 1 and the one at 18" in round 2.
  CHECK_THAT(verdicts.at("outputs").at("verdicts").get<std::string>(),
             Catch::Contains("POI 1 (36,12): stormtroopers, ") && Catch::Contains("stormtroopers and darth-vader in round 2."));
  // Every unit's rows at once is the whole, sentences and all.
  const json all = ask({{"command", "mission"}, {"options", options}, {"rows", {0, 3}}});
  CHECK(all.at("outputs") == whole.at("outputs"));
}
