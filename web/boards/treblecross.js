// boards/treblecross.js — Treblecross (LightOJ 1229): a strip of cells; a
// move puts an X on an empty cell, and whoever makes three in a row wins.
// Edit: click a cell to put or remove an X. Play: click an empty cell.

import { s } from '../kit/svg.js';
import { CELL, row, setCell, whole, rnd, words as common } from './common.js';
import { xorText } from './checkers.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board in other languages.
export const words = Promise.all([common, register({ zh: () => import('./treblecross.zh.js') })]);

function cross(a, cx, cy) {
  const d = CELL * 0.27;
  a.append(s('path', { d: `M${cx - d},${cy - d} L${cx + d},${cy + d} M${cx + d},${cy - d} L${cx - d},${cy + d}`, class: 'xmark' }));
}

function resize(cells, w) {
  if (w >= cells.length) return { body: cells + '.'.repeat(w - cells.length) };
  const p = cells.slice(w).indexOf('X');
  if (p >= 0) return { error: tr("Can't make the strip {w} long: cell {c} has an X. Remove it first.", { w, c: w + p + 1 }) };
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
  if (c.over) return { unit: 'cell', marks, spans: [], heap: null, lines: [play === 'misere' ? tr('Three X\'s stand in a row: the game is over, and in misère play whoever made them has lost, so the player to move has won.') : tr('Three X\'s stand in a row: the game is over and the player to move has lost.')] };
  const stretch = new Set();
  for (const [f, l] of c.stretches ?? []) for (let i = f; i < f + l; i++) stretch.add(i);
  if (c.threat) {
    const wins = c.threes ?? [];
    if (play === 'misere') return { // making three in a row is the last move: it loses
      unit: 'cell', marks: wins.map((i) => ({ i, cls: 'dead', sym: '×' })), spans: [], heap: null,
      lines: [wins.length > 1 ? tr('Two X\'s are close together: an X on cells {cells} would make three in a row — in misère play that is the last move, and it loses, so neither player wants to play there.', { cells: wins.join(tr(', ')) }) : tr('Two X\'s are close together: an X on cell {cells} would make three in a row — in misère play that is the last move, and it loses, so neither player wants to play there.', { cells: wins.join(tr(', ')) })],
    };
    for (const i of wins) marks.push({ i, cls: 'win', sym: '★' });
    return {
      unit: 'cell', marks, spans: [], heap: null,
      lines: [wins.length > 1
        ? tr("Two X's are close together: the player to move completes three in a row at once, on cells {cells}. No SG values are needed here — the game ends now.", { cells: wins.join(tr(', ')) })
        : tr("Two X's are close together: the player to move completes three in a row at once, on cell {cells}. No SG values are needed here — the game ends now.", { cells: wins.join(tr(', ')) })],
    };
  }
  for (let i = 0; i < cells.length; i++) if (cells[i] === '.' && !stretch.has(i + 1)) marks.push({ i: i + 1, cls: 'dead', sym: '×' });
  const spans = (c.stretches ?? []).map(([first, len, sg]) => ({ from: first, to: first + len - 1, label: `${len} · SG ${sg}`, short: String(sg), cls: 'odd' }));
  const dead = marks.length;
  return {
    unit: 'cell', marks, spans, heap: c.sg,
    lines: [
      !dead ? tr('Cells within two of an X are dead (×): an X there lets the opponent complete three at once, so nobody good plays them.')
        : dead === 1 ? tr('Cells within two of an X are dead (×): an X there lets the opponent complete three at once, so nobody good plays them — here {n} dead cell.', { n: dead })
        : tr('Cells within two of an X are dead (×): an X there lets the opponent complete three at once, so nobody good plays them — here {n} dead cells.', { n: dead }),
      tr('The safe cells fall into stretches that do not interact: an X in a stretch kills its neighbours within two and splits it in two. Each stretch is one heap, its value read from the stretch table (octal game 0.007).'),
      spans.length
        ? tr('Stretches: {list} → {sg}.', {
          list: c.stretches.map(([f, l, g]) => (l === 1 ? tr('cell {f} ({l} free, SG {g})', { f, l, g }) : tr('cells {f}–{t} ({l} free, SG {g})', { f, t: f + l - 1, l, g }))).join(tr('; ')),
          sg: xorText(c.stretches.map((x) => x[2]), c.sg),
        })
        : tr('No safe cell is left: whoever moves must hand the opponent three in a row. SG = 0.'),
    ],
  };
}

export default {
  game: 'treblecross',
  css: new URL('./treblecross.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr('Treblecross (LightOJ 1229)'); },
  get noun() { return tr('strip'); },
  row: true, // the body is a row of cells; moves' from/to are its cells (1-based)
  get overWords() { return tr("three X's stand in a row"); },
  get threatWords() { return tr('an X completes three in a row'); },
  get intro() { return tr('A Treblecross strip splits into independent stretches of safe cells.'); },
  get sums() { return [[tr('Treblecross strips and a Bash heap'), 'treblecross:.......,.........+sub(1-3):9']]; },
  get examples() {
    return [
      [tr('LightOJ sample 1: {cells}', { cells: '.....' }), 'treblecross:.....'],
      [tr('LightOJ sample 2: {cells}', { cells: '.X.X...X' }), 'treblecross:.X.X...X'],
      [tr('LightOJ sample 3: 18 empty cells'), 'treblecross:' + '.'.repeat(18)],
      [tr('LightOJ sample 4: a losing strip'), 'treblecross:X.....X..X.......X....X..X'],
      [tr('The trap: {cells}', { cells: '...X.X..' }), 'treblecross:...X.X..'],
    ];
  },
  blank: (w) => '.'.repeat(Math.max(w, 3)),
  random: (w) => `treblecross:${Array.from({ length: rnd(1, 3) }, () => randomStrip(w, { int: rnd })).join(',')}`,
  check: (c, draw) => (c.body.length > draw.cells ? tr('a Treblecross strip of {n} cells is longer than this page draws ({max})', { n: c.body.length, max: draw.cells }) : null),
  cells: (c) => c.body.length,
  draw(v, g) {
    const cells = v.comp.body;
    const name = tr('strip {i}', { i: v.index });
    const to = new Set(v.marks.map((m) => m.to));
    const r = row(g, 30, {
      cells, key: `c${v.index}`, view: v,
      label: (i, ch) => (ch === 'X' ? tr('{name}, cell {c}: X', { name, c: i + 1 }) : tr('{name}, cell {c}: empty', { name, c: i + 1 })),
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
  fields: (c, limits, draw) => [{ key: 'width', label: tr('cells'), value: c.body.length, min: 3, max: draw.cells }],
  setField(c, key, value, limits, draw) {
    const r = whole(value, 3, draw.cells, tr('The length'));
    return r.error ? r : resize(c.body, r.n);
  },
  notes: note,
  quiz: (r) => `treblecross:${randomStrip(r.int(6, 13), r)}`,
  get families() { return [{ id: 'treblecross', label: tr('Treblecross: free stretch of n cells'), fields: [], family: () => ({ text: 'treblecross' }) }]; },
  familyOf: () => ({ id: 'treblecross', values: {} }),
  graph: { get normalOnly() { return tr('Leave out moves onto dead cells (the stretch model, where SG values live)'); } },
};
