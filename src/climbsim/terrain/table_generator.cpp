// Generated tables (contract in table_generator.hpp).
//
// A table is drawn piece by piece: a kind, its size, then places until one keeps the gap to every
// piece already down. Kinds and their shares follow what common tournament tables carry: mostly
// buildings, then walls and barricades, then difficult ground, hills and impassable pieces.
#include "climbsim/terrain/table_generator.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "climbsim/platform/portable_math.hpp"  // the same corners in the page and on the command line
#include "climbsim/text/csv.hpp"
#include "climbsim/random/stream.hpp"

namespace climbsim {

namespace {

// Uniforms, whole numbers and sizes on a half-inch grid, from one table's stream.
class Draw {
 public:
  Draw(std::uint64_t seed, std::uint64_t index) : rng_(chunk_key(seed, index, 0, StreamId::table)) {}
  double uniform() { return static_cast<double>(rng_() >> 11) * 0x1.0p-53; }  // [0, 1)
  double between(double lo, double hi) { return lo + (hi - lo) * uniform(); }
  int whole(int lo, int hi) { return lo + static_cast<int>(uniform() * (hi - lo + 1)); }  // lo..hi
  double half_inches(double lo, double hi) {  // a multiple of 0.5 in [lo, hi]
    const int a = static_cast<int>(std::ceil(lo * 2)), b = static_cast<int>(std::floor(hi * 2));
    return b <= a ? lo : whole(a, b) / 2.0;
  }
  bool chance(double p) { return uniform() < p; }

 private:
  Xoshiro256pp rng_;
};

// The gap between two rectangles (0 when they touch or overlap).
double gap(const Piece& a, const Piece& b) {
  const double dx = std::max({0.0, a.x - b.x1(), b.x - a.x1()});
  const double dy = std::max({0.0, a.y - b.y1(), b.y - a.y1()});
  return std::hypot(dx, dy);
}

// Do the two rectangles share more than an edge?
bool overlap(const Piece& a, const Piece& b) { return a.x < b.x1() && b.x < a.x1() && a.y < b.y1() && b.y < a.y1(); }

unsigned ladders(Draw& d, double p) {
  unsigned faces = 0;
  for (unsigned f : {kNorth, kEast, kSouth, kWest})
    if (d.chance(p)) faces |= f;
  return faces;
}

// The piece (not yet placed) turned 15, 30, 45, 60 or 75 degrees, or an impassable one round (a
// tower as wide as the piece's shorter side) half the time: its footprint with its box's corner at
// 0,0, and its width and depth that box's (placement keeps the box clear of the others).
void turn(Draw& d, Piece& p) {
  if (p.kind == PieceKind::impassable && d.chance(0.5)) {
    const double r = std::min(p.width, p.depth) / 2;  // a quarter inch's multiple: exact corners
    p.shape = std::make_shared<const Footprint>(Footprint::disc(r, r, r));
  } else {
    const Footprint turned = Footprint::rectangle(0, 0, p.width, p.depth, 15.0 * d.whole(1, 5));
    const auto b = turned.bounds();
    p.shape = std::make_shared<const Footprint>(turned.scaled(b.x0, b.y0, 1));
  }
  const auto b = p.shape->bounds();
  p.width = b.x1 - b.x0, p.depth = b.y1 - b.y0;
}

// A piece of a drawn kind and size, not yet placed (x = y = 0).
Piece shape(Draw& d, const TableRecipe& r) {
  Piece p;
  const double u = d.uniform();
  // Shares of the kinds: buildings 45%, walls 13%, barricades 12%, difficult 12%, hills 9%, impassable 9%.
  if (u < 0.45) {
    p.kind = PieceKind::building;
    p.width = d.half_inches(r.min_side, r.max_side);
    p.depth = d.half_inches(r.min_side, r.max_side);
    p.height = d.whole(1, r.max_height);
    p.ladder = ladders(d, r.p_ladder);
  } else if (u < 0.70) {
    const bool wall = u < 0.58;
    p.kind = wall ? PieceKind::wall : PieceKind::barricade;
    const double length = wall ? d.half_inches(4, 10) : 4;  // a barricade: a 4" x 1" piece, height 0.3
    const double thickness = wall ? 0.5 : 1;
    p.height = wall ? (d.chance(0.5) ? 0.8 : 1.0) : 0.3;
    const bool along_x = d.chance(0.5);
    p.width = along_x ? length : thickness;
    p.depth = along_x ? thickness : length;
  } else if (u < 0.82) {
    p.kind = PieceKind::difficult;
    p.width = d.half_inches(4, 10);
    p.depth = d.half_inches(4, 10);
    p.height = 0;
  } else if (u < 0.91) {
    p.kind = PieceKind::hill;
    p.width = d.half_inches(6, 12);
    p.depth = d.half_inches(6, 12);
    p.height = 1;
  } else {
    p.kind = PieceKind::impassable;
    p.width = d.half_inches(3, 6);
    p.depth = d.half_inches(3, 6);
    p.height = 0;
  }
  const bool turnable = p.kind == PieceKind::impassable || p.kind == PieceKind::difficult || p.kind == PieceKind::barricade;
  if (r.p_turned > 0 && turnable && d.chance(r.p_turned)) turn(d, p);
  return p;
}

// A storey on `below`'s roof: at most 70% of each side, at least a base's width of roof around it
// on the sides it does not share.
Piece storey_on(Draw& d, const Piece& below, const TableRecipe& r) {
  Piece s;
  s.kind = PieceKind::building;
  s.width = d.half_inches(std::min(3.0, below.width - 1), below.width * 0.7);
  s.depth = d.half_inches(std::min(3.0, below.depth - 1), below.depth * 0.7);
  s.x = below.x + d.half_inches(0, below.width - s.width);
  s.y = below.y + d.half_inches(0, below.depth - s.depth);
  s.height = below.height + 1;
  s.ladder = ladders(d, r.p_ladder);
  return s;
}

// A ladder is drawn only where a mini can use it (the smallest base, 27 mm, docs/FACTS.md bases;
// RULINGS M4 and M5: a base on a roof may overhang its edge by half a radius, a base on the ground
// stays on the table, and a leader touches the side itself, not a corner):
// - at its foot, a base in contact: on the ground a strip a base deep in front of the face, inside
//   the table and clear of other pieces along a base's width of the face; for a storey, a strip
//   of the roof it stands on a radius and a half deep (a radius out to the centre, half a radius
//   to the edge it may overhang);
// - on top, for a building carrying a storey, a stretch of the face at least a radius and a half
//   long whose roof behind it, a radius and a half deep, the storey leaves free (half a radius of
//   overhang at the corner, a radius to the storey's side).
// Where a storey stands too near its building's side for either, the two sides are climbed as one
// from the ground (M4), and a ladder on each of them is one ladder up both. And the climb it serves
// rises no more than height 2 ("two actions to move up or down up to height 2", RULINGS R1: no
// clamber is higher). Elsewhere no mini uses the ladder (a face taller than 2 from the ground; a face
// at the table's edge; a storey's face flush with its building's side, or the building's face under
// it, with no ladder on the other, or the two together taller than 2), and a table that drew a
// ladder there would list one that no map can use.
constexpr double kSmallestRadius = 27.0 / 25.4 / 2;  // inches
constexpr double kHighestClamber = 2;                // height units

// The free stretches of [lo, hi] once each blocked interval is taken out: is one at least `need` long?
bool stretch_left(double lo, double hi, std::vector<std::pair<double, double>> blocked, double need) {
  std::sort(blocked.begin(), blocked.end());
  double from = lo;
  for (const auto& [a, b] : blocked) {
    if (std::min(a, hi) - from >= need) return true;
    from = std::max(from, b);
  }
  return hi - from >= need;
}

// The strip `depth` deep in front of `face` of p (outside: in front; else behind it, on p's roof).
Piece strip(const Piece& p, unsigned face, double depth, bool outside) {
  Piece q = p;
  if (face == kNorth) q.y = outside ? p.y1() : p.y1() - depth, q.depth = depth;
  if (face == kSouth) q.y = outside ? p.y - depth : p.y, q.depth = depth;
  if (face == kEast) q.x = outside ? p.x1() : p.x1() - depth, q.width = depth;
  if (face == kWest) q.x = outside ? p.x - depth : p.x, q.width = depth;
  return q;
}

// Along `face`: a piece's extent on the line of the face.
std::pair<double, double> span(const Piece& q, unsigned face) {
  const bool along_x = face == kNorth || face == kSouth;
  return {along_x ? q.x : q.y, along_x ? q.x1() : q.y1()};
}

// Room for a base in contact at the foot of `face` of p: on the roof of `below` (a storey's), or on
// the ground, of a w x d table, among the ground pieces `others` (p's own rectangle only touches it).
bool foot_room(const Piece& p, unsigned face, const Piece* below, const std::vector<Piece>& others, double w, double d) {
  const double r = kSmallestRadius;
  const auto within = [](const Piece& a, const Piece& b) { return a.x >= b.x && a.y >= b.y && a.x1() <= b.x1() && a.y1() <= b.y1(); };
  Piece table;
  table.width = w, table.depth = d;
  // The base stays on the table; on a roof it may overhang the roof's edge by half a radius.
  if (!within(strip(p, face, 2 * r, true), table)) return false;
  if (below && !within(strip(p, face, 1.5 * r, true), *below)) return false;
  const Piece foot = strip(p, face, 2 * r, true);
  std::vector<std::pair<double, double>> blocked;
  if (!below)
    for (const auto& q : others)
      if ((q.kind == PieceKind::building || q.kind == PieceKind::wall || q.kind == PieceKind::barricade || q.kind == PieceKind::impassable) && overlap(q, foot))
        blocked.push_back(span(q, face));
  const auto [lo, hi] = span(p, face);
  return stretch_left(lo, hi, blocked, 2 * r);
}

// Room on top of `face` of p for a base to land beside the storey `above` (none: all roof).
bool top_room(const Piece& p, unsigned face, const Piece* above) {
  const double r = kSmallestRadius;
  if (!above || !overlap(*above, strip(p, face, 1.5 * r, false))) return true;
  const auto [lo, hi] = span(p, face);
  return stretch_left(lo, hi, {span(*above, face)}, 1.5 * r);
}

// Which of p's ladders a mini can use (the bits of p.ladder kept), p a storey on `below` or a
// building on the ground carrying the storey `above` (or neither).
unsigned usable_ladders(const Piece& p, const Piece* below, const Piece* above, const std::vector<Piece>& ground, double w, double d) {
  unsigned kept = 0;
  for (const unsigned face : {kNorth, kEast, kSouth, kWest}) {
    if (!(p.ladder & face)) continue;
    bool usable = false;
    const bool low = p.height - (below ? below->height : 0) <= kHighestClamber;
    if (below)  // from its building's roof, or from the ground up both sides
      usable = (low && foot_room(p, face, below, ground, w, d)) ||
               ((below->ladder & face) && p.height <= kHighestClamber && foot_room(*below, face, nullptr, ground, w, d));
    else  // onto its own roof, or up both sides onto the storey's
      usable = foot_room(p, face, nullptr, ground, w, d) &&
               ((low && top_room(p, face, above)) || (above && (above->ladder & face) && above->height <= kHighestClamber));
    if (usable) kept |= face;
  }
  return kept;
}

}  // namespace


std::string validate(const TableRecipe& r, std::string* field) {
  const auto fault = [&](const char* name, const std::string& why) {
    if (field) *field = name;
    return why;
  };
  if (!(r.width >= 24 && r.width <= 240 && r.depth >= 24 && r.depth <= 240)) return fault("table", "the table's sides must be 24 to 240 inches");
  if (r.min_pieces < 0 || r.max_pieces < r.min_pieces || r.max_pieces > 200) return fault("pieces", "pieces must be MIN,MAX with 0 <= MIN <= MAX <= 200");
  if (!(r.min_side >= 2 && r.max_side >= r.min_side && r.max_side <= 24))
    return fault("building-sides", "building sides must be MIN,MAX with 2 <= MIN <= MAX <= 24 inches");
  if (!bounds::kMaxBuildingHeight.admits(r.max_height)) return fault("max-height", "the tallest building must be " + bounds::kMaxBuildingHeight.range_text());
  if (!bounds::kShare.admits(r.p_storey)) return fault("storeys", "the storey share must be " + bounds::kShare.range_text());
  if (!bounds::kShare.admits(r.p_ladder)) return fault("ladders", "the ladder share must be " + bounds::kShare.range_text());
  if (!bounds::kPieceGap.admits(r.min_gap)) return fault("gap", "the gap must be " + bounds::kPieceGap.range_text());
  if (!bounds::kShare.admits(r.p_turned)) return fault("turned", "the turned share must be " + bounds::kShare.range_text());
  if (!(r.zone_depth >= 0 && 2 * r.zone_depth + 12 <= r.depth))
    return fault("zone-depth", "the deployment zones must leave at least 12 inches between them");
  return {};
}

Terrain generate_table(const TableRecipe& r, std::uint64_t seed, std::uint64_t index) {
  Draw d(seed, index);
  Terrain t;
  t.width = r.width;
  t.depth = r.depth;
  const int wanted = d.whole(r.min_pieces, r.max_pieces);
  const double y_lo = r.zone_depth, y_hi = r.depth - r.zone_depth;
  std::vector<Piece> ground;
  constexpr int kTries = 200;
  for (int n = 0; n < wanted; ++n) {
    const Piece p = shape(d, r);
    for (int k = 0; k < kTries; ++k) {
      if (p.width > r.width || p.depth > y_hi - y_lo) break;
      Piece q = p;
      q.x = d.half_inches(0, r.width - p.width);
      q.y = d.half_inches(y_lo, y_hi - p.depth);
      // At least the gap apart, and never overlapping: with a gap of 0 pieces may touch, no more.
      if (std::all_of(ground.begin(), ground.end(), [&](const Piece& o) { return gap(q, o) >= r.min_gap && !overlap(q, o); })) {
        if (q.shape) {  // moved onto its box; x, y, width, depth its bounds
          q.shape = std::make_shared<const Footprint>(q.shape->scaled(-q.x, -q.y, 1));
          const auto b = q.shape->bounds();
          q.x = b.x0, q.y = b.y0, q.width = b.x1 - b.x0, q.depth = b.y1 - b.y0;
        }
        ground.push_back(q);
        break;
      }
    }
  }
  // Storeys after the ground, each right after its building, so the file reads top-down. Ladders
  // where no mini can use them are taken off after every draw (the draws, so every table's pieces,
  // stay as they were).
  for (const auto& p : ground) {
    t.pieces.push_back(p);
    t.pieces.back().line = static_cast<int>(t.pieces.size()) + 3;  // after the title, the note and the header
    if (p.kind == PieceKind::building && p.height < r.max_height && p.width >= 4 && p.depth >= 4 && d.chance(r.p_storey)) {
      t.pieces.push_back(storey_on(d, p, r));
      t.pieces.back().line = static_cast<int>(t.pieces.size()) + 3;
    }
  }
  std::vector<unsigned> kept(t.pieces.size(), 0);  // decided on the ladders as drawn, then applied
  for (std::size_t k = 0; k < t.pieces.size(); ++k) {
    const Piece& p = t.pieces[k];
    if (p.kind != PieceKind::building || !p.ladder) continue;
    const bool storey = k > 0 && t.pieces[k - 1].kind == PieceKind::building && overlap(p, t.pieces[k - 1]);
    const Piece* below = storey ? &t.pieces[k - 1] : nullptr;
    const Piece* above = !storey && k + 1 < t.pieces.size() && overlap(p, t.pieces[k + 1]) ? &t.pieces[k + 1] : nullptr;
    kept[k] = usable_ladders(p, below, above, ground, r.width, r.depth);
  }
  for (std::size_t k = 0; k < t.pieces.size(); ++k) t.pieces[k].ladder = kept[k];
  stack_pieces(t, "generated table " + std::to_string(index));
  return t;
}

std::string terrain_csv(const Terrain& t, const std::string& title) {
  std::ostringstream out;
  out << "# " << title << '\n'
      << "# " << format_number(t.width) << "\" x " << format_number(t.depth) << "\" table, " << t.pieces.size()
      << " pieces (inches; heights in height units, 1 = 6\", from the ground)\n"
      << "kind,x,y,width,depth,height,ladder";
  const bool shapes = std::any_of(t.pieces.begin(), t.pieces.end(), [](const Piece& p) { return p.shape != nullptr; });
  out << (shapes ? ",rotation,shape,points\n" : "\n");
  for (const auto& p : t.pieces) {
    std::string faces;
    const std::pair<unsigned, const char*> names[] = {{kNorth, "n"}, {kEast, "e"}, {kSouth, "s"}, {kWest, "w"}};
    for (const auto& [bit, name] : names)
      if (p.ladder & bit) faces += (faces.empty() ? "" : ";") + std::string(name);
    if (p.shape && !p.shape->is_disc()) {  // its corners where they are, to the bit (the shortest text that reads back)
      out << to_string(p.kind) << ",0,0,,," << format_number(p.height) << ',' << faces << ",,polygon,";
      for (const auto& c : p.shape->corners()) out << (&c == &p.shape->corners().front() ? "" : ";") << format_number(c.x) << ' ' << format_number(c.y);
      out << '\n';
      continue;
    }
    out << to_string(p.kind) << ',' << format_number(p.x) << ',' << format_number(p.y) << ',' << format_number(p.width) << ','
        << format_number(p.depth) << ',' << format_number(p.height) << ',' << faces << (p.shape ? ",,circle\n" : "\n");
  }
  return out.str();
}

}  // namespace climbsim
