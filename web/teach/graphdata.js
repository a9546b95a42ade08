// teach/graphdata.js — the graph of positions and moves of one component,
// built with the engine (each node's moves come from analyze(); a move's
// "after" components make the next node), and its layered layout. No DOM
// here. A node is a position text: one component, or after a move that
// splits it, several of the same game.

import { boards, need } from '../boards/index.js';
import { groupText, afterParts } from '../kit/position.js';
import { tr } from '../i18n/i18n.js';

export const MAX_NODES = 200;
export const MAX_EDGES = 1200;

/** A graph not drawn, and why: `words()` says it in the page's language
 *  (`message`: as it was said when thrown). */
export class GraphTooLarge extends Error {
  constructor(words) {
    const say = typeof words === 'function' ? words : () => words;
    super(say());
    this.name = 'GraphTooLarge';
    this.words = say;
  }
}

/**
 * Builds the graph reachable from `root` (a component text, "name:body").
 * Stops as soon as it would pass the limits and throws GraphTooLarge, so a
 * huge graph is refused before anything is drawn. `turn` (1 or 2) is passed
 * on for games whose moves depend on it.
 * Returns { root, nodes: Map(text → node), edges: [{from, to, move, label}] }
 * where node = { text, game, body (its components' bodies, joined by ","), sg (null
 *   when not in normal play), threat, over, outcome 'P'|'N' }.
 * With normalOnly, moves out of normal play (moves that hand the opponent a
 * win at once, a threat) are left out: the model a board asks for.
 */
export async function buildGraph(engine, root, { maxNodes = MAX_NODES, maxEdges = MAX_EDGES, normalOnly = false, onProgress } = {}) {
  const first = await engine.analyze(root, { moves: 'auto' });
  if (first.components.length !== 1) throw new GraphTooLarge(() => tr('A graph is drawn for one component at a time, not for "{text}".', { text: root }));
  const c0 = first.components[0];
  await need([c0.game]);
  const refusal = boards[c0.game]?.graph?.refusal;
  if (refusal?.(c0)) throw new GraphTooLarge(() => refusal(c0)); // the board's words, said when shown
  if (first.legal > maxEdges) // refused before the engine lists a huge move list
    throw new GraphTooLarge(() => tr('{text} alone has {n} moves: too many to draw. Choose a smaller component (at most {nodes} positions and {edges} moves are drawn).', { text: c0.text, n: first.legal, nodes: maxNodes, edges: maxEdges }));
  root = c0.text; // the engine's canonical form
  const nodes = new Map([[root, null]]);
  const edges = [];
  const queue = [root];
  while (queue.length) {
    const text = queue.shift();
    const a = text === root ? first : await engine.analyze(text, { moves: 'all' });
    const sg = a.components.length === 1 ? a.components[0].sg : a.nimsum;
    const comps = a.components.map((c) => ({ game: c.game, param: c.param, body: c.body }));
    nodes.set(text, { text, game: comps[0].game, body: comps.map((c) => c.body).join(','), sg, threat: a.threat, over: a.over && a.components.some((c) => c.over), outcome: a.verdict });
    for (const mv of a.moves) {
      if (normalOnly && mv.sg_after == null && sg != null) continue; // out of normal play
      const after = groupText(comps.flatMap((c, k) => (k === mv.component - 1 ? afterParts(mv) : [c])));
      if (edges.length >= maxEdges)
        throw new GraphTooLarge(() => tr('The graph of {text} has more than {edges} moves: too many to draw. Choose a smaller component (at most {nodes} positions and {edges} moves are drawn).', { text: root, nodes: maxNodes, edges: maxEdges }));
      edges.push({ from: text, to: after, move: mv.move.replace(/^\d+:/, ''), label: mv.label, label_msg: mv.label_msg });
      if (!nodes.has(after)) {
        if (nodes.size >= maxNodes)
          throw new GraphTooLarge(() => tr('The graph of {text} has more than {nodes} positions: too many to draw. Choose a smaller component (at most {nodes} positions are drawn).', { text: root, nodes: maxNodes }));
        nodes.set(after, null);
        queue.push(after);
      }
    }
    onProgress?.(nodes.size - queue.length, nodes.size);
  }
  return { root, nodes, edges };
}

/**
 * Layered layout: a node's layer is its longest distance from the root, so
 * every move points downward; within a layer, nodes are ordered by the mean
 * position of their neighbours (a few sweeps) to cut crossings.
 * Returns { layers: [[text…]…], pos: Map(text → {layer, index}) }.
 */
export function layout(g) {
  const out = new Map(), inc = new Map();
  for (const t of g.nodes.keys()) { out.set(t, []); inc.set(t, []); }
  for (const e of g.edges) { out.get(e.from).push(e.to); inc.get(e.to).push(e.from); }
  // Topological order (the games here are acyclic), then longest paths.
  const order = [], mark = new Map();
  const visit = (t) => {
    const stack = [[t, 0]];
    while (stack.length) {
      const top = stack[stack.length - 1];
      const [v, i] = top;
      if (i === 0) {
        if (mark.get(v) === 2) { stack.pop(); continue; }
        mark.set(v, 1);
      }
      const next = out.get(v)[i];
      if (next === undefined) { mark.set(v, 2); order.push(v); stack.pop(); continue; }
      top[1]++;
      if (mark.get(next) === 1) throw new Error(tr('the graph of {text} has a cycle', { text: g.root }));
      if (!mark.has(next)) stack.push([next, 0]);
    }
  };
  visit(g.root);
  order.reverse();
  const depth = new Map([[g.root, 0]]);
  for (const v of order) for (const w of out.get(v)) depth.set(w, Math.max(depth.get(w) ?? 0, depth.get(v) + 1));
  const layers = [];
  for (const v of order) (layers[depth.get(v)] ??= []).push(v);
  const index = new Map();
  const reindex = () => layers.forEach((l) => l.forEach((v, i) => index.set(v, i / Math.max(1, l.length - 1))));
  reindex();
  const mean = (vs, fallback) => (vs.length ? vs.reduce((a, v) => a + index.get(v), 0) / vs.length : fallback);
  for (let sweep = 0; sweep < 4; sweep++) {
    const down = sweep % 2 === 0;
    const seq = down ? layers.slice(1) : layers.slice(0, -1).reverse();
    for (const l of seq) {
      const key = new Map(l.map((v) => [v, mean(down ? inc.get(v) : out.get(v), index.get(v))]));
      l.sort((p, q) => key.get(p) - key.get(q));
      l.forEach((v, i) => index.set(v, i / Math.max(1, l.length - 1)));
    }
  }
  const pos = new Map();
  layers.forEach((l, li) => l.forEach((v, i) => pos.set(v, { layer: li, index: i })));
  return { layers, pos };
}
