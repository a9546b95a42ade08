// boards/graph.js — the game on a directed graph: tokens on nodes; a move
// slides one token along an arrow. The graph is the group's parameter
// ("a>b/c,b>a/c") and each token a component, so every token's card draws
// the whole graph: its own token solid, the group's other tokens as rings.
// The engine gives every node its value (Smith's: a number, or ∞ with the
// finite values it reaches) and decides every move; the board draws, and
// turns gestures into graph text or moves.
//
// Edit: click empty space for a new node (named a, b, c, … — rename in the
// "rename" field); drag from a node to another to draw an arrow (again to
// remove it), or click one node, then the other; drag a node to empty space
// to move it. Click a node to choose it: its menu puts this card's token
// there, adds a token there, draws an arrow to itself or deletes the node.
// Click an arrow to delete it. The "add" field takes "a>b", "a>b/c" or a
// new node's name from the keyboard.
// Play: click (or drag the token to) a node its arrows reach, or click the
// arrow; the engine refuses anything else in words.
//
// Layout: layers by the longest path to a node without arrows out (after
// the arrows closing cycles are set aside, found by a search in name order),
// ordered in each layer by the middle of their neighbours; deterministic
// from the graph's text. A node moved by hand keeps its place while the
// page is open (the canonical text has no room for places, so a link opens
// with the automatic layout).

import { s } from '../kit/svg.js';
import { act, rnd, slices, textWidth } from './common.js';
import { state } from '../kit/state.js';
import { tr, register } from '../i18n/i18n.js';

// The board's words in other languages (loaded with it).
export const words = register({ zh: () => import('./graph.zh.js') });

const GX = 74, GY = 78;   // steps between neighbouring nodes, across and down
const MARGIN = 34;         // around the picture
const R = 16;              // a node's radius (longer names get more)
const ARROWS = 1000;       // data-n of arrow k is ARROWS + k (after every node for the keyboard)
const ARROW_BUTTONS = 300; // arrows each a button of their own in edit (past it: drag again to remove)
export const MAX_DRAWN = 2000; // arrows this page draws in one picture

/* ---- the graph, as the engine reads it -----------------------------------------
** The graph's text is the engine's to read: its analysis lists, for each
** group, the nodes in its order (numbered from 1) and the arrows between
** them ("params": nodes, arrows). The board keeps what it was last given for
** each graph text, and writes edits as plain text for the engine to read
** (and put in canonical form) again. */

const parsed = new Map(); // graph text → {names, arrows: [[u, v]] of node indices}
const MAX_PARSED = 64;

/** The engine's graph for a group: {names, arrows} (indices from 0). */
function fromGroup(group) {
  return { names: group.nodes.map((n) => n.name), arrows: (group.arrows ?? []).map(([u, v]) => [u - 1, v - 1]) };
}

/** The graph of text `param`: from the engine's group when given (kept for
 *  later), else from what it said of that text before, else from the page's
 *  current analysis; an empty graph when the engine has not read it. */
function graphOf(param, group = null) {
  if (group?.nodes) {
    parsed.delete(param);
    parsed.set(param, fromGroup(group));
    if (parsed.size > MAX_PARSED) parsed.delete(parsed.keys().next().value);
  }
  if (parsed.has(param)) return parsed.get(param);
  const g = state.analysis?.params?.find((p) => p.game === 'graph' && p.param === param);
  return g ? graphOf(param, g) : { names: [], arrows: [] };
}

/** A graph's text from names and arrows between names ([[u, v]] of names),
 *  in any order: the engine reads it and writes it in canonical form. */
function textOf(names, arrows) {
  const out = new Map([...new Set(names)].map((n) => [n, []]));
  for (const [u, v] of arrows) if (!out.get(u).includes(v)) out.get(u).push(v);
  return [...out].map(([u, vs]) => (vs.length ? `${u}>${vs.join('/')}` : u)).join(',');
}

/** The same graph whatever order its text lists it in: a key for places. */
function shapeKey(names, arrows) {
  return `${[...names].sort().join(',')}|${arrows.map(([u, v]) => `${u}>${v}`).sort().join(',')}`;
}

/** The graph as names: {names, arrows: [[u, v]] of names}. */
function named(param) {
  const g = graphOf(param);
  return { names: g.names, arrows: g.arrows.map(([u, v]) => [g.names[u], g.names[v]]) };
}

/** The next free name: a, b, …, z, aa, ab, … */
export function freshName(names) {
  const have = new Set(names);
  for (let k = 0; ; k++) {
    let t = '', x = k;
    do { t = String.fromCharCode(97 + (x % 26)) + t; x = Math.floor(x / 26) - 1; } while (x >= 0);
    if (!have.has(t)) return t;
  }
}

/* ---- layout --------------------------------------------------------------------- */

/** Positions of the nodes of parsed graph g: {x: [], y: [], width, height}.
 *  Deterministic: the same text, the same picture. */
export function layout(g) {
  const n = g.names.length;
  const out = Array.from({ length: n }, () => []);
  const inn = Array.from({ length: n }, () => []);
  for (const [u, v] of g.arrows) if (u !== v) { out[u].push(v); inn[v].push(u); }
  // set aside the arrows that close cycles: a depth-first search in name order (no recursion)
  const state = new Uint8Array(n); // 0 new, 1 on the path, 2 done
  const back = new Set();
  for (let r = 0; r < n; r++) {
    if (state[r]) continue;
    const stack = [[r, 0]];
    state[r] = 1;
    while (stack.length) {
      const top = stack[stack.length - 1];
      const [u, k] = top;
      if (k === out[u].length) { state[u] = 2; stack.pop(); continue; }
      top[1]++;
      const v = out[u][k];
      if (state[v] === 1) back.add(u * 4096 + v);
      else if (state[v] === 0) { state[v] = 1; stack.push([v, 0]); }
    }
  }
  // layer: the longest path (forward arrows only) to a node with none out
  const level = new Int32Array(n).fill(-1);
  const fwd = out.map((vs, u) => vs.filter((v) => !back.has(u * 4096 + v)));
  const left = fwd.map((vs) => vs.length);
  const rin = Array.from({ length: n }, () => []);
  fwd.forEach((vs, u) => vs.forEach((v) => rin[v].push(u)));
  const queue = [];
  for (let u = 0; u < n; u++) if (!left[u]) { level[u] = 0; queue.push(u); }
  for (let h = 0; h < queue.length; h++) {
    const v = queue[h];
    for (const u of rin[v]) {
      level[u] = Math.max(level[u], level[v] + 1);
      if (--left[u] === 0) queue.push(u);
    }
  }
  let top = 0;
  for (let u = 0; u < n; u++) top = Math.max(top, level[u]);
  // layers from the top (the longest way to go) down to the ends; a crowded layer wraps
  const wide = Math.max(6, Math.ceil(Math.sqrt(n) * 1.6));
  const rows = [];
  for (let L = top; L >= 0; L--) {
    const here = [];
    for (let u = 0; u < n; u++) if (level[u] === L) here.push(u);
    for (let k = 0; k < here.length; k += wide) rows.push(here.slice(k, k + wide));
  }
  const row = new Int32Array(n), pos = new Float64Array(n);
  rows.forEach((r, i) => r.forEach((u, k) => { row[u] = i; pos[u] = k; }));
  // order each row by the middle of its neighbours in the rows above, then below
  const nb = out.map((vs, u) => [...vs, ...inn[u]]);
  const widest = rows.reduce((a, r) => Math.max(a, r.length), 1); // (sorting keeps the rows' lengths)
  for (let pass = 0; pass < 4; pass++) {
    const seq = pass % 2 ? [...rows.keys()].reverse() : [...rows.keys()];
    for (const i of seq) {
      const key = new Map();
      for (const u of rows[i]) {
        const near = nb[u].filter((w) => (pass % 2 ? row[w] > i : row[w] < i));
        key.set(u, near.length ? near.reduce((a, w) => a + pos[w], 0) / near.length : pos[u]);
      }
      rows[i].sort((a, b) => key.get(a) - key.get(b) || a - b);
      const shift = (widest - rows[i].length) / 2;
      rows[i].forEach((u, k) => { pos[u] = k + shift; });
    }
  }
  let most = widest;
  // A long chain (a graph with a path through most of its nodes, cycles set aside) would stand
  // as one tall column: its layers fold into rows of a wide grid, back and forth, so that
  // neighbours along the chain stay neighbours on the page.
  if (rows.length > Math.max(8, 2 * Math.ceil(Math.sqrt(n)))) {
    const seq = rows.flatMap((r) => [...r].sort((a, b) => pos[a] - pos[b]));
    const cols = Math.max(6, Math.ceil(Math.sqrt(n) * 1.3));
    seq.forEach((u, k) => {
      const r = Math.floor(k / cols), c = k % cols;
      row[u] = r;
      pos[u] = r % 2 ? cols - 1 - c : c;
    });
    rows.length = Math.ceil(n / cols);
    most = Math.min(cols, n);
  }
  const x = [], y = [];
  for (let u = 0; u < n; u++) {
    x.push(MARGIN + 18 + pos[u] * GX);
    y.push(MARGIN + 14 + row[u] * GY);
  }
  return { x, y, width: Math.round(2 * MARGIN + 36 + (most - 1) * GX), height: Math.round(2 * MARGIN + 28 + Math.max(0, rows.length - 1) * GY) };
}

/** Places moved by hand, per graph (shapeKey): name → {x, y}. Kept while
 *  the page is open; an edit carries them to the new graph. */
const placed = new Map();
const MAX_PLACED = 64; // graphs remembered

function remember(key, spots) {
  placed.delete(key);
  placed.set(key, spots);
  shapes.clear(); // the pictures' geometry follows the places
  if (placed.size > MAX_PLACED) placed.delete(placed.keys().next().value);
}

const keyOf = (g) => shapeKey(g.names, g.arrows.map(([u, v]) => [g.names[u], g.names[v]]));

/** The places of g's nodes: the automatic layout, with places moved by
 *  hand over it; the picture is sized to hold them all. */
const layouts = new Map(); // graph text → its automatic layout (every card of a graph draws it)
function where(param, g) {
  let L = layouts.get(param);
  if (!L) {
    L = layout(g);
    layouts.set(param, L);
    if (layouts.size > MAX_PLACED) layouts.delete(layouts.keys().next().value);
  }
  const hand = placed.get(keyOf(g));
  const x = [...L.x], y = [...L.y];
  if (hand) g.names.forEach((nm, u) => { const p = hand.get(nm); if (p) { x[u] = p.x; y[u] = p.y; } });
  let w = L.width, h = L.height;
  for (let u = 0; u < x.length; u++) { w = Math.max(w, x[u] + MARGIN); h = Math.max(h, y[u] + MARGIN + 10); }
  return { x, y, width: Math.round(w), height: Math.round(h), hand: !!hand };
}

/** The picture's geometry for graph text param: the places (where()) and
 *  each arrow's path and head, bent apart when a pair goes both ways or an
 *  arrow would pass over a node. Kept per graph text (every token's card
 *  and every redraw of that graph draw the same), dropped when a node is
 *  moved by hand. */
const shapes = new Map();
function geometry(param, g) {
  const key = `${param}|${g.names.length}|${g.arrows.length}`; // (a graph the engine has not read yet is empty)
  let G = shapes.get(key);
  if (G) return G;
  const P = where(param, g);
  const pt = (u) => ({ x: P.x[u], y: P.y[u] });
  const near = g.names.map((nm) => (radius(nm) + 5) ** 2); // how close an arrow may pass a node, squared
  const crosses = (p, q, u, w) => { // whether the straight arrow p → q passes over a node other than its ends
    const dx = q.x - p.x, dy = q.y - p.y, l2 = dx * dx + dy * dy || 1;
    for (let k = 0; k < near.length; k++) {
      if (k === u || k === w) continue;
      const t = ((P.x[k] - p.x) * dx + (P.y[k] - p.y) * dy) / l2;
      if (t <= 0.05 || t >= 0.95) continue;
      const ex = p.x + t * dx - P.x[k], ey = p.y + t * dy - P.y[k];
      if (ex * ex + ey * ey < near[k]) return true;
    }
    return false;
  };
  const both = new Set(g.arrows.map(([u, w]) => u * 4096 + w));
  const arrows = g.arrows.length > MAX_DRAWN ? [] : g.arrows.map(([u, w]) => {
    const p = pt(u), q = pt(w);
    let bend = both.has(w * 4096 + u) && u !== w ? 14 : 0;
    if (!bend && u !== w && crosses(p, q, u, w)) bend = -Math.min(44, 16 + Math.hypot(p.x - q.x, p.y - q.y) / 8);
    return arrowPath(p, q, radius(g.names[u]), radius(g.names[w]), bend);
  });
  G = { P, arrows };
  shapes.set(key, G);
  if (shapes.size > MAX_PLACED) shapes.delete(shapes.keys().next().value);
  return G;
}

/** The places of the nodes now drawn for param (by name), for the text an edit makes. */
function spotsOf(param) {
  const g = graphOf(param);
  const P = where(param, g);
  return new Map(g.names.map((nm, u) => [nm, { x: P.x[u], y: P.y[u] }]));
}

/* ---- drawing ----------------------------------------------------------------------- */

const radius = (name) => Math.min(30, Math.max(R, 5 + name.length * 4));


/** A node's value in words and short: "0", "∞(0,1)". */
export function valueText(node) {
  if (!node) return '?';
  if (!node.loopy) return String(node.sg);
  return node.reach?.length ? `∞(${node.reach.join(',')})` : '∞';
}

function valueWords(node) {
  if (!node) return tr('value not known');
  if (!node.loopy) return node.sg === 0 ? tr('SG {sg} (a P-position for a lone token)', { sg: node.sg }) : `SG ${node.sg}`;
  return node.reach?.length ? tr('SG {v}: ∞, reaching {list}', { v: valueText(node), list: node.reach.join(', ') }) : tr('SG {v}: ∞, reaching no finite value', { v: valueText(node) }); // the value as drawn, then in words
}

/** The path of an arrow from p to q (bent by `bend`), ending at q's rim,
 *  and its head: {d, head, mx, my}. */
function arrowPath(p, q, rp, rq, bend) {
  if (p.x === q.x && p.y === q.y) { // an arrow to itself: a loop above the node
    const x = p.x, y = p.y - rp;
    const d = `M${(x - 6).toFixed(1)},${(y + 1).toFixed(1)} C${(x - 26).toFixed(1)},${(y - 30).toFixed(1)} ${(x + 26).toFixed(1)},${(y - 30).toFixed(1)} ${(x + 6).toFixed(1)},${(y + 1).toFixed(1)}`;
    return { d, head: head(x + 6, y + 1, Math.atan2(30, -14)), mx: x, my: y - 22 };
  }
  const dx = q.x - p.x, dy = q.y - p.y, len = Math.hypot(dx, dy) || 1;
  const cx = (p.x + q.x) / 2 - (dy / len) * bend, cy = (p.y + q.y) / 2 + (dx / len) * bend;
  const a1 = Math.atan2(cy - p.y, cx - p.x), a2 = Math.atan2(q.y - cy, q.x - cx);
  const sx = p.x + rp * Math.cos(a1), sy = p.y + rp * Math.sin(a1);
  const ex = q.x - (rq + 2) * Math.cos(a2), ey = q.y - (rq + 2) * Math.sin(a2);
  const d = `M${sx.toFixed(1)},${sy.toFixed(1)} Q${cx.toFixed(1)},${cy.toFixed(1)} ${ex.toFixed(1)},${ey.toFixed(1)}`;
  return { d, head: head(ex, ey, a2), mx: (sx + 2 * cx + ex) / 4, my: (sy + 2 * cy + ey) / 4 };
}

function head(x, y, a) {
  const l = 10, w = 0.42;
  const p = (t) => `${(x - l * Math.cos(a + t)).toFixed(1)},${(y - l * Math.sin(a + t)).toFixed(1)}`;
  return `M${x.toFixed(1)},${y.toFixed(1)} L${p(w)} L${p(-w)} Z`;
}

/** The token's node (index) in card comp of a graph g. */
const nodeOf = (g, body) => g.names.indexOf(body);

function draw(v, layer) {
  const c = v.comp;
  const g = graphOf(c.param, v.group);
  const { P, arrows: shape } = geometry(c.param, g);
  const edit = v.mode === 'edit';
  const key = `c${v.index}`;
  const nodes = v.group?.nodes ?? []; // the engine's values, by node number - 1
  const mine = nodeOf(g, c.body);
  const picked = v.pick?.comp === v.index ? v.pick.node : null;
  const holding = v.pick?.comp === v.index && v.pick.token; // play: the token picked up
  const others = new Map(); // node → other tokens of this graph (their component numbers)
  (v.comps ?? []).forEach((o, k) => {
    if (k + 1 === v.index || o.game !== 'graph' || o.param !== c.param) return;
    const u = nodeOf(g, o.body);
    if (u >= 0) others.set(u, [...(others.get(u) ?? []), k + 1]);
  });
  const win = new Set(v.marks.map((m) => m.move.slice(m.move.indexOf(':') + 1)));
  const legal = new Set((v.moves ?? []).map((m) => m.move.slice(m.move.indexOf(':') + 1)));
  const width = Math.max(P.width, edit ? 420 : 0), height = edit ? Math.max(P.height + 60, 280) : P.height; // editing: room to draw in
  const pt = (u) => ({ x: P.x[u], y: P.y[u] });
  if (edit) layer.append(s('rect', { x: 0, y: 0, width, height, class: 'gr-space', 'data-act': 'space', 'data-n': 0 }));
  // The arrows' lines go under the nodes, the plain ones as one path (a graph of 1,000 arrows
  // draws in a blink); the winning ones and this token's own, apart. Their buttons (wide, clear
  // strokes) go over the nodes, after them, so the keyboard meets the nodes first: in play this
  // token's arrows, in edit every arrow (a click deletes it) while there are at most
  // ARROW_BUTTONS — past that, a drag from node to node again removes an arrow.
  const arrowLines = s('g', { class: 'gr-arrows', 'aria-hidden': 'true' });
  const arrowEls = s('g', { class: 'gr-abuttons' });
  layer.append(arrowLines);
  const drawArrows = g.arrows.length <= MAX_DRAWN;
  const allButtons = edit && g.arrows.length <= ARROW_BUTTONS;
  let plainD = '', plainHead = '';
  g.arrows.forEach(([u, w], k) => {
    if (!drawArrows) return;
    const A = shape[k];
    const text = `${g.names[u]}>${g.names[w]}`;
    const isWin = win.has(text), can = !edit && u === mine;
    if (allButtons || can || isWin) {
      const what = edit ? tr('delete it') : can ? (isWin ? tr('move token {i} along it — a winning move', { i: v.index }) : tr('move token {i} along it', { i: v.index })) : tr("not from token {i}'s node", { i: v.index });
      const el = act(arrowEls, 'arrow', ARROWS + k + 1, `${key}-a${g.names[u]}-${g.names[w]}`, tr('arrow {u} → {w}: {what}', { u: g.names[u], w: g.names[w], what }), { class: `act gr-a${isWin ? ' win' : ''}${can ? ' can' : ''}`, 'data-move': text });
      el.append(s('path', { d: A.d, class: 'gr-hit' }));
    }
    if (isWin || can) arrowLines.append(s('g', { class: `gr-a${isWin ? ' win' : ''}${can ? ' can' : ''}` }, s('path', { d: A.d, class: 'gr-line' }), s('path', { d: A.head, class: 'gr-head' })));
    else { plainD += A.d; plainHead += A.head; }
  });
  if (plainD) arrowLines.prepend(s('g', { class: 'gr-a' }, s('path', { d: plainD, class: 'gr-line' }), s('path', { d: plainHead, class: 'gr-head' })));
  if (!drawArrows) layer.append(s('text', { x: 10, y: height - 8, class: 'gr-note', text: tr('{n} arrows: too many to draw (nodes only)', { n: g.arrows.length }) }));
  else if (edit && !allButtons) layer.append(s('text', { x: 10, y: height - 8, class: 'gr-note', text: tr('{n} arrows: drag from a node to another again to remove an arrow', { n: g.arrows.length }) }));
  // nodes (a large graph: some each frame, common.js)
  slices(v, layer, g.names.length, 64, (u, into) => {
    const nm = g.names[u];
    const p = pt(u), r = radius(nm), node = nodes[u];
    const zero = node && !node.loopy && node.sg === 0;
    const at = others.get(u) ?? [];
    const tok = u === mine ? tr('; token {i} is here', { i: v.index }) : '';
    const alsoTokens = !at.length ? '' : at.length > 1 ? tr('; tokens {list} are here', { list: at.join(', ') }) : tr('; token {list} is here', { list: at.join(', ') });
    const verb = edit ? (picked === u ? tr('chosen (its menu follows)') : picked !== null ? tr('draw an arrow {u} → {w}', { u: g.names[picked], w: nm }) : tr('choose it'))
      : u === mine ? tr('pick up the token') : legal.has(`${g.names[mine]}>${nm}`) ? (win.has(`${g.names[mine]}>${nm}`) ? tr('move token {i} here — a winning move', { i: v.index }) : tr('move token {i} here', { i: v.index })) : tr('move token {i} here (no arrow leads here)', { i: v.index });
    const label = tr('node {name}, {value}{tokens}: {verb}', { name: nm, value: valueWords(node), tokens: tok + alsoTokens, verb });
    const cls = `act gr-n${zero ? ' zero' : ''}${node?.loopy ? ' loopy' : ''}${picked === u ? ' picked' : ''}${holding && legal.has(`${g.names[mine]}>${nm}`) ? ' target' : ''}`;
    const el = act(into, 'node', u + 1, `${key}-n${nm}`, label, { class: cls, 'data-drag': edit ? '' : null, 'data-cx': p.x, 'data-cy': p.y, 'data-name': nm });
    if (zero) el.append(s('circle', { cx: p.x, cy: p.y, r: r + 4, class: 'gr-zero' }));
    el.append(s('circle', { cx: p.x, cy: p.y, r, class: 'gr-node' }),
      s('text', { x: p.x, y: p.y + 4, class: 'gr-name', 'text-anchor': 'middle', text: nm }));
    // the value beside the node: drawn outside its button (its name says it in words), so the
    // button's visible text is the node's name alone
    if (!v.hide) into.append(s('text', { x: p.x + r + 3, y: p.y - r + 2, class: `gr-sg${zero ? ' zero' : ''}${node?.loopy ? ' loopy' : ''}`, 'aria-hidden': 'true', 'data-node': nm, text: valueText(node) }));
    at.forEach((k, j) => into.append(s('circle', { cx: p.x + r * 0.8 + j * 6, cy: p.y + r * 0.8, r: 6, class: 'gr-other', 'aria-hidden': 'true' })));
  });
  layer.append(arrowEls);
  // this card's token, on its node
  if (mine >= 0) {
    const p = pt(mine), r = radius(g.names[mine]);
    const verb = edit ? tr('drag it to another node to move it there') : holding ? tr('picked up: choose a node it reaches') : tr('pick it up (then choose a node), or drag it along an arrow');
    const el = act(layer, 'token', mine + 1.5, `${key}-t`, tr('token {i} on node {name}: {verb}', { i: v.index, name: g.names[mine], verb }), { class: `act gr-t${holding ? ' picked' : ''}`, 'data-drag': '', 'data-cx': p.x, 'data-cy': p.y });
    const tx = p.x - r * 0.8, ty = p.y + r * 0.8;
    el.append(s('circle', { cx: tx, cy: ty, r: 9, class: 'gr-token' }),
      s('text', { x: tx, y: ty + 3.5, class: 'gr-tnum', 'text-anchor': 'middle', text: v.index }));
  }
  // the chosen node's menu (edit)
  if (picked !== null && picked < g.names.length) {
    const p = pt(picked), r = radius(g.names[picked]);
    const nm = g.names[picked];
    const items = [['put', tr('token {i} here', { i: v.index })], ['add', tr('+ token')], ['loop', tr('arrow {name}→{name}', { name: nm })], ['del', tr('delete')]];
    const says = { put: tr('put token {i} here', { i: v.index }), add: tr('add a new token here'), loop: tr('draw an arrow from {name} to itself', { name: nm }), del: tr('delete node {name} and its arrows', { name: nm }) };
    let x = Math.min(p.x + r + 6, width - 250), y = p.y + r + 6;
    if (y + 24 > height) y = p.y - r - 30;
    x = Math.max(4, x);
    items.forEach(([what, text], k) => {
      const w = textWidth(text, 11) + 14;
      const el = act(layer, `menu-${what}`, picked + 1 + 0.6 + k * 0.1, `${key}-m${what}`, tr('node {name}: {what}', { name: nm, what: says[what] }), { class: 'act gr-menu' });
      el.append(s('rect', { x, y, width: w, height: 22, rx: 5, class: 'gr-mbox' }), s('text', { x: x + 7, y: y + 15, class: 'gr-mtext', text }));
      x += w + 4;
    });
  }
  // a line from a dragged node or token to the pointer (ui/events.js stretches it)
  layer.append(s('g', { class: 'drag-line', 'aria-hidden': 'true' }, s('line', { x1: 0, y1: 0, x2: 0, y2: 0 }), s('circle', { cx: 0, cy: 0, r: 6 })));
  const box = (u) => (u >= 0 && u < g.names.length ? { x: P.x[u] - radius(g.names[u]), y: P.y[u] - radius(g.names[u]), w: 2 * radius(g.names[u]), h: 2 * radius(g.names[u]) } : null);
  return { width, height, cell: (n) => box(n - 1), node: (name) => box(g.names.indexOf(name)) };
}

/* ---- gestures ------------------------------------------------------------------- */

/** The text of an edit of c's graph: {param, group}, carrying the places
 *  drawn now (and `spot` for the node `name`) over to the new text. */
function edited(c, names, arrows, spot = null, rename = null) {
  const param = textOf(names, arrows);
  const spots = spotsOf(c.param);
  if (rename) { const p = spots.get(rename[0]); spots.delete(rename[0]); if (p) spots.set(rename[1], p); }
  if (spot) spots.set(spot.name, { x: spot.x, y: spot.y });
  remember(shapeKey(names, arrows), spots);
  return { param, group: true, pick: null };
}

const nodeLimit = (limits) => limits?.nodes ?? 256;
const arrowLimit = (limits) => limits?.arrows ?? 4096;

function addNode(c, at, ctx, from = null) {
  const G = named(c.param);
  if (G.names.length >= nodeLimit(ctx.limits)) return { error: tr('A graph may have at most {n} nodes.', { n: nodeLimit(ctx.limits) }) };
  const nm = freshName(G.names);
  const arrows = from ? [...G.arrows, [from, nm]] : G.arrows;
  return edited(c, [...G.names, nm], arrows, at ? { name: nm, x: Math.round(at.x), y: Math.round(at.y) } : null);
}

function toggleArrow(c, u, w, ctx) {
  const G = named(c.param);
  const has = G.arrows.some(([a, b]) => a === u && b === w);
  if (!has && G.arrows.length >= arrowLimit(ctx.limits)) return { error: tr('A graph may have at most {n} arrows.', { n: arrowLimit(ctx.limits) }) };
  const arrows = has ? G.arrows.filter(([a, b]) => a !== u || b !== w) : [...G.arrows, [u, w]];
  return edited(c, G.names, arrows);
}

/** The other tokens of c's graph standing on node nm (component numbers). */
function tokensOn(ctx, c, nm) {
  return (ctx.comps ?? []).flatMap((o, k) => (o.game === 'graph' && o.param === c.param && o.body === nm ? [k + 1] : []));
}

function deleteNode(c, nm, ctx) {
  const G = named(c.param);
  const on = tokensOn(ctx, c, nm);
  if (on.length) return { error: on.length > 1 ? tr('Tokens {list} stand on node {name}: move them (or remove their cards with ✕) before deleting {name}.', { list: on.join(', '), name: nm }) : tr('Token {list} stands on node {name}: move it (or remove its card with ✕) before deleting {name}.', { list: on.join(', '), name: nm }) };
  if (G.names.length === 1) return { error: tr('A graph needs at least one node.') };
  return edited(c, G.names.filter((x) => x !== nm), G.arrows.filter(([a, b]) => a !== nm && b !== nm));
}

function gesture(c, a, ctx) {
  const g = graphOf(c.param);
  const name = (n) => g.names[n - 1];
  const here = c.body;
  if (ctx.mode === 'play') {
    if (a.kind === 'arrow') {
      const [u, w] = g.arrows[a.n - ARROWS - 1] ?? [];
      return u === undefined ? {} : { move: `${g.names[u]}>${g.names[w]}`, pick: null };
    }
    if (a.kind === 'token' || (a.kind === 'node' && name(a.n) === here)) {
      if (a.kind === 'drag') return {};
      const outs = g.arrows.filter(([u]) => g.names[u] === here).map(([, w]) => g.names[w]);
      if (!outs.length) return { info: tr('Node {name} has no arrow out: token {i} cannot move.', { name: here, i: ctx.index }) };
      return { pick: { comp: ctx.index, token: true }, info: tr('Token {i} on {name} can go to {list}: click (or press Enter on) one of them.', { i: ctx.index, name: here, list: outs.join(', ') }) };
    }
    if (a.kind === 'drag') return a.toKind === 'node' && name(a.to) ? { move: `${here}>${name(a.to)}`, pick: null } : {};
    if (a.kind === 'node') return { move: `${here}>${name(a.n)}`, pick: null };
    return {};
  }
  const picked = ctx.pick?.comp === ctx.index ? ctx.pick.node ?? null : null;
  const pickedName = picked === null ? null : g.names[picked];
  switch (a.kind) {
    case 'space':
      return addNode(c, a.x === undefined ? null : { x: a.x, y: a.y }, ctx, pickedName);
    case 'arrow': {
      const [u, w] = g.arrows[a.n - ARROWS - 1] ?? [];
      return u === undefined ? {} : toggleArrow(c, g.names[u], g.names[w], ctx);
    }
    case 'token':
      return { info: tr('Drag token {i} to a node to put it there, or choose a node and "token {i} here". Its card\'s ✕ removes it.', { i: ctx.index }) };
    case 'node': {
      const nm = name(a.n);
      if (picked === null) return { pick: { comp: ctx.index, node: a.n - 1 }, info: tr('Node {name} chosen: click another node for an arrow {name} → it, empty space for a new node with an arrow from {name}, or use its menu (Escape cancels).', { name: nm }) };
      if (pickedName === nm) return { pick: null, info: '' };
      return toggleArrow(c, pickedName, nm, ctx);
    }
    case 'menu-put': return picked === null ? {} : { body: pickedName, pick: null };
    case 'menu-add': return picked === null ? {} : { body: `${here},${pickedName}`, pick: null };
    case 'menu-loop': return picked === null ? {} : toggleArrow(c, pickedName, pickedName, ctx);
    case 'menu-del': return picked === null ? {} : deleteNode(c, pickedName, ctx);
    case 'drag': {
      const from = a.fromKind === 'token' ? here : name(a.from);
      if (a.toKind === 'space' || a.to === 0) {
        if (a.fromKind === 'token' || a.x === undefined) return {};
        const spots = spotsOf(c.param);
        spots.set(from, { x: Math.round(a.x), y: Math.round(a.y) });
        remember(keyOf(g), spots);
        return { info: tr('Node {name} moved. Places moved by hand stay while the page is open; a link opens with the automatic layout.', { name: from }) };
      }
      const to = a.toKind === 'token' ? here : name(a.to);
      if (!to) return {};
      if (a.fromKind === 'token') return { body: to, pick: null };
      if (from === to) return {};
      return toggleArrow(c, from, to, ctx);
    }
    default: return {};
  }
}

/** Fields: "add" (a>b, a>b/c, or a new node's name), "rename" (b=x). */
function setField(c, key, value, limits) {
  const t = String(value).replace(/\s+/g, '');
  if (t === '') return { param: c.param };
  const G = named(c.param);
  const ok = (nm) => /^[A-Za-z0-9_]+$/.test(nm) && nm.length <= (limits?.node_name ?? 16);
  const bad = (nm) => ({ error: tr('"{name}" is not a node name: use up to {n} letters, digits or "_".', { name: nm, n: limits?.node_name ?? 16 }) });
  if (key === 'rename') {
    const m = /^([^=]+)(?:=|→|->)(.+)$/.exec(t);
    if (!m) return { error: tr('Rename a node as old=new, like b=top.') };
    const [, from, to] = m;
    if (!G.names.includes(from)) return { error: tr('There is no node "{name}" (nodes: {list}).', { name: from, list: `${G.names.slice(0, 12).join(', ')}${G.names.length > 12 ? ', …' : ''}` }) };
    if (!ok(to)) return bad(to);
    if (G.names.includes(to)) return { error: tr('There is already a node "{name}".', { name: to }) };
    const r = (x) => (x === from ? to : x);
    const out = edited(c, G.names.map(r), G.arrows.map(([u, w]) => [r(u), r(w)]), null, [from, to]);
    return { ...out, body: c.body === from ? to : c.body, renamed: [from, to] };
  }
  const m = /^([^>]+)(?:>(.+))?$/.exec(t);
  if (!m) return { error: tr('Add a node by its name (like f), or arrows as a>b or a>b/c.') };
  const from = m[1], tos = m[2] ? m[2].split('/') : [];
  for (const nm of [from, ...tos]) if (!ok(nm)) return bad(nm);
  const names = [...new Set([...G.names, from, ...tos])];
  if (names.length > nodeLimit(limits)) return { error: tr('A graph may have at most {n} nodes.', { n: nodeLimit(limits) }) };
  const arrows = [...G.arrows, ...tos.map((w) => [from, w])];
  if (arrows.length > arrowLimit(limits)) return { error: tr('A graph may have at most {n} arrows.', { n: arrowLimit(limits) }) };
  return edited(c, names, arrows);
}

/* ---- the "why" notes -------------------------------------------------------------- */

const seenGroups = new Map(); // graph text → the engine's nodes, from the last draws (for notes)

function notes(c) {
  const g = graphOf(c.param);
  const nodes = seenGroups.get(c.param) ?? null;
  const u = g.names.indexOf(c.body);
  const opts = g.arrows.filter(([a]) => a === u).map(([, w]) => w);
  const lines = [tr("A move slides the token along one arrow; a player whose token(s) cannot move loses. On a graph without cycles each node's value is the mex (the least number missing) of the values of the nodes its arrows reach — worked out from the ends (nodes without arrows out, value 0) back.")];
  const v = (w) => valueText(nodes?.[w]);
  if (!opts.length) lines.push(tr('Node {name} has no arrow out: the token cannot move, and its value is mex{} = 0.', { name: c.body }));
  else if (nodes) {
    const fin = opts.filter((w) => !nodes[w]?.loopy).map((w) => nodes[w].sg);
    lines.push(tr('Node {name} reaches {list}.', { name: c.body, list: opts.map((w) => `${g.names[w]} (${v(w)})`).join(', ') }));
    if (!c.loopy) {
      const mex = (() => { let m = 0; while (fin.includes(m)) m++; return m; })();
      const set = [...new Set(fin)].sort((x, y) => x - y).join(', ');
      lines.push(mex === c.sg
        ? (opts.some((w) => nodes[w]?.loopy)
          ? tr('mex{{set}} = {sg}: the token plays like a Nim heap of {sg} (every ∞ option can be answered by a move back to a node of value {sg}, so it does not count).', { set, sg: c.sg })
          : tr('mex{{set}} = {sg}: the token plays like a Nim heap of {sg}.', { set, sg: c.sg }))
        : tr('Its value is {sg}: the options of value more than {sg} and the ∞ ones all have a move back to value {sg}, so they are reversible and the mex rule settles {sg}.', { sg: c.sg }));
    }
  }
  if (c.loopy) {
    lines.push(tr("Smith's rule for cycles: a node gets the value m when no option has m and every option without a finite value has an option of value m (so a move there can be answered). Node {name} never settles: its value is {v} — ∞, keeping the finite values it reaches.", { name: c.body, v: valueText({ loopy: true, reach: c.reach }) }));
    lines.push(c.reach?.length
      ? tr('An ∞ token wins exactly when it can move to a node whose value equals the nim-sum of the other tokens; from node {name} it can reach the values {list}. Otherwise neither player can force a win — a draw. Two or more ∞ tokens always draw.', { name: c.body, list: c.reach.join(tr(' or ')) })
      : tr('It reaches no finite value, so whatever the other tokens do, the player to move cannot force a win with it: a draw, unless the other side must move into a loss. Two or more ∞ tokens always draw.'));
  } else if (nodes?.some((n) => n.loopy)) {
    lines.push(tr('Cycles do not spoil finite values: node {name} has value {sg} even though the graph has ∞ nodes, and it adds to other tokens by XOR like a Nim heap.', { name: c.body, sg: c.sg }));
  }
  return { unit: 'node', marks: [], spans: [], lines, heap: c.sg };
}

/* ---- positions ---------------------------------------------------------------------- */

/** A random graph of n nodes: arrows mostly "down" the alphabet, some
 *  back (cycles) when loopy; tokens on nodes that can move. */
function randomGraph(n, int, loopy, tokens) {
  const names = Array.from({ length: n }, (_, k) => String.fromCharCode(97 + k));
  const arrows = [];
  for (let u = 0; u < n - 1; u++) {
    const k = int(1, Math.min(3, n - 1 - u));
    const to = new Set();
    for (let j = 0; j < k; j++) to.add(int(u + 1, n - 1));
    for (const w of to) arrows.push([names[u], names[w]]);
  }
  if (loopy) for (let j = int(1, 2); j > 0; j--) { const u = int(1, n - 1); arrows.push([names[u], names[int(0, u - 1)]]); }
  const param = textOf(names, arrows);
  const movers = names.filter((nm) => arrows.some(([u]) => u === nm));
  const body = Array.from({ length: tokens }, () => movers[int(0, movers.length - 1)] ?? names[0]).join(',');
  return `graph(${param}):${body}`;
}

const DAG = 'a>b/c/f,b>c/d,c>d/e,d>e,f>e';
const FERGUSON = 'a>b,b>c,c>a/d,d>e';

export default {
  game: 'graph',
  css: new URL('./graph.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr('Game on a graph'); },
  get noun() { return tr('token'); },
  get intro() { return tr("Every impartial game is a token on a directed graph: its positions are the nodes, its moves the arrows. The SG value of a node is the mex of the values its arrows reach; with cycles, Smith's rule adds ∞ — a node from which nobody can force a win."); },
  param: 'a>b/c,b>a/c',
  tag: (c) => { const n = graphOf(c.param).names.length; return !n ? tr('graph') : n === 1 ? tr('graph of {n} node', { n }) : tr('graph of {n} nodes', { n }); },
  get exercises() { // the Exercises tab: [position, what is asked, question, source in Ferguson's book]
    return [
      ['graph(a>b,b>c,c>a/d,d>e):a', 'verdict', tr('The cyclic graph of Figure 3.4 (a → b → c → a, c → d → e), a token on a: who wins?'), '§3.4, Figure 3.4'],
    ];
  },
  get examples() {
    return [
      [tr('A Nim heap in disguise (a DAG, SG 3)'), `graph(${DAG}):a`],
      [tr('A sum of tokens on one graph'), `graph(${DAG}):a,c,f`],
      [tr('A cycle with finite values'), 'graph(a>b,b>a/c):b'],
      [tr('A cycle where a token draws (Ferguson, a→b→c→a)'), `graph(${FERGUSON}):a`],
      [tr('Smith: an ∞ token that wins'), `graph(${FERGUSON}):c,d`],
      [tr('Smith: two ∞ tokens — a draw'), `graph(${FERGUSON}):a,b`],
      [tr('Nim heap 4 as a graph'), 'graph(a>b/c/d/e,b>c/d/e,c>d/e,d>e):a'],
    ];
  },
  get sums() { return [[tr('A token on a graph beside a Nim heap'), `nim:2+graph(${DAG}):a`]]; },
  blank: (width, param) => {
    const g = param ? graphOf(param) : null;
    return g?.names.length ? g.names[0] : 'a';
  },
  random: () => randomGraph(rnd(5, 9), rnd, rnd(0, 2) > 0, rnd(1, 3)),
  check: (c) => {
    const g = graphOf(c.param);
    return g.arrows.length > MAX_DRAWN ? tr('a graph of {n} arrows is more than this page draws ({max})', { n: g.arrows.length, max: MAX_DRAWN }) : null;
  },
  draw(v, layer) {
    if (v.group?.nodes) seenGroups.set(v.comp.param, v.group.nodes);
    if (seenGroups.size > MAX_PLACED) seenGroups.delete(seenGroups.keys().next().value);
    return draw(v, layer);
  },
  gesture,
  fields: () => [
    { key: 'add', label: tr('add'), value: '', text: true, command: true, title: tr('A new node (its name, like f) or arrows (a>b, or a>b/c for two); Enter adds them') },
    { key: 'rename', label: tr('rename'), value: '', text: true, command: true, title: tr('old=new renames a node, like b=top') },
  ],
  setField,
  notes,
  quiz: (r) => randomGraph(r.int(4, 7), r.int, false, r.int(1, 2)),
};
