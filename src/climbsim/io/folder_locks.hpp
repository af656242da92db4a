// Exclusive locks on the folders a run renames its outputs into, held while it renames.
//
// Contract: FolderLocks(folders) opens and flock()s each folder, once a folder as known by its device
// and inode (two spellings of one folder, "out" and "/abs/out", "sub/..", a symlinked folder, are
// one lock: locking it under each name would wait on itself for ever), in (device, inode) order,
// the same for every run whatever names it was given, so two runs never wait on each other. A
// folder that cannot be opened or locked is left unlocked. The locks go when the object does.
#pragma once

#include <string>
#include <vector>

namespace climbsim {

class FolderLocks {
 public:
  explicit FolderLocks(const std::vector<std::string>& folders);
  ~FolderLocks();
  FolderLocks(const FolderLocks&) = delete;
  FolderLocks& operator=(const FolderLocks&) = delete;

 private:
  std::vector<int> fds_;
};

}  // namespace climbsim
