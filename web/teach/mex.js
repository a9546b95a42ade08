// teach/mex.js — the definition made concrete: for one component of the
// current position, every option with its SG value, the set of those values
// and the mex picked out of it.

import { h, put, unbroken, scrollBox, statusLine, said, saidAttrs, errorText } from '../kit/dom.js';
import { tr, sayMsg, onLang } from '../i18n/i18n.js';
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
  const pick = saidAttrs(h('select', { name: 'component' }), { 'aria-label': () => tr('Component') });
  const status = statusLine();
  const cancel = h('button', { type: 'button', class: 'teach-cancel', hidden: true }, said(() => tr('Cancel')));
  const again = h('button', { type: 'button', class: 'teach-small', hidden: true }, said(() => tr('Find the values')));
  const out = h('div', { class: 'teach-mex-out' });
  put(root,
    h('p', { class: 'teach-lead' }, said(() => tr('SG(p) = mex { SG(q) : q an option of p } — the smallest non-negative number that no option reaches.'))),
    h('div', { class: 'teach-row' }, h('label', { class: 'teach-field' }, said(() => tr('Component')), ' ', pick), cancel, again),
    status, out);
  let job = null; // the AbortController of the options' values being found in the worker
  // Options whose values take the worker seconds are valued only while this tab is on screen
  // (the panel sits below the board: a reader who never scrolls to it costs no processor time).
  let onScreen = false, waiting = null; // waiting: the key shown, whose values wait for the tab
  new IntersectionObserver((seen) => {
    onScreen = seen.some((e) => e.isIntersecting);
    if (onScreen && waiting !== null && waiting === shownFor) show(true);
  }).observe(root);
  cancel.addEventListener('click', () => job?.abort());
  again.addEventListener('click', () => show(true));

  let shownFor = null; // "position|k" last drawn
  let chosen = 1;       // the picker's choice, when the page has no selection
  let redraw = null;    // draws what is shown again (in the page's language now)
  /** Shows what draw() makes, and keeps it to draw again on a change of language. */
  const showing = (draw) => { redraw = draw; put(out, draw()); };
  onLang(() => redraw && put(out, redraw()));

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
    job?.abort(); // the options of a position no longer shown: not worth the worker's time
    job = null;
    const c = a.components[k - 1];
    root.dataset.state = 'busy';
    root.dataset.component = c.text;
    status.say(() => '');
    again.hidden = true;
    if (c.legal > MAX_OPTIONS) { // the engine's exact count, before any listing
      showing(() => h('p', { class: 'teach-refuse' }, unbroken(tr('{text} has {n} options — too many to list here (at most {max}). Try a smaller one; the rule is the same.', { text: short(c.text), n: c.legal, max: MAX_OPTIONS }))));
      root.dataset.state = 'refused';
      return;
    }
    let ca;
    const mine = new AbortController();
    try { // a component with a large value table is analysed in the worker, as the page does
      const text = c.text + (a.turn === 2 ? '@2' : '');
      const heavy = ctx.background && (await ctx.engine.cost(text, { moves: 'all', within: HEAVY })).work > HEAVY;
      if (key !== shownFor) return;
      waiting = heavy && !onScreen ? key : null;
      if (waiting !== null) {
        showing(() => []);
        status.say(() => tr('The {n} options of {text} take a while to value: that starts when this tab is on screen.', { n: c.legal, text: short(c.text) }));
        root.dataset.state = 'waiting';
        return;
      }
      if (heavy) { // seconds or more: said, with Cancel, and the last table taken away (it was another position's)
        job = mine;
        cancel.hidden = false;
        showing(() => []);
        const t0 = performance.now();
        status.say(() => tr('Finding the values of the {n} options of {text} in the background…', { n: c.legal, text: short(c.text) }));
        ca = await ctx.background('analyze', [text, { moves: 'all' }], { signal: mine.signal });
        status.say(() => tr('Done in {s} s.', { s: ((performance.now() - t0) / 1000).toFixed(1) }));
      } else ca = await ctx.engine.analyze(text, { moves: 'all' });
    } catch (e) {
      if (key !== shownFor) return;
      root.dataset.state = e.name === 'AbortError' ? 'cancelled' : 'failed';
      if (e.name === 'AbortError') again.hidden = false;
      status.say(() => (e.name === 'AbortError' ? tr('Cancelled.') : errorText(e)));
      return;
    } finally {
      if (job === mine) { job = null; cancel.hidden = true; }
    }
    if (key !== shownFor) return; // the position moved on meanwhile
    showing(() => explain(c, ca, k, a));
    root.dataset.state = 'shown';
  }

  function explain(c, ca, k, a) {
    const self = ca.components[0];
    if (self.over) return h('p', { class: 'teach-mex-note' }, tr('{text}: the game is over ({why}); the player to move has lost, and there are no options.', { text: c.text, why: boards[c.game]?.overWords ?? tr('it has ended') }));
    if (!ca.moves.length) return h('p', { class: 'teach-mex-result', 'data-mex': 0 }, unbroken(tr('{text} has no options: mex { } = 0, so SG({text}) = 0 — the player to move here has lost.', { text: c.text })));
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
      const label = sayMsg(mv.label_msg, mv.label);
      if (rows.length < ROWS) rows.push(h('tr', { class: ok ? '' : 'dead', 'data-sg': mv.sg_after ?? '' },
        h('td', null, unbroken(label)),
        h('td', null, h('code', { title: mv.after.join(' + ') }, mv.after.map(bodyOf).join(' + '))),
        h('td', { class: 'num' }, ok ? String(mv.sg_after) : mv.wins ? tr('wins') : cyclic ? '∞' : '—'),
        h('td', null, h('button', { type: 'button', class: 'teach-small', 'aria-label': tr('Play {move}', { move: label }), onclick: () => playMove(k, mv.move) }, tr('Play')))));
    }
    const n = ca.moves.length, text = c.text;
    const caption = n === 1
      ? (head ? tr('The 1 option of {text} (positions after: {head}…)', { text, head }) : tr('The 1 option of {text}', { text }))
      : (head ? tr('The {n} options of {text} (positions after: {head}…)', { n, text, head }) : tr('The {n} options of {text}', { n, text }));
    const table = h('table', { class: 'teach-table teach-mex-table' },
      h('caption', null, caption),
      h('thead', null, h('tr', null, h('th', { scope: 'col' }, tr('move')), h('th', { scope: 'col' }, tr('position after')), h('th', { scope: 'col' }, 'SG'), h('th', { scope: 'col' }, tr('play it')))),
      h('tbody', null, rows));
    const parts = [scrollBox('teach-mex-scroll', caption, table)]; // a move between heaps of 10^18 is wider than a phone
    if (ca.moves.length > ROWS) parts.push(h('p', { class: 'teach-muted' }, tr('… and {n} more options (all counted in the set).', { n: ca.moves.length - ROWS })));
    if (self.threat) {
      const why = boards[c.game]?.threatWords ?? tr('a move ends the game');
      const moves = ca.moves.filter((m) => m.wins).map((m) => sayMsg(m.label_msg, m.label)).join(tr(', '));
      parts.push(h('p', { class: 'teach-mex-note' }, ca.winning.length > 1
        ? tr('The player to move wins at once here ({why}). That is outside normal play, so this component has no SG value — the winning moves are {moves}.', { why, moves })
        : tr('The player to move wins at once here ({why}). That is outside normal play, so this component has no SG value — the winning move is {moves}.', { why, moves })));
      return parts;
    }
    if (cyclic) return [...parts, cycles(c, ca, self, values)];
    if (ca.moves.some((m) => m.sg_after == null))
      parts.push(h('p', { class: 'teach-mex-note' }, tr('Rows marked — hand the opponent a win at once, so a good player never makes them. They are outside normal play and are left out of the set.')));
    const g = mex(values);
    const top = Math.max(g, ...values, 0) + 1;
    const line = [];
    for (let v = 0; v <= Math.min(top, 40); v++) {
      const has = values.includes(v);
      line.push(h('span', { class: `teach-mex-cell${has ? ' in' : ''}${v === g ? ' mex' : ''}`, title: has ? tr('{v} is reached by an option', { v }) : tr('no option has SG {v}', { v }) }, String(v)));
    }
    if (top > 40) line.push(h('span', { class: 'teach-muted' }, ' …'));
    parts.push(
      h('p', { class: 'teach-mex-set' }, tr('Values of the options:'), ' ', h('strong', { class: 'teach-set' }, values.length ? setText(values) : tr('{ } (no options)'))),
      h('div', { class: 'teach-mex-line', 'aria-hidden': 'true' }, line),
      h('p', { class: 'teach-muted teach-mex-key' }, tr('Blue: a value some option reaches. Red: the mex — the smallest value no option reaches.')),
      h('p', { class: 'teach-mex-result', 'data-mex': g },
        unbroken(values.length ? tr('mex {set} = {g} — so SG({text}) = {g}.', { set: setText(values), g, text: c.text })
          : tr('mex { } = 0: a position with no options is a P-position — so SG({text}) = {g}.', { g, text: c.text })),
        self.sg === g ? h('span', { class: 'teach-ok' }, ' ', tr('✓ the engine agrees')) : h('span', { class: 'teach-bad' }, ' ', tr('✗ the engine says {sg}', { sg: self.sg }))),
      h('p', { class: 'teach-muted' }, g === 0
        ? tr('SG 0: every option has a non-zero value, so whatever the player to move does, the opponent can answer — a P-position on its own.')
        : tr('SG {g}: there is an option of every smaller value 0–{below}, just like a Nim heap of {g} stones.', { g, below: g - 1 })));
    return parts;
  }

  /** A position on a graph with cycles: Smith's rule, not the bare mex. */
  function cycles(c, ca, self, values) {
    const g = mex(values);
    const reach = self.reach?.length ? `(${self.reach.join(',')})` : '';
    if (self.loopy) {
      return h('p', { class: 'teach-mex-result', 'data-mex': '∞' },
        tr('Options marked ∞ lie on cycles: from them nobody can force a win on their own, so the mex rule cannot settle this position.'), ' ',
        reach
          ? tr("Smith's rule gives a finite value m only when no option has m and every ∞ option can be answered by a move back to a position of value m — not so here: SG({text}) = ∞{reach}, and the finite values it reaches are {values}.", { text: c.text, reach, values: self.reach.join(', ') })
          : tr("Smith's rule gives a finite value m only when no option has m and every ∞ option can be answered by a move back to a position of value m — not so here: SG({text}) = ∞, reaching no finite value.", { text: c.text }),
        ' ', tr("A token on ∞ wins exactly when it can move to the value the other tokens' nim-sum needs; otherwise the game is a draw."));
    }
    return h('p', { class: 'teach-mex-result', 'data-mex': self.sg },
      tr('The finite values of the options: {set}; their mex is {g}. Options marked ∞ lie on cycles.', { set: values.length ? setText(values) : '{ }', g }), ' ',
      g === self.sg
        ? tr("Each of them can be answered by a move back to value {g} (Smith's rule), so they do not count: SG({text}) = {g}.", { g, text: c.text })
        : tr("Smith's rule settles SG({text}) = {sg}: no option has {sg}, and every option of higher value or ∞ can be answered by a move back to {sg}.", { text: c.text, sg: self.sg }));
  }

  async function playMove(k, move) { // a move of the board's position (in play: recorded)
    try {
      await ctx.app.move(`${k}:${move.replace(/^\d+:/, '')}`);
    } catch (e) {
      status.say(() => errorText(e));
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
