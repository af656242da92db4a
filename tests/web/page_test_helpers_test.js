// A test of the browser tests' helpers (tests/web/cdp.js, tests/web/patience.js), through the page
// test itself: given a page that never answers, tests/web/page_test.js must
//  - fail (exit 1), with a message that names the wait that gave up and what the page showed;
//  - give up at the run's limit (set short here), not hang, and print its verdict before any cleanup;
//  - leave nothing behind: no profile or scratch folder in its TMPDIR, no chromium process.
// Usage: node tests/web/page_test_helpers_test.js
'use strict';
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { positiveFromEnv } = require('./patience.js');

let passed = 0, failed = 0;
function check(ok, what) { if (ok) passed++; else { failed++; console.log('FAIL: ' + what); } }

const scale = positiveFromEnv('CLIMBSIM_TEST_TIME_SCALE', 1);
const limitS = 8 * scale;          // the page test's whole-run limit for this case
const cleanupS = 40 * scale;       // browser start, its close (bounded at 10 s twice in cdp.js) and the removal
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'climbsim-helpers-test-'));
const scratch = path.join(tmp, 'tmp');
fs.mkdirSync(scratch);
const page = path.join(tmp, 'never.html');
// A page that starts and then says nothing more: no data-answered, no data-error, ever.
fs.writeFileSync(page, '<!doctype html><html><body><div id="status"><span id="status-text">Working...</span></div></body></html>\n');

const t0 = Date.now();
const child = spawn(process.execPath, [path.join(__dirname, 'page_test.js'), page, '', '/bin/false', path.join(tmp, 'screens')], {
  env: Object.assign({}, process.env, { TMPDIR: scratch, CLIMBSIM_PAGE_TEST_LIMIT_S: String(limitS), CLIMBSIM_TEST_TIME_SCALE: '1' }),
  stdio: ['ignore', 'pipe', 'pipe'],
});
let out = '';
child.stdout.on('data', (d) => { out += d; });
child.stderr.on('data', (d) => { out += d; });
// The signal waited for: the child's exit. A bound far past what it may take, so a hang fails here.
const bound = setTimeout(() => {
  console.log(`FAIL: page_test.js had not exited ${limitS + 2 * cleanupS} s after it started (waited for its exit); killed. It printed:\n${out}`);
  child.kill('SIGKILL');
  process.exit(1);
}, (limitS + 2 * cleanupS) * 1000);
child.on('exit', (code) => {
  clearTimeout(bound);
  const seconds = (Date.now() - t0) / 1000;
  console.log(`page_test_helpers_test: page_test.js exited ${code} after ${seconds.toFixed(1)} s (limit ${limitS} s); it printed:\n` +
    out.split('\n').map((l) => '  | ' + l).join('\n'));
  check(code === 1, `page_test.js exits 1 on a page that never answers (it exited ${code})`);
  check(/gave up waiting for the answer to ask/.test(out), 'the failure names the wait that gave up');
  check(/Working\.\.\./.test(out) && /console: /.test(out), 'the failure says what the page showed (its status line, its console)');
  check(new RegExp(`at the run's limit of ${limitS} s`).test(out), 'the failure gives the run\'s limit and how to extend it');
  check(seconds >= limitS && seconds <= limitS + cleanupS, `it gave up at the limit and cleaned up within ${cleanupS} s of it (${seconds.toFixed(1)} s)`);
  const verdict = out.search(/page_test: \d+ passed, \d+ failed/), cleanup = out.search(/page_test: cleanup:/);
  check(verdict >= 0 && (cleanup < 0 || cleanup > verdict), 'the verdict is printed, and before anything the cleanup says');
  const left = fs.readdirSync(scratch);
  check(left.length === 0, `nothing is left in its TMPDIR (found: ${left.join(', ')})`);
  // No chromium process still holds its profile (each one's command line names the profile folder).
  const holders = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p)).filter((p) => {
    try { return fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(scratch); } catch { return false; }
  });
  check(holders.length === 0, `no process of the browser is left (pids ${holders.join(', ')})`);
  fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  console.log(`page_test_helpers_test: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
});
