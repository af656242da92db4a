// Objects kept between calls for reuse, shared by threads: large scratch buffers a hot function
// would otherwise allocate and clear on every call.
//
// Contract: take() hands out an object given back earlier, or a new default-made one when none is
// free; give() keeps an object for a later take(). Safe from several threads at once. The list
// knows nothing of the objects' state: each user states what state it gives them back in (the
// users here give them back clean, so take() needs only to size them).
#pragma once

#include <memory>
#include <mutex>
#include <vector>

namespace climbsim {

template <class T>
class FreeList {
 public:
  std::unique_ptr<T> take() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      if (!free_.empty()) {
        std::unique_ptr<T> t = std::move(free_.back());
        free_.pop_back();
        return t;
      }
    }
    return std::make_unique<T>();
  }
  void give(std::unique_ptr<T> t) {
    const std::lock_guard<std::mutex> lock(mutex_);
    free_.push_back(std::move(t));
  }

 private:
  std::mutex mutex_;
  std::vector<std::unique_ptr<T>> free_;
};

}  // namespace climbsim
