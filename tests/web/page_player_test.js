// The page as a player meets it, in headless Chromium with the network off: names typed and picked
// as the cards print them, boxes to tick for faces, what-ifs and rules, a pasted list with its
// what-if and direction, answers on a phone, work that can be stopped, a crashed engine, links
// made to break the page, links to share, the More tab. Every figure is compared with the command
// line's; the Map tab has its own test (page_map_test.js). Usage:
//   node tests/web/page_player_test.js PAGE_HTML CLIMBSIM_BINARY OUT_DIR
// Every wait is for what the page says it has done (data-answered, data-stopped, ...), bounded
// only by the run's one limit (tests/web/patience.js).
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { runInBrowser, sig, parseCsv, shellWords, cardNames, startTest, open: openState, settled, table, downloaded, input, clearSignals } = require('./page_harness.js');

const [pageHtml, cli, outDir] = process.argv.slice(2).map((p) => path.resolve(p));
// The CLI's unit names as the page shows them (the cards' names), read from the CLI when first asked.
let printedNames = null;
const asPrinted = (text) => (printedNames = printedNames || cardNames(cli))(text);
const root = path.resolve(__dirname, '..', '..');
const { chromium, t, work } = startTest('page_player_test', outDir);
const listText = fs.readFileSync(path.join(root, 'experiments/lists/example.txt'), 'utf8');
fs.writeFileSync(path.join(work, 'my-list.txt'), listText);
const tournament = 'Hand\n276/800\nDarth Vader (170)\nStormtroopers (64)\n - DLT-19 Stormtrooper (20)\n - Grappling Hooks (2)\nSnowtroopers (42)\n\nCommands:\n\u2022\u2022\u2022\u2022Standing Orders\n';
// The Ask tab opens on the 2025 Core Rulebook: `ask` and `list` without an edition are asked so.
const asThePageAsks = (args) => (['ask', 'list'].includes(args[0]) && !args.includes('--edition') ? args.concat(['--edition', 'core-2025']) : args);
const cliCsv = (args) => execFileSync(cli, asThePageAsks(args).concat(['--format', 'csv']), { encoding: 'utf8' });
// The page's rows against the CLI's, every field to the figure shown.
function sameRows(shown, csv, what) {
  const want = parseCsv(csv);
  t.check(shown.length === want.length && want.length > 0, `${what}: ${shown.length} rows shown, the CLI's ${want.length}`);
  for (let i = 0; i < Math.min(shown.length, want.length); i++)
    for (const [col, text] of Object.entries(shown[i])) {
      const expected = /^-?[0-9.e+-]+$/.test(want[i][col]) ? sig(want[i][col]) : col === 'units' ? asPrinted(want[i][col]) : want[i][col];
      t.check(text === expected, `${what} row ${i + 1} ${col}: the page shows '${text}', the CLI's figure is ${want[i][col]}`);
    }
}
const fresh = clearSignals(['answered', 'error', 'charted', 'mapped', 'cliffed', 'stopped', 'ran', 'routed']);

const open = (page, hash) => openState(page, pageHtml, hash);
runInBrowser('page_player_test', { chromium, t, work }, async (browser) => {
  const p = await browser.newPage(1280, 900, false);
  // ---- Names: a card's name typed letter by letter is no error while typing, then answered ----
  await open(p, { tab: 'ask', 'ask.height': '2' });
  await p.waitFor(settled('answered'), 'the first answer (data-answered or data-error)');
  await p.eval(fresh);
  const name = 'Scout Troopers';
  let errors = 0;
  for (let i = 1; i <= name.length; i++) {
    await p.eval(input('#ask-form [name=unit]', name.slice(0, i)));
    errors += await p.eval(`document.body.dataset.error !== undefined ? 1 : 0`);
  }
  await p.eval(`document.querySelector('#ask-form [name=unit]').dispatchEvent(new Event('change', { bubbles: true })); true`);
  await p.waitFor(settled('answered'), 'the answer to "Scout Troopers" typed letter by letter');
  t.check(errors === 0 && await p.eval(`document.body.dataset.error || ''`) === '', `typing a card's name shows no error on the way (${errors} seen)`);
  sameRows(await table(p, '#ask-out'), cliCsv(['ask', '--unit', 'scout-troopers', '--height', '2']), 'ask "Scout Troopers"');
  t.check(/Scout Troopers/.test(await p.eval(`document.querySelector('#ask-form .picker summary').textContent`)), 'the picker names the unit typed');
  // ---- The picker: a faction, a search, a tick ----
  await p.eval(fresh);
  await p.eval(`(() => { const pk = document.querySelector('#ask-form .picker'); pk.open = true;
    const f = pk.querySelector('.picker-faction'); f.value = 'rebels'; f.dispatchEvent(new Event('input', { bubbles: true }));
    const s = pk.querySelector('.picker-search'); s.value = 'wookiee'; s.dispatchEvent(new Event('input', { bubbles: true })); return true; })()`);
  const offered = JSON.parse(await p.eval(`JSON.stringify([...document.querySelectorAll('#ask-form .picker-list input')].map((i) => i.value))`));
  const rebels = execFileSync(cli, ['roster', '--format', 'csv'], { encoding: 'utf8' }).split('\n').filter((l) => /^[^,]*wookiee[^,]*,[^,]*,rebels,/.test(l)).map((l) => l.split(',')[0]);
  t.check(offered.length > 0 && JSON.stringify(offered) === JSON.stringify(rebels), `the picker offers the rebels' Wookiees only: ${offered}, the roster's ${rebels}`);
  await p.eval(`(() => { const b = document.querySelector('#ask-form .picker-list input[value="wookiee-warriors"]'); b.checked = true; b.dispatchEvent(new Event('input', { bubbles: true })); return true; })()`);
  await p.waitFor(settled('answered'), 'the answer after picking Wookiee Warriors');
  t.check(await p.eval(`document.querySelector('#ask-form [name=unit]').value`) === 'Scout Troopers,wookiee-warriors', 'the pick is added to the units typed');
  // ---- Faces, what-ifs and rules as boxes, with the books' names ----
  const faceLabels = await p.eval(`[...document.querySelectorAll('[data-param=face] label')].map((l) => l.textContent.trim() + (l.querySelector('input').checked ? '*' : '')).join('|')`);
  t.check(faceLabels === 'Sheer*|Ledges*|Ladder|Ledges and a ladder|Wall (clamber over)', `the faces offered, the default ticked: ${faceLabels}`);
  t.check(/2023 Core Rulebook \(climb only\)/.test(await p.eval(`document.querySelector('[data-param=edition]').textContent`)), 'the rules by their books\' names');
  await p.eval(fresh);
  await p.eval(`(() => { for (const v of ['ladder']) { const b = document.querySelector('[data-param=face] input[value="' + v + '"]'); b.checked = true; b.dispatchEvent(new Event('input', { bubbles: true })); }
    const e = document.querySelector('[data-param=what-if] input[value="expert-climber"]'); e.checked = true; e.dispatchEvent(new Event('input', { bubbles: true })); return true; })()`);
  await p.waitFor(settled('answered'), 'the answer with Ladder and Expert Climber ticked');
  const ticked = cliCsv(['ask', '--unit', 'scout-troopers,wookiee-warriors', '--height', '2', '--face', 'sheer,ledges,ladder', '--what-if', 'expert-climber']);
  sameRows(await table(p, '#ask-out'), ticked, 'ask with boxes ticked');
  // Units and what-ifs side by side: a bar a unit and variant, its figure the CLI's.
  const bars = JSON.parse(await p.eval(`JSON.stringify([...document.querySelectorAll('#ask-out .compare svg rect title')].map((e) => e.textContent))`));
  const wantBars = parseCsv(ticked).filter((r) => r.cheapest && !/^no /.test(r.cheapest)).map((r) => `${asPrinted(r.units)} (${r.variant}), height ${r.height}: ${r.cheapest}, ${sig(r.minis_lost)} minis lost on average`);
  t.check(wantBars.length > 0 && wantBars.every((b) => bars.includes(b)), `the comparison charts hold every cheapest plan's figure: ${JSON.stringify(wantBars.filter((b) => !bars.includes(b)))} missing`);
  // ---- A pasted list keeps its what-if and direction ----
  await open(p, { tab: 'ask', 'ask.list': listText, 'ask.height': '2', 'ask.what-if': 'expert-climber', 'ask.direction': 'down', 'ask.face': 'sheer' });
  await p.waitFor(`document.querySelector('#list-import table') && (${settled('answered')})`, 'the pasted list with a what-if, the way down');
  t.check(await p.eval(`document.querySelector('#list-box').open`), 'a link with a list shows the list');
  t.check(/way down/.test(await p.eval(`document.querySelector('#ask-out h2').textContent`)), 'the heading says the way down');
  sameRows(await table(p, '#ask-out'), cliCsv(['list', path.join(work, 'my-list.txt'), '--heights', '2', '--what-if', 'expert-climber', '--direction', 'down', '--face', 'sheer']), 'the list with its what-if, down');
  // ---- Legion HQ's tournament export ----
  await open(p, { tab: 'ask', 'ask.list': tournament, 'ask.height': '1' });
  await p.waitFor(`document.querySelector('#list-import table') && (${settled('answered')})`, 'the tournament export\'s import');
  const imported = await table(p, '#list-import');
  t.check(imported.length === 3 && imported[1].minis === '5', `the tournament export's units: ${JSON.stringify(imported.map((u) => [u.label, u.minis]))}`);
  t.check(/276/.test(await p.eval(`document.querySelector('#list-import p').textContent`)), 'the import compares the points with the header');
  // ---- Links made to break the page fall back to the Ask tab ----
  for (const bad of ['__proto__', 'constructor', 'nosuch']) {
    await open(p, `#tab=${bad}&ask.unit=stormtroopers`);
    await p.waitFor(settled('answered'), `the page opened from #tab=${bad}`);
    t.check(await p.eval(`!document.querySelector('#tab-ask').hidden && document.querySelectorAll('#ask-out tbody tr').length > 0`), `#tab=${bad}: the Ask tab, answered`);
  }
  // ---- A link to share: the page's name and the view, and it says it copied ----
  await p.eval(`document.querySelector('#ask-out [data-do=link]').click(); true`);
  await p.waitFor(`document.querySelector('#ask-out code.copied-text')`, 'the copied link shown');
  const shared = await p.eval(`document.querySelector('#ask-out code.copied-text').textContent`);
  const said = await p.eval(`document.querySelector('#ask-out [data-do=link]').textContent`);
  t.check(/^index\.html#tab=ask/.test(shared) && !/file:|\/tmp\//.test(shared), `the link to share names the page, not this disk: ${shared}`);
  t.check(said === 'Copied' || /Could not copy/.test(said), `the button says what happened: ${said}`);
  // ---- The work limit, at once, in words ----
  await open(p, '#tab=cliff&cliff.samples=1e15');
  await p.waitFor(`document.body.dataset.error !== undefined`, 'the refusal of 1e15 samples');
  t.check(/estimated at .* above the limit/.test(await p.eval(`document.body.dataset.error`)), 'cliff.samples=1e15 is refused with the estimate');
  // ---- Stop, then the engine still answers ----
  // Work long enough to outlast any machine's reading of the page (about a minute on a fast one),
  // and within the page's limit: the Stop button is the signal, not a clock.
  await open(p, { tab: 'cliff', 'cliff.levels': '1-4', 'cliff.drm': '-1,0,1', 'cliff.samples': '1000000000' });
  await p.waitFor(`!document.querySelector('#stop').hidden`, 'the Stop button during a long table');
  await p.eval(`document.querySelector('#stop').click(); true`);
  await p.waitFor(`document.body.dataset.stopped !== undefined`, 'the long table stopped');
  t.check(await p.eval(`document.body.dataset.cliffed === undefined && /Stopped/.test(document.querySelector('#status-text').textContent)`), 'stopped: no table, and the status says so');
  await p.eval(fresh);
  await p.eval(input('#cliff-form [name=samples]', '2000'));
  await p.waitFor(settled('cliffed'), 'a small table after the stop');
  t.check(await p.eval(`document.body.dataset.error || ''`) === '', 'the engine answers after a stop');
  // ---- A crash inside the engine: said, and the engine restarted ----
  await p.eval(`(engine({ command: 'ask', options: { unit: 1n } }).then((r) => { window.crashAnswer = r; }), true)`);
  await p.waitFor(`window.crashAnswer !== undefined`, 'the answer of a question that crashes the worker');
  t.check(/stopped unexpectedly.*restarted/.test(await p.eval(`window.crashAnswer.error`)), 'a crash is said in words');
  await p.eval(fresh);
  await p.eval(input('#cliff-form [name=samples]', '3000'));
  await p.waitFor(settled('cliffed'), 'a table after the crash');
  t.check(await p.eval(`document.body.dataset.error || ''`) === '', 'the restarted engine answers');
  // ---- The cliff: a broken unit's rows say why; a stack's figures show ----
  await open(p, { tab: 'cliff', 'cliff.levels': '1', 'cliff.status': 'broken', 'cliff.samples': '1000' });
  await p.waitFor(settled('cliffed'), 'a broken unit\'s cliff');
  t.check(/a broken unit may not Climb/.test(await p.eval(`document.querySelector('#cliff-out').textContent`)), 'a broken unit: the reason shown');
  await open(p, { tab: 'cliff', 'cliff.levels': '1', 'cliff.units': '2', 'cliff.samples': '1000' });
  await p.waitFor(settled('cliffed'), 'a stack of two');
  const stack = await table(p, '#cliff-out');
  const stackWant = parseCsv(execFileSync(cli, ['cliff', '--levels', '1', '--units', '2', '--samples', '1000', '--direction', 'up', '--drm', '0', '--commando', 'false', '--weather', 'none', '--within', '1-6', '--status', 'good-order', '-q'], { encoding: 'utf8' }));
  t.check(stack.length === 1 && stack[0].exact_p_all_arrive === sig(stackWant[0].exact_p_all_arrive), `a stack: P(every unit on top) ${stack[0] && stack[0].exact_p_all_arrive}, the CLI's ${stackWant[0].exact_p_all_arrive}`);
  // ---- The starting questions: what an empty field says is what the tab asks ----
  await open(p, { tab: 'cliff' });
  await p.waitFor(settled('cliffed'), 'the cliff tab\'s starting question');
  const startCmd = shellWords(await p.eval(`document.querySelector('#cliff-out code.cmd').textContent`));
  const placeholders = await p.eval(`JSON.stringify(Object.fromEntries([...document.querySelectorAll('#cliff-form [data-start]')].map((el) => [el.name, el.placeholder])))`);
  for (const [field, shown] of Object.entries(JSON.parse(placeholders))) {
    const at = startCmd.indexOf('--' + field);
    t.check(at > 0 && shown === 'default: ' + startCmd[at + 1], `cliff's empty ${field} says '${shown}', the tab asks --${field} ${startCmd[at + 1]}`);
  }
  t.check(await p.eval(`document.querySelector('#ask-form [name=height]').placeholder`) === 'default: 2', 'ask\'s empty heights say the command\'s declared default (2)');
  t.check(p.console.length === 0, 'nothing on the console (desktop): ' + p.console.join(' | '));

  // ---- More: a command with no tab of its own, its form built from its declaration alone ----
  await open(p, { tab: 'more', 'more.command': 'wounds', 'more.wounds-unit': 'Stormtroopers', 'more.wounds-heights': '1,2', 'more.wounds-samples': '2000' });
  await p.waitFor(settled('ran'), 'the More tab\'s wounds table');
  const moreCommands = await p.eval(`[...document.querySelectorAll('#more-form [name=command] option')].map((o) => o.value).sort().join(',')`);
  t.check(moreCommands === 'economy,wounds', `More offers the commands the engine runs in the page without a tab of their own: ${moreCommands}`);
  const declaredFields = await p.eval(`[...document.querySelectorAll('#more-fields fieldset[data-command=wounds] [name]')].map((e) => e.name.slice(7))`);
  t.check(['heights', 'methods', 'samples', 'edition', 'die', 'seed'].every((f) => declaredFields.includes(f)) && !['output', 'roster', 'rules', 'help', 'threads'].some((f) => declaredFields.includes(f)),
    `its wounds form: the declaration's options, no file (${declaredFields.join(' ')})`);
  const moreCsv = await downloaded(p, '#more-out');
  const moreCli = execFileSync(cli, ['wounds', '--unit', 'Stormtroopers', '--heights', '1,2', '--samples', '2000', '-q'], { encoding: 'utf8' });
  t.check(moreCsv === moreCli, 'More: the wounds download is the CLI\'s bytes');
  const moreCmd = await p.eval(`document.querySelector('#more-out code.cmd').textContent`);
  t.check(execFileSync(cli, shellWords(moreCmd).slice(1).filter((w, i, all) => w !== '-o' && all[i - 1] !== '-o').concat(['-q']), { encoding: 'utf8' }) === moreCli, `More: its command writes the same bytes (${moreCmd})`);
  const moreRows = await table(p, '#more-out');
  const moreWant = parseCsv(moreCli);
  t.check(moreRows.length === moreWant.length && moreRows.every((r, i) => r.mean_wounds === sig(moreWant[i].mean_wounds)), `More: ${moreRows.length} rows shown, mean wounds as the CLI's`);
  await p.eval(fresh);
  await p.eval(input('#more-form [name=wounds-heights]', '99'));
  await p.waitFor(settled('ran'), 'a height out of range');
  t.check(/heights/.test(await p.eval(`document.querySelector('#more-out').textContent`)), `More: a bad value is refused beside the form (${await p.eval(`document.body.dataset.error || ''`)})`);
  await p.screenshot(path.join(outDir, 'player-more-desktop.png'));

  // ---- Stop ends the work at once, whatever it is; a link never raises the work limit ----
  await open(p, { tab: 'more', 'more.command': 'economy', 'more.economy-minis': '4', 'more.economy-heights': '1', 'more.economy-faces': 'sheer',
                  'more.economy-samples': '1e15', 'more.economy-max-work': '1e30' });
  await p.waitFor(`document.body.dataset.error !== undefined`, 'the refusal of 1e15 samples, the link asking for a limit of 1e30');
  t.check(/above the limit of 1e\+11/.test(await p.eval(`document.body.dataset.error`)), `a link cannot raise the work limit: ${await p.eval(`document.body.dataset.error`)}`);
  t.check(await p.eval(`!document.querySelector('#more-form [name$="max-work"]')`), 'the limit is no field of the page');
  const refusedHigher = await p.eval(`engine({ command: 'economy', options: { minis: '4', heights: '1', 'max-work': '1e12' } }).then((r) => r.error)`);
  t.check(/keeps the command line's work limit/.test(refusedHigher), `the engine refuses a raised limit from the page: ${refusedHigher}`);
  // One part of about ten seconds or more (each row a part: 4e9 samples), stopped while it runs.
  const starts = await p.eval(`engineStarts`);
  await open(p, { tab: 'more', 'more.command': 'economy', 'more.economy-minis': '4', 'more.economy-heights': '1', 'more.economy-faces': 'sheer',
                  'more.economy-samples': '4000000000', 'more.economy-policies': 'false', 'more.economy-expert-climber': 'false' });
  await p.waitFor(`!document.querySelector('#stop').hidden`, 'the Stop button during a long economy table');
  const startsBefore = await p.eval(`engineStarts`);
  await p.eval(`document.querySelector('#stop').click(); true`);
  await p.waitFor(`document.body.dataset.stopped !== undefined`, 'the long economy table stopped');
  t.check(await p.eval(`engineStarts`) === startsBefore + 1 && starts >= 1, 'Stop ended the work in the engine (a new engine started), not at the next part');
  await p.eval(fresh);
  await p.eval(`document.querySelector('#tabs [data-tab=ask]').click(); true`);
  await p.waitFor(settled('answered'), 'the Ask tab\'s answer right after a Stop');
  t.check(await p.eval(`document.body.dataset.error || ''`) === '', 'the Ask tab answers after the Stop');

  // ---- Words a player uses: faces as shown, heights in inches or with spaces, card names ----
  await open(p, { tab: 'ask', 'ask.unit': 'at-rt,stormtroopers', 'ask.height': '12" 6"', 'ask.face': 'Sheer,Ledges and a ladder', 'ask.what-if': 'expert-climber' });
  await p.waitFor(settled('answered'), 'the answer to faces and heights as a player writes them');
  t.check(await p.eval(`document.body.dataset.error || ''`) === '', `faces "Sheer", "Ledges and a ladder", heights 12" 6": no error (${await p.eval(`document.body.dataset.error || ''`)})`);
  sameRows(await table(p, '#ask-out'), cliCsv(['ask', '--unit', 'at-rt,stormtroopers', '--height', '2,1', '--face', 'sheer,ledges+ladder', '--what-if', 'expert-climber']), 'ask with a player\'s words');
  const already = JSON.parse(await p.eval(`JSON.stringify([...document.querySelectorAll('#ask-out .verdicts li')].map((e) => e.textContent))`));
  t.check(already.filter((v) => /already has Expert Climber/.test(v)).length === 1 && already.some((v) => /^AT-RT.* already has Expert Climber$/.test(v)),
    `"already has Expert Climber" said once, by the card's name: ${JSON.stringify(already)}`);
  t.check(await p.eval(`[...document.querySelectorAll('[data-param=face] input:checked')].map((i) => i.value).join(',')`) === 'sheer,ledges+ladder', 'the boxes show the faces written as the page names them');
  t.check(!/pick-/.test(await p.eval(`location.hash`)), `the link carries no picker field: ${await p.eval(`location.hash`)}`);


  // ---- A phone: the answer's figures on screen, no sideways swipe ----
  const phone = await browser.newPage(390, 844, true);
  await open(phone, { tab: 'ask', 'ask.unit': 'stormtroopers,scout-troopers', 'ask.height': '2' });
  await phone.waitFor(settled('answered'), 'the answer on a phone');
  const offscreen = await phone.eval(`[...document.querySelectorAll('#ask-out td[data-col=minis_lost], #ask-out td[data-col=p_lose_one], #ask-out td[data-col=wounds]')].filter((td) => td.getBoundingClientRect().right > 390).length`);
  t.check(offscreen === 0 && await phone.eval(`document.querySelectorAll('#ask-out td[data-col=minis_lost]').length`) > 0, `phone: wounds, minis lost and the chance to lose one on screen (${offscreen} cells off it)`);
  t.check(await phone.eval(`document.documentElement.scrollWidth`) <= 390, 'phone: the page is no wider than the screen');
  // The first figure on the first screen: said in the status line above the form.
  const firstWant = parseCsv(cliCsv(['ask', '--unit', 'stormtroopers,scout-troopers', '--height', '2'])).find((r) => !/^no /.test(r.cheapest));
  const firstSaid = JSON.parse(await phone.eval(`JSON.stringify({ text: document.querySelector('#status-text').textContent, bottom: document.querySelector('#status-text').getBoundingClientRect().bottom })`));
  t.check(firstSaid.bottom <= 844 && firstSaid.text.includes(`${firstWant.cheapest}, ${firstWant.actions} actions, ${sig(firstWant.minis_lost)} minis lost on average`),
    `phone: the first figure on the first screen: '${firstSaid.text}' (bottom at ${Math.round(firstSaid.bottom)} px)`);
  await phone.screenshot(path.join(outDir, 'player-ask-phone.png'));
  await open(phone, { tab: 'cliff', 'cliff.levels': '1-2', 'cliff.samples': '2000' });
  await phone.waitFor(settled('cliffed'), 'the cliff on a phone');
  t.check(await phone.eval(`[...document.querySelectorAll('#cliff-out td[data-col=exact_p_success]')].every((td) => td.getBoundingClientRect().right <= 390)`), 'phone: P(on top) on screen');
  await phone.screenshot(path.join(outDir, 'player-cliff-phone.png'));
  await phone.screenshot(path.join(outDir, 'player-map-routes-phone.png'));
  t.check(phone.console.length === 0, 'nothing on the console (phone): ' + phone.console.join(' | '));
});
