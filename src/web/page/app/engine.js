// The engine, in a worker made from this file's own script blocks (file:// allows blobs).
//
// Contract: engine(request, {parts, progress, owner}) answers the engine's JSON. A table asked in
// `parts` runs a slice at a time, and between slices the worker takes a cancel. A newer question
// of the same `owner` (a tab) replaces an older one: the older is cancelled (its answer, if it
// still comes, is dropped) and answers {ok: false, stopped: true}; a one-piece question still in
// the worker is waited for, so at most one stale question runs before the newest. stopWork() stops
// everything in flight at once, by restarting the worker (engineStarts counts the workers started).
// A worker that crashes is restarted the same way, and every question it held answers with a
// sentence saying so.
// A dropped-in roster goes with every question that reads units (as --roster FILE).
// engineSpread(requests, {owner, order}) answers independent questions (a mission's units) on two
// workers at once, the first and a helper started on first use, started in `order` (indices; the
// requests' own order without it): the answers in the requests' order, or the first refusal. Stop
// and a crash end the helper's work too; a newer spread of the same owner replaces an older one (the
// helper restarted, so the newer does not wait for the older's part).
const hasEngine = $('#engine-source').textContent.trim() !== '';
const workerUrl = hasEngine ? URL.createObjectURL(new Blob([$('#engine-source').textContent, '\n', $('#worker-source').textContent], { type: 'text/javascript' })) : null;
let worker = null;
let ready = Promise.resolve();
let nextId = 1;
const pending = new Map();  // id -> { resolve, progress, owner, parts }
let myRoster = null;  // { label, text }: a roster file the player dropped in
const rosterCommands = new Set(['list-import', 'roster', 'mission-verdicts']);  // the page's own requests that read units
// Does the command read units (the declaration has --roster)? Then the dropped-in roster goes with it.
const readsRoster = (command) => rosterCommands.has(command) || !!(declared[command] || {}).roster;

let engineStarts = 0;
function startWorker() {
  engineStarts++;
  let engineReady;
  ready = new Promise((r) => (engineReady = r));
  worker = new Worker(workerUrl);
  worker.onmessage = (e) => {
    const m = e.data;
    if (m.ready) { engineReady(); return; }
    if (m.progress === undefined) answered(m.id);
    const p = pending.get(m.id);
    if (!p) return;  // a question replaced or stopped: its answer is not wanted
    if (m.progress !== undefined) { p.progress(m.progress); return; }
    if (m.crashed !== undefined) { crashed(m.crashed); return; }
    settle(m.id, m.answer);
  };
  worker.onerror = engineError;
}
// Either worker crashed (the engine caught it and said why) or threw past the engine: both are
// restarted, and every question they held answers with the sentence.
function crashed(why) {
  restartEngine(`The calculator stopped unexpectedly (${why}); it has been restarted: ask again.`);
}
function engineError(e) {
  if (e.preventDefault) e.preventDefault();
  crashed(e.message || 'an error inside the engine');
}
function settle(id, answer) {
  const p = pending.get(id);
  if (!p) return;
  pending.delete(id);
  p.resolve(answer);
  busy(pending.size > 0 || helperPending.size > 0);
}
function restartEngine(message) {
  stopHelper(message);
  if (worker) worker.terminate();
  waiting.clear();
  inWorker.clear();
  for (const id of [...pending.keys()]) settle(id, { ok: false, stopped: true, error: message });
  startWorker();
}
function cancel(id, message) {
  const p = pending.get(id);
  if (!p) return;
  if (p.parts) worker.postMessage({ cancel: id });
  settle(id, { ok: false, stopped: true, error: message });
}
// Stop ends the work at once, whatever it is: the worker computing it is ended and a new one
// started (a table's part, a map, the engine in any loop); waiting between parts could take
// minutes for one big part.
function stopWork() {
  if (pending.size > 0) restartEngine('Stopped: nothing of that question is shown.');
}
function cancelOwner(owner) { for (const [id, p] of pending) if (p.owner === owner) cancel(id, 'Replaced by a newer question.'); }
// A question that runs in one piece (a map) cannot be cut short: a newer one of the same owner
// waits for it rather than queue behind every keystroke, and a still newer one replaces the
// waiting one. The replaced answers are dropped.
const inWorker = new Map();  // owner -> the id of its one-piece question the worker is computing
const waiting = new Map();   // owner -> { id, send }
function engine(request, { parts, progress, owner } = {}) {
  const id = nextId++;
  if (owner) {
    const queued = waiting.get(owner);
    if (queued) { waiting.delete(owner); settle(queued.id, { ok: false, stopped: true, error: 'Replaced by a newer question.' }); }
    cancelOwner(owner);
  }
  request = withRoster(request);
  return new Promise((resolve) => {
    pending.set(id, { resolve, progress: progress || (() => {}), owner, parts });
    busy(true);
    const send = () => { worker.postMessage({ id, request, parts }); if (owner && !parts) inWorker.set(owner, id); };
    if (owner && !parts && inWorker.has(owner)) waiting.set(owner, { id, send });
    else send();
  });
}
function withRoster(request) {
  if (!myRoster || !readsRoster(request.command) || (request.supplied && request.supplied.roster)) return request;
  return Object.assign({}, request, { supplied: Object.assign({ roster: myRoster }, request.supplied || {}) });
}
// The worker has answered `id`: its owner's waiting question goes.
function answered(id) {
  for (const [owner, running] of inWorker) {
    if (running !== id) continue;
    inWorker.delete(owner);
    const queued = waiting.get(owner);
    if (queued) { waiting.delete(owner); if (pending.has(queued.id)) queued.send(); }
  }
}

// The helper: a second engine for engineSpread, started when first wanted (a phone's memory is not
// spent on it until a mission is asked).
let helper = null;
const helperPending = new Map();  // id -> resolve
const spreads = new Map();        // owner -> the spread running for it
function startHelper() {
  helper = new Worker(workerUrl);
  helper.onmessage = (e) => {
    const m = e.data;
    if (m.ready || m.progress !== undefined) return;
    const resolve = helperPending.get(m.id);
    if (!resolve) return;
    if (m.crashed !== undefined) { crashed(m.crashed); return; }
    helperPending.delete(m.id);
    resolve(m.answer);
    busy(pending.size > 0 || helperPending.size > 0);
  };
  helper.onerror = engineError;
}
function stopHelper(message) {
  if (helper) helper.terminate();
  helper = null;
  const held = [...helperPending.values()];
  helperPending.clear();
  for (const resolve of held) resolve({ ok: false, stopped: true, error: message });
}
function askHelper(request) {
  if (!helper) startHelper();
  const id = nextId++;
  return new Promise((resolve) => {
    helperPending.set(id, resolve);
    busy(true);
    helper.postMessage({ id, request: withRoster(request) });
  });
}
async function engineSpread(requests, { owner, order } = {}) {
  const mine = {};
  if (owner && spreads.has(owner)) stopHelper('Replaced by a newer question.');  // the older spread's part is not waited for
  if (owner) spreads.set(owner, mine);
  const answers = new Array(requests.length);
  const queue = order || requests.map((_, k) => k);  // the order they are started in
  let next = 0, failed = null;
  const runner = async (ask) => {
    while (!failed && next < queue.length) {
      const k = queue[next++];
      const a = await ask(requests[k]);
      if (owner && spreads.get(owner) !== mine) { failed = failed || { ok: false, stopped: true, error: 'Replaced by a newer question.' }; return; }
      if (!a.ok) { failed = failed || a; return; }
      answers[k] = a;
    }
  };
  await Promise.all([runner((r) => engine(r, { owner })), runner(askHelper)]);
  if (owner && spreads.get(owner) === mine) spreads.delete(owner);
  return failed || answers;
}
if (hasEngine) startWorker();
