#include "climbsim/analysis/distribution.hpp"

#include "climbsim/engine/statistics.hpp"

namespace climbsim {

std::vector<std::string> distribution_columns() {
  return {"quantity", "k",    "p_eq",        "p_eq_ci_low",  "p_eq_ci_high",
          "exact_p_eq", "p_ge", "p_ge_ci_low", "p_ge_ci_high", "exact_p_ge"};
}

void write_distribution_rows(CsvWriter& csv, const std::vector<std::string>& identity, const Distribution& d) {
  const std::size_t cap = d.tally.tail.size();
  const std::uint64_t n = d.tally.n;
  // Counts and probabilities of X >= k, for k = 0..cap+1 (0 past the cap).
  const auto count_ge = [&](std::size_t k) -> std::uint64_t { return k == 0 ? n : k <= cap ? d.tally.tail[k - 1] : 0; };
  const auto exact_ge = [&](std::size_t k) { return k == 0 ? 1.0 : k <= cap ? d.exact_tail[k - 1] : 0.0; };
  const auto row = [&](const char* quantity, std::size_t k, std::uint64_t eq, double exact_eq, std::uint64_t ge, double exact_ge_k) {
    for (const auto& f : identity) csv.field(f);
    csv.field(quantity).field(static_cast<std::int64_t>(k));
    const auto put = [&](std::uint64_t c, double exact) {
      if (n == 0) {
        csv.empty().empty().empty();
      } else {
        const auto ci = proportion_interval(c, n);
        csv.field(static_cast<double>(c) / static_cast<double>(n)).field(ci.low).field(ci.high);
      }
      csv.field(exact);
    };
    put(eq, exact_eq);
    put(ge, exact_ge_k);
    csv.end_row();
  };
  for (std::size_t k = 0; k <= cap; ++k)
    row("wounds", k, count_ge(k) - count_ge(k + 1), exact_ge(k) - exact_ge(k + 1), count_ge(k), exact_ge(k));
  // Minis lost L >= j exactly when X >= falls_at[j - 1] (the unit's wound ladder).
  const std::size_t minis = d.falls_at.size();
  const auto at = [&](std::size_t j) { return j == 0 ? 0 : j <= minis ? static_cast<std::size_t>(d.falls_at[j - 1]) : cap + 1; };
  for (std::size_t j = 0; j <= minis; ++j)
    row("minis_lost", j, count_ge(at(j)) - count_ge(at(j + 1)), exact_ge(at(j)) - exact_ge(at(j + 1)), count_ge(at(j)),
        exact_ge(at(j)));
}

}  // namespace climbsim
