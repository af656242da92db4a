// The report's run tab, drawn by the page's own tables and charts (view.js, charts.js) from the
// views the report embeds (climbsim/report/run_views.hpp: a JSON array in #run-views, each view's
// rows as CSV): tables, a chart for every unit's plans and law (units whose figures coincide share
// one, the first six in view), the cliff's curves, and the map's picture with each cell's figures
// on hover or tap. When it is drawn the body says so: data-ready="yes", data-charts=N.
//
// The plain functions (names, grouping) touch no DOM, so node tests them (tests/web/page_units_test.js).
// A unit's name, or, for one built from --minis, its size.
const unitLabel = (r) => r.unit || sizeOf(r);
const joined = (names) => names.map((n, i) => (i === 0 ? '' : i + 1 === names.length ? ' and ' : ', ') + n).join('');
// Units and their size: "stormtroopers and snowtroopers (4 minis × 1 wound)", or the size alone.
const named = (units, first) => (units.length === 1 && units[0] === sizeOf(first) ? units[0] : `${joined(units)} (${sizeOf(first)})`);
// The rows per unit, edition and die, in first-seen order; then units whose rows give the same
// `signature` merged into one group (they would draw the same chart).
function sharedGroups(rows, signature) {
  const perUnit = new Map();
  for (const r of rows) {
    const key = [unitLabel(r), r.edition, r.die].join('|');
    if (!perUnit.has(key)) perUnit.set(key, { units: [unitLabel(r)], rows: [] });
    perUnit.get(key).rows.push(r);
  }
  const shared = new Map();
  for (const g of perUnit.values()) {
    const same = signature(g.rows);
    if (shared.has(same)) shared.get(same).units.push(g.units[0]);
    else shared.set(same, g);
  }
  return [...shared.values()];
}
const asIs = (r) => r.legal === 'true' && r.expert_climber === 'false' && r.policy === 'false';
function planGroups(rows) {
  return sharedGroups(rows.filter(asIs), (rs) => [rs[0].edition, rs[0].die, sizeOf(rs[0])].concat(rs.map((r) => `${r.plan}:${r.actions}:${r.exact_mean_minis_lost}`)).join('|'));
}
function lawGroups(rows) {
  return sharedGroups(rows, (rs) => [rs[0].edition, rs[0].die].concat(rs.map((r) => `${r.k}:${r.exact_p_eq}`)).join('|'));
}
// The units of `rows` with no legal plan at all (so no chart), each once.
function unitsWithoutPlans(rows) {
  const asked = [...new Set(rows.map(unitLabel))], charted = new Set(rows.filter((r) => r.legal === 'true').map(unitLabel));
  return asked.filter((u) => !charted.has(u));
}
// " , core-2023" or " , black die": what sets a chart apart from the default rules.
const rulesOf = (r, die) => (r.edition && r.edition !== 'rule-texts' ? ', ' + r.edition : '') + (die && r.die && r.die !== 'white' ? `, ${r.die} die` : '');

function chartGrid(charts, what, open = 6) {
  if (!charts.length) return '';
  let s = `<div class="charts">${charts.slice(0, open).join('')}</div>`;
  if (charts.length > open) s += `<details><summary>${charts.length - open} more ${esc(what)} (${charts.length} in all)</summary><div class="charts">${charts.slice(open).join('')}</div></details>`;
  return s;
}

const runViews = {
  table: (v) => htmlTable(parseCsv(v.csv), v.columns, { fold: 16, total: v.total, whole: v.whole }),
  plans(v) {
    const rows = parseCsv(v.csv);
    const charts = planGroups(rows).map((g) => plansChart(`${named(g.units, g.rows[0])}: ${v.face}, height ${v.height}${rulesOf(g.rows[0], true)}`, g.rows));
    const none = unitsWithoutPlans(rows);
    return chartGrid(charts, "units' charts") +
      (none.length ? `<p class="note">No legal way up ${esc(v.face)} of height ${esc(v.height)}, so no chart, for ${esc(joined(none))} (the table says why).</p>` : '');
  },
  law(v) {
    return chartGrid(lawGroups(parseCsv(v.csv)).map((g) => lawChart(`${named(g.units, g.rows[0])}: one clamber, height ${v.height}${rulesOf(g.rows[0], false)}`, g.rows)), "units' charts");
  },
  cliff(v) {
    const series = parseCsv(v.csv).map((r) => ({
      name: `${r.levels} ${r.levels === '1' ? 'level' : 'levels'}`,
      points: Object.keys(r).filter((k) => /_within_\d+$/.test(k) && r[k] !== '').map((k) => [+k.split('_').pop(), +r[k]]),
    }));
    return curvesChart('On top by the end of MPh T', series, 'Movement Phase T', 'probability');
  },
  ranked(v) { return `<div class="charts">${rankedChart(v.title, parseCsv(v.csv), v.higher_first)}</div>`; },
  map(v) {
    return `<div class="map"><img class="run-map" alt="reachable-area map" src="data:image/png;base64,${v.png}"><div class="map-hover">\u00a0</div></div>`;
  },
};
// A map's hover (and tap) text: the cell under the pointer, its fastest route and its safest.
function wireRunMap(box, v) {
  const img = box.querySelector('img'), out = box.querySelector('.map-hover');
  const show = (ev) => {
    const r = img.getBoundingClientRect(), scale = img.naturalWidth / r.width;
    const px = (ev.clientX - r.left) * scale - v.margin, py = (ev.clientY - r.top) * scale - v.top;
    const i = Math.floor(px / v.cell), j = v.ny - 1 - Math.floor(py / v.cell);
    if (i < 0 || j < 0 || i >= v.nx || j >= v.ny) { out.textContent = '\u00a0'; return; }
    const c = v.cells[j * v.nx + i], where = `(${((i + 0.5) * v.res).toFixed(2)}", ${((j + 0.5) * v.res).toFixed(2)}")`;
    if (c === null) out.textContent = where + ': no surface';
    else if (c[0] < 0) out.textContent = `${where}, height ${c[1]}: out of reach`;
    else out.textContent = `${where}, height ${c[1]}: fastest ${v.routes[c[2]] || 'standing still'} (${c[0]} actions, ${c[3]} expected wounds); safest ${v.routes[c[4]] || 'standing still'} (${c[5]} actions, ${c[6]} expected wounds)`;
  };
  img.addEventListener('mousemove', show);
  img.addEventListener('click', show);
}
function drawRun() {
  const data = $('#run-views');
  if (!data) return;
  const views = JSON.parse(data.textContent);
  for (const box of $$('#run .run-view')) {
    const v = views[+box.dataset.view];
    if (!v || !runViews[v.kind]) continue;
    box.innerHTML = runViews[v.kind](v);
    if (v.kind === 'map') wireRunMap(box, v);
  }
  document.body.dataset.charts = String($$('#run .chart svg').length);
  document.body.dataset.ready = 'yes';
}
if (typeof window === 'object') window.addEventListener('error', (e) => { const out = $('#errors'); if (out) out.textContent += 'error: ' + e.message + '\n'; });

if (typeof module === 'object' && module.exports) module.exports = { unitLabel, named, planGroups, lawGroups, unitsWithoutPlans, chartGrid };
