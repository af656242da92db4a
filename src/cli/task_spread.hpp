// Tasks spread over the ranks of an MPI run, results gathered on rank 0.
//
// Contract: a TaskSpread made in a process that mpirun started (and built with MPI) joins the MPI
// world for as long as it lives; anywhere else it is a world of one. run(todo, work, done) calls
// work(i) once for every i of `todo`, on whichever rank asks first (dynamic load balance: a rank
// asks for the next task when it finishes one, so slow tasks do not hold up the rest), and calls
// done(i, result) on rank 0 only, on the calling thread, as results arrive (any order). Rank 0
// works too, on a thread of its own, while its calling thread serves the others. A task that
// throws, anywhere, aborts the whole MPI run (MPI_Abort) after printing its message; in a world of
// one the exception propagates. A climbsim built without MPI refuses to run under mpirun with
// more than one process rather than have every process write the same files.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "climbsim/request/option_values.hpp"

namespace climbsim::cli {

class TaskSpread {
 public:
  TaskSpread();
  ~TaskSpread();
  TaskSpread(const TaskSpread&) = delete;
  TaskSpread& operator=(const TaskSpread&) = delete;

  [[nodiscard]] int rank() const noexcept { return rank_; }
  [[nodiscard]] int ranks() const noexcept { return ranks_; }
  [[nodiscard]] bool root() const noexcept { return rank_ == 0; }

  // In a world of more than one: prints "climbsim: WHY" and ends every rank (MPI_Abort); else
  // does nothing, and the caller's error takes its usual way.
  void abort_if_spread(const std::string& why) const;

  void run(const std::vector<std::uint64_t>& todo, const std::function<std::string(std::uint64_t)>& work,
           const std::function<void(std::uint64_t, std::string)>& done);

  // After run(), on rank 0: the tasks each rank did and the seconds it spent in work(), rank by
  // rank (the load balance, for the provenance record and the scale benchmark).
  struct RankLoad {
    std::uint64_t tasks = 0;
    double busy_seconds = 0;
  };
  [[nodiscard]] const std::vector<RankLoad>& loads() const noexcept { return loads_; }

 private:
  int rank_ = 0, ranks_ = 1;
  std::vector<RankLoad> loads_;
};

// After run(), on rank 0: the ranks and each rank's load into the run's record (mpi_ranks,
// tables_per_rank, busy_seconds_per_rank); does nothing when `record` is null.
void record_loads(const TaskSpread& spread, climbsim::OptionRecord* record);

// Whether this process was started by mpirun (Open MPI or a PMI launcher).
bool launched_by_mpirun();

}  // namespace climbsim::cli
