// teach/quotient.js — the misère quotient of a take-and-break code, taught:
// what the engine found (its order, P-portion, presentation, whether Φ is
// proven periodic and tame), the multiplication table with the P-portion
// marked, Φ heap by heap, and how the current position's misère outcome is
// read off the product of its heaps' classes. Computed in the worker, a step
// at a time, with progress and Cancel; the code (and a most heap) is kept in
// the link (&teach=quotient&quot=0.77 or quot=0.07:30).

import { h, put, statusLine, scrollBox } from './dom.js';

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

export function mountQuotient(root, ctx) {
  const field = h('input', { type: 'text', value: '0.77', spellcheck: 'false', 'aria-label': 'take-and-break code(s)', class: 'teach-code-field' });
  const most = h('input', { type: 'number', min: 0, max: 100000, step: 1, placeholder: 'until proven', 'aria-label': 'most heap', class: 'teach-most' });
  const go = h('button', { type: 'button', class: 'teach-primary' }, 'Compute');
  const here = h('button', { type: 'button' }, 'This position’s code');
  const cancel = h('button', { type: 'button', class: 'teach-cancel', hidden: true }, 'Cancel');
  const status = statusLine();
  const out = h('div', { class: 'teach-quotient-out' });
  put(root,
    h('p', { class: 'teach-lead' },
      'In misère play (the last move loses) the nim-sum no longer decides. Positions of one game that no sum can tell apart form a finite commutative monoid, the misère quotient Q; each heap has its class Φ(heap) in Q, and a sum of heaps is lost for the player to move exactly when the product of their classes lies in the P-portion P.'),
    h('div', { class: 'teach-row' },
      h('label', { class: 'teach-field teach-grow' }, 'Code ', field),
      h('label', { class: 'teach-field' }, 'heaps up to ', most),
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
    if (!codes) { status.textContent = 'Type a take-and-break code, e.g. 0.77 (Kayles).'; return; }
    if (max !== null && (!Number.isSafeInteger(max) || max < 0)) { status.textContent = 'The most heap is a whole number, 0 or more.'; return; }
    job?.abort();
    const controller = new AbortController();
    job = controller;
    field.value = codes;
    most.value = max === null ? '' : String(max);
    if (keep) ctx.app.keep?.({ quot: s });
    const t0 = performance.now();
    status.textContent = `Computing the misère quotient of ${codes}…`;
    cancel.hidden = false;
    go.disabled = true;
    try {
      const q = await ctx.background('quotient', [codes, max], {
        signal: controller.signal,
        onProgress: ({ done }) => {
          if (job === controller) status.textContent = `Computing the misère quotient of ${codes}: heap ${done} reached (${((performance.now() - t0) / 1000).toFixed(1)} s)…`;
        },
      });
      if (job !== controller) return;
      shown = q;
      spec = s;
      status.textContent = `Done in ${((performance.now() - t0) / 1000).toFixed(2)} s.`;
      draw();
    } catch (e) {
      if (job !== controller) return;
      status.textContent = e.name === 'AbortError' ? 'Cancelled.' : `Refused: ${e.message}`;
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
      h('dt', null, 'Order |Q|'), h('dd', { 'data-fact': 'order' }, String(q.order)),
      h('dt', null, 'P-portion'), h('dd', { 'data-fact': 'p' }, `${q.p_count}: {${q.p_portion.join(', ')}}`),
      h('dt', null, 'Presentation'), h('dd', { 'data-fact': 'presentation' }, h('code', null, q.presentation)),
      h('dt', null, 'Proven'), h('dd', { 'data-fact': 'proven' }, q.proven
        ? `yes: Φ repeats ${q.codes.length > 1 ? 'for every code' : `with period ${q.period} from heap ${q.preperiod}`}, checked through heap ${q.proven_at} — the quotient of every heap`
        : `no: the quotient of heaps up to ${q.heaps - 1}${q.stopped ? ` (${q.stopped})` : ''}`),
      h('dt', null, 'Tame'), h('dd', { 'data-fact': 'tame' }, q.tame ? `yes: misère Nim’s quotient T${q.tame_k}` : 'no (wild)'),
      h('dt', null, 'Checked'), h('dd', { 'data-fact': 'checked' }, q.checked ? `by an independent verifier: ${q.check}` : `not verified${q.check ? ': ' + q.check : ''}`));
    put(out, h('h3', null, `The misère quotient of ${q.code}`), facts,
      table(q, pset), phiRow(q), position(q));
  }

  function table(q, pset) {
    if (!q.table) return h('p', { class: 'teach-muted' }, `The multiplication table has ${q.order} × ${q.order} entries: too large to list here.`);
    if (q.order > TABLE_MAX) return h('p', { class: 'teach-muted' }, `The multiplication table has ${q.order} × ${q.order} entries: too large to draw here (at most ${TABLE_MAX} × ${TABLE_MAX}).`);
    const name = (x) => q.elements[x];
    return scrollBox('teach-diagram-box teach-xor-scroll', `The multiplication table of ${q.code}'s quotient`,
      h('table', { class: 'teach-table teach-quotient-table' },
        h('caption', null, 'Multiplication table of Q; products in the P-portion are marked P (the player to move loses there).'),
        h('thead', null, h('tr', null, h('th', { scope: 'col' }, '·'), q.elements.map((e, x) => h('th', { scope: 'col', class: q.p[x] ? 'in-p' : null }, e)))),
        h('tbody', null, q.table.map((row, x) => h('tr', null,
          h('th', { scope: 'row', class: q.p[x] ? 'in-p' : null }, name(x)),
          row.map((y) => h('td', { class: q.p[y] ? 'in-p' : null, title: q.p[y] ? `${name(y)}: in P` : name(y) }, name(y) + (pset.has(name(y)) ? ' P' : ''))))))));
  }

  function phiRow(q) {
    const one = q.codes.length === 1;
    const rows = (one ? [q.phi] : q.phi).map((list, c) => h('tr', null,
      h('th', { scope: 'row' }, one ? 'Φ' : `Φ (${q.codes[c]})`),
      list.slice(0, PHI_SHOWN).map((w, n) => h('td', { class: q.p[(one ? q.phi_index : q.phi_index[c])[n]] ? 'in-p' : null, 'data-heap': n }, w))));
    const n = Math.min(q.heaps, PHI_SHOWN);
    return [
      h('h4', null, 'Φ heap by heap'),
      h('p', { class: 'teach-muted' }, q.proven && one
        ? `From heap ${q.preperiod} on Φ repeats with period ${q.period}: a heap of any size has the class of a heap below ${q.preperiod + q.period}.`
        : 'A heap’s class is its place in Q; heaps in P alone are marked.'),
      scrollBox('teach-xor-scroll', 'Φ heap by heap', h('table', { class: 'teach-table teach-phi' },
        h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'heap'), Array.from({ length: n }, (_, k) => h('th', { scope: 'col' }, String(k))))),
        h('tbody', null, rows))),
    ];
  }

  function position(q) {
    const a = ctx.app.analysis();
    const codes = codesOf(a);
    if (!a || !codes || codes !== q.code) return h('p', { class: 'teach-muted' }, 'Set up rows of pins or heaps of this code on the board (misère play) to read its outcome off the product here.');
    const r = readOff(q, a);
    if (!r) return h('p', { class: 'teach-muted' }, q.table ? `The position has a heap past the heaps this quotient covers (up to ${q.heaps - 1}).` : 'The quotient is too large for its multiplication table to be listed, so the position is not read off it here.');
    return [
      h('h4', null, 'Reading this position off the product'),
      h('ol', { class: 'teach-quotient-steps' }, r.steps.map((s) => h('li', null, `heap of ${s.heap} (component ${s.comp}): class ${s.cls}; product so far ${s.product}`))),
      h('p', { class: `teach-verdict ${r.p ? 'p' : 'n'}`, 'data-verdict': r.p ? 'P' : 'N' },
        r.steps.length === 0
          ? 'No heap can move: in misère play the player to move has no move, and wins.'
          : `The product is ${r.word}, which is ${r.p ? '' : 'not '}in the P-portion: in misère play the player to move ${r.p ? 'loses' : 'wins'}${a.play === 'misere' ? '' : ' (switch on Misère to play it so)'}.`),
    ];
  }

  go.addEventListener('click', () => compute(specOf()));
  field.addEventListener('keydown', (e) => { if (e.key === 'Enter') compute(specOf()); });
  here.addEventListener('click', () => {
    const c = codesOf(ctx.app.analysis());
    if (!c) { status.textContent = 'This position is not made of rows of pins or heaps of take-and-break codes.'; return; }
    field.value = c;
    compute(specOf());
  });
  cancel.addEventListener('click', () => job?.abort());
  ctx.app.onChange(() => { if (shown && !root.closest('[hidden]')) draw(); });

  return {
    show() { if (!shown && !job) compute(specOf(), false); else draw(); },
    restore(s) { const { codes, max } = parseSpec(s); field.value = codes; most.value = max === null ? '' : String(max); compute(s, false); },
  };
}
