// The Map tab's routes: tapping a reached cell draws its two routes on the table, the fastest (the
// safest of those with the fewest actions) and the safest within the budget. The engine keeps no
// map between questions, so the map is asked again with --to (the cell's centre and its top
// surface) and --routes, which gives where the leader stands after each step and, for a move that
// turned, its joint (climbsim map --help). A newer tap replaces an older one; a new map clears them.
const routeStyles = {
  fastest: { colour: '#1746c2', dash: [], width: 3, words: 'The fastest route' },
  safest: { colour: '#b0178f', dash: [7, 5], width: 4, words: 'The safest route within the budget' },
};
async function routesTo(cell) {
  const box = $('#map-route');
  if (!mapData || !cell || cell.reachable !== 'true') { if (mapData) mapData.routes = null; box.innerHTML = ''; drawMap(); return; }
  const to = `${cell.x},${cell.y},${cell.level}`;
  box.textContent = 'Drawing its routes…';
  const asked = mapData;
  const r = await engine({ command: 'map', options: { ...asked.options, to, routes: 'routes.csv' }, supplied: asked.supplied }, { owner: 'map-route' });
  if (r.stopped || asked !== mapData) return;  // replaced by a newer tap or map
  if (!r.ok) { box.textContent = pageWords(r.error); return; }
  const rows = parseCsv(r.outputs.routes);
  mapData.routes = { to, csv: r.outputs.routes, fastest: rows.filter((s) => s.route === 'fastest'), safest: rows.filter((s) => s.route === 'safest') };
  drawMap();
  describeRoutes();
  done('routed', 0);
}
// The same steps to the same places: one line drawn, said once.
function sameRoute(a, b) { return a.length === b.length && a.every((s, k) => s.x === b[k].x && s.y === b[k].y && s.name === b[k].name); }
// The route's path in canvas pixels: the start, then each step's joint (a move that turned) and end.
function routePath(steps, scale, depth) {
  const pts = [];
  for (const s of steps) {
    if (s.joint_x !== '') pts.push([+s.joint_x * scale, (depth - +s.joint_y) * scale]);
    pts.push([+s.x * scale, (depth - +s.y) * scale, s]);
  }
  return pts;
}
function drawRoutes(ctx, scale, depth, grow) {
  const routes = mapData && mapData.routes;
  if (!routes) return;
  const same = sameRoute(routes.fastest, routes.safest);
  // The safest under the fastest, shifted a few pixels down and right on the screen: where the two
  // share their way, or differ only in a step's name at the same place (a climb against a clamber
  // at the last step), both lines are seen side by side.
  for (const kind of same ? ['fastest'] : ['safest', 'fastest']) {
    const st = routeStyles[kind], pts = routePath(routes[kind], scale, depth);
    if (pts.length < 2) continue;
    ctx.save();
    if (kind === 'safest') ctx.translate(4 * grow, 4 * grow);
    ctx.lineJoin = 'round';
    ctx.setLineDash(st.dash.map((d) => d * grow));
    // A white casing under the line, so it reads on every colour of the map.
    for (const [colour, width] of [['#fff', st.width + 3], [st.colour, st.width]]) {
      ctx.strokeStyle = colour; ctx.lineWidth = width * grow;
      ctx.beginPath(); pts.forEach(([x, y], k) => (k ? ctx.lineTo(x, y) : ctx.moveTo(x, y))); ctx.stroke();
    }
    ctx.setLineDash([]);
    // A numbered dot where the leader stands after each step that moved it.
    ctx.font = `bold ${10 * grow}px sans-serif`; ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
    let last = null;
    for (const [x, y, s] of pts) {
      if (!s || +s.step === 0 || (last && last[0] === x && last[1] === y)) { if (s) last = [x, y]; continue; }
      last = [x, y];
      ctx.fillStyle = st.colour; ctx.strokeStyle = '#fff'; ctx.lineWidth = 1.5 * grow;
      ctx.beginPath(); ctx.arc(x, y, 7 * grow, 0, 7); ctx.fill(); ctx.stroke();
      ctx.fillStyle = '#fff'; ctx.fillText(s.step, x, y + 0.5);
    }
    ctx.restore();
  }
}
// Each route's steps in words, under the map.
function describeRoutes() {
  const routes = mapData.routes, box = $('#map-route');
  const surface = (s) => (s.surface === 'ground' ? 'the ground' : `${s.surface.replace('-', ' ')} (level ${s.level})`);
  const same = sameRoute(routes.fastest, routes.safest);
  box.innerHTML = (same ? ['fastest'] : ['fastest', 'safest']).map((kind) => {
    const steps = routes[kind], st = routeStyles[kind];
    const last = steps[steps.length - 1];
    // Each step with its own actions (the CSV's actions count from the start): a climb is two
    // actions under the rule texts, one under the 2023 Core Rulebook.
    const items = steps.slice(1).map((s, k) => {
      const own = +s.actions - +steps[k].actions;
      return `<li>${esc(s.name)} (${own} ${own === 1 ? 'action' : 'actions'}): to (${(+s.x).toFixed(2)}, ${(+s.y).toFixed(2)}) on ${esc(surface(s))}${s.joint_x !== '' ? `, turning at (${(+s.joint_x).toFixed(2)}, ${(+s.joint_y).toFixed(2)})` : ''}</li>`;
    }).join('');
    return `<div class="route" data-route="${kind}"><strong><span class="swatch" style="background:${st.colour}"></span>${same ? 'The fastest route is also the safest' : st.words}</strong>, ${esc(last.actions)} ${last.actions === '1' ? 'action' : 'actions'}, from the start (dot numbers are steps):<ol>${items || '<li>it starts there</li>'}</ol></div>`;
  }).join('');
}
