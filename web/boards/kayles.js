// boards/kayles.js — Node-Kayles and Arc-Kayles on a graph you draw.
// Node-Kayles: a move takes a node and every node next to it. Arc-Kayles: a
// move takes an edge, with its two ends (and so every edge at them). The
// whole body is one graph ("a-b.b-c.d", "grid(3x5)"); the engine gives its
// nodes, edges, grid cells and connected parts with their values (detail),
// and decides every move; this board draws them and turns gestures into
// graph text or moves. The layout is graph.js's (the graph game's editor):
// a grid graph's nodes sit on their cells instead.
// Edit: click empty space for a new node (joined to the chosen node, if
// any); click a node to choose it, then another to join or part them, or
// drag from one node to another (again to part them), or from a node to
// empty space for a new node joined to it; click an edge to delete it; the
// "add" field takes a-b, a-b-c or a name, "delete" a node's name. Play:
// click a node (Node-Kayles) or an edge (Arc-Kayles; or click its two
// ends, or drag from one to the other).

import { s, h } from '../kit/svg.js';
import { act, rnd } from './common.js';
import { layout, freshName } from './graph.js';
import { tr, register } from '../i18n/i18n.js';

// The board's words in other languages (loaded with it).
export const words = register({ zh: () => import('./kayles.zh.js') });

const R = 15, STEP = 64, MARGIN = 30;
const EDGES = 1000; // data-n of edge k is EDGES + k + 1

/** The graph of a component: from the engine's detail when it has one for
 *  this body, else read from the text (edits in flight). */
function graphOf(c, info) {
  if (info && info.body === c.body && info.nodes) return { names: info.nodes, edges: info.edges, grid: info.grid, parts: info.parts };
  return readText(c.body);
}

/** The engine's order of node names: shorter first, then by character code. */
const nameCmp = (a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** Names and edges of a graph text (the engine's grammar: items a-b, a-b-c,
 *  d, grid(RxC), joined by "." or ","). For drawing an edit before the
 *  engine has answered; the engine's canonical text is what counts. */
export function readText(body) {
  const names = new Set(), raw = [];
  if (body !== '-') {
    for (const item of String(body).split(/[.,]/)) {
      const m = /^grid\((\d+)x(\d+)\)$/.exec(item.trim());
      if (m) {
        const Rr = Number(m[1]), C = Number(m[2]), nm = (r, k) => `${String.fromCharCode(97 + r)}${k + 1}`;
        for (let r = 0; r < Rr; r++) for (let k = 0; k < C; k++) {
          names.add(nm(r, k));
          if (k) raw.push([nm(r, k - 1), nm(r, k)]);
          if (r) raw.push([nm(r - 1, k), nm(r, k)]);
        }
        continue;
      }
      const path = item.split('-').map((x) => x.trim()).filter(Boolean);
      path.forEach((x) => names.add(x));
      for (let k = 1; k < path.length; k++) raw.push([path[k - 1], path[k]]);
    }
  }
  const list = [...names].sort(nameCmp);
  const at = new Map(list.map((x, k) => [x, k]));
  const keys = new Set(), edges = [];
  for (const [u, v] of raw) {
    const a = Math.min(at.get(u), at.get(v)), b = Math.max(at.get(u), at.get(v));
    if (a !== b && !keys.has(a * 4096 + b)) { keys.add(a * 4096 + b); edges.push([a, b]); }
  }
  edges.sort((x, y) => x[0] - y[0] || x[1] - y[1]); // the engine's order
  return { names: list, edges, grid: null, parts: null };
}

/** The text of names and edges (pairs of names). */
function textOf(names, edges) {
  const touched = new Set(edges.flat());
  const items = [...edges.map(([u, v]) => `${u}-${v}`), ...names.filter((x) => !touched.has(x))];
  return items.length ? items.join('.') : '-';
}

/** Places of the nodes: grid cells, or graph.js's layered layout. */
function placesOf(G) {
  if (G.grid && G.grid.length === G.names.length) {
    const x = G.grid.map(([, k]) => MARGIN + k * STEP), y = G.grid.map(([r]) => MARGIN + r * STEP);
    return { x, y, width: Math.max(...x, 0) + MARGIN + 10, height: Math.max(...y, 0) + MARGIN + 10 };
  }
  return layout({ names: G.names, arrows: G.edges });
}

function board(rule) {
  const node = rule === 'node';
  const game = node ? 'nodekayles' : 'arckayles';

  function draw(v, g) {
    const G = graphOf(v.comp, v.info);
    const P = placesOf(G);
    const edit = v.mode === 'edit';
    const key = `c${v.index}`;
    const picked = v.pick?.comp === v.index ? v.pick.node : null;
    const win = new Set(v.marks.map((m) => m.move.slice(m.move.indexOf(':') + 1)));
    const gone = new Set(); // nodes a winning move takes
    G.names.forEach((nm, u) => {
      if (node && win.has(nm)) { gone.add(u); G.edges.forEach(([a, b]) => { if (a === u) gone.add(b); if (b === u) gone.add(a); }); }
    });
    const width = Math.max(P.width, edit ? 380 : 0), height = edit ? Math.max(P.height + 40, 220) : P.height;
    if (edit) g.append(s('rect', { x: 0, y: 0, width, height, class: 'gr-space', 'data-act': 'space', 'data-n': 0 }));
    const lines = s('g', { 'aria-hidden': 'true' });
    g.append(lines);
    const buttons = s('g');
    G.edges.forEach(([u, w], k) => {
      const text = `${G.names[u]}-${G.names[w]}`;
      const isWin = !node && win.has(text);
      const d = `M${P.x[u].toFixed(1)},${P.y[u].toFixed(1)} L${P.x[w].toFixed(1)},${P.y[w].toFixed(1)}`;
      lines.append(s('path', { d, style: `stroke: ${isWin ? 'var(--take)' : '#6b7280'}; stroke-width: ${isWin ? 5 : 2.5}; ${isWin ? 'stroke-dasharray: 9 4;' : ''} fill: none` }));
      if (edit || !node) { // its button stops at the nodes' rims, so a click on a node is the node's
        const dx = P.x[w] - P.x[u], dy = P.y[w] - P.y[u], len = Math.hypot(dx, dy) || 1, t = Math.min(0.45, (R + 3) / len);
        const hit = `M${(P.x[u] + dx * t).toFixed(1)},${(P.y[u] + dy * t).toFixed(1)} L${(P.x[w] - dx * t).toFixed(1)},${(P.y[w] - dy * t).toFixed(1)}`;
        const how = edit ? tr('delete it') : isWin ? tr('take it (its ends {u} and {w} go) — a winning move', { u: G.names[u], w: G.names[w] }) : tr('take it (its ends {u} and {w} go)', { u: G.names[u], w: G.names[w] });
        const el = act(buttons, 'edge', EDGES + k + 1, `${key}-e${text}`, tr('edge {edge}: {how}', { edge: text, how }), { 'data-move': text });
        el.append(s('path', { d: hit, style: 'stroke: transparent; stroke-width: 14; fill: none' }));
      }
    });
    G.names.forEach((nm, u) => {
      const p = { x: P.x[u], y: P.y[u] };
      const isWin = node && win.has(nm);
      const verb = edit ? (picked === u ? tr('chosen: click another node to join or part them') : picked !== null ? tr('join to or part from {name}', { name: G.names[picked] }) : tr('choose it'))
        : node ? (isWin ? tr('take it and its neighbours — a winning move') : tr('take it and its neighbours')) : picked === u ? tr('chosen: click a neighbour to take that edge') : tr('choose it as one end of an edge');
      const el = act(g, 'node', u + 1, `${key}-n${nm}`, tr('node {name}: {what}', { name: nm, what: verb }), {
        'data-gx': G.grid ? G.grid[u][1] : null, 'data-gy': G.grid ? G.grid[u][0] : null,
        'data-drag': edit || !node ? '' : null, 'data-cx': p.x, 'data-cy': p.y, // a drag joins, parts or grows (edit), or takes an edge (Arc-Kayles)
      });
      el.append(s('circle', { cx: p.x, cy: p.y, r: R, style: `fill: ${gone.has(u) ? '#fbe3e1' : '#fff'}; stroke: ${isWin ? 'var(--take)' : picked === u ? 'var(--accent)' : '#374151'}; stroke-width: ${isWin || picked === u ? 4 : 2}` }),
        s('text', { x: p.x, y: p.y + 4, 'text-anchor': 'middle', style: 'font-size: 11px', text: nm }));
    });
    g.append(buttons);
    // a line from a dragged node to the pointer (ui/events.js stretches it)
    g.append(s('g', { class: 'drag-line', 'aria-hidden': 'true' }, s('line', { x1: 0, y1: 0, x2: 0, y2: 0 }), s('circle', { cx: 0, cy: 0, r: 6 })));
    for (const part of G.parts ?? []) { // each part's value, by its first node
      const u = part.nodes[0];
      if (u === undefined) continue;
      g.append(s('text', { x: P.x[u] + R + 3, y: P.y[u] - R + 2, class: `gr-sg${part.sg === 0 ? ' zero' : ''}`, text: `*${part.sg}` }));
    }
    return { width, height, cell: (n) => (n >= 1 && n <= G.names.length ? { x: P.x[n - 1] - R, y: P.y[n - 1] - R, w: 2 * R, h: 2 * R } : null) };
  }

  function toggle(G, a, b) {
    const has = G.edges.some(([u, w]) => (u === a && w === b) || (u === b && w === a));
    const edges = has ? G.edges.filter(([u, w]) => !((u === a && w === b) || (u === b && w === a))) : [...G.edges, [a, b]];
    return { body: textOf(G.names, edges.map(([u, w]) => [G.names[u], G.names[w]])), pick: null };
  }

  function gesture(c, a, ctx) {
    const G = graphOf(c, ctx.info);
    if (ctx.mode === 'play') {
      if (a.kind === 'edge') { const e = G.edges[a.n - EDGES - 1]; return e ? { move: `${G.names[e[0]]}-${G.names[e[1]]}`, pick: null } : {}; }
      if (a.kind === 'drag') return !node && a.toKind === 'node' && a.from !== a.to ? { move: `${G.names[a.from - 1]}-${G.names[a.to - 1]}`, pick: null } : {};
      if (a.kind !== 'node') return {};
      if (node) return { move: G.names[a.n - 1] };
      const first = ctx.pick?.comp === ctx.index ? ctx.pick.node : null;
      if (first === null) return { pick: { comp: ctx.index, node: a.n - 1 }, info: tr('Node {name} chosen: click a neighbour to take the edge between them.', { name: G.names[a.n - 1] }) };
      if (first === a.n - 1) return { pick: null, info: '' };
      return { move: `${G.names[first]}-${G.names[a.n - 1]}`, pick: null };
    }
    const picked = ctx.pick?.comp === ctx.index ? ctx.pick.node ?? null : null;
    if (a.kind === 'space') {
      if (G.names.length >= 64) return { error: tr('A graph may have at most {n} nodes.', { n: 64 }) };
      const nm = freshName(G.names);
      const edges = G.edges.map(([u, w]) => [G.names[u], G.names[w]]);
      if (picked !== null) edges.push([G.names[picked], nm]);
      return { body: textOf([...G.names, nm], edges), pick: null };
    }
    if (a.kind === 'edge') { const e = G.edges[a.n - EDGES - 1]; return e ? toggle(G, e[0], e[1]) : {}; }
    if (a.kind === 'drag') {
      if (a.toKind === 'node') return a.from !== a.to ? toggle(G, a.from - 1, a.to - 1) : {};
      if (a.toKind !== 'space') return {};
      if (G.names.length >= 64) return { error: tr('A graph may have at most {n} nodes.', { n: 64 }) };
      const nm = freshName(G.names); // a drag into empty space grows a new node joined to the first
      return { body: textOf([...G.names, nm], [...G.edges.map(([u, w]) => [G.names[u], G.names[w]]), [G.names[a.from - 1], nm]]), pick: null };
    }
    if (a.kind !== 'node') return {};
    if (picked === null) return { pick: { comp: ctx.index, node: a.n - 1 }, info: tr('Node {name} chosen: click another node to join or part them, or empty space for a new node joined to it.', { name: G.names[a.n - 1] }) };
    if (picked === a.n - 1) return { pick: null, info: '' };
    return toggle(G, picked, a.n - 1);
  }

  function setField(c, key, value) {
    const t = String(value).replace(/\s+/g, '');
    const G = readText(c.body);
    const names = [...G.names], edges = G.edges.map(([u, w]) => [G.names[u], G.names[w]]);
    if (t === '') return { body: c.body };
    const ok = (nm) => /^[A-Za-z0-9_]{1,16}$/.test(nm);
    if (key === 'delete') {
      if (!names.includes(t)) return { error: tr('There is no node "{name}".', { name: t }) };
      return { body: textOf(names.filter((x) => x !== t), edges.filter(([u, w]) => u !== t && w !== t)) };
    }
    const path = t.split('-');
    for (const nm of path) if (!ok(nm)) return { error: tr('"{name}" is not a node name: use up to {n} letters, digits or "_".', { name: nm, n: 16 }) };
    for (const nm of path) if (!names.includes(nm)) names.push(nm);
    for (let k = 1; k < path.length; k++) if (path[k] !== path[k - 1]) edges.push([path[k - 1], path[k]]);
    if (names.length > 64) return { error: tr('A graph may have at most {n} nodes.', { n: 64 }) };
    return { body: textOf(names, edges) };
  }

  function notes(c) {
    const G = graphOf(c, c);
    const lines = [node
      ? tr("Node-Kayles: a move takes a node and every node next to it. The parts of the graph that no edge joins are games of their own, so the graph is worth the XOR of their values (drawn by each part). The engine finds each value by a search that recognises a part it has seen under another labelling (a canonical order of its nodes, or the grid's turns and mirrors for grid graphs) and prunes with bounds on the values.")
      : tr('Arc-Kayles: a move takes an edge and its two ends, and so every edge at them. The parts no edge joins are separate games whose values XOR. On a grid graph Arc-Kayles is Cram: an edge is a domino on two cells side by side.')];
    const paths = (G.parts ?? []).filter((p) => p.path && p.path.length > 1);
    const sizes = paths.map((p) => p.path.length).join(', ');
    if (node && paths.length) lines.push(paths.length === 1
      ? tr("A part that is a path of {sizes} nodes: Node-Kayles on a path of n nodes is Dawson's chess, the octal game 0.137 on a row of n pins (taking a node takes its neighbours, as that game knocks down a pin with its neighbours).", { sizes })
      : tr("Parts that are paths of {sizes} nodes: Node-Kayles on a path of n nodes is Dawson's chess, the octal game 0.137 on a row of n pins (taking a node takes its neighbours, as that game knocks down a pin with its neighbours).", { sizes }));
    if (G.parts?.length > 1) lines.push(tr('Parts worth {list} → XOR {sg}.', { list: G.parts.map((p) => p.sg).join(', '), sg: c.sg ?? '?' }));
    return { unit: 'cell', marks: [], spans: [], lines, heap: c.sg };
  }

  /** Under the board: Dawson's chess for a path, with a link to the same game as octal(0.137). */
  function extra(v) {
    if (!node) return null;
    const G = graphOf(v.comp, v.info);
    const paths = (G.parts ?? []).filter((p) => p.path && p.path.length > 1);
    if (!paths.length) return null;
    const pins = paths.map((p) => 'o'.repeat(p.path.length)).join('.');
    const text = `octal(0.137):${pins}`;
    const [before, after] = (paths.length === 1
      ? tr("Node-Kayles on a path is Dawson's chess (octal 0.137): this path plays exactly as {link} — the same values, a pin for each node.", { link: '\u0000' })
      : tr("Node-Kayles on a path is Dawson's chess (octal 0.137): these paths play exactly as {link} — the same values, a pin for each node.", { link: '\u0000' })).split('\u0000');
    return h('p', { class: 'note kayles-note' }, before, h('a', { href: `#${text}`, text }), after);
  }

  const randomGraph = (n, int) => {
    const names = Array.from({ length: n }, (_, k) => String.fromCharCode(97 + k));
    const edges = [];
    for (let u = 1; u < n; u++) edges.push([names[int(0, u - 1)], names[u]]); // a tree
    for (let k = int(0, 2); k > 0; k--) { const u = int(0, n - 1), w = int(0, n - 1); if (u !== w) edges.push([names[u], names[w]]); }
    return `${game}:${textOf(names, edges)}`;
  };

  return {
    game,
    get title() { return node ? tr('Node-Kayles (graphs)') : tr('Arc-Kayles (graphs)'); },
    get noun() { return tr('graph'); },
    shape: ['nodes', 'edges', 'grid'], // what the engine's detail gives of the graph itself (not its values)
    css: new URL('./graph.css', import.meta.url).href, // the graph board's look (node values, the space)
    get intro() {
      return node
        ? tr("A move takes a node of the graph and every node next to it; whoever cannot move loses. On a path it is Dawson's chess; on grids its values are found by search (OEIS A316632 for 3 × n).")
        : tr('A move takes an edge of the graph with its two ends, and every edge at them; whoever cannot move loses. On a grid graph it is Cram.');
    },
    get examples() {
      return node
        ? [[tr('Node-Kayles on the 3 × 5 grid'), `${game}:grid(3x5)`], [tr('A path and a node: a-b, b-c, d'), `${game}:a-b.b-c.d`],
          [tr("A path of 7: Dawson's chess"), `${game}:a-b.b-c.c-d.d-e.e-f.f-g`], [tr('The 3 × 8 grid (OEIS A316632: 2)'), `${game}:grid(3x8)`],
          [tr('A cycle of 6'), `${game}:a-b.a-f.b-c.c-d.d-e.e-f`]]
        : [[tr('Arc-Kayles on the 3 × 4 grid (Cram 3 × 4)'), `${game}:grid(3x4)`], [tr('A path and a node: a-b, b-c, d'), `${game}:a-b.b-c.d`],
          [tr('A star of 5 edges'), `${game}:a-b.a-c.a-d.a-e.a-f`], [tr('A cycle of 7'), `${game}:a-b.a-g.b-c.c-d.d-e.e-f.f-g`]];
    },
    get sums() { return [[node ? tr('Node-Kayles beside a Nim heap') : tr('Arc-Kayles beside a Nim heap'), `${game}:a-b.b-c+nim:1`]]; },
    blank: () => 'a-b-c',
    random: () => randomGraph(rnd(4, 7), rnd),
    draw,
    extra,
    gesture: (c, a, ctx) => gesture(c, a, { ...ctx, info: ctx.info ?? null }),
    fields: () => [
      { key: 'add', label: tr('add'), value: '', text: true, title: tr("An edge a-b, a path a-b-c, or a new node's name; Enter adds it") },
      { key: 'delete', label: tr('delete'), value: '', text: true, title: tr("A node's name: it and its edges go") },
    ],
    setField,
    notes,
    quiz: (r) => randomGraph(r.int(3, 5), r.int),
  };
}

export const nodekayles = board('node');
export const arckayles = board('arc');
