// teach/claims.js — check a claim: a student types a claim about SG values,
// a position's outcome or the SJ theorem (the engine's claim language, the
// same as `grundy claim`), the engine checks it in the worker, and the page
// says the verdict in words and opens the first counterexample on the board
// (through the page's one path for a new position). The examples come from
// the engine (info().claims), so the page names no game.

import { h, put, statusLine, said, saidAttrs, errorText } from '../kit/dom.js';
import { tr, sayMsg, onLang } from '../i18n/i18n.js';

/** The kind of a claim's text, by its first word (the engine reads it). */
export function kindOf(text) {
  const w = String(text).trim().split(/\s+/)[0]?.toLowerCase();
  return w === 'same' ? 'same' : w === 'sj' ? 'sj' : 'position';
}

const KIND_WORDS = {
  same: () => tr('Same values'),
  position: () => tr('Outcome of a position'),
  sj: () => tr('SJ theorem'),
};

export function mountClaims(root, ctx) {
  const field = saidAttrs(h('input', { type: 'text', spellcheck: 'false', autocomplete: 'off', class: 'teach-claim-field', translate: 'no' }),
    { 'aria-label': () => tr('Claim'), placeholder: () => tr('Type a claim, or click an example') });
  const go = h('button', { type: 'button', class: 'teach-primary' }, said(() => tr('Check')));
  const cancel = h('button', { type: 'button', class: 'teach-cancel', hidden: true }, said(() => tr('Cancel')));
  const status = statusLine();
  const examples = h('div', { class: 'teach-claim-examples' });
  const out = h('div', { class: 'teach-claim-out', 'aria-live': 'polite' });
  const forms = h('dl', { class: 'teach-claim-forms' },
    h('dt', null, h('code', { translate: 'no' }, 'same FAMILY FAMILY to N [misere]')),
    h('dd', null, said(() => tr('the two families have the same SG value at every size from 0 to N (with misere: the same misère Grundy value)'))),
    h('dt', null, h('code', { translate: 'no' }, 'POSITION is P | N | sg=V')),
    h('dd', null, said(() => tr('the position is a P-position, an N-position, or has SG value V (add ;misere to the position for misère play)'))),
    h('dt', null, h('code', { translate: 'no' }, 'sj FAMILY to N [sums K]')),
    h('dd', null, said(() => tr('the SJ theorem’s rule gives the misère outcome of the family’s positions of sizes 0 to N, and with sums K of every sum of up to K of them; the answer also says whether the theorem’s hypothesis holds'))));
  put(root,
    h('p', { class: 'teach-lead' }, said(() => tr('Type a claim and the engine checks it: confirmed, or refuted with the first counterexample, which you can open on the board. Misère claims are where intuition fails most often.'))),
    forms,
    h('div', { class: 'teach-row' }, h('label', { class: 'teach-field teach-grow' }, said(() => tr('Claim')), ' ', field), go, cancel),
    h('div', { class: 'teach-claim-examples-box' }, h('span', { class: 'teach-muted' }, said(() => tr('Examples (click one to check it):'))), examples),
    status, out);

  let job = null;   // the AbortController of the check in flight
  let shown = null; // the engine's answer shown

  function drawExamples() {
    const list = ctx.app.info?.()?.claims ?? [];
    examples.replaceChildren(...list.map(({ claim }) => h('button', {
      type: 'button', class: 'teach-claim-example', 'data-claim': claim, translate: 'no',
      title: KIND_WORDS[kindOf(claim)](),
      onclick: () => { field.value = claim; check(claim); },
    }, claim)));
  }

  async function check(text) {
    text = String(text ?? '').trim();
    if (!text) { status.say(() => tr('Type a claim, or click one of the examples.')); return; }
    job?.abort();
    const controller = new AbortController();
    job = controller;
    const t0 = performance.now();
    status.say(() => tr('Checking the claim…'));
    out.replaceChildren();
    shown = null;
    cancel.hidden = false;
    go.disabled = true;
    try {
      const r = await ctx.background('claim', [text], { signal: controller.signal });
      if (job !== controller) return;
      shown = r;
      const secs = ((performance.now() - t0) / 1000).toFixed(2);
      status.say(() => tr('Checked in {s} s.', { s: secs }));
      draw();
    } catch (e) {
      if (job !== controller) return;
      status.say(() => (e.name === 'AbortError' ? tr('Cancelled.') : tr('Not checked: {why}', { why: errorText(e) })));
    } finally {
      if (job === controller) {
        job = null;
        cancel.hidden = true;
        go.disabled = false;
      }
    }
  }

  /** A button that opens position text on the board. */
  function opener(text, label) {
    return h('button', {
      type: 'button', class: 'teach-claim-open', 'data-open': text,
      onclick: async () => {
        try {
          await ctx.app.setPosition(text);
        } catch (e) {
          status.say(() => tr('Not opened: {why}', { why: errorText(e) }));
        }
      },
    }, label);
  }

  function counterexample(r) {
    const parts = [];
    if (r.kind === 'same' && r.first) {
      const [a, b] = r.first.positions;
      parts.push(h('p', null, tr('The first size where the values differ is {n}: {a} and {b}.', { n: r.first.n, a: r.first.values[0], b: r.first.values[1] })));
      const row = h('div', { class: 'teach-row' });
      r.families.forEach((f, i) => {
        const p = r.first.positions[i];
        row.append(p ? opener(p, tr('Open {position} on the board', { position: p }))
          : h('span', { class: 'teach-muted' }, tr('{family} has no position of size {n}.', { family: f, n: r.first.n })));
      });
      if (a || b) parts.push(row);
    }
    if (r.kind === 'position') {
      const row = h('div', { class: 'teach-row' }, opener(r.position, r.holds ? tr('Open on the board') : tr('Open the counterexample on the board')));
      if (r.move) {
        parts.push(h('p', { class: 'teach-claim-move' }, tr('The winning move: {label}', { label: sayMsg(r.move.label_msg, r.move.label) })));
        row.append(opener(r.move.after, tr('Open the position after the winning move')));
      }
      parts.push(row);
      if (r.why) parts.push(h('p', { class: 'teach-claim-why' }, tr('Why: {why}', { why: sayMsg(r.why_msg, r.why) })));
    }
    if (r.kind === 'sj') {
      parts.push(h('p', { class: 'teach-claim-theorem' }, sayMsg(r.theorem_msg, r.theorem)));
      if (r.first) parts.push(h('div', { class: 'teach-row' }, opener(r.first.position, tr('Open the counterexample on the board'))));
      const hyp = r.hypothesis;
      parts.push(h('h4', null, tr('The theorem’s hypothesis')),
        h('p', { class: 'teach-claim-hyp', 'data-hypothesis': String(hyp.holds) }, sayMsg(hyp.why_msg, hyp.why)));
      const at = hyp.stuck ?? hyp.zero;
      if (at) parts.push(h('div', { class: 'teach-row' }, opener(at, tr('Open {position} on the board', { position: at }))));
    }
    return parts;
  }

  function draw() {
    const r = shown;
    if (!r) return;
    put(out,
      h('p', { class: `teach-claim-verdict ${r.holds ? 'holds' : 'fails'}`, 'data-holds': String(r.holds) },
        sayMsg(r.verdict_msg, r.verdict)),
      ...counterexample(r));
  }

  go.addEventListener('click', () => check(field.value));
  field.addEventListener('keydown', (e) => { if (e.key === 'Enter') check(field.value); });
  cancel.addEventListener('click', () => job?.abort());
  drawExamples();
  onLang(() => { drawExamples(); draw(); });

  return { check, show() { if (!examples.childElementCount) drawExamples(); } };
}
