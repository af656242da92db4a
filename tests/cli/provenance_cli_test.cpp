// Provenance: every output file gets FILE.meta.json, and --print-config reproduces a run's CSV.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cctype>
#include <string>

#include "climbsim/io/sha256.hpp"
#include "run_cli.hpp"

using namespace climbsim::test;

namespace {

// A strict JSON reader that only says whether the text is one JSON value (RFC 8259), and collects
// the keys of the top-level object: enough to check the sidecar without a JSON library.
struct Json {
  explicit Json(const std::string& text) : s(text) {}
  const std::string& s;
  std::size_t i = 0;
  std::vector<std::string> top_keys;
  int depth = 0;
  void ws() {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\n' || s[i] == '\r' || s[i] == '\t')) ++i;
  }
  bool lit(const char* w) {
    const std::string t(w);
    if (s.compare(i, t.size(), t) != 0) return false;
    i += t.size();
    return true;
  }
  bool str(std::string* out = nullptr) {
    if (i >= s.size() || s[i] != '"') return false;
    for (++i; i < s.size() && s[i] != '"'; ++i) {
      if (static_cast<unsigned char>(s[i]) < 0x20) return false;
      if (s[i] == '\\') ++i;
      else if (out) out->push_back(s[i]);
    }
    return i++ < s.size();
  }
  bool value() {
    ws();
    if (i >= s.size()) return false;
    const char c = s[i];
    if (c == '"') return str();
    if (c == '{' || c == '[') {
      ++i;
      ++depth;
      ws();
      const char close = c == '{' ? '}' : ']';
      if (i < s.size() && s[i] == close) return ++i, --depth, true;
      while (true) {
        if (c == '{') {
          ws();
          std::string key;
          if (!str(&key)) return false;
          if (depth == 1) top_keys.push_back(key);
          ws();
          if (i >= s.size() || s[i++] != ':') return false;
        }
        if (!value()) return false;
        ws();
        if (i < s.size() && s[i] == ',') { ++i; continue; }
        if (i < s.size() && s[i] == close) return ++i, --depth, true;
        return false;
      }
    }
    if (lit("true") || lit("false") || lit("null")) return true;
    const std::size_t start = i;
    while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || s[i] == '-' || s[i] == '.' || s[i] == 'e')) ++i;
    return i > start;
  }
  bool whole() {
    const bool ok = value();
    ws();
    return ok && i == s.size();
  }
};

}  // namespace

TEST_CASE("every output file gets a sidecar that parses and says where it came from", "[cli][provenance]") {
  // The reader below must be able to say no.
  for (const std::string bad : {"{\"a\": }", "{\"a\": 1,}", "[1 2]", "{\"a\" 1}", "\"open", "{} {}"}) {
    Json j(bad);
    CHECK_FALSE(j.whole());
  }
  const ScratchDir dir;
  write_file(dir.file("roster.csv"),
             "name,minis,wounds_per_mini,speed,kind,base_mm,mini_height,keywords,source\n"
             "testers,3,1,2,trooper,27,0.2,,made up for a test\n");
  const auto r = run_cli({"economy", "--unit", "testers", "--roster", dir.file("roster.csv"), "--heights", "1",
                          "--samples", "1000", "--threads", "1", "-q", "-o", dir.file("e.csv"), "--summary", dir.file("s.csv")});
  REQUIRE(r.exit_code == 0);
  for (const char* f : {"e.csv.meta.json", "s.csv.meta.json"}) {
    const std::string text = read_file(dir.file(f));
    Json j(text);
    INFO(f << ":\n" << text);
    REQUIRE(j.whole());
    for (const char* key : {"output", "climbsim_version", "source_commit", "command_line", "options", "inputs",
                            "rules_edition", "vector_path", "threads", "start_time", "end_time"})
      CHECK(std::find(j.top_keys.begin(), j.top_keys.end(), key) != j.top_keys.end());
    CHECK_THAT(text, Catch::Contains("\"sha256\": \"" + climbsim::sha256_file(dir.file("roster.csv")) + "\""));
    CHECK_THAT(text, Catch::Contains("\"heights\": \"1\"") && Catch::Contains("\"faces\": \"sheer,ledges,ladder\""));
    CHECK_THAT(text, Catch::Contains("\"threads\": \"1\""));
  }
  // Standard output has no file to sit beside, and gets no sidecar.
  const auto out = run_cli({"roster"});
  CHECK(out.exit_code == 0);
}

TEST_CASE("the .ini from print-config reproduces the run byte for byte", "[cli][provenance]") {
  const ScratchDir dir;
  const std::string terrain = std::string(CLIMBSIM_SOURCE_DIR) + "/tests/regression/terrain.csv";
  const std::vector<std::vector<std::string>> runs = {
      {"wounds", "--unit", "stormtroopers,wookiee-warriors", "--heights", "1,2", "--samples", "2000", "--seed", "7"},
      {"economy", "--minis", "5", "--heights", "2", "--faces", "ledges", "--samples", "2000", "--die", "red"},
      {"cliff", "--levels", "2", "--drm=0,1", "--within", "1-3", "--samples", "2000"},
      {"map", "--terrain", terrain, "--table", "18,12", "--start", "3,3", "--actions", "3", "--resolution", "0.5"},
  };
  for (const auto& args : runs) {
    INFO(args.front());
    auto first = args;
    first.insert(first.end(), {"-q", "-o", dir.file("first.csv")});
    REQUIRE(run_cli(first).exit_code == 0);
    auto print = args;
    print.push_back("--print-config");
    const auto printed = run_cli(print);
    REQUIRE(printed.exit_code == 0);
    write_file(dir.file("again.ini"), printed.out);
    const auto again = run_cli({args.front(), "--config", dir.file("again.ini"), "-q", "-o", dir.file("again.csv")});
    INFO(printed.out << again.err);
    REQUIRE(again.exit_code == 0);
    CHECK(read_file(dir.file("again.csv")) == read_file(dir.file("first.csv")));
  }
}
