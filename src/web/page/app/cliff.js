// The ASL cliff tab: the chance to be on the destination level (B11.4), exact beside Monte Carlo.
// A row the rules forbid (a broken unit may not Climb) says why; a stack's figures (all arrive,
// any arrives, how many) show when the stack is more than one unit.
async function runCliff() {
  const s = formState(forms.cliff);
  const options = Object.fromEntries(['levels', 'direction', 'drm', 'commando', 'weather', 'status', 'units', 'within', 'samples'].map((k) => [k, asked('cliff', 'cliff', s, k)]));
  status('Climbing (Monte Carlo beside exact)…');
  showProgress(0);
  const t0 = performance.now();
  const r = await engine({ command: 'cliff', options }, { parts: 20, progress: showProgress, owner: 'cliff' });
  showProgress(null);
  if (!r.ok) { refused(r, $('#cliff-out')); return; }
  const rows = parseCsv(r.outputs.output);
  const within = rows.length ? Object.keys(rows[0]).filter((k) => /^exact_p_success_within_\d+$/.test(k)) : [];
  const cols = [['levels', 'levels', 1], ['direction', 'direction'], ['drm', 'DRM', 1], ['commando', 'Commando'], ['weather', 'weather'], ['status', 'status'], ['units', 'stack', 1],
    ['exact_p_success', 'P(on top), exact', 1], ['p_success', 'Monte Carlo', 1], ['p_success_ci_low', '95% low', 1], ['p_success_ci_high', '95% high', 1],
    ['exact_p_eliminated', 'P(eliminated), exact', 1], ['exact_mean_mph', 'mean MPh, exact', 1]].concat(within.map((k) => [k, 'by MPh ' + k.split('_').pop() + ', exact', 1]));
  if (rows.some((r) => +r.units > 1))
    cols.push(['exact_p_all_arrive', 'P(every unit on top), exact', 1], ['exact_p_any_arrives', 'P(any on top), exact', 1], ['exact_mean_arriving', 'units on top, exact', 1]);
  if (rows.some((r) => r.legal === 'false')) cols.splice(7, 0, ['illegal_reason', 'no figures because']);
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
