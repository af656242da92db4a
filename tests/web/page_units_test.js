// The page's plain functions (src/web/page/app/core.js, the table of view.js, the run tab's grouping
// of run.js), in node: the number format against figures worked by hand, the CSV reader against
// quoted fields, the state a link carries (including links made by earlier pages and links made to
// break the page), what a table shows of hand-made rows, and which units share a chart. Usage:
//   node tests/web/page_units_test.js
'use strict';
const path = require('path');
const core = require(path.resolve(__dirname, '../../src/web/page/app/core.js'));
// The bundle's modules share one scope; in node, view.js and run.js find core's functions as globals.
Object.assign(global, { esc: core.esc, sig: core.sig, parseCsv: core.parseCsv, sizeOf: core.sizeOf });
const { htmlTable } = require(path.resolve(__dirname, '../../src/web/page/app/view.js'));
const run = require(path.resolve(__dirname, '../../src/web/page/app/run.js'));
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
// A folder named legionhq... holding a list file is no link (the library's looks_like_list_link).
same(['legionhq-lists/list/mine.txt', 'legionhq/list/x', 'legionhq2.com/list/empire/1000:1ay0'].map(core.isListLink), [false, false, true], 'isListLink: hosts only');
// Heights as typed: spaces or commas, inches in height units of 6"; the rest left for the engine to refuse.
same(['1 2 3', '12"', '1, 2,3', '3in 6 inches', '9"', '1.5', 'x'].map(core.heightList), ['1,2,3', '2', '1,2,3', '0.5,1', '1.5', '1.5', 'x'], 'heightList');

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

// htmlTable: a text column with one value in every row said once; a column of figures empty in
// every row left out; plans wrap after '+'; figures to 3 significant figures.
const count = (text, what) => text.split(what).length - 1;
const planRows = [{ unit: 'stormtroopers', direction: 'up', plan: 'climb+clamber1', wounds: '0.6666666666666666', saves: '' }, { unit: 'darth-vader', direction: 'up', plan: 'climb', wounds: '0', saves: '' }];
const t1 = htmlTable(planRows, [['unit', 'unit'], ['direction', 'direction'], ['plan', 'plan'], ['wounds', 'wounds', 1], ['saves', 'saves', 1]]);
check(t1.includes('<p class="hint">Every row: direction up.</p>') && !t1.includes('<th>direction</th>'), 'htmlTable: a constant column said once: ' + t1);
check(!t1.includes('<th>saves</th>'), 'htmlTable: an empty column of figures left out');
check(t1.includes('>climb+<wbr>clamber1</td>') && t1.includes('data-label="wounds">0.667</td>'), 'htmlTable: plans wrap, figures to 3 significant figures');
check(t1.includes('<table class="stack">') && count(t1, '<tr>') === 3, 'htmlTable: a table that stacks on a phone, the heading and two rows');
// The report's long tables: the first 16 in view, the rest folded with their count, a cut table says where the whole one is.
const many = Array.from({ length: 25 }, (_, i) => ({ unit: 'unit' + i, wounds: String(i) }));
const t2 = htmlTable(many, [['unit', 'unit'], ['wounds', 'wounds', 1]], { fold: 16, total: 30, whole: 'results/x.csv' });
check(t2.includes('<summary>9 more rows (30 in all)</summary>'), 'htmlTable: the rows past 16 folded, counted');
check(count(t2, 'data-label="unit">unit') === 25 && t2.includes('>unit24<') && !t2.includes('>unit25<'), 'htmlTable: each row given once');
check(t2.includes('The first 25 of 30 rows; the CSV results/x.csv has every row.'), 'htmlTable: a cut table says where the whole one is');
check(htmlTable(many.slice(0, 20), [['unit', 'unit']], { fold: 16 }).indexOf('<details>') < 0, 'htmlTable: 20 rows shown whole');
check(htmlTable(many, [['unit', 'unit']], { fold: 16, total: 30, whole: '' }).includes('run the report with --keep DIR'), 'htmlTable: nothing kept, how to keep it');

// The run tab: units with no legal way up are named once; units with the same plans share a chart,
// named together; a unit built from --minis is named by its size.
const plan = (unit, legal, p, actions, lost, extra = {}) => Object.assign({ unit, minis: '4', wounds_per_mini: '1', edition: 'rule-texts', die: 'white', legal, expert_climber: 'false', policy: 'false', plan: p, actions, exact_mean_minis_lost: lost }, extra);
const econ = [plan('stormtroopers', 'true', 'climb', '2', '0'), plan('snowtroopers', 'true', 'climb', '2', '0'), plan('speeder-bikes', 'false', '', '', ''),
  plan('speeder-bikes', 'false', '', '', ''), plan('shoretroopers', 'true', 'climb', '2', '0.5'), plan('walker', 'false', '', '', ''), plan('walker', 'true', 'climb', '2', '0', { expert_climber: 'true' })];
same(run.unitsWithoutPlans(econ), ['speeder-bikes'], 'unitsWithoutPlans: only a unit with no legal row, once');
same(run.planGroups(econ).map((g) => g.units), [['stormtroopers', 'snowtroopers'], ['shoretroopers']], 'planGroups: the same plans share a chart; Expert Climber rows are not charted');
same(run.named(['stormtroopers', 'snowtroopers'], econ[0]), 'stormtroopers and snowtroopers (4 minis \u00d7 1 wound)', 'named: units and their size');
same(run.unitLabel({ unit: '', minis: '1', wounds_per_mini: '3' }), '1 mini \u00d7 3 wounds', 'unitLabel: a unit from --minis');
const law = (unit, k, eq, edition = 'rule-texts') => ({ unit, minis: '3', wounds_per_mini: '3', edition, die: 'white', k, exact_p_eq: eq });
same(run.lawGroups([law('a', '0', '1'), law('b', '0', '1'), law('b', '0', '1', 'core-2023'), law('c', '0', '0.5'), law('c', '1', '0.5')]).map((g) => g.units),
  [['a', 'b'], ['b'], ['c']], 'lawGroups: the same law under the same rules shares a chart');
const grid = run.chartGrid(Array.from({ length: 8 }, (_, i) => `<i>${i}</i>`), "units' charts");
check(grid.includes('<summary>2 more units&#39; charts (8 in all)</summary>') || grid.includes("<summary>2 more units' charts (8 in all)</summary>"), 'chartGrid: six in view, the rest folded: ' + grid);

// The More tab's headings in a player's words, worked by hand from the economy's column names.
same(['exact_mean_minis_lost', 'mean_wounds_ci_low', 'p_unit_defeated', 'exact_p_mini_lost', 'best_within_2', 'wounds_per_mini', 'expert_climber', 'plan'].map(core.columnWords),
  ['minis lost (mean, exact)', 'wounds (mean), 95% low', 'P(unit defeated)', 'P(mini lost) (exact)', 'best within 2 actions', 'wounds a mini', 'Expert Climber', 'plan'], 'columnWords');

// A piece's labels keep its kind however short: a thin wall, a barricade, a storey.
for (const [p, want] of [[{ kind: 'wall', height: 0.8 }, ['wall 0.8 (4.8")', 'wall 0.8', 'wall 0.8', 'wall']],
  [{ kind: 'barricade', height: 0.3 }, ['barricade 0.3 (1.8")', 'barricade 0.3', 'barr. 0.3', 'barr.']],
  [{ kind: 'difficult', height: 0 }, ['difficult ground', 'difficult', '']]])
  same(core.pieceLabels(p), want, `pieceLabels ${p.kind}`);

// The table editor's pieces (editor_model.js) against figures worked by hand.
const model = require(path.resolve(__dirname, '../../src/web/page/app/editor_model.js'));
const fs = require('fs');
const near = (a, b, eps, what) => check(Math.abs(a - b) <= eps, `${what}: ${a}, expected ${b} within ${eps}`);
// The sample tables read, written and read again: the same pieces (the file's numbers to 1e-4 inch).
for (const name of ['example', 'town', 'forest', 'canyon']) {
  const text = fs.readFileSync(path.resolve(__dirname, `../../experiments/terrain/${name}.csv`), 'utf8');
  const once = model.readTerrainText(text), twice = model.readTerrainText(model.terrainCsv(once.pieces));
  check(once.unread.length === 0 && once.pieces.length > 0, `${name}: every row read (${once.unread})`);
  same(twice.pieces, once.pieces, `${name}: written by the editor and read again`);
}
// The file's rows by column, the header and comments skipped; the JSON form gives the same pieces.
const rows = model.readTerrainText('# a table\nkind,x,y,width,depth,height,ladder,rotation,shape,points\nbuilding,14,22,6,6,2,s\n' +
  'impassable,10,10,6,2,0,,30\nimpassable,24,4,4,4,0,,,circle\ndifficult,4,20,,,0,,,polygon,0 0;6 0;6 2;2 2;2 6;0 6\n');
same(rows.pieces.map((p) => [p.kind, p.x, p.y, p.width, p.depth, p.height, p.ladder, p.rotation, p.shape]),
  [['building', 14, 22, 6, 6, 2, 's', 0, ''], ['impassable', 10, 10, 6, 2, 0, '', 30, ''], ['impassable', 24, 4, 4, 4, 0, '', 0, 'circle'], ['difficult', 4, 20, 6, 6, 0, '', 0, 'polygon']], 'readTerrainText by column');
same(model.readTerrainText(JSON.stringify({ table: [72, 36], pieces: [{ kind: 'building', x: 14, y: 22, width: 6, depth: 6, height: 2, ladder: ['s'] },
  { kind: 'impassable', x: 10, y: 10, width: 6, depth: 2, height: 0, rotation: 30 }, { kind: 'impassable', x: 24, y: 4, width: 4, depth: 4, height: 0, shape: 'circle' },
  { kind: 'difficult', x: 4, y: 20, height: 0, shape: 'polygon', points: [[0, 0], [6, 0], [6, 2], [2, 2], [2, 6], [0, 6]] }] })).pieces, rows.pieces, 'the JSON form reads as the rows');
check(model.readTerrainText('building,1,2\nbuilding,1,1,2,2,1\n').unread.join() === 'line 1', 'a row of three fields is named as not read');
// A 6 x 2 block at (10, 10) turned 30 degrees: centre (13, 11), its north-east corner at
// (13 + 3 cos 30 - sin 30, 11 + 3 sin 30 + cos 30) = (15.098, 13.366); bounds half-extents 3.098, 2.366.
const block = rows.pieces[1], ne = model.pieceOutline(block).corners[2];
near(ne[0], 13 + 3 * Math.sqrt(3) / 2 - 0.5, 1e-12, 'turned corner x'); near(ne[1], 11 + 1.5 + Math.sqrt(3) / 2, 1e-12, 'turned corner y');
same(model.pieceBounds(block).map((v) => +v.toFixed(3)), [9.902, 8.634, 16.098, 13.366], 'turned block bounds');
// The L's outline is its points from x, y; a point in its notch is not on it, one in its foot is.
check(!model.pieceHits(rows.pieces[3], 8, 24) && model.pieceHits(rows.pieces[3], 5, 24) && model.pieceHits(rows.pieces[3], 9, 21), 'the L: notch out, arms in');
// (12.25, 12.299) is 1.5" from the centre across the long side: 0.5" off the block.
check(model.pieceHits(block, 13, 11) && !model.pieceHits(block, 12.25, 12.299) && model.pieceHits(block, 12.25, 12.299, 0.51) && !model.pieceHits(block, 12.25, 12.299, 0.49), 'the turned block: centre in, a point 0.5" off it within 0.51 and not 0.49');
// Covered share on the 0.1" grid: a 6 x 6 square on whole inches is exactly 36 / 2592; a 4" disc
// pi * 4 / 2592 within the grid's error (0.01% of the table).
near(model.tableCoverage([rows.pieces[0]], 72, 36), 36 / 2592, 1e-12, 'coverage of a square');
near(model.tableCoverage([rows.pieces[2]], 72, 36), Math.PI * 4 / 2592, 1e-4, 'coverage of a disc');
near(model.tableCoverage([rows.pieces[0], Object.assign({}, rows.pieces[0])], 72, 36), 36 / 2592, 1e-12, 'two pieces on one place count once');
// Moves snap the box's corner to 0.25" and keep the piece on the table.
same(['x', 'y'].map((k) => model.movedTo(rows.pieces[0], 70.1, 13.13, 0.25, 72, 36)[k]), [66, 13.25], 'movedTo: snapped, held on the table');
// Resizing keeps the opposite corner: a 4 x 2 piece at (10, 10) turned 90 degrees has that corner at
// (13, 9); its dragged corner taken to (11, 15) makes it 6 by 2 about the centre (12, 12).
const turned = { kind: 'impassable', x: 10, y: 10, width: 4, depth: 2, height: 0, ladder: '', rotation: 90, shape: '' };
same(['x', 'y', 'width', 'depth'].map((k) => +model.resizedTo(turned, 11.1, 14.9, 0.25)[k].toFixed(9)), [9, 11, 6, 2], 'resizedTo a turned piece');
same(['x', 'y', 'width', 'depth'].map((k) => model.resizedTo(rows.pieces[2], 30.2, 6.1, 0.25)[k]), [24, 4, 6.25, 6.25], 'a circle stays round');
// Turning: the handle stands above the piece, so a pointer due west is a quarter turn; 120 degrees
// from east is 30; a building takes quarter turns only (RULINGS M9), 40 degrees of pointer is 0.
same([model.rotatedTowards(turned, 0, 11, 15).rotation, model.rotatedTowards(turned, 12 + Math.cos(2.1), 11 + Math.sin(2.1), 15).rotation,
  model.rotatedTowards(rows.pieces[0], 17 + Math.cos(2.2), 25 + Math.sin(2.2), 15).rotation, model.rotatedTowards(rows.pieces[0], 17 - 1, 25, 15).rotation], [90, 30, 0, 90], 'rotatedTowards');

console.log(`page_units_test: ${checks - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
