#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <map>

#include "run_cli.hpp"

using namespace climbsim::test;

namespace {

// Column name -> field for each data row.
std::vector<std::map<std::string, std::string>> table(const std::string& csv) {
  const auto rows = csv_rows(csv);
  std::vector<std::map<std::string, std::string>> out;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    std::map<std::string, std::string> m;
    for (std::size_t c = 0; c < rows[0].size() && c < rows[i].size(); ++c) m[rows[0][c]] = rows[i][c];
    out.push_back(m);
  }
  return out;
}

const std::vector<std::string> kSmall = {"wounds", "--minis", "4", "--wounds-per-mini", "1", "--heights", "1,2,2.5",
                                         "--methods", "clamber", "--expert-climber", "false", "--ladder", "false",
                                         "--samples", "200000", "--seed", "3", "--quiet"};

}  // namespace

TEST_CASE("climbsim wounds writes the table - figures within 4.5 sigma of exact", "[cli]") {
  const ScratchDir dir;
  auto args = kSmall;
  args.insert(args.end(), {"-o", dir.file("w.csv")});
  const auto r = run_cli(args);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.empty());
  const auto rows = table(read_file(dir.file("w.csv")));
  REQUIRE(rows.size() == 3);
  // Height 1: 4 minis roll one die each, expected 4/6 wounds.
  const auto& h1 = rows[0];
  CHECK(h1.at("legal") == "true");
  CHECK(h1.at("actions") == "1");
  CHECK(std::stod(h1.at("exact_mean_wounds")) == Approx(4.0 / 6));
  const double sd = std::sqrt(4 * (1.0 / 6) * (5.0 / 6) / 200000);
  CHECK(std::abs(std::stod(h1.at("mean_wounds")) - 4.0 / 6) < 4.5 * sd);
  CHECK(std::stod(h1.at("mean_wounds_ci_low")) < std::stod(h1.at("mean_wounds")));
  // Height 2: two dice each, two actions.
  CHECK(rows[1].at("actions") == "2");
  // 8 dice, but a unit of 4 takes at most 4 wounds: E[min(W, 4)] = 8/6 - sum_{k>4} (k - 4) P(W = k).
  double excess = 0;
  for (int k = 5; k <= 8; ++k) {
    double choose = 1;
    for (int i = 0; i < k; ++i) choose = choose * (8 - i) / (i + 1);
    excess += (k - 4) * choose * std::pow(1.0 / 6, k) * std::pow(5.0 / 6, 8 - k);
  }
  CHECK(std::stod(rows[1].at("exact_mean_wounds")) == Approx(8.0 / 6 - excess).epsilon(1e-12));
  // Height 2.5: not a legal clamber, no invented numbers.
  CHECK(rows[2].at("legal") == "false");
  CHECK(rows[2].at("mean_wounds").empty());
  CHECK(rows[2].at("exact_mean_wounds").empty());
}

TEST_CASE("the same seed gives byte-identical CSV on 1 - 2 and 8 threads and on every ISA", "[cli]") {
  std::vector<std::string> base = {"wounds", "--minis", "1-6", "--wounds-per-mini", "1,3", "--heights", "1,2",
                                   "--samples", "300000", "--seed", "11", "--quiet", "--threads"};
  std::string first;
  for (const char* t : {"1", "2", "8"}) {
    auto args = base;
    args.push_back(t);
    const auto r = run_cli(args);
    REQUIRE(r.exit_code == 0);
    if (first.empty()) first = r.out;
    CHECK(r.out == first);
  }
  CHECK(first.size() > 1000);
  // And on every vector instruction set the kernels can use.
  for (const char* isa : {"CLIMBSIM_ISA=portable", "CLIMBSIM_ISA=avx2"}) {
    auto args = base;
    args.push_back("2");
    const auto r = run_cli(args, isa);
    REQUIRE(r.exit_code == 0);
    CHECK(r.out == first);
  }
}

TEST_CASE("option --unit takes minis - wounds and keywords from the roster", "[cli]") {
  const auto r = run_cli({"wounds", "--unit", "wookiee-warriors,at-rt,74-z-speeder-bikes", "--heights", "1", "--methods",
                          "clamber", "--ladder", "false", "--samples", "1000", "-q"});
  REQUIRE(r.exit_code == 0);
  const auto rows = table(r.out);
  REQUIRE(rows.size() == 3);
  CHECK(rows[0].at("unit") == "wookiee-warriors");
  CHECK(rows[0].at("minis") == "3");
  CHECK(rows[0].at("wounds_per_mini") == "3");
  CHECK(rows[0].at("dice_per_mini") == "0");  // Scale clambers as Expert Climber
  CHECK(rows[1].at("legal") == "true");       // Climbing Vehicle
  CHECK(rows[2].at("legal") == "false");      // a speeder cannot clamber
}

TEST_CASE("option --config reads the same options - the command line wins", "[cli]") {
  const ScratchDir dir;
  write_file(dir.file("s.ini"), "# a scenario\n[wounds]\nminis = 5\nwounds-per-mini = 1\nheights = 1\n"
                                "methods = clamber\nexpert-climber = false\nladder = false\nsamples = 1000\nseed = 4\n");
  const auto r = run_cli({"wounds", "--config", dir.file("s.ini"), "--minis", "2", "-q"});
  REQUIRE(r.exit_code == 0);
  const auto rows = table(r.out);
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].at("minis") == "2");
  CHECK(rows[0].at("samples") == "1000");
  CHECK(rows[0].at("seed") == "4");

  write_file(dir.file("bad.ini"), "minis = 5\n  colour = red\n");
  const auto bad = run_cli({"wounds", "--config", dir.file("bad.ini")});
  CHECK(bad.exit_code == 2);
  CHECK_THAT(bad.err, Catch::Contains(dir.file("bad.ini") + ":2:3: unknown option 'colour'"));

  write_file(dir.file("badval.ini"), "minis = 5\nheights = 1,x\n");
  const auto badval = run_cli({"wounds", "--config", dir.file("badval.ini")});
  CHECK(badval.exit_code == 2);
  CHECK_THAT(badval.err, Catch::Contains("badval.ini:2:1: heights '1,x'"));
}

TEST_CASE("bad input: one line naming the option - exit 2 - no file written", "[cli]") {
  const ScratchDir dir;
  const std::string out = dir.file("keep.csv");
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--minis", "1-x"}, "--minis '1-x'"},
      {{"--minis", "0"}, "--minis '0'"},
      {{"--minis", "30"}, "--minis '30'"},
      {{"--wounds-per-mini", "2,,3"}, "--wounds-per-mini"},
      {{"--heights", "-1"}, "--heights '-1'"},
      {{"--heights", "tall"}, "--heights 'tall'"},
      {{"--samples", "0"}, "--samples '0'"},
      {{"--samples", "many"}, "--samples 'many'"},
      {{"--seed", "-3"}, "--seed '-3'"},
      {{"--unit", "ewoks"}, "unknown unit 'ewoks'"},
      {{"--methods", "jump"}, "--methods 'jump'"},
      {{"--expert-climber", "maybe"}, "--expert-climber 'maybe'"},
      {{"--die", "green"}, "--die 'green'"},
      {{"--precision", "0"}, "--precision '0'"},
      {{"--unit", "stormtroopers", "--minis", "3"}, "--minis '3'"},
      {{"--colour", "red"}, "unrecognised option '--colour'"},
      {{"--config", "/nonexistent.ini"}, "--config: /nonexistent.ini: cannot open the config file"},
  };
  for (const auto& [extra, expected] : cases) {
    write_file(out, "precious\n");
    std::vector<std::string> args = {"wounds", "-o", out};
    args.insert(args.end(), extra.begin(), extra.end());
    const auto r = run_cli(args);
    INFO("args: " << extra.front() << " -> " << r.err);
    CHECK(r.exit_code == 2);
    CHECK_THAT(r.err, Catch::Contains(expected));
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK(read_file(out) == "precious\n");
  }
  CHECK(std::distance(std::filesystem::directory_iterator(dir.path), std::filesystem::directory_iterator()) == 1);
}

TEST_CASE("help - version - unknown subcommand and runtime errors", "[cli]") {
  const auto help = run_cli({"wounds", "--help"});
  CHECK(help.exit_code == 0);
  CHECK_THAT(help.out, Catch::Contains("Usage: climbsim wounds") && Catch::Contains("--expert-climber"));
  const auto top = run_cli({"--help"});
  CHECK(top.exit_code == 0);
  CHECK_THAT(top.out, Catch::Contains("wounds"));
  CHECK(run_cli({"--version"}).out.rfind("climbsim ", 0) == 0);
  const auto unknown = run_cli({"fly"});
  CHECK(unknown.exit_code == 2);
  CHECK_THAT(unknown.err, Catch::Contains("unknown subcommand 'fly'"));
  CHECK(run_cli({}).exit_code == 2);
  // A runtime error: the device takes no bytes. The message names the target and the reason.
  const auto cannot = run_cli({"wounds", "--minis", "1", "--samples", "10", "-o", "/dev/full"});
  CHECK(cannot.exit_code == 1);
  CHECK_THAT(cannot.err, Catch::Contains("'/dev/full'") && Catch::Contains("No space left on device"));
}

TEST_CASE("precision mode runs whole chunks until every interval is tight enough", "[cli]") {
  const auto r = run_cli({"wounds", "--minis", "7", "--wounds-per-mini", "1", "--heights", "2", "--methods", "clamber",
                          "--expert-climber", "false", "--ladder", "false", "--precision", "0.002", "-q"});
  REQUIRE(r.exit_code == 0);
  const auto rows = table(r.out);
  REQUIRE(rows.size() == 1);
  const auto samples = std::stoull(rows[0].at("samples"));
  CHECK(samples % 65536 == 0);
  for (const char* f : {"mean_wounds", "p_any_wound", "p_mini_lost", "mean_minis_lost", "p_unit_defeated"}) {
    const double half = (std::stod(rows[0].at(std::string(f) + "_ci_high")) - std::stod(rows[0].at(std::string(f) + "_ci_low"))) / 2;
    CHECK(half <= 0.002);
  }
  const auto both = run_cli({"wounds", "--precision", "0.01", "--samples", "1000"});
  CHECK(both.exit_code == 2);
}
