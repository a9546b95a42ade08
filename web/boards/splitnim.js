// boards/splitnim.js — split Nim (AcWing 894): heaps as in Nim, but a move
// takes one heap of n away and puts down two heaps of fewer than n stones
// each (either may be empty, and together they may hold more than n).
// Play: choose the two new heaps with two clicks on the heap — a stone for
// a heap of that many stones (the stones up to it), "empty" under it for an
// empty one; the engine makes the move. Edit: as Nim's heaps (click a stone to cut
// the heap there, the faint stone on top to add one, drag the top; the field).

import { s } from '../kit/svg.js';
import { heap, words as nim } from './nim.js';
import { act, stack, stackHeight, rnd, big, stoneCount, plate } from './common.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board in other languages (and those of Nim's heaps, which it draws in edit).
export const words = Promise.all([nim, register({ zh: () => import('./splitnim.zh.js') })]);

/** The two heaps a move's text puts down ("5>1+3"), as BigInts. */
const partsOf = (move) => { const m = /(\d+)\+(\d+)$/.exec(move); return m ? [big(m[1]), big(m[2])] : null; };

function note(c) {
  const n = big(c.body);
  const lines = [];
  if (n === 0n) lines.push(tr('An empty heap has no move: SG(0) = 0.'));
  else {
    lines.push(tr('A move puts two heaps of fewer stones in place of this one (either may be empty): from {n}, any i and j below {n}, an option worth SG(i) ⊕ SG(j).', { n }));
    lines.push(tr('Printing the table of values shows the pattern: SG(n) is the n-th odious number (1, 2, 4, 7, 8, 11, … from n = 1; odious: an odd number of 1s in binary). Here SG({n}) = {sg}.', { n, sg: c.sg }));
    lines.push(tr('Why: a heap of n plays as a coin showing heads on cell n of Mock Turtles, and the heaps put down as the coins turned with it; those values are the odious numbers.'));
  }
  return { unit: 'stone', marks: [], spans: [], lines, heap: c.sg };
}

export default {
  ...heap,
  game: 'splitnim',
  css: new URL('./splitnim.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr('Split Nim (AcWing 894)'); },
  get noun() { return tr('heap'); },
  get intro() { return tr('Split Nim (AcWing 894): a move takes one heap away and puts down two heaps of fewer stones, either of them empty if you like. A heap can grow into more stones than it had, yet the game ends, and each heap is worth the mex of the XORs of the pairs it can become: a Multi-SG game.'); },
  get examples() {
    return [
      [tr('Heaps 2, 3 and 5'), 'splitnim:2,3,5'],
      [tr('AcWing 894 sample: heaps 2 and 3'), 'splitnim:2,3'],
      [tr('Heaps 1 to 6'), 'splitnim:1,2,3,4,5,6'],
      [tr('A heap of 40'), 'splitnim:40'],
    ];
  },
  get sums() { return [[tr('Split Nim beside a Nim heap'), 'splitnim:3+nim:3']]; },
  blank: () => '4',
  random: () => `splitnim:${Array.from({ length: rnd(2, 4) }, () => rnd(0, 12)).join(',')}`,
  draw(v, g) {
    if (v.mode === 'edit') {
      const geo = heap.draw({ ...v, marks: [] }, g); // a split takes no stones: its winning moves are written under the heap
      const wins = v.marks.map((m) => partsOf(m.move)).filter(Boolean);
      if (!wins.length) return geo;
      const lines = [tr('winning:'), ...wins.slice(0, 3).map(([i, j]) => `→ ${i} + ${j}`), ...(wins.length > 3 ? ['…'] : [])];
      lines.forEach((t, k) => g.append(s('text', { x: geo.width / 2, y: geo.height + 12 + 14 * k, class: 'count win-note', 'text-anchor': 'middle', text: t })));
      return { ...geo, height: geo.height + 4 + 14 * lines.length };
    }
    const h = big(v.comp.body);
    const base = stackHeight(v.room);
    const name = tr('heap {i}', { i: v.index });
    const first = v.pick?.comp === v.index ? big(v.pick.first) : null;
    const { text: count, width } = stoneCount(h);
    const x = width / 2;
    plate(g, x, base, count);
    if (h > 0n) { // an empty heap, as one of the two
      const none = act(g, 'plate', 0, `c${v.index}-0`, first === 0n ? tr('{name}: an empty heap, chosen', { name }) : tr('{name}: an empty heap as one of the two', { name }));
      none.append(s('rect', { x: x - 28, y: base + 22, width: 56, height: 20, rx: 10, class: `none${first === 0n ? ' picked' : ''}` }));
      none.append(s('text', { x, y: base + 36, class: 'none-text', 'text-anchor': 'middle', text: tr('empty') }));
    }
    const st = stack(g, x, base, {
      h, max: v.draw.stones, room: v.room, edit: false, play: true, kind: 'stone', key: `c${v.index}`, name, wide: width - 8,
      take: (lv) => (first !== null && lv <= first ? 'pick' : undefined),
      verb: (lv) => (lv === h ? tr('the whole heap: the new heaps have fewer stones') : first !== null ? tr('a heap of {k} stones as the second, beside {j}', { k: lv, j: first }) : tr('a heap of {k} stones as one of the two', { k: lv })),
    });
    return { width, height: base + 46, cell: st.cell, levels: st.levels, right: st.right };
  },
  gesture(c, a, ctx) {
    if (ctx.mode === 'edit') return a.kind === 'plate' ? {} : heap.gesture(c, a, ctx);
    const h = big(c.body);
    if (a.kind !== 'stone' && a.kind !== 'plate') return {};
    const k = a.kind === 'plate' ? 0n : big(a.n);
    if (k >= h) return { error: tr('The new heaps have fewer stones than {n}: click a lower stone, or "empty" for an empty heap.', { n: h }) };
    const first = ctx.pick?.comp === ctx.index ? big(ctx.pick.first) : null;
    if (first === null) return { pick: { comp: ctx.index, first: String(k) }, info: tr('One new heap: {k} stones. Now choose the other (a stone, or "empty" for an empty heap).', { k }) };
    const [i, j] = first <= k ? [first, k] : [k, first];
    return { move: `${h}>${i}+${j}`, pick: null };
  },
  notes: note,
  quiz: (r) => `splitnim:${Array.from({ length: r.int(1, 3) }, () => r.int(1, 9)).join(',')}`,
};
