// The page's plain functions (src/web/page/app/core.js), in node: the number format against
// figures worked by hand, the CSV reader against quoted fields, and the state a link carries,
// including links made by earlier pages and links made to break the page. Usage:
//   node tests/web/page_units_test.js
'use strict';
const path = require('path');
const core = require(path.resolve(__dirname, '../../src/web/page/app/core.js'));
let failures = 0, checks = 0;
function check(ok, what) { checks++; if (!ok) { failures++; console.log('FAIL: ' + what); } }
const same = (a, b, what) => check(JSON.stringify(a) === JSON.stringify(b), `${what}: ${JSON.stringify(a)}, expected ${JSON.stringify(b)}`);

// sig: three significant figures, the shortest text; text as it is.
same(['0.766666', '1.3333333', '0', '41', '0.00012345', '123456', 'clamber1', ''].map(core.sig), ['0.767', '1.33', '0', '41', '0.000123', '123000', 'clamber1', ''], 'sig');
same(core.sig(-0.0), '0', 'sig of minus zero');

// parseCsv: CRLF rows, quoted fields with commas, doubled quotes and newlines kept in a field.
same(core.parseCsv('a,b,c\r\n1,"x, y","say ""hi"""\r\n2,,\r\n'), [{ a: '1', b: 'x, y', c: 'say "hi"' }, { a: '2', b: '', c: '' }], 'parseCsv');
same(core.parseCsv(''), [], 'parseCsv of nothing');

// shellWord: quoted only where a shell would split or expand.
same(['stormtroopers,darth-vader', 'Scout Troopers', "Maul's Enforcer", '$HOME'].map(core.shellWord), ['stormtroopers,darth-vader', "'Scout Troopers'", "'Maul'\\''s Enforcer'", "'$HOME'"], 'shellWord');

// names: a card's name as the library reads it (match_key).
const units = [{ name: 'scout-troopers', display_name: 'Scout Troopers' }, { name: 'darth-vader', display_name: 'Darth Vader (Dark Lord of the Sith)' }];
same(['Scout Troopers', 'scout-troopers', 'darth vader', 'Darth Vader (Dark Lord of the Sith)', 'Scout Troo', 'wookiee-war', ''].map((n) => core.namesUnit(units, n)),
  [true, true, true, true, false, false, false], 'namesUnit');

// A Legion HQ link pasted as the list, and lists that are not links.
same(['https://legionhq2.com/list/empire/1000:1ayej0dd0,bl', ' legionhq.thefifthtrooper.com/list/rebels/x ', 'Darth Vader (170)\nhttps://legionhq2.com/list/x', 'list'].map(core.isListLink),
  [true, true, false, false], 'isListLink');

// Links: a link made by today's page (a list, several fields) opens to the same state.
const tabs = ['ask', 'map', 'cliff'];
const old = '#tab=ask&ask.unit=stormtroopers%2Cdarth-vader&ask.height=1%2C2%2C3&ask.face=sheer%2Cledges&ask.what-if=expert-climber&ask.edition=rule-texts%2Ccore-2023';
const st = core.readLinkState(old, tabs);
same(st.tab, 'ask', 'an old link: its tab');
same(Object.assign({}, st.fields.ask), { unit: 'stormtroopers,darth-vader', height: '1,2,3', face: 'sheer,ledges', 'what-if': 'expert-climber', edition: 'rule-texts,core-2023' }, 'an old link: its fields');
same(core.readLinkState(core.linkHash('ask', { ask: st.fields.ask }).hash, tabs), st, 'a link written and read back');
// Links made to break the page: unknown tabs and names from Object's prototype fall back.
for (const bad of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'run', '', 'ASK'])
  same(core.readLinkState('#tab=' + encodeURIComponent(bad), tabs).tab, null, `tab '${bad}' is no tab`);
same(core.readLinkState('#tab=run', tabs.concat(['run'])).tab, 'run', 'the run tab where there is a run');
const proto = core.readLinkState('#__proto__.x=1&ask.__proto__=2&constructor.unit=3&ask.constructor=4&ask.unit=5&map.Unit=6&nosuch.unit=7', tabs);
same(Object.keys(proto.fields), ['ask'], 'only the tabs\' forms');
same(Object.keys(proto.fields.ask), ['constructor', 'unit'], 'plain field names kept as data');
check(Object.getPrototypeOf(proto.fields.ask) === null && proto.fields.ask.unit === '5', 'fields are a prototype-less record');
check(core.readLinkState('#%E0%A4%A', tabs).tab === null, 'a malformed escape is no tab');
// A field too long for a link stays out of it, and is named.
const big = 'x'.repeat(core.LINK_FIELD_LIMIT + 1);
const h = core.linkHash('map', { map: { terrain: big, unit: 'stormtroopers' } });
check(!h.hash.includes('map.terrain') && h.hash.includes('map.unit=stormtroopers'), 'a long field left out of the link');
same(h.dropped, [{ form: 'map', field: 'terrain', length: big.length }], 'the field left out is named');
// The link to share: from a file, the page's name and the view, never the folder on this machine.
same(core.shareLink({ protocol: 'file:', pathname: '/home/me/secret/climbsim%20page.html', hash: '#tab=map' }), 'climbsim page.html#tab=map', 'shareLink from a file');
same(core.shareLink({ protocol: 'https:', origin: 'https://example.org', pathname: '/c/', search: '', hash: '#tab=ask' }), 'https://example.org/c/#tab=ask', 'shareLink from a host');

console.log(`page_units_test: ${checks - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
