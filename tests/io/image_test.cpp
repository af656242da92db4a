#include "climbsim/io/image.hpp"

#include <png.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <vector>

using namespace climbsim;

namespace {

// Reads an 8-bit RGB PNG back with libpng: width, height and the pixels row by row.
std::vector<std::uint8_t> read_png(const std::string& path, int& w, int& h) {
  FILE* f = std::fopen(path.c_str(), "rb");
  REQUIRE(f != nullptr);
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  png_infop info = png_create_info_struct(png);
  png_init_io(png, f);
  png_read_info(png, info);
  w = static_cast<int>(png_get_image_width(png, info));
  h = static_cast<int>(png_get_image_height(png, info));
  CHECK(png_get_color_type(png, info) == PNG_COLOR_TYPE_RGB);
  CHECK(png_get_bit_depth(png, info) == 8);
  std::vector<std::uint8_t> px(static_cast<std::size_t>(w * h * 3));
  for (int y = 0; y < h; ++y) png_read_row(png, px.data() + static_cast<std::size_t>(y * w * 3), nullptr);
  png_destroy_read_struct(&png, &info, nullptr);
  std::fclose(f);
  return px;
}

}  // namespace

TEST_CASE("an image round-trips through PNG: fills - outlines - text - clipping", "[io]") {
  Image img(40, 20, {255, 255, 255});
  img.fill(2, 3, 4, 5, {10, 20, 30});
  img.outline(10, 2, 8, 6, {200, 0, 0}, 1);
  const int width = img.text(20, 5, "A1", {0, 0, 255}, 1);
  CHECK(width == 12);  // 6 pixels a glyph at scale 1
  img.fill(35, 15, 100, 100, {1, 2, 3});  // clipped at the edge, no crash
  img.set(-1, -1, {0, 0, 0});
  CHECK(img.at(3, 4).r == 10);
  CHECK(img.at(13, 4).r == 255);  // inside the outline stays white
  CHECK(img.at(10, 4).r == 200);
  CHECK(img.at(22, 5).b == 255);  // the top of the 'A' (row 0: .###.)
  CHECK(img.at(20, 5).b == 255);
  CHECK(img.at(20, 5).r == 255);  // its corner pixel is blank
  const auto path = (std::filesystem::temp_directory_path() / ("climbsim-img-" + std::to_string(::getpid()) + ".png")).string();
  {
    std::ofstream out(path, std::ios::binary);
    img.write_png(out);
  }
  int w = 0, h = 0;
  const auto px = read_png(path, w, h);
  REQUIRE((w == 40 && h == 20));
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const auto c = img.at(x, y);
      const auto i = static_cast<std::size_t>((y * w + x) * 3);
      REQUIRE((px[i] == c.r && px[i + 1] == c.g && px[i + 2] == c.b));
    }
  std::filesystem::remove(path);
}

TEST_CASE("text draws a UTF-8 multiplication sign as an x and gives any other wide character one place", "[io]") {
  const auto pixels = [](std::string_view s) {
    Image img(80, 10, {255, 255, 255});
    const int w = img.text(0, 0, s, {0, 0, 0}, 1);
    std::vector<int> dark;
    for (int y = 0; y < 10; ++y)
      for (int x = 0; x < 80; ++x)
        if (img.at(x, y).r == 0) dark.push_back(y * 80 + x);
    return std::pair{w, dark};
  };
  // "2\u00d7 S" is drawn exactly as "2x S": the sign is one place, not two blanks.
  CHECK(pixels("2\xc3\x97 S") == pixels("2x S"));
  CHECK(pixels("\xc3\x97").second != pixels(" ").second);
  // Another character of several bytes (an e with an acute accent) is one place, a question mark.
  CHECK(pixels("caf\xc3\xa9!") == pixels("caf?!"));
}
