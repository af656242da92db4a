// The Map tab's table editor as a player uses it, in headless Chromium with the network off: a
// table built from nothing by mouse (place, drag, resize, a storey, height and a ladder in the form)
// and by touch (place, drag, turn), undone and redone by keys and buttons, an overlap the engine's
// reader refuses shown in its words; then the map asked on it equals `climbsim map` on the
// downloaded file, byte for byte, and the link carries the table (a fresh page opened from it
// gives the same table and map). At 1280 and 390 px, screenshots kept. Every gesture is the
// browser's own input (CDP Input.dispatchMouseEvent / dispatchTouchEvent), not events made in the page.
// Usage: node tests/web/page_editor_test.js PAGE_HTML CLIMBSIM_BINARY OUT_DIR
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { runInBrowser, shellWords, startTest, open: openState, settled, downloaded, clearSignals } = require('./page_harness.js');

const [pageHtml, cli, outDir] = process.argv.slice(2).map((p) => path.resolve(p));
const { chromium, t, work } = startTest('page_editor_test', outDir);
const fresh = clearSignals(['mapped', 'missioned', 'error', 'edited', 'stopped']);
const open = (page, hash) => openState(page, pageHtml, hash);
const pieces = (p) => p.eval(`JSON.parse(JSON.stringify(editor.pieces))`);

// A point of the table (inches, y up) on the screen, the editor's canvas scrolled into view first.
async function screenAt(p, x, y) {
  return p.eval(`(() => { const c = document.querySelector('#editor-canvas'); c.scrollIntoView({ block: 'center' });
    const r = c.getBoundingClientRect(); return [r.left + ${x} / 72 * r.width, r.top + (36 - ${y}) / 36 * r.height]; })()`);
}
async function mouseDrag(p, from, to, modifiers = 0) {
  const [a, b] = [await screenAt(p, ...from), await screenAt(p, ...to)];
  await p.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: a[0], y: a[1], modifiers });
  await p.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: a[0], y: a[1], button: 'left', buttons: 1, clickCount: 1, modifiers });
  for (let k = 1; k <= 6; k++)
    await p.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: a[0] + (b[0] - a[0]) * k / 6, y: a[1] + (b[1] - a[1]) * k / 6, button: 'left', buttons: 1, modifiers });
  await p.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: b[0], y: b[1], button: 'left', buttons: 0, clickCount: 1, modifiers });
}
async function touchDrag(p, from, to) {
  const [a, b] = [await screenAt(p, ...from), await screenAt(p, ...to)];
  await p.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a[0], y: a[1] }] });
  for (let k = 1; k <= 6; k++) await p.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a[0] + (b[0] - a[0]) * k / 6, y: a[1] + (b[1] - a[1]) * k / 6 }] });
  await p.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
// A button or box of the page pressed by the mouse or a finger, where it is on the screen.
async function press(p, sel, how = 'mouse') {
  const [x, y] = await p.eval(`(() => { const e = document.querySelector(${JSON.stringify(sel)}); e.scrollIntoView({ block: 'center' });
    const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`);
  if (how === 'touch') {
    await p.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await p.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await p.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', buttons: 1, clickCount: 1 });
    await p.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', buttons: 0, clickCount: 1 });
  }
}
const key = async (p, k, code, modifiers = 0) => {
  await p.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: k, code, modifiers, windowsVirtualKeyCode: { z: 90, y: 89, r: 82, Delete: 46, ArrowLeft: 37 }[k] || 0 });
  await p.send('Input.dispatchKeyEvent', { type: 'keyUp', key: k, code, modifiers });
};
// The engine's reader has answered on the table as it now stands.
const checked = async (p, what) => { await p.waitFor(`document.body.dataset.edited === String(editor.checked)`, `the engine's check of the table after ${what}`); };
const kCtrl = 2;

runInBrowser('page_editor_test', { chromium, t, work }, async (browser) => {
  const p = await browser.newPage(1280, 900, false);
  await p.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await open(p, { tab: 'map', 'map.table': 'empty', 'map.start': '6,18', 'map.actions': '2', 'map.resolution': '0.5' });
  await p.waitFor(settled('mapped'), 'the empty table\'s map');
  await press(p, '#editor-box summary');
  await checked(p, 'opening the editor');
  t.check((await pieces(p)).length === 0, 'the editor opens on the chosen table: the empty one');

  // ---- By mouse: a building placed at the centre, dragged 10" west, its corner pulled out ----
  await press(p, '#editor-box [data-add=building]');
  await checked(p, 'adding a building');
  let b = (await pieces(p))[0];
  t.check(b.kind === 'building' && b.x === 33 && b.y === 15 && b.width === 6 && b.depth === 6, `a building placed in the table's middle: ${JSON.stringify(b)}`);
  await mouseDrag(p, [36, 18], [26, 18.1]);
  await checked(p, 'dragging the building');
  b = (await pieces(p))[0];
  t.check(b.x === 23 && b.y === 15, `dragged 10" west by mouse, snapped to 0.25": at ${b.x},${b.y}`);
  await mouseDrag(p, [29, 21], [31.1, 22.05]);
  await checked(p, 'resizing the building');
  b = (await pieces(p))[0];
  t.check(b.x === 23 && b.y === 15 && b.width === 8 && b.depth === 7, `its corner handle pulled to (31.1, 22.05): 8 x 7 from the same corner (${b.width} x ${b.depth} at ${b.x},${b.y})`);
  // Height and a ladder in the small form: typed and ticked.
  await p.eval(`(() => { const h = document.querySelector('#editor-piece [name=height]'); h.value = '2'; h.dispatchEvent(new Event('change', { bubbles: true })); return true; })()`);
  await press(p, '#editor-piece [name=ladder-s]');
  await checked(p, 'setting the height and a ladder');
  b = (await pieces(p))[0];
  t.check(b.height === 2 && b.ladder === 's', `height 2 and a ladder on the south face from the form: ${b.height}, '${b.ladder}'`);
  await press(p, '#editor-box [data-add=storey]');
  await checked(p, 'adding a storey');
  const storey = (await pieces(p))[1];
  t.check(storey.kind === 'building' && storey.height === 3 && storey.x === 24 && storey.width === 6 && /reads this table/.test(await p.eval(`document.querySelector('#editor-check').textContent`)),
    `a storey on the selected building's roof, one higher, and the engine reads it: ${JSON.stringify(storey)}`);

  // A building turns by quarter turns only (RULINGS M9): its handle taken 80 degrees round by mouse
  // (with Shift, which frees other pieces' turns) gives 90.
  await mouseDrag(p, [23.5, 15.5], [23.5, 15.5]);  // a click on the building beside its storey selects it
  t.check(await p.eval(`editor.selected`) === 0, 'a click on a piece selects it');
  const bHandle = await p.eval(`(() => { const r = document.querySelector('#editor-canvas').getBoundingClientRect(); return editorHandles(editor.pieces[0], 72 / r.width).rotate; })()`);
  const [bcx, bcy] = [27, 18.5];
  await mouseDrag(p, bHandle, [bcx - 6 * Math.sin(80 * Math.PI / 180), bcy + 6 * Math.cos(80 * Math.PI / 180)], 8 /* Shift */);
  await checked(p, 'turning the building');
  b = (await pieces(p))[0];
  t.check(b.rotation === 90 && /reads this table/.test(await p.eval(`document.querySelector('#editor-check').textContent`)),
    `a building turned by mouse with Shift snaps to a quarter turn, and the engine reads it (its storey still on the roof): ${b.rotation}`);

  // ---- By touch: an impassable piece placed, dragged, turned ----
  await press(p, '#editor-box [data-add=impassable]', 'touch');
  await checked(p, 'adding an impassable piece by touch');
  let imp = (await pieces(p))[2];
  t.check(imp.kind === 'impassable' && imp.width === 4, `an impassable piece added by a tap: ${JSON.stringify(imp)}`);
  await touchDrag(p, [imp.x + 2, imp.y + 2], [52, 10]);
  await checked(p, 'dragging by touch');
  imp = (await pieces(p))[2];
  t.check(imp.x === 50 && imp.y === 8, `dragged by a finger to (50, 8): at ${imp.x},${imp.y}`);
  // The turning handle stands above the top edge; a finger taken round to 30 degrees west of north
  // of its centre (52, 10) turns it by 30.
  const handle = await p.eval(`(() => { const r = document.querySelector('#editor-canvas').getBoundingClientRect(); return editorHandles(editor.pieces[2], 72 / r.width).rotate; })()`);
  await touchDrag(p, handle, [52 - 5 * Math.sin(Math.PI / 6), 10 + 5 * Math.cos(Math.PI / 6)]);
  await checked(p, 'turning by touch');
  imp = (await pieces(p))[2];
  t.check(imp.rotation === 30 && imp.x === 50 && imp.y === 8, `turned by a finger, snapped to 15 degree steps: ${imp.rotation}`);
  await p.screenshot(path.join(outDir, 'player-editor-desktop.png'));

  // ---- Undo and redo: keys on the table, then the buttons ----
  await key(p, 'z', 'KeyZ', kCtrl);
  await checked(p, 'Ctrl+Z');
  t.check((await pieces(p))[2].rotation === 0, 'Ctrl+Z undoes the turn');
  await key(p, 'y', 'KeyY', kCtrl);
  await checked(p, 'Ctrl+Y');
  t.check((await pieces(p))[2].rotation === 30, 'Ctrl+Y redoes it');
  await key(p, 'r', 'KeyR');
  await checked(p, 'R');
  t.check((await pieces(p))[2].rotation === 45, 'R turns the selected piece a step of 15 degrees');
  await key(p, 'ArrowLeft', 'ArrowLeft');
  await checked(p, 'the left arrow');
  t.check((await pieces(p))[2].x === 49.75, 'the left arrow nudges it 0.25" west');
  for (let k = 0; k < 2; k++) { await key(p, 'z', 'KeyZ', kCtrl); await checked(p, 'Ctrl+Z again'); }
  t.check((await pieces(p))[2].rotation === 30 && (await pieces(p))[2].x === 50, 'two Ctrl+Z undo the nudge and the turn');
  // Dragged onto the building: the engine's reader refuses the overlap, naming both lines; undone.
  await mouseDrag(p, [52, 10], [28, 17]);
  await checked(p, 'dragging the piece onto the building');
  const refusal = await p.eval(`document.querySelector('#editor-check').textContent`);
  t.check(/overlap/i.test(refusal) && /my-terrain\.csv:3\b/.test(refusal) && /my-terrain\.csv:5\b/.test(refusal), `an overlap is refused in the engine's words, naming both rows: ${refusal}`);
  await press(p, '#editor-box [data-do=undo]');
  await checked(p, 'the Undo button');
  imp = (await pieces(p))[2];
  t.check(imp.x === 50 && imp.rotation === 30 && /reads this table/.test(await p.eval(`document.querySelector('#editor-check').textContent`)), 'the Undo button puts it back, and the table reads again');

  // ---- The map on it equals the command line's on the downloaded file ----
  await p.eval(fresh);
  await press(p, '#editor-box [data-do=use-map]');
  await p.waitFor(settled('mapped'), 'the map on the edited table');
  const mapped = await downloaded(p, '#map-out');
  const file = await downloaded(p, '#editor-box');
  fs.writeFileSync(path.join(work, 'my-terrain.csv'), file);
  const cliMap = execFileSync(cli, ['map', '--unit', 'stormtroopers', '--actions', '2', '--start', '6,18', '--resolution', '0.5', '--edition', 'core-2025',
    '--terrain', path.join(work, 'my-terrain.csv'), '-q'], { encoding: 'utf8' });
  t.check(mapped === cliMap && /pasted|my-terrain/.test(await p.eval(`document.querySelector('#map-out code.cmd').textContent`)),
    `the map on the edited table is climbsim map --terrain on the downloaded file, byte for byte (${mapped.length} and ${cliMap.length} bytes)`);
  t.check(file.split('\n').filter((l) => /^(building|impassable)/.test(l)).length === 3, `the downloaded file has the three pieces:\n${file}`);

  // ---- "Use it for the mission": the Mission tab on the same table; its copied command, run on the
  // downloaded file, writes the bytes the page downloads ----
  await p.eval(fresh);
  await press(p, '#editor-box [data-do=use-mission]');
  await p.waitFor(settled('missioned'), 'the mission on the edited table');
  const missionCsv = await downloaded(p, '#mission-out');
  const missionCmd = await p.eval(`document.querySelector('#mission-out code.cmd').textContent`);
  const missionWords = shellWords(missionCmd).slice(1).filter((w, i, all) => w !== '-o' && all[i - 1] !== '-o');
  t.check(await p.eval(`document.querySelector('#mission-form [name=table]').value`) === 'pasted' && missionWords.includes('my-terrain.csv') &&
    execFileSync(cli, missionWords, { encoding: 'utf8', cwd: work }) === missionCsv, `the mission on the edited table is its copied command's on the downloaded file (${missionCmd})`);

  // ---- The link carries the table: a fresh page opened from it has the same table and map ----
  const hash = (await p.eval(`location.hash`)).replace('tab=mission', 'tab=map');
  const phone = await browser.newPage(390, 844, true);
  await phone.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await open(phone, hash);
  await phone.waitFor(settled('mapped'), 'the map from the link');
  t.check(await downloaded(phone, '#map-out') === cliMap, 'the link\'s page draws the same map');
  await press(phone, '#editor-box summary', 'touch');
  await checked(phone, 'opening the editor from the link');
  const asFile = `terrainCsv(editor.pieces)`;
  t.check(await phone.eval(asFile) === await p.eval(asFile) && (await pieces(phone)).length === 3, 'the link round-trips the table: the same three pieces in the editor, the same file');
  // On a phone: a finger drags the building's storey-less corner piece; the screenshot kept.
  await touchDrag(phone, [52, 10], [60, 28]);
  await checked(phone, 'a drag on the phone');
  const moved = (await pieces(phone))[2];
  t.check(Math.abs(moved.x - 58) <= 0.5 && Math.abs(moved.y - 26) <= 0.5, `a finger drags a piece on a phone: to ${moved.x},${moved.y}`);
  t.check(await phone.eval(`document.documentElement.scrollWidth <= window.innerWidth + 1`), 'nothing of the editor runs off a phone\'s screen');
  await phone.screenshot(path.join(outDir, 'player-editor-phone.png'));
  // ---- A sample table into the editor: the forest's woods (polygons), trees (circles) and logs askew ----
  await p.eval(`(() => { showTab('map'); document.querySelector('#map-form [name=table]').value = 'forest'; return true; })()`);
  await press(p, '#editor-box [data-do=load]');
  await checked(p, 'loading the forest');
  const forestRows = fs.readFileSync(path.resolve(__dirname, '../../experiments/terrain/forest.csv'), 'utf8').split('\n').filter((l) => /^[a-z]/.test(l) && !/^kind,/.test(l));
  const forest = await pieces(p);
  t.check(forest.length === forestRows.length && forest.filter((q) => q.shape === 'polygon').length > 0 && forest.filter((q) => q.shape === 'circle').length > 0 &&
    /reads this table/.test(await p.eval(`document.querySelector('#editor-check').textContent`)), `the forest's ${forestRows.length} rows in the editor, polygons and circles among them (${forest.length})`);
  t.check(await p.eval(`getComputedStyle(document.querySelector('#editor-piece')).display === 'none'`), 'no piece selected: the piece\'s form is hidden');
  const share = +(/([0-9.]+)% of the table covered/.exec(await p.eval(`document.querySelector('#editor-coverage').textContent`)) || [])[1];
  // The terrain tests count the forest's cover on the same 0.1" grid by winding (sample_tables_test): 24.3%.
  t.check(Math.abs(share - 24.3) <= 0.1, `the forest covers 24.3% of the table, as the terrain tests count it: ${share}%`);
  await p.screenshot(path.join(outDir, 'player-editor-forest-desktop.png'));
  for (const page of [p, phone]) t.check(page.console.length === 0, `no console messages or errors: ${page.console.join(' | ')}`);
});
