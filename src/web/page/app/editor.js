// The Map tab's table editor: a player builds the table in front of them, by mouse, touch or keys.
// A palette adds a piece in a free place; a drag moves it, the corner handle resizes it, the handle
// above it turns it (snapped to 0.25" and 15 degrees, buildings, walls and hills by quarter turns,
// RULINGS M9; Shift, Alt or "Free" leave it unsnapped); a small form sets its kind, size, height
// and ladders; Delete, Undo and Redo (also Ctrl+Z, Ctrl+Y, Delete, R to turn, Escape and the arrow
// keys on the table). Every change writes the table into the terrain box as the terrain file (so the link
// carries it and the copied command reads it), shows the share of the table covered and asks the
// engine's reader whether it takes the table (an overlap, a piece off the table: its sentence).
// "Use this table" asks the map or the mission on it; the download is the file `climbsim map
// --terrain` reads. The pieces as data: editor_model.js.
const editor = { pieces: [], selected: -1, undo: [], redo: [], drag: null, table: [72, 36], checked: 0 };
const kEditorScale = 20;  // canvas px an inch
// A new piece of each palette kind: its box and height, as a player's tables have them.
const paletteDefaults = {
  building: { kind: 'building', width: 6, depth: 6, height: 1 }, wall: { kind: 'wall', width: 8, depth: 0.5, height: 1 },
  barricade: { kind: 'barricade', width: 4, depth: 1, height: 0.3 }, difficult: { kind: 'difficult', width: 8, depth: 6, height: 0 },
  impassable: { kind: 'impassable', width: 4, depth: 4, height: 0 }, hill: { kind: 'hill', width: 10, depth: 10, height: 1 },
  tower: { kind: 'impassable', width: 4, depth: 4, height: 2, shape: 'circle' },
};
const editorFill = { building: 'rgba(141,123,104,0.55)', wall: 'rgba(70,70,70,0.8)', barricade: 'rgba(160,120,90,0.7)', difficult: 'rgba(120,180,100,0.35)',
  impassable: 'rgba(40,40,40,0.6)', hill: 'rgba(200,178,107,0.4)' };
const snapshot = () => JSON.stringify(editor.pieces);
const editorFree = (e) => !!(e && (e.shiftKey || e.altKey)) || $('#editor-free').checked;

// The table the Map tab has chosen (a sample, the pasted terrain, or none) into the editor.
function editorLoad(text) {
  const { pieces, unread } = readTerrainText(text);
  editor.pieces = pieces; editor.selected = -1; editor.undo = []; editor.redo = [];
  editorShow(unread.length ? `Not read into the editor: ${unread.join(', ')} (the engine says why when the table is used).` : '');
}
function chosenTableText() {
  const table = forms.map.elements.table.value;
  if (table === 'pasted') return forms.map.elements.terrain.value;
  const sample = table !== 'empty' && document.querySelector('script#terrain-' + CSS.escape(table));
  return sample ? sample.textContent : '';
}
// A change made: the state before it kept for Undo, the table written out, drawn and checked.
function editorCommit(before) {
  if (before !== snapshot()) { editor.undo.push(before); editor.redo = []; }
  editorWrite();
}
function editorWrite() {
  forms.map.elements.terrain.value = terrainCsv(editor.pieces);
  forms.map.elements.table.value = 'pasted';
  writeHash();
  editorShow();
  editorCheck();
}
async function editorCheck() {
  const asked = ++editor.checked, text = forms.map.elements.terrain.value;
  const r = await engine({ command: 'map-table', options: { terrain: 'my-terrain.csv' }, supplied: { terrain: { label: 'my-terrain.csv', text } } }, { owner: 'editor' });
  if (asked !== editor.checked || r.stopped) return;
  $('#editor-check').textContent = r.ok ? 'The engine reads this table.' : pageWords(r.error);
  $('#editor-check').classList.toggle('error', !r.ok);
  document.body.dataset.edited = String(asked);
}
function editorShow(note) {
  if (note !== undefined) $('#editor-note').textContent = note;
  $('#editor-coverage').textContent = `${editor.pieces.length} ${editor.pieces.length === 1 ? 'piece' : 'pieces'}; ` +
    `${(100 * tableCoverage(editor.pieces, ...editor.table)).toFixed(1)}% of the table covered.`;
  $('#editor-box [data-do=undo]').disabled = !editor.undo.length;
  $('#editor-box [data-do=redo]').disabled = !editor.redo.length;
  editorForm();
  editorDraw();
}

// A free place for a new piece: of the places 2" apart about the table's centre, the nearest it
// where its box meets no other's (the centre itself when the table is empty).
function freePlace(p) {
  const [tw, td] = editor.table, x0 = (tw - p.width) / 2, y0 = (td - p.depth) / 2, spots = [];
  for (let j = -Math.floor(y0 / 2); y0 + 2 * j + p.depth <= td; j++) for (let i = -Math.floor(x0 / 2); x0 + 2 * i + p.width <= tw; i++) spots.push([i, j]);
  spots.sort((a, b) => Math.hypot(...a) - Math.hypot(...b));
  const clear = (x, y) => editor.pieces.every((q) => { const [qx0, qy0, qx1, qy1] = pieceBounds(q); return x + p.width <= qx0 || x >= qx1 || y + p.depth <= qy0 || y >= qy1; });
  const free = spots.map(([i, j]) => [snapTo(x0 + 2 * i, 0.25), snapTo(y0 + 2 * j, 0.25)]).find(([x, y]) => clear(x, y));
  return free || [snapTo(x0, 0.25), snapTo(y0, 0.25)];
}
function editorAdd(what) {
  const before = snapshot();
  let p;
  if (what === 'storey') {
    const under = editor.pieces[editor.selected];
    if (!under || under.kind !== 'building') { editorShow('Select a building first: the storey stands on its roof.'); return; }
    const w = Math.max(1, under.width - 2), d = Math.max(1, under.depth - 2);
    p = { kind: 'building', x: under.x + (under.width - w) / 2, y: under.y + (under.depth - d) / 2, width: w, depth: d, height: under.height + 1, ladder: '', rotation: under.rotation, shape: '' };
  } else {
    p = Object.assign({ ladder: '', rotation: 0, shape: '' }, paletteDefaults[what]);
    [p.x, p.y] = freePlace(p);
  }
  editor.pieces.push(p);
  editor.selected = editor.pieces.length - 1;
  editorCommit(before);
}
function editorDelete() {
  if (editor.selected < 0) return;
  const before = snapshot();
  editor.pieces.splice(editor.selected, 1);
  editor.selected = -1;
  editorCommit(before);
}
function editorUndo(redo) {
  const [from, to] = redo ? [editor.redo, editor.undo] : [editor.undo, editor.redo];
  if (!from.length) return;
  to.push(snapshot());
  editor.pieces = JSON.parse(from.pop());
  if (editor.selected >= editor.pieces.length) editor.selected = -1;
  editorWrite();
}

// The selected piece's form: kind, size, height, turn and ladders (ladders on a building only).
function editorForm() {
  const p = editor.pieces[editor.selected], f = $('#editor-piece');
  f.hidden = !p;
  if (!p) return;
  f.elements.kind.value = p.kind;
  for (const k of ['width', 'depth', 'height', 'rotation']) f.elements[k].value = fileNumber(p[k] || 0);
  f.elements.width.disabled = f.elements.depth.disabled = p.shape === 'polygon';
  for (const face of ['n', 'e', 's', 'w']) {
    f.elements['ladder-' + face].checked = p.ladder.split(';').includes(face);
    f.elements['ladder-' + face].disabled = p.kind !== 'building';
  }
}
function editorFormChanged() {
  const p = editor.pieces[editor.selected], f = $('#editor-piece');
  if (!p) return;
  const before = snapshot(), q = Object.assign({}, p, { kind: f.elements.kind.value });
  for (const k of ['width', 'depth', 'height', 'rotation']) { const v = +f.elements[k].value; if (Number.isFinite(v) && f.elements[k].value !== '') q[k] = v; }
  if (q.shape === 'circle') q.depth = q.width = (q.width !== p.width ? q.width : q.depth);
  q.ladder = q.kind === 'building' ? ['n', 'e', 's', 'w'].filter((face) => f.elements['ladder-' + face].checked).join(';') : '';
  editor.pieces[editor.selected] = q;
  editorCommit(before);
}

// ---- the table drawn, and the pointer on it (mouse, pen and touch alike) ----
function editorDraw() {
  const cv = $('#editor-canvas'), ctx = cv.getContext('2d'), s = kEditorScale, [tw, td] = editor.table;
  cv.width = tw * s; cv.height = td * s;
  const onScreen = Math.max(1, cv.width / Math.max(1, cv.getBoundingClientRect().width || cv.width));
  ctx.fillStyle = '#f4f1e8'; ctx.fillRect(0, 0, cv.width, cv.height);
  ctx.strokeStyle = '#dcd6c4'; ctx.lineWidth = onScreen;
  for (let x = 6; x < tw; x += 6) { ctx.beginPath(); ctx.moveTo(x * s, 0); ctx.lineTo(x * s, cv.height); ctx.stroke(); }
  for (let y = 6; y < td; y += 6) { ctx.beginPath(); ctx.moveTo(0, y * s); ctx.lineTo(cv.width, y * s); ctx.stroke(); }
  const path = (p) => {
    const o = pieceOutline(p);
    ctx.beginPath();
    if (o.circle) ctx.arc(o.circle[0] * s, (td - o.circle[1]) * s, o.circle[2] * s, 0, 2 * Math.PI);
    else { o.corners.forEach(([x, y], k) => (k ? ctx.lineTo : ctx.moveTo).call(ctx, x * s, (td - y) * s)); ctx.closePath(); }
  };
  editor.pieces.forEach((p, i) => {
    path(p);
    ctx.fillStyle = editorFill[p.kind] || 'rgba(0,0,0,0.3)'; ctx.fill();
    ctx.strokeStyle = i === editor.selected ? '#2f5fb3' : '#333'; ctx.lineWidth = (i === editor.selected ? 3 : 1) * onScreen;
    ctx.setLineDash(p.kind === 'difficult' ? [4 * onScreen, 3 * onScreen] : []); ctx.stroke(); ctx.setLineDash([]);
  });
  // Ladders: a thick green line on each face that has one (the faces turn with the piece).
  ctx.strokeStyle = '#1a7f37'; ctx.lineWidth = 4 * onScreen;
  for (const p of editor.pieces) for (const face of (p.ladder || '').split(';').filter(Boolean)) {
    const w = p.width / 2, d = p.depth / 2, ends = { n: [[-w, d], [w, d]], e: [[w, -d], [w, d]], s: [[-w, -d], [w, -d]], w: [[-w, -d], [-w, d]] }[face];
    if (!ends) continue;
    ctx.beginPath();
    ends.map(([u, v]) => toTable(p, u, v)).forEach(([x, y], k) => (k ? ctx.lineTo : ctx.moveTo).call(ctx, x * s, (td - y) * s));
    ctx.stroke();
  }
  // Labels in the top-left of each piece's box, the longest that fits; one that would touch a label
  // placed before it (a storey's on its building's) is left out: the form names the selected piece.
  const fontPx = 11 * onScreen, placed = [];
  ctx.font = `${fontPx}px sans-serif`;
  for (const p of editor.pieces) {
    const [x0, , x1, y1] = pieceBounds(p), labels = pieceLabels(p);
    const label = labels.find((l) => ctx.measureText(l).width <= (x1 - x0) * s - 4) ?? '';
    const box = { left: x0 * s + onScreen, top: (td - y1) * s + onScreen, right: x0 * s + ctx.measureText(label).width + 5 * onScreen, bottom: (td - y1) * s + fontPx + 4 * onScreen };
    if (!label || placed.some((q) => box.left < q.right && q.left < box.right && box.top < q.bottom && q.top < box.bottom)) continue;
    placed.push(box);
    ctx.fillStyle = 'rgba(255,255,255,0.8)'; ctx.fillRect(box.left, box.top, box.right - box.left, box.bottom - box.top);
    ctx.fillStyle = '#111'; ctx.fillText(label, box.left + 2 * onScreen, box.top + fontPx);
  }
  const p = editor.pieces[editor.selected];
  const handles = p ? editorHandles(p, onScreen / s) : {};
  if (handles.rotate) {  // the turning handle on a stalk from the top edge's middle
    const [mx, my] = toTable(p, 0, p.depth / 2);
    ctx.strokeStyle = '#2f5fb3'; ctx.lineWidth = 2 * onScreen;
    ctx.beginPath(); ctx.moveTo(mx * s, (td - my) * s); ctx.lineTo(handles.rotate[0] * s, (td - handles.rotate[1]) * s); ctx.stroke();
  }
  for (const [hx, hy] of Object.values(handles)) {
    ctx.beginPath(); ctx.arc(hx * s, (td - hy) * s, 7 * onScreen, 0, 2 * Math.PI);
    ctx.fillStyle = '#fff'; ctx.fill(); ctx.strokeStyle = '#2f5fb3'; ctx.lineWidth = 2.5 * onScreen; ctx.stroke();
  }
  cv.dataset.pieces = String(editor.pieces.length);
}
// The selected piece's handles on the table, given inches per screen px: the corner that resizes
// (not a polygon's) and, above the top edge, the one that turns it (not a circle's).
function editorHandles(p, inchPerPx) {
  const h = {};
  if (p.shape !== 'polygon') h.resize = toTable(p, p.width / 2, p.depth / 2);
  if (p.shape !== 'circle') h.rotate = toTable(p, 0, p.depth / 2 + 26 * inchPerPx);
  return h;
}
function editorPoint(e) {
  const r = $('#editor-canvas').getBoundingClientRect(), [tw, td] = editor.table;
  return { x: (e.clientX - r.left) / r.width * tw, y: td - (e.clientY - r.top) / r.height * td, inchPerPx: tw / r.width };
}
function editorPointerDown(e) {
  const { x, y, inchPerPx } = editorPoint(e), reach = 16 * inchPerPx;
  let mode = null;
  const p = editor.pieces[editor.selected];
  if (p) for (const [name, [hx, hy]] of Object.entries(editorHandles(p, inchPerPx))) if (Math.hypot(x - hx, y - hy) <= reach) mode = name;
  if (!mode) {
    // The smallest piece under the pointer (a tree in a wood), a thin wall found within a few pixels.
    const under = editor.pieces.map((q, i) => [q, i]).filter(([q]) => pieceHits(q, x, y, 6 * inchPerPx));
    under.sort(([a], [b]) => a.width * a.depth - b.width * b.depth);
    editor.selected = under.length ? under[0][1] : -1;
    mode = under.length ? 'move' : null;
    editorShow();
  }
  if (!mode) return;
  e.preventDefault();
  $('#editor-canvas').setPointerCapture(e.pointerId);
  $('#editor-canvas').focus({ preventScroll: true });
  editor.drag = { mode, id: e.pointerId, before: snapshot(), from: [x, y], piece: Object.assign({}, editor.pieces[editor.selected]) };
}
function editorPointerMove(e) {
  const d = editor.drag;
  if (!d || e.pointerId !== d.id) return;
  const { x, y } = editorPoint(e), free = editorFree(e), p = d.piece;
  editor.pieces[editor.selected] = d.mode === 'move' ? movedTo(p, p.x + x - d.from[0], p.y + y - d.from[1], free ? 0 : 0.25, ...editor.table)
    : d.mode === 'resize' ? resizedTo(p, x, y, free ? 0 : 0.25) : rotatedTowards(p, x, y, free ? 0 : 15);
  editorDraw();
  editorForm();
}
function editorPointerUp(e) {
  const d = editor.drag;
  if (!d || e.pointerId !== d.id) return;
  editor.drag = null;
  editorCommit(d.before);
}
function editorKey(e) {
  const ctrl = e.ctrlKey || e.metaKey, key = e.key.toLowerCase();
  if (ctrl && (key === 'y' || (key === 'z' && e.shiftKey))) editorUndo(true);
  else if (ctrl && key === 'z') editorUndo(false);
  else if ((e.key === 'Delete' || e.key === 'Backspace') && editor.selected >= 0) editorDelete();
  else if (e.key === 'Escape' && editor.selected >= 0) { editor.selected = -1; editorShow(); }
  else if (key === 'r' && !ctrl && editor.selected >= 0) {
    // A turn step (a quarter for the kinds that take only those), back with Shift.
    const before = snapshot(), p = editor.pieces[editor.selected], by = (kQuarterTurnKinds.has(p.kind) ? 90 : 15) * (e.shiftKey ? -1 : 1);
    const q = Object.assign({}, p, { rotation: ((((p.rotation || 0) + by) % 360) + 360) % 360 });
    editor.pieces[editor.selected] = movedTo(q, q.x, q.y, 0, ...editor.table);
    editorCommit(before);
  }
  else if (e.key.startsWith('Arrow') && editor.selected >= 0) {
    const before = snapshot(), p = editor.pieces[editor.selected], by = e.shiftKey ? 1 : 0.25;
    const [dx, dy] = { ArrowLeft: [-by, 0], ArrowRight: [by, 0], ArrowUp: [0, by], ArrowDown: [0, -by] }[e.key];
    editor.pieces[editor.selected] = movedTo(p, p.x + dx, p.y + dy, 0, ...editor.table);
    editorCommit(before);
  } else return;
  e.preventDefault();
}
function wireEditor() {
  const box = $('#editor-box'), cv = $('#editor-canvas');
  // Opened, it shows the table the Map tab has chosen (unless it holds an edit of it already).
  box.addEventListener('toggle', () => { if (box.open && !editor.undo.length && !editor.redo.length) { editorLoad(chosenTableText()); editorShow(); editorCheck(); } });
  for (const b of $$('#editor-box [data-add]')) b.addEventListener('click', () => editorAdd(b.dataset.add));
  const actions = {
    undo: () => editorUndo(false), redo: () => editorUndo(true), delete: editorDelete,
    load: () => { editorLoad(chosenTableText()); editorShow(); editorCheck(); },
    clear: () => { const before = snapshot(); editor.pieces = []; editor.selected = -1; editorCommit(before); },
    csv: () => download('my-terrain.csv', terrainCsv(editor.pieces)),
    'use-map': () => { editorWrite(); runMap(); },
    'use-mission': () => { editorWrite(); forms.mission.elements.table.value = 'pasted'; showTab('mission'); writeHash(); runMission(); },
  };
  for (const b of $$('#editor-box [data-do]')) b.addEventListener('click', () => actions[b.dataset.do]());
  cv.addEventListener('pointerdown', editorPointerDown);
  cv.addEventListener('pointermove', editorPointerMove);
  cv.addEventListener('pointerup', editorPointerUp);
  cv.addEventListener('pointercancel', editorPointerUp);
  cv.addEventListener('keydown', editorKey);
  $('#editor-piece').addEventListener('change', editorFormChanged);
  $('#editor-piece').addEventListener('submit', (e) => { e.preventDefault(); editorFormChanged(); });
  window.addEventListener('resize', () => { if (box.open) editorDraw(); });
}
