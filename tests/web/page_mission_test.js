// The page's Mission tab as a player uses it, in headless Chromium with the network off, at 1280 and
// 390 px: a Map Card, a side, POIs typed and tapped, units typed or the list pasted in Ask; every
// figure (the table, the sentences, the download, the copied command, the drawn unit's rounds, what
// a tap on a POI or a roof says) against `climbsim mission`'s. Usage:
//   node tests/web/page_mission_test.js PAGE_HTML CLIMBSIM_BINARY OUT_DIR
// Every wait is for what the page says it has done (data-missioned, data-error), bounded only by
// the run's one limit (tests/web/patience.js).
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { runInBrowser, sig, parseCsv, shellWords, cardNames, startTest, open: openState, settled, table, downloaded, input, clearSignals } = require('./page_harness.js');

const [pageHtml, cli, outDir] = process.argv.slice(2).map((p) => path.resolve(p));
const root = path.resolve(__dirname, '..', '..');
const { chromium, t, work } = startTest('page_mission_test', outDir);
const example = path.join(root, 'experiments/terrain/example.csv');
let printedNames = null;
const asPrinted = (text) => (printedNames = printedNames || cardNames(cli))(text);
const run = (args) => execFileSync(cli, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
// The command line's answer to what the page asks: the tab's starting question, then `changes`.
function cliArgs(changes = {}) {
  const o = Object.assign({ unit: 'stormtroopers,scout-troopers', 'map-card': 'close-the-pocket', side: 'blue', poi: '36,18', rounds: '2', edition: 'core-2025', terrain: example }, changes);
  const args = ['mission'];
  for (const [k, v] of Object.entries(o)) if (v !== null) args.push('--' + k, v);
  return args;
}
// Every cell the page shows against the CLI's row: figures to the page's three significant figures,
// units by their cards' names.
function sameRows(shown, csv, what) {
  const want = parseCsv(csv);
  t.check(shown.length === want.length && want.length > 0, `${what}: ${shown.length} rows shown, the CLI's ${want.length}`);
  for (let i = 0; i < Math.min(shown.length, want.length); i++)
    for (const [col, text] of Object.entries(shown[i])) {
      const expected = col === 'unit' ? asPrinted(want[i][col]) : /^-?[0-9.e+-]+$/.test(want[i][col]) ? sig(want[i][col]) : want[i][col];
      t.check(text === expected, `${what} row ${i + 1} ${col}: the page shows '${text}', the CLI's is '${want[i][col]}'`);
    }
}
// The sentences under the table, as the CLI's table format prints them after its rows.
function sameSentences(shown, args, what) {
  const said = run(args).split('\n').filter((l) => /^(POI \d|The enemy Territory|[A-Z][a-z].* sets out)/.test(l)).map(asPrinted);
  t.check(shown.length === said.length && shown.every((s, k) => s === said[k]), `${what}: the sentences ${JSON.stringify(shown)} against the CLI's ${JSON.stringify(said)}`);
}
const fresh = clearSignals(['missioned', 'error', 'stopped']);
const tapAt = (x, y) => `(() => { const c = document.querySelector('#mission-canvas'), r = c.getBoundingClientRect();
  c.dispatchEvent(new MouseEvent('click', { clientX: r.left + r.width * ${x} / 72, clientY: r.top + r.height * (36 - ${y}) / 36, bubbles: true })); return true; })()`;
const sentences = (page) => page.eval(`[...document.querySelectorAll('#mission-out .verdicts li')].map((l) => l.textContent)`);
// The drawn unit's rounds on the canvas: at cells of the CLI's map away from every outline and mark
// (pieces, Territories, POIs and their rings), the pixel is the round's colour.
async function sameRounds(page, mapCsv, areas, pois, what) {
  const colours = ['#1a9850', '#d9ef8b', '#fee08b', '#fc8d59', '#d73027'], unreached = '#e9ebef';
  const pieces = parseCsv(fs.readFileSync(example, 'utf8').split(/\r?\n/).filter((l) => !l.startsWith('#')).join('\r\n'));
  const near = (x, y, [x0, y0, x1, y1]) => x > x0 - 1 && x < x1 + 1 && y > y0 - 1 && y < y1 + 1 && !(x > x0 + 1 && x < x1 - 1 && y > y0 + 1 && y < y1 - 1);
  const top = new Map();
  for (const c of parseCsv(mapCsv)) { const k = c.x + ',' + c.y; const o = top.get(k); if (!o || +c.level > +o.level) top.set(k, c); }
  const picked = [...top.values()].filter((c) => {
    const x = +c.x, y = +c.y;
    if (pieces.some((p) => near(x, y, [+p.x, +p.y, +p.x + +p.width, +p.y + +p.depth]) || (x > +p.x && x < +p.x + +p.width && y > +p.y && y < +p.y + +p.depth))) return false;
    if (areas.some((a) => near(x, y, a)) || pois.some(([px, py]) => Math.abs(Math.hypot(x - px, y - py) - 4) < 1 || Math.hypot(x - px, y - py) < 2)) return false;
    return x > 1 && x < 71 && y > 1 && y < 35 && Math.round(x * 8) % 12 === 1 && Math.round(y * 8) % 12 === 1;  // one cell in 1.5" each way
  });
  const want = picked.map((c) => (c.reachable === 'true' ? colours[Math.max(1, Math.ceil(+c.min_actions / 2)) - 1] : unreached));
  const got = JSON.parse(await page.eval(`(() => { const c = document.querySelector('#mission-canvas'), s = c.width / 72, d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const hex = (i) => '#' + [d[i], d[i + 1], d[i + 2]].map((v) => v.toString(16).padStart(2, '0')).join('');
    return JSON.stringify(${JSON.stringify(picked.map((c) => [+c.x, +c.y]))}.map(([x, y]) => hex(4 * (Math.round((36 - y) * s) * c.width + Math.round(x * s))))); })()`));
  const wrong = got.filter((g, k) => g !== want[k]).length;
  const firstWrong = picked.map((c, k) => [c.x, c.y, c.min_actions, want[k], got[k]]).filter((w) => w[3] !== w[4]).slice(0, 5);
  t.check(picked.length > 200 && wrong === 0, `${what}: ${picked.length} cells sampled, ${wrong} not in their round's colour ${JSON.stringify(firstWrong)}`);
  t.check(new Set(want).size >= 3, `${what}: the sample holds rounds 1, 2 and out of reach (${[...new Set(want)]})`);
}

const open = (page, hash) => openState(page, pageHtml, hash);
runInBrowser('page_mission_test', { chromium, t, work }, async (browser) => {
  const p = await browser.newPage(1280, 900, false);
  // ---- The starting question: Close the Pocket, blue, POI 1 at the centre, the example table ----
  await open(p, { tab: 'mission' });
  await p.waitFor(settled('missioned'), 'the Mission tab\'s first answer (data-missioned or data-error)');
  t.check(await p.eval(`document.body.dataset.error || ''`) === '', 'the first answer is no error: ' + await p.eval(`document.body.dataset.error || ''`));
  const first = cliArgs();
  sameRows(await table(p, '#mission-out'), run(first.concat(['--format', 'csv'])), 'the starting question');
  sameSentences(await sentences(p), first, 'the starting question');
  const csv = await downloaded(p, '#mission-out');
  t.check(csv === run(first.concat(['--format', 'csv'])), 'the download is the CLI\'s bytes');
  const cmd = await p.eval(`document.querySelector('#mission-out code.cmd').textContent`);
  const words = shellWords(cmd).slice(1).filter((w, i, all) => w !== '-o' && all[i - 1] !== '-o').map((w) => (w === 'experiments/terrain/example.csv' ? example : w));
  t.check(run(words) === csv, `the copied command writes the same bytes (${cmd})`);
  // The drawn unit (the first) by round: `climbsim map` from the card's Territory, 4 actions.
  const blue = [[0, 0, 21, 9], [51, 0, 72, 9]], red = [[0, 27, 21, 36], [51, 27, 72, 36]];
  const stormMap = run(['map', '--unit', 'stormtroopers', '--territory', '0,0,21,9;51,0,72,9', '--actions', '4', '--edition', 'core-2025', '--terrain', example, '--columns', 'exact', '-q']);
  await sameRounds(p, stormMap, blue.concat(red), [[36, 18]], 'Stormtroopers\' rounds on the table');
  // A tap on POI 1 says who contests it first; a tap on the first roof who stands there and how.
  await p.eval(tapAt(36.3, 18.2));
  const poiSaid = await p.eval(`document.querySelector('#mission-tap').textContent`);
  const poiSentence = (await sentences(p)).find((s) => s.startsWith('POI 1 ('));
  t.check(!!poiSentence && poiSaid.startsWith(poiSentence), `a tap on POI 1: '${poiSaid}'`);
  await p.eval(tapAt(15.5, 12));
  const roofSaid = await p.eval(`document.querySelector('#mission-tap').textContent`);
  const roofRows = parseCsv(run(first.concat(['--format', 'csv']))).filter((r) => r.target === 'building-1' && r.reached === 'yes');
  t.check(roofRows.length > 0 && roofRows.every((r) => roofSaid.includes(`${asPrinted(r.unit)}: round ${r.round}, ${r.actions} action`) && roofSaid.includes(r.route)),
    `a tap on building 1's roof: '${roofSaid}'`);
  await p.screenshot(path.join(outDir, 'mission-desktop.png'));
  // ---- Another card and side, picked in the form ----
  await p.eval(fresh);
  await p.eval(`(() => { forms.mission.elements['map-card'].value = 'breakthrough'; forms.mission.elements.side.value = 'red'; return true; })()`);
  await p.eval(input('#mission-form [name=rounds]', '3'));
  await p.waitFor(settled('missioned'), 'the answer for Breakthrough, red, 3 rounds');
  const red3 = cliArgs({ 'map-card': 'breakthrough', side: 'red', rounds: '3' });
  sameRows(await table(p, '#mission-out'), run(red3.concat(['--format', 'csv'])), 'Breakthrough, red');
  sameSentences(await sentences(p), red3, 'Breakthrough, red');
  t.check(/Breakthrough, red/.test(await p.eval(`document.querySelector('#mission-out h2').textContent`)), 'the heading names the card and the side');
  // ---- A sample table picked in the form: the canyon (the CLI's experiments/terrain/canyon.csv) ----
  await p.eval(fresh);
  await p.eval(input('#mission-form [name=table]', 'canyon'));
  await p.waitFor(settled('missioned'), 'the answer on the sample table canyon');
  const canyon = cliArgs({ 'map-card': 'breakthrough', side: 'red', rounds: '3', terrain: path.join(root, 'experiments/terrain/canyon.csv') });
  sameRows(await table(p, '#mission-out'), run(canyon.concat(['--format', 'csv'])), 'the canyon');
  t.check(/--terrain experiments\/terrain\/canyon\.csv/.test(await p.eval(`document.querySelector('#mission-out code.cmd').textContent`)), 'the canyon: the copied command names the sample table\'s file');
  await p.eval(fresh);
  await p.eval(input('#mission-form [name=table]', 'example'));
  await p.waitFor(settled('missioned'), 'the answer on the example table again');
  // ---- A POI placed by a tap ----
  await p.eval(fresh);
  await p.eval(`document.querySelector('#tap-poi').checked = true; true`);
  await p.eval(tapAt(12, 18));
  await p.waitFor(settled('missioned'), 'the answer with the tapped POI');
  await p.eval(`document.querySelector('#tap-poi').checked = false; true`);
  const placed = await p.eval(`forms.mission.elements.poi.value`);
  t.check(/^36,18;1[12]\.\d+,1[78]\.\d+$|^36,18;12,18$/.test(placed), `a tap places POI 2 where tapped: ${placed}`);
  sameRows(await table(p, '#mission-out'), run(cliArgs({ 'map-card': 'breakthrough', side: 'red', rounds: '3', poi: placed }).concat(['--format', 'csv'])), 'with the tapped POI');
  // ---- The list pasted in Ask, upgrades applied ----
  await p.eval(fresh);
  const list = 'Scouting\n142/800\n\nCorps:\n - Stormtroopers (42): Recon Intel (8), Grappling Hooks (2) = 52\n - Stormtroopers (42) = 42\nSpecial Forces:\n - Scout Troopers (48) = 48\n';
  fs.writeFileSync(path.join(work, 'my-list.txt'), list);
  await p.eval(`(() => { forms.ask.elements.list.value = ${JSON.stringify(list)}; const b = forms.mission.elements['use-list']; b.checked = true;
    b.dispatchEvent(new Event('input', { bubbles: true })); return true; })()`);
  await p.waitFor(settled('missioned'), 'the answer for the pasted list');
  const listed = cliArgs({ 'map-card': 'breakthrough', side: 'red', rounds: '3', poi: placed, unit: null, list: path.join(work, 'my-list.txt') });
  sameRows(await table(p, '#mission-out'), run(listed.concat(['--format', 'csv'])), 'the pasted list');
  // A unit's label holds a comma ("stormtroopers (Recon Intel, Grappling Hooks)"): the sentences, made from
  // the workers' rows read back, are the CLI's all the same.
  sameSentences(await sentences(p), listed, 'the pasted list');
  t.check(/Recon Intel/.test(await p.eval(`document.querySelector('#mission-out').textContent`)), 'the list\'s upgrades name its units');
  // ---- A mistake: a POI off the table, said in place of the answer ----
  await p.eval(fresh);
  await p.eval(input('#mission-form [name=poi]', '80,12'));
  await p.waitFor(settled('missioned'), 'the refusal of a POI off the table');
  t.check(/off the table/.test(await p.eval(`document.querySelector('#mission-error').textContent`)) && await p.eval(`document.querySelector('#mission-canvas').hidden`) &&
    await p.eval(`document.querySelector('#mission-out').textContent`) === '', 'a POI off the table: refused, no stale answer beside it');
  // ---- A Territory of the player's own, two rectangles that abut: the CLI's --territory, one outline ----
  await open(p, { tab: 'mission', 'mission.territory': '0,0,36,9;36,0,72,9', 'mission.poi': '36,18' });
  await p.waitFor(settled('missioned'), 'the mission from the player\'s own Territory');
  const own = cliArgs({ 'map-card': null, side: null, territory: '0,0,36,9;36,0,72,9' });
  sameRows(await table(p, '#mission-out'), run(own.concat(['--format', 'csv'])), 'the player\'s own Territory');
  sameSentences(await sentences(p), own, 'the player\'s own Territory');
  t.check(/Your Territory 0,0,36,9;36,0,72,9/.test(await p.eval(`document.querySelector('#mission-out h2').textContent`)), 'the heading names the Territory');
  t.check(/--territory '?0,0,36,9;36,0,72,9'? /.test(await p.eval(`document.querySelector('#mission-out code.cmd').textContent`) + ' ') &&
    !/--map-card/.test(await p.eval(`document.querySelector('#mission-out code.cmd').textContent`)), 'its command asks --territory, no Map Card');
  // The outline, sampled on the canvas: the Territory's blue along its far side (y 9) and the
  // enemy's red along theirs (y 27), none where the two rectangles meet (x 36) on either side.
  const ink = JSON.parse(await p.eval(`(() => { const c = document.querySelector('#mission-canvas'), s = c.width / 72, d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const at = ([x, y]) => { const i = 4 * (Math.round((36 - y) * s) * c.width + Math.round(x * s)); return [d[i], d[i + 1], d[i + 2]]; };
    return JSON.stringify({ blueSide: [[5, 9], [20, 9], [52, 9], [66, 9]].map(at), redSide: [[5, 27], [20, 27], [52, 27], [66, 27]].map(at),
                            seams: [[36, 2], [36, 4.5], [36, 7], [36, 29], [36, 31.5], [36, 34]].map(at) }); })()`));
  const near = (px, hex) => Math.hypot(px[0] - parseInt(hex.slice(1, 3), 16), px[1] - parseInt(hex.slice(3, 5), 16), px[2] - parseInt(hex.slice(5, 7), 16)) < 60;
  t.check(ink.blueSide.every((px) => near(px, '#2178f3')) && ink.redSide.every((px) => near(px, '#962028')), `the Territories' outer sides drawn: ${JSON.stringify(ink)}`);
  t.check(ink.seams.every((px) => !near(px, '#2178f3') && !near(px, '#962028')), `no seam where the rectangles meet: ${JSON.stringify(ink.seams)}`);
  await p.screenshot(path.join(outDir, 'mission-own-territory-desktop.png'));
  // The units were made on the page's two workers (engine.js engineSpread): the helper is running.
  t.check(await p.eval(`helper !== null`), 'the mission\'s units made on two workers (the helper started)');
  // ---- Asked faster than answered: of two questions in a row, the second's answer is shown ----
  await p.eval(fresh);
  await p.eval(input('#mission-form [name=rounds]', '3'));
  await p.eval(input('#mission-form [name=rounds]', '1'));
  await p.waitFor(settled('missioned'), 'the answer to the second of two quick questions');
  sameRows(await table(p, '#mission-out'), run(cliArgs({ 'map-card': null, side: null, territory: '0,0,36,9;36,0,72,9', rounds: '1' }).concat(['--format', 'csv'])),
    'the second of two quick questions');
  // ---- Stop while the workers make a long mission: nothing shown of it, then the next one answered ----
  await p.eval(fresh);
  const starts = await p.eval(`engineStarts`);
  await p.eval(input('#mission-form [name=unit]', '74-z-speeder-bikes,stormtroopers,scout-troopers'));
  await p.eval(input('#mission-form [name=rounds]', '2'));
  await p.waitFor(`document.body.dataset.busy === 'yes'`, 'the long mission under way (data-busy)');
  await p.eval(`document.querySelector('#stop').click(); true`);
  await p.waitFor(`document.body.dataset.stopped !== undefined || document.body.dataset.missioned !== undefined`, 'the stopped mission (data-stopped)');
  t.check(await p.eval(`document.body.dataset.missioned === undefined && helper === null && engineStarts === ${starts} + 1 && document.body.dataset.busy === 'no'`),
    'Stop: no answer shown, both workers ended (the first restarted, the helper gone), nothing busy');
  await p.eval(fresh);
  await p.eval(input('#mission-form [name=unit]', 'stormtroopers,scout-troopers'));
  await p.waitFor(settled('missioned'), 'the mission asked after Stop');
  sameRows(await table(p, '#mission-out'), run(cliArgs({ 'map-card': null, side: null, territory: '0,0,36,9;36,0,72,9', rounds: '2' }).concat(['--format', 'csv'])),
    'the mission asked after Stop');
  t.check(p.console.length === 0, 'nothing on the console (desktop): ' + p.console.join(' | '));

  // ---- A phone: the link's question, its figures on screen, a tap on a POI ----
  const phone = await browser.newPage(390, 844, true);
  await open(phone, { tab: 'mission', 'mission.unit': 'Scout Troopers,stormtroopers,darth-vader', 'mission.poi': '36,18;12,18;60,18', 'mission.png-unit': 'scout-troopers' });
  await phone.waitFor(settled('missioned'), 'the mission on a phone');
  const phoneArgs = cliArgs({ unit: 'Scout Troopers,stormtroopers,darth-vader', poi: '36,18;12,18;60,18', 'png-unit': 'scout-troopers' });
  sameRows(await table(phone, '#mission-out'), run(phoneArgs.concat(['--format', 'csv'])), 'phone');
  sameSentences(await sentences(phone), phoneArgs, 'phone');
  t.check(await phone.eval(`document.documentElement.scrollWidth`) <= 390, 'phone: the page is no wider than the screen');
  t.check(await phone.eval(`[...document.querySelectorAll('#mission-out td[data-col=round]')].every((td) => td.getBoundingClientRect().right <= 390)`), 'phone: every round on screen');
  const scoutMap = run(['map', '--unit', 'scout-troopers', '--territory', '0,0,21,9;51,0,72,9', '--actions', '4', '--edition', 'core-2025', '--terrain', example, '--columns', 'exact', '-q']);
  await sameRounds(phone, scoutMap, blue.concat(red), [[36, 18], [12, 18], [60, 18]], 'phone: Scout Troopers\' rounds');
  await phone.eval(tapAt(60, 18));
  const phoneSaid = await phone.eval(`document.querySelector('#mission-tap').textContent`);
  t.check(phoneSaid.startsWith((await sentences(phone)).find((s) => s.startsWith('POI 3 (')) || 'POI 3'), `phone: a tap on POI 3: '${phoneSaid}'`);
  await phone.screenshot(path.join(outDir, 'mission-phone.png'));
  t.check(phone.console.length === 0, 'nothing on the console (phone): ' + phone.console.join(' | '));
});
