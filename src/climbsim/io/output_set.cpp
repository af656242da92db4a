#include "climbsim/io/output_set.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstring>
#include <sstream>
#include <filesystem>
#include <iostream>
#include <streambuf>
#include <utility>

#include "climbsim/io/folder_locks.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim {

namespace fs = std::filesystem;

namespace {

// A stream buffer over a file descriptor that keeps the first error's errno, so that a failed
// write can say why ("No space left on device") and name the target rather than the temporary.
class FdBuf : public std::streambuf {
 public:
  explicit FdBuf(int fd) : fd_(fd), buffer_(1 << 16) { setp(buffer_.data(), buffer_.data() + buffer_.size()); }
  [[nodiscard]] int error() const noexcept { return error_; }

 protected:
  int_type overflow(int_type ch) override {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(ch, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(ch);
      pbump(1);
    }
    return traits_type::not_eof(ch);
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  bool drain() {
    const char* p = pbase();
    while (p < pptr()) {
      const ssize_t n = ::write(fd_, p, static_cast<std::size_t>(pptr() - p));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        if (error_ == 0) error_ = n < 0 ? errno : EIO;
        return false;
      }
      p += n;
    }
    setp(buffer_.data(), buffer_.data() + buffer_.size());
    return true;
  }
  int fd_;
  int error_ = 0;
  std::vector<char> buffer_;
};

std::string quoted(const std::string& path) { return quote_value(path); }

std::string reason(int err) { return err ? std::strerror(err) : "write failed"; }

// Follows a chain of symlinks to the name that is finally opened; `through_proc` says whether the
// chain passed through /proc or /dev/fd (as /dev/stdout does), where the name stands for an open
// descriptor that must be written, not replaced.
fs::path follow_links(const fs::path& start, bool& through_proc) {
  fs::path p = start;
  for (int hops = 0; hops < 40; ++hops) {
    const std::string s = p.string();
    if (s.rfind("/proc/", 0) == 0 || s.rfind("/dev/fd/", 0) == 0) through_proc = true;
    struct stat st {};
    if (::lstat(p.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return p;
    std::error_code ec;
    const fs::path target = fs::read_symlink(p, ec);
    if (ec) return p;
    p = target.is_absolute() ? target : (p.parent_path() / target);
    p = p.lexically_normal();
  }
  throw OutputError("too many levels of symbolic links");
}

}  // namespace

struct OutputSet::Target {
  std::string label, path;
  fs::path final_path;  // the name that is replaced: symlinks followed
  bool to_stdout = false;
  bool straight = false;  // written through: a device, a FIFO, a socket, /dev/stdout
  bool exists = false;
  struct stat st {};
  std::string temporary;
  int fd = -1;
  std::unique_ptr<FdBuf> buf;
  std::unique_ptr<std::ostream> os;
  std::ostream* out = nullptr;
  const Target* mode_of = nullptr;  // a companion (a sidecar) takes this target's mode and owner
  std::unique_ptr<std::ostringstream> memory;  // a capturing set's bytes

  [[nodiscard]] std::string name() const { return label + " " + quoted(path); }
};

OutputSet::OutputSet() {
  const mode_t mask = ::umask(0);
  ::umask(mask);
  new_file_mode_ = static_cast<mode_t>(0666 & ~mask);
}

OutputSet::OutputSet(Capture) : OutputSet() { capture_ = true; }

OutputSet::~OutputSet() { discard(); }

std::string OutputSet::captured(const std::string& path) const {
  for (const auto& t : targets_)
    if (t->path == path && t->memory) return t->memory->str();
  return {};
}

bool OutputSet::has(const std::string& label) const {
  for (const auto& t : targets_)
    if (t->label == label) return true;
  return false;
}

bool OutputSet::is_staged_file(const std::string& label) const {
  for (const auto& t : targets_)
    if (t->label == label) return !t->straight;
  return false;
}

OutputSet::Target& OutputSet::find(const std::string& label) {
  for (auto& t : targets_)
    if (t->label == label) return *t;
  throw std::logic_error("OutputSet: no target " + label);
}

void OutputSet::add_companion(const std::string& label, const std::string& path, const std::string& of) {
  const Target& main = find(of);
  add(label, path);
  find(label).mode_of = &main;
}

void OutputSet::add_input(const std::string& label, const std::string& path) {
  if (capture_ || path.empty() || path == "-") return;
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0 || S_ISDIR(st.st_mode)) return;
  for (const auto& i : inputs_)
    if (i.label == label && i.dev == st.st_dev && i.ino == st.st_ino) return;  // recorded already
  for (const auto& t : targets_)
    if (t->exists && t->st.st_dev == st.st_dev && t->st.st_ino == st.st_ino)
      throw OutputError(t->name() + ": the same file as the input " + label + " " + quoted(path) +
                        "; an output never replaces a file its run reads: give it another name");
  inputs_.push_back({label, path, st.st_dev, st.st_ino});
}

void OutputSet::add(const std::string& label, const std::string& path) {
  if (has(label)) throw std::logic_error("OutputSet: " + label + " added twice");
  auto t = std::make_unique<Target>();
  t->label = label;
  t->path = path.empty() ? "-" : path;
  if (capture_) {  // nothing to check on the file system: nothing is written there
    t->memory = std::make_unique<std::ostringstream>();
    t->out = t->memory.get();
    targets_.push_back(std::move(t));
    return;
  }
  if (t->path == "-") {
    t->to_stdout = true;
    t->straight = true;
    t->exists = ::fstat(STDOUT_FILENO, &t->st) == 0;
  } else {
    bool through_proc = false;
    t->final_path = follow_links(fs::path(t->path), through_proc);
    if (::stat(t->path.c_str(), &t->st) == 0) {  // stat follows every link, /proc's magic ones too
      t->exists = true;
      if (S_ISDIR(t->st.st_mode)) throw OutputError(t->name() + ": is a directory");
      // /dev/stdout and its kin name an open descriptor: written through under the name given.
      t->straight = through_proc || !S_ISREG(t->st.st_mode);
      if (t->straight) t->final_path = t->path;
      if (::access(t->path.c_str(), W_OK) != 0)
        throw OutputError(t->name() + ": cannot write to it: " + std::strerror(errno));
    } else if (errno != ENOENT) {
      throw OutputError(t->name() + ": " + std::strerror(errno));
    } else if (through_proc) {
      throw OutputError(t->name() + ": names a descriptor that is not open");
    }
    if (!t->straight) {
      fs::path folder = t->final_path.parent_path();
      if (folder.empty()) folder = ".";
      struct stat dir {};
      if (::stat(folder.c_str(), &dir) != 0 || !S_ISDIR(dir.st_mode))
        throw OutputError(t->name() + ": the folder " + quoted(folder.string()) + " does not exist");
      if (::access(folder.c_str(), W_OK | X_OK) != 0)
        throw OutputError(t->name() + ": cannot create files in " + quoted(folder.string()) + ": " + std::strerror(errno));
    }
  }
  // An output over one of the run's inputs would destroy what the run was asked about.
  for (const auto& i : inputs_)
    if (t->exists && t->st.st_dev == i.dev && t->st.st_ino == i.ino)
      throw OutputError(t->name() + ": the same file as the input " + i.label + " " + quoted(i.path) +
                        "; an output never replaces a file its run reads: give it another name");
  // The same file twice would leave one output overwritten by the other. Two names seen as one file
  // are looked at again, both at once: another run committing into the folder between the two
  // first looks can free one name's file and give its inode number to a new file under the other
  // name (runs sharing an output set, `tests/cli/output_cli_test.cpp`), which is no reason to refuse.
  const auto one_file_now = [](const Target& a, const Target& b) {
    struct stat sa {}, sb {};
    return ::stat(a.path.c_str(), &sa) == 0 && ::stat(b.path.c_str(), &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
  };
  for (const auto& o : targets_) {
    const bool same_object = t->exists && o->exists && t->st.st_dev == o->st.st_dev && t->st.st_ino == o->st.st_ino && one_file_now(*t, *o);
    const bool same_name = !t->to_stdout && !o->to_stdout &&
                           fs::absolute(t->final_path).lexically_normal() == fs::absolute(o->final_path).lexically_normal();
    if (same_object || same_name || (t->to_stdout && o->to_stdout))
      throw OutputError(t->name() + ": the same file as " + o->name() + "; give each output its own file");
  }
  targets_.push_back(std::move(t));
}

char* OutputSet::register_temporary(const std::string& pattern) {
  const std::size_t i = temporary_count_.load(std::memory_order_relaxed);
  if (i >= kMaxTemporaries || pattern.size() >= kMaxPath) throw OutputError("too many outputs, or a path too long");
  if (!temporaries_[i / kBlock]) temporaries_[i / kBlock] = std::make_unique<NameBlock>();  // before the count shows it
  std::memcpy(temporary_name(i), pattern.c_str(), pattern.size() + 1);
  temporary_count_.store(i + 1, std::memory_order_release);
  return temporary_name(i);
}

std::ostream& OutputSet::stream(const std::string& label) {
  Target& t = find(label);
  if (t.out) return *t.out;
  if (t.to_stdout) {
    t.out = &std::cout;
    return std::cout;
  }
  if (t.straight) {
    t.fd = ::open(t.final_path.c_str(), O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC);
    if (t.fd < 0) throw OutputError("cannot open " + t.name() + ": " + std::strerror(errno));
  } else {
    const fs::path folder = t.final_path.parent_path().empty() ? fs::path(".") : t.final_path.parent_path();
    const std::string pattern = (folder / ("." + t.final_path.filename().string() + ".climbsim-XXXXXX")).string();
    // mkstemp opens with O_CREAT | O_EXCL: a name planted in advance (a symlink) is never followed.
    // It fills in the name where the signal handlers read it, before it creates the file, so there
    // is no moment when the file exists and a signal would not remove it.
    char* name = register_temporary(pattern);
    t.fd = ::mkostemp(name, O_CLOEXEC);
    if (t.fd < 0) {
      const int err = errno;
      temporary_count_.fetch_sub(1, std::memory_order_acq_rel);
      throw OutputError("cannot create a temporary file for " + t.name() + ": " + std::strerror(err));
    }
    t.temporary = name;
  }
  t.buf = std::make_unique<FdBuf>(t.fd);
  t.os = std::make_unique<std::ostream>(t.buf.get());
  t.out = t.os.get();
  return *t.out;
}

void OutputSet::commit() {
  if (capture_) {
    for (const auto& t : targets_)
      if (t->memory && !*t->memory) throw OutputError("cannot write " + t->name() + " (in memory)");
    return;  // the bytes stay for captured(); nothing to rename
  }
  try {
    for (auto& t : targets_) {
      if (!t->out) continue;
      t->out->flush();
      if (t->to_stdout) {
        if (!std::cout) throw OutputError("cannot write " + t->name() + " (standard output)");
        continue;
      }
      if (!*t->out) throw OutputError("cannot write " + t->name() + ": " + reason(t->buf->error()));
      if (!t->straight) {
        // Keep the replaced file's permissions (and, where we may, its owner); a companion takes
        // those of the file it describes, so a sidecar is never more readable than its output.
        const Target& like = t->mode_of ? *t->mode_of : *t;
        const mode_t mode = like.exists ? static_cast<mode_t>(like.st.st_mode & 07777) : new_file_mode_;
        if (::fchmod(t->fd, mode) != 0) throw OutputError("cannot set the mode of " + t->name() + ": " + std::strerror(errno));
        if (like.exists && ::geteuid() == 0 && ::fchown(t->fd, like.st.st_uid, like.st.st_gid) != 0)
          throw OutputError("cannot set the owner of " + t->name() + ": " + std::strerror(errno));
      }
      const int fd = t->fd;
      t->fd = -1;
      if (::close(fd) != 0) throw OutputError("cannot write " + t->name() + ": " + std::strerror(errno));
    }
    // Runs that share outputs commit one at a time, so a set of outputs (a table, its summary and
    // their .meta.json) comes whole from one run, the last to commit: each run holds an exclusive
    // lock on every folder it renames into (FolderLocks: once a folder, in device and inode order).
    std::vector<std::string> folders;
    for (const auto& t : targets_)
      if (!t->temporary.empty())
        folders.push_back((t->final_path.parent_path().empty() ? fs::path(".") : t->final_path.parent_path()).string());
    const FolderLocks locks(folders);
    // Every target checked before the first rename: a name that became a folder, or a folder that
    // went away, during the run stops the commit with every old file as it was. (What remains: a
    // change between this check and the renames, microseconds later, can still leave the files
    // before it renamed and the rest not: docs/INPUT-OUTPUT.md.)
    for (const auto& t : targets_) {
      if (t->temporary.empty()) continue;
      struct stat st {};
      if (::stat(t->final_path.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
        throw OutputError("cannot move the output into place at " + t->name() + ": it is now a directory");
      const auto folder = t->final_path.parent_path().empty() ? fs::path(".") : t->final_path.parent_path();
      struct stat dir {};
      if (::stat(folder.c_str(), &dir) != 0 || !S_ISDIR(dir.st_mode) || ::access(folder.c_str(), W_OK) != 0)
        throw OutputError("cannot move the output into place at " + t->name() + ": its folder is gone or not writable");
      if (::access(t->temporary.c_str(), F_OK) != 0)
        throw OutputError("cannot move the output into place at " + t->name() + ": its staged copy is gone");
    }
    for (auto& t : targets_) {
      if (t->temporary.empty()) continue;
      if (::rename(t->temporary.c_str(), t->final_path.c_str()) != 0)
        throw OutputError("cannot move the output into place at " + t->name() + ": " + std::strerror(errno));
      t->temporary.clear();
    }
  } catch (...) {
    discard();
    throw;
  }
  temporary_count_.store(0, std::memory_order_release);
  targets_.clear();
  made_folders_.clear();  // committed: the folders hold their outputs
}

void OutputSet::made_folder(const std::string& path) { made_folders_.push_back(path); }

void OutputSet::discard() noexcept {
  remove_temporaries();
  for (auto it = made_folders_.rbegin(); it != made_folders_.rend(); ++it) ::rmdir(it->c_str());  // only if empty
  made_folders_.clear();
  temporary_count_.store(0, std::memory_order_release);
  for (auto& t : targets_) {
    if (t->fd >= 0) ::close(t->fd);
    t->fd = -1;
    t->temporary.clear();
  }
  targets_.clear();
}

void OutputSet::remove_temporaries() const noexcept {
  const std::size_t n = temporary_count_.load(std::memory_order_acquire);
  for (std::size_t i = 0; i < n && i < kMaxTemporaries; ++i) ::unlink(temporary_name(i));
}

}  // namespace climbsim
