// A small RGB raster for the map pictures: rectangles, outlines, 5x7 text, PNG output (libpng).
//
// Contract: coordinates in pixels, (0, 0) top left; drawing clips to the image. write_png writes
// the PNG bytes to a stream and throws std::runtime_error when libpng or the stream fails.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace climbsim {

struct Rgb {
  std::uint8_t r = 0, g = 0, b = 0;
};

class Image {
 public:
  Image(int width, int height, Rgb background);
  [[nodiscard]] int width() const noexcept { return w_; }
  [[nodiscard]] int height() const noexcept { return h_; }
  [[nodiscard]] Rgb at(int x, int y) const noexcept;
  void set(int x, int y, Rgb c) noexcept;
  void fill(int x, int y, int w, int h, Rgb c) noexcept;
  void outline(int x, int y, int w, int h, Rgb c, int thickness = 1) noexcept;
  // A straight line from (x0, y0) to (x1, y1), `thickness` pixels wide (a square pen).
  void line(double x0, double y0, double x1, double y1, Rgb c, int thickness = 1) noexcept;
  // Text in a 5x7 pixel font scaled by `scale`; letters are drawn upper case. Returns the width drawn.
  int text(int x, int y, std::string_view s, Rgb c, int scale = 2) noexcept;

  void write_png(std::ostream& out) const;

 private:
  int w_, h_;
  std::vector<std::uint8_t> px_;
};

}  // namespace climbsim
