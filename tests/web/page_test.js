// The page as a player uses it, in headless Chromium with the network off (tests/web/cdp.js), against
// the command line. Usage:
//   node tests/web/page_test.js PAGE_HTML REPORT_HTML CLIMBSIM_BINARY OUT_DIR
// For each state opened from a link (#tab=...): it waits for the answer, then
//  - compares every figure of the page's table with the CLI's exact figure for the same options, to
//    the last digit the page prints (3 significant figures), and every text field as it is;
//  - downloads the table (the page's "Download" button) and compares it with the CLI's bytes;
//  - runs the page's "Copy as command" line and compares what it writes with the download.
// Ask over a spread of units, heights, faces, dice, editions and what-ifs; a pasted list and its
// import against `climbsim list`; the map on two tables; the ASL cliff. Nothing may reach the
// console. Screenshots at desktop and phone width go to OUT_DIR (ask, map, cliff, the report). It
// prints the timings the targets name (first answer, exact ask, map) for bench/RESULTS.md.
// Every wait is for what the page says it has done (data-answered, data-mapped, ...), bounded only
// by the run's one limit (tests/web/patience.js); a wait that gives up names what it waited for and
// what the page showed. The verdict is printed first, then anything the cleanup could not do.
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const [pageHtml, reportHtml, cli, outDir] = process.argv.slice(2).map((p) => path.resolve(p));
const root = path.resolve(__dirname, '..', '..');
const { runInBrowser, startTest, sig, parseCsv, shellWords, cardNames, cardNamesOf, open: openState, settled, downloaded, table } = require('./page_harness.js');
const { chromium, t: tallied, work } = startTest('page_test', outDir);
// The CLI's unit names as the page shows them (the cards' names), read from the CLI when first asked.
let printedNames = null;
const asPrinted = (text) => (printedNames = printedNames || cardNames(cli))(text);
const check = tallied.check;

const listText = fs.readFileSync(path.join(root, 'experiments/lists/example.txt'), 'utf8');
fs.writeFileSync(path.join(work, 'my-list.txt'), listText);
const smallTerrain = 'kind,x,y,width,depth,height,ladder\nhill,4,4,8,8,1,\nbuilding,12,4,6,8,1,\nbuilding,22,2,4,4,2,w\nimpassable,4,14,10,3,3,\n';
fs.writeFileSync(path.join(work, 'my-terrain.csv'), smallTerrain);
// A roster with one unit the built-in one lacks: Stormtroopers' row as "test-climbers", 6 minis.
const builtinRoster = fs.readFileSync(path.join(root, 'data/roster.csv'), 'utf8');
const stormRow = builtinRoster.split('\n').find((l) => l.startsWith('stormtroopers,'));
const myRosterText = builtinRoster.trimEnd() + '\n' + stormRow.replace(/^stormtroopers,Stormtroopers,([a-z]+),([a-z]+),4,/, 'test-climbers,Test Climbers,$1,$2,6,') + '\n';
fs.writeFileSync(path.join(work, 'my-roster.csv'), myRosterText);
fs.mkdirSync(path.join(work, 'experiments/terrain'), { recursive: true });
fs.copyFileSync(path.join(root, 'experiments/terrain/example.csv'), path.join(work, 'experiments/terrain/example.csv'));
// The copied command, run where a player would have saved the pasted files; its -o FILE read back.
function runCopied(command) {
  const words = shellWords(command);
  check(words[0] === 'climbsim', `the copied command starts with climbsim: ${command}`);
  const o = words.indexOf('-o');
  const out = path.join(work, 'copied-' + words[o + 1]);
  words[o + 1] = out;
  execFileSync(cli, words.slice(1), { cwd: work, encoding: 'utf8', maxBuffer: 1 << 28 });
  return fs.readFileSync(out, 'utf8');
}

const timings = {};
runInBrowser('page_test', { chromium, t: tallied, work }, async (browser) => {
  try {
    const open = (page, hash) => openState(page, pageHtml, hash);

    // ---- Ask: a spread of states, each opened from a link ----
    const desktop = await browser.newPage(1280, 900, false);
    const asks = [
      { 'ask.unit': 'stormtroopers,darth-vader', 'ask.height': '1,2,3', 'ask.face': 'sheer,ledges', 'ask.what-if': 'expert-climber', 'ask.edition': 'rule-texts' },
      { 'ask.unit': 'wookiee-warriors,scout-troopers', 'ask.height': '2', 'ask.face': 'ladder,ledges+ladder', 'ask.die': 'red', 'ask.edition': 'core-2023' },
      { 'ask.unit': 'luke-skywalker', 'ask.height': '2', 'ask.face': 'sheer', 'ask.direction': 'down', 'ask.edition': 'rule-texts,core-2023' },
      { 'ask.unit': 'stormtroopers', 'ask.height': '1.5', 'ask.face': 'wall', 'ask.what-if': 'scale' },
    ];
    let first = true;
    for (const state of asks) {
      const t0 = Date.now();
      await open(desktop, Object.assign({ tab: 'ask' }, state));
      await desktop.waitFor(settled('answered'), `the answer to ask ${JSON.stringify(state)} (data-answered or data-error)`);
      if (first) timings.first_answer_ms = Date.now() - t0;
      const error = await desktop.eval(`document.body.dataset.error || ''`);
      check(error === '', `ask ${JSON.stringify(state)}: ${error}`);
      const answeredMs = +(await desktop.eval(`document.body.dataset.answered`));
      timings.exact_ask_ms = Math.max(timings.exact_ask_ms || 0, answeredMs);
      console.log(`page_test: ask ${JSON.stringify(state)} answered in ${answeredMs} ms`);
      const shown = await table(desktop, '#ask-out');
      const args = ['ask', '--format', 'csv'];
      for (const [k, v] of Object.entries(state)) args.push('--' + k.slice(4), v);
      if (!state['ask.edition']) args.push('--edition', 'core-2025');  // the tab opens on today's game
      const cliCsv = execFileSync(cli, args, { encoding: 'utf8' });
      const want = parseCsv(cliCsv);
      check(shown.length === want.length && want.length > 0, `ask ${state['ask.unit']}: ${shown.length} rows shown, the CLI's ${want.length}`);
      for (let i = 0; i < Math.min(shown.length, want.length); i++)
        for (const [col, text] of Object.entries(shown[i])) {
          // Figures to the page's three; units by their cards' names (the roster's display_name).
          const expected = /^-?[0-9.e+-]+$/.test(want[i][col]) ? sig(want[i][col]) : col === 'units' ? asPrinted(want[i][col]) : want[i][col];
          check(text === expected, `ask ${state['ask.unit']} row ${i + 1} ${col}: the page shows '${text}', the CLI's figure is ${want[i][col]}`);
        }
      const csv = await downloaded(desktop, '#ask-out');
      check(csv === cliCsv, `ask ${state['ask.unit']}: the downloaded CSV is the CLI's bytes`);
      const command = await desktop.eval(`document.querySelector('#ask-out code.cmd').textContent`);
      check(runCopied(command) === csv, `ask ${state['ask.unit']}: the copied command writes the downloaded bytes`);
      // The verdicts, where adapting to the dice pays among them, are the CLI's (RULINGS R24).
      const verdicts = JSON.parse(await desktop.eval(`JSON.stringify([...document.querySelectorAll('#ask-out .verdicts li')].map((e) => e.textContent))`));
      const cliVerdicts = JSON.parse(execFileSync(cli, args.map((a) => (a === 'csv' ? 'json' : a)), { encoding: 'utf8' })).verdicts.map(asPrinted);
      check(JSON.stringify(verdicts) === JSON.stringify(cliVerdicts), `ask ${state['ask.unit']}: the page's verdicts ${JSON.stringify(verdicts)} are the CLI's ${JSON.stringify(cliVerdicts)}`);
      if (first) {
        await desktop.waitFor(settled('charted'), 'the ask\'s charts (data-charted or data-error)');
        check(await desktop.eval(`document.querySelectorAll('#ask-charts svg').length`) >= 4, 'ask: a chart of plans and a law for each unit and height');
        check(verdicts.some((v) => v.startsWith('Stormtroopers, ledges height 3: reading the dice after each step saves')), 'ask: says where adapting pays (Stormtroopers, ledges height 3)');
        // The front of adaptive play on the plans chart: its points are economy --front's, to the figure shown.
        const drawn = JSON.parse(await desktop.eval(`JSON.stringify([...document.querySelectorAll('#ask-charts svg')].filter((g) => g.getAttribute('aria-label').includes('Stormtroopers') && g.getAttribute('aria-label').includes('ledges height 3')).flatMap((g) => [...g.querySelectorAll('circle[fill="#00798c"] title')].map((t) => t.textContent)))`));
        const frontFile = path.join(work, 'front.csv');
        execFileSync(cli, ['economy', '--unit', 'stormtroopers', '--heights', '3', '--faces', 'ledges', '--policies', 'false', '--optimal', 'minis', '--activations', '6', '-q', '-o', path.join(work, 'front-economy.csv'), '--front', frontFile]);
        const want = parseCsv(fs.readFileSync(frontFile, 'utf8')).filter((f) => f.kind === 'adaptive').map((f) => `${f.play}: ${sig(f.expected_actions)} actions, ${sig(f.expected_objective)} minis lost on average`);
        check(drawn.length > 1 && JSON.stringify(drawn) === JSON.stringify(want), `ask: the chart's adaptive front ${JSON.stringify(drawn)} is economy --front's ${JSON.stringify(want)}`);
        // And listed under the chart, for a screen with nothing to hover: each play with its figures.
        const listed = JSON.parse(await desktop.eval(`JSON.stringify([...document.querySelectorAll('#ask-charts .chart')].filter((c) => c.querySelector('svg').getAttribute('aria-label').includes('Stormtroopers') && c.querySelector('svg').getAttribute('aria-label').includes('ledges height 3')).flatMap((c) => [...c.querySelectorAll('.plays li')].map((l) => l.textContent)))`));
        const wantListed = parseCsv(fs.readFileSync(frontFile, 'utf8')).filter((f) => f.kind === 'adaptive').map((f) => `${sig(f.expected_actions)} ${sig(f.expected_actions) === '1' ? 'action' : 'actions'}, ${sig(f.expected_objective)} minis lost on average: ${f.play}`);
        check(JSON.stringify(listed) === JSON.stringify(wantListed), `ask: the plays listed under the chart ${JSON.stringify(listed)} are economy --front's ${JSON.stringify(wantListed)}`);
        await desktop.screenshot(path.join(outDir, 'ask-desktop.png'));
      }
      first = false;
    }

    // ---- A pasted list: its import against `climbsim list` ----
    await open(desktop, { tab: 'ask', 'ask.list': listText, 'ask.height': '1,2' });
    await desktop.waitFor(`document.querySelector('#list-import table') && (${settled('answered')})`, 'the pasted list\'s import table and answer');
    const imported = await table(desktop, '#list-import');
    const listJson = JSON.parse(execFileSync(cli, ['list', path.join(work, 'my-list.txt'), '--heights', '1,2', '--edition', 'core-2025', '--format', 'json'], { encoding: 'utf8' }));
    const cliList = execFileSync(cli, ['list', path.join(work, 'my-list.txt'), '--heights', '1,2', '--edition', 'core-2025', '--format', 'csv'], { encoding: 'utf8' });
    check(imported.length === 5, `the example list's import shows ${imported.length} units (5 in the file)`);
    // Each unit's points as the file writes them ("= N" at the end of its line).
    const written = Array.from(listText.matchAll(/ = (\d+)\s*$/gm), (m) => m[1]).join(',');
    check(imported.map((u) => u.points).join(',') === written, `points ${imported.map((u) => u.points).join(',')}, as written ${written}`);
    const listRows = await table(desktop, '#ask-out');
    const listWant = parseCsv(cliList);
    check(listRows.length === listWant.length, `list: ${listRows.length} rows shown, the CLI's ${listWant.length}`);
    for (let i = 0; i < Math.min(listRows.length, listWant.length); i++)
      for (const [col, text] of Object.entries(listRows[i])) {
        const expected = /^-?[0-9.e+-]+$/.test(listWant[i][col]) ? sig(listWant[i][col]) : col === 'units' ? asPrinted(listWant[i][col]) : listWant[i][col];
        check(text === expected, `list row ${i + 1} ${col}: '${text}' against the CLI's ${listWant[i][col]}`);
      }
    check(await downloaded(desktop, '#ask-out') === cliList, 'list: the downloaded CSV is the CLI\'s bytes');
    check(Array.isArray(listJson.answers) && listJson.answers.length === listWant.length, 'list: the JSON answer has the CSV\'s rows');

    // ---- A Legion HQ link pasted as the list: the same answer as `climbsim list LINK` ----
    const link = 'https://legionhq2.com/list/empire/1000:1ayej0dd0,bl';
    await open(desktop, { tab: 'ask', 'ask.list': link, 'ask.height': '1,2' });
    await desktop.waitFor(`document.querySelector('#list-import table') && (${settled('answered')})`, 'the pasted link\'s import table and answer');
    const linkImport = await table(desktop, '#list-import');
    check(linkImport.length === 1 && linkImport[0].minis === '5' && linkImport[0].cards === '64' && /Grappling Hooks/.test(linkImport[0].written),
      `the link's import: Stormtroopers with 5 minis, 64 points by the cards, Grappling Hooks (${JSON.stringify(linkImport)})`);
    check(/1 unit: 64 points by the cards; a 1000-point game/.test(await desktop.eval(`document.querySelector('#list-import p').textContent`)), 'the link\'s points summary');
    check(await desktop.eval(`document.body.dataset.charted !== undefined || document.body.dataset.error === undefined`), 'link: no error after the answer');
    await desktop.waitFor(settled('charted'), 'the link\'s charts (data-charted or data-error)');
    check(await desktop.eval(`document.body.dataset.error || ''`) === '', 'link: charts drawn without an error');
    const linkCommand = await desktop.eval(`document.querySelector('#ask-out code.cmd').textContent`);
    check(linkCommand.includes(link) && runCopied(linkCommand) === await downloaded(desktop, '#ask-out'), `link: the copied command takes the link and writes the downloaded bytes (${linkCommand})`);
    const linkRows = await table(desktop, '#ask-out');
    const linkWant = parseCsv(execFileSync(cli, ['list', link, '--heights', '1,2', '--edition', 'core-2025', '--format', 'csv'], { encoding: 'utf8' }));
    check(linkRows.length === linkWant.length && linkRows.length > 0, `link: ${linkRows.length} rows shown, the CLI's ${linkWant.length}`);
    for (let i = 0; i < Math.min(linkRows.length, linkWant.length); i++)
      for (const [col, text] of Object.entries(linkRows[i])) {
        const expected = /^-?[0-9.e+-]+$/.test(linkWant[i][col]) ? sig(linkWant[i][col]) : col === 'units' ? asPrinted(linkWant[i][col]) : linkWant[i][col];
        check(text === expected, `link row ${i + 1} ${col}: '${text}' against the CLI's ${linkWant[i][col]}`);
      }

    // ---- A roster file dropped in: a unit only it has, answered as `climbsim ask --roster FILE` ----
    await open(desktop, { tab: 'ask', 'ask.unit': 'test-climbers', 'ask.height': '2', 'ask.face': 'sheer,ledges' });
    await desktop.waitFor(`document.body.dataset.error !== undefined`, 'the built-in roster refusing a unit it does not have');
    check(/test-climbers/.test(await desktop.eval(`document.body.dataset.error`)), 'an unknown unit is refused before the roster is dropped in');
    await desktop.eval(`(async () => { delete document.body.dataset.error; delete document.body.dataset.answered;
      await useRosterFile(new File([${JSON.stringify(myRosterText)}], 'my-roster.csv')); return true; })()`);
    await desktop.waitFor(settled('answered'), 'the answer with the dropped-in roster (data-answered or data-error)');
    check(await desktop.eval(`document.body.dataset.error || ''`) === '', 'roster: answered without an error');
    check(/^Roster: my-roster\.csv \(\d+ units\)$/.test(await desktop.eval(`document.querySelector('#roster-summary').textContent`)), 'roster: the box names the file and its units');
    check(await desktop.eval(`!!document.querySelector('#roster option[value="Test Climbers"]') && !!document.querySelector('#ask-form .picker-list input[value="test-climbers"]')`), 'roster: the unit list and the picker offer the new unit');
    const rosterRows = await table(desktop, '#ask-out');
    const rosterWant = parseCsv(execFileSync(cli, ['ask', '--roster', path.join(work, 'my-roster.csv'), '--unit', 'test-climbers', '--height', '2', '--face', 'sheer,ledges', '--edition', 'core-2025', '--format', 'csv'], { encoding: 'utf8' }));
    check(rosterRows.length === rosterWant.length && rosterRows.length > 0, `roster: ${rosterRows.length} rows shown, the CLI's ${rosterWant.length}`);
    for (let i = 0; i < Math.min(rosterRows.length, rosterWant.length); i++)
      for (const [col, text] of Object.entries(rosterRows[i])) {
        const expected = /^-?[0-9.e+-]+$/.test(rosterWant[i][col]) ? sig(rosterWant[i][col]) : col === 'units' ? cardNamesOf(myRosterText)(rosterWant[i][col]) : rosterWant[i][col];
        check(text === expected, `roster row ${i + 1} ${col}: '${text}' against the CLI's ${rosterWant[i][col]}`);
      }
    const rosterCommand = await desktop.eval(`document.querySelector('#ask-out code.cmd').textContent`);
    check(rosterCommand.includes('--roster my-roster.csv') && runCopied(rosterCommand) === await downloaded(desktop, '#ask-out'),
      `roster: the copied command names the roster and writes the downloaded bytes (${rosterCommand})`);
    await desktop.eval(`delete document.body.dataset.answered; delete document.body.dataset.error; document.querySelector('#roster-builtin').click(); true`);
    await desktop.waitFor(`document.body.dataset.error !== undefined`, 'the built-in roster again, refusing the unit');
    check(/^Roster: built-in/.test(await desktop.eval(`document.querySelector('#roster-summary').textContent`)), 'roster: back to the built-in one');

    // ---- The map on two tables: the downloaded CSV against the copied command ----
    for (const [name, state] of [['example', { 'map.table': 'example', 'map.unit': 'stormtroopers', 'map.actions': '4', 'map.start': '6,18', 'map.resolution': '0.25' }],
      ['pasted', { 'map.table': 'pasted', 'map.terrain': smallTerrain, 'map.unit': 'wookiee-warriors', 'map.actions': '3', 'map.start': '2,2', 'map.resolution': '0.5' }],
      ['notched', { 'map.table': 'empty', 'map.unit': '74-z-speeder-bikes', 'map.actions': '2', 'map.start': '20,18', 'map.facing': '0', 'map.resolution': '0.5' }]]) {
      await open(desktop, Object.assign({ tab: 'map' }, state));
      await desktop.waitFor(settled('mapped'), `the ${name} map (data-mapped or data-error)`);
      check(await desktop.eval(`document.body.dataset.error || ''`) === '', `map ${name}: ` + await desktop.eval(`document.body.dataset.error || ''`));
      if (name === 'example') timings.map_ms = +(await desktop.eval(`document.body.dataset.mapped`));
      const csv = await downloaded(desktop, '#map-out');
      const command = await desktop.eval(`document.querySelector('#map-out code.cmd').textContent`);
      check(runCopied(command) === csv, `map ${name}: the copied command writes the downloaded bytes`);
      const reachable = parseCsv(csv).filter((c) => c.reachable === 'true').length;
      const said = await desktop.eval(`document.querySelector('#map-out p').textContent`);
      check(said.startsWith(`${reachable} of `), `map ${name}: the page says '${said}', the CSV has ${reachable} reachable cells`);
      // The canvas draws what the CSV says: the start's cell is the 0-action colour.
      check(await desktop.eval(`mapData.rows.length`) === parseCsv(csv).length, `map ${name}: the page drew every row of its CSV`);
      if (name === 'notched') {
        // Facing east, two moves get at most 2.15" west of the start (RULINGS M8: the speed-1 tool's
        // first leg 2.88" east, the speed-3 tool's second leg 5.03" west), but a pivot (a move action
        // that turns the leader up to 90 degrees) then the speed-3 tool north (or south), turning
        // west, gets 20 - (3.65 + R) = 15.37 with the 50 mm base (R = 0.984"): the furthest west cell
        // holds that point, by that route.
        const reached = parseCsv(csv).filter((c) => c.reachable === 'true');
        const west = Math.min(...reached.map((c) => +c.x));
        check(Math.abs(west - 15.37) <= 0.25, `map notched: the furthest west reached is x = ${west}`);
        const far = reached.filter((c) => +c.x === west);
        check(far.length > 0 && far.every((c) => c.route_at_min_actions === 'pivot+move3'), `map notched: the furthest west cells pivot first (${far.map((c) => c.route_at_min_actions).join(' ')})`);
      }
      if (name === 'example') {
        await desktop.screenshot(path.join(outDir, 'map-desktop.png'));
        await desktop.eval(`(() => { const l = document.querySelector('#map-form [name=layer]'); l.value = 'wounds'; l.dispatchEvent(new Event('input', { bubbles: true })); })()`);
        check(/wounds/.test(await desktop.eval(`document.querySelector('#map-legend').textContent`)), 'map: the wounds layer has its own legend');
        await desktop.screenshot(path.join(outDir, 'map-wounds-desktop.png'));
      }
    }

    // ---- ASL cliff ----
    await open(desktop, { tab: 'cliff', 'cliff.levels': '1-3', 'cliff.drm': '0,1', 'cliff.within': '1-4', 'cliff.samples': '20000' });
    await desktop.waitFor(settled('cliffed'), 'the cliff table (data-cliffed or data-error)');
    const cliffCsv = await downloaded(desktop, '#cliff-out');
    check(runCopied(await desktop.eval(`document.querySelector('#cliff-out code.cmd').textContent`)) === cliffCsv, 'cliff: the copied command writes the downloaded bytes');
    const cliffRows = await table(desktop, '#cliff-out');
    const cliffWant = parseCsv(cliffCsv);
    check(cliffRows.length === 6 && cliffRows.every((r, i) => r.exact_p_success === sig(cliffWant[i].exact_p_success)), 'cliff: exact chances as the CSV has them');
    await desktop.screenshot(path.join(outDir, 'cliff-desktop.png'));
    check(desktop.console.length === 0, 'nothing on the console (desktop): ' + desktop.console.join(' | '));

    // ---- A phone: the same page, a narrow screen ----
    const phone = await browser.newPage(390, 844, true);
    await open(phone, Object.assign({ tab: 'ask' }, asks[0]));
    await phone.waitFor(settled('charted'), 'the ask\'s charts on a phone');
    const overflow = await phone.eval(`document.documentElement.scrollWidth`);
    check(overflow <= 390, `phone: the page is no wider than the screen (${overflow} px)`);
    await phone.screenshot(path.join(outDir, 'ask-phone.png'));
    await open(phone, { tab: 'map', 'map.table': 'example', 'map.start': '6,18' });
    await phone.waitFor(settled('mapped'), 'the example map on a phone');
    await phone.screenshot(path.join(outDir, 'map-phone.png'));
    check(phone.console.length === 0, 'nothing on the console (phone): ' + phone.console.join(' | '));

    // ---- The report: the same page, its run first ----
    if (reportHtml && fs.existsSync(reportHtml)) {
      for (const [name, w, h, mobile] of [['desktop', 1280, 900, false], ['phone', 390, 844, true]]) {
        const p = await browser.newPage(w, h, mobile);
        await p.goto('file://' + reportHtml);
        await p.waitFor(`document.body.dataset.ready === 'yes' && /this run|This page holds/i.test(document.querySelector('#status-text').textContent)`,
          `the report (${name}) ready, with its status line`);
        check(await p.eval(`!document.querySelector('#tab-run').hidden`), `report (${name}): the run's tab is shown first`);
        check(await p.eval(`document.querySelectorAll('#run .chart svg').length`) >= 4, `report (${name}): its charts are drawn (by the page's own charts)`);
        if (mobile) check(await p.eval(`document.documentElement.scrollWidth`) <= 390, `report (phone): no wider than the screen`);
        await p.screenshot(path.join(outDir, `report-${name}.png`));
        check(p.console.length === 0, `nothing on the console (report, ${name}): ` + p.console.join(' | '));
      }
    }
  } finally {
    console.log(`page_test: timings ${JSON.stringify(timings)}`);
    console.log(`page_test: screenshots in ${outDir}`);
  }
});
