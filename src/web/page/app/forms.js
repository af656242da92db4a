// The forms: the values they offer come from the library's declarations (the engine's `describe`:
// each parameter's choices with a player's words), the units from the roster in use (a picker by
// card name and faction), and their state goes into the link (core.js: readLinkState, linkHash).
//
// Contract: a `.choices` box (data-command, data-param) becomes a box to tick per choice, writing
// the ticked values, comma-separated, into the form's field of the same name; a select with
// data-param gets the choices as options, labelled. A `.picker` writes the picked units' roster
// names into its form's `unit` field (one, with data-single). Fields keep the command line's values,
// so links made before these boxes open to the same view.
const forms = { ask: $('#ask-form'), map: $('#map-form'), mission: $('#mission-form'), cliff: $('#cliff-form'), more: $('#more-form') };
const hasRun = $('#tab-run').children.length > 0;
const tabNames = () => ['ask', 'map', 'mission', 'cliff', 'more'].concat(hasRun ? ['run'] : []);
let tab = hasRun ? 'run' : 'ask';
let declared = {};        // command name -> { parameters by name }
let declaredPage = {}, declaredSummary = {};  // command name -> runs in the page; its one-line summary
const fieldLabels = {};   // option name -> the form's label, for the engine's refusals (view.js pageWords)
let rosterUnits = [];
// The roster's names (the command line's, "scout-troopers") as the cards print them ("Scout
// Troopers"), wherever the page writes a unit's name: a name the roster does not hold stays as it is.
function unitWords(text) {
  const byName = new Map(rosterUnits.map((u) => [u.name, u.display_name || u.name]));
  return String(text).replace(/[a-z0-9]+(?:-[a-z0-9]+)*/g, (w) => byName.get(w) ?? w);
}

// The question each tab asks before the player changes anything, where the page starts elsewhere
// than the command line's default (describe gives the defaults): written here once, read by the
// tabs' runners and shown in the empty fields.
const startingQuestion = {
  // Both tabs open on today's game, the 2025 Core Rulebook (the command line's default is the rule
  // texts); the rules boxes and picker offer the three editions and a link keeps the choice.
  ask: { unit: 'stormtroopers', edition: 'core-2025' },
  map: { unit: 'stormtroopers', actions: '4', start: '6,18', resolution: '0.25', edition: 'core-2025' },
  // A Map Card and the POI its cards share, the table's centre; the others' places are the player's
  // to type (the cards draw them: RULINGS R29).
  mission: { unit: 'stormtroopers,scout-troopers', 'map-card': 'close-the-pocket', side: 'blue', poi: '36,18', rounds: '2', edition: 'core-2025' },
  cliff: { levels: '2', direction: 'up', drm: '0', commando: 'false', weather: 'none', status: 'good-order', units: '1', within: '1-6', samples: '100000' },
};
// What a tab asks of `param` of `command` given its fields `s`: the field, else the tab's starting
// question, else the command's declared default.
function asked(form, command, s, param) {
  return s[param] || (startingQuestion[form] || {})[param] || String((parameter(command, param) || {}).default ?? '');
}
// Each empty field says what it asks ("default: 2"); a unit by its card's name.
function showStarts() {
  for (const [name, f] of Object.entries({ ask: forms.ask, map: forms.map, mission: forms.mission, cliff: forms.cliff }))
    for (const el of f.elements) {
      if (!el.name || !el.hasAttribute('data-start')) continue;
      let v = asked(name, name, {}, el.name);
      if (el.name === 'unit') v = (rosterUnits.find((u) => u.name === v) || {}).display_name || v;
      el.placeholder = v ? 'default: ' + v : '';
    }
}
// A form's question: its named fields with a value. The unit picker's boxes (pick-FORM) only fill
// the unit field, and an unticked box says nothing: neither is part of the question or the link.
function formState(f) {
  const o = {};
  for (const el of f.elements) {
    if (!el.name || el.value === '' || el.name.startsWith('pick-')) continue;
    if ((el.type === 'checkbox' || el.type === 'radio') && !el.checked) continue;
    o[el.name] = el.value;
  }
  return o;
}
// Puts a question (formState's) back in its form: every named field, the boxes shown as ticked.
function setFormState(f, state) {
  for (const el of f.elements) {
    if (!el.name || el.name.startsWith('pick-') || el.type === 'checkbox' || el.type === 'radio') continue;
    el.value = Object.prototype.hasOwnProperty.call(state, el.name) ? state[el.name] : '';
  }
  syncChoices();
  syncPickers();
}
function writeHash() {
  const fields = {};
  for (const [name, f] of Object.entries(forms)) fields[name] = formState(f);
  const { hash, dropped } = linkHash(tab, fields);
  history.replaceState(null, '', hash);
  $('#link-note').textContent = dropped.map((d) => `The ${d.field === 'list' ? 'list' : d.field} (${Math.ceil(d.length / 1024)} KB) is too big for a link: ` +
    `the link leaves it out; share the ${d.field === 'list' ? 'list' : d.field} file with the link.`).join(' ');
}
function readHash() {
  const { tab: t, fields } = readLinkState(location.hash, tabNames());
  if (t) tab = t;
  for (const [name, f] of Object.entries(forms)) {
    const values = fields[name] || {};
    for (const el of f.elements) {
      if (!el.name || !Object.prototype.hasOwnProperty.call(values, el.name)) continue;
      el.value = values[el.name];
      // A select whose choices come later (from the engine) keeps the link's value as one of them.
      if (el.tagName === 'SELECT' && el.value !== values[el.name]) { el.add(new Option(values[el.name], values[el.name])); el.value = values[el.name]; }
    }
  }
  syncChoices();
  syncPickers();
  if (forms.ask.elements.list.value.trim()) $('#list-box').open = true;
  if (forms.map.elements.terrain.value.trim()) $('#terrain-box').open = true;
}
function showTab(t) {
  tab = t;
  for (const b of $$('#tabs button')) b.setAttribute('aria-selected', String(b.dataset.tab === t));
  for (const s of $$('.tab')) s.hidden = s.id !== 'tab-' + t;
}

// ---- values from the declarations ----
function parameter(command, name) { return (declared[command] || {})[name]; }
function fillChoices(describe) {
  // An engine older than `describe` (one given with --engine) leaves the page's own options.
  if (!describe || !Array.isArray(describe.commands)) return;
  declared = {};
  for (const c of describe.commands) {
    declared[c.name] = Object.fromEntries(c.parameters.map((p) => [p.name, p]));
    declaredPage[c.name] = !!c.in_page, declaredSummary[c.name] = c.summary;
  }
  for (const box of $$('.choices')) {
    const p = parameter(box.dataset.command, box.dataset.param);
    if (!p) continue;
    const field = box.closest('form').elements[box.dataset.param];
    box.innerHTML = `<span class="choices-title" title="${esc(p.help)}">${esc(box.dataset.title)}</span>` +
      p.choices.map((c) => `<label class="tick"><input type="checkbox" value="${esc(c.value)}"> ${esc(c.label)}</label>`).join('') +
      (p.other_values ? `<label class="tick other">other <input class="other-values" placeholder="${esc(box.dataset.other || '')}" title="${esc(p.help)}"></label>` : '');
    const write = () => {
      const ticked = $$('input[type=checkbox]', box).filter((i) => i.checked).map((i) => i.value);
      const other = $('.other-values', box);
      if (other && other.value.trim()) ticked.push(...other.value.split(',').map((w) => w.trim()).filter(Boolean));
      field.value = ticked.join(',');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    for (const i of $$('input', box)) i.addEventListener('input', (e) => { e.stopPropagation(); write(); });
    fieldLabels[box.dataset.param] = box.dataset.title;
  }
  for (const select of $$('select[data-param]')) {
    const p = parameter(select.dataset.command, select.dataset.param);
    if (!p) continue;
    const keep = select.value;
    select.innerHTML = (select.dataset.empty ? `<option value="">${esc(select.dataset.empty)}</option>` : '') +
      p.choices.map((c) => `<option value="${esc(c.value)}">${esc(c.label)}</option>`).join('');
    select.value = keep;
  }
  for (const f of Object.values(forms))
    for (const el of f.elements) if (el.name && el.closest('label') && !fieldLabels[el.name]) fieldLabels[el.name] = el.closest('label').firstChild.textContent.trim();
  syncChoices();
}
// The boxes ticked as the fields say (a field left empty: the declared default).
function syncChoices() {
  for (const box of $$('.choices')) {
    const p = parameter(box.dataset.command, box.dataset.param);
    if (!p) continue;
    const form = box.closest('form');
    const field = form.elements[box.dataset.param];
    const value = field.value || asked(form.id.replace(/-form$/, ''), box.dataset.command, {}, box.dataset.param);
    // A value as a player writes it ("Sheer", "Ledges and a ladder") is the choice it names.
    const canon = (w) => { const l = w.toLowerCase(); const c = p.choices.find((ch) => ch.value.toLowerCase() === l || ch.label.toLowerCase() === l); return c ? c.value : w; };
    const words = value.split(',').map((w) => canon(w.trim())).filter(Boolean);
    if (field.value) field.value = words.join(',');
    const known = new Set(p.choices.map((c) => c.value));
    for (const i of $$('input[type=checkbox]', box)) i.checked = words.includes(i.value);
    const other = $('.other-values', box);
    if (other) other.value = words.filter((w) => !known.has(w)).join(',');
  }
}

// ---- the units: a picker by card name and faction ----
function fillRoster(roster, label) {
  rosterUnits = roster.units;
  $('#roster').innerHTML = roster.units.map((u) => `<option value="${esc(u.display_name || u.name)}">${esc(u.name)}, ${u.minis} minis</option>`).join('');
  $('#roster-summary').textContent = `Roster: ${label} (${roster.units.length} units)`;
  const factions = [...new Set(roster.units.map((u) => u.faction))].sort();
  for (const picker of $$('.picker')) {
    $('.picker-faction', picker).innerHTML = '<option value="">every faction</option>' + factions.map((f) => `<option>${esc(f)}</option>`).join('');
    drawPicker(picker);
  }
  showStarts();
}
function pickedNames(form) { return form.elements.unit.value.split(',').map((w) => w.trim()).filter(Boolean); }
function isPicked(form, u) {
  return pickedNames(form).some((w) => w === u.name || matchKey(w) === matchKey(u.display_name) || matchKey(w) === matchKey(u.name));
}
function drawPicker(picker) {
  const form = picker.closest('form');
  const q = matchKey($('.picker-search', picker).value), faction = $('.picker-faction', picker).value;
  const shown = rosterUnits.filter((u) => (!faction || u.faction === faction) && (!q || matchKey(u.display_name + u.name).includes(q)));
  $('.picker-list', picker).innerHTML = shown.map((u) => `<label class="tick"><input type="${picker.dataset.single ? 'radio' : 'checkbox'}" name="pick-${form.id}" value="${esc(u.name)}"${isPicked(form, u) ? ' checked' : ''}>
    ${esc(u.display_name || u.name)} <span class="hint">${esc(u.faction)}, ${esc(sizeOf(u))}</span></label>`).join('') || '<p class="hint">No unit of the roster matches.</p>';
  const picked = rosterUnits.filter((u) => isPicked(form, u)).map((u) => u.display_name || u.name);
  $('summary', picker).textContent = picked.length ? `Units: ${picked.join(', ')}` : 'Choose units by card name';
}
function syncPickers() { for (const picker of $$('.picker')) if (rosterUnits.length) drawPicker(picker); }
for (const picker of $$('.picker')) {
  const form = picker.closest('form');
  $('.picker-search', picker).addEventListener('input', (e) => { e.stopPropagation(); drawPicker(picker); });
  $('.picker-faction', picker).addEventListener('input', (e) => { e.stopPropagation(); drawPicker(picker); });
  $('.picker-list', picker).addEventListener('input', (e) => {
    e.stopPropagation();
    const u = rosterUnits.find((x) => x.name === e.target.value);
    let names = pickedNames(form).filter((w) => !(w === u.name || matchKey(w) === matchKey(u.display_name)));
    if (picker.dataset.single) names = [u.name];
    else if (e.target.checked) names.push(u.name);
    form.elements.unit.value = names.join(',');
    drawPicker(picker);
    form.elements.unit.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
// Is every name typed in the form's unit field a unit? (While typing, a half-typed name is not.)
function unitsComplete(form) {
  const names = pickedNames(form);
  return names.length === 0 || names.every((w) => w === 'all' || namesUnit(rosterUnits, w));
}
