// boards/tb.js — take-and-break games on heaps, any code d0.d1d2… of the
// engine's grammar: Grundy's game (4!.0), Lasker's Nim (4.[3]), Kayles and
// Dawson's games as heaps (0.77, 0.07, 0.137), Officers (0.6), 0.16 …
// A heap is a row of tokens; taking a block of adjacent tokens leaves what
// stands on either side (one heap, two heaps, or none), and a cut between two
// tokens splits the heap without taking any. The engine decides which of
// these the code allows, and says its rule when it refuses.
// Play: click a token (the token alone, or it and all after it — whichever
// the code allows; when both do, a second click chooses), drag across tokens,
// or click one end and then the other (Shift marks an end), to take a block;
// click the slot between two tokens to split there. Moves that leave three
// or four heaps are in the move list.
// Edit: click a token to cut the heap there, the ghost token to add one, or
// drag; the code and the heap size are fields. Heaps up to 2^63 − 1 are drawn
// with a break and kept exact (BigInt).

import { s } from '../kit/svg.js';
import { act, whole, rnd, big, textWidth, words as common } from './common.js';
import { state } from '../kit/state.js';
import { tr, sayMsg, register } from '../i18n/i18n.js';

// The words of this board in other languages.
export const words = Promise.all([common, register({ zh: () => import('./tb.zh.js') })]);

/** The engine's names of codes in the page's language (a name it lists
 *  that is not here shows as the engine wrote it). */
const NAMES = {
  'Kayles': () => tr('Kayles'),
  "Dawson's Kayles": () => tr("Dawson's Kayles"),
  "Dawson's chess": () => tr("Dawson's chess"),
  'Officers': () => tr('Officers'),
  "Grundy's game": () => tr("Grundy's game"),
  "Lasker's Nim": () => tr("Lasker's Nim"),
  'Nim': () => tr('Nim'),
  "Treblecross's stretches": () => tr("Treblecross's stretches"),
};

/** The names of codes, as the engine lists them (info(): this game's "codes"). */
const nameOf = (code) => {
  const name = state.info?.games?.find((g) => g.name === 'tb')?.codes?.find((k) => k.code === code)?.name;
  return name && NAMES[name] ? NAMES[name]() : name;
};

/** "Grundy's game (4!.0)", or "code 0.156" for a code without a name. */
export const title = (code) => (nameOf(code) ? `${nameOf(code)} (${code})` : tr('code {code}', { code }));

const TOK = 26;   // a token's width, in SVG units
const SLOT = 10;  // the slot between two tokens (a cut)
const ALL = 40;   // heaps up to this many tokens are drawn whole
const ENDS = 10;  // a larger heap: this many tokens at each end, a break between
const BREAK = 96; // the break's width
const LANE = 9;   // vertical step between the marks of two winning moves
const LANES = 5;  // marks drawn over the row (all of them are listed below it)
const CHIPS = 8;  // winning moves listed under a heap

/** The parts a move text "7>3+4" leaves ([3n, 4n]; "7>0" leaves none). */
export function partsOf(move) {
  const t = move.slice(move.indexOf('>') + 1);
  return t === '0' ? [] : t.split('+').map((x) => BigInt(x));
}

/** A move in arrows: "7 → 3 + 4", "7 → 5", "7 → 0". */
export function arrowText(move) {
  const body = move.slice(move.indexOf(':') + 1);
  const h = body.slice(0, body.indexOf('>'));
  const p = partsOf(body);
  return `${h} → ${p.length ? p.join(' + ') : '0'}`;
}

/** The move that takes tokens a..b (1-based, a ≤ b) of a heap of h: what
 *  stands before and after the block is left, smallest first. */
export function blockMove(h, a, b) {
  h = big(h);
  const lo = big(a) < big(b) ? big(a) : big(b), hi = big(a) < big(b) ? big(b) : big(a);
  const parts = [lo - 1n, h - hi].filter((x) => x > 0n).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  return `${h}>${parts.length ? parts.join('+') : '0'}`;
}

/** The move that cuts a heap of h after token k without taking any. */
export function cutMove(h, k) {
  h = big(h);
  k = big(k);
  const [x, y] = k <= h - k ? [k, h - k] : [h - k, k];
  return `${h}>${x}+${y}`;
}

/** Where a move's tokens lie when drawn: the first part stands at the left,
 *  the tokens taken follow, then the other parts. {block: [a, b] | null,
 *  cuts: [k…]} (cut after token k). */
export function layout(h, move) {
  h = big(h);
  const parts = partsOf(move.slice(move.indexOf(':') + 1));
  const left = parts.reduce((a, x) => a + x, 0n);
  const taken = h - left;
  const first = parts[0] ?? 0n;
  const block = taken > 0n ? [first + 1n, first + taken] : null;
  const cuts = [];
  let at = first + taken;
  if (taken === 0n && parts.length) cuts.push(first);
  for (let k = 1; k < parts.length - 1; k++) { at += parts[k]; cuts.push(at); }
  return { block, cuts };
}

/** The slots drawn for a heap of h: tokens (1-based, BigInt), cuts between
 *  two shown tokens, and one break in a large heap. */
function slots(h, edit) {
  const out = [];
  let x = 0;
  const tok = (n) => { out.push({ type: 'tok', n, x }); x += TOK; };
  const cut = (n) => { out.push({ type: 'cut', n, x }); x += SLOT; };
  if (h <= BigInt(ALL)) {
    for (let n = 1n; n <= h; n++) { tok(n); if (n < h) cut(n); }
    if (edit) { x += SLOT; out.push({ type: 'ghost', n: h + 1n, x }); x += TOK; }
  } else {
    const E = BigInt(ENDS);
    for (let n = 1n; n <= E; n++) { tok(n); if (n < E) cut(n); }
    x += 4;
    const w = Math.max(BREAK, Math.ceil(textWidth(tr('⋯ {n} more ⋯', { n: h - 2n * E }), 12)) + 12); // (11 px type, measured as 12: a wide font's digits)
    out.push({ type: 'break', n: h - 2n * E, x, w });
    x += w + 4;
    for (let n = h - E + 1n; n <= h; n++) { tok(n); if (n < h) cut(n); }
  }
  return { out, width: x };
}

function draw(v, g) {
  const h = big(v.comp.body);
  const edit = v.mode === 'edit';
  const name = tr('heap {i}', { i: v.index });
  const marks = v.marks.filter((m) => m.move.includes('>'));
  const placed = marks.slice(0, LANES).map((m) => ({ m, ...layout(h, m.move) }));
  const top = 10 + Math.max(placed.length, 1) * LANE;
  const { out, width } = slots(h, edit);
  const boxes = new Map(); // token n → its box
  const cutAt = new Map(); // cut after token n → its box
  let brk = null;
  const taken = (n) => placed.some(({ block }) => block && n >= block[0] && n <= block[1]);
  const picked = v.mode === 'play' && v.pick?.comp === v.index ? String(v.pick.n) : null;
  const H = 30;
  for (const it of out) {
    if (it.type === 'tok') {
      const n = it.n;
      const verb = edit ? (n === h ? tr('remove the last token') : tr('make the heap {n}', { n: n - 1n }))
        : n < h ? tr('take token {n} (or it and the {k} after it); Shift+Enter chooses it as one end of a block', { n, k: h - n })
        : tr('take token {n}; Shift+Enter chooses it as one end of a block', { n });
      const label = tr('{name}, token {n} of {h}: {verb}', { name, n, h, verb });
      const a = act(g, 'tok', n, `c${v.index}-${n}`, picked === String(n) ? tr('{what} (chosen: click the other end of the block)', { what: label }) : label, { 'data-drag': '' });
      const cls = ['tb-tok', taken(n) ? 'take' : '', picked === String(n) ? 'picked' : ''].filter(Boolean).join(' ');
      a.append(s('rect', { x: it.x + 1, y: top, width: TOK - 2, height: H, rx: 7, class: cls }));
      boxes.set(String(n), { x: it.x, y: top, w: TOK, h: H });
    } else if (it.type === 'cut') {
      const a = act(g, 'cut', it.n, `c${v.index}-cut${it.n}`, edit ? tr('{name}: between tokens {a} and {b}', { name, a: it.n, b: it.n + 1n })
        : tr('{name}: split between tokens {a} and {b} (into {a} and {c})', { name, a: it.n, b: it.n + 1n, c: h - it.n }));
      a.append(s('rect', { x: it.x, y: top, width: SLOT, height: H, class: 'tb-cut' }),
        s('line', { x1: it.x + SLOT / 2, x2: it.x + SLOT / 2, y1: top + 8, y2: top + H - 8, class: 'tb-cutline' }));
      cutAt.set(String(it.n), { x: it.x, y: top, w: SLOT, h: H });
    } else if (it.type === 'ghost') {
      const a = act(g, 'tok', it.n, `c${v.index}-${it.n}`, tr('{name}: add a token (make it {n})', { name, n: it.n }), { class: 'act ghost' });
      a.append(s('rect', { x: it.x + 1, y: top, width: TOK - 2, height: H, rx: 7, class: 'tb-tok ghost' }));
      boxes.set(String(it.n), { x: it.x, y: top, w: TOK, h: H });
    } else {
      brk = { x: it.x, y: top, w: it.w, h: H };
      g.append(s('rect', { x: it.x, y: top + 4, width: it.w, height: H - 8, rx: 4, class: 'tb-break' }),
        s('text', { x: it.x + it.w / 2, y: top + H / 2 + 4, class: 'break', 'text-anchor': 'middle', text: tr('⋯ {n} more ⋯', { n: it.n }) }));
    }
  }
  const boxOf = (n) => boxes.get(String(n)) ?? brk;
  placed.forEach(({ m, block, cuts }, lane) => { // a bracket over the tokens taken, a bar at each cut
    const y = top - 5 - lane * LANE;
    if (block) {
      const a = boxOf(block[0]), z = boxOf(block[1]);
      if (a && z) g.append(s('path', { d: `M${a.x + 4},${y + 4} V${y} H${z.x + z.w - 4} V${y + 4}`, class: 'block-mark', 'data-move': m.move }));
    }
    for (const k of cuts) {
      const c = cutAt.get(String(k)) ?? brk;
      if (c) g.append(s('path', { d: `M${c.x + c.w / 2},${y} V${top + H + 3}`, class: 'tb-cutmark', 'data-move': m.move }));
    }
  });
  // Token numbers: 1, every 5th and the last (in a heap with a break: those before it, and the last,
  // which ends under its token: a long number stays inside the drawing).
  for (const it of out) {
    if (it.type !== 'tok') continue;
    const last = it.n === h && String(h).length > 2;
    if (it.n === h || (it.n <= BigInt(ALL) && (it.n === 1n || it.n % 5n === 0n)))
      g.append(s('text', { x: it.x + (last ? TOK : TOK / 2), y: top + H + 13, class: 'colnum', 'text-anchor': last ? 'end' : 'middle', text: String(it.n) }));
  }
  let y = top + H + 20;
  if (h === 0n) {
    g.append(s('text', { x: 4, y: top + H / 2 + 4, class: 'count', text: edit ? tr('empty heap') : tr('empty heap: no move here') }));
    if (!edit) y = top + H;
  }
  // The winning moves in arrows (a click plays one).
  let cx = 0;
  const chipW = (t) => t.length * 7.6 + 18;
  const chips = marks.slice(0, CHIPS);
  if (chips.length) {
    y += 6;
    for (const m of chips) {
      const t = arrowText(m.move);
      const w = chipW(t);
      if (cx > 0 && cx + w > Math.max(width, 260)) { cx = 0; y += 24; }
      const a = act(g, 'mv', m.move.slice(m.move.indexOf(':') + 1), `c${v.index}-mv-${m.move}`, tr('{name}: winning move {move}, play it', { name, move: t }), { 'data-move': m.move });
      a.append(s('rect', { x: cx, y, width: w, height: 20, rx: 10, class: 'tb-chip' }),
        s('text', { x: cx + w / 2, y: y + 14, class: 'tb-chip-text', 'text-anchor': 'middle', text: t }));
      cx += w + 6;
    }
    if (marks.length > chips.length) {
      g.append(s('text', { x: cx, y: y + 14, class: 'colnum', text: tr('+{n} more (move list)', { n: marks.length - chips.length }) }));
      cx += 130;
    }
    y += 24;
  }
  return { width: Math.max(width, cx, 120), height: y + 2, cell: (n) => boxes.get(String(n)) ?? null };
}

/** A click, drag or key on a heap; see the head of this file. */
function gesture(c, a, ctx) {
  const h = big(c.body);
  const num = (x) => BigInt(x);
  if (a.kind === 'mv') return { move: String(a.n), pick: null };
  if (ctx.mode === 'edit') {
    if (a.kind === 'cut') return { info: tr('Editing: click a token to cut the heap there, or the last slot to add one.') };
    if (a.kind === 'drag') return { body: String(num(a.to)) };
    const n = num(a.n);
    return { body: String(n <= h ? n - 1n : n) };
  }
  if (a.kind === 'cut') return { move: cutMove(h, num(a.n)), pick: null };
  if (a.kind === 'drag') return { move: blockMove(h, num(a.from), num(a.to)), pick: null };
  const n = num(a.n);
  if (n < 1n || n > h) return { error: tr('There is no token there: click a token of the heap.') };
  const pending = ctx.pick?.comp === ctx.index ? num(ctx.pick.n) : 0n;
  if (pending) return { move: blockMove(h, pending, n), pick: null }; // the other end of a block
  const chosen = { pick: { comp: ctx.index, n: String(n) } };
  if (a.shift) return { ...chosen, info: tr('Token {n} chosen as one end: click the other end of the block (the same token takes it alone).', { n }) };
  const single = blockMove(h, n, n), tail = blockMove(h, n, h);
  if (!ctx.moves) return { move: tail }; // too many moves to list: the engine decides
  const legal = new Set(ctx.moves.map((m) => m.move.slice(m.move.indexOf(':') + 1)));
  if (legal.has(single) && legal.has(tail) && single !== tail)
    return { ...chosen, info: tr('Token {n}: click it again to take it alone ({single}), or click the last token to take it and all after it ({tail}).', { n, single: arrowText(single), tail: arrowText(tail) }) };
  if (legal.has(tail)) return { move: tail };
  if (legal.has(single)) return { move: single };
  const ends = [...legal].some((t) => {
    const { block } = layout(h, `1:${t}`);
    return block && (block[0] === n || block[1] === n || h - block[1] + 1n === n || h - block[0] + 1n === n);
  });
  if (ends) return { ...chosen, info: tr('Token {n} chosen: now click the token at the other end of the block to take.', { n }) };
  return { move: tail }; // not a move: the engine says why, with the code's rule
}

/** A code typed in a field: the engine checks the grammar and says what is wrong. */
function codeField(value) {
  const v = String(value).replace(/\s+/g, '').replace(/^tb\((.*)\)$/, '$1');
  if (!v) return { error: tr("The code is empty: type a take-and-break code such as 4!.0 (Grundy's game) or 0.77 (Kayles).") };
  if (!/^[0-9A-Va-v!?.[\]]+$/.test(v)) return { error: tr('A take-and-break code uses digits 0–9 and A–V, a point, "!" or "?" after a digit and […] around repeating digits, like 4!.0 or 4.[3].') };
  return { text: v };
}

function note(c) {
  const h = big(c.body);
  const name = nameOf(c.param) ? `${nameOf(c.param)} (${c.param})` : tr('The code {code}', { code: c.param });
  const small = h <= BigInt(ALL);
  return {
    unit: 'cell', marks: [], heap: c.sg,
    spans: small && h > 0n ? [{ from: 1, to: Number(h), label: `G(${h}) = ${c.sg}`, short: String(c.sg), cls: 'odd' }] : [],
    lines: [
      c.rule != null ? sayMsg(c.rule_msg, c.rule) : tr('{name} on heaps.', { name }),
      tr("A move changes one heap only: it takes some tokens and leaves zero, one or more heaps — worth the XOR of their values. So a heap of n is worth G(n), the mex of the values of everything one move leaves, and the position is the XOR of its heaps' values."),
      tr('Digit d_j of the code says what taking j tokens may leave: 1 nothing, 2 one heap, 4 two heaps, 8 three (added up); d_0, before the point, is for moves that take nothing (a split); "!" asks for unequal heaps, "?" for not all equal, and […] repeats digits forever.'),
      tr('This heap: G({n}) = {sg}. Open "SG sequences" for the code\'s whole sequence, its statistics and (when one is proven) its period — that is how heaps far past the computed table get their value.', { n: h, sg: c.sg }),
    ],
  };
}

const EXAMPLES = () => [
  [tr("Grundy's game (4!.0): heaps 7 and 12"), 'tb(4!.0):7,12'],
  [tr("Grundy's game: a heap of 20 (a P-position)"), 'tb(4!.0):20'],
  [tr("Lasker's Nim (4.[3]): heaps 5, 6 and 9"), 'tb(4.[3]):5,6,9'],
  [tr('Kayles as heaps (0.77): heaps 9 and 4'), 'tb(0.77):9,4'],
  [tr("Dawson's Kayles (0.07): a heap of 10"), 'tb(0.07):10'],
  [tr("Dawson's chess (0.137): heaps 8 and 5"), 'tb(0.137):8,5'],
  [tr('0.16: heaps of 1,000,000 and 5 (values from the proven period)'), 'tb(0.16):1000000,5'],
  [tr('Take 1, 2 or 3 (0.333): a heap of 10^18'), 'tb(0.333):1000000000000000000'],
];

const CODES = ['4!.0', '4.[3]', '0.77', '0.07', '0.137', '0.6', '0.16', '4.0'];

export default {
  game: 'tb',
  css: new URL('./tb.css', import.meta.url).href, // its own look, loaded with it
  get title() { return tr("Take-and-break (Grundy's game)"); },
  get noun() { return tr('heap'); },
  param: '4!.0', // the code of a new heap when the position has none
  tag: (c) => title(c.param),
  get intro() { return tr("A take-and-break game is played on heaps: a move takes tokens from one heap and may break what is left into several heaps. Grundy's game, Lasker's Nim, Kayles and Dawson's games are all codes of it."); },
  get sums() { return [[tr("Grundy's game beside Nim"), 'nim:3+tb(4!.0):7']]; },
  get exercises() {
    return [ // the Exercises tab: [position, what is asked, question, source in Ferguson's book]
      ['tb(4.[3]):2,5,7', 'move', tr("Lasker's Nim (take any number from a pile, or split a pile in two) with piles 2, 5 and 7: what is your move?"), tr("§4.4, Example 1 (Lasker's Nim)")],
      ['tb(0.73):15', 'move', tr('A move removes one or two chips, or removes one chip and splits the rest into two piles. One pile of 15: find an optimal first move.'), tr('§4.5, Exercise 5(b)')],
      ['tb(4!.0):13', 'sg', tr("Grundy's game (split a pile into two unequal piles): what is the SG value of a pile of 13?"), tr('§4.5, Exercise 10(a)')],
      ['tb(4!.0):5,8,13', 'moves', tr("Grundy's game with three piles of 5, 8 and 13: find all winning first moves."), tr('§4.5, Exercise 10(b)')],
    ];
  },
  get examples() { return EXAMPLES(); },
  blank: () => '7',
  random: () => `tb(${CODES[rnd(0, CODES.length - 1)]}):${Array.from({ length: rnd(2, 4) }, () => rnd(1, 20)).join(',')}`,
  draw,
  gesture,
  moveShort: (m) => (m.move.includes('>') && !m.label.includes('→') ? arrowText(m.move) : null), // "take 2 (7 → 5)" says it already
  fields: (c, limits) => [
    { key: 'code', label: tr('code'), value: c.param, text: true, title: tr('the take-and-break code d0.d1d2…: d_j says what taking j tokens may leave (1 nothing, 2 one heap, 4 two heaps, 8 three, added up); "!" unequal heaps, "?" not all equal, […] repeats; e.g. 4!.0 is Grundy\'s game') },
    { key: 'size', label: tr('tokens'), value: c.body, min: 0, max: String(limits.heap) },
  ],
  setField(c, key, value, limits) {
    if (key === 'code') {
      const r = codeField(value);
      return r.error ? r : { param: r.text, group: true };
    }
    const r = whole(value, 0, limits.heap, tr('A heap size'));
    return r.error ? r : { body: r.text };
  },
  notes: note,
  quiz: (r) => `tb(${r.pick(['4!.0', '0.77', '0.07', '4.[3]'])}):${Array.from({ length: r.int(1, 3) }, () => r.int(3, 12)).join(',')}`,
  get families() {
    return [
      { id: 'grundy', label: tr("Grundy's game (4!.0): heaps split in two unequal heaps"), fields: [], family: () => ({ text: 'tb(4!.0)' }), n: 1000 },
      { id: 'lasker', label: tr("Lasker's Nim (4.[3])"), fields: [], family: () => ({ text: 'tb(4.[3])' }), n: 100 },
      {
        id: 'tb', label: tr('Take-and-break code d0.d1d2… (heaps)'), n: 1000,
        fields: [{ key: 'code', label: tr('code') + ' ', value: '0.16', title: tr('any take-and-break code, e.g. 0.16, 4!.0, 4.[3], 0.77, 0.[37]') }],
        family: ({ code }) => {
          const r = codeField(code);
          return r.error ? r : { text: `tb(${r.text})` };
        },
      },
    ];
  },
  familyOf: (c) => (c.param === '4!.0' ? { id: 'grundy', values: {} } : c.param === '4.[3]' ? { id: 'lasker', values: {} } : { id: 'tb', values: { code: c.param } }),
  aboutSequence(seq) {
    const p = seq.periodicity;
    if (!p) return '';
    if (p.proven) return tr('The proof checks SG(n + {p}) = SG(n) for {from} ≤ n < {bound}, with the values up to {needs}.', { p: p.period, from: p.preperiod, bound: p.bound, needs: p.needs });
    if (p.kind === 'arithmetic') return tr('Only observed, not proven: SG(n + {p}) = SG(n) + {s} from n = {from} on, as far as computed.', { p: p.period, s: p.saltus, from: p.preperiod });
    if (p.kind === 'periodic') return tr('Only observed, not proven: period {p} from {from} as far as computed.', { p: p.period, from: p.preperiod });
    return '';
  },
};
