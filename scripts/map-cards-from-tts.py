#!/usr/bin/env python3
"""Remakes data/map-cards.csv, the Map Cards' Territories, from the Tabletop Simulator mod's card data.

Usage: scripts/map-cards-from-tts.py OFFICIAL.json > data/map-cards.csv
OFFICIAL.json is the swlegion/tts repository's contrib/cards/official.json (docs/FACTS.md, "Map
Cards"). Its battlefield.standard.deployment entries draw each card as a grid of 6" squares, six
rows of twelve, the red player's edge first; a cell is a whole square ("r", "b"), the half next to
the square's own player's edge ("rh", "bh"), a half across ("rs", "rss", "bs", "bss"), a quarter
("rc", "rcc", "bc", "bcc") or a half and a quarter ("rl", "bl"): the mod's setup script places each
such piece 1.5" off the square's centre (RULINGS R29 reads its offsets). Here each side's cells
become rectangles in climbsim's table coordinates (x along the 72" edge from the left, y from blue's
edge), each as large as the Territory allows, overlapping where it turns a corner; and each card's
POI tokens are counted.
"""
import hashlib
import json
import sys

SQUARE = 6.0
HALF = SQUARE / 2

# Each piece as (x0, y0, x1, y1) within its square, in halves of a square, in climbsim's coordinates:
# y grows away from blue's edge, so blue's "h" half is the lower one and red's the upper one.
LOWER, UPPER, LEFT, RIGHT = (0, 0, 2, 1), (0, 1, 2, 2), (0, 0, 1, 2), (1, 0, 2, 2)
PIECES = {
    "b": [(0, 0, 2, 2)], "r": [(0, 0, 2, 2)],
    "bh": [LOWER], "rh": [UPPER],
    "bs": [RIGHT], "bss": [LEFT], "rs": [LEFT], "rss": [RIGHT],
    "bc": [(1, 0, 2, 1)], "bcc": [(0, 0, 1, 1)], "rc": [(0, 1, 1, 2)], "rcc": [(1, 1, 2, 2)],
}
PIECES["bl"] = PIECES["bs"] + PIECES["bcc"]
PIECES["rl"] = PIECES["rs"] + PIECES["rcc"]


def merge(rects):
    """The union of half-square rectangles as few rectangles: from the lowest, then leftmost, half
    square not yet taken, the widest run along x, then as many rows up as the run fills whole."""
    filled = set()
    for (x0, y0, x1, y1) in rects:
        for i in range(int(x0 / HALF), int(x1 / HALF)):
            for j in range(int(y0 / HALF), int(y1 / HALF)):
                filled.add((i, j))
    cells = set(filled)
    out = []
    while filled:
        i0, j0 = min(filled, key=lambda c: (c[1], c[0]))
        i1 = i0
        while (i1 + 1, j0) in filled:
            i1 += 1
        j1 = j0
        while all((i, j1 + 1) in filled for i in range(i0, i1 + 1)):
            j1 += 1
        for i in range(i0, i1 + 1):
            for j in range(j0, j1 + 1):
                filled.discard((i, j))
        out.append((i0, j0, i1, j1))
    # Each grown down, up, left and right while the union allows, so that a base within an L's
    # corner lies within one rectangle (RULINGS R28 places a base within one of a Territory's);
    # rectangles another holds are dropped.
    grown = []
    for (i0, j0, i1, j1) in out:
        while j0 > 0 and all((i, j0 - 1) in cells for i in range(i0, i1 + 1)):
            j0 -= 1
        while all((i, j1 + 1) in cells for i in range(i0, i1 + 1)):
            j1 += 1
        while i0 > 0 and all((i0 - 1, j) in cells for j in range(j0, j1 + 1)):
            i0 -= 1
        while all((i1 + 1, j) in cells for j in range(j0, j1 + 1)):
            i1 += 1
        grown.append((i0, j0, i1, j1))
    kept = [r for r in grown if not any(o != r and o[0] <= r[0] and o[1] <= r[1] and o[2] >= r[2] and o[3] >= r[3] for o in grown)]
    return [(i0 * HALF, j0 * HALF, (i1 + 1) * HALF, (j1 + 1) * HALF) for (i0, j0, i1, j1) in sorted(set(kept), key=lambda r: (r[1], r[0]))]


def slug(name):
    return "".join(c if c.isalnum() else "-" for c in name.lower()).strip("-")


def main():
    path = sys.argv[1]
    raw = open(path, "rb").read()
    cards = json.loads(raw)["battlefield"]["standard"]["deployment"]
    out = sys.stdout
    out.write("# climbsim's Map Cards: each card's Territories as rectangles in inches on the 72\" x 36\" table\n")
    out.write("# (x from the left along blue's edge, y from blue's edge), made by scripts/map-cards-from-tts.py\n")
    out.write("# from the Tabletop Simulator mod's card data (official.json, sha256 %s...;\n" % hashlib.sha256(raw).hexdigest()[:12])
    out.write("# docs/FACTS.md, Map Cards; RULINGS R29). card: climbsim's name; display_name: the card's;\n")
    out.write("# poi_tokens: the POI tokens the card sets out (their places are drawn on the card only);\n")
    out.write("# side blue or red; x0,y0,x1,y1: one rectangle of that side's Territory.\n")
    out.write("card,display_name,poi_tokens,side,x0,y0,x1,y1\n")
    for card in cards:
        grid = card["zone"]
        rows = len(grid)
        pois = sum(1 for o in card.get("additionalObjects", []) if o == "POI Token")
        for side in ("blue", "red"):
            rects = []
            for i, row in enumerate(grid):
                for j, cell in enumerate(row):
                    cell = cell.strip()
                    if not cell or cell[0] != side[0]:
                        continue
                    x, y = j * SQUARE, (rows - 1 - i) * SQUARE
                    for (a, b, c, d) in PIECES[cell]:
                        rects.append((x + a * HALF, y + b * HALF, x + c * HALF, y + d * HALF))
            for r in merge(rects):
                out.write("%s,%s,%d,%s,%s\n" % (slug(card["name"]), card["name"], pois, side, ",".join("%g" % v for v in r)))


if __name__ == "__main__":
    main()
