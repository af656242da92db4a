// The page's plain functions: text escaping, the number format, the CSV reader, shell quoting,
// name matching, and the state a link carries. No DOM here, so node tests them
// (tests/web/page_units_test.js) and the end-to-end test uses the same ones.
//
// Contract: sig(v) is 3 significant figures as a number's shortest text ("0.767", "1.33", "0"),
// anything not a number as it is. parseCsv reads the engine's CSV (CRLF rows, RFC 4180 quoting) to
// objects by header. readLinkState(hash, tabs) gives {tab, fields} from a link's hash: the tab only
// if it is one of `tabs` (never a name from Object's prototype), fields only "form.field" keys of
// those tabs, each a plain string. linkHash(tab, fields, limit) writes them back, leaving out any
// field longer than `limit` characters (named in `dropped`), so a link stays one a browser opens.
'use strict';
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
const sig = (v) => (v === '' || v === undefined || v === null || isNaN(+v)) ? String(v ?? '') : (+v === 0 ? '0' : (+(+v).toPrecision(3)).toString());
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
// A word of a copied command line, quoted for a POSIX shell only where it must be.
const shellWord = (w) => (/^[A-Za-z0-9_.,:+=\/-]+$/.test(w) ? w : "'" + w.replace(/'/g, "'\\''") + "'");
// The key names are matched on, as the library's match_key: lower-case letters and digits only.
const matchKey = (s) => String(s).toLowerCase().replace(/[^a-z0-9]/g, '');
// "Darth Vader (Dark Lord of the Sith)" -> "Darth Vader"
const withoutTitle = (s) => { const i = String(s).indexOf(' ('); return i < 0 ? String(s) : String(s).slice(0, i); };
// Does a typed name name a unit of the roster, as the library's find_unit reads it?
function namesUnit(units, typed) {
  const key = matchKey(typed);
  if (!key) return false;
  return units.some((u) => matchKey(u.name) === key || matchKey(u.display_name) === key || (u.display_name && matchKey(withoutTitle(u.display_name)) === key));
}

// Is the pasted list a Legion HQ link (the command line takes it as it is, no file to save)? As the
// library's looks_like_list_link: an address with /list/, or a Legion HQ host and then /list/.
const isListLink = (text) => /^(https?:\/\/\S*\/list\/|legionhq[a-z0-9-]*\.[a-z0-9.-]+\/list\/)\S+$/.test(String(text).trim());

// A column of the command line's tables as a player reads its heading: exact_mean_minis_lost is
// "minis lost (mean, exact)", p_unit_defeated_ci_low "P(unit defeated), 95% low", best_within_2
// "best within 2 actions". The CSV keeps the command line's names.
function columnWords(name) {
  let n = String(name), tail = [];
  const cut = (suffix, said) => { if (n.endsWith(suffix)) { n = n.slice(0, -suffix.length); tail.unshift(said); } };
  cut('_ci_low', '95% low'); cut('_ci_high', '95% high');
  let how = [];
  if (n.startsWith('exact_')) { n = n.slice(6); how.push('exact'); }
  if (n.startsWith('mc_')) { n = n.slice(3); how.push('Monte Carlo'); }
  if (n.startsWith('mean_')) { n = n.slice(5); how.unshift('mean'); }
  let words;
  const within = /^best_within_(\d+)$/.exec(n);
  if (within) words = `best within ${within[1]} actions`;
  else if (n.startsWith('p_')) words = `P(${n.slice(2).replace(/_/g, ' ')})`;
  else words = ({ expert_climber: 'Expert Climber', wounds_per_mini: 'wounds a mini', illegal_reason: 'why not', until_defeat_actions: 'actions until defeat' })[n] || n.replace(/_/g, ' ');
  return words + (how.length ? ` (${how.join(', ')})` : '') + (tail.length ? ', ' + tail.join(', ') : '');
}

// A piece's labels on the map, longest first: its kind and height in height units and inches, then
// shorter; a piece too narrow for its whole label keeps its kind (a thin wall is "wall 0.8", never "0.8").
function pieceLabels(p) {
  if (p.kind === 'difficult') return ['difficult ground', 'difficult', ''];
  if (p.kind === 'impassable') return ['impassable', 'imp.', ''];
  const inches = +(p.height * 6).toFixed(2);
  const short = { building: 'bldg', barricade: 'barr.', storey: 'storey', wall: 'wall', hill: 'hill' }[p.kind] || p.kind;
  return [`${p.kind} ${p.height} (${inches}")`, `${p.kind} ${p.height}`, `${short} ${p.height}`, short];
}
// A unit's size, singular where it is one: "4 minis \u00d7 1 wound", "1 mini \u00d7 8 wounds" (the
// report's label of a unit built from --minis, report/legion_sections.cpp, says the same).
const sizeOf = (r) => `${r.minis} ${String(r.minis) === '1' ? 'mini' : 'minis'} \u00d7 ${r.wounds_per_mini} ${String(r.wounds_per_mini) === '1' ? 'wound' : 'wounds'}`;

// Heights as a player types them, as the command line's list: spaces or commas between them, and a
// height in inches (12" or 12in) in height units of 6 inches. Anything else is left as typed, for
// the engine to refuse in words.
function heightList(text) {
  return String(text).trim().replace(/([0-9])\s+(inches|inch|in)\b/gi, '$1$2').split(/[\s,]+/).filter(Boolean).map((w) => {
    const inches = /^([0-9]*\.?[0-9]+)\s*(?:"|in|inch|inches|\u2033)$/i.exec(w);
    return inches ? String(+(+inches[1] / 6).toFixed(4)) : w;
  }).join(',');
}

const LINK_FIELD_LIMIT = 4000;  // characters: a field longer than this stays out of a link
function readLinkState(hash, tabs) {
  const h = new URLSearchParams(String(hash).replace(/^#/, ''));
  const wanted = h.get('tab');
  const tab = tabs.includes(wanted) ? wanted : null;
  const fields = Object.create(null);
  for (const [key, value] of h) {
    const dot = key.indexOf('.');
    if (dot < 1) continue;
    const form = key.slice(0, dot), field = key.slice(dot + 1);
    if (!tabs.includes(form) || !/^[a-z][a-z0-9-]*$/.test(field)) continue;
    (fields[form] = fields[form] || Object.create(null))[field] = value;
  }
  return { tab, fields };
}
function linkHash(tab, fields, limit = LINK_FIELD_LIMIT) {
  const h = new URLSearchParams({ tab });
  const dropped = [];
  for (const [form, values] of Object.entries(fields))
    for (const [k, v] of Object.entries(values)) {
      if (v === '' || v === undefined) continue;
      if (String(v).length > limit) { dropped.push({ form, field: k, length: String(v).length }); continue; }
      h.set(form + '.' + k, v);
    }
  return { hash: '#' + h.toString(), dropped };
}
// The link to share: the page's address, but from a file only its name (a file:// path names a
// folder on this machine; whoever receives the link opens their own copy of the page).
function shareLink(loc) {
  if (loc.protocol === 'file:') return decodeURIComponent(loc.pathname.split('/').pop() || 'index.html') + loc.hash;
  return loc.origin + loc.pathname + loc.search + loc.hash;
}

if (typeof module === 'object' && module.exports)
  module.exports = { esc, sig, parseCsv, shellWord, matchKey, withoutTitle, namesUnit, isListLink, heightList, sizeOf, columnWords, pieceLabels, readLinkState, linkHash, shareLink, LINK_FIELD_LIMIT };
