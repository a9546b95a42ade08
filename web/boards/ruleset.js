// boards/ruleset.js — "Your own rule": a game typed as a rule of the engine's
// rule language (the group's parameter, e.g. "take k: pow2(k)") on heaps.
// The engine reads the rule, says whether its moves split heaps and whether
// it counts the last take ("splits", "counter" in the analysis), and lists
// the moves; the board only draws and names what was clicked:
//   - one heap: a stack of stones as in Nim (click a stone: take it and all
//     above it), with "last take" under it when the rule counts it;
//   - a rule that splits heaps: a row of tokens as in take-and-break games
//     (click a token, drag a block, click the slot between two tokens);
//   - a tuple "3/5": stacks side by side (click a stone on a heap; Shift+click
//     takes as many from every heap).
// Under the board, the rule's own panel: the rule in a wide field (typed as
// you go, errors shown under it at the character they name), examples to
// pick, and the first 1,000 values with the pattern the engine finds in
// them, computed in the worker with progress.

import { s, h } from '../kit/svg.js';
import { stack, stackHeight, whole, rnd, big } from './common.js';
import nim, { heapMarks } from './nim.js';
import tb from './tb.js';
import * as engine from '../engine/engine.js';
import { runInBackground, inLane } from '../engine/background.js';
import { patternView } from '../kit/patternview.js';
import { codeView, words as codeWords } from '../kit/codeview.js';
import { tr, sayMsg, lang, register, onLang } from '../i18n/i18n.js';

// The board's words in other languages (loaded with it).
export const words = Promise.all([register({ zh: () => import('./ruleset.zh.js') }), codeWords]);

const GAP = 74;       // between the heaps of a tuple
const VALUES = 1000;  // values shown in the panel
const CHECK_MS = 300; // the pause after typing a rule before it is checked

/** The worked examples: [label in the page's language, position]. */
const EXAMPLES = () => [
  [tr('Take a power of two (1, 2, 4, …): SG(n) = n mod 3'), 'ruleset(take k: pow2(k)):10,7'],
  [tr('Take a square (1, 4, 9, …)'), 'ruleset(take k: square(k)):20'],
  [tr('Take 1 up to half the heap'), 'ruleset(take k in 1..n/2):12'],
  [tr('Take a proper divisor of the heap'), 'ruleset(take d: d|n, d<n):12'],
  [tr('Take a prime number of stones'), 'ruleset(take k: prime(k)):10'],
  [tr("Split a heap into two unequal heaps (Grundy's game, 4!.0)"), 'ruleset(split a+b: a<b):9'],
  [tr('Take 1 or 2 and maybe split the rest (Kayles, 0.77)'), 'ruleset(take k in 1..2 or take k in 1..2 leave a+b):9'],
  [tr("Two heaps: from one, or the same from both (Wythoff's game)"), 'ruleset(take k or take k from all):3/5'],
  [tr('Fibonacci Nim: at most twice the last take'), 'ruleset(take k: k<=2*last or last=0 and k<n):10'],
];

/* ---- the body: heaps and the counter ------------------------------------------- */

/** {heaps: [BigInt], last: BigInt} of a body "3/5", "7~3". */
export function parts(body) {
  const [hs, last = '0'] = String(body).split('~');
  return { heaps: hs.split('/').map(big), last: big(last) };
}

const bodyOf = (heaps, last) => heaps.join('/') + (last ? `~${last}` : '');

/** What the engine says of the rule (from the analysis), or a guess from the
 *  text until it has answered. */
function kindOf(v) {
  const i = v.info ?? {};
  const p = parts(v.comp.body);
  return { splits: i.splits ?? /\b(split|leave)\b/.test(v.comp.param), counter: i.counter ?? /\blast\b/.test(v.comp.param), ...p };
}

/* ---- drawing ---------------------------------------------------------------------- */

function drawTuple(v, g, hs) {
  const edit = v.mode === 'edit';
  const max = v.draw.stones;
  const tall = hs.reduce((m, x) => (x > m ? x : m), 0n);
  const room = Math.min(Number(tall < BigInt(max) ? tall : BigInt(max)) + (edit ? 2 : 1), max + 1);
  const base = stackHeight(Math.max(room, v.room ?? 1)) + 4;
  const afters = v.marks.map((m) => parts(m.move.slice(m.move.indexOf('>') + 1)).heaps);
  const first = [];
  hs.forEach((hh, j) => {
    const cx = 40 + j * GAP;
    const moves = afters.filter((a) => a[j] < hh).map((a) => ({ to: a[j] }));
    g.append(s('ellipse', { cx, cy: base - 5, rx: 30, ry: 6, class: 'plate' }));
    g.append(s('text', { x: cx, y: base + 14, class: 'count', 'text-anchor': 'middle', text: hh > 99999n ? `${String(hh).slice(0, 3)}…` : String(hh) }));
    first.push(stack(g, cx, base, { h: hh, max, room, edit, play: !edit, kind: 'stone', key: `c${v.index}-h${j + 1}`, name: tr('heaps {i}, heap {j}', { i: v.index, j: j + 1 }), take: heapMarks(moves), rx: 22, ry: 9, wide: GAP - 4, extra: { 'data-s': j + 1 } }));
  });
  return { width: Math.max(40 + hs.length * GAP - 20, 120), height: base + 22, cell: (lv) => first[0]?.cell(lv) ?? null, levels: first[0]?.levels ?? [] };
}

function draw(v, g) {
  const k = kindOf(v);
  let geo;
  if (k.heaps.length > 1) geo = drawTuple(v, g, k.heaps);
  else if (k.splits) geo = tb.draw({ ...v, comp: { ...v.comp, body: String(k.heaps[0]) } }, g);
  else geo = nim.draw({ ...v, comp: { ...v.comp, body: String(k.heaps[0]) } }, g);
  if (!k.counter) return geo;
  const y = geo.height + 14;
  g.append(s('text', { x: 6, y, class: 'rule-last', 'data-last': String(k.last), text: k.last ? tr('the last move took {n}', { n: k.last }) : tr('no move made yet (last = 0)') }));
  return { ...geo, height: y + 8, width: Math.max(geo.width, 220) };
}

/* ---- gestures ---------------------------------------------------------------------- */

function gesture(c, a, ctx) {
  const { heaps, last } = parts(c.body);
  const view = { ...c, body: String(heaps[0]) };
  const splits = ctx.info?.splits ?? /\b(split|leave)\b/.test(c.param);
  if (heaps.length === 1) {
    const r = splits ? tb.gesture(view, a, ctx) : nim.gesture(view, a, ctx);
    if (r.body !== undefined) return { ...r, body: bodyOf([r.body], last) }; // an edit keeps the counter
    if (r.move) return { ...r, move: `${c.body}>${r.move.slice(r.move.indexOf('>') + 1)}` }; // the engine adds the counter
    return r;
  }
  const j = a.s; // the heap (1-based)
  if (!j) return {};
  const hh = heaps[j - 1];
  if (ctx.mode === 'edit') {
    const lv = big(a.kind === 'drag' ? a.to : a.n);
    const nv = a.kind === 'drag' ? lv : lv <= hh ? lv - 1n : lv;
    return { body: bodyOf(heaps.map((x, q) => (q === j - 1 ? nv : x)), last) };
  }
  const lv = big(a.kind === 'drag' ? a.from : a.n);
  if (lv > hh) return { error: tr('There is no stone there: click a stone to take it and all above it.') };
  const take = hh - (lv - 1n);
  const after = a.shift ? heaps.map((x) => x - take) : heaps.map((x, q) => (q === j - 1 ? lv - 1n : x));
  if (after.some((x) => x < 0n)) return { error: tr('Every heap would need {n} stones to take {n} from each.', { n: take }) };
  return { move: `${c.body}>${after.join('/')}` };
}

/* ---- fields ------------------------------------------------------------------------ */

function fields(c, limits) {
  const { heaps, last } = parts(c.body);
  const out = heaps.length > 1
    ? [{ key: 'heaps', label: tr('heaps'), value: heaps.join('/'), text: true, title: tr('Heap sizes separated by /') }]
    : [{ key: 'size', label: tr('stones'), value: String(heaps[0]), min: 0, max: String(limits?.heap ?? '9223372036854775807') }];
  if (/\blast\b/.test(c.param)) out.push({ key: 'last', label: tr('last take'), value: String(last), min: 0, max: String(limits?.heap ?? '9223372036854775807'), title: tr('What the previous move took (0: no move yet)') });
  return out;
}

/** A rule typed in a field: the engine checks it and says where it is wrong. */
function ruleField(value) {
  const v = String(value).trim().replace(/^ruleset\((.*)\)$/s, '$1').replace(/\s+/g, ' ');
  if (!v) return { error: tr('The rule is empty: type the moves, like "take k: pow2(k)" (take a power of two).') };
  return { param: v, group: true };
}

function setField(c, key, value, limits) {
  const { heaps, last } = parts(c.body);
  const hmax = limits?.heap ?? '9223372036854775807';
  if (key === 'rule') return ruleField(value);
  if (key === 'size') {
    const r = whole(value, 0, hmax, tr('A heap size'));
    return r.error ? r : { body: bodyOf([r.text], last) };
  }
  if (key === 'last') {
    const r = whole(value, 0, hmax, tr('The last take'));
    return r.error ? r : { body: bodyOf(heaps, r.text === '0' ? 0n : r.text) };
  }
  const out = [];
  for (const [q, p] of String(value).trim().split('/').entries()) {
    const r = whole(p, 0, hmax, tr('Heap {n}', { n: q + 1 }));
    if (r.error) return r;
    out.push(r.text);
  }
  return { body: bodyOf(out, last) };
}

/* ---- the panel: the rule, examples, values and pattern ------------------------------ */

const panels = new Map(); // component index → its panel (kept across redraws: typing survives)
const reports = new Map(); // family text → the worker's answer (a promise)

/** The first values and the pattern of a family, in the worker. */
function report(family, onProgress) {
  if (!reports.has(family)) {
    const run = typeof Worker === 'undefined' ? engine.pattern(family, VALUES).then(async (pattern) => ({ pattern, values: (await engine.sequence(family, VALUES)).values }))
      : runInBackground('pattern', [family, VALUES], { onProgress, lane: 'views' });
    reports.set(family, run);
    run.catch(() => reports.delete(family)); // a failure is not kept: the next view asks again
  }
  return reports.get(family);
}

/** The engine's "at character N" for the position text "ruleset(" + rule + "):0",
 *  as the character of the rule (1-based), or 0. */
function ruleColumn(message) {
  const m = /^at character (\d+)/.exec(message);
  return m ? Number(m[1]) - 8 : 0;
}

function valuesBox(values) {
  const cells = [];
  values.forEach((x, n) => cells.push(h('span', { class: x === 0 ? 'rule-v zero' : 'rule-v', title: `SG(${n}) = ${x}`, text: String(x) })));
  // (it scrolls: a tab stop, so the keyboard scrolls it too)
  return h('div', { class: 'rule-values', role: 'img', tabindex: 0, 'aria-label': tr('SG values of sizes 0 to {n}', { n: values.length - 1 }), 'data-count': String(values.length) }, cells);
}

function panel(v) {
  const first = v.comps?.findIndex((c) => c.game === 'ruleset' && c.param === v.comp.param);
  if (first >= 0 && first + 1 !== v.index) return null; // one panel per rule: under its first heap
  let p = panels.get(v.index);
  if (!p) {
    const input = h('input', { type: 'text', size: 12, class: 'rule-input', 'data-field': 'rule', 'data-key': `c${v.index}-f-rule`, spellcheck: 'false', autocomplete: 'off', autocapitalize: 'off', 'aria-describedby': `rule-error-${v.index}` });
    const error = h('div', { class: 'rule-error', id: `rule-error-${v.index}`, role: 'alert' });
    const status = h('p', { class: 'rule-status note', 'aria-live': 'polite' });
    const progress = h('progress', { class: 'rule-progress', max: 1, hidden: true });
    const out = h('div', { class: 'rule-out' });
    const ruleWord = h('span'), examples = h('p', { class: 'rule-examples note' }), summary = h('summary'), help = h('p');
    const el = h('section', { class: 'rule-panel' },
      h('label', { class: 'rule-label' }, ruleWord, input),
      error,
      examples,
      h('details', { class: 'rule-help note' }, summary, help),
      status, progress, out);
    // the values as code for a solution (the table, sg(n), a brute force), asked for with a button
    const code = codeView({ engine, background: typeof Worker === 'undefined' ? null : inLane('views') });
    p = { el, input, error, status, progress, out, code, family: null, timer: 0, typed: null, sayStatus: () => '', sayError: null, sayOut: () => [] };
    // the panel's words, said again when the language changes (the panel is kept across redraws: typing survives)
    p.say = () => {
      input.setAttribute('aria-label', tr('The rule'));
      progress.setAttribute('aria-label', tr('Values computed'));
      el.setAttribute('aria-label', tr('Your rule'));
      ruleWord.textContent = `${tr('Rule')} `;
      examples.replaceChildren(`${tr('Examples:')} `, ...EXAMPLES().flatMap(([label, text], k) => [k ? ' · ' : '', h('a', { href: `#${encodeURIComponent(text).replace(/%(3A|2C|2B|2F)/g, (m) => decodeURIComponent(m))}`, 'data-example': String(k), text: label })]));
      summary.textContent = tr('How to write a rule');
      help.textContent = tr('A move takes k from a heap of n ("take k: k<=3", "take k in 1..n/2"), from one heap or from all ("from all"), and may split what is left ("leave a+b"; "split a+b" takes nothing). Conditions follow ":" and are joined by "," (and), "or", "not"; "|" is "divides"; functions: prime, square, pow2, fib, odd, even, odious, evil, min, max, gcd, sqrt, log2, v2. last is what the previous move took. Moves are joined by "or".');
      status.textContent = p.sayStatus();
      out.replaceChildren(...p.sayOut());
      if (p.sayError) p.error.replaceChildren(...p.sayError());
    };
    input.addEventListener('input', () => { // said at once where the rule is wrong (the field applies it after a pause)
      clearTimeout(p.timer);
      p.typed = input.value;
      p.timer = setTimeout(() => check(p, input.value), CHECK_MS);
    });
    p.say();
    panels.set(v.index, p);
  }
  if (document.activeElement !== p.input && p.typed === null) p.input.value = v.comp.param;
  if (p.typed !== null && p.typed.replace(/\s+/g, ' ').trim() === v.comp.param) p.typed = null; // applied
  p.input.readOnly = v.mode !== 'edit';
  const family = `ruleset(${v.comp.param})`;
  if (p.family !== family) {
    p.family = family;
    show(p, family);
  }
  return p.el;
}
onLang(() => { for (const p of panels.values()) p.say(); });

/** Shows what says(), a function of the page's language that makes the
 *  error's nodes, says now, and again when the language changes. */
function sayError(p, says) {
  p.sayError = says;
  p.error.replaceChildren(...(says ? says() : []));
}

/** Checks a typed rule with the engine and shows where it is wrong. */
async function check(p, text) {
  const rule = text.trim().replace(/^ruleset\((.*)\)$/s, '$1');
  if (!rule) {
    sayError(p, () => [h('span', { text: tr('The rule is empty.') })]);
    return;
  }
  try {
    await engine.canonical(`ruleset(${rule}):0`);
    if (p.input.value === text) sayError(p, null);
  } catch (e) {
    if (p.input.value !== text) return;
    const col = ruleColumn(e.message);
    sayError(p, () => [
      col > 0 ? h('pre', { class: 'rule-caret', 'aria-hidden': 'true', text: `${rule}\n${' '.repeat(Math.max(0, col - 1))}^` }) : null,
      h('span', { text: ruleError(e, col) })]);
  }
}

/** The engine's refusal of a rule in the page's language: in English its
 *  words without "at character N" (the caret shows it) and the "near" part;
 *  in another, the engine's message said whole, its character counted in
 *  the rule rather than in the position text. */
function ruleError(e, col) {
  const english = e.message.replace(/^at character \d+: /, '').replace(/ \(near ".*"\)$/s, '');
  const m = e.msg;
  if (lang() === 'en' || !m) return col > 0 ? tr('At character {col} of the rule: {msg}', { col, msg: english }) : english;
  if (col > 0 && m.id === 'err.syntax' && m.args?.length > 1) return tr('At character {col} of the rule: {msg}', { col, msg: sayMsg(m.args[1], english) });
  if (col > 0 && Number(m.args?.[0]) === col + 8) return sayMsg({ ...m, args: [col, ...m.args.slice(1)] }, e.message); // "at character {0}: …", counted in the rule
  return sayMsg(m, e.message);
}

async function show(p, family) {
  const say = (f) => { p.sayStatus = f; p.status.textContent = f(); };
  const shown = (f) => { p.sayOut = f; p.out.replaceChildren(...f()); };
  shown(() => []);
  p.code.show(null, 0);
  say(() => tr('Computing the first {n} values of {family}…', { n: VALUES.toLocaleString('en'), family }));
  p.progress.hidden = false;
  p.progress.removeAttribute('value');
  const t0 = performance.now();
  try {
    const r = await report(family, ({ done, total }) => {
      if (p.family !== family) return;
      p.progress.max = total || 1;
      p.progress.value = done;
    });
    if (p.family !== family) return;
    const values = Array.from(r.values);
    p.code.show(family, values.length - 1);
    shown(() => [h('p', { class: 'rule-head', text: tr('SG of one heap of n before any move, n = 0 to {n} (0 in bold: the P-positions)', { n: values.length - 1 }) }), valuesBox(values), patternView(r.pattern), p.code.el]);
    const s = ((performance.now() - t0) / 1000).toFixed(2);
    say(() => tr('{n} values and the pattern in {s} s.', { n: values.length.toLocaleString('en'), s }));
    p.el.dataset.state = 'done';
  } catch (e) {
    if (p.family !== family) return;
    say(() => tr('The values could not be computed: {why}', { why: sayMsg(e.msg, e.message) }));
    p.el.dataset.state = 'error';
  } finally {
    if (p.family === family) p.progress.hidden = true;
  }
}

/* ---- words -------------------------------------------------------------------------- */

function notes(c) {
  const { heaps, last } = parts(c.body);
  const n = heaps[0];
  const lines = [
    c.rule != null ? sayMsg(c.rule_msg, c.rule) : tr('The rule {rule}.', { rule: c.param }),
    heaps.length > 1
      ? tr('These heaps are one game (a move may take from several of them), so the engine finds the value of the whole tuple by mex over every position below it, through a cache of values. SG({heaps}) = {sg}.', { heaps: heaps.join(', '), sg: c.sg })
      : tr('A heap is worth the mex of what its moves leave (a move that leaves several heaps is worth the XOR of their values), so SG({at}) = {sg}: this heap plays exactly like a Nim heap of {sg}.', { at: `${n}${last ? `, last ${last}` : ''}`, sg: c.sg }),
    c.code ? tr('On one heap this rule is the take-and-break code {code}, so the octal periodicity theorem can prove its period: see "SG sequences".', { code: c.code }) : tr('The panel under the board shows the first values and the pattern the engine finds; "SG sequences" computes further.'),
  ];
  return { unit: 'stone', marks: [], spans: [], heap: c.sg, lines };
}

/* ---- the board ------------------------------------------------------------------------ */

const RULES = EXAMPLES().map(([, t]) => t.slice(8, t.lastIndexOf(')')));

export default {
  game: 'ruleset',
  css: [new URL('./ruleset.css', import.meta.url).href, new URL('./tb.css', import.meta.url).href], // its own look, and the tokens' (drawn by tb.js), loaded with it
  get title() { return tr('Your own rule'); },
  get noun() { return tr('heap'); },
  shape: ['splits', 'counter'], // what the engine says of the rule's moves (not of values)
  param: 'take k: pow2(k)', // the rule of a new heap when the position has none
  tag: (c, mode) => (mode === 'edit' ? null : c.param.length > 40 ? `${c.param.slice(0, 39)}…` : c.param),
  get intro() { return tr('Type a rule — what a move may take from a heap, when, and whether it splits it — and it becomes a game: values, winning moves, play against the computer, and the pattern in its values.'); },
  get sums() { return [[tr('A typed rule beside Nim'), 'nim:3+ruleset(take k: pow2(k)):10']]; },
  get examples() { return EXAMPLES(); },
  blank: (w, param) => (/\bfrom all\b/.test(param ?? '') ? '3/5' : '10'),
  random: () => {
    const r = rnd(0, RULES.length - 1);
    const heap = () => rnd(0, 14);
    return `ruleset(${RULES[r]}):${/\bfrom all\b/.test(RULES[r]) ? `${heap()}/${heap()}` : Array.from({ length: rnd(1, 3) }, heap).join(',')}`;
  },
  room: (c, d) => { const t = parts(c.body).heaps.reduce((m, x) => (x > m ? x : m), 0n); return Number(t < BigInt(d.stones) ? t : BigInt(d.stones)) + 1; },
  draw,
  gesture,
  fields,
  setField,
  extra: panel,
  notes,
  quiz: (r) => `ruleset(${r.pick(RULES.filter((t) => !/\bfrom all\b/.test(t)))}):${r.int(3, 12)}`,
  families: [
    {
      id: 'ruleset', get label() { return tr('Your own rule (heap sizes, before any move)'); }, n: 1000,
      fields: [{ key: 'rule', get label() { return `${tr('rule')} `; }, value: 'take k: pow2(k)', get title() { return tr('a rule such as take k: pow2(k), take d: d|n, d<n, split a+b: a<b'); } }],
      family: ({ rule }) => {
        const r = ruleField(rule);
        return r.error ? r : { text: `ruleset(${r.param})` };
      },
    },
  ],
  familyOf: (c) => ({ id: 'ruleset', values: { rule: c.param } }),
  aboutSequence(seq) {
    const p = seq.periodicity;
    if (!p?.kind) return '';
    if (p.proven) return tr("The rule is a take-and-break code on one heap, so the code's theorem proves the period.");
    return p.kind === 'arithmetic'
      ? tr('Only observed, not proven: SG(n + {p}) = SG(n) + {s} from {from} on, as far as computed.', { p: p.period, s: p.saltus, from: p.preperiod })
      : tr('Only observed, not proven: period {p} from {from} on, as far as computed.', { p: p.period, from: p.preperiod });
  },
};
