// The page's engine against the native binary on one thread, in the same run, on the three cases
// players wait for: the example map (0.25", 4 actions), an exact ask of four units at three
// heights, a cliff table, and a 10-unit list's mission. Prints a table of medians and page/native ratios
// for bench/RESULTS.md; asserts no time (CI runs it to keep it working). Usage:
//   node bench/page_vs_native.js PAGE_HTML CLIMBSIM [RUNS]
// In the page each case is one engine call timed from the page (the worker's messages included),
// and the mission once more as the Mission tab asks it, on two workers, against two threads;
// natively, the same command line on one thread (--threads 1; ask runs on one), timed around the process, less the median of
// a process that does no work (`climbsim roster -o /dev/null`), which is also printed.
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { Browser, removeTree } = require('../tests/web/cdp.js');
const { Deadline } = require('../tests/web/patience.js');

const [pageHtml, cli] = process.argv.slice(2, 4).map((p) => path.resolve(p));
const runs = +(process.argv[4] || 5);
const root = path.resolve(__dirname, '..');
const terrain = path.join(root, 'experiments/terrain/example.csv');
// Each case large enough that the native process's start (a few ms) is small beside its work.
const askOptions = { unit: 'all', height: '1,2,3,4', face: 'sheer,ledges,ladder,ledges+ladder,wall', 'what-if': 'expert-climber', format: 'csv' };
const cliffOptions = { levels: '1-4', direction: 'up', drm: '0', commando: 'false', weather: 'none', status: 'good-order', units: '1', within: '1-6', samples: '10000000' };
const missionOptions = { unit: 'stormtroopers,scout-troopers,darth-vader,snowtroopers,range-troopers,dewback-rider,74-z-speeder-bikes,imperial-death-troopers,shoretroopers,fifth-brother',
                         territory: '0,0,72,9', poi: '12,18;36,18;60,18', terrain: 'example.csv', format: 'csv' };
const asArgs = (o) => Object.entries(o).flatMap(([k, v]) => ['--' + k, v]);
const cases = [
  { name: 'example map, 0.25", 4 actions', command: 'map', terrain: true, options: { unit: 'stormtroopers', actions: '4', start: '6,18', resolution: '0.25', terrain: 'example.csv' },
    native: ['map', '--unit', 'stormtroopers', '--actions', '4', '--start', '6,18', '--resolution', '0.25', '--terrain', terrain, '-q', '-o', '/dev/null'] },
  { name: 'exact ask, every unit x 4 heights x 5 faces, as is and with Expert Climber', command: 'ask', options: askOptions, native: ['ask'].concat(asArgs(askOptions), ['-o', '/dev/null']) },
  { name: 'cliff table, 4 levels x 1e7 stacks', command: 'cliff', options: cliffOptions, native: ['cliff'].concat(asArgs(cliffOptions), ['-q', '-o', '/dev/null']) },
  // BM_MissionList's ten units on the Mission tab: two rounds from the band 0,0,72,9, three POIs.
  { name: 'mission, a 10-unit list, example table, 2 rounds', command: 'mission', options: missionOptions, terrain: true,
    native: ['mission'].concat(asArgs(Object.assign({}, missionOptions, { terrain })), ['-o', '/dev/null']) },
  // The same as the Mission tab asks it: its units on the page's two workers (missionAnswer), against
  // the command line on two threads.
  { name: 'mission as the Mission tab asks it (two workers; native on 2 threads)', command: 'mission', options: missionOptions, terrain: true, call: 'missionAnswer', threads: 2,
    native: ['mission'].concat(asArgs(Object.assign({}, missionOptions, { terrain })), ['-o', '/dev/null']) },
];
const median = (xs) => { const s = xs.slice().sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
function nativeMs(args, threads = 1) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    execFileSync(cli, args.concat(['map', 'cliff', 'mission'].includes(args[0]) ? ['--threads', String(threads)] : []), { stdio: 'ignore' });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return median(times);
}

(async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'climbsim-page-bench-'));
  const browser = new Browser(['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p)), path.join(work, 'profile'), new Deadline());
  let failed = false;
  try {
    const page = await browser.newPage(1280, 900, false);
    await page.goto('file://' + pageHtml + '#tab=cliff&cliff.levels=1&cliff.samples=100');
    await page.waitFor(`document.body && document.body.dataset.cliffed !== undefined`, 'the page ready (a first small answer)');
    const startup = nativeMs(['roster', '-o', '/dev/null']);
    console.log(`page_vs_native: ${os.cpus()[0].model}, ${runs} runs each, medians; native process start ${startup.toFixed(1)} ms (subtracted)`);
    console.log('| case | page (ms) | native, 1 thread unless said (ms) | page / native |');
    console.log('|---|---:|---:|---:|');
    for (const c of cases) {
      const supplied = c.terrain ? { terrain: { label: 'example.csv', text: fs.readFileSync(terrain, 'utf8') } } : {};
      const times = JSON.parse(await page.eval(`(async () => { const times = [];
        for (let i = 0; i < ${runs}; i++) { const t0 = performance.now();
          const r = await ${c.call || 'engine'}(${JSON.stringify({ command: c.command, options: c.options, supplied })}); if (!r.ok) throw new Error(r.error);
          times.push(performance.now() - t0); }
        return JSON.stringify(times); })()`));
      const inPage = median(times), native = Math.max(0.1, nativeMs(c.native, c.threads) - startup);
      console.log(`| ${c.name} | ${inPage.toFixed(1)} | ${native.toFixed(1)} | ${(inPage / native).toFixed(2)} |`);
    }
  } catch (e) {
    failed = true;
    console.log('page_vs_native: ' + e.message);
  }
  await browser.close();
  removeTree(work);
  process.exit(failed ? 1 : 0);
})();
