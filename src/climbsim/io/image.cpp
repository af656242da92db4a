#include "climbsim/io/image.hpp"

#include <png.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <stdexcept>


namespace climbsim {

namespace {

// 5x7 glyphs, one byte a row, bit 4 the leftmost pixel.
struct Glyph {
  char c;
  std::uint8_t rows[7];
};

constexpr Glyph kFont[] = {
    {'0', {14, 17, 19, 21, 25, 17, 14}}, {'1', {4, 12, 4, 4, 4, 4, 14}},     {'2', {14, 17, 1, 2, 4, 8, 31}},
    {'3', {31, 2, 4, 2, 1, 17, 14}},     {'4', {2, 6, 10, 18, 31, 2, 2}},    {'5', {31, 16, 30, 1, 1, 17, 14}},
    {'6', {6, 8, 16, 30, 17, 17, 14}},   {'7', {31, 1, 2, 4, 8, 8, 8}},      {'8', {14, 17, 17, 14, 17, 17, 14}},
    {'9', {14, 17, 17, 15, 1, 2, 12}},   {'A', {14, 17, 17, 31, 17, 17, 17}}, {'B', {30, 17, 17, 30, 17, 17, 30}},
    {'C', {14, 17, 16, 16, 16, 17, 14}}, {'D', {28, 18, 17, 17, 17, 18, 28}}, {'E', {31, 16, 16, 30, 16, 16, 31}},
    {'F', {31, 16, 16, 30, 16, 16, 16}}, {'G', {14, 17, 16, 23, 17, 17, 15}}, {'H', {17, 17, 17, 31, 17, 17, 17}},
    {'I', {14, 4, 4, 4, 4, 4, 14}},      {'J', {7, 2, 2, 2, 2, 18, 12}},     {'K', {17, 18, 20, 24, 20, 18, 17}},
    {'L', {16, 16, 16, 16, 16, 16, 31}}, {'M', {17, 27, 21, 21, 17, 17, 17}}, {'N', {17, 17, 25, 21, 19, 17, 17}},
    {'O', {14, 17, 17, 17, 17, 17, 14}}, {'P', {30, 17, 17, 30, 16, 16, 16}}, {'Q', {14, 17, 17, 17, 21, 18, 13}},
    {'R', {30, 17, 17, 30, 20, 18, 17}}, {'S', {15, 16, 16, 14, 1, 1, 30}},  {'T', {31, 4, 4, 4, 4, 4, 4}},
    {'U', {17, 17, 17, 17, 17, 17, 14}}, {'V', {17, 17, 17, 17, 17, 10, 4}}, {'W', {17, 17, 17, 21, 21, 21, 10}},
    {'X', {17, 17, 10, 4, 10, 17, 17}},  {'Y', {17, 17, 17, 10, 4, 4, 4}},   {'Z', {31, 1, 2, 4, 8, 16, 31}},
    {'.', {0, 0, 0, 0, 0, 12, 12}},      {',', {0, 0, 0, 0, 12, 4, 8}},      {':', {0, 12, 12, 0, 12, 12, 0}},
    {'-', {0, 0, 0, 31, 0, 0, 0}},       {'+', {0, 4, 4, 31, 4, 4, 0}},      {'(', {2, 4, 8, 8, 8, 4, 2}},
    {')', {8, 4, 2, 2, 2, 4, 8}},        {'/', {0, 1, 2, 4, 8, 16, 0}},      {'"', {10, 10, 10, 0, 0, 0, 0}},
    {'=', {0, 0, 31, 0, 31, 0, 0}},      {'>', {8, 4, 2, 1, 2, 4, 8}},       {'<', {2, 4, 8, 16, 8, 4, 2}},
    {'%', {24, 25, 2, 4, 8, 19, 3}},      {'?', {14, 17, 1, 2, 4, 0, 4}},     {'\'', {4, 4, 8, 0, 0, 0, 0}},
};

const Glyph* glyph(char c) {
  c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  for (const auto& g : kFont)
    if (g.c == c) return &g;
  return nullptr;
}

}  // namespace

Image::Image(int width, int height, Rgb bg) : w_(width), h_(height), px_(static_cast<std::size_t>(width * height) * 3) {
  for (std::size_t i = 0; i < px_.size(); i += 3) px_[i] = bg.r, px_[i + 1] = bg.g, px_[i + 2] = bg.b;
}

Rgb Image::at(int x, int y) const noexcept {
  if (x < 0 || y < 0 || x >= w_ || y >= h_) return {};
  const auto i = (static_cast<std::size_t>(y) * w_ + x) * 3;
  return {px_[i], px_[i + 1], px_[i + 2]};
}

void Image::set(int x, int y, Rgb c) noexcept {
  if (x < 0 || y < 0 || x >= w_ || y >= h_) return;
  const auto i = (static_cast<std::size_t>(y) * w_ + x) * 3;
  px_[i] = c.r, px_[i + 1] = c.g, px_[i + 2] = c.b;
}

void Image::fill(int x, int y, int w, int h, Rgb c) noexcept {
  for (int yy = std::max(0, y); yy < std::min(h_, y + h); ++yy)
    for (int xx = std::max(0, x); xx < std::min(w_, x + w); ++xx) set(xx, yy, c);
}

void Image::outline(int x, int y, int w, int h, Rgb c, int t) noexcept {
  fill(x, y, w, t, c);
  fill(x, y + h - t, w, t, c);
  fill(x, y, t, h, c);
  fill(x + w - t, y, t, h, c);
}

void Image::line(double x0, double y0, double x1, double y1, Rgb c, int thickness) noexcept {
  // A pen stamped every half pixel along the line: dense enough to leave no gap at any slope.
  const double length = std::hypot(x1 - x0, y1 - y0);
  const int steps = std::max(1, static_cast<int>(std::ceil(length * 2)));
  const int half = thickness / 2;
  for (int k = 0; k <= steps; ++k) {
    const double t = static_cast<double>(k) / steps;
    fill(static_cast<int>(std::lround(x0 + (x1 - x0) * t)) - half, static_cast<int>(std::lround(y0 + (y1 - y0) * t)) - half, thickness, thickness, c);
  }
}

int Image::text(int x, int y, std::string_view s, Rgb c, int scale) noexcept {
  int cx = x;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char ch = s[i];
    // A character of several UTF-8 bytes takes one place: the multiplication sign (U+00D7, in
    // "2× Stormtroopers") drawn as an x, any other as a question mark.
    if (static_cast<unsigned char>(ch) >= 0xC0) {
      const bool times = static_cast<unsigned char>(ch) == 0xC3 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x97;
      while (i + 1 < s.size() && (static_cast<unsigned char>(s[i + 1]) & 0xC0) == 0x80) ++i;
      ch = times ? 'x' : '?';
    } else if (static_cast<unsigned char>(ch) >= 0x80) {
      continue;  // a stray continuation byte
    }
    if (const Glyph* g = glyph(ch))
      for (int row = 0; row < 7; ++row)
        for (int col = 0; col < 5; ++col)
          if (g->rows[row] & (1U << (4 - col))) fill(cx + col * scale, y + row * scale, scale, scale, c);
    cx += 6 * scale;
  }
  return cx - x;
}

void Image::write_png(std::ostream& out) const {
  {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
    png_infop info = png ? png_create_info_struct(png) : nullptr;
    if (!png || !info) {
      png_destroy_write_struct(&png, &info);
      throw std::runtime_error("libpng could not start");
    }
    if (setjmp(png_jmpbuf(png))) {  // libpng reports errors by longjmp
      png_destroy_write_struct(&png, &info);
      throw std::runtime_error("libpng failed to encode the picture");
    }
    png_set_write_fn(
        png, &out,
        [](png_structp p, png_bytep data, png_size_t n) {
          static_cast<std::ostream*>(png_get_io_ptr(p))->write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(n));
        },
        [](png_structp p) { static_cast<std::ostream*>(png_get_io_ptr(p))->flush(); });
    png_set_IHDR(png, info, static_cast<png_uint_32>(w_), static_cast<png_uint_32>(h_), 8, PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < h_; ++y)
      png_write_row(png, const_cast<png_bytep>(px_.data() + static_cast<std::size_t>(y) * w_ * 3));
    png_write_end(png, nullptr);
    png_destroy_write_struct(&png, &info);
  }
  if (!out) throw std::runtime_error("the picture could not be written");
}

}  // namespace climbsim
