// boards/moore.js — Moore's Nim_k: heaps of stones; a move takes stones
// from at least one and at most k heaps. One component is the whole group of
// heaps (they are not independent), drawn as stacks side by side over the
// table of their binary columns: each column's count of 1s, and whether it
// is a multiple of k+1 (all of them: a P-position, Moore 1910).
// Edit: click a stone to cut the heap there (the ghost stone adds one), drag
// a heap's top; fields for k, the number of heaps and the heaps themselves.
// Play: click a stone to take it and all above it. For a move on several
// heaps, Shift+click (Shift+Enter) a stone on each heap but the last, then
// click the last one; Escape lets the chosen stones go.

import { s } from '../kit/svg.js';
import { stack, stackHeight, whole, rnd, big, slices, textWidth } from './common.js';
import { heapMarks } from './nim.js';
import { tr, register } from '../i18n/i18n.js';

// The board's words in other languages (loaded with it).
export const words = register({ zh: () => import('./moore.zh.js') });

const GAP = 74;  // between heaps
const BIT = 22;  // a binary column

const heapsOf = (body) => body.split('/').map(big);
const kOf = (c) => Number(c.param || 1);
const afterOf = (m) => heapsOf(m.move.slice(m.move.indexOf('>') + 1));

/** The binary columns of heaps hs, lowest first: the count of 1s in each. */
export function columns(hs) {
  const out = [];
  let top = 0;
  for (const x of hs) top = Math.max(top, x.toString(2).length - (x === 0n ? 1 : 0));
  for (let j = 0; j < top; j++) out.push(hs.reduce((n, x) => n + Number((x >> BigInt(j)) & 1n), 0));
  return out;
}

/** The heaps chosen so far for a move on several heaps: {heap: new size}. */
const cutsOf = (pick, i) => (pick?.comp === i && pick.cuts ? pick.cuts : {});

function draw(v, g) {
  const hs = heapsOf(v.comp.body);
  const k = kOf(v.comp);
  const edit = v.mode === 'edit';
  const max = v.draw.stones;
  const tall = hs.reduce((m, x) => (x > m ? x : m), 0n);
  const room = Math.min(Number(tall < BigInt(max) ? tall : BigInt(max)) + (edit ? 2 : 1), max + 1);
  const base = stackHeight(Math.max(room, v.room ?? 1)) + 4;
  const cuts = cutsOf(v.pick, v.index);
  const afters = v.marks.map(afterOf);
  const first = [];
  slices(v, g, hs.length, 4, (j, into) => { // many heaps: a few a frame (common.js)
    const hh = hs[j];
    const cx = 40 + j * GAP;
    const moves = afters.filter((a) => a[j] < hh).map((a) => ({ to: a[j] }));
    const marks = heapMarks(moves);
    const chosen = cuts[j + 1] !== undefined ? big(cuts[j + 1]) : null;
    const take = (lv) => (chosen !== null && lv > chosen ? `chosen${marks(lv) ? ' ' + marks(lv) : ''}` : marks(lv));
    into.append(s('ellipse', { cx, cy: base - 5, rx: 30, ry: 6, class: 'plate' }));
    const label = hh > 99999n ? `${String(hh).slice(0, 3)}…` : String(hh);
    into.append(s('text', { x: cx, y: base + 14, class: 'count', 'text-anchor': 'middle', text: label }));
    const st = stack(into, cx, base, { h: hh, max, room, edit, play: !edit, kind: 'stone', key: `c${v.index}-h${j + 1}`, name: tr('heaps {i}, heap {j}', { i: v.index, j: j + 1 }), take, rx: 22, ry: 9, wide: GAP - 4, extra: { 'data-s': j + 1, 'data-heap': j + 1 } });
    first.push(st);
  });
  // the binary table: a row per heap, a column per power of 2 (highest left)
  const cols = v.info?.columns ?? columns(hs);
  const w = cols.length;
  const tx = 80, ty = base + 36;
  const right = tx + Math.max(w, 1) * BIT;
  g.append(s('text', { x: 4, y: ty - 6, class: 'mo-head', text: tr('heap') }));
  cols.forEach((cnt, j) => { // column j (2^j) at x from the right
    const x = right - (j + 1) * BIT;
    if (cnt % (k + 1) && !v.hide) g.append(s('rect', { x: x + 1, y: ty - 2, width: BIT - 2, height: hs.length * 18 + 46, rx: 3, class: 'mo-colbad', 'data-col': j }));
    const head = j < 10 ? String(2 ** j) : `2^${j}`; // (three characters and more: squeezed into the column)
    g.append(s('text', { x: x + BIT / 2, y: ty - 6, class: 'mo-head', 'text-anchor': 'middle', text: head, ...(head.length > 2 ? { textLength: BIT - 3, lengthAdjust: 'spacingAndGlyphs' } : {}) }));
  });
  slices(v, g, hs.length, Math.max(1, Math.floor(256 / (w + 1))), (r, into) => {
    const hh = hs[r];
    const y = ty + 14 + r * 18;
    into.append(s('text', { x: 4, y, class: 'mo-head', text: `${r + 1}: ${hh > 999999n ? String(hh).slice(0, 4) + '…' : hh}` }));
    for (let j = 0; j < w; j++) {
      const one = (hh >> BigInt(j)) & 1n;
      into.append(s('text', { x: right - (j + 1) * BIT + BIT / 2, y, class: `mo-bit${one ? ' one' : ''}`, 'text-anchor': 'middle', text: String(one) }));
    }
  });
  const yc = ty + 14 + hs.length * 18 + 6;
  g.append(s('text', { x: 4, y: yc, class: 'mo-head', text: tr('1s') }));
  g.append(s('text', { x: 4, y: yc + 18, class: 'mo-head', text: `÷ ${k + 1}` }));
  cols.forEach((cnt, j) => { // (v.hide: an exercise asks who wins — the counts stay, the verdict goes)
    const x = right - (j + 1) * BIT + BIT / 2, ok = cnt % (k + 1) === 0;
    g.append(s('text', { x, y: yc, class: `mo-count${v.hide ? '' : ok ? ' ok' : ' bad'}`, 'text-anchor': 'middle', 'data-count': cnt, text: String(cnt) }));
    if (!v.hide) g.append(s('text', { x, y: yc + 18, class: `mo-count ${ok ? 'ok' : 'bad'}`, 'text-anchor': 'middle', text: ok ? '✓' : '✗' }));
  });
  const bad = cols.filter((c) => c % (k + 1)).length;
  const m = k + 1;
  const rule = v.hide ? tr("Is every column's count of 1s a multiple of {m}?", { m }) : !w ? tr('No stones: a P-position (no move).')
    : bad > 1 ? tr('{n} columns are not a multiple of {m}: an N-position (normal play).', { n: bad, m })
    : bad ? tr('{n} column is not a multiple of {m}: an N-position (normal play).', { n: bad, m })
    : tr("Every column's count of 1s is a multiple of {m}: a P-position (normal play).", { m });
  g.append(s('text', { x: 4, y: yc + 40, class: 'mo-rule', text: rule }));
  const width = Math.max(40 + hs.length * GAP - 20, right + 8, textWidth(rule, 12.5) + 10);
  return { width, height: yc + 48, cell: (lv) => first[0]?.cell(lv) ?? null, levels: first[0]?.levels ?? [] };
}

function notes(c, { play = 'normal' } = {}) {
  const hs = heapsOf(c.body), k = kOf(c);
  const cols = c.columns ?? columns(hs);
  const bad = cols.map((n, j) => [n, j]).filter(([n]) => n % (k + 1));
  const m = k + 1;
  const here = { heaps: hs.join(', '), counts: [...cols].reverse().join(', ') || tr('none'), cols: bad.map(([, j]) => 2n ** BigInt(j)).reverse().join(', '), m };
  return {
    unit: 'stone', marks: [], spans: [], heap: c.sg,
    lines: [
      k > 1 ? tr("Moore's Nim_{k}: a move takes stones from at least one and at most {k} heaps. Nim_1 is Nim. The heaps are not independent, so the whole group is one game.", { k })
        : tr("Moore's Nim_{k}: a move takes stones from at least one and at most {k} heap. Nim_1 is Nim. The heaps are not independent, so the whole group is one game.", { k }),
      tr("Moore's theorem (1910): write the heaps in binary; the position is a P-position exactly when, in every column, the number of heaps with a 1 there is a multiple of k + 1 = {m}. For k = 1 that is \"every column has an even count\", the nim-sum 0.", { m }),
      k > 1 ? tr("Why: from such a position a move lowers 1 to {k} heaps; in the highest column where a lowered heap changes, its bit goes from 1 to 0 (it becomes smaller there), so that column's count falls by 1 to {k} — no longer a multiple of {m}. From any other position, walk the columns from the top: lower a few heaps that have a 1 there (below it they may take any bits), and give 1s to heaps already lowered, so that every count becomes a multiple of {m}; at most {k} heaps are ever touched.", { k, m })
        : tr("Why: from such a position a move lowers 1 to {k} heap; in the highest column where a lowered heap changes, its bit goes from 1 to 0 (it becomes smaller there), so that column's count falls by 1 to {k} — no longer a multiple of {m}. From any other position, walk the columns from the top: lower a few heaps that have a 1 there (below it they may take any bits), and give 1s to heaps already lowered, so that every count becomes a multiple of {m}; at most {k} heaps are ever touched.", { k, m }),
      play === 'misere' ? (!bad.length ? tr('Here: heaps {heaps}; counts of 1s by column (highest first): {counts}. Every count is a multiple of {m}: in normal play the player to move loses.', here) : bad.length > 1 ? tr('Here: heaps {heaps}; counts of 1s by column (highest first): {counts}. Columns {cols} are not a multiple of {m}: in normal play the player to move wins.', here) : tr('Here: heaps {heaps}; counts of 1s by column (highest first): {counts}. Column {cols} is not a multiple of {m}: in normal play the player to move wins.', here))
        : !bad.length ? tr('Here: heaps {heaps}; counts of 1s by column (highest first): {counts}. Every count is a multiple of {m}: the player to move loses.', here) : bad.length > 1 ? tr('Here: heaps {heaps}; counts of 1s by column (highest first): {counts}. Columns {cols} are not a multiple of {m}: the player to move wins.', here) : tr('Here: heaps {heaps}; counts of 1s by column (highest first): {counts}. Column {cols} is not a multiple of {m}: the player to move wins.', here),
      ...(play === 'misere' && c.misere_p !== undefined && c.misere_p !== null ? [c.misere_p ? tr('In misère play (Moore\'s rule below) the player to move loses.') : tr('In misère play (Moore\'s rule below) the player to move wins.')] : []),
      c.sg === null ? tr('The SG value of this group is not computed (too many positions below it); whether it is 0 is still exact, from the columns.') : tr('Its SG value (by mex over every position below it) is {sg}; unlike Nim, it is not read off the columns — only 0 is.', { sg: c.sg }),
      tr('Misère Nim_{k} (Moore): with a heap of 2 or more, the same P-positions; with every heap at most 1, the player to move loses exactly when the number of one-stone heaps is 1 more than a multiple of {m}.', { k, m }),
    ],
  };
}

function table(c) {
  const hs = heapsOf(c.body), k = kOf(c);
  const cols = c.columns ?? columns(hs);
  const w = cols.length;
  if (!w) return null;
  const pw = Array.from({ length: w }, (_, j) => w - 1 - j); // highest first
  return {
    caption: tr("The heaps in binary. Moore's rule: every column's count of 1s a multiple of {m} ⇔ a P-position.", { m: k + 1 }),
    corner: tr('heap'),
    cols: pw.map((j) => (j < 16 ? String(2 ** j) : `2^${j}`)),
    rows: [
      ...hs.map((x, r) => ({ head: `${r + 1}: ${x}`, cells: pw.map((j) => ({ text: String((x >> BigInt(j)) & 1n), cls: (x >> BigInt(j)) & 1n ? 'head' : '' })) })),
      { head: tr('count of 1s'), cells: pw.map((j) => ({ text: String(cols[j]), cls: cols[j] % (k + 1) ? 'bad' : 'ok' })) },
      { head: tr('multiple of {m}?', { m: k + 1 }), cells: pw.map((j) => ({ text: cols[j] % (k + 1) ? '✗' : '✓', cls: cols[j] % (k + 1) ? 'bad' : 'ok' })) },
    ],
    foot: cols.every((n) => n % (k + 1) === 0) ? tr('Every column passes: a P-position.') : tr('Some column fails: an N-position — a winning move fixes every column.'),
  };
}

/** The heaps after lowering those in cuts ({heap: new size}) as move text. */
const moveText = (hs, cuts) => `>${hs.map((x, j) => (cuts[j + 1] !== undefined ? cuts[j + 1] : String(x))).join('/')}`;

export default {
  game: 'moore',
  css: new URL('./moore.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr("Moore's Nim"); },
  get noun() { return tr('heaps'); },
  param: '2',
  get intro() { return tr('Nim where a move may take from up to k heaps at once; the losing positions are read off the binary columns, counted modulo k + 1.'); },
  tag: (c) => `Nim_${kOf(c)}`,
  get exercises() { // the Exercises tab: [position, what is asked, question, source in Ferguson's book]
    return [
      ['moore(2):5/6/3/4', 'move', tr("Moore's Nim with k = 2 (a move takes from one or two heaps): find a winning move."), tr("after §2.6, Exercise 7 (Moore's Nim_k)")],
    ];
  },
  get examples() {
    return [
      [tr('Nim_2 on 3, 5, 6'), 'moore(2):3/5/6'],
      [tr('Nim_2: 7, 7, 7 is a P-position'), 'moore(2):7/7/7'],
      [tr('Nim_2 on 1, 2, 4, 7 (two winning moves… or more?)'), 'moore(2):1/2/4/7'],
      [tr('Nim_1 is Nim: 3, 4, 5'), 'moore(1):3/4/5'],
      [tr('Nim_3 on five heaps'), 'moore(3):5/9/12/6/3'],
      [tr('Nim_2 on heaps near 10^18'), 'moore(2):1000000000000000000/999999999999999999/123456789012345678'],
      [tr('Misère Nim_2: 1, 1, 1, 1 is a P-position'), 'moore(2):1/1/1/1;misere'],
      [tr('Misère Nim_2: 2, 1, 1'), 'moore(2):2/1/1;misere'],
    ];
  },
  blank: () => '3/5/6',
  random: () => `moore(${rnd(1, 3)}):${Array.from({ length: rnd(3, 5) }, () => rnd(0, 9)).join('/')}`,
  room: (c, d) => { const t = heapsOf(c.body).reduce((m, x) => (x > m ? x : m), 0n); return Number(t < BigInt(d.stones) ? t : BigInt(d.stones)) + 1; },
  draw,
  gesture(c, a, ctx) {
    const hs = heapsOf(c.body);
    const j = a.s; // the heap (1-based)
    if (!j) return {};
    const hh = hs[j - 1];
    if (ctx.mode === 'edit') {
      const lv = big(a.kind === 'drag' ? a.to : a.n);
      const nv = a.kind === 'drag' ? lv : lv <= hh ? lv - 1n : lv;
      return { body: hs.map((x, q) => (q === j - 1 ? nv : x)).join('/') };
    }
    const lv = big(a.kind === 'drag' ? a.from : a.n);
    if (lv > hh) return { error: tr('There is no stone there: click a stone to take it and all above it.') };
    const cuts = { ...cutsOf(ctx.pick, ctx.index) };
    if (a.shift) { // choose this heap's cut, the move is made later
      if (cuts[j] === String(lv - 1n)) delete cuts[j];
      else cuts[j] = String(lv - 1n);
      const n = Object.keys(cuts).length;
      const said = Object.entries(cuts).map(([q, to]) => tr('heap {q} to {to}', { q, to })).join(tr(', '));
      return { pick: n ? { comp: ctx.index, cuts } : null, info: n ? tr('Chosen: {said}. Shift+click another heap (at most {k} in all), or click the last one without Shift to move; Escape lets them go.', { said, k: kOf(c) }) : tr('Nothing chosen.') };
    }
    cuts[j] = String(lv - 1n);
    return { move: moveText(hs, cuts), pick: null };
  },
  fields: (c, limits) => [
    { key: 'k', label: 'k', value: String(kOf(c)), min: 1, max: limits?.k ?? 64, title: tr('A move takes from 1 to k heaps') },
    { key: 'n', label: tr('heaps'), value: String(heapsOf(c.body).length), min: 1, max: limits?.heaps ?? 64 },
    { key: 'body', label: tr('sizes'), value: c.body, text: true, title: tr('Heap sizes separated by /') },
  ],
  setField(c, key, value, limits) {
    if (key === 'k') {
      const r = whole(value, 1, limits?.k ?? 64, 'k');
      return r.error ? r : { param: r.text, group: true };
    }
    const hs = heapsOf(c.body);
    if (key === 'n') {
      const r = whole(value, 1, limits?.heaps ?? 64, tr('The number of heaps'));
      if (r.error) return r;
      return { body: Array.from({ length: r.n }, (_, q) => hs[q] ?? 1n).join('/') };
    }
    const parts = String(value).trim().split('/');
    const out = [];
    for (const [q, p] of parts.entries()) {
      const r = whole(p, 0, limits?.heap ?? '9223372036854775807', tr('Heap {n}', { n: q + 1 }));
      if (r.error) return r;
      out.push(r.text);
    }
    if (out.length > (limits?.heaps ?? 64)) return { error: tr("Moore's Nim may have at most {n} heaps", { n: limits?.heaps ?? 64 }) };
    return { body: out.join('/') };
  },
  notes,
  table,
  quiz: (r) => `moore(2):${Array.from({ length: 3 }, () => r.int(0, 7)).join('/')}`,
};
