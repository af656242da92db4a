// Tasks over MPI ranks (contract in task_spread.hpp).
//
// Protocol: a worker rank sends READY, then gets TASK i or STOP; after each task it sends RESULT
// ("i payload") and gets the next TASK or STOP. Rank 0's calling thread is the only one that calls
// MPI (MPI_THREAD_FUNNELED); its own work thread takes tasks from the same counter and hands its
// results over through a queue.
#include "cli/task_spread.hpp"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <utility>

#ifdef CLIMBSIM_HAVE_MPI
#include <mpi.h>
#endif

namespace climbsim::cli {

bool launched_by_mpirun() {
  return std::getenv("OMPI_COMM_WORLD_SIZE") || std::getenv("PMI_SIZE") || std::getenv("PMIX_RANK");
}

#ifndef CLIMBSIM_HAVE_MPI

namespace {

int world_size_from_environment() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"})
    if (const char* v = std::getenv(name)) return std::atoi(v);
  return 1;
}

}  // namespace

TaskSpread::TaskSpread() {
  if (launched_by_mpirun() && world_size_from_environment() > 1)
    throw std::runtime_error("this climbsim was built without MPI (install libopenmpi-dev and build again); run it without mpirun");
}
TaskSpread::~TaskSpread() = default;
void TaskSpread::abort_if_spread(const std::string&) const {}

#else

namespace {

enum Tag : int { kReady = 1, kTask = 2, kStop = 3, kResult = 4 };

[[noreturn]] void abort_run(const std::string& why) {
  std::cerr << "climbsim: " << why << "; stopping every rank\n" << std::flush;
  MPI_Abort(MPI_COMM_WORLD, 1);
  std::abort();
}

// The process's one MPI session: initialised by the first TaskSpread, finalised at exit, so that
// several commands in one process (the report) can each make a TaskSpread.
struct World {
  int rank = 0, ranks = 1;
  World() {
    int provided = 0;
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  }
  ~World() {
    int done = 0;
    MPI_Finalized(&done);
    if (!done) MPI_Finalize();
  }
  World(const World&) = delete;
  World& operator=(const World&) = delete;
};

}  // namespace

TaskSpread::TaskSpread() {
  if (!launched_by_mpirun()) return;
  static const World world;
  rank_ = world.rank;
  ranks_ = world.ranks;
}

void TaskSpread::abort_if_spread(const std::string& why) const {
  if (ranks_ > 1) abort_run(why);
}

TaskSpread::~TaskSpread() = default;

#endif

void TaskSpread::run(const std::vector<std::uint64_t>& todo, const std::function<std::string(std::uint64_t)>& work,
                     const std::function<void(std::uint64_t, std::string)>& done) {
  loads_.assign(static_cast<std::size_t>(ranks_), RankLoad{});
  const auto timed = [&](std::uint64_t i, RankLoad& load) {
    const auto start = std::chrono::steady_clock::now();
    auto result = work(i);
    load.busy_seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    ++load.tasks;
    return result;
  };
  if (ranks_ == 1) {
    for (const auto i : todo) done(i, timed(i, loads_[0]));
    return;
  }
#ifdef CLIMBSIM_HAVE_MPI
  if (!root()) {
    MPI_Send(nullptr, 0, MPI_CHAR, 0, kReady, MPI_COMM_WORLD);
    for (;;) {
      unsigned long long i = 0;
      MPI_Status status;
      MPI_Recv(&i, 1, MPI_UNSIGNED_LONG_LONG, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &status);
      if (status.MPI_TAG == kStop) return;
      std::string message;
      try {
        RankLoad load;
        auto result = timed(i, load);
        char seconds[32];
        std::snprintf(seconds, sizeof seconds, "%a", load.busy_seconds);
        message = std::to_string(i) + " " + seconds + " " + result;
      } catch (const std::exception& e) {
        abort_run("rank " + std::to_string(rank_) + ", task " + std::to_string(i) + ": " + e.what());
      }
      MPI_Send(message.data(), static_cast<int>(message.size()), MPI_CHAR, 0, kResult, MPI_COMM_WORLD);
    }
  }
  // Rank 0: a work thread of its own, and this thread serving the others.
  std::atomic<std::size_t> next{0};
  std::mutex mutex;
  std::vector<std::pair<std::uint64_t, std::string>> local;
  std::exception_ptr local_error;
  std::atomic<bool> local_done{false};
  std::thread worker([&] {
    try {
      for (std::size_t k; (k = next.fetch_add(1)) < todo.size();) {
        auto r = timed(todo[k], loads_[0]);
        const std::lock_guard<std::mutex> lock(mutex);
        local.emplace_back(todo[k], std::move(r));
      }
    } catch (...) {
      const std::lock_guard<std::mutex> lock(mutex);
      local_error = std::current_exception();
    }
    local_done = true;
  });
  std::size_t finished = 0;
  int stopped = 0;
  try {
    while (finished < todo.size() || stopped < ranks_ - 1 || !local_done) {
      std::vector<std::pair<std::uint64_t, std::string>> mine;
      {
        const std::lock_guard<std::mutex> lock(mutex);
        if (local_error) std::rethrow_exception(local_error);
        mine.swap(local);
      }
      for (auto& [i, r] : mine) done(i, std::move(r)), ++finished;
      int flag = 0;
      MPI_Status status;
      MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &status);
      if (!flag) {
        std::this_thread::sleep_for(std::chrono::microseconds(200));
        continue;
      }
      int bytes = 0;
      MPI_Get_count(&status, MPI_CHAR, &bytes);
      std::string message(static_cast<std::size_t>(bytes), '\0');
      MPI_Recv(message.data(), bytes, MPI_CHAR, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      if (status.MPI_TAG == kResult) {
        const auto space = message.find(' '), space2 = message.find(' ', space + 1);
        auto& load = loads_[static_cast<std::size_t>(status.MPI_SOURCE)];
        ++load.tasks;
        load.busy_seconds += std::strtod(message.c_str() + space + 1, nullptr);
        done(std::stoull(message.substr(0, space)), message.substr(space2 + 1));
        ++finished;
      }
      const std::size_t k = next.fetch_add(1);
      if (k < todo.size()) {
        unsigned long long i = todo[k];
        MPI_Send(&i, 1, MPI_UNSIGNED_LONG_LONG, status.MPI_SOURCE, kTask, MPI_COMM_WORLD);
      } else {
        unsigned long long none = 0;
        MPI_Send(&none, 1, MPI_UNSIGNED_LONG_LONG, status.MPI_SOURCE, kStop, MPI_COMM_WORLD);
        ++stopped;
      }
    }
  } catch (const std::exception& e) {
    abort_run(std::string("rank 0: ") + e.what());
  }
  worker.join();
#else
  (void)work;
  (void)done;
#endif
}

void record_loads(const TaskSpread& spread, climbsim::OptionRecord* record) {
  if (!record) return;
  std::string tasks, busy;
  for (const auto& load : spread.loads()) {
    tasks += (tasks.empty() ? "" : ",") + std::to_string(load.tasks);
    char b[32];
    std::snprintf(b, sizeof b, "%.3f", load.busy_seconds);
    busy += (busy.empty() ? "" : ",") + std::string(b);
  }
  record->fact("mpi_ranks", std::to_string(spread.ranks()));
  record->fact("tables_per_rank", tasks);
  record->fact("busy_seconds_per_rank", busy);
}

}  // namespace climbsim::cli
