// boards/wythoff.js — Wythoff's game: two heaps x/y, a move takes stones
// from one heap or the same number from both. Drawn as a queen on a board
// (x across, y down, the corner (0, 0) at the top left): she moves left, up,
// or diagonally towards the corner. Cold cells (the P-positions
// (⌊kφ⌋, ⌊kφ²⌋) and their mirror images) are ringed, and every winning move
// is an arrow to its cell. Heaps past what the board holds are drawn as two
// stacks with a break, numbers exact (BigInt). Under the board, the SG table
// of the corner (values by mex, from the engine's grid call) on a canvas.
// Edit: click or drag the queen to a cell; fields for both heaps.
// Play: click the cell to move to (or drag the queen there); on the stacks,
// click a stone to take it and all above it, Shift+click to take as many
// from both heaps.

import { s, h } from '../kit/svg.js';
import { act, stack, stackHeight, whole, rnd, big, textWidth } from './common.js';
import { heapMarks } from './nim.js';
import * as engine from '../engine/engine.js';
import { runInBackground } from '../engine/background.js';
import { tr, sayMsg, register, onLang } from '../i18n/i18n.js';

// The board's words in other languages (loaded with it).
export const words = register({ zh: () => import('./wythoff.zh.js') });

const C = 26;        // a cell of the board
const LEFT = 26;     // room for row numbers
const TOP = 18;      // room for column numbers
const GRID_MAX = 22; // heaps up to this are drawn on the board; larger ones as stacks

/* ---- what the engine says of a position ---------------------------------------
** The cold cells (P-positions) come from the engine's analysis: "cold" and
** "misere_cold", the cold pairs [a, b] (a <= b; (b, a) is cold too) around
** the queen, and "pair", the cold pair with the position's difference. */

/** The cold cells "x,y" of a component's analysis within N × N, in the play
 *  the page shows. */
function coldCells(info, N, play) {
  const out = new Set();
  for (const [a, b] of (play === 'misere' ? info?.misere_cold : info?.cold) ?? []) {
    if (BigInt(a) < BigInt(N) && BigInt(b) < BigInt(N)) out.add(`${a},${b}`).add(`${b},${a}`);
  }
  return out;
}

/** A number in groups of three digits ("1 000 000 000"), exact. */
export const num = (v) => String(v).replace(/\B(?=(\d{3})+$)/g, '\u2009');


/* ---- drawing -------------------------------------------------------------------- */

const heapsOf = (body) => body.split('/').map(big);
const targetOf = (m) => heapsOf(m.move.slice(m.move.indexOf('>') + 1));
const onBoard = ([x, y]) => x <= BigInt(GRID_MAX) && y <= BigInt(GRID_MAX);
/** Cells per side of the board for heaps x, y: room to move the queen out. */
const sideOf = ([x, y]) => Math.max(8, Number(x > y ? x : y) + 3);

function drawBoard(v, g, xy) {
  const [x, y] = xy.map(Number);
  const N = sideOf(xy);
  const edit = v.mode === 'edit';
  const name = tr('queen {i}', { i: v.index });
  const X = (i) => LEFT + i * C, Y = (j) => TOP + j * C;
  const wins = v.marks.map((m) => ({ m, to: targetOf(m).map(Number) }));
  const target = new Map(wins.map((w) => [`${w.to[0]},${w.to[1]}`, w.m]));
  const reach = (i, j) => (i < x && j === y) || (i === x && j < y) || (i < x && x - i === y - j);
  const isCold = coldCells(v.info, N, v.play); // the engine's P-positions, in the play shown
  for (let i = 0; i < N; i++) g.append(s('text', { x: X(i) + C / 2, y: TOP - 5, class: 'colnum', 'text-anchor': 'middle', text: i }));
  for (let j = 0; j < N; j++) g.append(s('text', { x: LEFT - 5, y: Y(j) + C / 2 + 4, class: 'colnum', 'text-anchor': 'end', text: j }));
  for (let j = 0; j < N; j++) {
    for (let i = 0; i < N; i++) {
      const key = `${i},${j}`;
      const here = i === x && j === y;
      const win = target.get(key);
      const can = reach(i, j);
      const c = !v.hide && isCold.has(key); // (v.hide: an exercise asks — no cold cell is shown)
      const how = here ? (edit ? tr('the queen; drag her to another cell') : tr('the queen'))
        : edit ? tr('click to put the queen here') : can ? tr('click to move the queen here') : tr('the queen cannot reach it');
      const a = act(g, 'cell', j * N + i + 1, `c${v.index}-${i}-${j}`,
        tr('{name}, cell ({i}, {j}){cold}: {how}{win}', { name, i, j, how, cold: c ? tr(', a cold cell (P-position)') : '', win: win ? tr(' — a winning move') : '' }),
        { 'data-drag': '', 'data-gx': i, 'data-gy': j, 'data-cold': c ? '' : null, 'data-win': win ? win.move : null });
      a.append(s('rect', { x: X(i) + 1, y: Y(j) + 1, width: C - 2, height: C - 2, rx: 3,
        class: `cell wy${(i + j) % 2 ? ' dark' : ''}${can ? ' reach' : ''}${win ? ' take target' : ''}` }));
      if (c) a.append(s('circle', { cx: X(i) + C / 2, cy: Y(j) + C / 2, r: C / 2 - 5, class: 'wy-cold' }));
      if (here) a.append(s('text', { x: X(i) + C / 2, y: Y(j) + C / 2 + 7, class: 'wy-queen', 'text-anchor': 'middle', text: '♛' }));
    }
  }
  for (const w of wins) { // an arrow from the queen to each winning cell
    const [i, j] = w.to;
    const dx = i - x, dy = j - y, len = Math.hypot(dx, dy) || 1;
    g.append(s('line', { x1: X(x) + C / 2 + (dx / len) * 9, y1: Y(y) + C / 2 + (dy / len) * 9, x2: X(i) + C / 2 - (dx / len) * 8, y2: Y(j) + C / 2 - (dy / len) * 8, class: 'wy-arrow', 'marker-end': 'url(#arrowhead)', 'data-move': w.m.move }));
  }
  return { width: LEFT + N * C + 4, height: TOP + N * C + 4, cell: (n) => (n < 1 || n > N * N ? null : { x: X((n - 1) % N), y: Y(Math.floor((n - 1) / N)), w: C, h: C }) };
}

function drawHeaps(v, g, xy) {
  const [x, y] = xy;
  const max = v.draw.stones;
  const edit = v.mode === 'edit';
  const room = Math.min(Number((x > y ? x : y) < BigInt(max) ? (x > y ? x : y) : BigInt(max)) + (edit ? 2 : 1), max + 1);
  const base = stackHeight(room) + 4;
  const tos = v.marks.map(targetOf);
  const boxes = [];
  const counts = xy.map((hh, k) => tr('heap {h}: {n}', { h: k === 0 ? 'x' : 'y', n: num(hh) }));
  const half = counts.map((t) => textWidth(t, 12) / 2 + 6); // (a heap of 10^18: its count, 19 digits, wider than the heaps' gap)
  const x0 = Math.max(70, half[0]);
  const at = [x0, x0 + Math.max(200, half[0] + half[1])];
  xy.forEach((hh, k) => {
    const cx = at[k];
    const moves = tos.filter((t) => t[k] < hh).map((t) => ({ to: t[k] }));
    g.append(s('ellipse', { cx, cy: base - 5, rx: 36, ry: 7, class: 'plate' }));
    g.append(s('text', { x: cx, y: base + 15, class: 'count', 'text-anchor': 'middle', text: counts[k] }));
    const st = stack(g, cx, base, { h: hh, max, room, edit, play: !edit, kind: 'stone', key: `c${v.index}-h${k + 1}`, name: tr('queen {i}, heap {h}', { i: v.index, h: k === 0 ? 'x' : 'y' }), take: heapMarks(moves), wide: (k === 0 ? 2 * cx : at[1] - at[0]) - 8, extra: { 'data-s': k + 1 } }); // (the first heap's count of stones not drawn stays off the board's left edge)
    boxes.push(st);
  });
  const lines = [tr('Position ({x}, {y}), difference {d}.', { x: num(x), y: num(y), d: num(x > y ? x - y : y - x) })];
  const d = x > y ? x - y : y - x, [a, b] = v.info?.pair ?? ['?', '?'];
  const pair = { d: num(d), a: num(a), b: num(b) };
  if (!v.hide) lines.push(v.info?.p ? tr('Cold pair with that difference: (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b}) — this position.', pair) : tr('Cold pair with that difference: (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b}).', pair)); // (an exercise: no cold pair)
  for (const t of tos) lines.push(tr('Winning move to ({x}, {y}).', { x: num(t[0]), y: num(t[1]) }));
  lines.forEach((t, k) => g.append(s('text', { x: 6, y: base + 38 + k * 17, class: 'wy-line', text: t })));
  const width = Math.max(340, at[1] + half[1], ...lines.map((t) => textWidth(t, 11.5) + 12));
  return { width, height: base + 30 + lines.length * 17, cell: (lv) => boxes[0].cell(lv), levels: boxes[0].levels };
}

/* ---- the SG table (canvas) ------------------------------------------------------ */

const SIZES = [32, 64, 128, 256, 512, 1000, 1024];
const SPAN = 1024; // the canvas's data-n: x * SPAN + y + 1, the cell under the pointer
const tables = new Map(); // component index → its panel (kept across redraws)
const grids = new Map();  // size → the engine's grid (one at a time is kept)

/** The grid of n × n, from the engine: in the worker for a large one, so
 *  the page never waits on it. */
async function fetchGrid(n) {
  if (grids.has(n)) return grids.get(n);
  const g = n <= 128 || typeof Worker === 'undefined' ? await engine.grid('wythoff', n, n) : await runInBackground('grid', ['wythoff', n, n], { lane: 'views' });
  grids.clear();
  grids.set(n, g);
  return g;
}

/** A colour for SG value v of at most `top`: a dark-to-light ramp through
 *  blue, green and yellow; 0 is black. */
function colour(v, top) {
  if (v === 0) return [0, 0, 0];
  const t = Math.min(1, v / Math.max(1, top));
  const hue = 230 - 180 * t, light = 0.55 + 0.3 * t;
  const c = (1 - Math.abs(2 * light - 1)) * 0.85, hp = hue / 60, xx = c * (1 - Math.abs((hp % 2) - 1));
  const [r, gg, b] = hp < 1 ? [c, xx, 0] : hp < 2 ? [xx, c, 0] : hp < 3 ? [0, c, xx] : hp < 4 ? [0, xx, c] : hp < 5 ? [xx, 0, c] : [c, 0, xx];
  const m = light - c / 2;
  return [r, gg, b].map((u) => Math.round((u + m) * 255));
}

/** Draws grid g on canvas cv (one pixel, or a square of `scale` pixels, per
 *  cell; x across, y down), zeros black (or misère P-positions, with
 *  `misere`), the values of a small table written in. Returns the ms taken. */
export function paint(cv, g, misere = false) {
  const t0 = performance.now();
  const n = g.rows;
  const scale = n <= 40 ? 16 : n <= 128 ? 4 : n <= 512 ? 2 : 1;
  cv.width = n * scale;
  cv.height = n * scale;
  const ctx = cv.getContext('2d');
  const img = ctx.createImageData(n * scale, n * scale);
  const px = new Uint32Array(img.data.buffer);
  let top = 0;
  for (let k = 0; k < g.values.length; k++) if (g.values[k] > top) top = g.values[k];
  const lut = new Uint32Array(top + 1);
  for (let v = 0; v <= top; v++) { const [r, gg, b] = colour(v, top); lut[v] = (255 << 24) | (b << 16) | (gg << 8) | r; }
  const mark = (255 << 24) | (255 << 16) | (255 << 8) | 255;
  const W = n * scale;
  for (let xx = 0; xx < n; xx++) {
    for (let y = 0; y < n; y++) {
      const i = xx * n + y;
      const c = misere ? (g.misere[i] ? 0xff000000 : lut[g.values[i]] | 0) : lut[g.values[i]];
      if (scale === 1) { px[y * W + xx] = c; continue; }
      for (let dy = 0; dy < scale; dy++) px.fill(c, (y * scale + dy) * W + xx * scale, (y * scale + dy) * W + xx * scale + scale);
      if (misere && g.misere[i]) px[(y * scale + (scale >> 1)) * W + xx * scale + (scale >> 1)] = mark;
    }
  }
  ctx.putImageData(img, 0, 0);
  if (scale >= 16) { // a small table: the values written in, zeros ringed
    ctx.font = '9px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let xx = 0; xx < n; xx++) for (let y = 0; y < n; y++) {
      const v = g.values[xx * n + y];
      const zero = misere ? g.misere[xx * n + y] : v === 0;
      ctx.fillStyle = zero || v > top * 0.55 ? (zero ? '#fff' : '#000') : '#fff';
      ctx.fillText(String(v), xx * 16 + 8, y * 16 + 8.5);
      if (zero) { ctx.strokeStyle = '#ffd23f'; ctx.lineWidth = 1.5; ctx.strokeRect(xx * 16 + 1, y * 16 + 1, 14, 14); }
    }
  }
  return performance.now() - t0;
}

/** The panel under a queen's board: a size, "misère", the canvas, a line
 *  naming the cell under the pointer, the time the table took. The canvas
 *  carries data-act="sgcell" and data-n (the cell under the pointer), so a
 *  click is a gesture like any other on the board. */
function panel(v) {
  let p = tables.get(v.index);
  if (!p) {
    const size = h('select', { 'data-key': `c${v.index}-sgsize` }, SIZES.map((n) => h('option', { value: n, text: `${n} × ${n}` })));
    size.value = '64';
    const mis = h('input', { type: 'checkbox', 'data-key': `c${v.index}-sgmis` });
    const cv = h('canvas', { class: 'wy-canvas', 'data-act': 'sgcell', 'data-n': '0', role: 'img' });
    const at = h('p', { class: 'wy-at', 'aria-live': 'polite' });
    const time = h('p', { class: 'wy-time note' });
    const summary = h('summary'), sizeWord = h('span'), misWord = h('span'), key = h('p', { class: 'note' });
    const el = h('details', { class: 'wy-table' },
      summary,
      h('div', { class: 'wy-controls' }, h('label', null, sizeWord, size), h('label', { class: 'check' }, mis, misWord)),
      key,
      h('div', { class: 'wy-canvas-box' }, cv), at, time);
    p = { el, cv, size, mis, at, time, g: null, here: null, seq: 0, sayAt: () => tr('Point at a cell to read its value; click it to go there.'), sayTime: () => '' };
    // the panel's words, said again when the language changes (the panel is kept across redraws)
    p.say = () => {
      size.setAttribute('aria-label', tr('Size of the SG table'));
      cv.setAttribute('aria-label', tr("SG values of Wythoff's game: x across, y down, 0 in black"));
      summary.textContent = tr('SG table of the corner (values by mex)');
      sizeWord.textContent = `${tr('size')} `;
      misWord.textContent = ` ${tr('misère P-positions')}`;
      key.textContent = tr('x across, y down. Black: SG 0 — the cold positions, along two lines of slopes φ and 1/φ. Colour: larger values lighter.');
      at.textContent = p.sayAt();
      time.textContent = p.sayTime();
    };
    const sayTime = (f) => { p.sayTime = f; time.textContent = f(); };
    const load = async () => {
      const n = Number(size.value), me = ++p.seq;
      sayTime(() => tr('Computing {n} × {n}…', { n }));
      const t0 = performance.now();
      try {
        const g = await fetchGrid(n);
        if (me !== p.seq) return;
        p.g = g;
        const ms = paint(cv, g, mis.checked);
        const all = performance.now() - t0;
        el.dataset.ms = String(Math.round(all));
        el.dataset.size = String(n);
        sayTime(() => tr('{n} × {n} ({cells} cells) fetched and drawn in {ms} ms (drawing: {draw} ms).', { n, cells: num(n * n), ms: Math.round(all), draw: Math.round(ms) }));
      } catch (e) {
        if (me === p.seq) sayTime(() => tr('The table could not be made: {why}', { why: sayMsg(e.msg, e.message) }));
      }
    };
    el.addEventListener('toggle', () => { if (el.open && (!p.g || p.g.rows !== Number(size.value))) load(); });
    size.addEventListener('change', load);
    mis.addEventListener('change', () => { if (p.g) paint(cv, p.g, mis.checked); });
    cv.addEventListener('pointermove', (e) => {
      if (!p.g) return;
      const r = cv.getBoundingClientRect(), n = p.g.rows;
      const xx = Math.floor(((e.clientX - r.left) / r.width) * n), y = Math.floor(((e.clientY - r.top) / r.height) * n);
      if (xx < 0 || y < 0 || xx >= n || y >= n) return;
      cv.dataset.n = String(xx * SPAN + y + 1);
      const val = p.g.values[xx * n + y], mp = p.g.misere[xx * n + y];
      p.sayAt = () => tr('SG({x}, {y}) = {v}{p}{mp}', { x: xx, y, v: val, p: val === 0 ? tr(' — a P-position') : '', mp: mp ? tr(' (misère: a P-position)') : '' });
      at.textContent = p.sayAt();
    });
    p.say();
    tables.set(v.index, p);
  }
  return p.el;
}
onLang(() => { for (const p of tables.values()) p.say(); });

/* ---- notes ------------------------------------------------------------------------ */

function notes(c, { play = 'normal' } = {}) {
  const [x, y] = heapsOf(c.body);
  const d = x > y ? x - y : y - x, [a, b] = c.pair ?? ['?', '?'];
  const first = (c.cold ?? []).slice(1, 11).map(([p, q]) => `(${p}, ${q})`).join(' ');
  const marks = [];
  if (onBoard([x, y])) {
    const N = sideOf([x, y]);
    for (const key of coldCells(c, N, 'normal')) {
      const [i, j] = key.split(',').map(Number);
      const here = BigInt(i) === x && BigInt(j) === y; // the queen's own cell: ringed, so she stays in sight
      marks.push(here ? { i: j * N + i + 1, cls: 'nimv here' } : { i: j * N + i + 1, cls: 'nimv', sym: 'P' });
    }
  }
  return {
    unit: 'cell', marks, spans: [], heap: c.sg,
    lines: [
      tr("Wythoff's game is a queen on a board moving left, up or diagonally towards the corner (0, 0); whoever moves her into the corner wins. In heaps: take any number from one heap, or the same number from both."),
      tr('The cold positions (P-positions) are built by the mex rule: a_k is the smallest number not yet used, b_k = a_k + k. So (0, 0), then {first}, … — every number appears exactly once, and each difference k once. A cold position has no move to another: the same row, column or diagonal never holds two.', { first }),
      tr('Wythoff (1907) found them in closed form: a_k = ⌊kφ⌋ and b_k = ⌊kφ²⌋ = a_k + k, with φ = (1 + √5)/2 the golden ratio. Since 1/φ + 1/φ² = 1, the two Beatty sequences ⌊kφ⌋ and ⌊kφ²⌋ split the positive whole numbers between them — which is exactly the mex construction. On the board the cold cells lie near two lines through the corner, of slopes φ and 1/φ.'),
      play === 'misere' ? (c.p ? tr('Here: ({x}, {y}), difference {d}. The cold pair with that difference is (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b}); in normal play it is this position: the player to move loses.', { x: num(x), y: num(y), d: num(d), a: num(a), b: num(b) }) : tr('Here: ({x}, {y}), difference {d}. The cold pair with that difference is (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b}); in normal play this position is hot — a move along a row, a column or the diagonal reaches a cold one.', { x: num(x), y: num(y), d: num(d), a: num(a), b: num(b) }))
        : c.p ? tr('Here: ({x}, {y}), difference {d}. The cold pair with that difference is (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b}); it is this position: the player to move loses.', { x: num(x), y: num(y), d: num(d), a: num(a), b: num(b) }) : tr('Here: ({x}, {y}), difference {d}. The cold pair with that difference is (⌊{d}φ⌋, ⌊{d}φ⌋ + {d}) = ({a}, {b}); this position is hot — a move along a row, a column or the diagonal reaches a cold one.', { x: num(x), y: num(y), d: num(d), a: num(a), b: num(b) }),
      ...(play === 'misere' ? [c.misere_p ? tr('In misère play this position is cold: the player to move loses.') : tr('In misère play this position is hot: the player to move wins.')] : []),
      c.sg === null ? tr('Its SG value is not computed this far out (the table reaches heaps below 1024); that it is 0 or not is still exact.') : tr("Its SG value is {sg} (by mex over its row, column and diagonal — see the SG table under the board). The values are not as simple as Nim's: only the zeros follow φ.", { sg: c.sg }),
      tr('Misère Wythoff: the cold positions are the same, except that (0, 0), (1, 2), (2, 1) give way to (0, 1), (1, 0), (2, 2).'),
    ],
  };
}

/* ---- the board ---------------------------------------------------------------------- */

export default {
  game: 'wythoff',
  css: new URL('./wythoff.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr("Wythoff's game"); },
  get noun() { return tr('queen'); },
  get intro() { return tr('Two heaps: take from one, or the same number from both — a queen moving towards the corner. The losing positions follow the golden ratio.'); },
  get exercises() { // the Exercises tab: [position, what is asked, question, source in Ferguson's book]
    return [
      ['wythoff:4/6', 'sg', tr("Wythoff's game (a queen moving left, up or diagonally toward the corner): what is the SG value of the square (4, 6)?"), '§3.5, Exercise 5'],
    ];
  },
  get examples() {
    return [
      [tr('Queen on (6, 9): one winning move'), 'wythoff:6/9'],
      [tr('A cold position: (3, 5)'), 'wythoff:3/5'],
      [tr('Queen on (4, 4): straight to the corner'), 'wythoff:4/4'],
      [tr('Two queens: (4, 7) and (9, 6)'), 'wythoff:4/7,9/6'],
      [tr('Heaps of 10^18 and 10^18 − 1'), 'wythoff:1000000000000000000/999999999999999999'],
      [tr('A cold pair near 10^18: k = 10^17'), 'wythoff:161803398874989484/261803398874989484'],
      [tr('Misère: (2, 2) is cold'), 'wythoff:2/2;misere'],
      [tr('Misère: queen on (5, 7)'), 'wythoff:5/7;misere'],
    ];
  },
  get sums() { return [[tr('Wythoff queen beside a Nim heap'), 'wythoff:3/6+nim:4']]; },
  blank: () => '3/6',
  random: () => (rnd(0, 5) === 0 ? `wythoff:${rnd(100, 1e6)}/${rnd(100, 1e6)}` : `wythoff:${rnd(0, 14)}/${rnd(0, 14)}`),
  draw(v, g) {
    const xy = heapsOf(v.comp.body);
    return onBoard(xy) ? drawBoard(v, g, xy) : drawHeaps(v, g, xy);
  },
  extra: (v) => (v.mode === 'edit' || v.mode === 'play' ? panel(v) : null),
  gesture(c, a, ctx) {
    const xy = heapsOf(c.body);
    const [x, y] = xy;
    const go = (p, q) => (ctx.mode === 'edit' ? { body: `${p}/${q}` } : { move: `>${p}/${q}` });
    if (a.kind === 'sgcell') {
      const n = Number(a.n);
      if (!n) return { info: tr('Point at a cell of the table first.') };
      return go(Math.floor((n - 1) / SPAN), (n - 1) % SPAN);
    }
    if (a.kind === 'cell') {
      const N = sideOf(xy);
      const n = Number(a.n);
      const cx = (n - 1) % N, cy = Math.floor((n - 1) / N);
      if (BigInt(cx) === x && BigInt(cy) === y) return { info: ctx.mode === 'edit' ? tr('The queen is here: drag her, or click another cell.') : tr('The queen is here: click the cell she should move to.') };
      return go(cx, cy);
    }
    if (a.kind === 'drag') { // from the queen to a cell, or along a stack
      if (a.s) return this.gesture(c, { kind: 'stone', n: a.to, s: a.s, drag: true }, ctx);
      return this.gesture(c, { kind: 'cell', n: a.to }, ctx);
    }
    // a stone of heap s (1: x, 2: y)
    const k = a.s === 2 ? 1 : 0, hh = xy[k], lv = big(a.n);
    if (ctx.mode === 'edit') {
      const nv = a.drag ? lv : lv <= hh ? lv - 1n : lv;
      return { body: k === 0 ? `${nv}/${y}` : `${x}/${nv}` };
    }
    if (lv > hh) return { error: tr('There is no stone there: click a stone to take it and all above it.') };
    const t = hh - lv + 1n;
    if (a.shift) return { move: `>${x - t}/${y - t}` };
    return { move: k === 0 ? `>${lv - 1n}/${y}` : `>${x}/${lv - 1n}` };
  },
  fields: (c, limits) => {
    const [x, y] = heapsOf(c.body);
    const max = String(limits?.heap ?? '1000000000000000000');
    return [{ key: 'x', label: 'x', value: String(x), min: 0, max }, { key: 'y', label: 'y', value: String(y), min: 0, max }];
  },
  setField(c, key, value, limits) {
    const [x, y] = heapsOf(c.body);
    const r = whole(value, 0, limits?.heap ?? '1000000000000000000', key === 'x' ? tr('Heap x') : tr('Heap y'));
    if (r.error) return r;
    return { body: key === 'x' ? `${r.text}/${y}` : `${x}/${r.text}` };
  },
  notes,
  quiz: (r) => `wythoff:${r.int(0, 9)}/${r.int(0, 12)}`,
};
