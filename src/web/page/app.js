// climbsim's page: forms in, the engine's answers out (tables, charts, the map), the state in the
// URL's hash so a link reproduces the view, each table downloadable as the CLI's CSV and copyable as
// the `climbsim ...` command that writes the same bytes.
'use strict';
const $ = (s, root = document) => root.querySelector(s);
const $$ = (s, root = document) => Array.from(root.querySelectorAll(s));
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
const sig = (v) => (v === '' || v === undefined || v === null || isNaN(+v)) ? String(v ?? '') : (+v === 0 ? '0' : (+(+v).toPrecision(3)).toString());

// ---- the engine, in a worker made from this file's own script blocks (file:// allows blobs) ----
// A report's page may come without the engine: then it shows the run's results and says so.
const hasEngine = $('#engine-source').textContent.trim() !== '';
const hasRun = $('#tab-run').children.length > 0;
const worker = hasEngine ? new Worker(URL.createObjectURL(new Blob([$('#engine-source').textContent, '\n', $('#worker-source').textContent], { type: 'text/javascript' }))) : null;
let nextId = 1;
const pending = new Map();
let engineReady;
const ready = new Promise((r) => (engineReady = r));
if (worker) worker.onmessage = (e) => {
  const m = e.data;
  if (m.ready) { engineReady(); return; }
  const p = pending.get(m.id);
  if (!p) return;
  if (m.progress !== undefined) { p.progress(m.progress); return; }
  pending.delete(m.id);
  p.resolve(m.answer);
};
// A roster file the player dropped in (climbsim roster --from-legion-hq CARDS.json makes one from
// Legion HQ's newest cards): every question that names units reads it, as --roster FILE does.
let myRoster = null;  // { label, text }
const rosterCommands = new Set(['ask', 'economy', 'list', 'list-import', 'map', 'wounds', 'roster']);
function engine(request, parts, progress) {
  const id = nextId++;
  if (myRoster && rosterCommands.has(request.command) && !(request.supplied && request.supplied.roster))
    request = Object.assign({}, request, { supplied: Object.assign({ roster: myRoster }, request.supplied || {}) });
  return new Promise((resolve) => {
    pending.set(id, { resolve, progress: progress || (() => {}) });
    worker.postMessage({ id, request, parts });
  });
}

function status(text, error) { $('#status-text').textContent = text; $('#status').classList.toggle('error', !!error); if (error) document.body.dataset.error = text; }
// What has finished, on the body, for tests and timings: data-answered, data-charted, data-mapped, data-cliffed (ms).
function done(what, ms) { document.body.dataset[what] = String(Math.round(ms)); }
function showProgress(v) { const p = $('#progress'); p.hidden = v === null; if (v !== null) p.value = v; }

// ---- the state: every form field, by tab, in the hash ----
const forms = { ask: $('#ask-form'), map: $('#map-form'), cliff: $('#cliff-form') };
let tab = hasRun ? 'run' : 'ask';
function formState(f) { const o = {}; for (const el of f.elements) if (el.name && el.value !== '') o[el.name] = el.value; return o; }
function writeHash() {
  const h = new URLSearchParams({ tab });
  for (const [name, f] of Object.entries(forms))
    for (const [k, v] of Object.entries(formState(f))) h.set(name + '.' + k, v);
  history.replaceState(null, '', '#' + h.toString());
}
function readHash() {
  const h = new URLSearchParams(location.hash.slice(1));
  if (h.get('tab') && (forms[h.get('tab')] || (h.get('tab') === 'run' && hasRun))) tab = h.get('tab');
  for (const [name, f] of Object.entries(forms))
    for (const el of f.elements) if (el.name && h.has(name + '.' + el.name)) el.value = h.get(name + '.' + el.name);
}
function showTab(t) {
  tab = t;
  for (const b of $$('#tabs button')) b.setAttribute('aria-selected', String(b.dataset.tab === t));
  for (const s of $$('.tab')) s.hidden = s.id !== 'tab-' + t;
}

// ---- the command line that writes the same bytes ----
const shellWord = (w) => (/^[A-Za-z0-9_.,:+=\/-]+$/.test(w) ? w : "'" + w.replace(/'/g, "'\\''") + "'");
function commandLine(command, options, files) {
  const words = ['climbsim', command];
  for (const [k, v] of Object.entries(options)) words.push('--' + k, files && files[k] ? files[k] : v);
  if (myRoster && rosterCommands.has(command)) words.push('--roster', myRoster.label);
  return words.map(shellWord).join(' ');
}
function download(name, text) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  a.download = name;
  document.body.appendChild(a); a.click(); a.remove();
}
function tools(el, csvName, csv, cmd, note) {
  const box = document.createElement('div');
  box.innerHTML = `<div class="actions-row"><button type="button" data-do="csv">Download ${esc(csvName)}</button>
    <button type="button" data-do="cmd">Copy as command</button><button type="button" data-do="link">Copy link</button></div>
    <code class="cmd">${esc(cmd)}</code>${note ? `<p class="hint">${esc(note)}</p>` : ''}`;
  box.querySelector('[data-do=csv]').onclick = () => download(csvName, csv);
  box.querySelector('[data-do=cmd]').onclick = () => navigator.clipboard && navigator.clipboard.writeText(cmd);
  box.querySelector('[data-do=link]').onclick = () => navigator.clipboard && navigator.clipboard.writeText(location.href);
  el.appendChild(box);
}

// ---- CSV in, rows out ----
function parseCsv(text) {
  const rows = [];
  for (const line of text.split('\r\n')) {
    if (line === '') continue;
    const out = []; let cur = '', q = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (q) { if (c === '"') { if (line[i + 1] === '"') { cur += '"'; i++; } else q = false; } else cur += c; }
      else if (c === '"') q = true; else if (c === ',') { out.push(cur); cur = ''; } else cur += c;
    }
    out.push(cur); rows.push(out);
  }
  const head = rows.shift() || [];
  return rows.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
}
function htmlTable(rows, allColumns) {
  // A text column with one value in every row is said once above the table, so the table fits.
  const same = [], columns = allColumns.filter(([c, h, num]) => {
    if (num || rows.length < 2 || !rows.every((r) => r[c] === rows[0][c])) return true;
    if (rows[0][c] !== undefined && rows[0][c] !== '') same.push(`${h} ${rows[0][c]}`);
    return false;
  });
  const th = columns.map(([, h]) => `<th>${esc(h)}</th>`).join('');
  const tr = rows.map((r) => '<tr>' + columns.map(([c, , num]) => num ? `<td class="n" data-col="${c}">${esc(sig(r[c]))}</td>` : `<td data-col="${c}">${esc(r[c] ?? '').replace(/\+/g, '+<wbr>')}</td>`).join('') + '</tr>').join('');
  return (same.length ? `<p class="hint">Every row: ${esc(same.join(', '))}.</p>` : '') +
    `<div class="table-wrap"><table><thead><tr>${th}</tr></thead><tbody>${tr}</tbody></table></div>`;
}

// ---- SVG charts ----
const colours = ['#2f5fb3', '#d1495b', '#edae49', '#00798c', '#66a182', '#8d5a97', '#30638e', '#e07a5f'];
function axes(w, h, m, xmax, ymax, xlabel, ylabel, xticks, yfmt) {
  let s = `<line x1="${m}" y1="${h - m}" x2="${w - 10}" y2="${h - m}" stroke="#555"/><line x1="${m}" y1="10" x2="${m}" y2="${h - m}" stroke="#555"/>`;
  for (const t of xticks) { const x = m + (w - m - 20) * t / xmax; s += `<text x="${x}" y="${h - m + 14}" font-size="11" text-anchor="middle">${t}</text>`; }
  for (let i = 0; i <= 4; i++) { const y = h - m - (h - m - 10) * i / 4; s += `<text x="${m - 4}" y="${y + 4}" font-size="11" text-anchor="end">${yfmt(ymax * i / 4)}</text><line x1="${m}" x2="${w - 10}" y1="${y}" y2="${y}" stroke="#eee"/>`; }
  s += `<text x="${(w + m) / 2}" y="${h - 4}" font-size="12" text-anchor="middle">${esc(xlabel)}</text>`;
  s += `<text x="12" y="${(h - m) / 2}" font-size="12" text-anchor="middle" transform="rotate(-90 12 ${(h - m) / 2})">${esc(ylabel)}</text>`;
  return s;
}
// adaptive: the front of adaptive play (economy --front, kind adaptive), drawn as a dashed line.
function plansChart(title, plans, adaptive = []) {
  const w = 360, h = 240, m = 44;
  const xmax = Math.max(2, ...plans.map((p) => +p.actions)) + 1;
  const ymax = Math.max(0.5, ...plans.map((p) => +p.exact_mean_minis_lost)) * 1.1;
  const X = (a) => m + (w - m - 20) * a / xmax, Y = (v) => h - m - (h - m - 10) * v / ymax;
  let s = axes(w, h, m, xmax, ymax, 'actions', 'expected minis lost', Array.from({ length: xmax + 1 }, (_, i) => i), (v) => v.toFixed(2));
  const front = plans.filter((p) => p.pareto === 'true').sort((a, b) => a.actions - b.actions);
  if (front.length > 1) s += `<polyline fill="none" stroke="#d1495b" stroke-width="2" points="${front.map((p) => X(+p.actions) + ',' + Y(+p.exact_mean_minis_lost)).join(' ')}"/>`;
  if (adaptive.length > 1) s += `<polyline class="adaptive" fill="none" stroke="#00798c" stroke-width="2" stroke-dasharray="5 3" points="${adaptive.map((f) => X(+f.expected_actions) + ',' + Y(+f.expected_objective)).join(' ')}"/>`;
  for (const f of adaptive) s += `<circle cx="${X(+f.expected_actions)}" cy="${Y(+f.expected_objective)}" r="3" fill="#00798c"><title>${esc(f.play)}: ${sig(f.expected_actions)} actions, ${sig(f.expected_objective)} minis lost on average</title></circle>`;
  for (const p of plans) {
    const on = p.pareto === 'true';
    s += `<circle cx="${X(+p.actions)}" cy="${Y(+p.exact_mean_minis_lost)}" r="${on ? 5 : 3.5}" fill="${on ? '#d1495b' : '#8890a0'}" fill-opacity="0.8"><title>${esc(p.plan)}: ${p.actions} actions, ${sig(p.exact_mean_minis_lost)} minis lost, ${sig(p.exact_mean_wounds)} wounds</title></circle>`;
  }
  return `<div class="chart card"><h3>${esc(title)}</h3><svg viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">${s}</svg>
    <div class="legend"><span><span class="swatch" style="background:#d1495b"></span>Pareto front (no plan is both faster and safer)</span><span><span class="swatch" style="background:#8890a0"></span>other plans (hover for names)</span>${adaptive.length > 1 ? '<span><span class="swatch" style="background:#00798c"></span>adapting to the dice: the best play for each price of an action (exact; hover for the play)</span>' : ''}</div></div>`;
}
function lawChart(title, law) {
  const w = 360, h = 240, m = 44;
  const kmax = Math.max(1, ...law.map((r) => +r.k));
  const bw = (w - m - 20) / (kmax + 1);
  let s = axes(w, h, m, kmax + 1, 1, 'minis lost, k', 'probability', [], (v) => v.toFixed(2));
  for (const r of law) {
    const k = +r.k, x = m + bw * k;
    const eq = +r.exact_p_eq, ge = +r.exact_p_ge;
    s += `<rect x="${x + bw * 0.1}" width="${bw * 0.4}" y="${h - m - (h - m - 10) * eq}" height="${(h - m - 10) * eq}" fill="#2f5fb3"><title>P(exactly ${k}) = ${sig(eq)}</title></rect>`;
    s += `<rect x="${x + bw * 0.5}" width="${bw * 0.4}" y="${h - m - (h - m - 10) * ge}" height="${(h - m - 10) * ge}" fill="#edae49"><title>P(at least ${k}) = ${sig(ge)}</title></rect>`;
    s += `<text x="${x + bw / 2}" y="${h - m + 14}" font-size="11" text-anchor="middle">${k}</text>`;
  }
  return `<div class="chart card"><h3>${esc(title)}</h3><svg viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">${s}</svg>
    <div class="legend"><span><span class="swatch" style="background:#2f5fb3"></span>P(exactly k), exact</span><span><span class="swatch" style="background:#edae49"></span>P(at least k), exact</span></div></div>`;
}

// ---- Ask ----
const askColumns = [['units', 'units'], ['face', 'face'], ['height', 'height', 1], ['variant', 'variant'], ['die', 'die'], ['edition', 'edition'],
  ['cheapest', 'cheapest plan'], ['actions', 'actions', 1], ['activations', 'activations', 1], ['wounds', 'wounds', 1], ['minis_lost', 'minis lost', 1], ['p_lose_one', 'P(lose a mini)', 1],
  ['safest', 'safest plan'], ['safest_actions', 'actions', 1], ['safest_wounds', 'wounds', 1], ['safest_minis_lost', 'minis lost', 1], ['safest_p_lose_one', 'P(lose a mini)', 1]];
async function runAsk() {
  const s = formState(forms.ask);
  const listText = (s.list || '').trim();
  const common = {};
  for (const k of ['face', 'direction', 'die', 'edition']) if (s[k]) common[k] = s[k];
  let command, options, supplied = {}, files = {};
  // A Legion HQ link is the list itself: the command line takes it as it is, no file to save.
  const listLink = /^(https?:\/\/|legionhq)\S*\/list\/\S+$/.test(listText);
  if (listText) {
    command = 'list';
    options = Object.assign({ list: listLink ? listText : 'my-list.txt' }, s.unit ? { unit: s.unit } : {}, s.height ? { heights: s.height } : {}, common);
    delete options.direction;
    if (!listLink) {
      supplied = { list: { label: 'the pasted list', text: listText } };
      files = { list: 'my-list.txt' };
    }
  } else {
    command = 'ask';
    options = Object.assign({ unit: s.unit || 'stormtroopers' }, s.height ? { height: s.height } : {}, common, s['what-if'] ? { 'what-if': s['what-if'] } : {});
  }
  status('Working…');
  const t0 = performance.now();
  const [csv, js] = await Promise.all([engine({ command, options: Object.assign({}, options, { format: 'csv' }), supplied }),
                                       engine({ command, options: Object.assign({}, options, { format: 'json' }), supplied })]);
  const out = $('#ask-out');
  out.innerHTML = '';
  $('#ask-charts').innerHTML = '';
  if (listText) await showImport(listLink ? { list: listText } : { list: 'the pasted list' }, supplied);
  if (!csv.ok) { status(csv.error, true); return; }
  const answer = JSON.parse(js.outputs.output);
  const card = document.createElement('div');
  card.className = 'card';
  card.innerHTML = `<h2>Cheapest and safest way ${esc(s.direction || 'up')} (exact)</h2>` + htmlTable(answer.answers, askColumns) +
    `<ul class="verdicts">${answer.verdicts.map((v) => `<li>${esc(v)}</li>`).join('')}</ul>` +
    (csv.warnings.length ? `<p class="hint">${csv.warnings.map(esc).join('<br>')}</p>` : '');
  out.appendChild(card);
  tools(card, command + '.csv', csv.outputs.output, commandLine(command, Object.assign({}, options, { format: 'csv' }), files) + ' -o ' + command + '.csv',
        listText && !listLink ? 'Save the pasted list as my-list.txt to run the command.' : '');
  status(`Answered in ${Math.round(performance.now() - t0)} ms, exact.`);
  done('answered', performance.now() - t0);
  writeHash();
  await askCharts(s, listText, supplied, files, answer);
}
async function showImport(options, supplied) {
  const r = await engine({ command: 'list-import', options, supplied });
  const el = $('#list-import');
  if (!r.ok) { el.innerHTML = `<p class="hint">${esc(r.error)}</p>`; return; }
  const rows = r.units.map((u) => ({ label: u.label, count: u.count, minis: u.minis, wounds: u.wounds_per_mini, keywords: u.keywords,
    written: u.upgrades_written.join(', '), applied: u.upgrades_applied.join(', '), points: u.points >= 0 ? u.points : '',
    cards: u.points_by_cards >= 0 ? u.points_by_cards : '' }));
  el.innerHTML = `<p><strong>${esc(r.title || 'List')}</strong> (${esc(r.format)}): ${esc(r.points_summary)}.</p>` +
    htmlTable(rows, [['label', 'unit as named'], ['count', 'count', 1], ['minis', 'minis', 1], ['wounds', 'wounds/mini', 1], ['keywords', 'keywords'], ['written', 'upgrades in the list'], ['applied', 'upgrades that change climbing'], ['points', 'points', 1], ['cards', 'points by the cards', 1]]) +
    (r.points_disagree.length ? `<p class="hint">Points: ${r.points_disagree.map(esc).join('<br>')}</p>` : '') +
    (r.warnings.length ? `<p class="hint">Skipped: ${r.warnings.map(esc).join('<br>')}</p>` : '<p class="hint">Nothing skipped.</p>');
}
async function askCharts(s, listText, supplied, files, answer) {
  const listed = Object.keys(supplied).length ? 'my-list.txt' : listText;  // a link is passed as it is
  const options = Object.assign(listText ? { list: listed } : { unit: s.unit || 'stormtroopers' }, listText && s.unit ? { unit: s.unit } : {},
    { heights: s.height || (listText ? '1,2,3' : '2'), faces: s.face || 'sheer,ledges', direction: s.direction || 'up' },
    s.die ? { die: s.die } : {}, s.edition ? { edition: s.edition } : {},
    { policies: 'false', columns: 'exact', distribution: 'distribution.csv', samples: '20000' },
    { optimal: 'minis', activations: '6', front: 'front.csv' });
  status('Charts: every plan, and the law of minis lost…');
  showProgress(0);
  const r = await engine({ command: 'economy', options, supplied }, 20, showProgress);
  showProgress(null);
  if (!r.ok) { status(r.error, true); return; }
  const plans = parseCsv(r.outputs.output).filter((p) => p.legal === 'true' && p.plan !== 'optimal');
  const law = parseCsv(r.outputs.distribution).filter((d) => d.quantity === 'minis_lost');
  const adaptive = parseCsv(r.outputs.front).filter((f) => f.kind === 'adaptive');
  const groups = new Map();
  for (const p of plans) {
    const key = [p.unit, p.face, p.height, p.die, p.edition].join('|');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(p);
  }
  let html = '';
  for (const [key, ps] of groups) {
    const [unit, face, height, die, edition] = key.split('|');
    const label = `${unit} (${ps[0].minis} minis × ${ps[0].wounds_per_mini} wounds), ${face} height ${height}, ${die}, ${edition}`;
    html += plansChart('Plans: actions against minis lost — ' + label, ps,
      adaptive.filter((f) => f.unit === unit && f.face === face && f.height === height && f.die === die && f.edition === edition && f.expert_climber === ps[0].expert_climber));
    const cheapest = ps.slice().sort((a, b) => a.actions - b.actions || a.exact_mean_minis_lost - b.exact_mean_minis_lost)[0];
    const l = law.filter((d) => d.unit === unit && d.face === face && d.height === height && d.die === die && d.edition === edition && d.plan === cheapest.plan);
    if (l.length) html += lawChart(`Minis lost on the cheapest plan (${cheapest.plan}) — ${label}`, l);
  }
  const el = $('#ask-charts');
  el.innerHTML = `<div class="card"><h2>Charts for every unit asked</h2><div class="charts">${html || '<p>No legal plan to chart.</p>'}</div></div>`;
  tools(el.firstChild, 'economy.csv', r.outputs.output, commandLine('economy', options, files) + ' -o economy.csv',
        'The charts draw the exact columns; the distribution file also holds Monte Carlo laws (20,000 samples a plan, seed 1).');
  status('Answered; charts drawn from the exact figures.');
  done('charted', 0);
}

// ---- Map ----
let mapData = null;
const actionColours = ['#1a9850', '#91cf60', '#d9ef8b', '#fee08b', '#fc8d59', '#d73027', '#a50026', '#67001f', '#40004b', '#2d004b', '#1b0033', '#0d0019', '#000000'];
async function runMap() {
  const s = formState(forms.map);
  const options = { unit: s.unit || 'stormtroopers', actions: s.actions || '4', start: s.start || '6,18', resolution: s.resolution || '0.25' };
  if (s.edition) options.edition = s.edition;
  if (s.facing) options.facing = s.facing;
  const supplied = {}, files = {};
  if ((s.table || 'example') === 'example') { supplied.terrain = { label: 'example.csv', text: $('#terrain-example').textContent.trim() + '\n' }; options.terrain = 'example.csv'; files.terrain = 'experiments/terrain/example.csv'; }
  else if (s.table === 'pasted') { supplied.terrain = { label: 'my-terrain.csv', text: s.terrain || '' }; options.terrain = 'my-terrain.csv'; files.terrain = 'my-terrain.csv'; }
  status('Drawing the map…');
  const t0 = performance.now();
  const r = await engine({ command: 'map', options, supplied });
  if (!r.ok) { status(r.error, true); return; }
  const rows = parseCsv(r.outputs.output);
  // The highest surface at each spot, as the CLI's picture shows it.
  const top = new Map();
  for (const c of rows) { const k = c.x + ',' + c.y; const o = top.get(k); if (!o || +c.level > +o.level) top.set(k, c); }
  mapData = { rows, top, table: r.table, pieces: r.pieces || [], res: +options.resolution, options, layer: s.layer || 'actions' };
  drawMap();
  const out = $('#map-out');
  out.innerHTML = '';
  const reach = rows.filter((c) => c.reachable === 'true').length;
  const card = document.createElement('div');
  card.className = 'card';
  card.innerHTML = `<h2>${esc(options.unit)} from ${esc(options.start)}, ${esc(options.actions)} actions</h2><p>${reach} of ${rows.length} surface cells reachable (exact wounds; cells of ${esc(options.resolution)}").</p>`;
  out.appendChild(card);
  tools(card, 'map.csv', r.outputs.output, commandLine('map', options, files) + ' -o map.csv', s.table === 'pasted' ? 'Save the pasted terrain as my-terrain.csv to run the command.' : '');
  status(`Map drawn in ${Math.round(performance.now() - t0)} ms.`);
  done('mapped', performance.now() - t0);
  writeHash();
}
function woundColour(w) { // white (0) to deep red (1 wound or more), a separate scale from the actions'
  const t = Math.min(1, w);
  return `rgb(${255 - Math.round(90 * t)},${Math.round(245 - 225 * t)},${Math.round(240 - 220 * t)})`;
}
function drawMap() {
  if (!mapData) return;
  const cv = $('#map-canvas'), ctx = cv.getContext('2d');
  const [tw, td] = mapData.table, scale = 15;
  cv.width = tw * scale; cv.height = td * scale;
  ctx.fillStyle = '#e9ebef'; ctx.fillRect(0, 0, cv.width, cv.height);
  const res = mapData.res;
  for (const c of mapData.top.values()) {
    if (c.reachable !== 'true') continue;
    ctx.fillStyle = mapData.layer === 'wounds' ? woundColour(+c.wounds_at_min_actions) : actionColours[Math.min(12, +c.min_actions)];
    ctx.fillRect((+c.x - res / 2) * scale, (td - +c.y - res / 2) * scale, res * scale + 0.5, res * scale + 0.5);
  }
  // Labels are sized for the screen, not the canvas: on a phone the canvas is drawn at a third of
  // its size, so its text is drawn three times larger, and short ("H2") where the full one would
  // not fit the piece.
  const shrink = cv.width / Math.max(1, cv.getBoundingClientRect().width || cv.width);
  const fontPx = 11 * Math.max(1, shrink);
  ctx.font = `${fontPx}px sans-serif`;
  for (const p of mapData.pieces) {
    ctx.strokeStyle = p.kind === 'building' ? '#222' : p.kind === 'hill' ? '#7a5' : '#666';
    ctx.lineWidth = (p.kind === 'building' ? 2 : 1.2) * Math.max(1, shrink / 2);
    ctx.setLineDash(p.kind === 'difficult' ? [4, 3] : []);
    ctx.strokeRect(p.x * scale, (td - p.y - p.depth) * scale, p.width * scale, p.depth * scale);
    const full = `${p.kind}, height ${p.height}`, short = `${p.kind === 'hill' ? 'hill ' : ''}H${p.height}`;
    const label = ctx.measureText(full).width <= p.width * scale - 6 ? full : short;
    const x = p.x * scale + 3, y = (td - p.y - p.depth) * scale + fontPx + 1;
    ctx.fillStyle = 'rgba(255,255,255,0.8)'; ctx.fillRect(x - 2, y - fontPx, ctx.measureText(label).width + 4, fontPx + 3);
    ctx.fillStyle = '#222'; ctx.fillText(label, x, y);
  }
  ctx.setLineDash([]);
  const o = mapData.options, [sx, sy] = o.start.split(',').map(Number);
  ctx.fillStyle = '#fff'; ctx.strokeStyle = '#000'; ctx.lineWidth = 2;
  ctx.beginPath(); ctx.arc(sx * scale, (td - sy) * scale, 6, 0, 7); ctx.fill(); ctx.stroke();
  const legend = $('#map-legend');
  if (mapData.layer === 'wounds')
    legend.innerHTML = '<div class="legend"><strong>Layer: expected wounds on the fastest route</strong>' + [0, 0.25, 0.5, 0.75, 1].map((w) => `<span><span class="swatch" style="background:${woundColour(w)}"></span>${w === 1 ? '1 or more' : w}</span>`).join('') + '<span><span class="swatch" style="background:#e9ebef"></span>not reachable</span></div>';
  else
    legend.innerHTML = '<div class="legend"><strong>Layer: fewest actions</strong>' + Array.from({ length: +o.actions + 1 }, (_, a) => `<span><span class="swatch" style="background:${actionColours[Math.min(12, a)]}"></span>${a} ${a === 1 ? 'action' : 'actions'}</span>`).join('') + '<span><span class="swatch" style="background:#e9ebef"></span>not reachable</span></div>';
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

// ---- ASL cliff ----
async function runCliff() {
  const s = formState(forms.cliff);
  const options = { levels: s.levels || '2', direction: s.direction || 'up', drm: s.drm || '0', commando: s.commando || 'false', weather: s.weather || 'none',
    status: s.status || 'good-order', units: s.units || '1', within: s.within || '1-6', samples: s.samples || '100000' };
  status('Climbing (Monte Carlo beside exact)…');
  showProgress(0);
  const t0 = performance.now();
  const r = await engine({ command: 'cliff', options }, 20, showProgress);
  showProgress(null);
  if (!r.ok) { status(r.error, true); return; }
  const rows = parseCsv(r.outputs.output);
  const within = rows.length ? Object.keys(rows[0]).filter((k) => /^exact_p_success_within_\d+$/.test(k)) : [];
  const cols = [['levels', 'levels', 1], ['direction', 'direction'], ['drm', 'DRM', 1], ['commando', 'Commando'], ['weather', 'weather'], ['status', 'status'], ['units', 'stack', 1],
    ['exact_p_success', 'P(on top), exact', 1], ['p_success', 'Monte Carlo', 1], ['p_success_ci_low', '95% low', 1], ['p_success_ci_high', '95% high', 1],
    ['exact_p_eliminated', 'P(eliminated), exact', 1], ['exact_mean_mph', 'mean MPh, exact', 1]].concat(within.map((k) => [k, 'by MPh ' + k.split('_').pop() + ', exact', 1]));
  const out = $('#cliff-out');
  out.innerHTML = '';
  const card = document.createElement('div');
  card.className = 'card';
  card.innerHTML = '<h2>Falling DR: the chance to be on the destination level (B11.4)</h2>' + htmlTable(rows, cols);
  out.appendChild(card);
  tools(card, 'cliff.csv', r.outputs.output, commandLine('cliff', options) + ' -o cliff.csv', `Monte Carlo: ${options.samples} stacks a row, seed 1; the exact columns are the absorbing chain's.`);
  status(`Cliff table in ${Math.round(performance.now() - t0)} ms.`);
  done('cliffed', performance.now() - t0);
  writeHash();
}

// ---- wiring ----
const runners = { ask: runAsk, map: runMap, cliff: runCliff, run: async () => {} };
let timer = null;
function schedule() { clearTimeout(timer); timer = setTimeout(() => runners[tab](), 250); }
for (const [name, f] of Object.entries(forms)) {
  f.addEventListener('input', (e) => { if (name === 'map' && e.target.name === 'layer' && mapData) { mapData.layer = e.target.value; drawMap(); writeHash(); return; } schedule(); });
  f.addEventListener('submit', (e) => { e.preventDefault(); schedule(); });
}
for (const b of $$('#tabs button')) b.onclick = () => { showTab(b.dataset.tab); writeHash(); runners[tab](); };
const canvas = $('#map-canvas');
canvas.addEventListener('mousemove', describeCell);
canvas.addEventListener('click', (ev) => {
  if (!mapData) return;
  describeCell(ev);
  const { x, y, cell } = cellAt(ev);
  const level = cell && +cell.level > 0 ? ',' + cell.level : '';
  forms.map.elements.start.value = `${+x.toFixed(2)},${+y.toFixed(2)}${level}`;
  runMap();
});
const terrainBox = forms.map.elements.terrain;
terrainBox.addEventListener('dragover', (e) => e.preventDefault());
terrainBox.addEventListener('drop', async (e) => { e.preventDefault(); const f = e.dataTransfer.files[0]; if (f) { terrainBox.value = await f.text(); forms.map.elements.table.value = 'pasted'; runMap(); } });

// The units the forms offer, from the roster in use; its name and size in the roster box's summary.
function fillRoster(roster, label) {
  $('#roster').innerHTML = roster.units.map((u) => `<option value="${esc(u.name)}">${esc(u.display_name)} (${u.minis} minis)</option>`).join('');
  $('#roster-summary').textContent = `Roster: ${label} (${roster.units.length} units)`;
}
async function useRosterFile(file) {
  const text = await file.text();
  const r = await engine({ command: 'roster', supplied: { roster: { label: file.name, text } } });
  if (!r.ok) { $('#roster-note').textContent = r.error; status(r.error, true); return; }
  myRoster = { label: file.name, text };
  fillRoster(r, file.name);
  $('#roster-note').textContent = 'Every question now reads this roster, and every copied command names it (--roster ' + file.name + '). A link does not carry it: drop it in again after opening one.';
  await runners[tab]();
}
$('#roster-file').addEventListener('change', (e) => { if (e.target.files[0]) useRosterFile(e.target.files[0]); });
$('#roster-box').addEventListener('dragover', (e) => e.preventDefault());
$('#roster-box').addEventListener('drop', (e) => { e.preventDefault(); if (e.dataTransfer.files[0]) useRosterFile(e.dataTransfer.files[0]); });
$('#roster-builtin').addEventListener('click', async () => {
  myRoster = null;
  $('#roster-file').value = '';
  fillRoster(await engine({ command: 'roster' }), 'built-in');
  $('#roster-note').textContent = '';
  await runners[tab]();
});

(async () => {
  if (hasRun) $('#tabs [data-tab=run]').hidden = false;
  if (!hasEngine) {
    $('#roster-box').hidden = true;
    for (const t of ['ask', 'map', 'cliff']) $(`#tabs [data-tab=${t}]`).hidden = true;
    showTab('run');
    status('This page holds the run\'s results; the live calculator was not built into it (bash scripts/web.sh builds the engine, then climbsim report puts it here).');
    $('#provenance').textContent = 'climbsim /*VERSION*/';
    return;
  }
  readHash();
  showTab(tab);
  await ready;
  fillRoster(await engine({ command: 'roster' }), 'built-in');
  if (tab === 'run') status('The figures of this run; the Ask, Map and ASL cliff tabs compute what-ifs live, in this page.');
  $('#provenance').textContent = 'climbsim /*VERSION*/ — the engine is the command line\'s library compiled to WebAssembly; every CSV it downloads is the same bytes as the command it copies writes.';
  await runners[tab]();
})();
