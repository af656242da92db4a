// The words around a report's results (contract in run_notes.hpp).
#include "climbsim/report/run_notes.hpp"

#include <algorithm>
#include <filesystem>
#include <utility>

#include "climbsim/report/html_parts.hpp"
#include "climbsim/version.hpp"

namespace climbsim {

namespace {

namespace fs = std::filesystem;

// "wounds, economy, map, study and cliff".
std::string covered(const std::vector<std::string>& names) {
  std::string s;
  for (std::size_t i = 0; i < names.size(); ++i) s += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
  return s;
}

}  // namespace

std::string run_heading(const RunFacts& f) {
  return "This run: " + covered(f.names) + (f.list.empty() ? "" : ", and the list " + fs::path(f.list).filename().string());
}

std::string run_title(const RunFacts& f) {
  return "climbsim report: " + covered(f.names) + (f.list.empty() ? "" : " + list " + fs::path(f.list).filename().string()) +
         " (climb and clamber costs, reach, ASL cliffs)";
}

std::string run_footer(const RunFacts& f) {
  std::string footer = "climbsim " + std::string(kVersion);
  if (*kSourceCommit) footer += " (" + std::string(kSourceCommit) + ")";
  footer += "; vector path " + html_escape(f.vector_path) + "; experiments:";
  for (const auto& ini : f.inis) footer += " " + html_escape(ini);
  if (!f.list.empty()) footer += "; list: " + html_escape(f.list);
  if (!f.editions.empty() || !f.rules.empty())
    footer += "; run under --edition " + html_escape(f.editions.empty() ? "(their own)" : f.editions) +
              (f.rules.empty() ? "" : " --rules " + html_escape(f.rules));
  footer += ". What is exact: every figure in the tables and charts above but the study's, computed from the rules' "
            "probabilities (Markov chains). What is sampled: the study's rows are means across its random tables, each "
            "with its 95% Student t interval; the Monte Carlo estimates (with their 95% intervals) sit beside the exact "
            "figures in the CSVs and the charts' tooltips. ";
  footer += !f.kept_in.empty() ? "Every table is kept as CSV in " + html_escape(f.kept_in) +
                                     " (NAME.csv, NAME-summary.csv, NAME-law.csv, NAME.png), each with its provenance in "
                                     "NAME.csv.meta.json."
                               : "No CSV was kept: run the report with --keep DIR to keep every table.";
  return footer + " Rulings: docs/RULINGS.md.";
}

void experiment_order(std::vector<std::string>& inis) {
  const auto rank = [](const std::string& ini) {
    const std::string name = fs::path(ini).stem().string();
    const std::string sub = name.substr(0, name.find('-'));
    const int r = sub == "wounds" ? 0 : sub == "economy" ? 1 : sub == "map" ? 2 : sub == "study" ? 3 : 4;
    return std::pair{r, name};
  };
  std::sort(inis.begin(), inis.end(), [&](const auto& a, const auto& b) { return rank(a) < rank(b); });
}

}  // namespace climbsim
