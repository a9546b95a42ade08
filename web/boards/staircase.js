// boards/staircase.js — staircase Nim: coins on stairs 1..k (stair 1 lowest,
// on the left). A move carries coins from one stair to the one below; from
// stair 1 they leave. Click a coin to carry it and those above it down (play)
// or to cut the pile there (edit); the ghost coin adds one.

import { s } from '../kit/svg.js';
import { stack, stackHeight, arrow, rnd, whole, big, words as common } from './common.js';
import { heapMarks } from './nim.js';
import { xorText } from './checkers.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board in other languages.
export const words = Promise.all([common, register({ zh: () => import('./staircase.zh.js') })]);

const W = 64;    // stair width
const RISE = 18; // stair height
const STEP = 16; // coin step
const LEFT = 40; // room left of stair 1, where coins go off
const DRAWN = { stairs: 40, coins: 12 }; // stairs this page draws; coins drawn one by one on a stair

/** Coins per stair, as BigInts (a stair may hold up to 2^63 − 1). */
const parse = (body) => body.split('/').map((x) => big(x));

function note(c) {
  const coins = c.body.split('/');
  const marks = coins.map((v, k) => ({ i: k + 1, cls: k % 2 === 0 ? 'odd' : 'even' }));
  const odd = coins.map((v, k) => [k + 1, v]).filter(([k]) => k % 2 === 1);
  return {
    unit: 'stair', marks, spans: [], heap: c.sg,
    lines: [
      tr('Only the odd stairs count. Coins on an even stair are a trap: if the opponent moves some down onto an odd stair, you move the same coins on down to the next even stair, and the odd stairs are as before.'),
      tr('Moving coins from an odd stair down to an even one takes them out of play — exactly taking stones from a Nim heap.'),
      tr('Odd stairs: {stairs} → {sg}.', { stairs: odd.map(([k, v]) => tr('stair {k}: {n}', { k, n: v })).join(tr(', ')), sg: xorText(odd.map(([, v]) => v), c.sg) }),
    ],
  };
}

export default {
  game: 'staircase',
  get title() { return tr('Staircase Nim'); },
  get noun() { return tr('staircase'); },
  get intro() { return tr('Staircase Nim is Nim on the odd stairs.'); },
  get exercises() {
    return [ // the Exercises tab: [position, what is asked, question, source in Ferguson's book]
      ['staircase:3/1/4/1/5', 'verdict', tr('Staircase Nim with 3, 1, 4, 1, 5 coins on stairs 1 to 5: who wins? (Only the odd stairs count.)'), tr('after §2.6, Exercise 6 (staircase Nim)')],
    ];
  },
  get examples() {
    return [
      [tr('Coins 3, 0, 5, 2'), 'staircase:3/0/5/2'],
      [tr('Coins 1, 4, 1 (odd stairs cancel)'), 'staircase:1/4/1'],
      [tr('Two staircases'), 'staircase:2/5/3,0/1/4/1'],
    ];
  },
  blank: () => '3/0/2',
  random: () => `staircase:${Array.from({ length: rnd(2, 3) }, () => Array.from({ length: rnd(3, 6) }, () => rnd(0, 5)).join('/')).join(',')}`,
  check: (c, draw) => (c.body.split('/').length > DRAWN.stairs ? tr('a staircase of {n} stairs is more than this page draws ({max})', { n: c.body.split('/').length, max: DRAWN.stairs }) : null),
  cells: (c) => c.body.split('/').length,
  draw(v, g) {
    const coins = parse(v.comp.body);
    const k = coins.length;
    const most = coins.reduce((a, x) => (x > a ? x : a), 0n);
    const room = Number(most < BigInt(DRAWN.coins) ? most : BigInt(DRAWN.coins)) + (v.mode === 'edit' ? 1 : 0);
    const height = 30 + stackHeight(Math.max(room, 1), STEP, 7) + k * RISE + 22;
    const ground = height - 22;
    g.append(s('text', { x: LEFT / 2, y: ground + 15, class: 'colnum', 'text-anchor': 'middle', text: tr('off') }));
    g.append(s('line', { x1: 4, x2: LEFT + k * W, y1: ground, y2: ground, class: 'ground' }));
    const stairs = [];
    for (let i = 0; i < k; i++) {
      const x = LEFT + i * W;
      const y = ground - (i + 1) * RISE;
      g.append(s('rect', { x, y, width: W, height: ground - y, class: `stair${i % 2 === 0 ? ' odd' : ''}` }));
      g.append(s('text', { x: x + W / 2, y: ground + 15, class: 'colnum', 'text-anchor': 'middle', text: i + 1 }));
      stairs.push({ x, y, w: W, h: ground - y });
    }
    const piles = [];
    for (let i = 0; i < k; i++) {
      const moves = v.marks.filter((m) => m.from === i + 1).map((m) => ({ from: coins[i], to: BigInt(coins[i]) - BigInt(m.count) }));
      piles.push(stack(g, stairs[i].x + W / 2, stairs[i].y, {
        h: coins[i], max: DRAWN.coins, room: v.mode === 'edit' ? room : 0, edit: v.mode === 'edit', play: v.mode === 'play',
        kind: 'coin', key: `c${v.index}-s${i + 1}`, name: tr('staircase {s}, stair {k}', { s: v.index, k: i + 1 }),
        take: heapMarks(moves), extra: { 'data-s': i + 1 }, rx: 20, ry: 7, step: STEP, wide: W - 4,
      }));
    }
    for (const m of v.marks) { // over the pile it leaves, onto the pile below (or off)
      const f = m.from - 1;
      const a = { x: stairs[f].x + W / 2 - 8, y: piles[f].top - 6, w: 0, h: 0 };
      const b = f > 0 ? { x: stairs[f - 1].x + W / 2 + 6, y: piles[f - 1].top - 6, w: 0, h: 0 } : { x: LEFT / 2, y: ground - 14, w: 0, h: 0 };
      arrow(g, a, b);
    }
    return {
      width: LEFT + k * W + 8, height,
      cell: (n) => stairs[n - 1] ?? null,           // stair n
      coin: (n, lv) => piles[n - 1]?.cell(lv) ?? null, // coin lv on stair n
    };
  },
  gesture(c, a, ctx) {
    const coins = parse(c.body);
    const i = a.s - 1;
    const lv = big(a.kind === 'drag' ? a.from : a.n);
    if (ctx.mode === 'play') {
      if (lv > coins[i]) return { error: tr('There is no coin there: click a coin to carry it and those above it down a stair.') };
      return { move: `${a.s}x${coins[i] - lv + 1n}` };
    }
    coins[i] = a.kind === 'drag' ? big(a.to) : lv <= coins[i] ? lv - 1n : lv;
    return { body: coins.join('/') };
  },
  fields: (c, limits, draw) => [
    { key: 'stairs', label: tr('stairs'), value: c.body.split('/').length, min: 1, max: DRAWN.stairs },
    { key: 'coins', label: tr('coins'), value: c.body, text: true, title: tr('coins per stair from stair 1 up, separated by "/"') },
  ],
  setField(c, key, value, limits, draw) {
    const coins = c.body.split('/');
    if (key === 'coins') {
      const v = String(value).replace(/\s+/g, '');
      if (!/^\d+(\/\d+)*$/.test(v)) return { error: tr('Coins are counts per stair from stair 1 up, separated by "/": like 3/0/5.') };
      return { body: v };
    }
    const r = whole(value, 1, DRAWN.stairs, tr('The number of stairs'));
    if (r.error) return r;
    if (r.n >= coins.length) return { body: [...coins, ...Array(r.n - coins.length).fill('0')].join('/') };
    const p = coins.slice(r.n).findIndex((x) => big(x) > 0n);
    if (p >= 0) return { error: tr("Can't remove stair {k}: it still has coins. Take them off first.", { k: r.n + p + 1 }) };
    return { body: coins.slice(0, r.n).join('/') };
  },
  notes: note,
  quiz: (r) => `staircase:${Array.from({ length: r.int(3, 4) }, () => r.int(0, 5)).join('/')}`,
  get families() { return [{ id: 'staircase', label: tr('Staircase Nim: n stairs with one coin each'), fields: [], family: () => ({ text: 'staircase' }) }]; },
  familyOf: () => ({ id: 'staircase', values: {} }),
};
