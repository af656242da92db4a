// A journal of finished work, so that a long run stopped part way resumes where it was.
//
// Contract: the file starts with the line "climbsim journal 1 KEY", KEY naming the options of the
// run that owns it; then one record a line, "PAYLOAD\tCHECK\n" (CHECK the FNV-1a hash of the
// payload, in hex). Opening a journal that does not exist creates it. Opening one with the same KEY
// returns its intact records in file order and cuts off a torn tail (a last line without its
// newline or with a wrong check, what a run killed mid-write leaves), so appending goes on cleanly.
// Opening one with another KEY, or a file that is not a journal, throws JournalError and changes
// nothing. append() writes the record in one write() and fsyncs it before returning: a record is
// either whole on disk or cut off at the next open.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace climbsim {

struct JournalError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Journal {
 public:
  Journal(const std::string& path, const std::string& key);
  ~Journal();
  Journal(const Journal&) = delete;
  Journal& operator=(const Journal&) = delete;

  [[nodiscard]] const std::vector<std::string>& records() const noexcept { return records_; }
  // `payload` holds no line break and no tab.
  void append(const std::string& payload);

 private:
  std::string path_;
  int fd_ = -1;
  std::vector<std::string> records_;
};

}  // namespace climbsim
