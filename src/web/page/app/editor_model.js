// The table editor's pieces as plain data, with no DOM, so node tests them (tests/web/page_units_test.js).
//
// Contract: a piece is {kind, x, y, width, depth, height, ladder, rotation, shape, points}, the
// terrain file's columns (src/climbsim/terrain/terrain.hpp): x, y the lower-left corner of the box
// before turning, rotation degrees anticlockwise about the box's centre, ladder "n;e" text, shape
// '' (a rectangle), 'circle' (inscribed in the box) or 'polygon' (points [[dx, dy], ...] from x, y;
// turned about the centre of the corners' box, as the terrain reader turns it). readTerrainText reads
// the file's CSV or JSON form into pieces (the engine stays the judge of what is valid: a line it
// cannot read here is named in `unread`); terrainCsv writes pieces back as the file the command line
// reads. pieceOutline(p) is the piece's corners (or {circle}) on the table; pieceHits(p, x, y, tol) says whether
// a point is on it or within tol inches; tableCoverage(pieces, w, d) the share of the table under some
// piece, counted on a 0.1" grid. Geometry is in inches, y up.
'use strict';
const kTerrainColumns = ['kind', 'x', 'y', 'width', 'depth', 'height', 'ladder', 'rotation', 'shape', 'points'];
// Kinds whose faces, roofs or slopes the engines work out on rectangles: quarter turns only (RULINGS M9).
const kQuarterTurnKinds = new Set(['building', 'wall', 'hill']);
const snapTo = (v, step) => Math.round(v / step) * step;
// A number as the file writes it: the shortest text of it rounded to 1e-4 inch (no "0.30000000000000004").
const fileNumber = (v) => String(+(+v).toFixed(4));

function pieceFromFields(fields) {
  const p = { kind: fields.kind || '', x: +fields.x, y: +fields.y, width: +fields.width, depth: +fields.depth, height: +fields.height || 0,
    ladder: Array.isArray(fields.ladder) ? fields.ladder.join(';') : String(fields.ladder ?? ''), rotation: +fields.rotation || 0,
    shape: fields.shape === 'rect' ? '' : String(fields.shape ?? '') };
  if (p.shape === 'polygon') {
    const pts = Array.isArray(fields.points) ? fields.points : String(fields.points ?? '').split(';').map((c) => c.trim().split(/\s+/).map(Number));
    p.points = pts.map(([dx, dy]) => [+dx, +dy]);
    const xs = p.points.map((c) => c[0]), ys = p.points.map((c) => c[1]);
    p.width = Math.max(...xs) - Math.min(...xs); p.depth = Math.max(...ys) - Math.min(...ys);
  }
  return p;
}
function readTerrainText(text) {
  const s = String(text || '').trim(), pieces = [], unread = [];
  if (!s) return { pieces, unread };
  if (s[0] === '{') {
    try { for (const f of JSON.parse(s).pieces || []) pieces.push(pieceFromFields(f)); } catch (e) { unread.push('the JSON: ' + e.message); }
    return { pieces, unread };
  }
  s.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const cells = line.split(',').map((c) => c.trim());
    if (cells[0] === 'kind') return;  // the header
    const p = pieceFromFields(Object.fromEntries(kTerrainColumns.map((k, j) => [k, cells[j]])));
    if (cells.length < 6 || ![p.x, p.y, p.height].every(Number.isFinite)) unread.push(`line ${i + 1}`); else pieces.push(p);
  });
  return { pieces, unread };
}
function terrainCsv(pieces) {
  const rows = pieces.map((p) => {
    const polygon = p.shape === 'polygon';
    return [p.kind, fileNumber(p.x), fileNumber(p.y), polygon ? '' : fileNumber(p.width), polygon ? '' : fileNumber(p.depth), fileNumber(p.height),
      p.ladder || '', p.rotation ? fileNumber(p.rotation) : '', p.shape || '', polygon ? p.points.map(([dx, dy]) => `${fileNumber(dx)} ${fileNumber(dy)}`).join(';') : ''].join(',');
  });
  return ['# made in climbsim\'s table editor; inches from the bottom-left corner, heights in height units (1 = 6")', kTerrainColumns.join(','), ...rows].join('\n') + '\n';
}

// The centre the piece turns about, and a point of its own frame (u along its width, v along its
// depth, from that centre) on the table.
function pivotOf(p) {
  if (p.shape !== 'polygon') return [p.x + p.width / 2, p.y + p.depth / 2];
  const xs = p.points.map((c) => c[0]), ys = p.points.map((c) => c[1]);
  return [p.x + (Math.min(...xs) + Math.max(...xs)) / 2, p.y + (Math.min(...ys) + Math.max(...ys)) / 2];
}
function toTable(p, u, v) {
  const [cx, cy] = pivotOf(p), a = (p.rotation || 0) * Math.PI / 180;
  return [cx + u * Math.cos(a) - v * Math.sin(a), cy + u * Math.sin(a) + v * Math.cos(a)];
}
function pieceOutline(p) {
  if (p.shape === 'circle') return { circle: [p.x + p.width / 2, p.y + p.depth / 2, p.width / 2] };
  if (p.shape === 'polygon') {
    const [cx, cy] = pivotOf(p);
    return { corners: p.points.map(([dx, dy]) => toTable(p, p.x + dx - cx, p.y + dy - cy)) };
  }
  const w = p.width / 2, d = p.depth / 2;
  return { corners: [[-w, -d], [w, -d], [w, d], [-w, d]].map(([u, v]) => toTable(p, u, v)) };
}
function pieceBounds(p) {
  const o = pieceOutline(p);
  if (o.circle) { const [cx, cy, r] = o.circle; return [cx - r, cy - r, cx + r, cy + r]; }
  const xs = o.corners.map((c) => c[0]), ys = o.corners.map((c) => c[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
// Distance from a point to a segment, and a polygon's inside by crossings.
function segmentDistance(px, py, [ax, ay], [bx, by]) {
  const ex = bx - ax, ey = by - ay, len2 = ex * ex + ey * ey;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * ex + (py - ay) * ey) / len2)) : 0;
  return Math.hypot(px - ax - t * ex, py - ay - t * ey);
}
function insideCorners(corners, x, y) {
  let inside = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [xi, yi] = corners[i], [xj, yj] = corners[j];
    if ((yi > y) !== (yj > y) && x < xj + (y - yj) * (xi - xj) / (yi - yj)) inside = !inside;
  }
  return inside;
}
function pieceHits(p, x, y, tol = 0) {
  const o = pieceOutline(p);
  if (o.circle) return Math.hypot(x - o.circle[0], y - o.circle[1]) <= o.circle[2] + tol;
  if (insideCorners(o.corners, x, y)) return true;
  return tol > 0 && o.corners.some((c, i) => segmentDistance(x, y, c, o.corners[(i + 1) % o.corners.length]) <= tol);
}
function tableCoverage(pieces, width, depth, step = 0.1) {
  let covered = 0, all = 0;
  const boxes = pieces.map(pieceBounds);
  for (let y = step / 2; y < depth; y += step)
    for (let x = step / 2; x < width; x += step) {
      all++;
      if (pieces.some((p, i) => x >= boxes[i][0] && x <= boxes[i][2] && y >= boxes[i][1] && y <= boxes[i][3] && pieceHits(p, x, y))) covered++;
    }
  return all ? covered / all : 0;
}

// The piece moved so that its box's corner is (x, y), snapped to `step` inches, and kept on the table.
function movedTo(p, x, y, step, width, depth) {
  const q = Object.assign({}, p, { x: step ? snapTo(x, step) : x, y: step ? snapTo(y, step) : y });
  const [x0, y0, x1, y1] = pieceBounds(q);
  q.x += Math.max(0, -x0) - Math.max(0, x1 - width);
  q.y += Math.max(0, -y0) - Math.max(0, y1 - depth);
  return q;
}
// The rectangle resized so that its corner opposite the dragged one stays put and the dragged one
// follows the pointer (sides snapped to `step`, at least one step; a circle stays round).
function resizedTo(p, x, y, step) {
  const [ax, ay] = toTable(p, -p.width / 2, -p.depth / 2);
  const a = (p.rotation || 0) * Math.PI / 180, dx = x - ax, dy = y - ay;
  const least = step || 0.05, fit = (v) => Math.max(least, step ? snapTo(v, step) : v);
  let w = fit(dx * Math.cos(a) + dy * Math.sin(a)), d = fit(-dx * Math.sin(a) + dy * Math.cos(a));
  if (p.shape === 'circle') w = d = Math.max(w, d);
  const cx = ax + (w / 2) * Math.cos(a) - (d / 2) * Math.sin(a), cy = ay + (w / 2) * Math.sin(a) + (d / 2) * Math.cos(a);
  return Object.assign({}, p, { x: cx - w / 2, y: cy - d / 2, width: w, depth: d });
}
// The angle the pointer at (x, y) gives the piece's rotation handle (which stands above its top
// edge), snapped to `step` degrees, quarter turns for the kinds that take only those; 0 to 360.
function rotatedTowards(p, x, y, step) {
  const [cx, cy] = pivotOf(p);
  let deg = Math.atan2(y - cy, x - cx) * 180 / Math.PI - 90;
  const by = kQuarterTurnKinds.has(p.kind) ? 90 : step;
  if (by) deg = snapTo(deg, by);
  deg = ((deg % 360) + 360) % 360;
  return Object.assign({}, p, { rotation: +deg.toFixed(4) });
}

if (typeof module === 'object' && module.exports)
  module.exports = { kTerrainColumns, kQuarterTurnKinds, readTerrainText, terrainCsv, pieceOutline, pieceBounds, pieceHits, tableCoverage, toTable, movedTo, resizedTo, rotatedTowards, fileNumber };
