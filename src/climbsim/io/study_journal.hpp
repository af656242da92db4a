// A study's journal: each finished table kept as it lands, so a stopped study goes on from there.
//
// Contract: StudyJournal opens --journal for the plan (io/journal.hpp: one record a line, bound to
// a key), refusing (UsageError naming --journal) a journal that another run's options wrote (the
// key is every option that changes a figure: the tables, the resolution, the die, the objective,
// each unit, each variant's rules, the starts), or a path that is also one of `outputs` (an output
// replaces its file at the end of the run; a folder output may not hold the journal). finished()
// are the tables it already holds (those below the plan's table count); keep() appends one.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "climbsim/io/journal.hpp"
#include "climbsim/request/study_request.hpp"

namespace climbsim {

class StudyJournal {
 public:
  // `outputs`: the options naming files or folders this run writes ("output", "summary", "write-tables").
  StudyJournal(const OptionValues& opts, const StudyPlan& plan, const std::vector<std::string>& outputs);

  [[nodiscard]] const std::map<std::uint64_t, TableMetrics>& finished() const noexcept { return finished_; }
  void keep(const std::string& encoded) { journal_->append(encoded); }

 private:
  std::optional<Journal> journal_;
  std::map<std::uint64_t, TableMetrics> finished_;
};

// The journal's key: a hash of everything in the plan that changes a figure.
std::string study_journal_key(const StudyPlan& plan);

}  // namespace climbsim
