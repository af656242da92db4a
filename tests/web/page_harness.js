// What the browser tests of the page share: the page's own number format and CSV reader (imported
// from src/web/page/app/core.js, not copied), a reader of the copied command lines, a tally of
// checks, and the page actions every test uses (open a state from a link, wait for an answer, read
// a table, catch a download).
'use strict';
const path = require('path');
const { sig, parseCsv } = require(path.resolve(__dirname, '../../src/web/page/app/core.js'));

// The shell words of a copied command line (the page quotes with '...' only).
function shellWords(line) {
  const words = []; let cur = '', q = false, any = false;
  for (let i = 0; i < line.length; i++) { const c = line[i];
    if (q) { if (c === "'") q = false; else cur += c; }
    else if (c === "'") { q = true; any = true; }
    else if (c === '\\' && line[i + 1] === "'") { cur += "'"; i++; }
    else if (c === ' ') { if (cur !== '' || any) words.push(cur); cur = ''; any = false; }
    else cur += c; }
  if (cur !== '' || any) words.push(cur);
  return words;
}

// The command line's unit names as the cards print them, from `climbsim roster --format csv` (its
// name and display_name columns): what the page shows for a name the CLI writes. Whole names only.
function cardNamesOf(rosterCsv) {
  const rows = parseCsv(String(rosterCsv).replace(/\r?\n/g, '\r\n'));
  const byName = new Map(rows.map((u) => [u.name, u.display_name || u.name]));
  return (text) => String(text).split(/([a-z0-9]+(?:-[a-z0-9]+)*)/).map((w) => byName.get(w) ?? w).join('');
}
function cardNames(cli) {
  const { execFileSync } = require('child_process');
  return cardNamesOf(execFileSync(cli, ['roster', '--format', 'csv'], { encoding: 'utf8' }));
}

// A browser test's start: Chromium found (else the test fails saying where it comes from), a tally,
// a scratch folder (climbsim-NAME-...), and the screenshots' folder made.
function startTest(name, outDir) {
  const fs = require('fs'), os = require('os');
  const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
  if (!chromium) { console.log(`${name}: no chromium on this machine (scripts/test.sh installs Debian's chromium)`); process.exit(1); }
  if (outDir) fs.mkdirSync(outDir, { recursive: true });
  return { chromium, t: tally(), work: fs.mkdtempSync(path.join(os.tmpdir(), `climbsim-${name}-`)) };
}

// A tally: check(ok, what) counts, and prints what failed.
function tally() {
  const t = { checks: 0, failures: 0 };
  t.check = (ok, what) => { t.checks++; if (!ok) { t.failures++; console.log('FAIL: ' + what); } };
  return t;
}

// A fresh load of the page for each state (a blank page between, so no answer of the last one is read).
async function open(page, pageHtml, hash) {
  await page.goto('about:blank');
  await page.waitFor(`location.href === 'about:blank' && !document.querySelector('#status')`, 'a blank page between two states');
  await page.goto('file://' + pageHtml + (typeof hash === 'string' ? hash : '#' + new URLSearchParams(hash).toString()));
}
const settled = (what) => `document.body && (document.body.dataset.${what} !== undefined || document.body.dataset.error !== undefined)`;
// Download: the page's button makes a blob link and clicks it; we catch the link and read the blob.
const downloaded = (page, card) => page.eval(`(async () => {
  let href = null; const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () { href = this.href; };
  document.querySelector('${card} [data-do=csv]').click();
  HTMLAnchorElement.prototype.click = click;
  return await (await fetch(href)).text(); })()`);
// Page code that types `value` into the field `sel` and tells the page, as a player's typing does.
const input = (sel, value, event = 'input') => `(() => { const el = document.querySelector(${JSON.stringify(sel)}); el.value = ${JSON.stringify(value)};
  el.dispatchEvent(new Event(${JSON.stringify(event)}, { bubbles: true })); return true; })()`;
// Page code that clears the signals the page sets when it has done something (data-answered, ...),
// so that the next wait is for the next one.
const clearSignals = (signals) => `(() => { for (const k of ${JSON.stringify(signals)}) delete document.body.dataset[k]; return true; })()`;
const table = (page, sel) => page.eval(`Array.from(document.querySelectorAll('${sel} tbody tr')).map((tr) =>
  Object.fromEntries(Array.from(tr.children).map((td) => [td.dataset.col, td.textContent])))`);

// The verdict, then the browser closed (its processes waited for) and the scratch folder removed;
// the exit code says whether every check passed and nothing was left behind.
async function finish(name, t, browser, work, removeTree) {
  console.log(`${name}: ${t.checks - t.failures} passed, ${t.failures} failed`);
  const cleanup = await browser.close();
  const removal = removeTree(work);
  if (removal) cleanup.push(removal);
  for (const e of cleanup) console.log(`${name}: cleanup: ${e}`);
  process.exit(t.failures || cleanup.length ? 1 : 0);
}

// A browser test's run: one Browser whose waits share the run's one limit (patience.js), `body(browser)`
// (a throw is a failed check, "the test ran to its end"), then finish.
async function runInBrowser(name, { chromium, t, work }, body) {
  const { Browser, removeTree } = require('./cdp.js');
  const { Deadline } = require('./patience.js');
  const browser = new Browser(chromium, path.join(work, 'profile'), new Deadline());
  try {
    await body(browser);
  } catch (e) {
    t.check(false, 'the test ran to its end: ' + e.message);
  }
  await finish(name, t, browser, work, removeTree);
}

module.exports = { runInBrowser, sig, parseCsv, shellWords, cardNames, cardNamesOf, tally, startTest, open, settled, downloaded, table, input, clearSignals, finish };
