// The Mission tab: a Map Card and a side (or a Territory of the player's own), the POIs as the card shows them,
// and units or the list pasted in Ask: which unit contests each POI, stands on each roof or reaches
// the enemy's Territory first, by which round (climbsim mission, RULINGS R26-R29). The table shows
// one unit's map with each cell in the colour of the earliest round the leader can stand there,
// both Territories outlined and the POIs numbered; a tap on a POI or a roof says who gets there
// first and how, and with "Tap places a POI" ticked a tap adds a POI there.
let missionData = null;
// Rounds 1 to 5 (the 2025 Core Rulebook's five), cooler to warmer as they come later.
const roundColours = ['#1a9850', '#d9ef8b', '#fee08b', '#fc8d59', '#d73027'];
const territoryColours = { yours: '#2178f3', enemy: '#962028' };
const kPoiRadius = 1, kContestRange = 3;  // a 2" token; contesting within Half-Range of it (R27)
// The mission as the engine answers `climbsim mission`, its units' maps made on two workers at once
// (engineSpread): the head (every option read, no map made) counts the units, estimates each one's
// work and gives the table and the Territories; a part a unit gives its rows (and the drawn unit's map); the sentences come
// from all the rows (mission-verdicts). The joined answer is the whole mission's, byte for byte
// (tests/web/web_api_test.cpp).
async function missionAnswer(request) {
  const head = await engine(Object.assign({}, request, { rows: [0, 0] }), { owner: 'mission' });
  if (!head.ok) return head;
  // The longest first (the engine's estimate of each unit's map), so that the two workers end
  // together rather than one waiting alone for a speeder's map begun last.
  const work = head.part_work || [];
  const order = Array.from({ length: head.rows }, (_, u) => u).sort((a, b) => (work[b] || 0) - (work[a] || 0) || a - b);
  const parts = await engineSpread(Array.from({ length: head.rows }, (_, u) => Object.assign({}, request, { rows: [u, u + 1] })), { owner: 'mission', order });
  if (!Array.isArray(parts)) return parts;
  const output = parts.map((p) => p.outputs.output).join('') || head.outputs.output;
  const said = await engine({ command: 'mission-verdicts', options: request.options, supplied: request.supplied, table: output }, { owner: 'mission' });
  if (!said.ok) return said;
  return Object.assign({}, head, { outputs: { output, verdicts: said.outputs.verdicts, map: parts.map((p) => p.outputs.map).join(''), territories: head.outputs.territories } });
}

async function runMission() {
  const s = formState(forms.mission);
  const options = {};
  // A Territory of the player's own takes the Map Card's place (and its side's): --territory.
  const own = (s.territory || '').trim();
  for (const k of own ? ['poi', 'rounds', 'edition'] : ['map-card', 'side', 'poi', 'rounds', 'edition']) { const v = asked('mission', 'mission', s, k); if (v) options[k] = v; }
  if (own) options.territory = own;
  const supplied = {}, files = {};
  const listText = (forms.ask.elements.list.value || '').trim();
  if (s['use-list'] && listText) {
    const link = isListLink(listText);
    options.list = link ? listText : 'my-list.txt';
    if (!link) { supplied.list = { label: 'the pasted list', text: listText }; files.list = 'my-list.txt'; }
  } else {
    if (!unitsComplete(forms.mission)) { status('Units: keep typing a card\'s name, or choose from the list.'); return; }
    options.unit = asked('mission', 'mission', s, 'unit');
  }
  if (s['png-unit']) options['png-unit'] = s['png-unit'];
  const table = s.table || 'example';
  askOnTable(table, forms.map.elements.terrain.value || '', { supplied, options, files });
  options.format = 'csv';
  const t0 = performance.now();
  status('Working out the mission…');
  showProgress('working');
  const r = await missionAnswer({ command: 'mission', options, supplied });
  if (r.stopped) { refused(r); return; }
  showProgress(null);
  const out = $('#mission-out'), cv = $('#mission-canvas');
  out.innerHTML = '';
  $('#mission-tap').textContent = '';
  if (!r.ok) {
    // The refusal takes the answer's place: no stale table, map or download stays beside it.
    missionData = null;
    cv.getContext('2d').clearRect(0, 0, cv.width, cv.height);
    cv.hidden = true;
    $('#mission-legend').innerHTML = '';
    $('#mission-error').textContent = pageWords(r.error);
    $('#mission-error').hidden = false;
    refused(r);
    return;
  }
  $('#mission-error').hidden = true;
  cv.hidden = false;
  const rows = parseCsv(r.outputs.output), cells = parseCsv(r.outputs.map);
  const top = new Map();  // the highest surface at each spot, as the command line's picture shows it
  for (const c of cells) { const k = c.x + ',' + c.y; const o = top.get(k); if (!o || +c.level > +o.level) top.set(k, c); }
  const pois = (options.poi || '').split(';').filter((p) => p.trim()).map((p) => p.split(',').map(Number));
  const units = [...new Set(rows.map((x) => x.unit))];
  // The cells' size: the first cell's centre is half a cell from the corner.
  missionData = { rows, top, pois, units, res: cells.length ? 2 * +cells[0].x : 0.25, table: r.table, pieces: r.pieces || [],
                  areas: parseCsv(r.outputs.territories), verdicts: r.outputs.verdicts.split('\n').filter(Boolean), options, drawn: s['png-unit'] || units[0] };
  // The units whose map may be drawn: this answer's.
  const draw = forms.mission.elements['png-unit'];
  draw.innerHTML = '<option value="">the first unit</option>' + units.map((u) => `<option value="${esc(u)}">${esc(unitWords(u))}</option>`).join('');
  draw.value = s['png-unit'] && units.includes(s['png-unit']) ? s['png-unit'] : '';
  drawMission();
  const card = document.createElement('div');
  card.className = 'card';
  const rounds = options.rounds;
  card.innerHTML = `<h2>${esc(missionTitle(options))}: ${units.length} ${units.length === 1 ? 'unit' : 'units'}, ${esc(rounds)} ${rounds === '1' ? 'round' : 'rounds'}</h2>` +
    `<ul class="verdicts">${missionData.verdicts.map((v) => `<li>${esc(unitWords(v))}</li>`).join('')}</ul>` +
    htmlTable(rows.map((x) => Object.assign({}, x, { unit: unitWords(x.unit) })),
      [['unit', 'unit', 0], ['target', 'target', 0], ['reached', 'reached', 0], ['round', 'round', 1], ['actions', 'actions', 1], ['route', 'fastest route', 0],
       ['wounds', 'exact wounds', 1], ['p_unit_intact', 'P(no mini lost)', 1], ['leader_x', 'leader x', 1], ['leader_y', 'leader y', 1]]);
  out.appendChild(card);
  tools(card, 'mission.csv', r.outputs.output, commandLine('mission', options, files) + ' -o mission.csv',
        [table === 'pasted' ? 'Save the pasted terrain as my-terrain.csv' : '', files.list ? 'save the pasted list as my-list.txt' : ''].filter(Boolean).join(', and ') +
        (table === 'pasted' || files.list ? ' to run the command.' : ''));
  status(`Mission answered in ${Math.round(performance.now() - t0)} ms.`);
  done('missioned', performance.now() - t0);
  writeHash();
}
function missionTitle(o) {
  if (o.territory) return `Your Territory ${o.territory}`;
  const card = ((parameter('mission', 'map-card') || {}).choices || []).find((c) => c.value === o['map-card']);
  return `${card ? card.label : o['map-card']}, ${o.side || 'blue'}`;
}
// A unit's round at a cell: one activation of two actions a round, a unit placed or scouting in
// there in round 1 (as the command line's table counts it).
const roundOf = (actions) => Math.max(1, Math.ceil(+actions / 2));
function drawMission() {
  if (!missionData) return;
  const cv = $('#mission-canvas'), ctx = cv.getContext('2d');
  const [tw, td] = missionData.table, scale = 15;
  cv.width = tw * scale; cv.height = td * scale;
  ctx.fillStyle = unreachableColour; ctx.fillRect(0, 0, cv.width, cv.height);
  const res = missionData.res;
  for (const c of missionData.top.values()) {
    if (c.reachable !== 'true') continue;
    ctx.fillStyle = roundColours[Math.min(roundColours.length, roundOf(c.min_actions)) - 1];
    ctx.fillRect((+c.x - res / 2) * scale, (td - +c.y - res / 2) * scale, res * scale + 0.5, res * scale + 0.5);
  }
  const onScreen = Math.max(1, cv.width / Math.max(1, cv.getBoundingClientRect().width || cv.width));
  strokePieces(ctx, missionData.pieces, scale, td, onScreen);
  // Each Territory outlined as one shape, as the PNG draws it: a rectangle's side is drawn only
  // where just past it lies outside every rectangle of the side, so where two overlap (an L drawn
  // as two) or abut, no seam shows.
  for (const side of ['yours', 'enemy']) {
    const areas = missionData.areas.filter((a) => a.side === side).map((a) => [+a.x0, +a.y0, +a.x1, +a.y1]);
    const inside = (x, y) => areas.some(([x0, y0, x1, y1]) => x >= x0 && x <= x1 && y >= y0 && y <= y1);
    ctx.strokeStyle = territoryColours[side]; ctx.lineWidth = 3 * onScreen; ctx.lineCap = 'square';
    ctx.beginPath();
    for (const [x0, y0, x1, y1] of areas) {
      // Each side from (ax, ay) to (bx, by), with (ox, oy) a step outward, walked a pixel at a time.
      for (const [ax, ay, bx, by, ox, oy] of [[x0, y0, x1, y0, 0, -1], [x0, y1, x1, y1, 0, 1], [x0, y0, x0, y1, -1, 0], [x1, y0, x1, y1, 1, 0]]) {
        const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) * scale));
        let run = -1;
        for (let k = 0; k <= steps; ++k) {
          const t = (Math.min(k, steps - 1) + 0.5) / steps, x = ax + (bx - ax) * t, y = ay + (by - ay) * t;
          const drawn = k < steps && !inside(x + 1e-3 * ox, y + 1e-3 * oy);
          if (drawn && run < 0) run = k;
          if (!drawn && run >= 0) {
            ctx.moveTo((ax + (bx - ax) * run / steps) * scale, (td - (ay + (by - ay) * run / steps)) * scale);
            ctx.lineTo((ax + (bx - ax) * k / steps) * scale, (td - (ay + (by - ay) * k / steps)) * scale);
            run = -1;
          }
        }
      }
    }
    ctx.stroke();
    ctx.lineCap = 'butt';
  }
  const fontPx = 12 * onScreen;
  ctx.font = `bold ${fontPx}px sans-serif`; ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
  missionData.pois.forEach(([x, y], k) => {
    ctx.strokeStyle = '#000'; ctx.lineWidth = 1.5 * onScreen;
    ctx.beginPath(); ctx.arc(x * scale, (td - y) * scale, (kPoiRadius + kContestRange) * scale, 0, 7); ctx.stroke();
    ctx.fillStyle = '#111';
    ctx.beginPath(); ctx.arc(x * scale, (td - y) * scale, kPoiRadius * scale, 0, 7); ctx.fill();
    ctx.fillStyle = '#fff'; ctx.fillText(String(k + 1), x * scale, (td - y) * scale);
  });
  ctx.textAlign = 'start'; ctx.textBaseline = 'alphabetic';
  cv.dataset.onScreen = String(onScreen);
  const rounds = +missionData.options.rounds;
  $('#mission-legend').innerHTML = `<div class="legend"><strong>${esc(unitWords(missionData.drawn))}: the earliest round it stands there</strong>` +
    roundColours.slice(0, rounds).map((c, k) => `<span><span class="swatch" style="background:${c}"></span>round ${k + 1}</span>`).join('') +
    `<span><span class="swatch" style="background:${unreachableColour}"></span>not by round ${rounds}</span>` +
    `<span><span class="swatch" style="border:3px solid ${territoryColours.yours}"></span>your Territory</span>` +
    `<span><span class="swatch" style="border:3px solid ${territoryColours.enemy}"></span>the enemy's</span>` +
    '<span><span class="swatch" style="background:#111;border-radius:50%"></span>POI, the ring its contesters\' bases reach (3")</span></div>';
}
function missionTap(ev) {
  if (!missionData) return;
  const cv = $('#mission-canvas'), rect = cv.getBoundingClientRect(), [tw, td] = missionData.table;
  const x = (ev.clientX - rect.left) / rect.width * tw, y = td - (ev.clientY - rect.top) / rect.height * td;
  if ($('#tap-poi').checked) {
    const f = forms.mission.elements.poi, now = asked('mission', 'mission', formState(forms.mission), 'poi');
    f.value = (now ? now + ';' : '') + `${+x.toFixed(1)},${+y.toFixed(1)}`;
    runMission();
    return;
  }
  const el = $('#mission-tap');
  const k = missionData.pois.findIndex(([px, py]) => Math.hypot(px - x, py - y) <= kPoiRadius + 0.5);
  // The highest surface under the tap that is a target (a roof, a storey, a hilltop).
  const targets = new Set(missionData.rows.map((r) => r.target));
  const under = missionData.pieces.map((p, i) => ({ p, name: `${p.kind}-${i + 1}` }))
    .filter(({ p, name }) => targets.has(name) && x >= p.x && x <= p.x + p.width && y >= p.y && y <= p.y + p.depth)
    .sort((a, b) => b.p.height - a.p.height);
  const target = k >= 0 ? `poi-${k + 1}` : under.length ? under[0].name : null;
  if (!target) { el.textContent = `(${x.toFixed(1)}, ${y.toFixed(1)}): tap a POI or a roof.`; return; }
  const rows = missionData.rows.filter((r) => r.target === target && r.reached === 'yes').sort((a, b) => +a.round - +b.round || +a.actions - +b.actions);
  const sentence = k >= 0 ? missionData.verdicts.find((v) => v.startsWith(`POI ${k + 1} (`)) : null;
  const name = k >= 0 ? `POI ${k + 1}` : `The top of ${target}`;
  el.innerHTML = (sentence ? `<div><strong>${esc(unitWords(sentence))}</strong></div>` : rows.length ? '' : `<div><strong>${esc(name)}: no unit gets there by round ${esc(missionData.options.rounds)}.</strong></div>`) +
    rows.map((r) => `<div>${esc(unitWords(r.unit))}: round ${r.round}, ${r.actions} ${r.actions === '1' ? 'action' : 'actions'} by <code>${esc(r.route)}</code>, ${sig(r.wounds)} wounds.</div>`).join('');
}
function wireMission() {
  $('#mission-canvas').addEventListener('click', missionTap);
}
