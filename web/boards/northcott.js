// boards/northcott.js — Northcott's game (HDU 1730): each row holds one black
// piece (player 1's) and one white (player 2's). A player moves their own
// piece left or right, never onto or past the other one (the engine decides).
// Edit: drag a piece, or click it and then the cell it goes to.
// Play: click (or drag to) the cell your piece should go to.

import { s } from '../kit/svg.js';
import { CELL, row, arrow, setCell, whole, rnd, words as common } from './common.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board in other languages.
export const words = Promise.all([common, register({ zh: () => import('./northcott.zh.js') })]);

function resize(cells, w) {
  if (w >= cells.length) return { body: cells + '.'.repeat(w - cells.length) };
  const p = cells.slice(w).search(/[BW]/);
  if (p >= 0) return { error: tr("Can't make the row {w} wide: a piece stands in column {c}. Move it first.", { w, c: w + p + 1 }) };
  return { body: cells.slice(0, w) };
}

const nc = (m, t, j) => { const c = Array(m).fill('.'); c[t - 1] = 'B'; c[j - 1] = 'W'; return c.join(''); };

function randomRow(w, r) {
  w = r.int(5, Math.min(Math.max(w, 5), 12));
  const b = r.int(0, w - 1);
  let x = r.int(0, w - 2);
  if (x >= b) x++;
  return setCell(setCell('.'.repeat(w), b, 'B'), x, 'W');
}

function note(c) {
  const cells = c.body;
  const b = cells.indexOf('B'), w = cells.indexOf('W');
  const lo = Math.min(b, w), hi = Math.max(b, w);
  const marks = [];
  for (let i = lo + 1; i < hi; i++) marks.push({ i: i + 1, cls: 'gap' });
  const gap = hi - lo - 1;
  return {
    unit: 'cell', marks, heap: gap,
    spans: [{ from: lo + 2, to: Math.max(lo + 2, hi), label: tr('gap {n}', { n: gap }), short: String(gap), cls: 'odd', empty: gap === 0 }],
    lines: [
      gap === 1 ? tr('Black on {b}, white on {w}: {n} empty cell between them — a Nim heap of {n}.', { b: b + 1, w: w + 1, n: gap })
        : tr('Black on {b}, white on {w}: {n} empty cells between them — a Nim heap of {n}.', { b: b + 1, w: w + 1, n: gap }),
      tr('Moving toward the other piece shrinks the heap to any smaller size, like taking stones. Moving away grows it, but the opponent simply follows by the same distance and the heap is back: growing never helps the player who is losing.'),
      tr("So the row is worth SG {n}; the board is won exactly when the gaps' XOR is not 0.", { n: gap }),
    ],
  };
}

export default {
  game: 'northcott',
  css: new URL('./northcott.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr("Northcott's game (HDU 1730)"); },
  get noun() { return tr('row'); },
  row: true, // the body is a row of cells; moves' from/to are its cells (1-based)
  get sides() { return [tr('black'), tr('white')]; }, // what player 1 and player 2 move
  get intro() { return tr('A Northcott row is a Nim heap: the gap between the pieces.'); },
  get examples() {
    return [
      [tr('HDU 1730 sample 1 (3 rows, width 6)'), 'northcott:' + [nc(6, 4, 5), nc(6, 1, 2), nc(6, 1, 2)].join(',')],
      [tr('HDU 1730 sample 2 (3 rows, width 6)'), 'northcott:' + [nc(6, 4, 5), nc(6, 1, 3), nc(6, 1, 2)].join(',')],
      [tr('Gaps 2, 3 and a move away'), 'northcott:' + [nc(8, 2, 5), nc(8, 6, 2), nc(8, 1, 8)].join(',')],
    ];
  },
  blank: (w) => { w = Math.min(Math.max(w, 4), 10); return '.B' + '.'.repeat(w - 4) + 'W.'; },
  random: (w) => `northcott:${Array.from({ length: rnd(2, 4) }, () => randomRow(w, { int: rnd })).join(',')}`,
  check: (c, draw) => (c.body.length > draw.cells ? tr('a Northcott row of {n} cells is wider than this page draws ({max})', { n: c.body.length, max: draw.cells }) : null),
  cells: (c) => c.body.length,
  draw(v, g) {
    const cells = v.comp.body;
    const name = tr('row {i}', { i: v.index });
    const b = cells.indexOf('B'), w = cells.indexOf('W');
    const from = new Set(v.marks.map((m) => m.from));
    const to = new Set(v.marks.map((m) => m.to));
    const picked = v.pick?.comp === v.index ? v.pick.cell : -1;
    const r = row(g, 30, {
      cells, key: `c${v.index}`, view: v,
      label: (i, ch) => {
        const what = ch === '.' ? tr('{name}, column {c}: empty', { name, c: i + 1 })
          : ch === 'B' ? tr('{name}, column {c}: black piece', { name, c: i + 1 }) : tr('{name}, column {c}: white piece', { name, c: i + 1 });
        return picked === i + 1 ? tr('{what} (picked up)', { what }) : what;
      },
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
  gesture(c, a, ctx) {
    const cells = c.body;
    if (ctx.mode === 'play') {
      const mine = ctx.turn === 1 ? 'B' : 'W';
      if (a.kind === 'drag') {
        if (cells[a.from - 1] !== mine) return { error: mine === 'B' ? tr("It is black's turn (player {p}): move the black piece.", { p: ctx.turn }) : tr("It is white's turn (player {p}): move the white piece.", { p: ctx.turn }) };
        return { move: `${a.from}>${a.to}` };
      }
      const ch = cells[a.n - 1];
      if (ch === mine) return { info: mine === 'B' ? tr('Click the cell your black piece should move to.') : tr('Click the cell your white piece should move to.') };
      if (ch !== '.') return { error: ch === 'B' ? tr("That is black's piece; white (player {p}) is to move.", { p: ctx.turn }) : tr("That is white's piece; black (player {p}) is to move.", { p: ctx.turn }) };
      return { move: `>${a.n}` }; // your piece, to this cell: the engine says whether it can go
    }
    if (a.kind === 'drag') {
      if (a.from === a.to) return { body: cells };
      if (cells[a.to - 1] !== '.') return { error: tr("Two pieces can't share a cell: column {c} is taken.", { c: a.to }) };
      return { body: setCell(setCell(cells, a.from - 1, '.'), a.to - 1, cells[a.from - 1]) };
    }
    const ch = cells[a.n - 1];
    const picked = ctx.pick?.comp === ctx.index ? ctx.pick.cell : 0;
    if (ch !== '.') {
      if (picked === a.n) return { pick: null };
      if (picked) return { error: tr("Two pieces can't share a cell: column {c} is taken.", { c: a.n }) };
      return { pick: { comp: ctx.index, cell: a.n }, info: ch === 'B' ? tr('Picked up the black piece: now click the cell it goes to.') : tr('Picked up the white piece: now click the cell it goes to.') };
    }
    if (!picked) return { error: tr('Each row holds exactly one black and one white piece: click one of them, then the cell to move it to.') };
    return { body: setCell(setCell(cells, picked - 1, '.'), a.n - 1, cells[picked - 1]) };
  },
  fields: (c, limits, draw) => [{ key: 'width', label: tr('width'), value: c.body.length, min: 2, max: draw.cells }],
  setField(c, key, value, limits, draw) {
    const r = whole(value, 2, draw.cells, tr('The width'));
    return r.error ? r : resize(c.body, r.n);
  },
  notes: note,
  quiz: (r) => `northcott:${Array.from({ length: r.int(2, 3) }, () => {
    const len = r.int(6, 9), b = r.int(0, len - 1);
    let w;
    do w = r.int(0, len - 1); while (w === b);
    return setCell(setCell('.'.repeat(len), b, 'B'), w, 'W');
  }).join(',')}`,
  graph: {
    refusal: () => tr('A Northcott row is not drawn as a graph: each player moves only their own piece and pieces can move back, so positions repeat. The row behaves as a Nim heap whose size is the gap — draw that heap instead.'),
    instead: (c) => `nim:${c.gap}`,
  },
};
