// kit/patternview.js — the pattern finder's report (engine.pattern) as a
// block of HTML: the summary sentences, each claim with how far it was
// checked, the P-positions, the matches, and the list of what was looked
// for. Every word comes from the report; nothing here finds a pattern.
// Shared by the sequence explorer and the rule board's panel.

import { h } from '../kit/svg.js';
import { tr, sayMsg, register } from '../i18n/i18n.js';

// Its words in other languages are the teaching panel's: loaded with it, for a
// page that shows it before the panel (a rule's board).
export const words = register({ zh: () => import('../i18n/zh/teach.js') });

/** The engine's words of a report's field, in the page's language. */
const say = (x, key) => sayMsg(x[`${key}_msg`], x[key]);

const shift = (s) => (s === 0 ? '' : s < 0
  ? ` ${tr('shifted by {k} (SG(n) = G(n − {k}))', { k: Math.abs(s) })}`
  : ` ${tr('shifted by {k} (SG(n) = G(n + {k}))', { k: Math.abs(s) })}`);

/** The claims of a report, one line each: [{kind, text}]. */
export function claims(p) {
  const out = [];
  const per = p.period;
  if (per) {
    const check = per.check ? say(per, 'check') : null, rule = per.rule ? say(per, 'rule') : null;
    const how = per.proven ? tr('proven: {rule}', { rule })
      : check ? tr("observed on sizes {from}–{to}, not proven (the independent check refused the rule's proof: {why})", { from: per.preperiod, to: per.to, why: check })
      : rule ? tr('observed on sizes {from}–{to}, not proven ({why})', { from: per.preperiod, to: per.to, why: rule })
      : tr('observed on sizes {from}–{to}, not proven', { from: per.preperiod, to: per.to });
    out.push({
      kind: per.proven ? 'proven' : 'observed',
      text: per.kind === 'arithmetic'
        ? tr('Arithmetic period {p}: SG(n + {p}) = SG(n) + {s} from n = {n0} — {how}.', { p: per.period, s: per.saltus, n0: per.preperiod, how })
        : tr('Period {p} from n = {n0}: SG(n + {p}) = SG(n) — {how}.', { p: per.period, n0: per.preperiod, how }),
    });
  }
  for (const f of p.formulas ?? []) {
    const vars = { formula: say(f, 'formula'), from: f.from, to: f.to, not: f.exceptions?.join(', ') };
    out.push({ kind: 'formula', text: f.exceptions?.length ? tr('{formula} for {from} ≤ n ≤ {to} (not for n = {not}).', vars) : tr('{formula} for {from} ≤ n ≤ {to}.', vars) });
  }
  if (p.classes) out.push({ kind: 'formula', text: tr('{formulas} for every n ≤ {to}.', { formulas: p.classes.formulas.join(', '), to: p.classes.to }) });
  if (p.zeros?.set) out.push({ kind: 'formula', text: tr('The P-positions are {set} (checked up to {n}).', { set: say(p.zeros, 'set'), n: p.n }) });
  for (const m of p.matches ?? []) out.push({ kind: 'match', text: tr('The values of {name}{shift}, for n ≤ {to}.', { name: say(m, 'name'), shift: shift(m.shift), to: m.to }) });
  for (const m of p.published ?? []) {
    const vars = { name: say(m, 'name'), shift: shift(m.shift), source: say(m, 'source') };
    out.push({
      kind: 'published',
      text: m.kind === 'period' ? tr('The published pre-period and period of {name}.', vars)
        : m.kind === 'values' ? tr('The published values of {name}{shift} ({source}).', vars)
        : tr('The published P-positions of {name}{shift} ({source}).', vars),
    });
  }
  return out;
}

/** The report as an element: summary first, then details. */
export function patternView(p) {
  const list = claims(p);
  const zeros = p.zeros;
  const more = zeros && zeros.count > zeros.first.length;
  return h('div', { class: 'pattern', 'data-family': p.family, 'data-claims': String(list.length) },
    h('p', { class: 'pattern-summary', text: say(p, 'summary') }),
    list.length ? h('ul', { class: 'pattern-claims' }, list.map((c) => h('li', { class: `pattern-${c.kind}`, 'data-kind': c.kind, text: c.text }))) : null,
    zeros ? h('p', { class: 'pattern-zeros', text: zeros.count
      ? (more
        ? tr('P-positions (SG 0) up to {n}: {count} — {first}, … (the last {last}).', { n: p.n, count: zeros.count, first: zeros.first.join(', '), last: zeros.last })
        : tr('P-positions (SG 0) up to {n}: {count} — {first}.', { n: p.n, count: zeros.count, first: zeros.first.join(', ') }))
      : tr('No P-position but 0 up to {n}.', { n: p.n }) }) : null,
    h('details', { class: 'pattern-checked' },
      h('summary', { text: tr('What was checked, and how far') }),
      h('ul', null, (p.checked ?? []).map((c) => h('li', { text: tr('{what}: sizes 0–{to}.', { what: say(c, 'what'), to: c.to }) })))));
}
