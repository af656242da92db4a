// The page's engine (WebAssembly, src/web/web_api.hpp) against the command line, run as a player's
// page would run it: the same options must give the same bytes. Usage:
//   node tests/web/engine_test.js ENGINE_JS CLIMBSIM_BINARY
// Checks: every CSV (ask, list from a pasted list, economy, wounds, cliff, map) has the CLI's lines
// and every text field, and every number within 4 ulp of the CLI's; the cliff table byte for byte;
// a cliff table run in parts (as the page's worker runs it) equals the whole; a bad unit gives the
// CLI's message. The 4 ulp: the binomial law of the dice is summed in long double, 80 bits on x86
// and 128 in WebAssembly, so exact figures may differ in their last bit (docs/ARCHITECTURE.md).
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const [engineJs, cli] = process.argv.slice(2).map((p) => path.resolve(p));
const root = path.resolve(__dirname, '..', '..');
let failures = 0, checks = 0;
function check(ok, what) { checks++; if (!ok) { failures++; console.log('FAIL: ' + what); } }
function climbsim(args) { return execFileSync(cli, args, { encoding: 'utf8', maxBuffer: 1 << 28 }); }
function argsOf(command, options) { const a = [command]; for (const [k, v] of Object.entries(options)) a.push('--' + k + '=' + v); return a; }

require(engineJs)().then((engine) => {
  const run = (request) => JSON.parse(engine.run(JSON.stringify(request)));
  let equalFields = 0, worstUlp = 0, bytewise = 0;
  const compare = (what, got, want) => {
    if (got === want) bytewise++;
    const g = got.split('\r\n'), w = want.split('\r\n');
    check(g.length === w.length, `${what}: ${g.length} lines against the CLI's ${w.length}`);
    for (let i = 0; i < Math.min(g.length, w.length); i++) {
      const a = g[i].split(','), b = w[i].split(',');
      check(a.length === b.length, `${what} line ${i + 1}: ${a.length} fields against ${b.length}`);
      for (let c = 0; c < b.length; c++) {
        if (a[c] === b[c]) { equalFields++; continue; }
        const x = +a[c], y = +b[c];
        const ulp = Math.abs(x - y) / (Number.EPSILON * Math.max(Math.abs(y), 1e-300));
        if (isNaN(ulp) || a[c] === '' || b[c] === '') check(false, `${what} line ${i + 1} field ${c + 1}: ${a[c]} against ${b[c]}`);
        else worstUlp = Math.max(worstUlp, ulp);
      }
    }
  };
  const same = (command, options, extra = {}) => {
    const r = run(Object.assign({ command, options }, extra));
    check(r.ok, `${command} ran: ${r.error || ''}`);
    const cliOptions = Object.assign({}, options);
    if (extra.supplied) for (const k of Object.keys(extra.supplied)) cliOptions[k] = extra.files[k];
    const args = argsOf(command, cliOptions);
    if (command !== 'ask' && command !== 'list') args.push('-q');
    if (r.ok) compare(command, r.outputs.output, climbsim(args));
    return r;
  };
  same('ask', { unit: 'stormtroopers,wookiee-warriors,darth-vader', height: '1,2,3', face: 'sheer,ledges,ladder', 'what-if': 'expert-climber,scale', format: 'csv' });
  same('ask', { unit: 'luke-skywalker', height: '2', face: 'sheer', direction: 'down', edition: 'rule-texts,core-2023', format: 'csv' });
  const listText = fs.readFileSync(path.join(root, 'experiments/lists/example.txt'), 'utf8');
  same('list', { list: 'pasted', heights: '1,2', format: 'csv' }, { supplied: { list: { label: 'pasted', text: listText } }, files: { list: path.join(root, 'experiments/lists/example.txt') } });
  same('economy', { unit: 'stormtroopers', heights: '1,2,3', faces: 'sheer,ledges', columns: 'exact' });
  same('wounds', { minis: '1-4', 'wounds-per-mini': '1,2', heights: '1,2', samples: '20000' });
  const cliffOptions = { levels: '1-3', drm: '-1,0,1', commando: 'false,true', weather: 'none,rain', within: '1-4', samples: '20000' };
  const whole = same('cliff', cliffOptions);
  // In parts, as the page's worker runs a long table: the same bytes.
  const head = run({ command: 'cliff', options: cliffOptions, rows: [0, 0] });
  let text = '';
  for (let a = 0; a < head.rows; a += 7) text += run({ command: 'cliff', options: cliffOptions, rows: [a, Math.min(head.rows, a + 7)] }).outputs.output;
  check(head.rows === 72 && text === whole.outputs.output, `cliff in parts of 7 rows (${head.rows} rows) equals the whole`);
  check(whole.outputs.output === climbsim(argsOf('cliff', cliffOptions).concat(['-q'])), 'cliff: byte for byte');
  // The map, on the example table: geometry is the same bits (portable sin, cos, hypot).
  const terrain = path.join(root, 'experiments/terrain/example.csv');
  same('map', { unit: 'stormtroopers', actions: '4', start: '6,18', terrain: 'example.csv' },
       { supplied: { terrain: { label: 'example.csv', text: fs.readFileSync(terrain, 'utf8') } }, files: { terrain } });
  check(worstUlp <= 4, `numbers within 4 ulp of the CLI's (worst ${worstUlp})`);
  // A mistake reads as on the command line.
  const bad = run({ command: 'ask', options: { unit: 'stormtropers' } });
  check(!bad.ok && /did you mean 'stormtroopers'/.test(bad.error), 'a misspelt unit: ' + bad.error);
  console.log(`engine_test: ${checks - failures} of ${checks} checks passed; ${bytewise} of 7 tables byte for byte, ${equalFields} fields equal, the rest within ${worstUlp.toFixed(2)} ulp`);
  process.exit(failures ? 1 : 0);
});
