// boards/treblecross.js — Treblecross (LightOJ 1229): a strip of cells; a
// move puts an X on an empty cell, and whoever makes three in a row wins.
// Edit: click a cell to put or remove an X (never three in a row).
// Play: click an empty cell.

import { s } from '../ui/svg.js';
import { CELL, row, setCell, whole, rnd } from './common.js';

function cross(a, cx, cy) {
  const d = CELL * 0.27;
  a.append(s('path', { d: `M${cx - d},${cy - d} L${cx + d},${cy + d} M${cx + d},${cy - d} L${cx - d},${cy + d}`, class: 'xmark' }));
}

function resize(cells, w) {
  if (w >= cells.length) return { body: cells + '.'.repeat(w - cells.length) };
  const p = cells.slice(w).indexOf('X');
  if (p >= 0) return { error: `Can't make the strip ${w} long: cell ${w + p + 1} has an X. Remove it first.` };
  return { body: cells.slice(0, w) };
}

export default {
  game: 'treblecross',
  noun: 'strip',
  blank: (w) => '.'.repeat(Math.max(w, 3)),
  random(w) {
    w = Math.max(w, 8);
    let c = '.'.repeat(w);
    for (let k = rnd(0, Math.floor(w / 6)); k > 0; k--) {
      const i = rnd(0, w - 1);
      const t = setCell(c, i, 'X');
      if (!t.includes('XX')) c = t; // no two side by side: never a threat to begin with
    }
    return c;
  },
  check: (c, draw) => (c.body.length > draw.cells ? `a Treblecross strip of ${c.body.length} cells is longer than this page draws (${draw.cells})` : null),
  legal: (c) => (c.body.includes('XXX') ? 0 : [...c.body].filter((ch) => ch === '.').length),
  cells: (c) => c.body.length,
  draw(v, g) {
    const cells = v.comp.body;
    const name = `strip ${v.index}`;
    const to = new Set(v.marks.map((m) => m.to));
    const r = row(g, 30, {
      cells, key: `c${v.index}`,
      label: (i, ch) => `${name}, cell ${i + 1}: ${ch === 'X' ? 'X' : 'empty'}`,
      cls: (i) => (to.has(i + 1) ? 'to' : ''),
      piece(ch, i, a, cx, cy) {
        if (ch === 'X') cross(a, cx, cy);
        else if (to.has(i + 1)) a.append(s('circle', { cx, cy, r: 5, class: 'dot' }));
      },
    });
    return { width: cells.length * CELL, height: 30 + CELL + 18, cell: r.cell };
  },
  edit(c, a) {
    if (a.kind === 'drag') return { body: c.body };
    const i = a.n - 1;
    if (c.body[i] === 'X') return { body: setCell(c.body, i, '.') };
    const t = setCell(c.body, i, 'X');
    if (t.includes('XXX')) return { error: `An X on ${a.n} would make three in a row: the game would already be over.` };
    return { body: t };
  },
  move(c, a) {
    const n = a.kind === 'drag' ? a.to : a.n;
    if (c.body[n - 1] === 'X') return { error: `Cell ${n} already has an X: click an empty cell.` };
    return { move: String(n) };
  },
  fields: (c, limits, draw) => [{ key: 'width', label: 'cells', value: c.body.length, min: 3, max: draw.cells }],
  setField(c, key, value, limits, draw) {
    const r = whole(value, 3, draw.cells, 'The length');
    return r.error ? r : resize(c.body, r.n);
  },
};
