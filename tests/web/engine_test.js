// The page's engine (WebAssembly, src/web/web_api.hpp) against the command line, run as a player's
// page would run it: the same options must give the same bytes. Usage:
//   node tests/web/engine_test.js ENGINE_JS CLIMBSIM_BINARY
// Checks: every CSV (ask, list from a pasted list, economy, wounds, cliff, the map on two tables, a cell's routes,
// a mission's table and its drawn unit's map)
// equals the CLI's byte for byte, Monte Carlo columns included (the same seeds and streams); a cliff
// table run in parts (as the page's worker runs it) equals the whole; a bad unit gives the CLI's
// message. Same bits need the arithmetic to be the same everywhere: the dice's law is summed in
// double-double, the map's geometry uses portable sin, cos and hypot (docs/ARCHITECTURE.md).
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
  let fields = 0, tables = 0;
  // Byte for byte; on a difference, the first field that differs says where.
  const compare = (what, got, want) => {
    tables++;
    fields += want.split('\r\n').reduce((n, line) => n + line.split(',').length, 0);
    if (got === want) { check(true, what); return; }
    const g = got.split('\r\n'), w = want.split('\r\n');
    let where = `${g.length} lines against the CLI's ${w.length}`;
    for (let i = 0; i < Math.min(g.length, w.length) && g[i] === w[i]; i++) where = `line ${i + 2}: ${g[i + 1]} against ${w[i + 1]}`;
    check(false, `${what} differs from the CLI's: ${where}`);
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
  // The map, on the example table: geometry is the same bits (portable sin, cos, hypot).
  const terrain = path.join(root, 'experiments/terrain/example.csv');
  same('map', { unit: 'stormtroopers', actions: '4', start: '6,18', terrain: 'example.csv' },
       { supplied: { terrain: { label: 'example.csv', text: fs.readFileSync(terrain, 'utf8') } }, files: { terrain } });
  // A tapped cell's two routes (map --to --routes), step by step as the command line writes them.
  const routeOptions = { unit: 'stormtroopers', actions: '6', start: '6,18', to: '19.6,13,2' };
  const routed = run({ command: 'map', options: Object.assign({ terrain: 'example.csv', routes: 'routes.csv' }, routeOptions),
                       supplied: { terrain: { label: 'example.csv', text: fs.readFileSync(terrain, 'utf8') } } });
  const routedMap = path.join(require('os').tmpdir(), `climbsim-engine-test-map-${process.pid}.csv`);
  const cliRoutes = climbsim(argsOf('map', Object.assign({ terrain, routes: '-' }, routeOptions)).concat(['-q', '-o', routedMap]));
  fs.unlinkSync(routedMap);
  check(routed.ok && cliRoutes.split('\r\n').length > 10, `map --to --routes ran: ${routed.error || ''}`);
  if (routed.ok) compare('map --to --routes', routed.outputs.routes, cliRoutes);
  // A second table, written here: a hill beside a flush roof, a laddered tower, a narrow gap.
  const small = path.join(require('os').tmpdir(), `climbsim-engine-test-${process.pid}.csv`);
  const smallText = 'kind,x,y,width,depth,height,ladder\nhill,4,4,8,8,1,\nbuilding,12,4,6,8,1,\nbuilding,22,2,4,4,2,w\n' +
                    'impassable,4,14,10,3,3,\nimpassable,15.2,14,10,3,3,\n';
  fs.writeFileSync(small, smallText);
  same('map', { unit: 'wookiee-warriors', actions: '3', start: '2,2', table: '30,20', resolution: '0.5', terrain: 'small.csv' },
       { supplied: { terrain: { label: 'small.csv', text: smallText } }, files: { terrain: small } });
  fs.unlinkSync(small);
  // A mission on the example table from a Map Card: the table, its sentences, and the drawn unit's
  // map, which is `climbsim map --territory` with the card's Territory (R29).
  const missionOptions = { unit: 'stormtroopers,scout-troopers,darth-vader', 'map-card': 'close-the-pocket', poi: '12,18;36,18;60,18', 'png-unit': 'scout-troopers' };
  const mission = run({ command: 'mission', options: Object.assign({ terrain: 'example.csv', format: 'csv' }, missionOptions),
                        supplied: { terrain: { label: 'example.csv', text: fs.readFileSync(terrain, 'utf8') } } });
  check(mission.ok, `mission ran: ${mission.error || ''}`);
  if (mission.ok) {
    compare('mission', mission.outputs.output, climbsim(argsOf('mission', Object.assign({ terrain, format: 'csv' }, missionOptions))));
    const said = climbsim(argsOf('mission', Object.assign({ terrain }, missionOptions))), sentences = mission.outputs.verdicts.split('\n').filter(Boolean);
    check(sentences.length === 4 && sentences.every((v) => said.includes(v + '\n')), `mission's sentences are the command line's: ${sentences.join(' | ')}`);
    compare('mission map', mission.outputs.map, climbsim(argsOf('map', { unit: 'scout-troopers', territory: '0,0,21,9;51,0,72,9', actions: '4', edition: 'core-2025',
                                                                        terrain, columns: 'exact' }).concat(['-q'])));
    check(mission.outputs.territories === 'side,x0,y0,x1,y1\r\nyours,0,0,21,9\r\nyours,51,0,72,9\r\nenemy,0,27,21,36\r\nenemy,51,27,72,36\r\n',
          `the Territories drawn: ${JSON.stringify(mission.outputs.territories)}`);
  }
  // ask on a mission answers the mission, as on the command line (its table and sentences).
  same('ask', { unit: 'stormtroopers,scout-troopers', 'map-card': 'close-the-pocket', poi: '12,18;36,18', edition: 'core-2025', terrain: 'example.csv' },
       { supplied: { terrain: { label: 'example.csv', text: fs.readFileSync(terrain, 'utf8') } }, files: { terrain } });
  // A mistake reads as on the command line.
  const bad = run({ command: 'ask', options: { unit: 'stormtropers' } });
  check(!bad.ok && /did you mean 'stormtroopers'/.test(bad.error), 'a misspelt unit: ' + bad.error);
  console.log(`engine_test: ${checks - failures} of ${checks} checks passed; ${tables} tables (${fields} fields) compared with the CLI's byte for byte`);
  process.exit(failures ? 1 : 0);
});
