// boards/sub.js — subtraction games: heaps as in Nim, but a move takes k
// stones with k in the set S (the group's parameter: "1,3,4", "1-3"). The
// engine says which moves exist; the board only names the stone clicked.

import { heap, words as nim } from './nim.js';
import { rnd, whole, big } from './common.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board in other languages (and those of Nim's heaps, which it draws).
export const words = Promise.all([nim, register({ zh: () => import('./sub.zh.js') })]);

/** m when a set's canonical text is 1..m ("1", "1,2", "1-m"), else 0: which
 *  of this board's families a link's set opens in. */
const bashOf = (param) => { const m = /^1(?:,(2)|-(\d+))?$/.exec(param ?? ''); return m ? Number(m[2] ?? m[1] ?? 1) : 0; };

/** The "why" note, from the engine's analysis: its value, "bash" (m when S
 *  is 1..m) and "options" (the heaps a move leaves). */
function note(c, { play = 'normal' } = {}) {
  const n = big(c.body);
  if (c.bash) {
    const b = BigInt(c.bash) + 1n, r = BigInt(c.sg ?? 0), full = (n - r) / b;
    const spans = [];
    for (let j = 0n; j < full && j < 12n; j++) spans.push({ from: j * b + 1n, to: j * b + b, label: `${b}`, short: `${b}`, cls: 'even' });
    if (r) spans.push({ from: full * b + 1n, to: n, label: tr('remainder {r}', { r }), short: tr('rest {r}', { r }), cls: 'odd' });
    return {
      unit: 'stone', marks: [], spans, heap: c.sg,
      lines: [
        tr('Bash game (take 1 to {m}): group the {n} stones in blocks of m + 1 = {b}. Whatever the opponent takes from a block (k), you take {b} − k and finish it, so full blocks never matter.', { m: c.bash, n, b }),
        play === 'misere' ? (r ? tr('Only the remainder counts: SG({n}) = {n} mod {b} = {r}. In normal play: take {r} to leave whole blocks (a P-position).', { n, b, r }) : tr('Only the remainder counts: SG({n}) = {n} mod {b} = {r}. In normal play: the player to move loses this heap.', { n, b, r }))
          : r ? tr('Only the remainder counts: SG({n}) = {n} mod {b} = {r}. Take {r} to leave whole blocks (a P-position).', { n, b, r }) : tr('Only the remainder counts: SG({n}) = {n} mod {b} = {r}. No remainder: the player to move loses this heap.', { n, b, r }),
        ...(play === 'misere' ? [n % b === 1n ? tr('In misère play (the last move loses) a heap of one stone more than whole blocks is the one that loses for the player to move: here {n} mod {b} = {r}, so the player to move loses.', { n, b, r: n % b }) : tr('In misère play (the last move loses) a heap of one stone more than whole blocks is the one that loses for the player to move: here {n} mod {b} = {r}, so the player to move wins.', { n, b, r: n % b })] : []),
      ],
    };
  }
  const options = c.options ?? [];
  return {
    unit: 'stone', marks: [], heap: c.sg,
    spans: n ? [{ from: 1n, to: n, label: `SG ${c.sg}`, short: `SG ${c.sg}`, cls: c.sg ? 'odd' : 'even' }] : [],
    lines: [
      options.length
        ? tr('Take k ∈ {{set}}: from {n} the options are heaps {options}, and SG({n}) = mex of their values = {sg}.', { set: c.param, n, options: options.join(tr(', ')), sg: c.sg })
        : tr('Take k ∈ {{set}}: from {n} the options are heaps (none), and SG({n}) = mex of their values = {sg}.', { set: c.param, n, sg: c.sg }),
      tr('So this heap plays exactly like a Nim heap of {sg}. The values repeat with a period — open "SG sequences" for sub({set}) to see it proven.', { sg: c.sg, set: c.param }),
    ],
  };
}

const SETS = ['1-3', '1-4', '1,3,4', '2,5', '1,2,6'];

export default {
  game: 'sub',
  css: new URL('./sub.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr('Subtraction game (Bash)'); },
  ...heap,
  get noun() { return tr('heap'); },
  param: '1-3', // the set of a new heap when the position has none
  tag: (c, mode) => (mode === 'edit' ? null : tr('take {{set}}', { set: c.param })),
  blank: () => '10',
  get intro() { return tr('A subtraction heap is a Nim heap in disguise: its SG value is the size of the Nim heap it imitates.'); },
  get exercises() {
    return [ // the Exercises tab: [position, what is asked, question, source in Ferguson's book]
      ['sub(1,3,4):100', 'verdict', tr('A move takes 1, 3 or 4 chips; there are 100 chips. Who wins — the player to move (the first player) or the other?'), tr('§1.4, the subtraction game S = {1, 3, 4} ("Who wins the game with 100 chips?")')],
      ['sub(1-6):31', 'move', tr('A move takes 1 to 6 chips; there are 31. What is your winning move?'), tr('§1.5, Exercise 2(b)')],
      ['sub(1,3,5,7):100', 'verdict', tr('Subtraction set S = {1, 3, 5, 7}, play starting at 100 chips: who wins, the first player or the second?'), tr('§1.5, Exercise 4(a) and (d)')],
      ['sub(1,3,6):100', 'verdict', tr('Subtraction set S = {1, 3, 6}, play starting at 100 chips: who wins, the first player or the second?'), tr('§1.5, Exercise 4(b) and (d)')],
      ['sub(1,2,4,8,16,32,64):100', 'verdict', tr('A move takes a power of 2 (1, 2, 4, … — from 100 chips, at most 64). Who wins from 100 chips, the first player or the second?'), tr('§1.5, Exercise 4(c) and (d)')],
      ['sub(1-3):14', 'sg', tr('A move takes 1, 2 or 3 chips: what is the SG value of a pile of 14?'), tr('§3.3, Example 2 (g(x) = x mod 4)')],
      ['sub(1,3,4):10', 'sg', tr('Subtraction set S = {1, 3, 4}: what is the SG value of a pile of 10?'), tr('§3.5, Exercise 2')],
      ['sub(1-3):9+sub(1-5):10+sub(1-7):14', 'moves', tr('G(3) + G(5) + G(7) from piles 9, 10, 14 (at most 3, 5, 7 chips a move): find every optimal move.'), tr('§4.3, Application 1 ("There is another optimal move. Can you find it?")')],
      ['sub(1-3):13;misere', 'verdict', tr('Take 1, 2 or 3 chips; whoever takes the last chip loses. 13 chips, your move: do you win?'), tr('§1.5, Exercise 1 (the misère take-away game)')],
      ['sub(1-3):22;misere', 'move', tr('Take 1, 2 or 3 chips; whoever takes the last chip loses. 22 chips: what is your winning move?'), tr('§1.5, Exercise 1 (the misère take-away game)')],
    ];
  },
  get examples() {
    return [
      [tr('Bash game, take 1–3, heap 10'), 'sub(1-3):10'],
      [tr('Bash game, take 1–3, heaps 4 and 8'), 'sub(1-3):4,8'],
      [tr('Take 1, 3 or 4: heaps 10 and 7'), 'sub(1,3,4):10,7'],
      [tr('Take 2 or 5: heaps 6, 9, 11'), 'sub(2,5):6,9,11'],
      [tr('Bash game, a heap of 10^12'), 'sub(1-3):1000000000000'],
    ];
  },
  random: () => `sub(${SETS[rnd(0, SETS.length - 1)]}):${Array.from({ length: rnd(2, 4) }, () => rnd(0, 20)).join(',')}`,
  fields: (c, limits) => [
    ...heap.fields(c, limits),
    { key: 'set', label: tr('take'), value: c.param, text: true, title: tr('the numbers of stones a move may take, like 1,3,4 or 1-3') },
  ],
  setField(c, key, value, limits) {
    if (key !== 'set') return heap.setField(c, key, value, limits);
    const v = String(value).replace(/\s+/g, '');
    if (!v) return { error: tr('The set is empty: type the numbers a move may take, like 1,3,4 or 1-3.') };
    return { param: v, group: true }; // the engine checks it and says what is wrong
  },
  notes: note,
  quiz: (r) => `sub(${r.pick(['1-2', '1-3', '1-4', '1,3,4', '2,3', '1,4'])}):${Array.from({ length: r.int(1, 3) }, () => r.int(2, 15)).join(',')}`,
  get families() {
    return [
      {
        id: 'bash', label: tr('Bash game: take 1..m'),
        fields: [{ key: 'm', label: 'm = ', value: '3', type: 'number', min: 1 }],
        family: ({ m }) => (/^\d+$/.test(m.trim()) && Number(m) >= 1 ? { text: `sub(1-${Number(m)})` } : { error: tr('m must be a whole number, 1 or more (the most stones a move may take).') }),
      },
      {
        id: 'sub', label: tr('Subtraction game: take k in S'),
        fields: [{ key: 'set', label: 'S = {', after: '}', value: '2,4,7' }],
        family: ({ set }) => {
          const v = set.replace(/\s+/g, '');
          if (!/^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(v)) return { error: tr('S is a list of positive whole numbers separated by commas, with ranges like 1-3: for example 2,4,7.') };
          if (/(^|[,-])0+(\D|$)/.test(v)) return { error: tr('S may not contain 0: a move must take at least one stone.') };
          return { text: `sub(${v})` };
        },
      },
    ];
  },
  /** The explorer's family for component c: the Bash game when S is 1..m. */
  familyOf(c) {
    const m = c.bash ?? bashOf(c.param);
    return m ? { id: 'bash', values: { m: String(m) } } : { id: 'sub', values: { set: c.param } };
  },
  /** Words on a computed sequence of this family (the engine's "bash"). */
  aboutSequence(seq) {
    return seq.bash && seq.period === seq.bash + 1 && seq.preperiod === 0 ? tr('This is the Bash game rule SG(x) = x mod {b}.', { b: seq.bash + 1 }) : '';
  },
};
