// The engine's worker: runs the WebAssembly engine (single-threaded) off the page's thread, so the
// page stays responsive; long tables run in parts, with progress posted between them.
// Messages in: {id, request, parts}; out: {id, progress} then {id, answer}.
let enginePromise = createClimbsimEngine();
function call(engine, request) { return JSON.parse(engine.run(JSON.stringify(request))); }
function bodyOf(text) { const i = text.indexOf('\n'); return i < 0 ? '' : text.slice(i + 1); }
onmessage = async (e) => {
  const { id, request, parts } = e.data;
  const engine = await enginePromise;
  if (!parts) { postMessage({ id, answer: call(engine, request) }); return; }
  // A table in parts: the row count first (no row computed), then about `parts` slices.
  const head = call(engine, Object.assign({}, request, { rows: [0, 0] }));
  if (!head.ok) { postMessage({ id, answer: head }); return; }
  const n = head.rows, step = Math.max(1, Math.ceil(n / parts));
  let answer = null;
  for (let a = 0; a < n; a += step) {
    const r = call(engine, Object.assign({}, request, { rows: [a, Math.min(n, a + step)] }));
    if (!r.ok) { postMessage({ id, answer: r }); return; }
    if (!answer) answer = r;
    else for (const k of Object.keys(r.outputs)) answer.outputs[k] += r.outputs[k];
    postMessage({ id, progress: Math.min(n, a + step) / n });
  }
  postMessage({ id, answer: answer || head });
};
enginePromise.then(() => postMessage({ ready: true }));
