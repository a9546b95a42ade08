// boards/chomp.js — Chomp: a bar of chocolate whose top-left square is
// poisoned. A bite at row r, column c ("r.c", from 1) eats every square at or
// below row r and at or right of column c; the poisoned square is never
// bitten, so the player left with it alone has lost. The engine values bars
// by search; this board draws, and turns clicks into bites.
// Edit: click a square to eat it and everything below and right of it;
// click a faint square just outside the bar to grow the bar to it; rows and
// columns set a rectangle. Play: click a square to bite there (Enter from the
// keyboard; arrows move by row and column). Winning bites are drawn: the
// squares they eat shaded, the bitten square ringed.

import { s, h } from '../kit/svg.js';
import { CELL, act, whole, rnd } from './common.js';
import { tr, register } from '../i18n/i18n.js';

// The board's words in other languages (loaded with it).
export const words = register({ zh: () => import('./chomp.zh.js') });

const LEFT = 22, TOP = 18;
const MAX_DRAWN = 60; // columns drawn square by square

export const rowsOf = (body) => {
  const m = /^(\d+)x(\d+)$/.exec(body);
  if (m) return Array(Number(m[1])).fill(Number(m[2]));
  return String(body).split('/').map(Number).filter((x) => x > 0);
};

const bodyOf = (rows) => rows.filter((x) => x > 0).join('/') || '1';

/** A bite "r.c" (1-based) as [r, c] (0-based). */
const biteOf = (move) => move.slice(move.indexOf(':') + 1).split('.').map((x) => Number(x) - 1);

const isRect = (rows) => rows.every((x) => x === rows[0]) && !(rows.length === 1 && rows[0] === 1);
const isL = (rows) => rows.length > 1 && rows[0] === rows.length && rows.slice(1).every((x) => x === 1);

/** The notes' sentences on bar c, in play 'normal' or 'misere' (the last
 *  bite loses: the player left with the poisoned square alone wins). */
function lines(c, play = 'normal') {
  const rows = rowsOf(c.body);
  const mis = play === 'misere';
  const out = [mis ? tr('The poisoned square is never bitten. In misère play the player left with only it cannot move and so wins: whoever bites last, leaving it alone, loses. A bite takes its square and every square below and to the right, so what is left is always a staircase of rows that never grow downwards.') : tr('The poisoned square is never bitten: the player left with only it cannot move and loses. A bite takes its square and every square below and to the right, so what is left is always a staircase of rows that never grow downwards.')];
  const tiny = rows.length * rows[0] === 2; // 1 × 2 or 2 × 1: one bite, and it leaves the poisoned square alone
  if (isRect(rows) && mis && tiny) out.push(tr('In misère play a bar of two squares is lost for the player to move: the only bite leaves the poisoned square alone, and the opponent, who cannot move, wins.'));
  else if (isRect(rows)) out.push(mis ? tr('Strategy stealing: a rectangle ({r} × {c}) is won by the first player (in misère play too, as the bite at the corner leaves more than the poisoned square). Suppose it were lost: then the bite at the bottom-right corner alone would have a winning answer. But that answer\'s bite eats the corner too, so the first player could have made it at once — a contradiction. The argument says nothing of which bite wins; the engine\'s search finds it, drawn on the bar.', { r: rows.length, c: rows[0] }) : tr('Strategy stealing: a rectangle ({r} × {c}) is won by the first player. Suppose it were lost: then the bite at the bottom-right corner alone would have a winning answer. But that answer\'s bite eats the corner too, so the first player could have made it at once — a contradiction. The argument says nothing of which bite wins; the engine\'s search finds it, drawn on the bar.', { r: rows.length, c: rows[0] }));
  if (isL(rows)) out.push(mis ? tr('In normal play: an L whose two arms are equal is lost for the player to move: whatever the first player bites from one arm, the second bites the same from the other (the mirror image over the diagonal), until only the poisoned square is left.') : tr('An L whose two arms are equal is lost for the player to move: whatever the first player bites from one arm, the second bites the same from the other (the mirror image over the diagonal), until only the poisoned square is left.'));
  if (rows.length === 2) out.push(rows[0] === rows[1] + 1 ? (mis ? tr('In normal play: two rows, the first one square longer: lost for the player to move (whatever is bitten, the answer restores "one longer").') : tr('Two rows, the first one square longer: lost for the player to move (whatever is bitten, the answer restores "one longer").')) : (mis ? tr('In normal play: two rows: a bite that leaves the first row one square longer than the second wins.') : tr('Two rows: a bite that leaves the first row one square longer than the second wins.')));
  if (rows.length === 1 && rows[0] > 1) out.push(!mis ? tr('One row: bite just right of the poisoned square, and the opponent is left with it alone.') : rows[0] === 2 ? tr('One row of two: in misère play the only bite leaves the poisoned square alone, so the player to move loses.') : tr('One row: in misère play bite at column 3, leaving the poisoned square and one more; the opponent must eat that one and leave you the poisoned square alone.'));
  return out;
}

/** The winning bites ["r.c"] in words. */
function sayWins(win) {
  const list = win.map((w) => tr('row {r}, column {c}', { r: w.split('.')[0], c: w.split('.')[1] })).join(tr('; '));
  return win.length > 1 ? tr('The search finds the winning bites: {list}.', { list }) : tr('The search finds the winning bite: {list}.', { list });
}

function notes(c, { play = 'normal' } = {}) {
  return { unit: 'cell', marks: [], spans: [], lines: lines(c, play), heap: c.sg };
}

function resize(rows, R, C) {
  return bodyOf(Array.from({ length: R }, (_, r) => Math.min(C, r < rows.length ? Math.max(rows[r], C) : C)));
}

export default {
  game: 'chomp',
  get title() { return tr('Chomp'); },
  get noun() { return tr('bar'); },
  css: new URL('./chomp.css', import.meta.url).href, // its own look, loaded with it
  get intro() { return tr('A bar of chocolate with a poisoned top-left square: a bite eats a square and everything below and to the right of it, and whoever must take the poisoned square loses. Every rectangle is a first-player win, but the proof does not say how: the search does.'); },
  get examples() {
    return [
      [tr('Chomp 4 × 5: strategy stealing says it is won'), 'chomp:5/5/5/5'],
      [tr('An L with equal arms: a P-position'), 'chomp:4/1/1/1'],
      [tr('Rows of 5, 3 and 1'), 'chomp:5/3/1'],
      [tr('Two rows, one square apart: lost'), 'chomp:6/5'],
      [tr('Three rows of 10'), 'chomp:10/10/10'],
      [tr('A square: bite at (2, 2)'), 'chomp:5/5/5/5/5'],
    ];
  },
  get sums() { return [[tr('Chomp beside a Nim heap'), 'chomp:3/2+nim:2']]; },
  blank: () => '3x4',
  random: () => {
    const n = rnd(2, 4);
    const rows = [rnd(2, 6)];
    for (let k = 1; k < n; k++) rows.push(rnd(1, rows[k - 1]));
    return `chomp:${bodyOf(rows)}`;
  },
  check: (c) => (rowsOf(c.body)[0] > MAX_DRAWN ? tr('a row of {n} squares is more than this page draws square by square ({max})', { n: rowsOf(c.body)[0], max: MAX_DRAWN }) : null),
  draw(v, g) {
    const rows = rowsOf(v.comp.body);
    const C = rows[0], R = rows.length;
    const play = v.mode === 'play';
    const name = tr('bar {i}', { i: v.index });
    const bites = v.marks.map((m) => biteOf(m.move));
    const eaten = (r, k) => bites.some(([br, bc]) => r >= br && k >= bc);
    const X = (k) => LEFT + k * CELL, Y = (r) => TOP + r * CELL;
    for (let k = 0; k < C; k++) g.append(s('text', { x: X(k) + CELL / 2, y: TOP - 5, class: 'colnum', 'text-anchor': 'middle', text: k + 1 }));
    for (let r = 0; r < R; r++) g.append(s('text', { x: LEFT - 6, y: Y(r) + CELL / 2 + 4, class: 'colnum', 'text-anchor': 'end', text: r + 1 }));
    for (let r = 0; r < R + (play ? 0 : 1); r++) {
      const len = r < R ? rows[r] : 0;
      const top = r === 0 ? C + 1 : rows[r - 1];
      for (let k = 0; k < Math.min(top, len + (play ? 0 : 1)); k++) {
        const n = r * (C + 1) + k + 1;
        const ghost = k >= len;
        const poison = r === 0 && k === 0;
        const bitten = bites.some(([br, bc]) => br === r && bc === k);
        const how = ghost ? tr('grow the bar to here')
          : poison ? tr('the poisoned square: never bitten')
          : play ? (bitten ? tr('bite here (eats this square and everything below and right of it) — a winning bite') : tr('bite here (eats this square and everything below and right of it)'))
          : tr('eat it and everything below and right of it');
        const a = act(g, 'cell', n, `c${v.index}-${r}-${k}`, tr('{name}, row {r}, column {c}: {how}', { name, r: r + 1, c: k + 1, how }), { 'data-gx': k, 'data-gy': r, class: `act${ghost ? ' ghost' : ''}` });
        a.append(s('rect', {
          x: X(k) + 1, y: Y(r) + 1, width: CELL - 2, height: CELL - 2, rx: 3,
          class: `cell${!ghost && !poison && eaten(r, k) ? ' take' : ''}`,
          style: ghost ? 'fill: none; stroke-dasharray: 3 3; opacity: 0.6' : poison ? 'fill: #7c2d12; stroke: #431407' : eaten(r, k) ? 'fill: #c29469; stroke: var(--take); stroke-width: 2' : 'fill: #8b5e34; stroke: #5b3a1e',
        }));
        if (poison) a.append(s('text', { x: X(k) + CELL / 2, y: Y(r) + CELL / 2 + 5, 'text-anchor': 'middle', style: 'fill: #fff; font-size: 15px', text: '☠' }));
        if (bitten) a.append(s('circle', { cx: X(k) + CELL / 2, cy: Y(r) + CELL / 2, r: CELL / 2 - 5, class: 'rect-mark', 'data-move': `${v.index}:${r + 1}.${k + 1}` }));
      }
    }
    return {
      width: LEFT + (C + 1) * CELL + 4, height: TOP + (R + 1) * CELL + 4,
      cell: (n) => { const r = Math.floor((n - 1) / (C + 1)), k = (n - 1) % (C + 1); return r < R + 1 ? { x: X(k), y: Y(r), w: CELL, h: CELL } : null; },
    };
  },
  extra: (v) => {
    const rows = rowsOf(v.comp.body);
    if (!isRect(rows) && !isL(rows)) return null;
    const say = lines(v.info ?? { body: v.comp.body }, v.play).slice(1);
    const win = v.marks.map((m) => m.move.slice(m.move.indexOf(':') + 1));
    return h('div', { class: 'note chomp-note' }, ...say.map((t) => h('p', { text: t })),
      win.length ? h('p', { text: sayWins(win) }) : null);
  },
  gesture(c, a, ctx) {
    const rows = rowsOf(c.body);
    const C = rows[0];
    if (a.kind !== 'cell') return {};
    const r = Math.floor((a.n - 1) / (C + 1)), k = (a.n - 1) % (C + 1);
    if (ctx.mode === 'play') {
      if (r === 0 && k === 0) return { info: tr('The poisoned square is never bitten: whoever has only it left has lost.') };
      return { move: `${r + 1}.${k + 1}` };
    }
    if (r >= rows.length || k >= rows[r]) { // a ghost: grow the bar to it
      const out = [...rows];
      while (out.length <= r) out.push(0);
      for (let i = 0; i <= r; i++) out[i] = Math.max(out[i], k + 1);
      return { body: bodyOf(out) };
    }
    if (r === 0 && k === 0) return { info: tr('The poisoned square stays: the bar always has it.') };
    return { body: bodyOf(rows.map((x, i) => (i >= r ? Math.min(x, k) : x))) };
  },
  fields: (c, limits) => {
    const rows = rowsOf(c.body);
    return [
      { key: 'rows', label: tr('rows'), value: rows.length, min: 1, max: limits?.chomp_rows ?? 64 },
      { key: 'cols', label: tr('columns'), value: rows[0], min: 1, max: MAX_DRAWN },
    ];
  },
  setField(c, key, value, limits) {
    const rows = rowsOf(c.body);
    const r = whole(value, 1, key === 'rows' ? limits?.chomp_rows ?? 64 : MAX_DRAWN, key === 'rows' ? tr('The number of rows') : tr('The number of columns'));
    if (r.error) return r;
    return { body: key === 'rows' ? resize(rows, r.n, rows[0]) : resize(rows, rows.length, r.n) };
  },
  wide: true, // a bar of many columns keeps squares big enough to tap: it scrolls sideways
  aim: (c, marks) => { // the winning bites' squares (cell numbers of the geometry)
    const C = rowsOf(c.body)[0];
    return marks.map((m) => biteOf(m.move)).map(([r, k]) => r * (C + 1) + k + 1);
  },
  notes,
  quiz: (r) => {
    const n = r.int(2, 3);
    const rows = [r.int(2, 4)];
    for (let k = 1; k < n; k++) rows.push(r.int(1, rows[k - 1]));
    return `chomp:${bodyOf(rows)}`;
  },
};
