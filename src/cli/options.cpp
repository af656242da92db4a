#include "cli/options.hpp"

#include <charconv>
#include <fstream>
#include <iostream>

#include "climbsim/io/lists.hpp"

namespace climbsim::cli {

void add_run_options(po::options_description& desc) {
  desc.add_options()
      ("samples", po::value<std::string>()->value_name("N"), "Monte Carlo samples per row (default 1000000)")
      ("precision", po::value<std::string>()->value_name("E"),
       "instead of --samples: run each row until every 95% interval's half-width is at most E")
      ("max-samples", po::value<std::string>()->value_name("N"), "hard cap per row with --precision, in whole chunks of 65536 samples (default 1000000000)")
      ("seed", po::value<std::string>()->value_name("S"), "master seed; same seed, same output on any thread count (default 1)")
      ("threads", po::value<std::string>()->value_name("T"), "worker threads (default: every core)")
      ("output,o", po::value<std::string>()->value_name("FILE"), "write the CSV here, atomically (default: standard output)")
      ("config", po::value<std::string>()->value_name("FILE"), "read these options from an .ini file too (command line wins)")
      ("quiet,q", po::bool_switch(), "no progress display")
      ("help,h", po::bool_switch(), "show this help");
}

namespace {

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return {};
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

void read_config(const std::string& path, const po::options_description& desc, Options& opts) {
  std::ifstream in(path);
  if (!in) throw UsageError("--config '" + path + "': cannot open the file");
  std::string line;
  int line_no = 0;
  while (std::getline(in, line)) {
    ++line_no;
    const std::string t = trim(line);
    if (t.empty() || t[0] == '#' || t[0] == ';' || t[0] == '[') continue;
    const auto col = std::to_string(line.find_first_not_of(" \t") + 1);
    const std::string where = path + ":" + std::to_string(line_no) + ":" + col + ": ";
    const auto eq = t.find('=');
    if (eq == std::string::npos) throw UsageError(where + "expected 'name = value'");
    const std::string name = trim(t.substr(0, eq));
    const std::string value = trim(t.substr(eq + 1));
    if (name == "config" || name == "help" || !desc.find_nothrow(name, false))
      throw UsageError(where + "unknown option '" + name + "'");
    if (opts.values_.count(name) == 0) opts.values_[name] = {value, where + name};
  }
}

}  // namespace

Options parse_options(int argc, const char* const* argv, const po::options_description& desc) {
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(desc).style(po::command_line_style::unix_style).run(), vm);
  } catch (const po::error& e) {
    throw UsageError(e.what());
  }
  Options opts;
  for (const auto& [name, v] : vm) {
    if (v.empty() || v.defaulted()) continue;
    if (const auto* s = boost::any_cast<std::string>(&v.value())) {
      opts.values_[name] = {*s, "--" + name};
    } else if (const auto* b = boost::any_cast<bool>(&v.value()); b && *b) {
      opts.values_[name] = {"true", "--" + name};
    }
  }
  opts.help = opts.flag("help");
  if (!opts.help && opts.has("config")) read_config(opts.values_["config"].text, desc, opts);
  return opts;
}

std::optional<Options> parse_options_or_help(int argc, const char* const* argv, const po::options_description& desc) {
  Options opts = parse_options(argc, argv, desc);
  if (!opts.help) return opts;
  std::cout << desc << '\n';
  return std::nullopt;
}

bool Options::flag(const std::string& name) const {
  const auto it = values_.find(name);
  if (it == values_.end()) return false;
  try {
    const auto v = parse_bool_list(it->second.text);
    if (v.size() == 1) return v[0];
  } catch (const ListError&) {
  }
  throw error(name, "expected true or false");
}

UsageError Options::error(const std::string& name, const std::string& why) const {
  const auto it = values_.find(name);
  if (it == values_.end()) return UsageError("--" + name + ": " + why);
  return UsageError(it->second.origin + " '" + it->second.text + "': " + why);
}

template <class F>
static auto parse_or_fail(const Options& o, const std::string& name, const std::string& fallback, F f) {
  const auto it = o.values_.find(name);
  try {
    return f(it == o.values_.end() ? fallback : it->second.text);
  } catch (const ListError& e) {
    throw o.error(name, e.what());
  }
}

std::string Options::text(const std::string& name, const std::string& fallback) const {
  const auto it = values_.find(name);
  return it == values_.end() ? fallback : it->second.text;
}

std::vector<int> Options::ints(const std::string& name, const std::string& fallback) const {
  return parse_or_fail(*this, name, fallback, [](const std::string& s) { return parse_int_list(s); });
}
std::vector<double> Options::doubles(const std::string& name, const std::string& fallback) const {
  return parse_or_fail(*this, name, fallback, [](const std::string& s) { return parse_double_list(s); });
}
std::vector<bool> Options::bools(const std::string& name, const std::string& fallback) const {
  return parse_or_fail(*this, name, fallback, [](const std::string& s) { return parse_bool_list(s); });
}
std::vector<std::string> Options::words(const std::string& name, const std::string& fallback) const {
  return parse_or_fail(*this, name, fallback, [](const std::string& s) { return parse_word_list(s); });
}

std::uint64_t Options::count(const std::string& name, std::uint64_t fallback) const {
  if (!has(name)) return fallback;
  double v = 0;
  // Accept 1000000 and 1e6 alike, as long as the value is a whole positive number.
  if (!parse_double(text(name, ""), v) || v < 1 || v > 1e15 || v != static_cast<double>(static_cast<std::uint64_t>(v)))
    throw error(name, "expected a whole number of at least 1");
  return static_cast<std::uint64_t>(v);
}

double Options::number(const std::string& name, double fallback) const {
  if (!has(name)) return fallback;
  double v = 0;
  if (!parse_double(text(name, ""), v)) throw error(name, "not a number");
  return v;
}

McOptions mc_options(const Options& opts) {
  McOptions mc;
  mc.samples = opts.count("samples", mc.samples);
  mc.max_samples = opts.count("max-samples", mc.max_samples);
  if (opts.has("seed")) {
    const std::string t = opts.text("seed", "");
    const auto r = std::from_chars(t.data(), t.data() + t.size(), mc.seed);
    if (t.empty() || r.ec != std::errc{} || r.ptr != t.data() + t.size())
      throw opts.error("seed", "expected a whole number from 0 to 18446744073709551615");
  }
  if (opts.has("precision")) {
    mc.precision = opts.number("precision", 0);
    if (!(mc.precision > 0)) throw opts.error("precision", "expected a positive half-width");
    if (opts.has("samples")) throw opts.error("precision", "give --samples or --precision, not both");
  }
  return mc;
}

int thread_count(const Options& opts) {
  if (!opts.has("threads")) return 0;
  const auto v = opts.count("threads", 1);
  if (v > 1024) throw opts.error("threads", "at most 1024");
  return static_cast<int>(v);
}

}  // namespace climbsim::cli

namespace climbsim::cli {

ThreadLimit::ThreadLimit(const Options& opts)
    : control_(tbb::global_control::max_allowed_parallelism,
               thread_count(opts) > 0 ? static_cast<std::size_t>(thread_count(opts))
                                      : tbb::global_control::active_value(tbb::global_control::max_allowed_parallelism)) {}

void add_die_option(po::options_description& desc) {
  desc.add_options()("die", po::value<std::string>()->value_name("DIE"), "white, red or BLOCKS/FACES (default white)");
}

Die die_option(const Options& opts) {
  try {
    return parse_die(opts.text("die", "white"));
  } catch (const std::invalid_argument& e) {
    throw opts.error("die", e.what());
  }
}

}  // namespace climbsim::cli
