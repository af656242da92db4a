#include "climbsim/request/shared_request.hpp"

#include <algorithm>
#include <charconv>
#include <string>

namespace climbsim {

std::vector<LegionRules> editions_named(const OptionValues& opts) {
  auto editions = parsed_list(opts, "edition", [](const std::string& e) { return legion_edition(e); });
  return editions;
}

std::vector<Die> die_options(const OptionValues& opts, const std::vector<LegionRules>& editions) {
  std::vector<Die> dies;
  std::vector<Die> given;
  if (opts.has("die")) given = parsed_list(opts, "die", [](const std::string& w) { return parse_die(w); });
  else
    for (const auto& e : editions) given.push_back(e.die);
  for (const auto& d : given) {
    // "2in6" and "2/6" are one die: keep the first.
    if (std::none_of(dies.begin(), dies.end(), [&](const Die& x) { return x.name == d.name; })) dies.push_back(d);
  }
  return dies;
}

Detail columns_option(const OptionValues& opts) {
  return parsed_one(opts, "columns", [](const std::string& c) { return parse_detail(c); });
}

McOptions mc_options(const OptionValues& opts) {
  McOptions mc;
  // The seed and sample count are read even when left at their defaults, so the record has them.
  mc.samples = opts.count("samples");
  mc.max_samples = opts.count("max-samples");
  {
    const std::string t = opts.text("seed");
    const auto r = std::from_chars(t.data(), t.data() + t.size(), mc.seed);
    if (t.empty() || r.ec != std::errc{} || r.ptr != t.data() + t.size())
      throw opts.error("seed", "expected a whole number from 0 to 18446744073709551615");
  }
  if (opts.has("precision")) {
    mc.precision = opts.number("precision");
    if (!(mc.precision > 0)) throw opts.error("precision", "expected a positive half-width");
    if (opts.has("samples")) throw opts.error("precision", "give --samples or --precision, not both");
  }
  return mc;
}

}  // namespace climbsim
