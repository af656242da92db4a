// The Map tab: where one unit can stand within its actions, on a sample table (the example, a town, a
// forest, a canyon), an empty one or a pasted terrain. Tapping a cell reads its routes and draws
// them (routes.js); with "Tap sets the start" ticked, a tap moves the start there instead. A
// refusal (a start inside a building) replaces the map beside it, so no stale map or download is
// left. Pieces are labelled by kind and height (height units and inches), with a 6" scale; on the
// wounds layer a cell reached without dice is green, apart from the grey of cells out of reach.
let mapData = null;
const actionColours = ['#1a9850', '#91cf60', '#d9ef8b', '#fee08b', '#fc8d59', '#d73027', '#a50026', '#67001f', '#40004b', '#2d004b', '#1b0033', '#0d0019', '#000000'];
const unreachableColour = '#e9ebef', noDiceColour = '#a6dba0';
// The table a tab asks on, into the question: a sample table by name (its script block, the CLI's
// experiments/terrain/NAME.csv), the pasted terrain, or nothing (the empty table).
function askOnTable(table, pasted, { supplied, options, files }) {
  const sample = table !== 'pasted' && document.querySelector('script#terrain-' + CSS.escape(table));
  const [label, text, file] = sample ? [table + '.csv', sample.textContent.trim() + '\n', `experiments/terrain/${table}.csv`]
    : table === 'pasted' ? ['my-terrain.csv', pasted, 'my-terrain.csv'] : [];
  if (!label) return;
  supplied.terrain = { label, text };
  options.terrain = label;
  files.terrain = file;
}
async function runMap() {
  if (forms.map.elements['list-unit'].dataset.filled !== (forms.ask.elements.list.value || '').trim()) await listUnitsForMap();
  const s = formState(forms.map);
  const options = Object.fromEntries(['unit', 'actions', 'start', 'resolution'].map((k) => [k, asked('map', 'map', s, k)]));
  options.edition = asked('map', 'map', s, 'edition');
  if (s.facing) options.facing = s.facing;
  if (s['expert-climber']) options['expert-climber'] = s['expert-climber'];
  const supplied = {}, files = {};
  // A unit of the list pasted in the Ask tab, upgrades applied (map --list FILE --unit NAME).
  const listText = (forms.ask.elements.list.value || '').trim();
  if (s['list-unit'] && listText) {
    const link = isListLink(listText);
    options.list = link ? listText : 'my-list.txt';
    options.unit = s['list-unit'];
    if (!link) { supplied.list = { label: 'the pasted list', text: listText }; files.list = 'my-list.txt'; }
  }
  askOnTable(s.table || 'example', s.terrain || '', { supplied, options, files });
  // A map is computed in one piece: the bar runs and the seconds count until it is drawn or stopped.
  const t0 = performance.now();
  const asking = formState(forms.map);
  status('Drawing the map…');
  showProgress('working');
  const ticking = setInterval(() => {
    if (document.body.dataset.busy === 'yes') status(`Drawing the map… ${Math.round((performance.now() - t0) / 1000)} s so far (Stop ends it).`);
  }, 1000);
  const r = await engine({ command: 'map', options, supplied }, { owner: 'map' }).finally(() => clearInterval(ticking));
  if (r.stopped) {
    refused(r);
    // Stopped by the player: the fields go back to the question the map on the screen answers.
    if (/^Stopped/.test(r.error || '')) {
      showProgress(null);
      if (mapData && mapData.asked) { setFormState(forms.map, mapData.asked); writeHash(); status('Stopped: the map shows the question before it, and so do the fields.'); }
    }
    return;
  }
  showProgress(null);
  const out = $('#map-out');
  out.innerHTML = '';
  if (!r.ok) {
    // The refusal takes the map's place: no stale map, download or command stays beside it. Where
    // the table itself is fine (a start it cannot hold), the table is drawn with no reach, and a
    // tap there sets a new start.
    mapData = null;
    const cv = $('#map-canvas');
    cv.getContext('2d').clearRect(0, 0, cv.width, cv.height);
    cv.hidden = true;
    $('#map-legend').innerHTML = '';
    $('#map-cell').textContent = '';
    $('#map-route').innerHTML = '';
    $('#map-error').textContent = pageWords(r.error);
    $('#map-error').hidden = false;
    refused(r);
    const table = /start/.test(r.error) ? await engine({ command: 'map-table', options: { terrain: options.terrain }, supplied }, { owner: 'map' }) : null;
    if (table && table.ok) {
      mapData = { rows: [], top: new Map(), table: table.table, pieces: table.pieces, res: +options.resolution, options, supplied, layer: s.layer || 'actions', routes: null, refused: true };
      cv.hidden = false;
      $('#map-error').textContent = pageWords(r.error).replace(/\.?$/, '.') + ' Tap the table to start somewhere else.';
      drawMap();
      document.body.dataset.tablenoreach = '';
    }
    return;
  }
  $('#map-error').hidden = true;
  delete document.body.dataset.tablenoreach;
  $('#map-canvas').hidden = false;
  const rows = parseCsv(r.outputs.output);
  // The highest surface at each spot, as the CLI's picture shows it.
  const top = new Map();
  for (const c of rows) { const k = c.x + ',' + c.y; const o = top.get(k); if (!o || +c.level > +o.level) top.set(k, c); }
  mapData = { rows, top, table: r.table, pieces: r.pieces || [], res: +options.resolution, options, supplied, layer: s.layer || 'actions', routes: null, asked: asking };
  $('#map-route').innerHTML = '';
  drawMap();
  const reach = rows.filter((c) => c.reachable === 'true').length;
  const card = document.createElement('div');
  card.className = 'card';
  card.innerHTML = `<h2>${esc(unitWords(options.unit))} from ${esc(options.start)}, ${esc(options.actions)} actions</h2><p>${reach} of ${rows.length} surface cells reachable (exact wounds; cells of ${esc(options.resolution)}").</p>`;
  out.appendChild(card);
  tools(card, 'map.csv', r.outputs.output, commandLine('map', options, files) + ' -o map.csv',
        [s.table === 'pasted' ? 'Save the pasted terrain as my-terrain.csv' : '', files.list ? 'save the pasted list as my-list.txt' : ''].filter(Boolean).join(', and ') +
        (s.table === 'pasted' || files.list ? ' to run the command.' : ''));
  status(`Map drawn in ${Math.round(performance.now() - t0)} ms.`);
  done('mapped', performance.now() - t0);
  writeHash();
}
// The pieces' outlines on a table drawn at `scale` canvas px an inch, `td` inches deep: buildings
// dark and thicker, hills green, difficult ground dashed (the Map and Mission tabs); a round or
// turned piece as it is (its `circle` or `corners`).
function strokePieces(ctx, pieces, scale, td, onScreen) {
  for (const p of pieces) {
    ctx.strokeStyle = p.kind === 'building' ? '#222' : p.kind === 'hill' ? '#7a5' : '#666';
    ctx.lineWidth = (p.kind === 'building' ? 2 : 1.2) * onScreen;
    ctx.setLineDash(p.kind === 'difficult' ? [4, 3] : []);
    if (p.circle) {
      const [cx, cy, r] = p.circle;
      ctx.beginPath(); ctx.arc(cx * scale, (td - cy) * scale, r * scale, 0, 2 * Math.PI); ctx.stroke();
    } else if (p.corners) {
      ctx.beginPath();
      p.corners.forEach(([x, y], k) => (k ? ctx.lineTo : ctx.moveTo).call(ctx, x * scale, (td - y) * scale));
      ctx.closePath(); ctx.stroke();
    } else {
      ctx.strokeRect(p.x * scale, (td - p.y - p.depth) * scale, p.width * scale, p.depth * scale);
    }
  }
  ctx.setLineDash([]);
}
function woundColour(w) { // a cell reached with no dice is green; then white-pink (a little) to deep red (1 wound or more)
  if (+w === 0) return noDiceColour;
  const t = Math.min(1, w);
  return `rgb(${255 - Math.round(90 * t)},${Math.round(245 - 225 * t)},${Math.round(240 - 220 * t)})`;
}
// A piece's labels, longest first: its kind and height in height units and inches, then shorter.
function drawMap() {
  if (!mapData) return;
  const cv = $('#map-canvas'), ctx = cv.getContext('2d');
  // Zoom enlarges the table on the screen (the box scrolls, and a drag pans it); lines, dots and
  // labels are drawn at their size on the screen whatever the zoom and the screen's width.
  const zoom = +$('#map-zoom').value || 1;
  const [tw, td] = mapData.table, scale = 15 * zoom;
  cv.width = tw * scale; cv.height = td * scale;
  const room = Math.max(1, $('#map-wrap').clientWidth - 14);
  cv.style.width = zoom > 1 ? `${Math.round(room * zoom)}px` : '';
  cv.style.maxWidth = zoom > 1 ? 'none' : '';
  ctx.fillStyle = unreachableColour; ctx.fillRect(0, 0, cv.width, cv.height);
  const res = mapData.res;
  for (const c of mapData.top.values()) {
    if (c.reachable !== 'true') continue;
    ctx.fillStyle = mapData.layer === 'wounds' ? woundColour(+c.wounds_at_min_actions) : actionColours[Math.min(12, +c.min_actions)];
    ctx.fillRect((+c.x - res / 2) * scale, (td - +c.y - res / 2) * scale, res * scale + 0.5, res * scale + 0.5);
  }
  // Labels are sized for the screen, not the canvas: on a phone the canvas is drawn at a third of
  // its size, so its text is drawn larger, and short where the full one would not fit the piece.
  const shrink = cv.width / Math.max(1, cv.getBoundingClientRect().width || cv.width);
  const onScreen = Math.max(1, shrink);  // canvas pixels to one pixel on the screen
  const fontPx = 11 * onScreen;
  ctx.font = `${fontPx}px sans-serif`;
  // Every outline first, then every label over them: no outline crosses a label drawn before it.
  strokePieces(ctx, mapData.pieces, scale, td, onScreen);
  // A 6" scale (1 height unit), bottom left; its words hold their place before any label.
  const bar = 6 * scale, bx = 8 * onScreen, by = cv.height - 10 * onScreen, scaleWords = '6" (height 1)';
  ctx.strokeStyle = '#000'; ctx.lineWidth = 3 * onScreen;
  ctx.beginPath(); ctx.moveTo(bx, by); ctx.lineTo(bx + bar, by); ctx.stroke();
  ctx.fillStyle = '#000'; ctx.fillText(scaleWords, bx + bar + 6, by + fontPx / 3);
  // Each label's box as drawn (its white ground), kept apart from every box placed before it by a
  // gap: a label that would touch one (a storey on its building's corner) moves down within its
  // piece, and where no place is left there (a crowded town) the piece goes unlabelled (its outline
  // stays, and a hover names it) rather than a label standing on another piece.
  const gap = 2 * onScreen;
  const placed = [{ left: bx, right: bx + bar + 6 + ctx.measureText(scaleWords).width + gap, top: by - fontPx, bottom: by + fontPx }];
  for (const p of mapData.pieces) {
    const labels = pieceLabels(p);
    const label = labels.find((l) => ctx.measureText(l).width <= p.width * scale - 6) ?? labels[labels.length - 1];
    if (!label) continue;
    const w = ctx.measureText(label).width + 4, left = p.x * scale + 1;
    let top = (td - p.y - p.depth) * scale + 2;
    const box = () => ({ left, right: left + w, top, bottom: top + fontPx + 3 });
    const touches = (b) => placed.some((q) => b.left < q.right + gap && q.left < b.right + gap && b.top < q.bottom + gap && q.top < b.bottom + gap);
    const lowest = Math.max((td - p.y) * scale, box().bottom);  // the piece's bottom edge, or its one line
    while (touches(box()) && box().bottom + fontPx + 3 <= lowest) top += fontPx + 3;
    if (touches(box()) || box().bottom > cv.height) continue;
    placed.push(box());
    ctx.fillStyle = 'rgba(255,255,255,0.85)'; ctx.fillRect(left, top, w, fontPx + 3);
    ctx.fillStyle = '#222'; ctx.fillText(label, left + 2, top + fontPx);
  }
  cv.dataset.labels = JSON.stringify(placed.map((b) => [b.left, b.top, b.right, b.bottom]));  // the scale first
  const o = mapData.options, [sx, sy] = o.start.split(',').map(Number);
  if (!mapData.refused) {  // a refused start is no place to mark
    ctx.fillStyle = '#fff'; ctx.strokeStyle = '#000'; ctx.lineWidth = 2 * onScreen;
    ctx.beginPath(); ctx.arc(sx * scale, (td - sy) * scale, 6 * onScreen, 0, 7); ctx.fill(); ctx.stroke();
  }
  drawRoutes(ctx, scale, td, onScreen);
  cv.dataset.onScreen = String(onScreen);
  const legend = $('#map-legend');
  const out = `<span><span class="swatch" style="background:${unreachableColour}"></span>not reachable</span>`;
  if (mapData.layer === 'wounds')
    legend.innerHTML = '<div class="legend"><strong>Layer: expected wounds on the fastest route</strong>' +
      `<span><span class="swatch" style="background:${noDiceColour}"></span>0 (no dice)</span>` +
      [0.25, 0.5, 0.75, 1].map((w) => `<span><span class="swatch" style="background:${woundColour(w)}"></span>${w === 1 ? '1 or more' : w}</span>`).join('') + out + '</div>';
  else
    legend.innerHTML = '<div class="legend"><strong>Layer: fewest actions</strong>' + Array.from({ length: +o.actions + 1 }, (_, a) => `<span><span class="swatch" style="background:${actionColours[Math.min(12, a)]}"></span>${a} ${a === 1 ? 'action' : 'actions'}</span>`).join('') + out + '</div>';
}
function cellAt(ev) {
  const cv = $('#map-canvas'), rect = cv.getBoundingClientRect();
  const [tw, td] = mapData.table;
  const x = (ev.clientX - rect.left) / rect.width * tw, y = td - (ev.clientY - rect.top) / rect.height * td;
  const res = mapData.res;
  const cx = (Math.floor(x / res) + 0.5) * res, cy = (Math.floor(y / res) + 0.5) * res;
  return { x, y, cell: mapData.top.get(String(cx) + ',' + String(cy)), cells: mapData.rows.filter((c) => +c.x === cx && +c.y === cy) };
}
function describeCell(ev) {
  if (!mapData) return;
  const { x, y, cells } = cellAt(ev);
  const el = $('#map-cell');
  if (!cells.length) { el.textContent = `(${x.toFixed(2)}, ${y.toFixed(2)}): no surface a base fits on.`; return; }
  el.innerHTML = cells.map((c) => c.reachable !== 'true'
    ? `<div><strong>(${c.x}, ${c.y}) ${esc(c.surface)} level ${c.level}</strong>: not reachable in ${esc(mapData.options.actions)} actions.</div>`
    : `<div><strong>(${c.x}, ${c.y}) ${esc(c.surface)} level ${c.level}</strong>: fastest ${c.min_actions} ${c.min_actions === '1' ? 'action' : 'actions'} by <code>${esc(c.route_at_min_actions || 'standing still')}</code> (${sig(c.wounds_at_min_actions)} wounds); safest within the budget <code>${esc(c.route || 'standing still')}</code>, ${c.route_actions} actions, ${sig(c.mean_wounds)} wounds, P(no mini lost) ${sig(c.exact_p_unit_intact)}.</div>`).join('');
}
// The units of the list pasted in the Ask tab, offered on the Map tab (by their roster names).
async function listUnitsForMap() {
  const select = forms.map.elements['list-unit'];
  const listText = (forms.ask.elements.list.value || '').trim();
  const keep = select.value;
  select.dataset.filled = listText;
  if (!listText) { select.innerHTML = '<option value="">(paste a list in Ask)</option>'; return; }
  const link = isListLink(listText);
  const r = await engine({ command: 'list-import', options: { list: link ? listText : 'the pasted list' }, supplied: link ? {} : { list: { label: 'the pasted list', text: listText } } });
  if (!r.ok) return;
  const names = [...new Set(r.units.map((u) => u.name))];
  select.innerHTML = '<option value="">(none: the unit above)</option>' + names.map((n) => `<option value="${esc(n)}">${esc(r.units.find((u) => u.name === n).label)}</option>`).join('');
  select.value = keep;
}
function wireMap() {
  const canvas = $('#map-canvas');
  canvas.addEventListener('mousemove', describeCell);
  canvas.addEventListener('click', (ev) => {
    if (!mapData || panned) return;
    describeCell(ev);
    const { x, y, cell } = cellAt(ev);
    // A tap reads the cell and draws its routes; moving the start is its own choice, or the only
    // one where the start was refused.
    if (!$('#tap-start').checked && !mapData.refused) { routesTo(cell); return; }
    const level = cell && +cell.level > 0 ? ',' + cell.level : '';
    forms.map.elements.start.value = `${+x.toFixed(2)},${+y.toFixed(2)}${level}`;
    runMap();
  });
  $('#map-zoom').addEventListener('input', () => drawMap());
  // A zoomed map pans by dragging it (a finger scrolls the box as it is); a drag is no tap.
  const wrap = $('#map-wrap');
  let drag = null, panned = false;
  wrap.addEventListener('mousedown', (e) => { panned = false; drag = { x: e.clientX, y: e.clientY, left: wrap.scrollLeft, top: window.scrollY }; });
  window.addEventListener('mousemove', (e) => {
    if (!drag || (+$('#map-zoom').value || 1) === 1) return;
    const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 5) panned = true;
    if (panned) { wrap.scrollLeft = drag.left - dx; window.scrollTo(window.scrollX, drag.top - dy); }
  });
  window.addEventListener('mouseup', () => { drag = null; setTimeout(() => { panned = false; }, 0); });
  const terrainBox = forms.map.elements.terrain;
  // Terrain pasted or dropped is the table to use.
  terrainBox.addEventListener('input', () => { if (terrainBox.value.trim()) forms.map.elements.table.value = 'pasted'; });
  terrainBox.addEventListener('dragover', (e) => e.preventDefault());
  terrainBox.addEventListener('drop', async (e) => { e.preventDefault(); const f = e.dataTransfer.files[0]; if (f) { terrainBox.value = await f.text(); forms.map.elements.table.value = 'pasted'; runMap(); } });
}
