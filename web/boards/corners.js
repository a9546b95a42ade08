// boards/corners.js — Turning Corners: a grid of coins, rows and columns
// numbered from 0 at the top left. A move turns the four corners of a
// rectangle whose corner farthest from (0, 0) goes from heads to tails
// (the engine decides; a refusal says why).
// Edit: click a coin to turn it over; drag to turn a rectangle of coins to
// the side opposite the first one; rows and columns are fields.
// Play: click one corner, then the opposite one (or drag from one to the
// other); click the chosen coin again to let it go. Arrow keys move by row
// and column.

import { s } from '../kit/svg.js';
import { CELL, act, whole, rnd, slices, words as common } from './common.js';
import { coin } from './coins.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board in other languages.
export const words = Promise.all([common, register({ zh: () => import('./corners.zh.js') })]);

const FEW = 2; // winning moves drawn with all four corners and a frame (more: see draw)
import { xorText } from './checkers.js';

const LEFT = 22; // row numbers
const TOP = 18;  // column numbers

const rowsOf = (body) => body.split('/');

/** The nim-product table of the grid, from the engine's detail "values"
 *  (row by row), with the heads' values marked and their XOR. */
function table(c) {
  const grid = rowsOf(c.body);
  const values = c.values ?? [];
  if (!values.length) return null;
  const heads = c.heads ?? [];
  return {
    caption: tr("This grid's part of the nim-multiplication table: coin (r, c) is worth r ⊗ c. The heads are marked; their XOR is the grid's value."),
    corner: '⊗',
    cols: values[0].map((_, k) => String(k)),
    rows: values.map((row, r) => ({ head: String(r), cells: row.map((x, k) => ({ text: String(x), cls: grid[r][k] === 'H' ? 'head' : '' })) })),
    foot: heads.length ? tr('XOR of the heads: {sg}', { sg: xorText(heads.map((x) => x[2]), c.sg) }) : tr('No heads: SG = 0.'),
  };
}

/** One head's value worked out by the mex rule, from the engine's "mex":
 *  {at: [x, y], options, values, value}. */
function mexLine(m) {
  const [x, y] = m.at;
  const v = { x, y, n: m.options, values: m.values.join(tr(', ')), value: m.value };
  if (x === 2 && y === 2) return m.options > 1 ? tr('For example a head alone on ({x}, {y}) can leave {n} positions worth {values}; the smallest value missing is {value}, so {x} ⊗ {y} = {value} (not 4).', v)
    : tr('For example a head alone on ({x}, {y}) can leave {n} position worth {values}; the smallest value missing is {value}, so {x} ⊗ {y} = {value} (not 4).', v);
  return m.options > 1 ? tr('For example a head alone on ({x}, {y}) can leave {n} positions worth {values}; the smallest value missing is {value}, so {x} ⊗ {y} = {value}.', v)
    : tr('For example a head alone on ({x}, {y}) can leave {n} position worth {values}; the smallest value missing is {value}, so {x} ⊗ {y} = {value}.', v);
}

function notes(c) {
  const grid = rowsOf(c.body);
  const cols = grid[0].length;
  const values = c.values ?? [];
  const heads = c.heads ?? [];
  const marks = [];
  grid.forEach((row, r) => [...row].forEach((ch, k) => {
    const val = values[r]?.[k];
    if (val !== undefined) marks.push({ i: r * cols + k + 1, cls: ch === 'H' ? 'nimh' : 'nimv', sym: String(val) });
  }));
  const lines = [
    tr('Turning Corners is a coin-turning game, so the grid is worth the XOR of its single heads (turning a coin twice undoes it). Over the board each coin shows what a head there is worth.'),
    tr('A head alone on (x, y) is turned with the other corners (a, b), (a, y), (x, b) of a rectangle, a < x and b < y, leaving heads worth a⊗b ⊕ a⊗y ⊕ x⊗b. So its value is mex{a⊗b ⊕ a⊗y ⊕ x⊗b : a < x, b < y} — exactly the definition of the nim-product x ⊗ y. Coins in row 0 or column 0 are worth 0: they are never the far corner.'),
    ...(c.mex ? [mexLine(c.mex)] : []), // the engine's worked example: (2, 2), or a head inside
    grid.length > 4 && cols > 4
      ? tr('Nim-products are not ordinary products: 2 ⊗ 2 = 3 and 4 ⊗ 4 = 6 (row 4, column 4 of the table), because a Fermat 2-power F = 2, 4, 16, 256, … times itself is 3F/2; 2 ⊗ 3 = 1 and 3 ⊗ 3 = 2. With them the numbers below 2^(2^k) form a field, and the table is its multiplication table.')
      : tr('Nim-products are not ordinary products: 2 ⊗ 2 = 3 and 4 ⊗ 4 = 6, because a Fermat 2-power F = 2, 4, 16, 256, … times itself is 3F/2; 2 ⊗ 3 = 1 and 3 ⊗ 3 = 2. With them the numbers below 2^(2^k) form a field, and the table is its multiplication table.'),
    heads.length
      ? tr('Heads on {coins}: worth {values} → {sg}.', { coins: heads.map(([r, k]) => `(${r}, ${k})`).join(tr(', ')), values: heads.map((x) => x[2]).join(tr(', ')), sg: xorText(heads.map((x) => x[2]), c.sg) })
      : tr('No coin shows heads: there is no move left. SG = 0.'),
  ];
  return { unit: 'cell', marks, spans: [], lines, heap: c.sg };
}

/** The rectangle with opposite corners p and q ({r, c}) as a move, or an error. */
function rect(p, q) {
  if (p.r === q.r || p.c === q.c) return { error: tr('The two corners must be in different rows and different columns: a move turns the four corners of a rectangle.'), pick: null };
  return { move: `${Math.min(p.r, q.r)}.${Math.min(p.c, q.c)}-${Math.max(p.r, q.r)}.${Math.max(p.c, q.c)}`, pick: null };
}

function resize(body, rows, cols) {
  const grid = rowsOf(body);
  return Array.from({ length: rows }, (_, r) => (grid[r] ?? '').slice(0, cols).padEnd(cols, 'T')).join('/');
}

export default {
  game: 'corners',
  css: [new URL('./coins.css', import.meta.url).href, new URL('./corners.css', import.meta.url).href], // coins, and the grid
  get title() { return tr('Turning Corners (coins)'); },
  get noun() { return tr('grid'); },
  get intro() { return tr('A grid of coins where a move turns the four corners of a rectangle: a head on (x, y) is worth the nim-product x ⊗ y.'); },
  get exercises() {
    return [ // the Exercises tab: [position, what is asked, question, source in Ferguson's book]
      ['corners:TTTTT/TTTHT/TTTTT/TTHTT/TTTTH', 'move', tr('Turning Corners with heads at (1, 3), (3, 2) and (4, 4): find the winning move (the book finds it unique).'), tr('§5.2, the position (5) in Turning Corners')],
      [`corners:${Array.from({ length: 7 }, (_, r) => (r === 6 ? 'T'.repeat(21) + 'H' : 'T'.repeat(22))).join('/')}`, 'sg', tr('Find 6 ⊗ 21: the SG value of a single heads at (6, 21) in Turning Corners.'), tr('§5.5, Exercise 6(a)')],
    ];
  },
  get examples() {
    return [
      [tr('Turning Corners: three heads'), 'corners:TTTT/THTH/TTHT'],
      [tr('Turning Corners: heads on (2, 2) and (4, 4)'), 'corners:TTTTT/TTTTT/TTHTT/TTTTT/TTTTH'],
      [tr('Turning Corners: a P-position (2⊗2 = 3 = 1⊗3)'), 'corners:TTTT/TTTH/TTHT'],
      [tr('Turning Corners: a 6 × 6 grid'), 'corners:TTTTTT/THTTHT/TTHTTT/TTTHTT/THTTHT/TTTTTH'],
    ];
  },
  blank: () => 'TTT/TTT/TTH',
  random: () => {
    const rows = rnd(3, 6), cols = rnd(3, 6);
    const g = Array.from({ length: rows }, () => Array.from({ length: cols }, () => (rnd(0, 9) < 3 ? 'H' : 'T')));
    g[rnd(1, rows - 1)][rnd(1, cols - 1)] = 'H';
    return `corners:${g.map((r) => r.join('')).join('/')}`;
  },
  cells: (c) => c.body.length,
  draw(v, g) {
    const grid = rowsOf(v.comp.body);
    const rows = grid.length, cols = grid[0].length;
    const name = tr('grid {i}', { i: v.index });
    const play = v.mode === 'play';
    const corners = v.marks.map((m) => {
      const [[a, b], [x, y]] = m.move.slice(m.move.indexOf(':') + 1).split('-').map((p) => p.split('.').map(Number));
      return { m, a, b, x, y };
    });
    // Few winning moves: each one's four corners are marked and its rectangle framed. Many
    // (they would cover nearly every coin): only the coins they turn from heads to tails; a
    // move's rectangle shows while its line in the move list is pointed at or focused.
    const few = corners.length <= FEW;
    const take = new Set(corners.map((k) => `${k.x},${k.y}`));
    const turn = new Set(few ? corners.flatMap((k) => [`${k.a},${k.b}`, `${k.a},${k.y}`, `${k.x},${k.b}`]) : []);
    const plain = rows * cols > 256;
    const picked = play && v.pick?.comp === v.index ? v.pick : null;
    const X = (k) => LEFT + k * CELL, Y = (r) => TOP + r * CELL;
    for (let k = 0; k < cols; k++) g.append(s('text', { x: X(k) + CELL / 2, y: TOP - 5, class: 'colnum', 'text-anchor': 'middle', text: k }));
    for (let r = 0; r < rows; r++) g.append(s('text', { x: LEFT - 6, y: Y(r) + CELL / 2 + 4, class: 'colnum', 'text-anchor': 'end', text: r }));
    slices(v, g, rows, Math.max(1, Math.floor(128 / cols)), (r, into) => { // a large grid: a few rows a frame
      for (let k = 0; k < cols; k++) {
        const side = grid[r][k];
        const key = `${r},${k}`;
        const mark = take.has(key) ? 'take' : turn.has(key) ? 'turn' : '';
        const chosen = picked && picked.r === r && picked.c === k;
        const how = !play ? tr('click to turn it over')
          : chosen ? tr('chosen as a corner; click again to let it go')
          : picked ? tr('click to make it the opposite corner') : tr('click to choose it as one corner of a rectangle');
        let label = tr('{name}, row {r}, column {c}: {state}; {how}', { name, r, c: k, state: side === 'H' ? tr('heads') : tr('tails'), how });
        if (mark === 'take') label = tr('{what} — a winning move turns it from heads to tails', { what: label });
        else if (mark) label = tr('{what} — a winning move turns it', { what: label });
        const a = act(into, 'cell', r * cols + k + 1, `c${v.index}-${r}-${k}`, label,
          { 'data-drag': '', 'data-gx': k, 'data-gy': r });
        a.append(s('rect', { x: X(k) + 1, y: Y(r) + 1, width: CELL - 2, height: CELL - 2, rx: 6, class: `cell coinbox${mark ? ' ' + mark : ''}${chosen ? ' picked' : ''}` }));
        coin(a, X(k) + CELL / 2, Y(r) + CELL / 2, side, mark, plain);
      }
    });
    for (const k of corners) { // each winning move: a frame around its rectangle
      const x1 = X(k.b) + 1, y1 = Y(k.a) + 1, x2 = X(k.y) + CELL - 1, y2 = Y(k.x) + CELL - 1;
      g.append(s('rect', { x: x1, y: y1, width: x2 - x1, height: y2 - y1, rx: 7, class: `rect-mark${few ? '' : ' quiet'}`, 'data-move': k.m.move }));
    }
    return {
      width: LEFT + cols * CELL + 4, height: TOP + rows * CELL + 4,
      cell: (n) => { if (n < 1 || n > rows * cols) return null; const r = Math.floor((n - 1) / cols), k = (n - 1) % cols; return { x: X(k), y: Y(r), w: CELL, h: CELL }; },
    };
  },
  gesture(c, a, ctx) {
    const grid = rowsOf(c.body);
    const cols = grid[0].length;
    const at = (n) => ({ r: Math.floor((n - 1) / cols), c: (n - 1) % cols });
    if (ctx.mode === 'edit') {
      if (a.kind === 'drag') {
        const p = at(a.from), q = at(a.to);
        const ch = grid[p.r][p.c] === 'H' ? 'T' : 'H';
        const out = grid.map((row, r) => [...row].map((x, k) => (r >= Math.min(p.r, q.r) && r <= Math.max(p.r, q.r) && k >= Math.min(p.c, q.c) && k <= Math.max(p.c, q.c) ? ch : x)).join(''));
        return { body: out.join('/') };
      }
      const p = at(a.n);
      grid[p.r] = grid[p.r].slice(0, p.c) + (grid[p.r][p.c] === 'H' ? 'T' : 'H') + grid[p.r].slice(p.c + 1);
      return { body: grid.join('/') };
    }
    if (a.kind === 'drag') return a.from === a.to ? {} : rect(at(a.from), at(a.to));
    const p = at(a.n);
    const first = ctx.pick?.comp === ctx.index ? ctx.pick : null;
    if (!first) return { pick: { comp: ctx.index, r: p.r, c: p.c }, info: tr('Coin ({r}, {c}) chosen as one corner: click the opposite corner of the rectangle (its corner farthest from (0, 0) must show heads).', { r: p.r, c: p.c }) };
    if (first.r === p.r && first.c === p.c) return { pick: null, info: tr('Coin ({r}, {c}) let go.', { r: p.r, c: p.c }) };
    return rect(first, p);
  },
  fields: (c, limits) => {
    const grid = rowsOf(c.body);
    const max = limits?.size ?? 32;
    return [
      { key: 'rows', label: tr('rows'), value: grid.length, min: 1, max },
      { key: 'cols', label: tr('columns'), value: grid[0].length, min: 1, max },
    ];
  },
  setField(c, key, value, limits) {
    const grid = rowsOf(c.body);
    const r = whole(value, 1, limits?.size ?? 32, key === 'rows' ? tr('The number of rows') : tr('The number of columns'));
    if (r.error) return r;
    return { body: key === 'rows' ? resize(c.body, r.n, grid[0].length) : resize(c.body, grid.length, r.n) };
  },
  notes,
  table,
  quiz: (r) => {
    const rows = r.int(2, 4), cols = r.int(3, 4);
    return `corners:${Array.from({ length: rows }, () => Array.from({ length: cols }, () => (r.int(0, 9) < 4 ? 'H' : 'T')).join('')).join('/')}`;
  },
};
