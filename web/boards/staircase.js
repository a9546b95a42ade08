// boards/staircase.js — staircase Nim: coins on stairs 1..k (stair 1 lowest,
// on the left). A move carries coins from one stair to the one below; from
// stair 1 they leave. Click a coin to carry it and those above it down (play)
// or to cut the pile there (edit); the ghost coin adds one.

import { s } from '../ui/svg.js';
import { stack, stackHeight, arrow, rnd, whole } from './common.js';
import { heapMarks } from './nim.js';

const W = 64;    // stair width
const RISE = 18; // stair height
const STEP = 16; // coin step
const LEFT = 40; // room left of stair 1, where coins go off

function parse(body) {
  return body.split('/').map(Number);
}

export default {
  game: 'staircase',
  noun: 'staircase',
  blank: () => '3/0/2',
  random: () => Array.from({ length: rnd(3, 6) }, () => rnd(0, 5)).join('/'),
  check: (c, draw) => (parse(c.body).length > draw.stairs ? `a staircase of ${parse(c.body).length} stairs is more than this page draws (${draw.stairs})` : null),
  legal: (c) => parse(c.body).reduce((a, b) => a + b, 0),
  cells: (c) => parse(c.body).length,
  longMove(c) { // one coin down from the highest stair that has any
    const coins = parse(c.body);
    let s = coins.length;
    while (s > 1 && coins[s - 1] === 0) s--;
    return `${s}x1`;
  },
  draw(v, g) {
    const coins = parse(v.comp.body);
    const k = coins.length;
    const room = Math.min(Math.max(...coins), v.draw.coins) + (v.mode === 'edit' ? 1 : 0);
    const height = 30 + stackHeight(Math.max(room, 1), STEP, 7) + k * RISE + 22;
    const ground = height - 22;
    g.append(s('text', { x: LEFT / 2, y: ground + 15, class: 'colnum', 'text-anchor': 'middle', text: 'off' }));
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
      const moves = v.marks.filter((m) => m.from === i + 1).map((m) => ({ from: coins[i], to: coins[i] - m.count }));
      piles.push(stack(g, stairs[i].x + W / 2, stairs[i].y, {
        h: coins[i], max: v.draw.coins, room: v.mode === 'edit' ? room : 0, edit: v.mode === 'edit', play: v.mode === 'play',
        kind: 'coin', key: `c${v.index}-s${i + 1}`, name: `staircase ${v.index}, stair ${i + 1}`,
        take: heapMarks(moves), extra: { 'data-s': i + 1 }, rx: 20, ry: 7, step: STEP,
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
  edit(c, a) {
    const coins = parse(c.body);
    const i = a.s - 1;
    coins[i] = a.kind === 'drag' ? a.to : a.n <= coins[i] ? a.n - 1 : a.n;
    return { body: coins.join('/') };
  },
  move(c, a) {
    const coins = parse(c.body);
    const i = a.s - 1;
    const n = a.kind === 'drag' ? a.from : a.n;
    if (n > coins[i]) return { error: 'There is no coin there: click a coin to carry it and those above it down a stair.' };
    return { move: `${a.s}x${coins[i] - n + 1}` };
  },
  fields: (c, limits, draw) => [
    { key: 'stairs', label: 'stairs', value: parse(c.body).length, min: 1, max: draw.stairs },
    { key: 'coins', label: 'coins', value: c.body, text: true, title: 'coins per stair from stair 1 up, separated by "/"' },
  ],
  setField(c, key, value, limits, draw) {
    const coins = parse(c.body);
    if (key === 'coins') {
      const v = String(value).replace(/\s+/g, '');
      if (!/^\d+(\/\d+)*$/.test(v)) return { error: 'Coins are counts per stair from stair 1 up, separated by "/": like 3/0/5.' };
      return { body: v };
    }
    const r = whole(value, 1, draw.stairs, 'The number of stairs');
    if (r.error) return r;
    if (r.n >= coins.length) return { body: [...coins, ...Array(r.n - coins.length).fill(0)].join('/') };
    const p = coins.slice(r.n).findIndex((x) => x > 0);
    if (p >= 0) return { error: `Can't remove stair ${r.n + p + 1}: it still has coins. Take them off first.` };
    return { body: coins.slice(0, r.n).join('/') };
  },
};
