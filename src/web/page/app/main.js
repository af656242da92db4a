// The wiring: tabs, forms (a question runs once its input is complete, a moment after the last
// change; a newer one replaces an older), the roster box, the Stop button, and the start.
const runners = { ask: runAsk, map: runMap, mission: runMission, cliff: runCliff, more: runMore, run: async () => {} };
let timer = null;
function schedule() { clearTimeout(timer); timer = setTimeout(() => runners[tab](), 350); }
for (const [name, f] of Object.entries(forms)) {
  f.addEventListener('input', (e) => {
    if (name === 'map' && e.target.name === 'layer' && mapData) { mapData.layer = e.target.value; drawMap(); writeHash(); return; }
    // A name half typed is no question yet: wait for the rest, or for the field to be left.
    if (e.target.name === 'unit' && !unitsComplete(f)) {
      clearTimeout(timer);
      status('Units: keep typing a card\'s name (Scout Troopers, Darth Vader…), or choose from the list.');
      return;
    }
    if (e.target.name === 'unit') syncPickers();
    schedule();
  });
  f.addEventListener('change', (e) => { if (e.target.name === 'unit') { syncPickers(); schedule(); } });
  f.addEventListener('submit', (e) => { e.preventDefault(); schedule(); });
}
for (const b of $$('#tabs button')) b.onclick = () => { showTab(b.dataset.tab); writeHash(); runners[tab](); };
$('#stop').addEventListener('click', () => { stopWork(); showProgress(null); status('Stopped.'); });
wireMap();
wireEditor();
wireMission();

async function useRosterFile(file) {
  const text = await file.text();
  const r = await engine({ command: 'roster', supplied: { roster: { label: file.name, text } } });
  if (!r.ok) { $('#roster-note').textContent = r.error; status(r.error, true); return; }
  myRoster = { label: file.name, text };
  fillRoster(r, file.name);
  syncPickers();
  $('#roster-note').textContent = 'Every question now reads this roster, and every copied command names it (--roster ' + file.name + '). A link does not carry it: drop it in again after opening one.';
  await runners[tab]();
}
$('#roster-file').addEventListener('change', (e) => { if (e.target.files[0]) useRosterFile(e.target.files[0]); });
$('#roster-box').addEventListener('dragover', (e) => e.preventDefault());
$('#roster-box').addEventListener('drop', (e) => { e.preventDefault(); if (e.dataTransfer.files[0]) useRosterFile(e.dataTransfer.files[0]); });
$('#roster-builtin').addEventListener('click', async () => {
  myRoster = null;
  $('#roster-file').value = '';
  fillRoster(await engine({ command: 'roster' }), 'built-in');
  syncPickers();
  $('#roster-note').textContent = '';
  await runners[tab]();
});

(async () => {
  if (hasRun) { $('#tabs [data-tab=run]').hidden = false; drawRun(); }
  if (!hasEngine) {
    $('#roster-box').hidden = true;
    for (const t of ['ask', 'map', 'mission', 'cliff', 'more']) $(`#tabs [data-tab=${t}]`).hidden = true;
    showTab('run');
    status('This page holds the run\'s results; the live calculator was not built into it (bash scripts/web.sh builds the engine, then climbsim report puts it here).');
    $('#provenance').textContent = 'climbsim /*VERSION*/';
    return;
  }
  readHash();
  showTab(tab);
  await ready;
  fillChoices(await engine({ command: 'describe' }));
  buildMore();
  fillRoster(await engine({ command: 'roster' }), 'built-in');
  readHash();  // again: the boxes and pickers now exist to show the link's values
  if (tab === 'run') status('The figures of this run; the Ask, Map, Mission and ASL cliff tabs compute what-ifs live, in this page.');
  $('#provenance').textContent = 'climbsim /*VERSION*/ — the engine is the command line\'s library compiled to WebAssembly; every CSV it downloads is the same bytes as the command it copies writes.';
  await runners[tab]();
})();
