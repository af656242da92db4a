// The engine's worker: runs the WebAssembly engine (single-threaded) off the page's thread, so the
// page stays responsive; long tables run in parts, with progress posted between them, and a
// {cancel: id} message stops such a table before its next part (the worker yields between parts
// so the message is read). Messages in: {id, request, parts} or {cancel: id}; out: {id, progress}
// then {id, answer}, or {id, crashed} when the engine threw.
let enginePromise = createClimbsimEngine();
const cancelled = new Set();
function call(engine, request) { return JSON.parse(engine.run(JSON.stringify(request))); }
// A throw inside the engine (an abort) leaves it unusable: the page is told, and restarts the worker.
onmessage = async (e) => {
  if (e.data.cancel) { cancelled.add(e.data.cancel); return; }
  try { await answer(e.data); } catch (err) { postMessage({ id: e.data.id, crashed: String(err && err.message || err) }); }
};
async function answer({ id, request, parts }) {
  const engine = await enginePromise;
  if (!parts) { postMessage({ id, answer: call(engine, request) }); return; }
  // A table in parts: the row count first (no row computed), then about `parts` slices.
  const head = call(engine, Object.assign({}, request, { rows: [0, 0] }));
  if (!head.ok) { postMessage({ id, answer: head }); return; }
  const n = head.rows, step = Math.max(1, Math.ceil(n / parts));
  let whole = null;
  for (let a = 0; a < n; a += step) {
    await new Promise((r) => setTimeout(r, 0));
    if (cancelled.delete(id)) { postMessage({ id, answer: { ok: false, stopped: true, error: 'Stopped.' } }); return; }
    const r = call(engine, Object.assign({}, request, { rows: [a, Math.min(n, a + step)] }));
    if (!r.ok) { postMessage({ id, answer: r }); return; }
    if (!whole) whole = r;
    else for (const k of Object.keys(r.outputs)) whole.outputs[k] += r.outputs[k];
    postMessage({ id, progress: Math.min(n, a + step) / n });
  }
  cancelled.delete(id);
  postMessage({ id, answer: whole || head });
}
enginePromise.then(() => postMessage({ ready: true }));
