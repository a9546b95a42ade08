// boards/checkers.js — jumping checkers (HDU 5724): each component a row of
// cells, "o" a piece. A piece moves right to the next cell if it is empty,
// else jumps the block of pieces beside it to the first empty cell after it.
// Edit: click a cell to place or remove a piece, drag a piece to move it.
// Play: click (or drag) a piece to make its one move.

import { s } from '../ui/svg.js';
import { CELL, row, arrow, setCell, whole, rnd } from './common.js';

/** Where the piece on cell i (0-based) lands, or -1 when it cannot move. */
export function landing(cells, i) {
  const j = cells.indexOf('.', i + 1);
  return j;
}

function resize(cells, w) {
  if (w >= cells.length) return { body: '.'.repeat(w - cells.length) + cells };
  const cut = cells.length - w; // cells leave on the left: the right edge is the ground
  const p = cells.slice(0, cut).indexOf('o');
  if (p >= 0) return { error: `Can't make the row ${w} wide: a piece stands in column ${p + 1}. Remove it first.` };
  return { body: cells.slice(cut) };
}

export default {
  game: 'checkers',
  noun: 'row',
  blank: (w) => '.'.repeat(Math.max(w - 2, 0)) + 'o.',
  random(w) {
    const c = Array(w).fill('.');
    for (let k = rnd(1, Math.min(6, w - 1)); k > 0; k--) c[rnd(Math.floor(w / 3), w - 1)] = 'o';
    return c.join('');
  },
  check: (c, draw) => (c.body.length > draw.cells ? `a checkers row of ${c.body.length} cells is wider than this page draws (${draw.cells})` : null),
  legal: (c) => [...c.body].filter((ch, i) => ch === 'o' && landing(c.body, i) >= 0).length,
  cells: (c) => c.body.length,
  draw(v, g) {
    const cells = v.comp.body;
    const name = `row ${v.index}`;
    const from = new Set(v.marks.map((m) => m.from));
    const to = new Set(v.marks.map((m) => m.to));
    const r = row(g, 30, {
      cells, key: `c${v.index}`,
      label: (i, ch) => `${name}, column ${i + 1}: ${ch === 'o' ? 'piece' : 'empty'}`,
      cls: (i) => (from.has(i + 1) ? 'from' : to.has(i + 1) ? 'to' : ''),
      drag: (ch) => ch === 'o',
      piece(ch, i, a, cx, cy) {
        if (ch === 'o') a.append(s('circle', { cx, cy, r: CELL * 0.36, class: 'piece dark' }));
      },
    });
    for (const m of v.marks) arrow(g, r.cell(m.from), r.cell(m.to));
    return { width: cells.length * CELL, height: 30 + CELL + 18, cell: r.cell };
  },
  edit(c, a) {
    const cells = c.body;
    if (a.kind === 'drag') {
      if (a.from === a.to) return { body: cells };
      if (cells[a.to - 1] === 'o') return { error: `Two pieces can't share a cell: column ${a.to} already has a piece.` };
      return { body: setCell(setCell(cells, a.from - 1, '.'), a.to - 1, 'o') };
    }
    return { body: setCell(cells, a.n - 1, cells[a.n - 1] === 'o' ? '.' : 'o') };
  },
  move(c, a) {
    const cells = c.body;
    const i = (a.kind === 'drag' ? a.from : a.n) - 1;
    if (cells[i] !== 'o') return { error: 'Click a piece: it moves right to the next cell, or jumps the pieces beside it.' };
    const j = landing(cells, i);
    if (j < 0) return { error: `The piece on ${i + 1} can't move: there is no empty cell to its right.` };
    if (a.kind === 'drag' && a.to !== j + 1 && a.to !== a.from) return { error: `The piece on ${i + 1} can only go to ${j + 1}.` };
    return { move: `${i + 1}>${j + 1}` };
  },
  fields: (c, limits, draw) => [{ key: 'width', label: 'width', value: c.body.length, min: 1, max: draw.cells }],
  setField(c, key, value, limits, draw) {
    const r = whole(value, 1, draw.cells, 'The width');
    return r.error ? r : resize(c.body, r.n);
  },
};
