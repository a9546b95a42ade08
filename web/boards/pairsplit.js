// boards/pairsplit.js — E&D (Luogu P2148): each component a pair of piles
// "a/b" of at least one stone each. A move throws one pile away and splits
// the other into two piles of at least one stone, which become the pair: the
// part that stays keeps its place, the other takes the place of the pile
// thrown away. Piles of any size up to 10^18 are drawn as stacks with a
// break and kept exact (BigInt).
// Play: click a stone of the pile to split (not its lowest): it and the
// stones above it go over to the other pile's place, the other pile is
// thrown away. Edit: click a stone to cut its pile there, the faint stone on
// top to add one, or drag the top; the fields set both piles.

import { s } from '../kit/svg.js';
import { stack, stackHeight, whole, rnd, big, textWidth, stoneCount, plate, words as common } from './common.js';
import { tr, register } from '../i18n/i18n.js';

// The words of this board (and the stacks it draws) in other languages.
export const words = Promise.all([common, register({ zh: () => import('./pairsplit.zh.js') })]);

/** Binary digits in groups of four from the right, a thin space between (a place to
 *  break the line: 60 of them are wider than a phone). */
const fours = (bin) => bin.replace(/\B(?=(?:[01]{4})+$)/g, '\u2009');

/** [a, b] of a pair's body "a/b", as BigInts. */
const pairOf = (body) => String(body).split('/').map((x) => big(x));

/** What a move's text ("3/1>1/2") does: the pile split (0: a, 1: b), the
 *  stones that stay in its place, and the pair it leaves. */
function splitOf(move, a, b) {
  const m = /(\d+)\/(\d+)$/.exec(move);
  if (!m) return null;
  const x = big(m[1]), y = big(m[2]);
  return x + y === b ? { pile: 1, stay: y, pair: `${x}/${y}` } : { pile: 0, stay: x, pair: `${x}/${y}` };
}

function note(c) {
  const [a, b] = pairOf(c.body);
  const bits = big(c.bits ?? ((a - 1n) | (b - 1n)));
  const lines = [];
  if (a === 1n && b === 1n) lines.push(tr('Both piles have one stone: neither can be split, so SG(1, 1) = 0.'));
  else {
    lines.push(tr('A pile of n split into x + y (both at least 1) leaves pairs whose values are exactly the 1 bits of n − 1, counted from bit 0; so the pair reaches every value whose bit is 1 in (a − 1) | (b − 1), and its value, the mex, is the lowest 0 bit of that number.'));
    lines.push(tr('Here {x} | {y} = {bits}, in binary {bin}: its lowest 0 bit is bit {sg}, so SG({a}, {b}) = {sg}.', { x: a - 1n, y: b - 1n, bits, bin: fours(bits.toString(2)), sg: c.sg, a, b }));
  }
  return { unit: 'stone', marks: [], spans: [], lines, heap: c.sg };
}

export default {
  game: 'pairsplit',
  css: new URL('./pairsplit.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr('E&D: pairs of piles (Luogu P2148)'); },
  get noun() { return tr('pair'); },
  get intro() { return tr('E&D (Luogu P2148): piles come in pairs; a move throws one pile of a pair away and splits the other into two piles of at least one stone, the new pair. Printing the table of values shows the pattern: SG(a, b) is the lowest 0 bit of (a − 1) | (b − 1).'); },
  get examples() {
    return [
      [tr('Pairs 4/6 and 3/5'), 'pairsplit:4/6,3/5'],
      [tr('Luogu P2148 sample 1: piles 1 2 3 1'), 'pairsplit:1/2,3/1'],
      [tr('Luogu P2148 sample 2: six piles of 1'), 'pairsplit:1/1,1/1,1/1'],
      [tr('Pairs 5/6 and 7/2'), 'pairsplit:5/6,7/2'],
      [tr('Pairs 25/40 and 17/33'), 'pairsplit:25/40,17/33'],
    ];
  },
  get sums() { return [[tr('A pair beside a Nim heap'), 'pairsplit:3/4+nim:2']]; },
  blank: () => '3/2',
  room: (c, draw) => { const [a, b] = pairOf(c.body); const t = a > b ? a : b; return Number(t < BigInt(draw.stones) ? t : BigInt(draw.stones)) + 1; },
  random: () => `pairsplit:${Array.from({ length: rnd(1, 3) }, () => `${rnd(1, 9)}/${rnd(1, 9)}`).join(',')}`,
  draw(v, g) {
    const [a, b] = pairOf(v.comp.body);
    const edit = v.mode === 'edit', play = v.mode === 'play';
    const base = stackHeight(v.room);
    const splits = v.marks.map((m) => splitOf(m.move, a, b)).filter(Boolean);
    const name = tr('pair {i}', { i: v.index });
    const cells = [];
    const levels = [];
    // each pile's column as wide as its count of stones (a pile of 10^18 says so in full)
    const counts = [a, b].map(stoneCount);
    const cols = counts.map((c) => c.width);
    const piles = cols[0] + cols[1];
    [a, b].forEach((h, p) => {
      const x = p === 0 ? cols[0] / 2 : cols[0] + cols[1] / 2;
      const pile = p === 0 ? tr('{name}, pile a', { name }) : tr('{name}, pile b', { name });
      const mine = splits.filter((sp) => sp.pile === p);
      const take = (lv) => (mine.some((sp) => lv === sp.stay + 1n) ? 'take target' : mine.some((sp) => lv > sp.stay) ? 'take' : undefined);
      const other = p === 0 ? b : a;
      plate(g, x, base, counts[p].text);
      const st = stack(g, x, base, {
        h, max: v.draw.stones, room: v.room, edit, play, kind: 'stone', key: `c${v.index}-${p}`, name: pile, take, extra: { 'data-s': p + 1 }, wide: cols[p] - 8,
        verb: play ? (lv, n) => (lv === 1n ? tr('the lowest stone: a split leaves at least one stone in each part') : tr('split here: {n} stones go over, {k} stay, the pile of {o} is thrown away', { n, k: lv - 1n, o: other })) : null,
      });
      cells.push(st.cell);
      levels.push(...st.levels);
    });
    g.append(s('path', { d: `M12,${base + 22} v6 H${piles - 12} v-6`, class: 'pair-bracket' }));
    let h = base + 30, width = piles;
    if (splits.length) {
      const pairs = [...new Set(splits.map((sp) => sp.pair))];
      // six pairs at most, three a line, or fewer where the pairs are long (piles of 10^18)
      const wide = (t) => Math.ceil(textWidth(t, 13)) + 8; // (12 px type, measured as 13: a wide font's digits)
      const lineOf = (k, per) => `→ ${pairs.slice(k, k + per).join(tr(', '))}${k + per >= 6 && pairs.length > 6 ? tr(', …') : ''}`;
      const starts = (per) => Array.from({ length: Math.ceil(Math.min(pairs.length, 6) / per) }, (_, j) => j * per);
      const per = [3, 2, 1].find((n) => n === 1 || starts(n).every((k) => wide(lineOf(k, n)) <= piles));
      const lines = [tr('winning:'), ...starts(per).map((k) => lineOf(k, per))];
      width = Math.max(piles, ...lines.map(wide));
      lines.forEach((t, k) => g.append(s('text', { x: width / 2, y: h + 12 + 14 * k, class: 'count win-note', 'text-anchor': 'middle', text: t })));
      h += 4 + 14 * lines.length;
    }
    return { width, height: h + 4, cell: (lv) => cells[1](lv) ?? cells[0](lv), levels };
  },
  gesture(c, a, ctx) {
    const [x, y] = pairOf(c.body);
    const p = (a.s || 1) - 1;
    const h = p === 0 ? x : y;
    if (a.kind !== 'stone' && a.kind !== 'drag') return {};
    if (ctx.mode === 'edit') {
      const lv = big(a.kind === 'drag' ? a.to : a.n);
      const to = a.kind === 'drag' ? lv : lv <= h ? lv - 1n : lv;
      if (to < 1n) return { error: tr('A pile has at least one stone.') };
      return { body: p === 0 ? `${to}/${y}` : `${x}/${to}` };
    }
    const lv = big(a.kind === 'drag' ? a.from : a.n);
    if (lv > h) return {};
    if (lv === 1n) return { error: tr('Click a stone above the lowest: it and the stones above it go over, and at least one stone stays.') };
    const stay = lv - 1n, go = h - stay;
    return { move: p === 0 ? `${x}/${y}>${stay}/${go}` : `${x}/${y}>${go}/${stay}` };
  },
  fields: (c, limits) => {
    const [a, b] = pairOf(c.body);
    return [
      { key: 'a', label: 'a', value: String(a), min: 1, max: String(limits.pile) },
      { key: 'b', label: 'b', value: String(b), min: 1, max: String(limits.pile) },
    ];
  },
  setField(c, key, value, limits) {
    const [a, b] = pairOf(c.body);
    const r = whole(value, 1, limits.pile, tr('A pile'));
    if (r.error) return r;
    return { body: key === 'a' ? `${r.text}/${b}` : `${a}/${r.text}` };
  },
  notes: note,
  quiz: (r) => `pairsplit:${Array.from({ length: r.int(1, 3) }, () => `${r.int(1, 8)}/${r.int(1, 8)}`).join(',')}`,
};
