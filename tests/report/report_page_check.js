// The report in a real browser (tests/report/report_test.sh writes it): headless Chromium with the
// network off (tests/web/cdp.js) opens it, waits for the page to say it is ready (data-ready, set
// when its script has run to the end; no clock of its own, only the run's limit of
// tests/web/patience.js), then checks what a reader sees: every chart drawn, its tables and the
// map, nothing on the console, no script error listed, nothing fetched; keeps a screenshot. The
// page draws the run from the rows the report embeds (src/web/page/app/run.js), so what is checked
// here is what a reader sees.
// Usage: node tests/report/report_page_check.js REPORT_HTML OUT_DIR
'use strict';
const fs = require('fs');
const path = require('path');
const { Browser, removeTree } = require('../web/cdp.js');
const { Deadline } = require('../web/patience.js');

const [reportHtml, outDir, rosterSummary] = process.argv.slice(2).map((p) => path.resolve(p));
const { parseCsv, sig } = require('../../src/web/page/app/core.js');
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
    const inRun = (js) => page.eval(`(() => { const run = document.querySelector('#run'); ${js} })()`);
    const charts = await inRun(`return run.querySelectorAll('.chart svg').length`);
    const drawn = await inRun(`return run.querySelectorAll('.chart svg circle, .chart svg rect').length`);
    const rows = await inRun(`return run.querySelectorAll('tbody tr').length`);
    check(charts >= 4 && drawn >= 20, `four charts or more (${charts}), each with points or bars (${drawn} in all)`);
    check(await page.eval('document.body.dataset.charts') === String(charts), 'the script counted the same charts');
    check(rows >= 20, `tables with rows (${rows})`);
    check(await inRun(`return run.querySelectorAll('.run-view:empty').length`) === 0, 'every view of the run drawn (no placeholder left empty)');
    // The charts the page draws from the run's rows (run.js), as the command line's tables give them:
    // every unit of the roster experiment its law at the top height (three units, three laws), the
    // list's five units and the economy's two each a chart of their plans, none named as without one.
    const captions = await inRun(`return [...run.querySelectorAll('.chart h3')].map((h) => h.textContent)`);
    const with_ = (end) => captions.filter((c) => c.endsWith(end)).length;
    check(with_('): one clamber, height 2') === 3, `three laws of one clamber at height 2 (${with_('): one clamber, height 2')})`);
    check(with_('): ledges, height 3') === 5 + 2, `seven charts of plans up ledges of height 3 (${with_('): ledges, height 3')})`);
    check(!(await inRun(`return run.textContent.includes('so no chart')`)), 'no unit named as having no way up');
    check(await inRun(`return [...run.querySelectorAll('th')].some((th) => th.textContent === 'chance to lose a mini')`), 'the list\'s table gives the chance to lose a mini');
    // The Pareto front is drawn through plans: every corner of each front's line is a plan's dot of
    // the front, whose tooltip names it.
    const front = await inRun(`return [...run.querySelectorAll('.chart svg')].filter((s) => s.querySelector('polyline[stroke="#d1495b"]')).map((s) => {
      const dots = new Set([...s.querySelectorAll('circle[fill="#d1495b"]')].filter((c) => /^[^:]+: /.test(c.textContent)).map((c) => c.getAttribute('cx') + ',' + c.getAttribute('cy')));
      const corners = s.querySelector('polyline[stroke="#d1495b"]').getAttribute('points').trim().split(/\\s+/);
      return corners.filter((p) => !dots.has(p)).length + '/' + corners.length;
    })`);
    check(front.length >= 3 && front.every((f) => f.startsWith('0/')), `each front's corners are the front's plans (${front.join(' ')})`);
    // The map: its picture inline, and the cell under the pointer read out.
    check(await inRun(`return !!run.querySelector('img.run-map[src^="data:image/png;base64,"]')`), 'the map is inline');
    const hover = await inRun(`const img = run.querySelector('img.run-map'); img.scrollIntoView(); const r = img.getBoundingClientRect();
      img.dispatchEvent(new MouseEvent('mousemove', { clientX: r.left + r.width * 0.15, clientY: r.top + r.height * 0.25 }));
      return run.querySelector('.map-hover').textContent`);
    check(/height 0: fastest .*actions.*expected wounds/.test(hover), 'the map reads out the cell under the pointer: ' + hover);
    check(dom.includes('<pre id="errors"></pre>'), 'no script error on the page (the error list is empty)');
    check(!/(src|href)="(https?:)?\/\//.test(fs.readFileSync(reportHtml, 'utf8')), 'nothing to fetch from the network');
    check(dom.includes('What a keyword is worth') && /paired|difference/.test(dom), 'the study\'s section with its table');
    // A study with no variant ranks its units: for each figure, the units in the order the command
    // line's summary gives (sorted here, the best first), each bar's figure as the summary's mean.
    const summary = parseCsv(fs.readFileSync(rosterSummary, 'utf8').replace(/\r?\n/g, '\r\n'));
    for (const [metric, title, higherFirst] of [['roof_area_4', 'roof area within 4 actions (sq in)', true],
      ['high_roof_share_4', 'share of roofs of height 2+ reached within 4', true], ['nearest_high_roof_actions', 'actions to the nearest roof of height 2+', false]]) {
      const want = summary.filter((r) => r.metric === metric && r.mean !== '')
        .sort((a, b) => (higherFirst ? +b.mean - +a.mean : +a.mean - +b.mean) || a.unit.localeCompare(b.unit)).map((r) => `${r.unit}: ${sig(r.mean)}`);
      const shown = await inRun(`const c = [...run.querySelectorAll('.chart.ranked')].find((x) => x.querySelector('h3').textContent === ${JSON.stringify(title)});
        return c ? [...c.querySelectorAll('rect.rank title')].map((t) => t.textContent.replace(/ \\(95% .*$/, '')) : null`);
      check(shown && want.length > 0 && JSON.stringify(shown) === JSON.stringify(want), `ranked by ${metric}: ${JSON.stringify(shown)}, the summary's order ${JSON.stringify(want)}`);
    }
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
