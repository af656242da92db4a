// The More tab: every other command the engine runs in the page (the engine's `describe`: those
// with in_page and no tab of their own), each with a form built from its declaration alone, so a
// new subcommand or parameter reaches the page with no change here. Its answer shows as a table
// (the first rows; the download has them all) beside the command that writes the same bytes.
//
// Contract: fields are named COMMAND-PARAM (one group a command, the selected one shown), so a
// link keeps each command's values; a parameter that names a file, and the run's own controls
// (--config, --print-config, --threads, -q, --max-work), are left to the command line.
const ownTabs = new Set(['ask', 'list', 'map', 'mission', 'cliff']);
// The work limit is the command line's: the page never raises it (a link cannot either).
const notInForms = new Set(['config', 'print-config', 'threads', 'quiet', 'format', 'help', 'max-work']);
const moreShown = 200;  // rows drawn; the download has every row
function moreCommands() { return Object.keys(declared).filter((c) => declaredPage[c] && !ownTabs.has(c)); }
function buildMore() {
  const f = forms.more, select = f.elements.command, keep = select.value;
  select.innerHTML = moreCommands().map((c) => `<option value="${esc(c)}">${esc(c)}: ${esc(declaredSummary[c] || '')}</option>`).join('');
  if (keep) select.value = keep;
  $('#more-fields').innerHTML = moreCommands().map((c) => `<fieldset class="controls" data-command="${esc(c)}" hidden>` +
    Object.values(declared[c]).filter((p) => !p.file && !notInForms.has(p.name)).map((p) => {
      const name = `${c}-${p.name}`, hint = p.default !== null ? 'default: ' + p.default : (p.absent || (p.flag ? 'no' : ''));
      fieldLabels[p.name] = fieldLabels[p.name] || p.name;
      const title = `--${p.name}${p.value_name ? ' ' + p.value_name : ''}: ${p.help}${p.range ? ' (' + p.range + ')' : ''}`;
      const input = p.flag || (p.choices.length && !p.other_values && p.value_name !== 'LIST')
        ? `<select name="${esc(name)}"><option value="">${esc(hint || '—')}</option>` +
          (p.flag ? '<option value="true">yes</option>' : p.choices.map((ch) => `<option value="${esc(ch.value)}">${esc(ch.label)}</option>`).join('')) + '</select>'
        : `<input name="${esc(name)}" placeholder="${esc(hint)}"${p.choices.length ? ` list="${esc(name)}-choices"` : ''}>` +
          (p.choices.length ? `<datalist id="${esc(name)}-choices">${p.choices.map((ch) => `<option value="${esc(ch.value)}">${esc(ch.label)}</option>`).join('')}</datalist>` : '');
      return `<label title="${esc(title)}">${esc(p.name)} ${input}</label>`;
    }).join('') + '</fieldset>').join('');
  showMoreFields();
}
function showMoreFields() { for (const g of $$('#more-fields fieldset')) g.hidden = g.dataset.command !== forms.more.elements.command.value; }
async function runMore() {
  showMoreFields();
  const command = forms.more.elements.command.value;
  if (!command) return;
  const options = {};
  for (const [k, v] of Object.entries(formState(forms.more))) if (k.startsWith(command + '-')) options[k.slice(command.length + 1)] = v;
  status(`Running climbsim ${command}…`);
  showProgress(0);
  const t0 = performance.now();
  const r = await engine({ command, options }, { parts: 20, progress: showProgress, owner: 'more' });
  showProgress(null);
  if (!r.ok) { refused(r, $('#more-out')); return; }
  const rows = parseCsv(r.outputs.output), head = rows.length ? Object.keys(rows[0]) : [];
  // Headings in words (columnWords); the download and the copied command keep the command line's names.
  const cols = head.map((h) => [h, columnWords(h), rows.every((x) => x[h] === '' || !isNaN(+x[h])) ? 1 : 0]);
  const out = $('#more-out');
  out.innerHTML = '';
  const card = document.createElement('div');
  card.className = 'card';
  card.innerHTML = `<h2>climbsim ${esc(command)}: ${rows.length} rows</h2>` + (rows.length > moreShown ? `<p class="hint">The first ${moreShown} rows; the download holds all ${rows.length}.</p>` : '') +
    htmlTable(rows.slice(0, moreShown), cols);
  out.appendChild(card);
  tools(card, command + '.csv', r.outputs.output, commandLine(command, options) + ` -o ${command}.csv`);
  status(`climbsim ${command} in ${Math.round(performance.now() - t0)} ms.`);
  done('ran', performance.now() - t0);
  writeHash();
}
forms.more.elements.command.addEventListener('change', showMoreFields);
