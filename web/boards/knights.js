// boards/knights.js — hyper knights (LightOJ 1315): each component one
// knight on a board without end to the right and below, at row x and column
// y ("x/y", (0, 0) the top-left corner). A knight makes one of six jumps,
// each lowering x + y. A knight near the corner is drawn with the whole
// board up to it; one far away with the rows and columns its jumps reach.
// The engine lists the cells it jumps to with their values ("jumps"): they
// are marked, with each one's SG value, and the winning jumps get an arrow.
// Play: click a marked cell to jump there. Edit: click any cell to put the
// knight there; the fields set its row and column.

import { s } from '../kit/svg.js';
import { CELL, act, whole, rnd } from './common.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board in other languages (loaded with it).
export const words = register({ zh: () => import('./knights.zh.js') });

const LEFT = 26, TOP = 20;
const NEAR = 8; // a knight within this many rows and columns of the corner: the whole board to it

/** [x, y] of a knight's body "x/y". */
const cellOf = (body) => String(body).split('/').map(Number);

/** The rows and columns drawn for a knight at (x, y): [r0, rows, c0, cols]. */
function windowOf(x, y) {
  if (x <= NEAR && y <= NEAR) return [0, Math.max(x + 2, 6), 0, Math.max(y + 2, 6)];
  const r0 = Math.max(0, x - 3), c0 = Math.max(0, y - 3);
  return [r0, x + 2 - r0, c0, y + 2 - c0];
}

/** The cells knight c jumps to, [[x, y, sg|null]]: the engine's list, or
 *  (values hidden) the moves' targets. */
function jumpsOf(info, moves) {
  if (info?.jumps) return info.jumps.map(([a, b, g]) => [Number(a), Number(b), g]);
  return (moves ?? []).map((m) => /(\d+)\/(\d+)$/.exec(m.move)).filter(Boolean).map((m) => [Number(m[1]), Number(m[2]), null]);
}

const mex = (xs) => { const have = new Set(xs.map(Number)); let g = 0; while (have.has(g)) g++; return g; };

function note(c) {
  const [x, y] = cellOf(c.body);
  const jumps = jumpsOf(c, null);
  const lines = [tr('The knight stands on row {x}, column {y} ((0, 0) is the top-left corner). It makes one of six jumps, each lowering x + y, so the game ends.', { x, y })];
  if (!jumps.length) lines.push(tr('No jump stays on the board: SG({x}, {y}) = mex{} = 0.', { x, y }));
  else {
    const list = jumps.map(([a, b, g]) => tr('({a}, {b}) worth {g}', { a, b, g })).join(tr(', '));
    lines.push(tr('It jumps to {list}: SG({x}, {y}) = mex{{values}} = {sg}.', { list, x, y, values: jumps.map(([, , g]) => g).join(', '), sg: mex(jumps.map(([, , g]) => g)) }));
  }
  lines.push(tr('Each knight is a component of its own, even when several share a cell: the position is worth the XOR of their values.'));
  return { unit: 'cell', marks: [], spans: [], lines, heap: c.sg };
}

export default {
  game: 'knights',
  css: new URL('./knights.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr('Hyper knights (LightOJ 1315)'); },
  get noun() { return tr('knight'); },
  get intro() { return tr('Hyper knights (LightOJ 1315): knights on a board without end to the right and below; each jump lowers x + y, so every knight comes to rest. Each knight is a game of its own, worth the mex of the cells it jumps to, and the position is worth their XOR: the SG function on a directed graph of cells.'); },
  get examples() {
    return [
      [tr('Knights on (3, 4), (5, 2) and (1, 6)'), 'knights:3/4,5/2,1/6'],
      [tr('LightOJ 1315 sample 1: one knight on (1, 0)'), 'knights:1/0'],
      [tr('LightOJ 1315 sample 2: knights on (2, 5) and (3, 5)'), 'knights:2/5,3/5'],
      [tr('Three knights, one far from the corner'), 'knights:4/4,0/7,300/450'],
    ];
  },
  get sums() { return [[tr('A knight beside a Nim heap'), 'knights:3/4+nim:2']]; },
  blank: () => '2/3',
  random: () => `knights:${Array.from({ length: rnd(2, 3) }, () => `${rnd(0, 7)}/${rnd(0, 7)}`).join(',')}`,
  draw(v, g) {
    const [x, y] = cellOf(v.comp.body);
    const [r0, R, c0, C] = windowOf(x, y);
    const edit = v.mode === 'edit';
    const name = tr('knight {i}', { i: v.index });
    const jumps = jumpsOf(v.hide ? null : v.info, v.moves);
    const to = new Map(jumps.map(([a, b, sg]) => [`${a}/${b}`, sg]));
    const win = new Set(v.marks.map((m) => /(\d+\/\d+)$/.exec(m.move)?.[1]).filter(Boolean));
    const X = (k) => LEFT + (k - c0) * CELL, Y = (r) => TOP + (r - r0) * CELL;
    for (let k = c0; k < c0 + C; k++) g.append(s('text', { x: X(k) + CELL / 2, y: TOP - 6, class: 'colnum', 'text-anchor': 'middle', text: k }));
    for (let r = r0; r < r0 + R; r++) g.append(s('text', { x: LEFT - 5, y: Y(r) + CELL / 2 + 4, class: 'colnum', 'text-anchor': 'end', text: r }));
    for (let r = r0; r < r0 + R; r++) {
      for (let k = c0; k < c0 + C; k++) {
        const key = `${r}/${k}`, here = r === x && k === y, jump = to.has(key);
        const n = (r - r0) * C + (k - c0) + 1;
        const how = edit ? (here ? tr('the knight') : tr('put the knight here'))
          : here ? tr('the knight: click a marked cell to jump there')
            : jump ? (win.has(key) ? tr('jump here — a winning move') : tr('jump here')) : tr('no jump lands here');
        const a = act(g, 'cell', n, `c${v.index}-${key}`, tr('{name}, row {r}, column {c}: {how}', { name, r, c: k, how }), { 'data-gx': k - c0, 'data-gy': r - r0 });
        a.append(s('rect', { x: X(k) + 1, y: Y(r) + 1, width: CELL - 2, height: CELL - 2, rx: 3, class: `cell${(r + k) % 2 ? ' dark' : ''}${jump ? ' jump' : ''}${win.has(key) ? ' to' : ''}` }));
        if (here) a.append(s('text', { x: X(k) + CELL / 2, y: Y(r) + CELL / 2 + 8, class: 'knight', 'text-anchor': 'middle', text: '♞' }));
        else if (jump && to.get(key) !== null && to.get(key) !== undefined) a.append(s('text', { x: X(k) + CELL / 2, y: Y(r) + CELL / 2 + 5, class: 'jump-value', 'text-anchor': 'middle', text: String(to.get(key)) }));
      }
    }
    const box = (r, k) => ({ x: X(k), y: Y(r), w: CELL, h: CELL });
    for (const key of win) { // a straight arrow from the knight to the edge of the cell it jumps to
      const [a, b] = key.split('/').map(Number);
      const x1 = X(y) + CELL / 2, y1 = Y(x) + CELL / 2, x2 = X(b) + CELL / 2, y2 = Y(a) + CELL / 2;
      const len = Math.hypot(x2 - x1, y2 - y1), cut = CELL * 0.5;
      const ux = (x2 - x1) / len, uy = (y2 - y1) / len;
      g.append(s('path', { d: `M${x1 + ux * cut * 0.6},${y1 + uy * cut * 0.6} L${x2 - ux * cut},${y2 - uy * cut}`, class: 'arrow', 'marker-end': 'url(#arrowhead)' }));
    }
    return {
      width: LEFT + C * CELL + 4, height: TOP + R * CELL + 4,
      cell: (n) => { const r = Math.floor((n - 1) / C), k = (n - 1) % C; return n >= 1 && r < R ? box(r + r0, k + c0) : null; },
    };
  },
  gesture(c, a, ctx) {
    const [x, y] = cellOf(c.body);
    const [r0, R, c0, C] = windowOf(x, y);
    if (a.kind !== 'cell') return {};
    const r = Math.floor((a.n - 1) / C) + r0, k = ((a.n - 1) % C) + c0;
    if (r >= r0 + R) return {};
    if (ctx.mode === 'edit') {
      if (r + k > ctx.limits.cell) return { error: tr('A knight\'s row and column add up to at most {n}.', { n: ctx.limits.cell }) };
      return { body: `${r}/${k}` };
    }
    if (r === x && k === y) return { info: tr('Click a marked cell: the knight jumps there.') };
    return { move: `${x}/${y}>${r}/${k}` };
  },
  fields: (c, limits) => {
    const [x, y] = cellOf(c.body);
    return [
      { key: 'x', label: tr('row x'), value: x, min: 0, max: limits.cell },
      { key: 'y', label: tr('column y'), value: y, min: 0, max: limits.cell },
    ];
  },
  setField(c, key, value, limits) {
    const [x, y] = cellOf(c.body);
    const other = key === 'x' ? y : x;
    const r = whole(value, 0, limits.cell - other, key === 'x' ? tr('The row') : tr('The column'));
    if (r.error) return r;
    return { body: key === 'x' ? `${r.n}/${y}` : `${x}/${r.n}` };
  },
  notes: note,
  quiz: (r) => `knights:${Array.from({ length: r.int(1, 3) }, () => `${r.int(0, 6)}/${r.int(0, 6)}`).join(',')}`,
};
