// Every output of a run, staged and committed together.
//
// Contract:
// - add(label, path) registers a target before any work and checks it at once: a directory, a
//   missing or unwritable folder, a read-only file, or the same file named twice (through "-", a
//   symlink or another spelling) throws OutputError, which names the option and the path.
// - add_input(label, path) records a file the run reads; an output that is that file (by device and
//   inode: through another spelling or a symlink too) is refused with OutputError naming both,
//   whichever of the two is added first. A path that does not exist, "-", or a folder is not recorded.
// - stream(label) opens the target for writing. A regular file (or a new name) is staged in a
//   private temporary made with mkstemp in the target's own folder (a symlink is followed to the
//   file it names, which is what gets replaced); standard output ("-" or no path), a character
//   device, a FIFO or a socket is written straight through and never renamed over.
// - commit() finishes every stream, gives each staged file the mode (and, for root, the owner) of
//   the file it replaces, or 0666 less the umask for a new one, then renames them all into place.
//   Until then no target has changed. Any failure, and destruction without commit, removes every
//   temporary and leaves every old file as it was. Write errors name the target and the reason.
// - remove_temporaries() is async-signal-safe: main's signal handlers call it, so that a run
//   killed by a signal leaves no temporary behind.
#pragma once

#include <sys/types.h>

#include <array>
#include <atomic>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace climbsim {

struct OutputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class OutputSet {
 public:
  OutputSet();
  // An output set that keeps every output in memory (captured(path) reads it) and touches no file:
  // for a command run inside another (climbsim report), whose outputs are the outer run's to write.
  struct Capture {};
  explicit OutputSet(Capture);
  ~OutputSet();
  OutputSet(const OutputSet&) = delete;
  OutputSet& operator=(const OutputSet&) = delete;

  // `label` names the option in messages ("--output"); an empty path or "-" is standard output.
  void add(const std::string& label, const std::string& path);
  // The same, for a file that describes target `of` (its provenance sidecar): at commit it gets
  // `of`'s mode and owner, those of the file `of` replaces or of a new file, never its own old ones.
  void add_companion(const std::string& label, const std::string& path, const std::string& of);
  [[nodiscard]] bool has(const std::string& label) const;
  // An input of the run (`label` names its option, "--terrain"): no output may replace it.
  void add_input(const std::string& label, const std::string& path);
  // A folder this run made for its outputs (study --write-tables): removed again, when empty, if
  // the run does not commit, so a failed run leaves no stray folder.
  void made_folder(const std::string& path);
  // True when the target is a regular file (or a new name), staged and renamed at commit.
  [[nodiscard]] bool is_staged_file(const std::string& label) const;
  std::ostream& stream(const std::string& label);
  void commit();
  // In a capturing set: the bytes written to the output whose path is `path` ("" when none).
  [[nodiscard]] std::string captured(const std::string& path) const;
  void discard() noexcept;
  void remove_temporaries() const noexcept;

 private:
  struct Target;
  Target& find(const std::string& label);
  // Reserves a slot for a temporary's name (the mkstemp pattern), visible to the signal handlers at
  // once, and returns the slot for mkstemp to fill in.
  char* register_temporary(const std::string& pattern);

  std::vector<std::unique_ptr<Target>> targets_;
  std::vector<std::string> made_folders_;
  struct Input {
    std::string label, path;
    dev_t dev;
    ino_t ino;
  };
  std::vector<Input> inputs_;
  mode_t new_file_mode_ = 0644;
  bool capture_ = false;
  // Temporaries as plain characters, so that a signal handler can unlink them without allocating:
  // blocks of kBlock names, each allocated before the count that makes it visible is raised, up to
  // kBlocks blocks (4096 outputs: a study's generated tables are outputs too).
  static constexpr std::size_t kMaxPath = 4096;
  static constexpr std::size_t kBlock = 64;
  static constexpr std::size_t kBlocks = 64;
  static constexpr std::size_t kMaxTemporaries = kBlock * kBlocks;
  using NameBlock = std::array<std::array<char, kMaxPath>, kBlock>;
  std::array<std::unique_ptr<NameBlock>, kBlocks> temporaries_{};
  [[nodiscard]] char* temporary_name(std::size_t i) const noexcept { return (*temporaries_[i / kBlock])[i % kBlock].data(); }
  std::atomic<std::size_t> temporary_count_{0};
};

}  // namespace climbsim
