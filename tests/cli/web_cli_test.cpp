// climbsim web: the page as one self-contained index.html, with the engine it is given; the report
// is the same page with its run's results as the first tab.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "run_cli.hpp"

using namespace climbsim::test;
namespace fs = std::filesystem;

namespace {

// A stand-in for climbsim-engine.js: the page only carries it, so any script defining the factory
// is enough to check how it is carried (tests/web/engine_test.js runs the real one).
constexpr const char* kEngine = "var createClimbsimEngine = function () { return 'stand-in engine 4711'; };\n";

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("climbsim web writes one self-contained page that carries the engine it is given", "[cli][web]") {
  const ScratchDir dir;
  write_file(dir.file("engine.js"), kEngine);
  const auto r = run_cli({"web", "--engine", dir.file("engine.js"), "-o", dir.file("site")});
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const std::string page = read_file(dir.file("site/index.html"));
  // The engine sits inside its script block, once; every marker of the template is filled.
  const auto engine_at = page.find("<script type=\"text/plain\" id=\"engine-source\">");
  REQUIRE(engine_at != std::string::npos);
  CHECK(page.find("stand-in engine 4711") > engine_at);
  CHECK(count(page, "stand-in engine 4711") == 1);
  for (const char* marker : {"/*STYLE*/", "/*APP*/", "/*WORKER*/", "/*TERRAIN*/", "/*ENGINE*/", "/*VERSION*/", "/*RUN*/"}) {
    INFO(marker);
    CHECK(page.find(marker) == std::string::npos);
  }
  // The app, the worker, the style and the example table are in; nothing is fetched.
  CHECK(page.find("function runAsk()") != std::string::npos);
  CHECK(page.find("createClimbsimEngine();") != std::string::npos);
  CHECK(page.find("<meta name=\"viewport\"") != std::string::npos);
  CHECK(page.find("building,14,10,8,6,1,") != std::string::npos);
  CHECK(page.find("src=\"http") == std::string::npos);
  CHECK(page.find("href=\"http") == std::string::npos);
  // No run: its tab is empty and hidden.
  CHECK(page.find("<section id=\"tab-run\" class=\"tab run\" hidden>\n\n</section>") != std::string::npos);
}

TEST_CASE("climbsim web refuses what would not make a working page, with exit 2 and no file", "[cli][web]") {
  const ScratchDir dir;
  write_file(dir.file("not-engine.js"), "console.log('hello');\n");
  write_file(dir.file("breaks.js"), std::string(kEngine) + "var s = '</script><script>alert(1)';\n");
  const auto no_output = run_cli({"web", "--engine", dir.file("not-engine.js")});
  CHECK(no_output.exit_code == 2);
  CHECK(no_output.err.find("-o DIR is required") != std::string::npos);
  const auto wrong = run_cli({"web", "--engine", dir.file("not-engine.js"), "-o", dir.file("a")});
  CHECK(wrong.exit_code == 2);
  CHECK(wrong.err.find("not climbsim's page engine") != std::string::npos);
  CHECK(!fs::exists(dir.file("a/index.html")));
  const auto missing = run_cli({"web", "--engine", dir.file("nothing.js"), "-o", dir.file("b")});
  CHECK(missing.exit_code == 2);
  CHECK(missing.err.find("--engine") != std::string::npos);
  CHECK(!fs::exists(dir.file("b/index.html")));
  const auto breaks = run_cli({"web", "--engine", dir.file("breaks.js"), "-o", dir.file("c")});
  CHECK(breaks.exit_code != 0);
  CHECK(breaks.err.find("</script") != std::string::npos);
  CHECK(!fs::exists(dir.file("c/index.html")));
  // Any case, and the comment opener that makes HTML swallow the rest of the page.
  for (const std::string breaking : {"</SCRIPT>", "<!--<script", "<Script "}) {
    write_file(dir.file("breaks2.js"), std::string(kEngine) + "var s = '" + breaking + "';\n");
    const auto r = run_cli({"web", "--engine", dir.file("breaks2.js"), "-o", dir.file("c2")});
    CHECK(r.exit_code != 0);
    CHECK_THAT(r.err, Catch::Contains(breaking.substr(0, 4)) && Catch::Contains("cannot sit inside a script block"));
    CHECK(!fs::exists(dir.file("c2/index.html")));
  }
  // No engine anywhere: it says how to build one.
  const auto none = run_cli({"web", "-o", dir.file("d")}, "CLIMBSIM_ENGINE=" + dir.file("nothing.js"));
  CHECK(none.exit_code == 2);
  CHECK(!fs::exists(dir.file("d/index.html")));
  // Refused before the engine is read (a missing engine would say so first): `-o -` (no folder
  // named - is made), a file, and a folder whose index.html is a folder.
  const bool dash_before = fs::exists("-");  // in the test's working folder, where -o - would make it
  const auto dash = run_cli({"web", "--engine", dir.file("nothing.js"), "-o", "-"});
  CHECK(dash.exit_code == 2);
  CHECK(dash.err.find("give a folder, not - (standard output)") != std::string::npos);
  CHECK(fs::exists("-") == dash_before);
  write_file(dir.file("plain"), "x\n");
  const auto file = run_cli({"web", "--engine", dir.file("nothing.js"), "-o", dir.file("plain")});
  CHECK(file.exit_code == 2);
  CHECK(file.err.find("--output") != std::string::npos);
  fs::create_directories(dir.file("s/index.html"));
  const auto taken = run_cli({"web", "--engine", dir.file("nothing.js"), "-o", dir.file("s")});
  CHECK(taken.exit_code == 2);
  CHECK(taken.err.find("its index.html is a folder") != std::string::npos);
}

TEST_CASE("the report is the page: its run's results first, the calculator beside them, and notes that are true", "[cli][web][report]") {
  const ScratchDir dir;
  write_file(dir.file("engine.js"), kEngine);
  const std::string experiments = std::string(CLIMBSIM_SOURCE_DIR) + "/tests/report/experiments";
  const std::string list = std::string(CLIMBSIM_SOURCE_DIR) + "/experiments/lists/example.txt";
  const auto with = run_cli({"report", "--experiments", experiments, "--list", list, "--engine", dir.file("engine.js"), "-q",
                             "--keep", dir.path, "-o", dir.file("kept.html")});
  INFO(with.err);
  REQUIRE(with.exit_code == 0);
  const std::string page = read_file(dir.file("kept.html"));
  CHECK(page.find("stand-in engine 4711") != std::string::npos);
  CHECK(page.find("<div id=\"run\">") > page.find("<section id=\"tab-run\""));
  // A title that says what the run is, not a generic one.
  CHECK(page.find("<title>climbsim report: wounds-roster, economy, map, study, study-roster and cliff + list example.txt") != std::string::npos);
  // Where the CSVs are, as they are: kept here, each named.
  CHECK(page.find("Every table is kept as CSV in " + dir.path) != std::string::npos);
  CHECK(page.find("No CSV was kept") == std::string::npos);
  // What is exact and what is sampled, said of the study.
  CHECK(page.find("Every figure shown is exact") == std::string::npos);
  CHECK(page.find("the study's rows are means across its random tables") != std::string::npos);
  // The run's figures travel as views the page draws (src/web/page/app/run.js; what a reader sees of
  // them is checked in headless Chromium by tests/report/report_page_check.js): the list's table with
  // the chance to lose a mini, the law of the roster experiment at its top height, and two sets of
  // plan charts (the list's units and the economy's), up ledges of height 3.
  const auto views_at = page.find("<script type=\"application/json\" id=\"run-views\">");
  REQUIRE(views_at != std::string::npos);
  const std::string views = page.substr(views_at);
  CHECK(views.find(R"(["p_lose_one","chance to lose a mini",true])") != std::string::npos);
  CHECK(count(views, R"("kind":"law")") == 1);
  CHECK(count(views, R"("face":"ledges","height":"3","kind":"plans")") == 2);
  CHECK(views.find('<', 1) == views.find("</script>"));  // no '<' in the data: nothing in it can end the block
  CHECK(count(page, "<div class=\"run-view\" data-view=\"") >= 8);
  const auto without = run_cli({"report", "--experiments", experiments, "--engine", dir.file("engine.js"), "-q", "-o", dir.file("bare.html")});
  REQUIRE(without.exit_code == 0);
  const std::string bare = read_file(dir.file("bare.html"));
  CHECK(bare.find("No CSV was kept: run the report with --keep DIR") != std::string::npos);
  CHECK(bare.find("Every table is kept") == std::string::npos);
}
