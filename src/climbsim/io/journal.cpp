#include "climbsim/io/journal.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include "climbsim/random/stream.hpp"

namespace climbsim {

namespace {

std::string check_of(const std::string& payload) {
  char buf[20];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(scenario_key(payload)));
  return buf;
}

std::string header_of(const std::string& key) { return "climbsim journal 1 " + key + "\n"; }

[[noreturn]] void fail(const std::string& path, const std::string& what) {
  throw JournalError(what + " " + path + (errno ? std::string(": ") + std::strerror(errno) : ""));
}

}  // namespace

Journal::Journal(const std::string& path, const std::string& key) : path_(path) {
  errno = 0;
  std::string text;
  bool exists = false;
  // A journal is a regular file (or not there yet): a device such as /dev/zero would be read
  // until memory runs out, and a FIFO cannot be resumed.
  if (struct stat st {}; ::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    errno = 0;
    fail(path, "the journal must be a regular file, and this is not one:");
  }
  {
    std::ifstream in(path, std::ios::binary);
    if (in) {
      exists = true;
      std::ostringstream all;
      all << in.rdbuf();
      text = all.str();
    }
  }
  const std::string header = header_of(key);
  std::size_t good = 0;  // bytes up to the end of the last intact record
  if (exists && !text.empty()) {
    if (text.rfind("climbsim journal 1 ", 0) != 0) {
      errno = 0;
      fail(path, "this is not a climbsim journal (its first line is not 'climbsim journal 1 ...'):");
    }
    if (text.compare(0, header.size(), header) != 0) {
      errno = 0;
      fail(path, "a run with other options wrote this journal (give another file, or that run's options):");
    }
    good = header.size();
    while (good < text.size()) {
      const auto end = text.find('\n', good);
      if (end == std::string::npos) break;
      const std::string line = text.substr(good, end - good);
      const auto tab = line.rfind('\t');
      if (tab == std::string::npos || check_of(line.substr(0, tab)) != line.substr(tab + 1)) break;
      records_.push_back(line.substr(0, tab));
      good = end + 1;
    }
  }
  errno = 0;
  fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0) fail(path, "cannot open the journal");
  if (!exists || text.empty()) {
    if (::ftruncate(fd_, 0) != 0 || ::write(fd_, header.data(), header.size()) != static_cast<ssize_t>(header.size()) || ::fsync(fd_) != 0)
      fail(path, "cannot write the journal");
  } else if (good < text.size()) {
    if (::ftruncate(fd_, static_cast<off_t>(good)) != 0) fail(path, "cannot cut off the torn last record of");
  }
  if (::lseek(fd_, 0, SEEK_END) < 0) fail(path, "cannot seek in the journal");
}

Journal::~Journal() {
  if (fd_ >= 0) ::close(fd_);
}

void Journal::append(const std::string& payload) {
  if (payload.find_first_of("\n\t") != std::string::npos) throw std::invalid_argument("a journal record holds no line break or tab");
  const std::string line = payload + "\t" + check_of(payload) + "\n";
  errno = 0;
  if (::write(fd_, line.data(), line.size()) != static_cast<ssize_t>(line.size()) || ::fsync(fd_) != 0) fail(path_, "cannot append to the journal");
  records_.push_back(payload);
}

}  // namespace climbsim
