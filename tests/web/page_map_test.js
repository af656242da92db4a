// The page's Map tab as a player meets it, in headless Chromium with the network off: the map of a
// list's unit, the editions, a refused start and the table drawn beside it, pasted terrain, taps that
// read a cell or move the start, questions asked faster than maps are drawn, a terrain too big for a
// link, zoom and pan, a crowded town's labels, Stop on a big map, and on a phone a tapped cell's
// routes. Every figure is compared with the command line's. Usage:
//   node tests/web/page_map_test.js PAGE_HTML CLIMBSIM_BINARY OUT_DIR
// Every wait is for what the page says it has done (data-mapped, data-routed, ...), bounded only by
// the run's one limit (tests/web/patience.js).
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { runInBrowser, shellWords, startTest, open: openState, settled, downloaded, input, clearSignals } = require('./page_harness.js');

const [pageHtml, cli, outDir] = process.argv.slice(2).map((p) => path.resolve(p));
const root = path.resolve(__dirname, '..', '..');
const { chromium, t, work } = startTest('page_map_test', outDir);
const listText = fs.readFileSync(path.join(root, 'experiments/lists/example.txt'), 'utf8');
fs.writeFileSync(path.join(work, 'my-list.txt'), listText);
const fresh = clearSignals(['answered', 'error', 'charted', 'mapped', 'cliffed', 'stopped', 'ran', 'routed']);

const open = (page, hash) => openState(page, pageHtml, hash);
runInBrowser('page_map_test', { chromium, t, work }, async (browser) => {
  const p = await browser.newPage(1280, 900, false);
  // ---- The map of a unit of the pasted list, upgrades applied ----
  await open(p, { tab: 'map', 'ask.list': listText, 'map.list-unit': 'stormtroopers', 'map.actions': '2', 'map.resolution': '0.5' });
  await p.waitFor(settled('mapped'), 'the map of the list\'s stormtroopers');
  const listMap = await downloaded(p, '#map-out');
  const listMapCli = execFileSync(cli, ['map', '--list', path.join(work, 'my-list.txt'), '--unit', 'stormtroopers', '--actions', '2', '--start', '6,18', '--resolution', '0.5',
    '--edition', 'core-2025', '--terrain', path.join(root, 'experiments/terrain/example.csv'), '-q'], { encoding: 'utf8' });
  t.check(listMap === listMapCli, 'the map of a list\'s unit is the CLI\'s map --list --unit, byte for byte');
  const listCommand = await p.eval(`document.querySelector('#map-out code.cmd').textContent`);
  t.check(/--list my-list\.txt/.test(listCommand) && /--unit stormtroopers/.test(listCommand), `its command names the list: ${listCommand}`);
  t.check(/Stormtroopers|stormtroopers/.test(await p.eval(`[...document.querySelector('#map-form [name=list-unit]').options].map((o) => o.text).join('|')`)), 'the Map tab offers the list\'s units');
  // The Map tab opens on today's game (RULINGS R25), offers the three editions, and the link keeps the choice.
  t.check(await p.eval(`[...document.querySelectorAll('#map-form [name=edition] option')].map((o) => o.value).join(',')`) === 'rule-texts,core-2023,core-2025' &&
    await p.eval(`document.querySelector('#map-form [name=edition]').value`) === 'core-2025', 'the Map tab opens on core-2025 and offers rule-texts, core-2023 and core-2025');
  t.check(/map\.edition=core-2025/.test(await p.eval(`location.hash`)), `the link names the map's edition: ${await p.eval(`location.hash`)}`);
  await open(p, { tab: 'map', 'map.table': 'example', 'map.start': '6,18', 'map.actions': '2', 'map.resolution': '0.5', 'map.edition': 'rule-texts' });
  await p.waitFor(settled('mapped'), 'the example map under the rule texts, from a link');
  const ruleTextsCli = execFileSync(cli, ['map', '--unit', 'stormtroopers', '--actions', '2', '--start', '6,18', '--resolution', '0.5', '--edition', 'rule-texts',
    '--terrain', path.join(root, 'experiments/terrain/example.csv'), '-q'], { encoding: 'utf8' });
  t.check(await downloaded(p, '#map-out') === ruleTextsCli && await p.eval(`document.querySelector('#map-form [name=edition]').value`) === 'rule-texts',
    'a link with map.edition=rule-texts opens on it: the CLI\'s map --edition rule-texts, byte for byte');
  // ---- The map: a refusal replaces the map; pasted terrain is used; a tap reads, not moves ----
  await open(p, { tab: 'map', 'map.table': 'example', 'map.start': '6,18' });
  await p.waitFor(settled('mapped'), 'the example map');
  await p.eval(fresh);
  const inside = '11,12';  // inside the example table's first building (x 10-16, y 10-16)
  await p.eval(input('#map-form [name=start]', inside));
  await p.waitFor(`document.body.dataset.error !== undefined`, 'the refusal of a start inside a building');
  t.check(await p.eval(`!document.querySelector('#map-error').hidden && !document.querySelector('#map-out [data-do=csv]')`),
    'a refused start: the error in the map\'s place, no stale map or download');
  // The table is drawn all the same, pieces and no reach, so that another start can be tapped.
  await p.waitFor(`document.body.dataset.tablenoreach !== undefined`, 'the table drawn with no reach beside the refusal (data-tablenoreach)');
  t.check(await p.eval(`!document.querySelector('#map-canvas').hidden && mapData.refused && mapData.pieces.length > 0 && mapData.rows.length === 0`),
    'a refused start: the table\'s pieces drawn, no cell reached');
  t.check(/Tap the table to start somewhere else/.test(await p.eval(`document.querySelector('#map-error').textContent`)), 'a refused start says a tap chooses another');
  await p.screenshot(path.join(outDir, 'player-map-refused-desktop.png'));
  await p.eval(fresh);
  await p.eval(`(() => { const c = document.querySelector('#map-canvas'), r = c.getBoundingClientRect();
    c.dispatchEvent(new MouseEvent('click', { clientX: r.left + r.width * 6 / 72, clientY: r.top + r.height * (36 - 18) / 36, bubbles: true })); return true; })()`);
  await p.waitFor(settled('mapped'), 'the map from a start tapped on the refused one\'s table');
  const tapped = (await p.eval(`document.querySelector('#map-form [name=start]').value`)).split(',').map(Number);
  t.check(Math.abs(tapped[0] - 6) < 0.3 && Math.abs(tapped[1] - 18) < 0.3 && await p.eval(`document.querySelector('#map-error').hidden`),
    `a tap on the refused start's table starts the map there (${tapped})`);
  await p.eval(fresh);
  await p.eval(input('#map-form [name=start]', inside));
  await p.waitFor(`document.body.dataset.tablenoreach !== undefined`, 'the refused start again');
  const terrain = 'kind,x,y,width,depth,height,ladder\nbuilding,10,4,6,6,1,s\n';
  await p.eval(fresh);
  await p.eval(input('#map-form [name=start]', '4,4'));
  await p.eval(input('#map-form [name=terrain]', terrain));
  await p.waitFor(settled('mapped'), 'the map of the pasted terrain');
  t.check(await p.eval(`document.querySelector('#map-form [name=table]').value`) === 'pasted' && /my-terrain\.csv/.test(await p.eval(`document.querySelector('#map-out code.cmd').textContent`)), 'pasted terrain is the table used');
  // Pieces turned by quarter turns (the rotation column), then pieces at any angle, round and
  // L-shaped, then the same in the JSON form, pasted: each map is the copied command's on the same
  // file, byte for byte; then the first terrain again.
  const pasted = [
    ['turned pieces', 'kind,x,y,width,depth,height,ladder,rotation\nbuilding,10,4,6,6,1,s,90\nwall,20,10,8,0.5,1,,90\n'],
    ['pieces at any angle and shape', 'kind,x,y,width,depth,height,ladder,rotation,shape,points\nimpassable,10,10,6,2,0,,30\n' +
      'impassable,24,4,4,4,0,,,circle\ndifficult,4,20,,,0,,,polygon,0 0;6 0;6 2;2 2;2 6;0 6\n'],
    ['the JSON form', '{"pieces": [{"kind": "impassable", "x": 10, "y": 10, "width": 6, "depth": 2, "height": 0, "rotation": 30},' +
      ' {"kind": "building", "x": 14, "y": 22, "width": 6, "depth": 6, "height": 2, "ladder": ["s"]}]}'],
  ];
  for (const [what, text] of pasted) {
    await p.eval(fresh);
    await p.eval(input('#map-form [name=terrain]', text));
    await p.waitFor(settled('mapped'), `the map of pasted terrain with ${what}`);
    fs.writeFileSync(path.join(work, 'my-terrain.csv'), text);
    const cmd = shellWords(await p.eval(`document.querySelector('#map-out code.cmd').textContent`)).slice(1).filter((w, i, all) => w !== '-o' && all[i - 1] !== '-o');
    t.check(await downloaded(p, '#map-out') === execFileSync(cli, cmd.concat(['-q']), { cwd: work, encoding: 'utf8', maxBuffer: 1 << 28 }),
      `pasted terrain with ${what}: the copied command's map, byte for byte (${cmd.join(' ')})`);
  }
  // The sample tables, chosen from the menu as a player does: each maps as the copied command does
  // on the repository's experiments/terrain/NAME.csv, byte for byte, and the link keeps the choice.
  for (const sample of ['town', 'forest', 'canyon']) {
    await p.eval(fresh);
    await p.eval(input('#map-form [name=start]', '36,2', 'change'));
    await p.eval(input('#map-form [name=table]', sample));
    await p.waitFor(settled('mapped'), `the map of the sample table ${sample}`);
    const cmd = shellWords(await p.eval(`document.querySelector('#map-out code.cmd').textContent`)).slice(1).filter((w, i, all) => w !== '-o' && all[i - 1] !== '-o');
    t.check(cmd.includes(`experiments/terrain/${sample}.csv`) && await downloaded(p, '#map-out') === execFileSync(cli, cmd.concat(['-q']), { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 }),
      `the sample table ${sample}: the copied command's map on experiments/terrain/${sample}.csv, byte for byte (${cmd.join(' ')})`);
    t.check(new RegExp(`map\\.table=${sample}\\b`).test(await p.eval(`location.hash`)), `the link names the sample table ${sample}`);
    if (sample === 'forest') {  // round trees, polygonal woods and logs askew: drawn as they are
      const shapes = await p.eval(`mapData.pieces.filter((q) => q.circle || q.corners).map((q) => q.circle ? 'circle' : q.corners.length).join(' ')`);
      t.check(shapes === '7 circle 6 circle 6 circle 6 circle 4 4 4', `the forest's shaped pieces reach the page: woods of 7 and 6 corners, 4 round trees, 3 turned logs (${shapes})`);
      await p.screenshot(path.join(outDir, 'player-map-forest-desktop.png'));
    }
  }
  await p.screenshot(path.join(outDir, 'player-map-canyon-desktop.png'));
  await p.eval(fresh);
  await p.eval(input('#map-form [name=terrain]', terrain));
  await p.waitFor(settled('mapped'), 'the map of the first pasted terrain again');
  const start = await p.eval(`document.querySelector('#map-form [name=start]').value`);
  await p.eval(`(() => { const c = document.querySelector('#map-canvas'), r = c.getBoundingClientRect();
    c.dispatchEvent(new MouseEvent('click', { clientX: r.left + r.width * 0.3, clientY: r.top + r.height * 0.5, bubbles: true })); return true; })()`);
  t.check(await p.eval(`document.querySelector('#map-form [name=start]').value`) === start && (await p.eval(`document.querySelector('#map-cell').textContent`)).length > 0, 'a tap reads the cell and leaves the start');
  await p.eval(fresh);
  await p.eval(`(() => { document.querySelector('#tap-start').checked = true; const c = document.querySelector('#map-canvas'), r = c.getBoundingClientRect();
    c.dispatchEvent(new MouseEvent('click', { clientX: r.left + r.width * 0.3, clientY: r.top + r.height * 0.5, bubbles: true })); return true; })()`);
  await p.waitFor(settled('mapped'), 'the map from the tapped start');
  t.check(await p.eval(`document.querySelector('#map-form [name=start]').value`) !== start, 'with "Tap sets the start", a tap moves the start');
  // Questions asked faster than maps are drawn: at most the one in the worker and the newest run.
  // The five are asked in one task, so none can be answered in between (a pause between them would
  // make the check depend on how fast this machine draws a map).
  await p.eval(fresh);
  const sent = await p.eval(`(async () => { let maps = 0; const post = worker.postMessage.bind(worker);
    worker.postMessage = (m) => { if (m.request && m.request.command === 'map') maps++; post(m); };
    const asked = [];
    for (const s of ['3,3', '4,4', '5,5', '6,6', '7,3']) { forms.map.elements.start.value = s; asked.push(runMap()); }
    await Promise.all(asked); worker.postMessage = post; return maps; })()`);
  t.check(sent <= 2, `five maps asked in a row: ${sent} computed (at most the one running and the newest)`);
  t.check(/from 7,3,/.test(await p.eval(`document.querySelector('#map-out h2').textContent`)), 'the map shown is the newest asked');
  // A terrain too big for a link is left out of it, and the page says so.
  await p.eval(fresh);
  const bigTerrain = 'kind,x,y,width,depth,height,ladder\n' + Array.from({ length: 260 }, (_, i) => `difficult,${((i % 26) * 2.7).toFixed(1)},${12 + Math.floor(i / 26) * 2},1,1,0,`).join('\n') + '\n';
  await p.eval(input('#map-form [name=terrain]', bigTerrain));
  await p.waitFor(settled('mapped'), 'the map of a big terrain');
  t.check(!(await p.eval(`location.hash`)).includes('map.terrain') && /too big for a link/.test(await p.eval(`document.querySelector('#link-note').textContent`)),
    `a big terrain: left out of the link, said (${await p.eval(`document.body.dataset.error || 'mapped'`)}; ${await p.eval(`document.querySelector('#link-note').textContent`)})`);
  await p.eval(input('#map-form [name=layer]', 'wounds'));
  t.check(/0 \(no dice\)/.test(await p.eval(`document.querySelector('#map-legend').textContent`)), 'the wounds layer tells no dice from out of reach');
  await p.screenshot(path.join(outDir, 'player-map-desktop.png'));

  // ---- Zoom enlarges the map; lines keep their size on the screen; a drag pans ----
  await open(p, { tab: 'map', 'map.table': 'example', 'map.start': '6,18', 'map.actions': '2', 'map.resolution': '0.5' });
  await p.waitFor(settled('mapped'), 'the example map to zoom');
  const fit = JSON.parse(await p.eval(`JSON.stringify({ w: document.querySelector('#map-canvas').getBoundingClientRect().width, wrap: document.querySelector('#map-wrap').clientWidth })`));
  await p.eval(input('#map-zoom', '2'));
  const zoomed = JSON.parse(await p.eval(`(() => { const c = document.querySelector('#map-canvas'), w = document.querySelector('#map-wrap');
    return JSON.stringify({ w: c.getBoundingClientRect().width, px: c.width, onScreen: +c.dataset.onScreen, scroll: w.scrollWidth > w.clientWidth }); })()`));
  t.check(zoomed.w > 1.9 * fit.w && zoomed.scroll, `zoom 2x: the table twice as wide on the screen (${Math.round(fit.w)} -> ${Math.round(zoomed.w)} px), the box scrolls`);
  t.check(Math.abs(zoomed.onScreen * zoomed.w / zoomed.px - 1) < 0.05 || (zoomed.onScreen === 1 && zoomed.px <= zoomed.w * 1.05), `zoom 2x: a line of 1 px on the screen is ${zoomed.onScreen} canvas px (${zoomed.px} px drawn ${Math.round(zoomed.w)} wide)`);
  const panned = await p.eval(`(() => { const w = document.querySelector('#map-wrap'), r = w.getBoundingClientRect(); const before = w.scrollLeft;
    w.dispatchEvent(new MouseEvent('mousedown', { clientX: r.left + 300, clientY: r.top + 100, bubbles: true }));
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: r.left + 100, clientY: r.top + 100, bubbles: true }));
    window.dispatchEvent(new MouseEvent('mouseup', { bubbles: true })); return w.scrollLeft - before; })()`);
  t.check(panned >= 150, `a drag of 200 px pans the zoomed map by ${panned} px`);
  await p.screenshot(path.join(outDir, 'player-map-zoom-desktop.png'));
  await p.eval(input('#map-zoom', '1'));

  // ---- A crowded town: no label touches another, nor the scale's words ----
  const crowded = 'kind,x,y,width,depth,height,ladder\n' + Array.from({ length: 48 }, (_, i) => `building,${(1 + (i % 12) * 1.6).toFixed(1)},${(0.5 + Math.floor(i / 12) * 1.6).toFixed(1)},1.4,1.4,${1 + (i % 3)},`).join('\n') +
    '\nwall,30,2,8,0.3,0.8,\nbarricade,30,3,2,0.3,0.3,\n';
  await p.eval(fresh);
  await open(p, { tab: 'map', 'map.table': 'pasted', 'map.terrain': crowded, 'map.start': '40,30', 'map.actions': '1', 'map.resolution': '0.5' });
  await p.waitFor(settled('mapped'), 'the map of a crowded town');
  for (const phoneWide of [false, true]) {
    const boxes = JSON.parse(await p.eval(`document.querySelector('#map-canvas').dataset.labels`));
    let touching = 0;
    for (let a = 0; a < boxes.length; a++)
      for (let b = a + 1; b < boxes.length; b++)
        if (boxes[a][0] < boxes[b][2] && boxes[b][0] < boxes[a][2] && boxes[a][1] < boxes[b][3] && boxes[b][1] < boxes[a][3]) touching++;
    // Every label drawn lies on the canvas and within its piece's rows (none pushed onto another piece).
    const canvasHeight = await p.eval(`document.querySelector('#map-canvas').height`);
    t.check(boxes.length >= 20 && touching === 0 && boxes.slice(1).every((b) => b[3] <= canvasHeight),
      `a crowded town${phoneWide ? ' zoomed 4x' : ''}: ${boxes.length - 1} of 50 pieces labelled, the scale's words kept, ${touching} pairs overlapping`);
    if (!phoneWide) { await p.screenshot(path.join(outDir, 'player-map-crowded-desktop.png')); await p.eval(input('#map-zoom', '4')); }
  }
  await p.eval(input('#map-zoom', '1'));
  await open(p, { tab: 'map', 'map.table': 'example', 'map.start': '6,18', 'map.actions': '2', 'map.resolution': '0.5' });
  await p.waitFor(settled('mapped'), 'the example map again');

  // ---- A big map: the bar runs and the seconds count; Stop puts the fields back to the map shown ----
  await p.eval(fresh);
  await p.eval(`(() => { forms.map.elements.actions.value = '12'; forms.map.elements.resolution.value = '0.1'; runMap(); return true; })()`);
  await p.waitFor(`!document.querySelector('#stop').hidden`, 'the Stop button during a big map');
  t.check(await p.eval(`!document.querySelector('#progress').hidden && !document.querySelector('#progress').hasAttribute('value')`), 'a big map: the progress bar runs (no fraction known)');
  await p.eval(`document.querySelector('#stop').click(); true`);
  await p.waitFor(`document.body.dataset.stopped !== undefined`, 'the big map stopped');
  t.check(await p.eval(`forms.map.elements.actions.value === '2' && forms.map.elements.resolution.value === '0.5' && /from 6,18, 2 actions/.test(document.querySelector('#map-out h2').textContent)`),
    'after Stop the fields are the question of the map shown (2 actions at 0.5"), not the stopped one');
  t.check(/the map shows the question before it/.test(await p.eval(`document.querySelector('#status-text').textContent`)), 'and the status says so');
  t.check(p.console.length === 0, 'nothing on the console (desktop): ' + p.console.join(' | '));

  const phone = await browser.newPage(390, 844, true);
  // A tap on the phone's map draws the cell's two routes: the CLI's map --to --routes, step by step.
  await open(phone, { tab: 'map', 'map.table': 'example', 'map.unit': 'stormtroopers', 'map.start': '6,18', 'map.actions': '4', 'map.resolution': '0.5' });
  await phone.waitFor(settled('mapped'), 'the example map on a phone');
  await phone.eval(fresh);
  // A cell of the first building's roof (x 14-22, y 10-16, height 1) whose centre is a base radius
  // inside it: the page opens on core-2025, where no base overhangs a roof (RULINGS R25).
  const roof = [15.25, 11.25];
  await phone.eval(`(() => { const c = document.querySelector('#map-canvas'), r = c.getBoundingClientRect();
    c.dispatchEvent(new MouseEvent('click', { clientX: r.left + r.width * ${roof[0]} / 72, clientY: r.top + r.height * (36 - ${roof[1]}) / 36, bubbles: true })); return true; })()`);
  await phone.waitFor(`document.body.dataset.routed !== undefined || document.body.dataset.error !== undefined`, 'the routes of the tapped roof cell (data-routed)');
  const routesCli = execFileSync(cli, ['map', '--terrain', path.join(root, 'experiments/terrain/example.csv'), '--unit', 'stormtroopers', '--start', '6,18', '--actions', '4',
    '--resolution', '0.5', '--edition', 'core-2025', '--to', `${roof[0]},${roof[1]},1`, '--routes', '-', '-o', path.join(work, 'routes-map.csv'), '-q'], { encoding: 'utf8' });
  t.check(await phone.eval(`mapData.routes && mapData.routes.csv`) === routesCli, 'phone: the tapped cell\'s routes are the CLI\'s map --to --routes, byte for byte');
  t.check(await phone.eval(`document.querySelector('#map-form [name=start]').value`) === '6,18', 'phone: a tap draws routes and leaves the start');
  const steps = routesCli.trim().split('\n').slice(1).map((l) => l.split(','));
  const fastest = steps.filter((s) => s[4] === 'fastest'), lastStep = fastest[fastest.length - 1];
  t.check(/clamber1|climb/.test(await phone.eval(`document.querySelector('#map-route').textContent`)) && await phone.eval(`document.querySelectorAll('#map-route li').length`) >= fastest.length - 1,
    `phone: the steps said under the map (${await phone.eval(`document.querySelector('#map-route').textContent`)})`);
  // Each step with its own actions: the CLI's actions column counts from the start.
  const saidSteps = JSON.parse(await phone.eval(`JSON.stringify([...document.querySelectorAll('#map-route [data-route=fastest] li')].map((l) => l.textContent))`));
  const ownActions = fastest.slice(1).map((st, k) => `${st[6]} (${+st[7] - +fastest[k][7]} ${+st[7] - +fastest[k][7] === 1 ? 'action' : 'actions'})`);
  t.check(saidSteps.length === ownActions.length && saidSteps.every((l, k) => l.startsWith(ownActions[k])), `phone: each step says its own actions: ${JSON.stringify(saidSteps)} against ${JSON.stringify(ownActions)}`);
  // The route keeps its size on the phone's screen: the canvas is drawn at onScreen canvas pixels a screen pixel.
  const phoneScale = JSON.parse(await phone.eval(`(() => { const c = document.querySelector('#map-canvas'); return JSON.stringify({ on: +c.dataset.onScreen, ratio: c.width / c.getBoundingClientRect().width }); })()`));
  t.check(Math.abs(phoneScale.on - phoneScale.ratio) < 0.05 && phoneScale.on > 2, `phone: lines and numbers drawn at ${phoneScale.on} canvas px a screen px (the canvas is ${phoneScale.ratio.toFixed(2)}x its width on screen)`);
  // The line of the fastest route's last step is drawn in the route's colour: sampled at 21 points
  // along it (its numbered dots, the route's colour too, keep their size on the screen and may
  // cover its middle on a short step).
  const [fromX, fromY] = lastStep[12] !== '' ? [+lastStep[12], +lastStep[13]] : [+fastest[fastest.length - 2][8], +fastest[fastest.length - 2][9]];
  const along = Array.from({ length: 21 }, (_, k) => [fromX + (+lastStep[8] - fromX) * k / 20, fromY + (+lastStep[9] - fromY) * k / 20]);
  const pixels = JSON.parse(await phone.eval(`(() => { const c = document.querySelector('#map-canvas'), s = c.width / 72;
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;  // one read of the canvas
    return JSON.stringify(${JSON.stringify(along)}.map(([x, y]) => { const i = 4 * (Math.round((36 - y) * s) * c.width + Math.round(x * s)); return [d[i], d[i + 1], d[i + 2]]; })); })()`));
  const coloured = pixels.filter((px) => px[0] === 0x17 && px[1] === 0x46 && px[2] === 0xc2).length;
  t.check(coloured >= 10, `phone: the fastest route drawn on the table (${coloured} of 21 points along its last step in its colour)`);
  // The forest on the phone: its round trees, polygonal woods and logs askew drawn at the phone's size.
  await open(phone, { tab: 'map', 'map.table': 'forest', 'map.start': '36,2' });
  await phone.waitFor(settled('mapped'), 'the forest map on a phone');
  t.check(await phone.eval(`mapData.pieces.filter((q) => q.circle || q.corners).length`) === 11, 'phone: the forest\'s 11 shaped pieces reach the page');
  await phone.screenshot(path.join(outDir, 'player-map-forest-phone.png'));
  t.check(phone.console.length === 0, 'nothing on the console (phone): ' + phone.console.join(' | '));
});
