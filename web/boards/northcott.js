// boards/northcott.js — Northcott's game (HDU 1730): each row holds one black
// piece (player 1's) and one white (player 2's). A player moves their own
// piece left or right, never onto or past the other one.
// Edit: drag a piece, or click it and then the cell it goes to.
// Play: click (or drag to) the cell your piece should go to.

import { s } from '../ui/svg.js';
import { CELL, row, arrow, setCell, whole, rnd } from './common.js';

const WHO = { B: 'black', W: 'white' };

/** The cells (0-based) the piece of `turn` may move to. */
export function reach(cells, turn) {
  const me = cells.indexOf(turn === 1 ? 'B' : 'W');
  const other = cells.indexOf(turn === 1 ? 'W' : 'B');
  const [lo, hi] = me < other ? [0, other - 1] : [other + 1, cells.length - 1];
  const out = [];
  for (let t = lo; t <= hi; t++) if (t !== me) out.push(t);
  return out;
}

function resize(cells, w) {
  if (w >= cells.length) return { body: cells + '.'.repeat(w - cells.length) };
  const p = cells.slice(w).search(/[BW]/);
  if (p >= 0) return { error: `Can't make the row ${w} wide: a piece stands in column ${w + p + 1}. Move it first.` };
  return { body: cells.slice(0, w) };
}

export default {
  game: 'northcott',
  noun: 'row',
  blank: (w) => { w = Math.min(Math.max(w, 4), 10); return '.B' + '.'.repeat(w - 4) + 'W.'; },
  random(w) {
    w = rnd(5, Math.min(Math.max(w, 5), 12));
    const b = rnd(0, w - 1);
    let x = rnd(0, w - 2);
    if (x >= b) x++;
    return setCell(setCell('.'.repeat(w), b, 'B'), x, 'W');
  },
  check: (c, draw) => (c.body.length > draw.cells ? `a Northcott row of ${c.body.length} cells is wider than this page draws (${draw.cells})` : null),
  legal: (c, turn) => reach(c.body, turn).length,
  cells: (c) => c.body.length,
  draw(v, g) {
    const cells = v.comp.body;
    const name = `row ${v.index}`;
    const b = cells.indexOf('B'), w = cells.indexOf('W');
    const from = new Set(v.marks.map((m) => m.from));
    const to = new Set(v.marks.map((m) => m.to));
    const picked = v.pick?.comp === v.index ? v.pick.cell : -1;
    const r = row(g, 30, {
      cells, key: `c${v.index}`,
      label: (i, ch) => `${name}, column ${i + 1}: ${ch === '.' ? 'empty' : WHO[ch] + ' piece'}${picked === i + 1 ? ' (picked up)' : ''}`,
      cls: (i, ch) => [
        from.has(i + 1) ? 'from' : to.has(i + 1) ? 'to' : '',
        ch === '.' && i > Math.min(b, w) && i < Math.max(b, w) ? 'gap' : '',
        picked === i + 1 ? 'picked' : '',
      ].join(' '),
      drag: (ch) => ch !== '.',
      piece(ch, i, a, cx, cy) {
        if (ch !== '.') a.append(s('circle', { cx, cy, r: CELL * 0.36, class: `piece ${ch === 'B' ? 'dark' : 'light'}` }));
      },
    });
    for (const m of v.marks) arrow(g, r.cell(m.from), r.cell(m.to));
    return { width: cells.length * CELL, height: 30 + CELL + 18, cell: r.cell };
  },
  edit(c, a) {
    const cells = c.body;
    if (a.kind === 'drag') {
      if (a.from === a.to) return { body: cells };
      if (cells[a.to - 1] !== '.') return { error: `Two pieces can't share a cell: column ${a.to} is taken.` };
      return { body: setCell(setCell(cells, a.from - 1, '.'), a.to - 1, cells[a.from - 1]) };
    }
    const ch = cells[a.n - 1];
    const picked = a.pick?.comp === a.index ? a.pick.cell : 0;
    if (ch !== '.') {
      if (picked === a.n) return { pick: null };
      if (picked) return { error: `Two pieces can't share a cell: column ${a.n} is taken.` };
      return { pick: { comp: a.index, cell: a.n }, info: `Picked up the ${WHO[ch]} piece: now click the cell it goes to.` };
    }
    if (!picked) return { error: 'Each row holds exactly one black and one white piece: click one of them, then the cell to move it to.' };
    return { body: setCell(setCell(cells, picked - 1, '.'), a.n - 1, cells[picked - 1]), pick: null };
  },
  move(c, a, turn) {
    const cells = c.body;
    const mine = turn === 1 ? 'B' : 'W';
    const me = cells.indexOf(mine);
    if (a.kind === 'drag' && cells[a.from - 1] !== mine) return { error: `It is ${WHO[mine]}'s turn (player ${turn}): move the ${WHO[mine]} piece.` };
    const t = (a.kind === 'drag' ? a.to : a.n) - 1;
    if (t === me) return { info: `Click the cell your ${WHO[mine]} piece should move to.` };
    if (cells[t] !== '.') return { error: `That is ${WHO[cells[t]]}'s piece; ${WHO[mine]} (player ${turn}) is to move.` };
    if (!reach(cells, turn).includes(t)) return { error: `The ${WHO[mine]} piece can't pass the other piece.` };
    return { move: `${me + 1}>${t + 1}` };
  },
  fields: (c, limits, draw) => [{ key: 'width', label: 'width', value: c.body.length, min: 2, max: draw.cells }],
  setField(c, key, value, limits, draw) {
    const r = whole(value, 2, draw.cells, 'The width');
    return r.error ? r : resize(c.body, r.n);
  },
};
