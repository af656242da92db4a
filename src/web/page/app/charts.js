// The page's charts, as SVG, for the live tabs and the report's run alike: every plan of a question
// (actions against expected minis lost, the Pareto front, and the front of adaptive play), the law
// of minis lost, several units against each what-if, and curves over time (the ASL cliff).
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
  // The fastest and the safest plan named on the chart itself, and the plays that read the dice
  // listed under it: on a phone nothing hovers.
  const byActions = plans.slice().sort((a, b) => a.actions - b.actions || a.exact_mean_minis_lost - b.exact_mean_minis_lost);
  const safest = plans.slice().sort((a, b) => a.exact_mean_minis_lost - b.exact_mean_minis_lost || a.actions - b.actions)[0];
  for (const p of [...new Set([byActions[0], safest].filter(Boolean))])
    s += `<text class="plan-name" x="${Math.min(w - 12, X(+p.actions) + 7)}" y="${Y(+p.exact_mean_minis_lost) - 7}" font-size="10" text-anchor="${X(+p.actions) > w - 110 ? 'end' : 'start'}" fill="#333">${esc(p.plan)}</text>`;
  const plays = adaptive.length > 1
    ? `<ol class="plays">${adaptive.map((f) => `<li>${sig(f.expected_actions)} ${sig(f.expected_actions) === '1' ? 'action' : 'actions'}, ${sig(f.expected_objective)} minis lost on average: ${esc(f.play)}</li>`).join('')}</ol>` : '';
  return `<div class="chart card"><h3>${esc(title)}</h3><svg viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">${s}</svg>
    <div class="legend"><span><span class="swatch" style="background:#d1495b"></span>plans no other plan beats on both actions and minis lost</span><span><span class="swatch" style="background:#8890a0"></span>other plans (hover a point for its name; the fastest and the safest are named)</span>${adaptive.length > 1 ? '<span><span class="swatch" style="background:#00798c"></span>reading the dice after each step: the best play for each number of actions you will spend (exact), listed below</span>' : ''}</div>${plays}</div>`;
}
function lawChart(title, law) {
  const w = 360, h = 240, m = 44;
  const kmax = Math.max(1, ...law.map((r) => +r.k));
  const bw = (w - m - 20) / (kmax + 1);
  let s = axes(w, h, m, kmax + 1, 1, 'minis lost, k', 'probability', [], (v) => v.toFixed(2));
  for (const r of law) {
    const k = +r.k, x = m + bw * k;
    const eq = +r.exact_p_eq, ge = +r.exact_p_ge;
    // The Monte Carlo twin, where the rows carry it, in the tooltip beside the exact figure.
    const mc = (v) => (v === undefined || v === '' ? '' : ` (Monte Carlo ${sig(v)})`);
    s += `<rect x="${x + bw * 0.1}" width="${bw * 0.4}" y="${h - m - (h - m - 10) * eq}" height="${(h - m - 10) * eq}" fill="#2f5fb3"><title>P(exactly ${k}) = ${sig(eq)}${mc(r.p_eq)}</title></rect>`;
    s += `<rect x="${x + bw * 0.5}" width="${bw * 0.4}" y="${h - m - (h - m - 10) * ge}" height="${(h - m - 10) * ge}" fill="#edae49"><title>P(at least ${k}) = ${sig(ge)}${mc(r.p_ge)}</title></rect>`;
    s += `<text x="${x + bw / 2}" y="${h - m + 14}" font-size="11" text-anchor="middle">${k}</text>`;
  }
  return `<div class="chart card"><h3>${esc(title)}</h3><svg viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">${s}</svg>
    <div class="legend"><span><span class="swatch" style="background:#2f5fb3"></span>P(exactly k), exact</span><span><span class="swatch" style="background:#edae49"></span>P(at least k), exact</span></div></div>`;
}
// Several units, and each as it is against each what-if, on one chart: for each face, groups of
// bars by height, one bar a unit and variant, its height the expected minis lost on the plan
// `which` ('' the cheapest, 'safest_' the safest), written above it; a row with no plan is a cross.
function compareChart(title, rows, which) {
  const heights = [...new Set(rows.map((r) => r.height))];
  const series = [...new Set(rows.map((r) => `${r.units} (${r.variant})`))];
  const w = 360, h = 240, m = 44;
  const value = (r) => r[which + 'minis_lost'];
  const ymax = Math.max(0.5, ...rows.map((r) => +value(r) || 0)) * 1.1;
  let s = axes(w, h, m, 1, ymax, 'height', 'expected minis lost', [], (v) => v.toFixed(2));
  const gw = (w - m - 20) / heights.length, bw = gw * 0.8 / series.length;
  heights.forEach((height, g) => {
    s += `<text x="${m + gw * (g + 0.5)}" y="${h - m + 14}" font-size="11" text-anchor="middle">${esc(height)}</text>`;
    series.forEach((name, k) => {
      const r = rows.find((x) => x.height === height && `${x.units} (${x.variant})` === name);
      const x = m + gw * g + gw * 0.1 + bw * k, mid = x + bw * 0.45;
      if (!r || value(r) === '' || value(r) == null) {  // no plan: a cross at the base, not an empty place
        if (r) s += `<text x="${mid}" y="${h - m - 3}" font-size="10" text-anchor="middle" fill="#888">×<title>${esc(name)}, height ${esc(height)}: ${esc(r[which ? 'safest' : 'cheapest'])}</title></text>`;
        return;
      }
      // A bar of no loss keeps a sliver, so nothing lost is seen apart from no plan.
      const v = +value(r), y = Math.min(h - m - 2, h - m - (h - m - 10) * v / ymax);
      s += `<rect x="${x}" width="${bw * 0.9}" y="${y}" height="${h - m - y}" fill="${colours[k % colours.length]}"><title>${esc(name)}, height ${esc(height)}: ${esc(r[which ? 'safest' : 'cheapest'])}, ${sig(v)} minis lost on average</title></rect>`;
      s += `<text x="${mid}" y="${y - 3}" font-size="9" text-anchor="middle">${sig(v)}</text>`;
    });
  });
  return `<div class="chart card compare"><h3>${esc(title)}</h3><svg viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">${s}</svg>
    <div class="legend">${series.map((name, k) => `<span><span class="swatch" style="background:${colours[k % colours.length]}"></span>${esc(name)}</span>`).join('')}</div></div>`;
}
// Curves over whole steps (x = 1, 2, ...): `series` is [{name, points: [[x, y], ...]}], y from 0 to 1.
function curvesChart(title, series, xlabel, ylabel) {
  const w = 560, h = 260, m = 44;
  const xmax = Math.max(1, ...series.flatMap((c) => c.points.map(([x]) => x)));
  const X = (x) => m + (w - m - 20) * x / xmax, Y = (y) => h - m - (h - m - 10) * y;
  const step = Math.max(1, Math.ceil(xmax / 10));
  let s = axes(w, h, m, xmax, 1, xlabel, ylabel, Array.from({ length: Math.floor(xmax / step) + 1 }, (_, i) => i * step), (v) => v.toFixed(2));
  series.forEach((c, k) => {
    const colour = colours[k % colours.length];
    s += `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${c.points.map(([x, y]) => X(x) + ',' + Y(y)).join(' ')}"/>`;
    for (const [x, y] of c.points) s += `<circle cx="${X(x)}" cy="${Y(y)}" r="2.5" fill="${colour}"><title>${esc(c.name)}, by ${x}: ${sig(y)}</title></circle>`;
  });
  return `<div class="chart card curves"><h3>${esc(title)}</h3><svg viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">${s}</svg>
    <div class="legend">${series.map((c, k) => `<span><span class="swatch" style="background:${colours[k % colours.length]}"></span>${esc(c.name)}</span>`).join('')}</div></div>`;
}
// Units ranked by one figure, the best first (higherFirst: a larger figure is better), a bar each
// with its 95% interval as a whisker and the figure written beside it; units with no figure are
// named under the chart. `rows`: unit, mean, ci_low, ci_high (a study's summary for one metric).
function rankedChart(title, rows, higherFirst, names = (u) => u) {
  const known = rows.filter((r) => r.mean !== '' && !isNaN(+r.mean));
  const none = rows.filter((r) => !known.includes(r)).map((r) => names(r.unit));
  known.sort((a, b) => (higherFirst ? +b.mean - +a.mean : +a.mean - +b.mean) || String(a.unit).localeCompare(String(b.unit)));
  const w = 520, label = 190, bar = 12, gap = 4, top = 8, h = top + known.length * (bar + gap) + 24;
  const xmax = Math.max(1e-9, ...known.map((r) => Math.max(+r.mean, isNaN(+r.ci_high) ? 0 : +r.ci_high))) * 1.15;
  const X = (v) => label + (w - label - 40) * Math.max(0, v) / xmax;
  let s = '';
  known.forEach((r, i) => {
    const y = top + i * (bar + gap);
    s += `<text x="${label - 4}" y="${y + bar - 2}" font-size="10" text-anchor="end">${i + 1}. ${esc(names(r.unit))}</text>`;
    s += `<rect class="rank" x="${label}" y="${y}" width="${X(+r.mean) - label}" height="${bar}" fill="#2f5fb3"><title>${esc(names(r.unit))}: ${sig(r.mean)} (95% interval ${sig(r.ci_low)} to ${sig(r.ci_high)}, ${esc(r.tables)} tables)</title></rect>`;
    if (r.ci_low !== '' && r.ci_high !== '') s += `<line x1="${X(+r.ci_low)}" x2="${X(+r.ci_high)}" y1="${y + bar / 2}" y2="${y + bar / 2}" stroke="#111" stroke-width="1"/>`;
    s += `<text x="${X(Math.max(+r.mean, +r.ci_high || 0)) + 4}" y="${y + bar - 2}" font-size="10">${sig(r.mean)}</text>`;
  });
  return `<div class="chart card ranked"><h3>${esc(title)}</h3><svg viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">${s}</svg>` +
    (none.length ? `<p class="note">No figure (out of reach on every table) for ${esc(none.join(', '))}.</p>` : '') + '</div>';
}
