// boards/treblecross.js — Treblecross (LightOJ 1229): a strip of cells; a
// move puts an X on an empty cell, and whoever makes three in a row wins.
// Edit: click a cell to put or remove an X. Play: click an empty cell.

import { s } from '../ui/svg.js';
import { CELL, row, setCell, whole, rnd } from './common.js';
import { xorText } from './checkers.js';

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

function randomStrip(w, r) {
  w = Math.max(w, 8);
  let c = '.'.repeat(w);
  for (let k = r.int(0, Math.floor(w / 6)); k > 0; k--) {
    const t = setCell(c, r.int(0, w - 1), 'X');
    if (!/X.?X/.test(t)) c = t; // X's apart: never a threat to begin with
  }
  return c;
}

function note(c, { play = 'normal' } = {}) {
  const cells = c.body;
  const marks = [];
  if (c.over) return { unit: 'cell', marks, spans: [], heap: null, lines: [play === 'misere' ? 'Three X\'s stand in a row: the game is over, and in misère play whoever made them has lost, so the player to move has won.' : 'Three X\'s stand in a row: the game is over and the player to move has lost.'] };
  const stretch = new Set();
  for (const [f, l] of c.stretches ?? []) for (let i = f; i < f + l; i++) stretch.add(i);
  if (c.threat) {
    const wins = c.threes ?? [];
    if (play === 'misere') return { // making three in a row is the last move: it loses
      unit: 'cell', marks: wins.map((i) => ({ i, cls: 'dead', sym: '×' })), spans: [], heap: null,
      lines: [`Two X's are close together: an X on cell${wins.length > 1 ? 's' : ''} ${wins.join(', ')} would make three in a row — in misère play that is the last move, and it loses, so neither player wants to play there.`],
    };
    for (const i of wins) marks.push({ i, cls: 'win', sym: '★' });
    return {
      unit: 'cell', marks, spans: [], heap: null,
      lines: [`Two X's are close together: the player to move completes three in a row at once, on cell${wins.length > 1 ? 's' : ''} ${wins.join(', ')}. No SG values are needed here — the game ends now.`],
    };
  }
  for (let i = 0; i < cells.length; i++) if (cells[i] === '.' && !stretch.has(i + 1)) marks.push({ i: i + 1, cls: 'dead', sym: '×' });
  const spans = (c.stretches ?? []).map(([first, len, sg]) => ({ from: first, to: first + len - 1, label: `${len} · SG ${sg}`, short: String(sg), cls: 'odd' }));
  return {
    unit: 'cell', marks, spans, heap: c.sg,
    lines: [
      `Cells within two of an X are dead (×): an X there lets the opponent complete three at once, so nobody good plays them${marks.length ? ` — here ${marks.length} dead cell${marks.length > 1 ? 's' : ''}` : ''}.`,
      'The safe cells fall into stretches that do not interact: an X in a stretch kills its neighbours within two and splits it in two. Each stretch is one heap, its value read from the stretch table (octal game 0.007).',
      spans.length
        ? `Stretches: ${c.stretches.map(([f, l, g]) => `${l === 1 ? `cell ${f}` : `cells ${f}–${f + l - 1}`} (${l} free, SG ${g})`).join('; ')} → ${xorText(c.stretches.map((x) => x[2]), c.sg)}.`
        : 'No safe cell is left: whoever moves must hand the opponent three in a row. SG = 0.',
    ],
  };
}

export default {
  game: 'treblecross',
  css: new URL('./treblecross.css', import.meta.url).href, // its own look, loaded with it
  title: 'Treblecross (LightOJ 1229)',
  noun: 'strip',
  row: true, // the body is a row of cells; moves' from/to are its cells (1-based)
  overWords: "three X's stand in a row",
  threatWords: 'an X completes three in a row',
  intro: 'A Treblecross strip splits into independent stretches of safe cells.',
  sums: [['Treblecross strips and a Bash heap', 'treblecross:.......,.........+sub(1-3):9']],
  examples: [
    ['LightOJ sample 1: .....', 'treblecross:.....'],
    ['LightOJ sample 2: .X.X...X', 'treblecross:.X.X...X'],
    ['LightOJ sample 3: 18 empty cells', 'treblecross:' + '.'.repeat(18)],
    ['LightOJ sample 4: a losing strip', 'treblecross:X.....X..X.......X....X..X'],
    ['The trap: ...X.X..', 'treblecross:...X.X..'],
  ],
  blank: (w) => '.'.repeat(Math.max(w, 3)),
  random: (w) => `treblecross:${Array.from({ length: rnd(1, 3) }, () => randomStrip(w, { int: rnd })).join(',')}`,
  check: (c, draw) => (c.body.length > draw.cells ? `a Treblecross strip of ${c.body.length} cells is longer than this page draws (${draw.cells})` : null),
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
  gesture(c, a, ctx) {
    const n = a.kind === 'drag' ? a.to : a.n;
    if (ctx.mode === 'play') return { move: String(n) };
    if (a.kind === 'drag') return { body: c.body };
    return { body: setCell(c.body, n - 1, c.body[n - 1] === 'X' ? '.' : 'X') };
  },
  fields: (c, limits, draw) => [{ key: 'width', label: 'cells', value: c.body.length, min: 3, max: draw.cells }],
  setField(c, key, value, limits, draw) {
    const r = whole(value, 3, draw.cells, 'The length');
    return r.error ? r : resize(c.body, r.n);
  },
  notes: note,
  quiz: (r) => `treblecross:${randomStrip(r.int(6, 13), r)}`,
  families: [{ id: 'treblecross', label: 'Treblecross: free stretch of n cells', fields: [], family: () => ({ text: 'treblecross' }) }],
  familyOf: () => ({ id: 'treblecross', values: {} }),
  graph: { normalOnly: 'Leave out moves onto dead cells (the stretch model, where SG values live)' },
};
