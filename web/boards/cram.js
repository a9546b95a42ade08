// boards/cram.js — Cram: a grid where a move places a domino on two free
// cells side by side, across or down ("2.3-2.4": row.column of each cell,
// from 1 at the top left). The engine decides every move and values the
// board by search; this board draws, and turns gestures into moves.
// Edit: click a cell to take it or free it; drag to set a rectangle of cells
// like the first one; rows and columns are fields.
// Play: drag from a free cell to the one beside it, or click one and then
// the other (Enter on each from the keyboard; arrows move by row and column).
// Winning moves are drawn as dashed dominoes.

import { s } from '../kit/svg.js';
import { CELL, act, whole, rnd } from './common.js';
import { tr, register } from '../i18n/i18n.js';

// The board's words in other languages (loaded with it).
export const words = register({ zh: () => import('./cram.zh.js') });

const LEFT = 22; // row numbers
const TOP = 18;  // column numbers

/** The board of a body: {R, C, cell: ['.'|'#', …] row by row}. */
export function boardOf(body) {
  const m = /^(\d+)x(\d+)$/.exec(body);
  if (m) {
    const R = Number(m[1]), C = Number(m[2]);
    return { R, C, cell: Array(R * C).fill('.') };
  }
  const rows = String(body).split('/');
  return { R: rows.length, C: rows[0].length, cell: rows.join('').split('') };
}

const bodyOf = (b) => (b.cell.every((x) => x === '.') ? `${b.R}x${b.C}` : Array.from({ length: b.R }, (_, r) => b.cell.slice(r * b.C, (r + 1) * b.C).join('')).join('/'));

/** A move's two cells, 0-based: [[r, c], [r2, c2]]. */
const cellsOf = (move) => move.slice(move.indexOf(':') + 1).split('-').map((p) => p.split('.').map((x) => Number(x) - 1));

function notes(c, { play = 'normal' } = {}) {
  const b = boardOf(c.body);
  const normal = play === 'misere'; // the symmetry argument is about normal play: said so in misère play
  const regions = c.regions ?? [];
  const marks = [];
  const lines = [tr("A domino covers two free cells side by side. After a few moves the free cells fall apart into regions that no domino joins: each region is a game of its own, and the board is worth the XOR of their values (the Sprague–Grundy theorem). The engine finds each region's value by a search that keeps every region it has valued, recognises a region turned or mirrored, and prunes with bounds on the values (Lemoine and Viennot; Beling and Rogalski).")];
  if (regions.length > 1 || (regions.length === 1 && regions[0].cells.length < b.cell.filter((x) => x === '.').length)) {
    const region = (g, k) => (g.cells.length === 1 ? tr('{name} ({n} cell) worth {sg}', { name: String.fromCharCode(65 + (k % 26)), n: g.cells.length, sg: g.sg }) : tr('{name} ({n} cells) worth {sg}', { name: String.fromCharCode(65 + (k % 26)), n: g.cells.length, sg: g.sg }));
    lines.push(tr('Regions: {list} → XOR {sg}.', { list: regions.map(region).join(tr(', ')), sg: c.sg ?? '?' }));
    regions.forEach((g, k) => g.cells.forEach((i) => marks.push({ i: i + 1, cls: k % 2 ? 'nimv' : 'nimh', sym: String.fromCharCode(65 + (k % 26)) })));
  }
  if (b.R === 1 || b.C === 1) lines.push(tr("A single row of n free cells is Dawson's Kayles (the octal game 0.07 on n pins): a domino takes two neighbouring cells, as that game knocks down two neighbouring pins."));
  if (c.mirror === 'second') {
    lines.push(normal ? tr('In normal play (the last move wins): symmetry: the free cells are their own image under a half turn about the centre, and no cell or domino sits on the centre. Whatever domino the player to move places, the other player places its image — always still free — so the player to move runs out of moves first: value 0. The cells marked alike are images of each other.') : tr('Symmetry: the free cells are their own image under a half turn about the centre, and no cell or domino sits on the centre. Whatever domino the player to move places, the other player places its image — always still free — so the player to move runs out of moves first: value 0. The cells marked alike are images of each other.'));
    const N = b.R * b.C;
    let k = 0;
    const seen = new Set();
    for (let i = 0; i < N; i++) {
      if (b.cell[i] !== '.' || seen.has(i)) continue;
      const j = N - 1 - i;
      seen.add(i); seen.add(j);
      const sym = String(++k);
      if (k <= 40) marks.push({ i: i + 1, cls: 'nimh', sym }, { i: j + 1, cls: 'nimh', sym });
    }
  } else if (c.mirror === 'first') {
    lines.push(normal ? tr('In normal play (the last move wins): symmetry: the free cells are their own image under a half turn about the centre, but one domino, {centre}, is its own image. The first player places it; from then on every domino has a free image, and answering each move by its image wins. So the first player wins (an even-by-odd board, for one).', { centre: c.centre }) : tr('Symmetry: the free cells are their own image under a half turn about the centre, but one domino, {centre}, is its own image. The first player places it; from then on every domino has a free image, and answering each move by its image wins. So the first player wins (an even-by-odd board, for one).', { centre: c.centre }));
    const [[r, k], [r2, k2]] = cellsOf(`x:${c.centre}`);
    marks.push({ i: r * b.C + k + 1, cls: 'take', sym: '●' }, { i: r2 * b.C + k2 + 1, cls: 'take', sym: '●' });
  } else if (b.R % 2 === 0 && b.C % 2 === 0) {
    lines.push(c.sg === null
      ? tr("An empty even-by-even board is lost for the player to move in normal play (the second player answers each domino by its image under a half turn). The cells taken here break that symmetry: the search finds this board's value.")
      : tr("An empty even-by-even board is lost for the player to move in normal play (the second player answers each domino by its image under a half turn). The cells taken here break that symmetry: the search finds this board's value, {sg}.", { sg: c.sg }));
  }
  return { unit: 'cell', marks, spans: [], lines, heap: c.sg };
}

/** The move of two cells n1, n2 (1-based cell numbers), or a refusal. */
function domino(b, n1, n2) {
  const [a, z] = [Math.min(n1, n2) - 1, Math.max(n1, n2) - 1];
  const r = Math.floor(a / b.C), c = a % b.C, r2 = Math.floor(z / b.C), c2 = z % b.C;
  if (!((r === r2 && c2 === c + 1) || (c === c2 && r2 === r + 1))) return { error: tr('A domino covers two cells side by side, in one row or one column.'), pick: null };
  return { move: `${r + 1}.${c + 1}-${r2 + 1}.${c2 + 1}`, pick: null };
}

function resize(body, R, C) {
  const b = boardOf(body);
  const cell = [];
  for (let r = 0; r < R; r++) for (let c = 0; c < C; c++) cell.push(r < b.R && c < b.C ? b.cell[r * b.C + c] : '.');
  return bodyOf({ R, C, cell });
}

const side = (limits) => limits?.cram ?? 32;

export default {
  game: 'cram',
  get title() { return tr('Cram (dominoes)'); },
  get noun() { return tr('board'); },
  css: new URL('./cram.css', import.meta.url).href, // its own look, loaded with it
  get intro() { return tr('Players take turns placing a domino on two free cells side by side, across or down; whoever cannot place one loses. Its values have no formula: they are found by search, as in the published tables.'); },
  get examples() {
    return [
      [tr('Cram 4 × 5 (*2, from the published table)'), 'cram:4x5'],
      [tr('Cram 4 × 4: the second player mirrors'), 'cram:4x4'],
      [tr('Cram 3 × 4: the first player takes the centre'), 'cram:3x4'],
      [tr("Cram 1 × 9: Dawson's Kayles"), 'cram:1x9'],
      [tr('A board in pieces'), 'cram:..#../..#../#####/...#./...#.'],
    ];
  },
  get sums() { return [[tr('Cram beside a Nim heap'), 'cram:3x3+nim:2']]; },
  blank: () => '3x4',
  random: () => {
    const R = rnd(2, 4), C = rnd(3, 5);
    const cell = Array.from({ length: R * C }, () => (rnd(0, 9) < 2 ? '#' : '.'));
    return `cram:${bodyOf({ R, C, cell })}`;
  },
  cells: (c) => { const b = boardOf(c.body); return b.R * b.C; },
  draw(v, g) {
    const b = boardOf(v.comp.body);
    const play = v.mode === 'play';
    const name = tr('board {i}', { i: v.index });
    const picked = play && v.pick?.comp === v.index ? v.pick.n : null;
    const X = (k) => LEFT + k * CELL, Y = (r) => TOP + r * CELL;
    const win = new Map(); // cell → winning dominoes through it
    const wins = v.marks.map((m) => ({ m, cells: cellsOf(m.move) }));
    for (const w of wins) for (const [r, c] of w.cells) win.set(r * b.C + c, w);
    for (let k = 0; k < b.C; k++) g.append(s('text', { x: X(k) + CELL / 2, y: TOP - 5, class: 'colnum', 'text-anchor': 'middle', text: k + 1 }));
    for (let r = 0; r < b.R; r++) g.append(s('text', { x: LEFT - 6, y: Y(r) + CELL / 2 + 4, class: 'colnum', 'text-anchor': 'end', text: r + 1 }));
    for (let r = 0; r < b.R; r++) {
      for (let k = 0; k < b.C; k++) {
        const i = r * b.C + k, free = b.cell[i] === '.';
        const n = i + 1;
        const how = !play ? (free ? tr('click to take it') : tr('click to free it'))
          : !free ? tr('taken')
          : picked === n ? tr('chosen: click it again to let it go')
          : picked ? tr('click to place a domino here and on the chosen cell') : tr('click (or drag to the cell beside it) to place a domino');
        const a = act(g, 'cell', n, `c${v.index}-${r}-${k}`,
          tr('{name}, row {r}, column {c}: {state}; {how}{win}', { name, r: r + 1, c: k + 1, state: free ? tr('free') : tr('taken'), how, win: free && win.has(i) ? tr(' — part of a winning domino') : '' }),
          { 'data-drag': '', 'data-gx': k, 'data-gy': r });
        a.append(s('rect', { x: X(k) + 1, y: Y(r) + 1, width: CELL - 2, height: CELL - 2, rx: 3, class: `cell${free && win.has(i) ? ' take' : ''}${picked === n ? ' picked' : ''}`, style: free ? null : 'fill: #4b5563; stroke: #374151' }));
      }
    }
    for (const w of wins) { // each winning move: a dashed domino over its two cells
      const [[r, k], [r2, k2]] = w.cells;
      const x1 = X(Math.min(k, k2)) + 5, y1 = Y(Math.min(r, r2)) + 5, x2 = X(Math.max(k, k2)) + CELL - 5, y2 = Y(Math.max(r, r2)) + CELL - 5;
      g.append(s('rect', { x: x1, y: y1, width: x2 - x1, height: y2 - y1, rx: 6, class: 'rect-mark', 'data-move': w.m.move }));
    }
    return {
      width: LEFT + b.C * CELL + 4, height: TOP + b.R * CELL + 4,
      cell: (n) => { if (n < 1 || n > b.R * b.C) return null; const r = Math.floor((n - 1) / b.C), k = (n - 1) % b.C; return { x: X(k), y: Y(r), w: CELL, h: CELL }; },
    };
  },
  gesture(c, a, ctx) {
    const b = boardOf(c.body);
    if (ctx.mode === 'edit') {
      if (a.kind === 'drag') {
        const p = a.from - 1, q = a.to - 1;
        const to = b.cell[p] === '.' ? '#' : '.';
        const r1 = Math.min(Math.floor(p / b.C), Math.floor(q / b.C)), r2 = Math.max(Math.floor(p / b.C), Math.floor(q / b.C));
        const c1 = Math.min(p % b.C, q % b.C), c2 = Math.max(p % b.C, q % b.C);
        for (let r = r1; r <= r2; r++) for (let k = c1; k <= c2; k++) b.cell[r * b.C + k] = to;
        return { body: bodyOf(b) };
      }
      b.cell[a.n - 1] = b.cell[a.n - 1] === '.' ? '#' : '.';
      return { body: bodyOf(b) };
    }
    if (a.kind === 'drag') return a.from === a.to ? {} : domino(b, a.from, a.to);
    if (b.cell[a.n - 1] !== '.') return { info: tr('That cell is taken: a domino goes on two free cells.') };
    const first = ctx.pick?.comp === ctx.index ? ctx.pick.n : null;
    const r = Math.floor((a.n - 1) / b.C) + 1, k = (a.n - 1) % b.C + 1;
    if (!first) return { pick: { comp: ctx.index, n: a.n }, info: tr('Cell {cell} chosen: click a free cell beside it (across or down) for the domino.', { cell: `${r}.${k}` }) };
    if (first === a.n) return { pick: null, info: tr('Cell {cell} let go.', { cell: `${r}.${k}` }) };
    return domino(b, first, a.n);
  },
  fields: (c, limits) => {
    const b = boardOf(c.body);
    return [
      { key: 'rows', label: tr('rows'), value: b.R, min: 1, max: side(limits) },
      { key: 'cols', label: tr('columns'), value: b.C, min: 1, max: side(limits) },
    ];
  },
  setField(c, key, value, limits) {
    const b = boardOf(c.body);
    const r = whole(value, 1, side(limits), key === 'rows' ? tr('The number of rows') : tr('The number of columns'));
    if (r.error) return r;
    return { body: key === 'rows' ? resize(c.body, r.n, b.C) : resize(c.body, b.R, r.n) };
  },
  notes,
  quiz: (r) => {
    const R = r.int(2, 3), C = r.int(2, 4);
    return `cram:${bodyOf({ R, C, cell: Array.from({ length: R * C }, () => (r.int(0, 9) < 2 ? '#' : '.')) })}`;
  },
};
