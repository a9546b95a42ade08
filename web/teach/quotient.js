// teach/quotient.js — the misère quotient of a take-and-break code, taught:
// what the engine found (its order, P-portion, presentation, whether Φ is
// proven periodic and tame), the multiplication table with the P-portion
// marked, Φ heap by heap, and how the current position's misère outcome is
// read off the product of its heaps' classes. Computed in the worker, a step
// at a time, with progress and Cancel; the code (and a most heap) is kept in
// the link (&teach=quotient&quot=0.77 or quot=0.07:30).

import { h, put, statusLine, scrollBox, said, saidAttrs, errorText, withNodes } from '../kit/dom.js';
import { tr, sayMsg, onLang } from '../i18n/i18n.js';

const TABLE_MAX = 48;  // elements whose whole multiplication table is drawn
const PHI_SHOWN = 240; // heaps listed in Φ's row

/** "0.07:30" → {codes: '0.07', max: 30}; "0.77" → {codes: '0.77', max: null}. */
export function parseSpec(spec) {
  const m = /^(.*?)(?::(\d+))?$/.exec(String(spec ?? '').trim());
  return { codes: m[1], max: m[2] === undefined ? null : Number(m[2]) };
}

/** The codes of the position's components that can move, joined by "+", when
 *  every one of them is heaps of a take-and-break code (the engine's
 *  component.heaps), else null. */
export function codesOf(a) {
  if (!a) return null;
  const active = a.components.filter((c) => c.legal > 0);
  if (!active.length || active.some((c) => !c.heaps)) return null;
  return [...new Set(active.map((c) => c.heaps.code))].sort().join('+');
}

/** The class of heap n (a number, or a BigInt past 2^53) of code index c
 *  (folded by the proven period), or null past what the quotient covers. */
export function phiOf(q, c, n) {
  const list = q.codes.length > 1 ? q.phi_index[c] : q.phi_index;
  if (n < list.length) return list[Number(n)];
  if (!q.proven) return null;
  const pre = q.codes.length > 1 ? q.preperiod[c] : q.preperiod;
  const per = q.codes.length > 1 ? q.period[c] : q.period;
  let k = Number(BigInt(pre) + ((BigInt(n) - BigInt(pre)) % BigInt(per)));
  while (k >= list.length) k -= per;
  return list[k];
}

/** Each heap of the position with its class, and the running product;
 *  null when the quotient cannot say (a heap past what it covers, or no
 *  multiplication table: too large to list). */
export function readOff(q, a) {
  if (!q.table) return null;
  const steps = [];
  let x = 0;
  for (const c of a.components) {
    if (c.legal === 0) continue;
    const ci = q.codes.indexOf(c.heaps?.code);
    if (ci < 0) return null;
    for (const n of c.heaps.sizes) {
      if (!(n > 0)) continue;
      const e = phiOf(q, ci, n);
      if (e === null) return null;
      x = q.table[x][e];
      steps.push({ comp: c.index, heap: n, cls: q.elements[e], product: q.elements[x] });
    }
  }
  return { steps, x, word: q.elements[x], p: q.p[x] === 1 };
}

/** An element of Q by its name (notation, the same in every language). */
const elem = (word) => h('span', { class: 'teach-element', translate: 'no' }, word);

/** The independent checker's report, in the page's language. */
const checkerWords = (q) => sayMsg(q.check_msg, q.check);

export function mountQuotient(root, ctx) {
  const field = saidAttrs(h('input', { type: 'text', value: '0.77', spellcheck: 'false', class: 'teach-code-field' }), { 'aria-label': () => tr('take-and-break code(s)') });
  const most = saidAttrs(h('input', { type: 'number', min: 0, max: 100000, step: 1, class: 'teach-most' }), { placeholder: () => tr('until proven'), 'aria-label': () => tr('most heap') });
  const go = h('button', { type: 'button', class: 'teach-primary' }, said(() => tr('Compute')));
  const here = h('button', { type: 'button' }, said(() => tr('This position’s code')));
  const cancel = h('button', { type: 'button', class: 'teach-cancel', hidden: true }, said(() => tr('Cancel')));
  const status = statusLine();
  const out = h('div', { class: 'teach-quotient-out' });
  put(root,
    h('p', { class: 'teach-lead' },
      said(() => tr('In misère play (the last move loses) the nim-sum no longer decides. Positions of one game that no sum can tell apart form a finite commutative monoid, the misère quotient Q; each heap has its class Φ(heap) in Q, and a sum of heaps is lost for the player to move exactly when the product of their classes lies in the P-portion P.'))),
    h('div', { class: 'teach-row' },
      h('label', { class: 'teach-field teach-grow' }, said(() => tr('Code')), ' ', field),
      h('label', { class: 'teach-field' }, said(() => tr('heaps up to')), ' ', most),
      go, here, cancel),
    status, out);

  let job = null;   // the AbortController of the computation in flight
  let shown = null; // the quotient JSON shown
  let spec = null;  // its "codes[:max]"

  function specOf() {
    const codes = field.value.trim();
    const max = most.value === '' ? null : Number(most.value);
    return max === null ? codes : `${codes}:${max}`;
  }

  async function compute(s, keep = true) {
    const { codes, max } = parseSpec(s);
    if (!codes) { status.say(() => tr('Type a take-and-break code, e.g. 0.77 (Kayles).')); return; }
    if (max !== null && (!Number.isSafeInteger(max) || max < 0)) { status.say(() => tr('The most heap is a whole number, 0 or more.')); return; }
    job?.abort();
    const controller = new AbortController();
    job = controller;
    field.value = codes;
    most.value = max === null ? '' : String(max);
    if (keep) ctx.app.keep?.({ quot: s });
    const t0 = performance.now();
    status.say(() => tr('Computing the misère quotient of {code}…', { code: codes }));
    cancel.hidden = false;
    go.disabled = true;
    try {
      const q = await ctx.background('quotient', [codes, max], {
        signal: controller.signal,
        onProgress: ({ done }) => {
          const s = ((performance.now() - t0) / 1000).toFixed(1);
          if (job === controller) status.say(() => tr('Computing the misère quotient of {code}: heap {n} reached ({s} s)…', { code: codes, n: done, s }));
        },
      });
      if (job !== controller) return;
      shown = q;
      spec = s;
      const secs = ((performance.now() - t0) / 1000).toFixed(2);
      status.say(() => tr('Done in {s} s.', { s: secs }));
      draw();
    } catch (e) {
      if (job !== controller) return;
      status.say(() => (e.name === 'AbortError' ? tr('Cancelled.') : tr('Refused: {why}', { why: errorText(e) })));
    } finally {
      if (job === controller) {
        job = null;
        cancel.hidden = true;
        go.disabled = false;
      }
    }
  }

  function draw() {
    const q = shown;
    if (!q) return;
    const pset = new Set(q.p_portion);
    const facts = h('dl', { class: 'teach-quotient-facts' },
      h('dt', null, tr('Order |Q|')), h('dd', { 'data-fact': 'order' }, String(q.order)),
      h('dt', null, tr('P-portion')), h('dd', { 'data-fact': 'p' }, `${q.p_count}: `, elem(`{${q.p_portion.join(', ')}}`)),
      h('dt', null, tr('Presentation')), h('dd', { 'data-fact': 'presentation' }, h('code', null, q.presentation)),
      h('dt', null, tr('Proven')), h('dd', { 'data-fact': 'proven' }, q.proven
        ? (q.codes.length > 1
          ? tr('yes: Φ repeats for every code, checked through heap {at} — the quotient of every heap', { at: q.proven_at })
          : tr('yes: Φ repeats with period {p} from heap {n0}, checked through heap {at} — the quotient of every heap', { p: q.period, n0: q.preperiod, at: q.proven_at }))
        : q.stopped
          ? tr('no: the quotient of heaps up to {n} ({why})', { n: q.heaps - 1, why: sayMsg(q.stopped_msg, q.stopped) })
          : tr('no: the quotient of heaps up to {n}', { n: q.heaps - 1 })),
      h('dt', null, tr('Tame')), h('dd', { 'data-fact': 'tame' }, q.tame ? tr('yes: misère Nim’s quotient T{k}', { k: q.tame_k }) : tr('no (wild)')),
      h('dt', null, tr('Checked')), h('dd', { 'data-fact': 'checked' }, ...(q.checked ? withNodes(tr('by an independent verifier: {how}'), { how: checkerWords(q) })
        : q.check ? withNodes(tr('not verified: {why}'), { why: checkerWords(q) }) : [tr('not verified')])));
    put(out, h('h3', null, tr('The misère quotient of {code}', { code: q.code })), facts,
      table(q, pset), phiRow(q), position(q));
  }

  function table(q, pset) {
    if (!q.table) return h('p', { class: 'teach-muted' }, tr('The multiplication table has {n} × {n} entries: too large to list here.', { n: q.order }));
    if (q.order > TABLE_MAX) return h('p', { class: 'teach-muted' }, tr('The multiplication table has {n} × {n} entries: too large to draw here (at most {max} × {max}).', { n: q.order, max: TABLE_MAX }));
    const name = (x) => q.elements[x];
    return scrollBox('teach-diagram-box teach-xor-scroll', tr("The multiplication table of {code}'s quotient", { code: q.code }),
      h('table', { class: 'teach-table teach-quotient-table' },
        h('caption', null, tr('Multiplication table of Q; products in the P-portion are marked P (the player to move loses there).')),
        h('thead', null, h('tr', null, h('th', { scope: 'col' }, '·'), q.elements.map((e, x) => h('th', { scope: 'col', class: q.p[x] ? 'in-p' : null, translate: 'no' }, e)))),
        h('tbody', null, q.table.map((row, x) => h('tr', null,
          h('th', { scope: 'row', class: q.p[x] ? 'in-p' : null, translate: 'no' }, name(x)),
          row.map((y) => h('td', { class: q.p[y] ? 'in-p' : null, translate: 'no', title: q.p[y] ? tr('{element}: in P', { element: name(y) }) : name(y) }, name(y) + (pset.has(name(y)) ? ' P' : ''))))))));
  }

  function phiRow(q) {
    const one = q.codes.length === 1;
    const rows = (one ? [q.phi] : q.phi).map((list, c) => h('tr', null,
      h('th', { scope: 'row' }, one ? 'Φ' : `Φ (${q.codes[c]})`),
      list.slice(0, PHI_SHOWN).map((w, n) => h('td', { class: q.p[(one ? q.phi_index : q.phi_index[c])[n]] ? 'in-p' : null, 'data-heap': n, translate: 'no' }, w))));
    const n = Math.min(q.heaps, PHI_SHOWN);
    return [
      h('h4', null, tr('Φ heap by heap')),
      h('p', { class: 'teach-muted' }, q.proven && one
        ? tr('From heap {n0} on Φ repeats with period {p}: a heap of any size has the class of a heap below {below}.', { n0: q.preperiod, p: q.period, below: q.preperiod + q.period })
        : tr('A heap’s class is its place in Q; heaps in P alone are marked.')),
      scrollBox('teach-xor-scroll', tr('Φ heap by heap'), h('table', { class: 'teach-table teach-phi' },
        h('thead', null, h('tr', null, h('th', { scope: 'col' }, tr('heap')), Array.from({ length: n }, (_, k) => h('th', { scope: 'col' }, String(k))))),
        h('tbody', null, rows))),
    ];
  }

  function position(q) {
    const a = ctx.app.analysis();
    const codes = codesOf(a);
    if (!a || !codes || codes !== q.code) return h('p', { class: 'teach-muted' }, tr('Set up rows of pins or heaps of this code on the board (misère play) to read its outcome off the product here.'));
    const r = readOff(q, a);
    if (!r) return h('p', { class: 'teach-muted' }, q.table ? tr('The position has a heap past the heaps this quotient covers (up to {n}).', { n: q.heaps - 1 }) : tr('The quotient is too large for its multiplication table to be listed, so the position is not read off it here.'));
    const mis = a.play === 'misere', word = elem(r.word);
    const product = r.p
      ? (mis ? tr('The product is {word}, which is in the P-portion: in misère play the player to move loses.')
        : tr('The product is {word}, which is in the P-portion: in misère play the player to move loses (switch on Misère to play it so).'))
      : (mis ? tr('The product is {word}, which is not in the P-portion: in misère play the player to move wins.')
        : tr('The product is {word}, which is not in the P-portion: in misère play the player to move wins (switch on Misère to play it so).'));
    return [
      h('h4', null, tr('Reading this position off the product')),
      h('ol', { class: 'teach-quotient-steps' }, r.steps.map((s) => h('li', null, withNodes(tr('heap of {n} (component {i}): class {cls}; product so far {product}', { n: s.heap, i: s.comp }), { cls: elem(s.cls), product: elem(s.product) })))),
      h('p', { class: `teach-verdict ${r.p ? 'p' : 'n'}`, 'data-verdict': r.p ? 'P' : 'N' },
        r.steps.length === 0
          ? tr('No heap can move: in misère play the player to move has no move, and wins.')
          : withNodes(product, { word })),
    ];
  }

  go.addEventListener('click', () => compute(specOf()));
  field.addEventListener('keydown', (e) => { if (e.key === 'Enter') compute(specOf()); });
  here.addEventListener('click', () => {
    const c = codesOf(ctx.app.analysis());
    if (!c) { status.say(() => tr('This position is not made of rows of pins or heaps of take-and-break codes.')); return; }
    field.value = c;
    compute(specOf());
  });
  cancel.addEventListener('click', () => job?.abort());
  ctx.app.onChange(() => { if (shown && !root.closest('[hidden]')) draw(); });
  onLang(() => draw());

  return {
    show() { if (!shown && !job) compute(specOf(), false); else draw(); },
    restore(s) { const { codes, max } = parseSpec(s); field.value = codes; most.value = max === null ? '' : String(max); compute(s, false); },
  };
}
