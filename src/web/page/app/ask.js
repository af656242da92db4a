// The Ask tab: units (or a pasted list) up or down faces of given heights, the cheapest and safest
// plan of each with the what-ifs beside, exact; then charts of every plan and the law of minis lost.
const askColumns = [['units', 'units'], ['face', 'face'], ['height', 'height', 1], ['variant', 'variant'], ['die', 'die'], ['edition', 'edition'],
  ['cheapest', 'cheapest plan'], ['actions', 'actions', 1], ['activations', 'activations', 1], ['wounds', 'wounds', 1], ['minis_lost', 'minis lost', 1], ['p_lose_one', 'P(lose a mini)', 1],
  ['safest', 'safest plan'], ['safest_actions', 'actions', 1], ['safest_wounds', 'wounds', 1], ['safest_minis_lost', 'minis lost', 1], ['safest_p_lose_one', 'P(lose a mini)', 1]];
let askFirst = '';  // the first answer's figure, said in the status line above the form
async function runAsk() {
  const s = formState(forms.ask);
  if (s.height) s.height = heightList(s.height);  // 12" is height 2; "1 2 3" is 1,2,3
  const listText = (s.list || '').trim();
  const common = {};
  for (const k of ['face', 'direction', 'die']) if (s[k]) common[k] = s[k];
  common.edition = asked('ask', 'ask', s, 'edition');  // the tab's starting question: today's game
  let command, options, supplied = {}, files = {};
  // A Legion HQ link is the list itself: the command line takes it as it is, no file to save.
  const listLink = isListLink(listText);
  if (listText) {
    command = 'list';
    options = Object.assign({ list: listLink ? listText : 'my-list.txt' }, s.unit ? { unit: s.unit } : {}, s.height ? { heights: s.height } : {}, common,
      s['what-if'] ? { 'what-if': s['what-if'] } : {});
    if (!listLink) {
      supplied = { list: { label: 'the pasted list', text: listText } };
      files = { list: 'my-list.txt' };
    }
  } else {
    command = 'ask';
    options = Object.assign({ unit: asked('ask', 'ask', s, 'unit') }, s.height ? { height: s.height } : {}, common, s['what-if'] ? { 'what-if': s['what-if'] } : {});
  }
  cancelOwner('ask-charts');  // the charts of an older question are not wanted any more
  status('Working…');
  const t0 = performance.now();
  const [csv, js] = await Promise.all([engine({ command, options: Object.assign({}, options, { format: 'csv' }), supplied }, { owner: 'ask' }),
                                       engine({ command, options: Object.assign({}, options, { format: 'json' }), supplied })]);
  if (csv.stopped) { refused(csv); return; }
  const out = $('#ask-out');
  out.innerHTML = '';
  $('#ask-charts').innerHTML = '';
  if (listText) await showImport(listLink ? { list: listText } : { list: 'the pasted list' }, supplied);
  if (!csv.ok) { refused(csv, out); return; }
  const answer = JSON.parse(js.outputs.output);
  // Units by their cards' names, in the table, the sentences and the charts (the download and the
  // copied command keep the command line's names).
  for (const r of answer.answers) r.units = unitWords(r.units);
  answer.verdicts = answer.verdicts.map(unitWords);
  const card = document.createElement('div');
  card.className = 'card';
  card.innerHTML = `<h2>Cheapest and safest way ${esc(asked('ask', 'ask', s, 'direction'))} (exact)</h2>` + htmlTable(answer.answers, askColumns) +
    `<ul class="verdicts">${answer.verdicts.map((v) => `<li>${esc(v)}</li>`).join('')}</ul>` +
    (csv.warnings.length ? `<p class="hint">${csv.warnings.map(esc).join('<br>')}</p>` : '');
  out.appendChild(card);
  // Units and what-ifs side by side, per face: the cheapest plan's and the safest plan's minis lost.
  const series = new Set(answer.answers.map((r) => r.units + '|' + r.variant));
  if (series.size > 1) {
    const faces = [...new Set(answer.answers.map((r) => r.face))];
    const charts = document.createElement('div');
    charts.className = 'charts';
    charts.innerHTML = faces.flatMap((f) => [['', 'cheapest'], ['safest_', 'safest']].map(([which, plan]) =>
      compareChart(`${f}: minis lost on the ${plan} plan, units and what-ifs side by side`, answer.answers.filter((r) => r.face === f), which))).join('');
    card.appendChild(charts);
  }
  tools(card, command + '.csv', csv.outputs.output, commandLine(command, Object.assign({}, options, { format: 'csv' }), files) + ' -o ' + command + '.csv',
        listText && !listLink ? 'Save the pasted list as my-list.txt to run the command.' : '');
  // The first figure where the eye starts, above the form (on a phone the table is a screen below).
  const first = answer.answers.find((r) => r.cheapest && !/^no /.test(r.cheapest));
  askFirst = first ? `${first.units}, ${first.face} height ${first.height}${first.variant !== 'as is' ? ` (${first.variant})` : ''}: ${first.cheapest}, ` +
                     `${first.actions} ${String(first.actions) === '1' ? 'action' : 'actions'}, ${sig(first.minis_lost)} minis lost on average.` : '';
  status(`${askFirst} Every row below; exact, in ${Math.round(performance.now() - t0)} ms.`.trim());
  done('answered', performance.now() - t0);
  writeHash();
  await askCharts(s, listText, supplied, files, answer);
}
async function showImport(options, supplied) {
  const r = await engine({ command: 'list-import', options, supplied }, { owner: 'list-import' });
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
  // The charts ask what the table asked: the same units, heights, faces and direction (a list's heights are `list`'s).
  const command = listText ? 'list' : 'ask';
  const options = Object.assign(listText ? { list: listed } : { unit: asked('ask', 'ask', s, 'unit') }, listText && s.unit ? { unit: s.unit } : {},
    { heights: s.height || asked('ask', command, s, listText ? 'heights' : 'height'), faces: asked('ask', command, s, 'face'), direction: asked('ask', command, s, 'direction') },
    s.die ? { die: s.die } : {}, { edition: asked('ask', command, s, 'edition') },
    { policies: 'false', columns: 'exact', distribution: 'distribution.csv', samples: '20000' },
    { optimal: 'minis', activations: '6', front: 'front.csv' });
  status(`${askFirst} Charts of every plan and the law of minis lost coming…`.trim());
  showProgress(0);
  const r = await engine({ command: 'economy', options, supplied }, { parts: 20, progress: showProgress, owner: 'ask-charts' });
  showProgress(null);
  if (!r.ok) { refused(r); return; }
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
    const label = `${unitWords(unit)} (${sizeOf(ps[0])}), ${face} height ${height}, ${die}, ${edition}`;
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
  status(`${askFirst} Every row below, and charts drawn from the exact figures.`.trim());
  done('charted', 0);
}
