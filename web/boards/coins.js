// boards/coins.js — coin-turning games on a row of coins, numbered from 1 at
// the left: Ruler, Turning Turtles and Mock Turtles (three boards sharing
// this code). A move turns some coins, the rightmost from heads to tails;
// the engine says which sets of coins each game allows.
// Edit: click a coin to turn it over; drag across coins to turn a stretch
// to the side opposite the first one; the number of coins is a field.
// Play: click a coin showing heads to turn it alone. To turn several, choose
// the others first — a click on a tails coin, or Shift+click (Shift+Enter)
// on any coin, chooses it — then click the heads coin they go with (Mock
// Turtles: one or two chosen coins). Drag across coins for a run in Ruler,
// or for the two end coins in the Turtles games. Click a chosen coin again
// to let it go; Escape lets every one go.

import { s } from '../kit/svg.js';
import { CELL, ROW_SLICE, act, slices, whole, rnd, words as common } from './common.js';
import { xorText } from './checkers.js';
import { tr, register } from '../i18n/i18n.js';

// The words of these boards in other languages.
export const words = Promise.all([common, register({ zh: () => import('./coins.zh.js') })]);

const TOP = 26; // room above the coins for the marks of winning moves
const R = 14;   // a coin's radius

const bits = (n) => { let k = 0; for (let x = n; x; x &= x - 1) k++; return k; };

/** The coins a move turns ("3", "2-5" in Ruler, "2.5", "1.3.6"), from 1. */
export function coinsOf(move) {
  const mv = move.slice(move.indexOf(':') + 1);
  if (mv.includes('-')) {
    const [a, b] = mv.split('-').map(Number);
    return Array.from({ length: b - a + 1 }, (_, k) => a + k);
  }
  return mv.split('.').map(Number);
}

/** Lanes for marked moves so that overlapping ones do not hide each other. */
function lanes(moves) {
  const ends = [];
  return moves.map((m) => ({ m, coins: coinsOf(m.move) }))
    .sort((x, y) => x.coins[0] - y.coins[0] || x.coins[x.coins.length - 1] - y.coins[y.coins.length - 1])
    .map((x) => {
      let l = ends.findIndex((e) => e < x.coins[0]);
      if (l < 0) { l = ends.length; ends.push(0); }
      ends[l] = x.coins[x.coins.length - 1];
      return { ...x, lane: l };
    });
}

/** A coin at (cx, cy): heads gold with "H", tails grey with "T". */
export function coin(a, cx, cy, side, cls = '', plain = false) {
  const h = side === 'H';
  const face = s('circle', { cx, cy, r: R, class: `coin ${h ? 'heads' : 'tails'}${cls ? ' ' + cls : ''}` });
  const letter = s('text', { x: cx, y: cy + 4.5, class: `coin-face ${h ? 'heads' : 'tails'}`, 'text-anchor': 'middle', text: side });
  if (plain) return a.append(face, letter); // a large grid: no shadow and rim (a thousand coins draw fast)
  a.append(s('circle', { cx, cy: cy + 1.5, r: R, class: 'coin-shadow' }), face,
    s('circle', { cx, cy, r: R - 3.5, class: `coin-rim ${h ? 'heads' : 'tails'}` }), letter);
}

const MAX = { ruler: 2, turtles: 2, mockturtles: 3 }; // coins named in a move
const FEW = 12;     // winning moves each drawn as a line over its coins
const LISTED = 60;  // winning moves the panel lists (ui/analysis.js): each has a line to light

function notation(game, coins) {
  if (coins.length === 1) return `${coins[0]}`;
  return game === 'ruler' ? `${coins[0]}-${coins[coins.length - 1]}` : coins.join('.');
}

function make(game, o) {
  const rowMax = (limits, draw) => Math.min(draw.cells, limits?.row ?? draw.cells); // the engine's longest row of this game

  function draw(v, g) {
    const cells = v.comp.body;
    const n = cells.length;
    const name = tr('row {i}', { i: v.index });
    const play = v.mode === 'play';
    // Few winning moves: a line over the coins each one turns. Many (a long
    // row has hundreds): the coins they turn are marked, and the line of a
    // move listed in the panel shows while its line there is pointed at.
    const few = v.marks.length <= FEW;
    const placed = lanes(v.marks.slice(0, LISTED));
    const nl = few ? placed.reduce((k, x) => Math.max(k, x.lane + 1), 0) : 1;
    const top = TOP + Math.max(0, nl - 2) * 8;
    const take = new Set(), turn = new Set();
    for (const m of v.marks) {
      const coins = coinsOf(m.move);
      take.add(coins[coins.length - 1]);
      for (const c of coins.slice(0, -1)) turn.add(c);
    }
    const chosen = play && v.pick?.comp === v.index ? v.pick.coins : [];
    slices(v, g, n, ROW_SLICE, (i, into) => { // a long row: a few tens of coins a frame
      const side = cells[i];
      const p = i + 1;
      const x = i * CELL;
      const state = side === 'H' ? tr('heads') : tr('tails');
      const how = !play ? tr('click to turn it over')
        : chosen.includes(p) ? tr('chosen; click again to let it go')
        : side === 'H' ? tr('click to turn it alone; Shift+Enter chooses it to turn with others')
        : tr('click to choose it, then click the heads coin it goes with');
      let label = tr('{name}, coin {p}: {state}; {how}', { name, p, state, how });
      if (take.has(p)) label = tr('{what} — a winning move turns it from heads to tails', { what: label });
      else if (turn.has(p)) label = tr('{what} — a winning move turns it', { what: label });
      const a = act(into, 'cell', p, `c${v.index}-${p}`, label, { 'data-drag': '' });
      a.append(s('rect', { x: x + 1, y: top + 1, width: CELL - 2, height: CELL - 2, rx: 6, class: `cell coinbox${take.has(p) ? ' take' : turn.has(p) ? ' turn' : ''}${chosen.includes(p) ? ' picked' : ''}` }));
      coin(a, x + CELL / 2, top + CELL / 2, side, take.has(p) ? 'take' : turn.has(p) ? 'turn' : '');
    });
    for (let i = 0; i < n; i++) // coin numbers: all of them in a short row, else 1, 5, 10, … and the last
      if (n <= 30 || i === 0 || (i + 1) % 5 === 0 || i === n - 1)
        g.append(s('text', { x: i * CELL + CELL / 2, y: top + CELL + 13, class: 'colnum', 'text-anchor': 'middle', text: i + 1 }));
    for (const { m, coins, lane } of placed) { // each winning move: a line over the coins it turns
      const y = top - 7 - (few ? lane : 0) * 8;
      const x1 = (coins[0] - 1) * CELL + CELL / 2, x2 = (coins[coins.length - 1] - 1) * CELL + CELL / 2;
      const mk = s('g', { class: `turn-mark${few ? '' : ' quiet'}`, 'data-move': m.move });
      mk.append(s('path', { d: game === 'ruler' ? `M${x1 - 10},${y + 4} V${y} H${x2 + 10} V${y + 4}` : `M${x1},${y} H${x2}`, class: 'turn-line' }));
      if (game !== 'ruler') for (const c of coins) mk.append(s('circle', { cx: (c - 1) * CELL + CELL / 2, cy: y, r: 3, class: 'turn-dot' }));
      g.append(mk);
    }
    return { width: Math.max(n, 1) * CELL, height: top + CELL + 18, cell: (p) => (p >= 1 && p <= n ? { x: (p - 1) * CELL, y: top, w: CELL, h: CELL } : null) };
  }

  function gesture(c, a, ctx) {
    const cells = c.body;
    if (ctx.mode === 'edit') {
      if (a.kind === 'drag') {
        const lo = Math.min(a.from, a.to), hi = Math.max(a.from, a.to);
        const ch = cells[a.from - 1] === 'H' ? 'T' : 'H';
        return { body: cells.slice(0, lo - 1) + ch.repeat(hi - lo + 1) + cells.slice(hi) };
      }
      const i = a.n - 1;
      return { body: cells.slice(0, i) + (cells[i] === 'H' ? 'T' : 'H') + cells.slice(i + 1) };
    }
    if (a.kind === 'drag') {
      const lo = Math.min(a.from, a.to), hi = Math.max(a.from, a.to);
      return { move: notation(game, lo === hi ? [lo] : [lo, hi]), pick: null };
    }
    const p = a.n;
    const chosen = ctx.pick?.comp === ctx.index ? ctx.pick.coins : [];
    if (chosen.includes(p)) {
      const rest = chosen.filter((x) => x !== p);
      return { pick: rest.length ? { comp: ctx.index, coins: rest } : null, info: rest.length ? tr('Coin {p} let go; chosen: {list}.', { p, list: rest.join(tr(', ')) }) : tr('Coin {p} let go.', { p }) };
    }
    const heads = cells[p - 1] === 'H';
    if (!chosen.length && heads && !a.shift) return { move: `${p}` };
    const coins = [...chosen, p].sort((x, y) => x - y);
    const done = coins.length >= MAX[game] || (chosen.length && heads && !a.shift && p === coins[coins.length - 1]);
    if (done) return { move: notation(game, coins), pick: null };
    return { pick: { comp: ctx.index, coins }, info: o.chosen(coins) };
  }

  function notes(c) {
    const cells = c.body;
    const values = c.values ?? []; // the engine's: a head's worth on each coin
    const heads = c.heads ?? [];
    const marks = heads.map(([p]) => ({ i: p, cls: 'odd', sym: '' }));
    const spans = values.map((val, i) => ({ from: i + 1, to: i + 1, label: String(val), short: String(val), cls: cells[i] === 'H' ? 'odd' : 'even' }));
    const first = values.slice(0, 16);
    const lines = [
      tr('A row of coins is the XOR of its single heads: turning a coin twice undoes it, so a row with several heads plays like the sum of rows with one head each (a move that turns a tails coin to heads just adds a head). Each head has a value of its own; the numbers under the coins are those values.'),
      ...o.why(values, heads),
      tr('The values of coins 1–{n}: {list}.', { n: first.length, list: `${first.join(tr(', '))}${values.length > 16 ? tr(', …') : ''}` }),
      heads.length
        ? ((v) => (heads.length > 1 ? tr('Heads on coins {coins}: worth {values} → {sg}.', v) : tr('Heads on coin {coins}: worth {values} → {sg}.', v)))({
          coins: heads.map(([p]) => p).join(tr(', ')), values: heads.map(([, x]) => x).join(tr(', ')), sg: xorText(heads.map(([, x]) => x), c.sg),
        })
        : tr('No coin shows heads: there is no move left. SG = 0.'),
    ];
    return { unit: 'cell', marks, spans, lines, heap: c.sg };
  }

  return {
    game,
    css: new URL('./coins.css', import.meta.url).href,
    get title() { return o.title(); },
    get noun() { return tr('row'); },
    get intro() { return o.intro(); },
    get examples() { return o.examples(); },
    get exercises() { return o.exercises(); },
    blank: (w) => 'T'.repeat(Math.min(Math.max(w, 2), 12) - 1) + 'H',
    random: () => `${game}:${Array.from({ length: rnd(1, 2) }, () => {
      const row = Array.from({ length: rnd(6, 14) }, () => (rnd(0, 9) < 4 ? 'H' : 'T'));
      row[rnd(0, row.length - 1)] = 'H';
      return row.join('');
    }).join(',')}`,
    check: (c, d) => (c.body.length > d.cells ? tr('a row of {n} coins is wider than this page draws ({max})', { n: c.body.length, max: d.cells }) : null),
    cells: (c) => c.body.length,
    draw,
    gesture,
    fields: (c, limits, d) => [{ key: 'coins', label: tr('coins'), value: c.body.length, min: 1, max: rowMax(limits, d) }],
    setField(c, key, value, limits, d) {
      const r = whole(value, 1, rowMax(limits, d), tr('The number of coins'));
      if (r.error) return r;
      return { body: r.n >= c.body.length ? c.body + 'T'.repeat(r.n - c.body.length) : c.body.slice(0, r.n) };
    },
    notes,
    quiz: (r) => `${game}:${Array.from({ length: r.int(5, 9) }, () => (r.int(0, 9) < 4 ? 'H' : 'T')).join('')}`,
  };
}

export const ruler = make('ruler', {
  title: () => tr('Ruler (coins)'),
  intro: () => tr('A row of coins where a move turns a run ending at a head: each head is worth the largest power of 2 dividing its number.'),
  exercises: () => [ // the Exercises tab: [position, what is asked, question, source in Ferguson's book]
    ['ruler:THHTHTTHH', 'move', tr('Ruler (turn any run of coins ending at a heads): find a winning move.'), tr('after §5.1, Example 4 (Ruler)')],
  ],
  examples: () => [
    [tr('Ruler: eight heads'), 'ruler:HHHHHHHH'],
    [tr('Ruler: heads on coins 4 and 8'), 'ruler:TTTHTTTH'],
    [tr('Ruler: a P-position'), 'ruler:THHTTHH'],
  ],
  chosen: (coins) => tr("Coin {p} chosen as one end of a run: click the other end (the run's rightmost coin must show heads).", { p: coins[0] }),
  why: () => [
    tr('Ruler: a move turns a run of coins ending at one that shows heads. A head alone on coin n can be turned with any run ending at it; what is left is a run of heads on coins k … n−1 (worth the XOR of their values) or nothing (0).'),
    tr('The mex of those values is the largest power of 2 dividing n — 1, 2, 1, 4, 1, 2, 1, 8, … like the marks on a ruler: coin 12 = 4 · 3 is worth 4, coin 16 is worth 16.'),
  ],
});

export const turtles = make('turtles', {
  title: () => tr('Turning Turtles (coins)'),
  intro: () => tr('A row of coins where a move turns a head and perhaps one coin left of it: a head on coin n is a Nim heap of n.'),
  exercises: () => [ // the Exercises tab: [position, what is asked, question, source in Ferguson's book]
    ['turtles:THTTHTTTHHTHT', 'move', tr('Turning Turtles on 13 coins (coin n heads is a Nim heap of n): find a winning move.'), tr('§2.6, Exercise 4(b)')],
    ['turtles:TTHTHHTTH', 'move', tr('{coins} played as Turning Turtles: find a winning move.', { coins: 'TTHTHHTTH' }), tr('§5.5, Exercise 1(a)')],
  ],
  examples: () => [
    [tr('Turning Turtles: heads on 2, 5, 6'), 'turtles:THTTHH'],
    [tr('Turning Turtles: heads on 3, 6, 8'), 'turtles:TTHTTHTH'],
    [tr('Turning Turtles: a P-position (1 ⊕ 2 ⊕ 3 = 0)'), 'turtles:HHH'],
  ],
  chosen: (coins) => tr('Coin {p} chosen: click the heads coin right of it to turn both.', { p: coins[0] }),
  why: () => [
    tr('Turning Turtles: a head on coin n alone can be turned by itself (leaving no head, worth 0) or together with one coin k left of it (leaving a head on k). If a head on k is worth k, a head on n reaches 0, 1, …, n−1, and mex{0, 1, …, n−1} = n.'),
    tr('So a head on coin n is a Nim heap of n stones: the coin\'s number is its value.'),
  ],
});

export const mockturtles = make('mockturtles', {
  title: () => tr('Mock Turtles (coins)'),
  intro: () => tr('A row of coins where a move turns a head and up to two coins left of it: the heads are worth the odious numbers.'),
  exercises: () => [ // the Exercises tab: [position, what is asked, question, source in Ferguson's book]
    ['mockturtles:TTHTHHTTH', 'move', tr('{coins} played as Mock Turtles (turn one, two or three coins): find a winning move.', { coins: 'TTHTHHTTH' }), tr('§5.5, Exercise 1(d)')],
  ],
  examples: () => [
    [tr('Mock Turtles: heads on 1, 4, 6'), 'mockturtles:HTTHTH'],
    [tr('Mock Turtles: heads on 9 and 10'), 'mockturtles:TTTTTTTTHH'],
    [tr('Mock Turtles: a P-position (1 ⊕ 2 ⊕ 4 ⊕ 7 = 0)'), 'mockturtles:HHHH'],
  ],
  chosen: (coins) => (coins.length === 1
    ? tr('Coin {p} chosen: click the heads coin right of it to turn both, or choose one more coin first (Shift+click if it shows heads).', { p: coins[0] })
    : tr('Coins {a} and {b} chosen: click the heads coin right of them to turn all three.', { a: coins[0], b: coins[1] })),
  why: (values, heads) => {
    const here = heads.slice(0, 8).map(([p, v]) => (bits(v) > 1 ? tr('coin {p}: {v} = {bin}₂ ({k} ones)', { p, v, bin: v.toString(2), k: bits(v) }) : tr('coin {p}: {v} = {bin}₂ ({k} one)', { p, v, bin: v.toString(2), k: bits(v) }))).join(tr('; ')) + (heads.length > 8 ? tr('; …') : '');
    return [
      tr('Mock Turtles: a move turns a head and one or two coins left of it. Counting the coins from 0 as the theory does (coin n here is n − 1 there), a head is worth the (n − 1)-th odious number — the numbers with an odd number of 1s in binary: 1, 2, 4, 7, 8, 11, 13, 14, 16, 19, …'),
      heads.length
        ? tr('So coin n is worth 2(n − 1), plus 1 when n − 1 has an even number of 1s in binary. Here: {here}. Why odious: a head alone can leave nothing (0), one head (an odious value) or two heads — and the XOR of two odious numbers has an even number of 1s, so it is never odious. Every smaller odious number is left by one head and every smaller number with an even number of 1s by two (3 = 1 ⊕ 2, 5 = 1 ⊕ 4, 6 = 2 ⊕ 4, …), so the mex is the next odious number.', { here })
        : tr('So coin n is worth 2(n − 1), plus 1 when n − 1 has an even number of 1s in binary. Why odious: a head alone can leave nothing (0), one head (an odious value) or two heads — and the XOR of two odious numbers has an even number of 1s, so it is never odious. Every smaller odious number is left by one head and every smaller number with an even number of 1s by two (3 = 1 ⊕ 2, 5 = 1 ⊕ 4, 6 = 2 ⊕ 4, …), so the mex is the next odious number.'),
    ];
  },
});
