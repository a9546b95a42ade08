// teach/patternview.js — the pattern finder's report (engine.pattern) as a
// block of HTML: the summary sentences, each claim with how far it was
// checked, the P-positions, the matches, and the list of what was looked
// for. Every word comes from the report; nothing here finds a pattern.
// Shared by the sequence explorer and the rule board's panel.

import { h } from '../ui/svg.js';

const shift = (s) => (s === 0 ? '' : ` shifted by ${Math.abs(s)} (SG(n) = G(n ${s < 0 ? '−' : '+'} ${Math.abs(s)}))`);

/** The claims of a report, one line each: [{kind, text}]. */
export function claims(p) {
  const out = [];
  const per = p.period;
  if (per) {
    const why = per.check ? `the independent check refused the rule's proof: ${per.check}` : per.rule;
    const how = per.proven ? `proven: ${per.rule}` : `observed on sizes ${per.preperiod}–${per.to}, not proven${why ? ` (${why})` : ''}`;
    out.push({
      kind: per.proven ? 'proven' : 'observed',
      text: per.kind === 'arithmetic'
        ? `Arithmetic period ${per.period}: SG(n + ${per.period}) = SG(n) + ${per.saltus} from n = ${per.preperiod} — ${how}.`
        : `Period ${per.period} from n = ${per.preperiod}: SG(n + ${per.period}) = SG(n) — ${how}.`,
    });
  }
  for (const f of p.formulas ?? []) {
    out.push({ kind: 'formula', text: `${f.formula} for ${f.from} ≤ n ≤ ${f.to}${f.exceptions?.length ? ` (not for n = ${f.exceptions.join(', ')})` : ''}.` });
  }
  if (p.classes) out.push({ kind: 'formula', text: `${p.classes.formulas.join(', ')} for every n ≤ ${p.classes.to}.` });
  if (p.zeros?.set) out.push({ kind: 'formula', text: `The P-positions are ${p.zeros.set} (checked up to ${p.n}).` });
  for (const m of p.matches ?? []) out.push({ kind: 'match', text: `The values of ${m.name}${shift(m.shift)}, for n ≤ ${m.to}.` });
  for (const m of p.published ?? []) {
    out.push({
      kind: 'published',
      text: m.kind === 'period' ? `The published pre-period and period of ${m.name}.`
        : `The published ${m.kind === 'values' ? 'values' : 'P-positions'} of ${m.name}${shift(m.shift)} (${m.source}).`,
    });
  }
  return out;
}

/** The report as an element: summary first, then details. */
export function patternView(p) {
  const list = claims(p);
  const zeros = p.zeros;
  return h('div', { class: 'pattern', 'data-family': p.family, 'data-claims': String(list.length) },
    h('p', { class: 'pattern-summary', text: p.summary }),
    list.length ? h('ul', { class: 'pattern-claims' }, list.map((c) => h('li', { class: `pattern-${c.kind}`, 'data-kind': c.kind, text: c.text }))) : null,
    zeros ? h('p', { class: 'pattern-zeros', text: zeros.count
      ? `P-positions (SG 0) up to ${p.n}: ${zeros.count} — ${zeros.first.join(', ')}${zeros.count > zeros.first.length ? ', …' : ''}${zeros.count > zeros.first.length ? ` (the last ${zeros.last})` : ''}.`
      : `No P-position but 0 up to ${p.n}.` }) : null,
    h('details', { class: 'pattern-checked' },
      h('summary', { text: 'What was checked, and how far' }),
      h('ul', null, (p.checked ?? []).map((c) => h('li', { text: `${c.what}: sizes 0–${c.to}.` })))));
}
