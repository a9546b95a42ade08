// boards/nim.js — Nim: each heap a stack of stones. Click a stone to take it
// and every stone above it (play) or to cut the heap there (edit); the ghost
// stone on top adds one; drag the top up or down to resize. Heaps of any size
// up to 2^63 − 1 are drawn with a break and kept exact (BigInt).

import { stack, stackHeight, rnd, whole, big, stoneCount, plate, words as common } from './common.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board (and the stacks it draws) in other languages.
export const words = Promise.all([common, register({ zh: () => import('./nim.zh.js') })]);

/** Marks for the moves of one heap (from h to m.to): the stones they take,
 *  and where each one cuts. A function of the level. */
export function heapMarks(moves) {
  if (!moves.length) return () => undefined;
  let low = big(moves[0].to);
  const cut = new Set();
  for (const m of moves) {
    const to = big(m.to);
    if (to < low) low = to;
    cut.add(String(to + 1n));
  }
  return (lv) => (cut.has(String(lv)) ? 'take target' : lv > low ? 'take' : undefined);
}

/** The level a heap gesture names: a stone's level, or where a drag ends. */
const level = (a) => big(a.kind === 'drag' ? a.to : a.n);

/** "take 1 to 9 stones" … the heap a new Nim component starts with. */
export const heap = {
  get noun() { return tr('heap'); }, // a board that spreads this object says its own noun (a getter is read once by a spread)
  blank: () => '5',
  room: (c, draw) => Number(big(c.body) < BigInt(draw.stones) ? big(c.body) : BigInt(draw.stones)) + 1,
  draw(v, g) {
    const h = big(v.comp.body);
    const base = stackHeight(v.room);
    const name = tr('heap {i}', { i: v.index });
    const { text: count, width } = stoneCount(h);
    const x = width / 2;
    plate(g, x, base, count);
    const st = stack(g, x, base, {
      h, max: v.draw.stones, room: v.room, edit: v.mode === 'edit', play: v.mode === 'play',
      kind: 'stone', key: `c${v.index}`, name, take: heapMarks(v.marks), wide: width - 8,
    });
    return { width, height: base + 20, cell: st.cell, levels: st.levels, right: st.right };
  },
  /** A click or drag: in play, take the stone and all above it; in edit, cut
   *  the heap there (or grow it to the ghost stone). */
  gesture(c, a, ctx) {
    const h = big(c.body), lv = level(a);
    if (ctx.mode === 'edit') {
      if (a.kind === 'drag') return { body: String(lv) };
      return { body: String(lv <= h ? lv - 1n : lv) };
    }
    if (a.kind === 'drag' ? big(a.from) > h : lv > h) return { error: tr('There is no stone there: click a stone to take it and all above it.') };
    return { move: `${h}>${(a.kind === 'drag' ? big(a.from) : lv) - 1n}` };
  },
  fields: (c, limits) => [{ key: 'size', label: tr('stones'), value: c.body, min: 0, max: String(limits.heap) }],
  setField(c, key, value, limits) {
    const r = whole(value, 0, limits.heap, tr('A heap size'));
    return r.error ? r : { body: r.text };
  },
};

function nimNote(c) {
  const n = big(c.body);
  return {
    unit: 'stone', marks: [], heap: c.sg,
    spans: n ? [{ from: 1, to: n, label: tr('Nim heap of {n}', { n }), short: tr('heap {n}', { n }), cls: 'odd' }] : [],
    lines: [tr('A Nim heap is already Nim: from {n} stones you can reach any smaller heap 0–{m}, so SG({n}) = mex{0,…,{m}} = {n}.', { n, m: n > 0n ? n - 1n : 0n })],
  };
}

export default {
  game: 'nim',
  css: new URL('./nim.css', import.meta.url).href, // its own look, loaded with it
  // the words of its teaching views (the why view, its notes, the exercises): the page opens on
  // this board, so they load with the teaching panel, not with the page (boards/index.js)
  teachWords: { zh: () => import('./nim.teach.zh.js') },
  get title() { return tr('Nim'); },
  ...heap,
  get noun() { return tr('heap'); },
  get intro() { return tr('Nim is the model every other game is measured against.'); },
  get sums() { return [[tr('Nim heap beside a checkers row'), 'nim:5+checkers:...............o.oo.']]; },
  get exercises() {
    return [ // the Exercises tab: [position, what is asked, question, source in Ferguson's book]
      ['nim:27,17', 'nimsum', tr('What is the nim-sum of 27 and 17?'), tr('§2.6, Exercise 1(a)')],
      ['nim:38,25', 'nimsum', tr('The nim-sum of 38 and x is 25: find x. (Since y ⊕ y = 0, x = 38 ⊕ 25 — the nim-sum of the two heaps shown.)'), tr('§2.6, Exercise 1(b)')],
      ['nim:13,12,8', 'moves', tr('Heaps of 13, 12 and 8: find every winning move (the book finds two and asks for a third).'), tr('§2.2, the position (13, 12, 8)')],
      ['nim:12,19,27', 'moves', tr('Nim with three piles of 12, 19 and 27 chips: find all winning moves.'), tr('§2.6, Exercise 2(a)')],
      ['nim:13,17,19,23', 'moves', tr('Nim with four piles of 13, 17, 19 and 23 chips: find all winning moves.'), tr('§2.6, Exercise 2(b)')],
      ['nim:1,1,5;misere', 'move', tr("Misère Nim with heaps 1, 1, 5: find the winning move (Bouton's rule for the end)."), tr('§2.5 (misère Nim)')],
      ['nim:12,19,27;misere', 'moves', tr('Misère Nim with piles of 12, 19 and 27: find all winning moves.'), tr('§2.6, Exercise 2(c)')],
      ['nim:13,17,19,23;misere', 'moves', tr('Misère Nim with piles of 13, 17, 19 and 23: find all winning moves.'), tr('§2.6, Exercise 2(c)')],
    ];
  },
  get examples() {
    return [
      [tr('Heaps 3, 4, 5'), 'nim:3,4,5'],
      [tr('Luogu P2197 sample 1: heaps 1, 1'), 'nim:1,1'],
      [tr('Luogu P2197 sample 2: heaps 1, 0'), 'nim:1,0'],
      [tr('Heaps 1, 2, 3 (nim-sum 0)'), 'nim:1,2,3'],
      [tr('Heaps 7, 9, 12, 15'), 'nim:7,9,12,15'],
      [tr('Heaps of 10^18 and 2^60'), 'nim:1000000000000000000,1152921504606846976'],
    ];
  },
  random: () => `nim:${Array.from({ length: rnd(2, 4) }, () => rnd(0, 12)).join(',')}`,
  notes: nimNote,
  quiz: (r) => `nim:${Array.from({ length: r.int(2, 3) }, () => r.int(1, 9)).join(',')}`,
};
