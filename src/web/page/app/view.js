// What every tab shows around its figures: the status line (with progress and Stop), tables that
// stack into cards on a phone, and the buttons under each answer (download the CSV, copy the
// command that writes the same bytes, copy a link to this view), each saying when it has copied.
const $ = (s, root = document) => root.querySelector(s);
const $$ = (s, root = document) => Array.from(root.querySelectorAll(s));

function status(text, error) { $('#status-text').textContent = text; $('#status').classList.toggle('error', !!error); if (error) document.body.dataset.error = text; }
// What has finished, on the body, for tests and timings: data-answered, data-charted, data-mapped, data-cliffed (ms).
function done(what, ms) { document.body.dataset[what] = String(Math.round(ms)); }
// A fraction done, 'working' (no fraction known: the bar runs without one), or null (hidden).
function showProgress(v) {
  const p = $('#progress');
  p.hidden = v === null;
  if (v === 'working') p.removeAttribute('value');
  else if (v !== null) p.value = v;
}
// The Stop button shows while anything is being computed (after a moment, so quick answers do not flash it).
let busyTimer = null;
function busy(on) {
  clearTimeout(busyTimer);
  if (!on) { $('#stop').hidden = true; document.body.dataset.busy = 'no'; return; }
  document.body.dataset.busy = 'yes';
  busyTimer = setTimeout(() => { $('#stop').hidden = false; }, 300);
}
// An engine's refusal in the page's words: options are named as the forms label them (forms.js fieldLabels).
function pageWords(error) {
  return String(error).replace(/--([a-z][a-z-]*)/g, (m, name) => (fieldLabels[name] ? fieldLabels[name] : m))
    .replace(/; `climbsim roster` lists the units/, '; choose from the unit list')
    .replace(/`climbsim roster`/g, 'the unit list');
}
// A question the engine did not answer: a stopped or replaced one says so, quietly; a refusal is an
// error, said in the status line and, given `box`, in a card there in place of the answer.
function refused(r, box) {
  if (r.stopped) { status(r.error); document.body.dataset.stopped = String(Date.now()); return; }
  status(pageWords(r.error), true);
  if (box) box.innerHTML = `<div class="card error-card"><p>${esc(pageWords(r.error))}</p></div>`;
}

// A table of rows; a text column with one value in every row is said once above it, and a column of
// figures with none in any row is left out, so the table fits. Each cell carries its column's heading (data-label): on a phone the rows stack into cards.
// `more` (the report's long tables): past fold + 4 rows the first `fold` show and the rest fold into
// a box that says how many; given the table's `total` rows and where the `whole` CSV is (or ''),
// a table cut short says so.
function htmlTable(rows, allColumns, more = {}) {
  const same = [], columns = allColumns.filter(([c, h, num]) => {
    if (num && rows.length > 0 && rows.every((r) => r[c] === '' || r[c] === undefined || r[c] === null)) return false;  // no figure in any row
    if (num || rows.length < 2 || !rows.every((r) => r[c] === rows[0][c])) return true;
    if (rows[0][c] !== undefined && rows[0][c] !== '') same.push(`${h} ${rows[0][c]}`);
    return false;
  });
  const th = columns.map(([, h]) => `<th>${esc(h)}</th>`).join('');
  const tr = (some) => some.map((r) => '<tr>' + columns.map(([c, h, num]) => num
    ? `<td class="n" data-col="${c}" data-label="${esc(h)}">${esc(sig(r[c]))}</td>`
    : `<td data-col="${c}" data-label="${esc(h)}">${esc(r[c] ?? '').replace(/\+/g, '+<wbr>')}</td>`).join('') + '</tr>').join('');
  const table = (some) => `<div class="table-wrap"><table class="stack"><thead><tr>${th}</tr></thead><tbody>${tr(some)}</tbody></table></div>`;
  const total = more.total ?? rows.length, fold = more.fold ?? Infinity;
  let s = (same.length ? `<p class="hint">Every row: ${esc(same.join(', '))}.</p>` : '');
  s += rows.length <= fold + 4 ? table(rows)
    : table(rows.slice(0, fold)) + `<details><summary>${rows.length - fold} more rows (${total} in all)</summary>${table(rows.slice(fold))}</details>`;
  if (total > rows.length)
    s += `<p class="hint">The first ${rows.length} of ${total} rows; ${more.whole ? `the CSV ${esc(more.whole)} has every row` : 'run the report with --keep DIR to keep every row as CSV'}.</p>`;
  return s;
}

function download(name, text) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  a.download = name;
  document.body.appendChild(a); a.click(); a.remove();
}
// Copies `text`, then says so on the button for a moment (or that it could not, with the text to select).
async function copyText(button, text) {
  const label = button.dataset.label || (button.dataset.label = button.textContent);
  let ok = false;
  try { if (navigator.clipboard) { await navigator.clipboard.writeText(text); ok = true; } } catch (e) { ok = false; }
  button.textContent = ok ? 'Copied' : 'Could not copy: select the text below';
  const row = button.closest('.actions-row');
  let shown = row.nextElementSibling && row.nextElementSibling.classList.contains('copied-text') ? row.nextElementSibling : null;
  if (!shown) { shown = document.createElement('code'); shown.className = 'copied-text'; row.after(shown); }
  shown.textContent = text;  // what was copied, to select by hand where the clipboard is closed
  setTimeout(() => { button.textContent = label; }, 1600);
}
function tools(el, csvName, csv, cmd, note) {
  const box = document.createElement('div');
  box.innerHTML = `<div class="actions-row"><button type="button" data-do="csv">Download ${esc(csvName)}</button>
    <button type="button" data-do="cmd">Copy as command</button><button type="button" data-do="link">Copy link</button></div>
    <code class="cmd">${esc(cmd)}</code>${note ? `<p class="hint">${esc(note)}</p>` : ''}`;
  box.querySelector('[data-do=csv]').onclick = () => download(csvName, csv);
  box.querySelector('[data-do=cmd]').onclick = (e) => copyText(e.target, cmd);
  box.querySelector('[data-do=link]').onclick = (e) => copyText(e.target, shareLink(location));
  el.appendChild(box);
}

// The command line that writes the same bytes (with the dropped-in roster, when there is one).
function commandLine(command, options, files) {
  const words = ['climbsim', command];
  for (const [k, v] of Object.entries(options)) words.push('--' + k, files && files[k] ? files[k] : v);
  if (myRoster && readsRoster(command)) words.push('--roster', myRoster.label);
  return words.map(shellWord).join(' ');
}

if (typeof module === 'object' && module.exports) module.exports = { htmlTable };
