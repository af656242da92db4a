// The report in a real browser (tests/report/report_test.sh writes it): headless Chromium with the
// network off (tests/web/cdp.js) opens it, waits for the page to say it is ready (data-ready, set
// when its script has run to the end; no clock of its own, only the run's limit of
// tests/web/patience.js), then checks what a reader sees: every chart drawn, its tables and the
// map, nothing on the console, no script error listed, nothing fetched; keeps a screenshot.
// Usage: node tests/report/report_page_check.js REPORT_HTML OUT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { Browser, removeTree } = require('../web/cdp.js');
const { Deadline } = require('../web/patience.js');

const [reportHtml, outDir] = process.argv.slice(2).map((p) => path.resolve(p));
const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
if (!chromium) { console.log('report_test: no chromium on this machine (scripts/test.sh installs Debian\'s chromium)'); process.exit(1); }
let passed = 0, failed = 0;
function check(ok, what) { if (ok) passed++; else failed++; console.log(`report_test: ${ok ? 'ok' : 'FAIL'}: ${what}`); }

(async () => {
  fs.mkdirSync(outDir, { recursive: true });
  const profile = path.join(outDir, 'profile');
  removeTree(profile);
  const browser = new Browser(chromium, profile, new Deadline());
  try {
    const page = await browser.newPage(1280, 900, false);
    await page.goto('file://' + reportHtml);
    await page.waitFor(`document.body && document.body.dataset.ready === 'yes'`, 'the report to say it is ready (data-ready="yes")');
    const dom = await page.eval('document.documentElement.outerHTML');
    fs.writeFileSync(path.join(outDir, 'dom.html'), dom);
    const count = (re) => (dom.match(re) || []).length;
    const charts = count(/<svg class="chart"/g), drawn = count(/<circle class="point"/g), rows = count(/<tr>/g);
    check(charts >= 4 && drawn >= 20, `four charts or more (${charts}), each with points (${drawn} in all)`);
    check(dom.includes(`data-charts="${charts}"`), 'the script counted the same charts');
    check(rows >= 20, `tables with rows (${rows})`);
    check(dom.includes('src="data:image/png;base64,') && dom.includes('MAP_CELLS'), 'the map is inline, with its hover data');
    check(dom.includes('<pre id="errors"></pre>'), 'no script error on the page (the error list is empty)');
    check(!/(src|href)="(https?:)?\/\//.test(fs.readFileSync(reportHtml, 'utf8')), 'nothing to fetch from the network');
    check(dom.includes('What a keyword is worth') && /paired|difference/.test(dom), 'the study\'s section with its table');
    await page.screenshot(path.join(outDir, 'report.png'));
    check(fs.statSync(path.join(outDir, 'report.png')).size > 0, `a screenshot was taken (${path.join(outDir, 'report.png')})`);
    check(page.console.length === 0, 'nothing on the console: ' + page.console.join(' | '));
  } catch (e) {
    check(false, 'the check ran to its end: ' + e.message);
  }
  console.log(`report_test: ${passed} passed, ${failed} failed`);
  const cleanup = await browser.close();
  for (const e of cleanup) console.log('report_test: cleanup: ' + e);
  process.exit(failed || cleanup.length ? 1 : 0);
})();
