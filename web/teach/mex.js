// teach/mex.js — the definition made concrete: for one component of the
// current position, every option with its SG value, the set of those values
// and the mex picked out of it.

import { h, put, statusLine } from './dom.js';
import { boards } from '../boards/index.js';

const MAX_OPTIONS = 3000; // options listed (the set needs them all)
const ROWS = 60;          // option rows shown before "… more"
const PICK = 400;         // components in the picker (those around the selected one)
const HEAVY = 2e7;        // engine work (cost()) past which the analysis runs in the worker

/** A component's text cut to a line: rows may have 20,000 cells. */
const short = (t) => (t.length > 48 ? t.slice(0, 47) + '…' : t);

/** mex of a set of non-negative integers. */
export function mex(values) {
  const seen = new Set(values);
  let g = 0;
  while (seen.has(g)) g++;
  return g;
}

/** "{0, 1, 2, 5}" with runs of four or more written 0–9. */
export function setText(values) {
  const v = [...new Set(values)].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < v.length;) {
    let j = i;
    while (j + 1 < v.length && v[j + 1] === v[j] + 1) j++;
    if (j - i >= 3) parts.push(`${v[i]}–${v[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(v[k]));
    i = j + 1;
  }
  return `{${parts.join(', ')}}`;
}

export function mountMex(root, ctx) {
  const pick = h('select', { name: 'component', 'aria-label': 'Component' });
  const status = statusLine();
  const out = h('div', { class: 'teach-mex-out' });
  put(root,
    h('p', { class: 'teach-lead' }, 'SG(p) = mex { SG(q) : q an option of p } — the smallest non-negative number that no option reaches.'),
    h('div', { class: 'teach-row' }, h('label', { class: 'teach-field' }, 'Component ', pick)),
    status, out);

  let shownFor = null; // "position|k" last drawn
  let chosen = 1;       // the picker's choice, when the page has no selection

  function fillPicker(a) {
    const k = Math.min(ctx.app.selected?.() ?? chosen, a.components.length);
    const lo = Math.max(0, k - 1 - PICK / 2), near = a.components.slice(lo, lo + PICK); // and 100,000 of them
    put(pick, near.map((c) => h('option', { value: c.index }, `${c.index}: ${short(c.text)}${c.sg == null ? '' : ` (SG ${c.sg})`}`)));
    pick.value = String(k);
    return k;
  }

  async function show(force) {
    const a = ctx.app.analysis();
    if (!a) return;
    const k = fillPicker(a);
    const key = `${a.position}|${k}`;
    if (!force && key === shownFor) return;
    shownFor = key;
    const c = a.components[k - 1];
    root.dataset.state = 'busy';
    root.dataset.component = c.text;
    if (c.legal > MAX_OPTIONS) { // the engine's exact count, before any listing
      put(out, h('p', { class: 'teach-refuse' }, `${short(c.text)} has ${c.legal} options — too many to list here (at most ${MAX_OPTIONS}). Try a smaller one; the rule is the same.`));
      root.dataset.state = 'refused';
      return;
    }
    let ca;
    try { // a component with a large value table is analysed in the worker, as the page does
      const text = c.text + (a.turn === 2 ? '@2' : '');
      const heavy = ctx.background && (await ctx.engine.cost(text, { moves: 'all' })).work > HEAVY;
      ca = heavy ? await ctx.background('analyze', [text, { moves: 'all' }]) : await ctx.engine.analyze(text, { moves: 'all' });
    } catch (e) {
      status.textContent = e.message;
      return;
    }
    if (key !== shownFor) return; // the position moved on meanwhile
    put(out, explain(c, ca, k, a));
    root.dataset.state = 'shown';
  }

  function explain(c, ca, k, a) {
    const self = ca.components[0];
    if (self.over) return h('p', { class: 'teach-mex-note' }, `${c.text}: the game is over (${boards[c.game]?.overWords ?? 'it has ended'}); the player to move has lost, and there are no options.`);
    if (!ca.moves.length) return h('p', { class: 'teach-mex-result', 'data-mex': 0 }, `${c.text} has no options: mex { } = 0, so SG(${c.text}) = 0 — the player to move here has lost.`);
    const rows = [];
    const values = [];
    // On a graph with cycles an option may have no finite value (∞, Smith's theory): that is
    // not an option that hands the opponent a win at once (those are marked "wins").
    const loopyGraph = (ca.params ?? []).some((p) => p.nodes?.some((n) => n.loopy)); // the engine's word: values ∞ exist here
    const cyclic = self.loopy || (loopyGraph && ca.moves.some((m) => m.sg_after == null && !m.wins));
    const head = c.text.slice(0, c.text.length - c.body.length); // "name(params):" — the options' own game is not repeated
    const bodyOf = (t) => (t.startsWith(head) ? t.slice(head.length) : t);
    for (const mv of ca.moves) {
      const ok = mv.sg_after != null;
      if (ok) values.push(mv.sg_after);
      if (rows.length < ROWS) rows.push(h('tr', { class: ok ? '' : 'dead', 'data-sg': mv.sg_after ?? '' },
        h('td', null, mv.label),
        h('td', null, h('code', { title: mv.after.join(' + ') }, mv.after.map(bodyOf).join(' + '))),
        h('td', { class: 'num' }, ok ? String(mv.sg_after) : mv.wins ? 'wins' : cyclic ? '∞' : '—'),
        h('td', null, h('button', { type: 'button', class: 'teach-small', 'aria-label': `Play ${mv.label}`, onclick: () => playMove(k, mv.move) }, 'Play'))));
    }
    const table = h('table', { class: 'teach-table teach-mex-table' },
      h('caption', null, `The ${ca.moves.length} option${ca.moves.length === 1 ? '' : 's'} of ${c.text}${head ? ` (positions after: ${head}…)` : ''}`),
      h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'move'), h('th', { scope: 'col' }, 'position after'), h('th', { scope: 'col' }, 'SG'), h('th', { scope: 'col' }, 'play it'))),
      h('tbody', null, rows));
    const parts = [table];
    if (ca.moves.length > ROWS) parts.push(h('p', { class: 'teach-muted' }, `… and ${ca.moves.length - ROWS} more options (all counted in the set).`));
    if (self.threat) {
      parts.push(h('p', { class: 'teach-mex-note' },
        `The player to move wins at once here (${boards[c.game]?.threatWords ?? 'a move ends the game'}). That is outside normal play, so this component has no SG value — the winning move${ca.winning.length > 1 ? 's are' : ' is'} ${ca.moves.filter((m) => m.wins).map((m) => m.label).join(', ')}.`));
      return parts;
    }
    if (cyclic) return [...parts, cycles(c, ca, self, values)];
    if (ca.moves.some((m) => m.sg_after == null))
      parts.push(h('p', { class: 'teach-mex-note' }, 'Rows marked — hand the opponent a win at once, so a good player never makes them. They are outside normal play and are left out of the set.'));
    const g = mex(values);
    const top = Math.max(g, ...values, 0) + 1;
    const line = [];
    for (let v = 0; v <= Math.min(top, 40); v++) {
      const has = values.includes(v);
      line.push(h('span', { class: `teach-mex-cell${has ? ' in' : ''}${v === g ? ' mex' : ''}`, title: has ? `${v} is reached by an option` : `no option has SG ${v}` }, String(v)));
    }
    if (top > 40) line.push(h('span', { class: 'teach-muted' }, ' …'));
    parts.push(
      h('p', { class: 'teach-mex-set' }, 'Values of the options: ', h('strong', { class: 'teach-set' }, values.length ? setText(values) : '{ } (no options)')),
      h('div', { class: 'teach-mex-line', 'aria-hidden': 'true' }, line),
      h('p', { class: 'teach-muted teach-mex-key' }, 'Blue: a value some option reaches. Red: the mex — the smallest value no option reaches.'),
      h('p', { class: 'teach-mex-result', 'data-mex': g },
        values.length ? `mex ${setText(values)} = ${g}` : 'mex { } = 0: a position with no options is a P-position',
        ` — so SG(${c.text}) = ${g}.`,
        self.sg === g ? h('span', { class: 'teach-ok' }, ' ✓ the engine agrees') : h('span', { class: 'teach-bad' }, ` ✗ the engine says ${self.sg}`)),
      h('p', { class: 'teach-muted' }, g === 0
        ? 'SG 0: every option has a non-zero value, so whatever the player to move does, the opponent can answer — a P-position on its own.'
        : `SG ${g}: there is an option of every smaller value 0–${g - 1}, just like a Nim heap of ${g} stones.`));
    return parts;
  }

  /** A position on a graph with cycles: Smith's rule, not the bare mex. */
  function cycles(c, ca, self, values) {
    const g = mex(values);
    const reach = self.reach?.length ? `(${self.reach.join(',')})` : '';
    if (self.loopy) {
      return h('p', { class: 'teach-mex-result', 'data-mex': '∞' },
        `Options marked ∞ lie on cycles: from them nobody can force a win on their own, so the mex rule cannot settle this position. `,
        `Smith's rule gives a finite value m only when no option has m and every ∞ option can be answered by a move back to a position of value m — not so here: SG(${c.text}) = ∞${reach}`,
        reach ? `, and the finite values it reaches are ${self.reach.join(', ')}.` : ', reaching no finite value.',
        " A token on ∞ wins exactly when it can move to the value the other tokens' nim-sum needs; otherwise the game is a draw.");
    }
    return h('p', { class: 'teach-mex-result', 'data-mex': self.sg },
      `The finite values of the options: ${values.length ? setText(values) : '{ }'}; their mex is ${g}. Options marked ∞ lie on cycles. `,
      g === self.sg
        ? `Each of them can be answered by a move back to value ${g} (Smith's rule), so they do not count: SG(${c.text}) = ${g}.`
        : `Smith's rule settles SG(${c.text}) = ${self.sg}: no option has ${self.sg}, and every option of higher value or ∞ can be answered by a move back to ${self.sg}.`);
  }

  async function playMove(k, move) { // a move of the board's position (in play: recorded)
    try {
      await ctx.app.move(`${k}:${move.replace(/^\d+:/, '')}`);
    } catch (e) {
      status.textContent = e.message;
    }
  }

  pick.addEventListener('change', () => {
    chosen = Number(pick.value);
    ctx.app.select?.(chosen);
    show(true);
  });
  ctx.app.onChange(() => { if (root.isConnected && !root.closest('[hidden]')) show(false); });
  return { show: () => show(true) };
}
