// Folder locks for a commit (contract in folder_locks.hpp).
#include "climbsim/io/folder_locks.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <utility>

namespace climbsim {

FolderLocks::FolderLocks(const std::vector<std::string>& folders) {
  struct Opened {
    dev_t dev;
    ino_t ino;
    int fd;
  };
  std::vector<Opened> opened;
  for (const auto& f : folders) {
    const int fd = ::open(f.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);  // NOLINT(cppcoreguidelines-pro-type-vararg)
    if (fd < 0) continue;
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
      ::close(fd);
      continue;
    }
    opened.push_back({st.st_dev, st.st_ino, fd});
  }
  const auto key = [](const Opened& o) { return std::make_pair(o.dev, o.ino); };
  std::sort(opened.begin(), opened.end(), [&](const Opened& a, const Opened& b) { return key(a) < key(b); });
  for (std::size_t i = 0; i < opened.size(); ++i) {
    if (i > 0 && key(opened[i]) == key(opened[i - 1])) {  // the same folder under another name
      ::close(opened[i].fd);
      continue;
    }
    int r = 0;
    do r = ::flock(opened[i].fd, LOCK_EX);
    while (r != 0 && errno == EINTR);
    if (r == 0) fds_.push_back(opened[i].fd);
    else ::close(opened[i].fd);
  }
}

FolderLocks::~FolderLocks() {
  for (const int fd : fds_) ::close(fd);  // closing releases the lock
}

}  // namespace climbsim
