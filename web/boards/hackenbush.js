// boards/hackenbush.js — Green Hackenbush: a picture of edges between
// numbered vertices, vertex 0 being the ground. The engine numbers the edges
// (1, 2, … in its canonical order) and says what stands after a cut; the
// board draws the picture from its text and turns gestures into edits or
// cuts.
// Edit: drag from a vertex (or the ground) to another vertex, or to empty
// space for a new vertex, to draw an edge — or click one end, then the
// other; drag a vertex onto itself or click it twice for a loop. Click an
// edge to delete it (what no longer reaches the ground goes with it). The
// "add edge" field takes "u-v" ("u-new" for a new vertex) from the keyboard.
// Play: click an edge to cut it; what falls disappears.
//
// Layout: vertices in layers by their distance from the ground, each layer
// ordered under its lower neighbours, spread like a tree; a vertex held by
// several lower neighbours sits between them. It depends only on the
// picture's text — and in a game on the picture the game started from, so
// nothing moves when an edge is cut.

import { s } from '../kit/svg.js';
import { act, slices, rnd, words as common } from './common.js';
import { xorText } from './checkers.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board in other languages.
export const words = Promise.all([common, register({ zh: () => import('./hackenbush.zh.js') })]);

const UX = 46;        // horizontal step between neighbouring vertices
const MARGIN = 26;    // left and right of the picture
const TOP = 34;       // room above the highest vertex (for loops)
const EARTH = 22;     // the ground's strip under the ground line
const NEW = -1;       // data-n of empty space: a new vertex
export const MAX_DRAWN = 400; // edges this page draws in one picture
const EDIT_ROOM = { top: 44, width: 480, ground: 250 }; // in Edit, room to draw in, even on bare ground
const NUM = { dx: 7, dy: -6 }; // a vertex's number: where it starts (its baseline) from the vertex

/** The edges of a picture body: [[u, v], …] in the body's (the engine's) order. */
export function edgesOf(body) {
  if (body === '0' || body === '') return [];
  return body.split('.').map((e) => e.split('-').map(Number));
}

const bodyOf = (edges) => (edges.length ? edges.map(([u, v]) => `${u}-${v}`).join('.') : '0');

/* ---- layout ------------------------------------------------------------------ */

/**
 * Positions for a picture: {x(v), y(v), geo[i] (edge i: {d, mx, my, x1, y1,
 * x2, y2}), width, height, ground (y of the ground line)}. Deterministic:
 * the same edges give the same picture. room: {top, width, ground} — extra
 * space above the picture, a least width and a least height of the ground
 * line (editing draws into empty space).
 */
export function layout(edges, room = {}) {
  const nb = new Map([[0, new Set()]]);
  const loops = new Map();
  const add = (v) => { if (!nb.has(v)) nb.set(v, new Set()); };
  for (const [u, v] of edges) {
    add(u); add(v);
    if (u === v) loops.set(u, (loops.get(u) ?? 0) + 1);
    else { nb.get(u).add(v); nb.get(v).add(u); }
  }
  const sorted = new Map([...nb].map(([v, set]) => [v, [...set].sort((a, b) => a - b)]));
  // layers by distance from the ground
  const depth = new Map([[0, 0]]);
  const layers = [[0]];
  for (let front = [0]; front.length;) {
    const next = [];
    for (const u of front) for (const w of sorted.get(u)) if (!depth.has(w)) { depth.set(w, layers.length); next.push(w); }
    if (next.length) layers.push(next);
    front = next;
  }
  const lost = [...nb.keys()].filter((v) => !depth.has(v)).sort((a, b) => a - b); // none in a picture the engine accepted
  if (lost.length) { for (const v of lost) depth.set(v, layers.length); layers.push(lost); }
  // order each layer under its lower neighbours; the leftmost is the parent
  const order = new Map([[0, 0]]);
  const parent = new Map();
  const lower = new Map();
  for (let L = 1; L < layers.length; L++) {
    const key = new Map();
    for (const v of layers[L]) {
      const low = sorted.get(v).filter((w) => depth.get(w) === L - 1);
      lower.set(v, low);
      let p = low[0] ?? 0;
      for (const w of low) if (order.get(w) < order.get(p)) p = w;
      parent.set(v, p);
      const bary = low.length ? low.reduce((a, w) => a + order.get(w), 0) / low.length : 0;
      key.set(v, [order.get(p) ?? 0, bary, v]);
    }
    layers[L].sort((a, b) => { const x = key.get(a), y = key.get(b); return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]; });
    layers[L].forEach((v, k) => order.set(v, k));
  }
  // a tree's room: each vertex as wide as what stands on it
  const kids = new Map([...nb.keys()].map((v) => [v, []]));
  for (let L = 1; L < layers.length; L++) for (const v of layers[L]) kids.get(parent.get(v)).push(v);
  const wide = new Map();
  for (let L = layers.length - 1; L >= 1; L--) {
    for (const v of layers[L]) {
      const w = kids.get(v).reduce((a, k) => a + wide.get(k), 0);
      wide.set(v, Math.max(w, (loops.get(v) ?? 0) > 2 ? 1.5 : 1));
    }
  }
  const x = new Map();
  let cursor = 0;
  // layer by layer, without recursion (a stalk may be hundreds of edges tall)
  for (const v of kids.get(0)) { x.set(v, cursor + wide.get(v) / 2); cursor += wide.get(v); }
  for (let L = 1; L < layers.length; L++) {
    for (const v of layers[L]) {
      const ks = kids.get(v);
      const total = ks.reduce((a, k) => a + wide.get(k), 0);
      let left = x.get(v) - total / 2;
      for (const k of ks) { x.set(k, left + wide.get(k) / 2); left += wide.get(k); }
    }
  }
  const groundLoops = loops.get(0) ?? 0;
  const loopSlots = Array.from({ length: groundLoops }, (_, k) => cursor + 0.5 + k * 0.8);
  cursor += groundLoops ? groundLoops * 0.8 + 0.2 : 0;
  // a vertex held by several lower neighbours moves between them, if there is room
  for (let L = 2; L < layers.length; L++) {
    const row = layers[L];
    row.forEach((v, k) => {
      const low = lower.get(v);
      if (low.length < 2) return;
      const want = low.reduce((a, w) => a + x.get(w), 0) / low.length;
      const lo = k > 0 ? x.get(row[k - 1]) + 1 : -Infinity;
      const hi = k + 1 < row.length ? x.get(row[k + 1]) - 1 : Infinity;
      if (lo <= hi) x.set(v, Math.min(Math.max(want, lo), hi));
    });
  }
  let min = 0, max = Math.max(cursor, 1);
  for (const v of x.values()) { min = Math.min(min, v - 0.5); max = Math.max(max, v + 0.5); }
  const n = layers.length - 1;
  const UY = Math.round(Math.min(60, Math.max(30, 600 / Math.max(n, 1))));
  const width = Math.max(room.width ?? 0, Math.round(2 * MARGIN + (max - min) * UX));
  const ground = Math.max(TOP + (room.top ?? 0) + n * UY + 10, room.ground ?? 0);
  const X = (v) => MARGIN + (x.get(v) - min) * UX;
  const Y = (v) => ground - depth.get(v) * UY;
  const pt = (v) => ({ x: X(v), y: Y(v) });
  // edges: ground edges stand on feet; parallel edges bend apart; loops go where there is room
  const geo = new Array(edges.length);
  const pairs = new Map();
  edges.forEach(([u, v], i) => { const k = `${u}-${v}`; if (!pairs.has(k)) pairs.set(k, []); pairs.get(k).push(i); });
  const dirs = new Map(); // vertex → angles of its drawn edges
  const aim = (v, a) => { if (!dirs.has(v)) dirs.set(v, []); dirs.get(v).push(a); };
  const R = Math.min(34, UY * 0.62);
  for (const [key, list] of pairs) {
    const [u, v] = key.split('-').map(Number);
    const m = list.length;
    if (u === v) continue; // loops below, once the other edges are known
    list.forEach((i, k) => {
      const off = k - (m - 1) / 2;
      if (u === 0) {
        const b = pt(v);
        const fx = b.x + off * Math.min(30, (UX * 1.1) / m);
        geo[i] = { d: `M${fx.toFixed(1)},${ground} L${b.x.toFixed(1)},${b.y}`, mx: 0.78 * fx + 0.22 * b.x, my: 0.78 * ground + 0.22 * b.y, x1: fx, y1: ground, x2: b.x, y2: b.y };
        aim(v, Math.atan2(ground - b.y, fx - b.x));
        return;
      }
      const a = pt(u), b = pt(v);
      const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy) || 1;
      let cx = (a.x + b.x) / 2, cy = (a.y + b.y) / 2;
      let bend = off * 46;
      const same = depth.get(u) === depth.get(v);
      if (m === 1 && same && Math.abs(order.get(u) - order.get(v)) > 1) bend = -Math.min(UY * 0.9, 20 + len / 6) * Math.sign(dx || 1); // over the vertices between
      cx += (-dy / len) * bend;
      cy += (dx / len) * bend;
      geo[i] = bend === 0
        ? { d: `M${a.x.toFixed(1)},${a.y} L${b.x.toFixed(1)},${b.y}`, mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2, x1: a.x, y1: a.y, x2: b.x, y2: b.y }
        : { d: `M${a.x.toFixed(1)},${a.y} Q${cx.toFixed(1)},${cy.toFixed(1)} ${b.x.toFixed(1)},${b.y}`, mx: (a.x + 2 * cx + b.x) / 4, my: (a.y + 2 * cy + b.y) / 4, x1: a.x, y1: a.y, x2: b.x, y2: b.y };
      aim(u, Math.atan2(cy - a.y, cx - a.x));
      aim(v, Math.atan2(cy - b.y, cx - b.x));
    });
  }
  const loopPath = (px, py, t) => {
    const d = 0.42;
    const c1x = px + R * 1.25 * Math.cos(t - d), c1y = py + R * 1.25 * Math.sin(t - d);
    const c2x = px + R * 1.25 * Math.cos(t + d), c2y = py + R * 1.25 * Math.sin(t + d);
    return { d: `M${px.toFixed(1)},${py.toFixed(1)} C${c1x.toFixed(1)},${c1y.toFixed(1)} ${c2x.toFixed(1)},${c2y.toFixed(1)} ${px.toFixed(1)},${py.toFixed(1)}`, mx: px + R * 0.92 * Math.cos(t), my: py + R * 0.92 * Math.sin(t), x1: px, y1: py, x2: px, y2: py };
  };
  for (const [key, list] of pairs) {
    const [u, v] = key.split('-').map(Number);
    if (u !== v) continue;
    if (u === 0) { list.forEach((i, k) => { geo[i] = loopPath(MARGIN + (loopSlots[k] - min) * UX, ground, -Math.PI / 2); }); continue; }
    const p = pt(u);
    const taken = [...(dirs.get(u) ?? [])];
    const blocks = []; // what a loop's number must not cover: the other vertices and every vertex's number
    for (const w of nb.keys()) {
      if (w === 0) continue;
      const q = pt(w);
      if (w !== u) blocks.push(q);
      blocks.push({ x: q.x + NUM.dx + 3, y: q.y + NUM.dy - 4 }); // (the middle of a digit)
    }
    for (const i of list) { // the direction farthest from every edge drawn there, upward preferred, its number on nothing
      let best = -Math.PI / 2, score = -Infinity;
      for (let k = 0; k < 36; k++) {
        const t = -Math.PI + (k * Math.PI) / 18;
        const lx = p.x + R * 0.92 * Math.cos(t), ly = p.y + R * 0.92 * Math.sin(t);
        let sep = Math.PI, hit = 0;
        for (const a of taken) sep = Math.min(sep, Math.abs(Math.atan2(Math.sin(t - a), Math.cos(t - a))));
        for (const b of blocks) if (Math.hypot(b.x - lx, b.y - ly) < 18) hit++;
        const sc = sep - 2 * hit - (Math.sin(t) > 0.3 ? 0.8 : 0) - Math.abs(t + Math.PI / 2) * 0.05;
        if (sc > score + 1e-9) { score = sc; best = t; }
      }
      taken.push(best);
      geo[i] = loopPath(p.x, p.y, best);
    }
  }
  return { x: X, y: Y, depth, geo, width, height: ground + EARTH, ground, verts: [...nb.keys()].filter((v) => v !== 0) };
}

/** The layout for the edges shown: in a game, the picture it started from
 *  (when the edges are still among its edges), so a cut moves nothing. */
function layoutFor(v, edges) {
  const room = v.mode === 'edit' ? EDIT_ROOM : {};
  const from = v.start?.comps[v.index - 1] ?? null;
  if (from && from.game === 'hackenbush' && from.body !== v.comp.body) {
    const all = edgesOf(from.body);
    const pool = new Map();
    all.forEach(([a, b], i) => { const k = `${a}-${b}`; if (!pool.has(k)) pool.set(k, []); pool.get(k).push(i); });
    const map = [];
    for (const [a, b] of edges) {
      const list = pool.get(`${a}-${b}`);
      if (!list?.length) { map.length = 0; break; }
      map.push(list.shift());
    }
    if (map.length === edges.length && all.length <= MAX_DRAWN) {
      const L = layout(all, room);
      return { ...L, geo: map.map((i) => L.geo[i]), verts: [...new Set(edges.flat())].filter((x) => x !== 0) };
    }
  }
  return layout(edges, room);
}

/* ---- drawing ------------------------------------------------------------------- */

const end = (v) => (v === 0 ? tr('the ground') : tr('vertex {v}', { v }));

/** "edge 3 (from the ground to vertex 1)", "edge 5 (a loop at vertex 4)". */
export function edgeName(e, [u, v]) {
  return u === v ? tr('edge {e} (a loop at {at})', { e, at: end(u) }) : tr('edge {e} (from {a} to {b})', { e, a: end(u), b: end(v) });
}

const SLICE = 128; // edges (or vertices) a frame in a large picture

function draw(v, g) {
  const edges = edgesOf(v.comp.body);
  const L = layoutFor(v, edges);
  const edit = v.mode === 'edit';
  const key = `c${v.index}`;
  const name = tr('picture {i}', { i: v.index });
  const cut = new Set(v.marks.map((m) => Number(m.move.slice(m.move.indexOf(':') + 1))));
  const picked = edit && v.pick?.comp === v.index ? v.pick.from : null;
  if (edit) g.append(s('rect', { x: 0, y: 0, width: L.width, height: L.ground - 4, class: 'hb-space', 'data-act': 'vertex', 'data-n': NEW, 'data-s': 1 }));
  // the ground: a line over a strip of earth
  const earth = s('g', { class: `hb-earth${picked === 0 ? ' picked' : ''}`, 'data-act': edit ? 'vertex' : null, 'data-n': edit ? 0 : null, 'data-s': edit ? 1 : null, 'data-drag': edit ? '' : null });
  earth.append(s('rect', { x: 0, y: L.ground - 6, width: L.width, height: EARTH + 6, class: 'hb-soil' }),
    s('line', { x1: 0, y1: L.ground, x2: L.width, y2: L.ground, class: 'hb-ground' }),
    s('text', { x: 6, y: L.ground + 15, class: 'hb-vid', text: tr('ground (0)') }));
  g.append(earth);
  // a large picture: a few hundred edges a frame, then their handles and vertices (common.js)
  const verb = edit ? tr('delete it (with what then no longer reaches the ground)') : tr('cut it');
  slices(v, g, edges.length, SLICE, (i, into) => {
    const e = i + 1;
    const geo = L.geo[i];
    const label = tr('{name}, {edge}: {verb}', { name, edge: edgeName(e, edges[i]), verb });
    const el = act(into, 'edge', e, `${key}-e${e}`, cut.has(e) ? tr('{what} — a winning cut', { what: label }) : label, { class: 'act hb-e' });
    el.append(s('path', { d: geo.d, class: 'hb-hit' }), s('path', { d: geo.d, class: `hb-edge${cut.has(e) ? ' take' : ''}` }));
  });
  // a round target in the middle of each edge, over every edge (a touch lands on it)
  const handles = s('g', { class: 'hb-handles', 'aria-hidden': 'true' });
  g.append(handles);
  slices(v, handles, edges.length, 4 * SLICE, (i, into) => into.append(s('circle', { cx: L.geo[i].mx, cy: L.geo[i].my, r: 12.5, class: 'hb-handle', 'data-act': 'edge', 'data-n': i + 1 })));
  slices(v, g, L.verts.length, SLICE, (k, into) => {
    const x = L.verts[k];
    const p = { x: L.x(x), y: L.y(x) };
    const node = s('g', { class: `hb-v${edit ? ' act' : ''}${picked === x ? ' picked' : ''}`, 'data-act': edit ? 'vertex' : null, 'data-n': edit ? x : null, 'data-s': edit ? 1 : null, 'data-drag': edit ? '' : null });
    if (edit) node.append(s('circle', { cx: p.x, cy: p.y, r: 13, class: 'hb-vhit' }));
    node.append(s('circle', { cx: p.x, cy: p.y, r: 4.5, class: 'hb-vertex' }),
      s('text', { x: p.x + NUM.dx, y: p.y + NUM.dy, class: 'hb-vid', text: x }));
    into.append(node);
  });
  return {
    width: L.width, height: L.height,
    cell: (e) => { const x = L.geo[e - 1]; return x ? { x: Math.min(x.x1, x.x2, x.mx) - 4, y: Math.min(x.y1, x.y2, x.my) - 4, w: Math.abs(x.x2 - x.x1) + 8, h: Math.abs(x.y2 - x.y1) + 8 } : null; },
    edge: (e) => L.geo[e - 1] ?? null,
    vertex: (x) => (x === 0 ? { x: 8, y: L.ground } : L.depth.has(x) ? { x: L.x(x), y: L.y(x) } : null),
    ground: L.ground,
  };
}

/* ---- gestures ------------------------------------------------------------------ */

const maxVertex = (limits) => limits?.vertex ?? 9999; // the engine's largest vertex number

function addEdge(c, u, w, limits) {
  const edges = edgesOf(c.body);
  let to = w;
  if (w === NEW) {
    to = Math.max(0, ...edges.flat()) + 1;
    if (to > maxVertex(limits)) return { error: tr('Vertex numbers go up to {max}: join the edge to a vertex that is already drawn.', { max: maxVertex(limits) }) };
  }
  return { body: bodyOf([...edges, [Math.min(u, to), Math.max(u, to)]]), pick: null };
}

function gesture(c, a, ctx) {
  const edges = edgesOf(c.body);
  if (ctx.mode === 'play') {
    if (a.kind === 'edge') return { move: `${a.n}` };
    return { info: tr('Click an edge to cut it: everything no longer connected to the ground falls with it.') };
  }
  if (a.kind === 'edge') return { edit: `${a.n}`, pick: null }; // deleted with what falls: the engine's cut
  if (a.kind === 'drag') {
    if (a.from === NEW) return {};
    return addEdge(c, a.from, a.to, ctx.limits);
  }
  if (a.kind !== 'vertex') return {};
  const from = ctx.pick?.comp === ctx.index ? ctx.pick.from : null;
  if (from === null || from === undefined) {
    if (a.n === NEW) return {};
    return { pick: { comp: ctx.index, from: a.n }, info: a.n === 0 ? tr('The ground chosen: click another vertex, the same one for a loop, or empty space for a new vertex (Escape cancels).')
      : tr('Vertex {v} chosen: click another vertex, the same one for a loop, or empty space for a new vertex (Escape cancels).', { v: a.n }) };
  }
  return addEdge(c, from, a.n, ctx.limits);
}

/** "2-5", "2 5", "2–5", "2-new" (a new vertex) → an edge to add. */
function setField(c, key, value, limits) {
  const t = String(value).trim();
  if (t === '') return { body: c.body };
  const m = /^(\d+)\s*(?:[-–—]|\s)\s*(\d+|new|n|\+)$/i.exec(t);
  if (!m) return { error: tr('Write an edge as two vertex numbers joined by "-", like 0-1 (0 is the ground), or 2-new for an edge to a new vertex.') };
  const u = Number(m[1]);
  const w = /^\d+$/.test(m[2]) ? Number(m[2]) : NEW;
  if (u > maxVertex(limits) || w > maxVertex(limits)) return { error: tr('Vertex numbers go up to {max}.', { max: maxVertex(limits) }) };
  const have = new Set([0, ...edgesOf(c.body).flat()]);
  if (!have.has(u) && !have.has(w)) { // the edge would hang in the air: say which vertices there are
    const shown = [...have].sort((a, b) => a - b);
    const list = `${shown.slice(0, 12).join(tr(', '))}${shown.length > 12 ? tr(', …') : ''}`;
    const one = shown[shown.length - 1];
    return { error: w === NEW
      ? tr('There is no vertex {u} in the picture: an edge to a new vertex starts at the ground (0) or at a vertex it has ({list}), like {one}-new.', { u, list, one })
      : tr('Neither vertex {u} nor vertex {w} is in the picture, so that edge would not reach the ground: one end must be the ground (0) or a vertex it has ({list}); the other may be new, like {edge}.', { u, w, list, edge: `${one}-${w}` }) };
  }
  return addEdge(c, u, w, limits);
}

/* ---- the "why" notes --------------------------------------------------------------- */

const list = (xs) => (xs.length <= 1 ? `${xs[0] ?? ''}` : tr('{list} and {last}', { list: xs.slice(0, -1).join(tr(', ')), last: xs[xs.length - 1] }));
const MAX_LINES = 12; // steps written out; the rest are summed up

/** Fusion, then the colon principle bottom-up, from the engine's reduction
 *  (detail "nodes": each fused part, its loops and its branches). */
function notes(c) {
  const edges = c.edges ?? edgesOf(c.body);
  const nodes = c.nodes ?? [];
  const marks = [];
  const verts = [];
  const lines = [tr('Cutting an edge removes it and whatever no longer reaches the ground. A stalk of n edges is a Nim heap of n: a cut leaves any shorter stalk.')];
  if (!edges.length) {
    lines.push(tr('No edge stands: there is nothing to cut. SG = 0.'));
    return { unit: 'edge', marks, verts, spans: [], lines, heap: c.sg };
  }
  // fusion
  const fused = nodes.filter((n) => n.fused.length > 1 || n.loops.length);
  const cycles = fused.filter((n) => n.loops.some((e) => edges[e - 1][0] !== edges[e - 1][1]));
  for (const n of fused) {
    for (const e of n.loops) marks.push({ e, cls: 'loop', label: '1' });
    if (n.fused.length > 1) for (const x of n.fused) if (x !== 0) verts.push({ v: x, cls: 'fused' });
  }
  if (!cycles.length) lines.push(fused.length ? tr('Fusion: no cycles to fuse here; the loops already drawn are stalks of one edge each.') : tr('Fusion: no cycles and no loops — the picture is a tree, so nothing needs fusing.'));
  let told = 0;
  for (const n of cycles) {
    if (told++ === MAX_LINES / 2) { lines.push(tr('… and {n} more cycles fuse the same way.', { n: cycles.length - MAX_LINES / 2 })); break; }
    const real = n.loops.filter((e) => edges[e - 1][0] !== edges[e - 1][1]);
    const own = n.loops.length - real.length;
    const who = n.vertex !== 0 ? tr('vertices {list} lie', { list: list(n.fused) })
      : n.fused.length > 2 ? tr('the ground and vertices {list} lie', { list: list(n.fused.filter((x) => x !== 0)) })
      : tr('the ground and vertex {list} lie', { list: list(n.fused.filter((x) => x !== 0)) });
    const into = n.vertex === 0 ? tr('the ground') : tr('one vertex ({v})', { v: n.vertex });
    let become = real.length > 1 ? tr('edges {list} become loops', { list: list(real) }) : tr('edge {list} becomes a loop', { list: list(real) });
    if (own) become = own > 1 ? tr('{what} (beside {n} loops already there)', { what: become, n: own }) : tr('{what} (beside {n} loop already there)', { what: become, n: own });
    lines.push(tr('Fusion: {who} on cycles, so they fuse into {into}; {become} — each loop a stalk of 1.', { who, into, become }));
  }
  // the colon principle, from the top down to the ground
  const byVertex = new Map(nodes.map((n) => [n.vertex, n]));
  const terms = (n) => n.branches.map(([, len]) => len);
  const what = (n) => {
    const lp = n.branches.filter(([e]) => n.loops.includes(e)).map(([e]) => e);
    const br = n.branches.filter(([e]) => !n.loops.includes(e));
    const parts = [];
    if (lp.length) parts.push(lp.length === 1 ? tr('loop {list} (1)', { list: list(lp) }) : tr('loops {list} (1 each)', { list: list(lp) }));
    if (br.length === 1) parts.push(tr('the branch on edge {e} (a stalk of {n})', { e: br[0][0], n: br[0][1] }));
    else if (br.length) parts.push(tr('the branches on edges {list}', { list: list(br.map(([e, len]) => tr('{e} (a stalk of {n})', { e, n: len }))) }));
    return list(parts);
  };
  const upper = nodes.filter((n) => n.vertex !== 0);
  const leaves = upper.filter((n) => !n.branches.length).sort((a, b) => a.vertex - b.vertex);
  const inner = upper.filter((n) => n.branches.length);
  if (leaves.length) {
    const es = leaves.map((n) => n.edge);
    const more = (k) => (k > 12 ? ' …' : '');
    lines.push(leaves.length === 1 && es.length === 1
      ? tr('Colon principle, from the top: nothing stands on vertex {v}, so edge {e} under it is a stalk of 1.', { v: leaves[0].vertex, e: es[0] })
      : tr('Colon principle, from the top: nothing stands on vertices {vs}, so edges {es} under them are stalks of 1.', {
        vs: `${list(leaves.map((n) => n.vertex).slice(0, 12))}${more(leaves.length)}`, es: `${list(es.slice(0, 12))}${more(es.length)}`,
      }));
  }
  for (const n of upper) if (n.edge != null) marks.push({ e: n.edge, cls: 'branch', label: String(n.value + 1) });
  told = 0;
  for (const n of inner) {
    if (told++ === MAX_LINES) { lines.push(tr('… and {n} more vertices reduce the same way.', { n: inner.length - MAX_LINES })); break; }
    lines.push(tr('At {at}: {what} → {val}, one stalk of {n}; with edge {e} under it, the branch there is a stalk of 1 + {n} = {m}.', {
      at: n.fused.length > 1 ? tr('the fused vertex {v}', { v: n.vertex }) : tr('vertex {v}', { v: n.vertex }),
      what: what(n), val: xorText(terms(n), n.value).replace(/^SG = /, ''), n: n.value, e: n.edge, m: n.value + 1,
    }));
  }
  const root = byVertex.get(0);
  if (root) {
    const v = { what: what(root) || tr('nothing'), val: xorText(terms(root), root.value), n: root.value };
    lines.push(root.value === 1 ? tr('At the ground: {what} → {val}. The picture is one stalk of {n} edge: a Nim heap of {n}.', v)
      : tr('At the ground: {what} → {val}. The picture is one stalk of {n} edges: a Nim heap of {n}.', v));
  }
  return { unit: 'edge', marks, verts, spans: [], lines, heap: c.sg, ground: `SG ${c.sg}` };
}

/* ---- positions ------------------------------------------------------------------ */

/** A random picture of n edges hanging from the ground: mostly new
 *  vertices (a tree), some edges closing cycles, a few loops. */
function picture(n, int) {
  const edges = [];
  let top = 0;
  for (let k = 0; k < n; k++) {
    const u = k === 0 ? 0 : int(0, 2) ? int(Math.max(0, top - 3), top) : int(0, top);
    const roll = int(0, 19);
    if (roll < 13 || top < 2) edges.push([u, ++top]);
    else if (roll < 19) { const w = int(0, top); edges.push([Math.min(u, w), Math.max(u, w)]); }
    else edges.push([u, u]);
  }
  return bodyOf(edges.sort((a, b) => a[0] - b[0] || a[1] - b[1])); // every edge hangs from one drawn before
}

const stalk = (n, from = 0) => Array.from({ length: n }, (_, k) => `${k ? from + k : 0}-${from + k + 1}`).join('.');

export default {
  game: 'hackenbush',
  css: new URL('./hackenbush.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr('Green Hackenbush'); },
  get noun() { return tr('picture'); },
  get intro() { return tr('A picture on the ground is a Nim heap in disguise: cycles fuse into loops, and the branches at a vertex combine by XOR into one stalk.'); },
  get chapters() { return { 6: tr('Green Hackenbush') }; }, // the Exercises tab's title of the book's chapter on it
  get exercises() {
    return [ // the Exercises tab: [position, what is asked, question, source in Ferguson's book]
      ['hackenbush:0-1.1-2.2-3,0-4.4-5.5-6.6-7,0-8.8-9.9-10.10-11.11-12', 'move', tr('Three bamboo stalks of 3, 4 and 5 segments: find a winning move.'), tr('§6.1, Figure 6.1')],
      ['hackenbush:0-1.1-2.1-3.3-4.3-5.5-6', 'sg', tr('This tree: what is its SG value? (The colon principle: branches meeting at a vertex become one stalk, their nim-sum long.)'), tr('after §6.2 (the colon principle)')],
      ['hackenbush:0-1.0-2.1-2.1-3.2-3.2-4.4-5', 'sg', tr('A house with a chimney: what is its SG value? (The fusion principle first: a cycle fuses to one vertex with loops.)'), tr('after §6.3 (the fusion principle)')],
    ];
  },
  get examples() {
    return [
      [tr('A bamboo stalk of 5 edges (a Nim heap of 5)'), 'hackenbush:0-1.1-2.2-3.3-4.4-5'],
      [tr('A tree'), 'hackenbush:0-1.1-2.2-3.2-4.3-5.3-6.4-7'],
      [tr('A house with a chimney (cycles)'), 'hackenbush:0-1.0-2.1-2.1-3.2-3.2-4.4-5'],
      [tr('A girl and a flower'), 'hackenbush:0-1.0-1.0-10.1-2.2-3.2-4.2-5.4-6.4-7.6-8.7-8.10-11.10-13.10-13.11-12.11-14.11-14.12-12.12-12.12-12.12-12.12-12'],
      [tr('Three stalks: Nim 3, 4, 5'), `hackenbush:${stalk(3)},${stalk(4)},${stalk(5)}`],
    ];
  },
  get sums() { return [[tr('A Hackenbush stalk beside a Nim heap'), 'nim:2+hackenbush:0-1.1-2.1-3']]; },
  blank: () => '0-1',
  random: () => `hackenbush:${Array.from({ length: rnd(1, 2) }, () => picture(rnd(5, 12), rnd)).join(',')}`,
  check: (c) => {
    const n = c.body === '0' ? 0 : c.body.split('.').length;
    return n > MAX_DRAWN ? tr('a picture of {n} edges is more than this page draws ({max})', { n, max: MAX_DRAWN }) : null;
  },
  cells: (c) => (c.body === '0' ? 0 : c.body.split('.').length),
  draw,
  gesture,
  fields: () => [{ key: 'add', label: tr('add edge'), value: '', text: true, command: true, title: tr('An edge u-v between vertices u and v (0 is the ground), or u-new for an edge to a new vertex; Enter adds it') }],
  setField,
  notes,
  quiz: (r) => `hackenbush:${picture(r.int(3, 6), r.int)}`,
};
