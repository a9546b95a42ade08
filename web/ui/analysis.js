// ui/analysis.js — the analysis panel: each component's SG value, the
// nim-sum, a plain verdict, the binary XOR table, and every optimal move in
// words with its effect and why it wins. All numbers come from the engine.

import { state, hiding } from '../kit/state.js';
import { h, put, unbroken } from '../kit/svg.js';
import { compName, moveWords, verdict } from './words.js';
import { tr, sayMsg } from '../i18n/i18n.js';

const MAX_ROWS = 40;  // XOR table rows drawn
const MAX_CELLS = 600;  // and cells (a frame draws them all)
const MAX_MOVES = 60; // moves listed

/** The nim-sum's output (data-value: the value, '' for none). */
const sumOut = (value, text = value) => h('output', { id: 'nimsum', 'data-value': value, text });

/** The values' sum: its last term and "= total" one box that wraps whole
 *  (or, too long for a line, breaks before "="). */
const sumLine = (vals, total) => [vals.slice(0, -1).map((v) => `${v} ⊕ `).join(''),
  h('span', { class: 'nimsum-tail' }, `${vals.at(-1)} =\u00a0`, sumOut(total))];

function bits(n, width) {
  return BigInt(n).toString(2).padStart(width, '0').split('');
}

function xorTable(a, model) {
  const vals = a.components.map((c) => c.sg);
  let width = BigInt(a.nimsum).toString(2).length; // a loop: a position may have 100,000 values
  for (const v of vals) width = Math.max(width, BigInt(v).toString(2).length);
  const head = h('tr', null, h('th', { scope: 'col', text: tr('component') }), h('th', { scope: 'col', text: 'SG' }),
    bits(0, width).map((_, k) => { const j = width - 1 - k; return h('th', { scope: 'col', class: 'bit', text: j < 10 ? String(2 ** j) : `2^${j}` }); }));
  const row = (name, v, cls) => h('tr', { class: cls }, h('th', { scope: 'row', text: name }), h('td', { class: 'num', text: v }),
    bits(v, width).map((b) => h('td', { class: `bit${b === '1' ? ' one' : ''}`, text: b })));
  const most = Math.min(MAX_ROWS, Math.max(8, Math.floor(MAX_CELLS / (width + 2)))); // wide values (64 bits): fewer rows
  const shown = vals.slice(0, most).map((v, k) => row(compName(model, k + 1), v, k + 1 === state.selected ? 'selected' : ''));
  const more = vals.length > most ? h('tr', null, h('td', { colspan: width + 2, text: tr('… and {n} more rows', { n: vals.length - most }) })) : null;
  // wide values scroll sideways in their box, by keyboard too (as kit/dom.js's scrollBox)
  return h('div', { class: 'xor-box', tabindex: 0, role: 'group', 'aria-label': tr('The values and the nim-sum in binary') }, h('table', { id: 'xor', class: 'xor' },
    h('caption', { text: tr('The nim-sum XORs the values column by column: a column with an odd number of 1s gives 1.') }),
    h('thead', null, head), h('tbody', null, shown, more), h('tfoot', null, row(tr('nim-sum'), a.nimsum, 'total'))));
}

function why(a, s) {
  if (a.over) return tr('The game is over.');
  if (a.threat) return tr('A move that ends the game at once wins, so those are the only winning moves.');
  if (a.nimsum === null) return '';
  if (s == 0) return tr('No winning move exists: the nim-sum is 0, so every move changes one value and leaves a non-zero nim-sum — and the opponent can answer by bringing it back to 0.');
  const top = 2n ** BigInt(BigInt(s).toString(2).length - 1);
  return tr("Why they win: the nim-sum is {s}. A move that turns a component of value g into g ⊕ {s} makes the nim-sum 0 — possible when g has a 1 in the {top}s column, the nim-sum's highest 1. The opponent then faces a P-position: every reply makes the nim-sum non-zero again, and you can bring it back to 0 until they have no move.", { s, top });
}

/** Misère play: the rule the engine used (its "why"), or its words that no
 *  rule is known — then the SG values (normal play) decide nothing here. */
function misere(a) {
  const known = a.verdict !== null;
  return h('div', { id: 'misere-rule', class: `misere-rule${known ? '' : ' unknown'}`, 'data-known': String(known) },
    h('p', null, h('strong', { text: known ? tr('Misère play (the last move loses). ') : tr('Misère play: no answer is known. ') }), sayMsg(a.why_msg, a.why)),
    known ? null : h('p', { class: 'note', text: tr('The SG values on the boards are those of normal play; they do not decide misère play, so no move is marked as winning.') }));
}

/** Redraws the panel inside #analysis-body. */
export function render(el) {
  const a = state.analysis;
  const model = state.model;
  if (!a) return put(el, h('p', { text: tr('Loading the engine…') }));
  if (hiding()) return put(el, h('p', { class: 'note', text: tr('The analysis is hidden until the exercise is answered.') }));
  const vals = a.components.map((c) => c.sg);
  const v = h('p', { id: 'verdict', class: `verdict ${a.verdict}`, 'data-verdict': a.verdict, text: verdict(a, model) });
  const loopy = a.components.some((c) => c.loopy);
  const because = sayMsg(a.why_msg, a.why);
  const sum = a.play === 'misere' ? misere(a)
    : a.nimsum === null
    ? h('p', { id: 'nimsum-line' }, tr('Nim-sum: '), sumOut('', tr('none')),
      a.over ? tr(' (the game is over).') : loopy ? tr(' — {why}.', { why: because || tr('a token stands on a node of value ∞') }) : because ? tr(' — {why}.', { why: because }) : tr(' — a move ends the game at once, so SG values do not decide this position.'))
    : h('p', { id: 'nimsum-line' }, tr('Nim-sum: '), vals.length && vals.length <= 12 ? sumLine(vals, a.nimsum) : sumOut(a.nimsum));
  const table = a.nimsum === null ? null : xorTable(a, model);
  const win = a.moves.filter((m) => m.winning);
  const hide = state.mode === 'play';
  let list;
  if (hide) list = h('p', { class: 'note', text: tr('Optimal moves are hidden while you play: press Hint to see one.') });
  else if (!win.length) list = h('p', { id: 'nomove', class: 'note', text: a.over ? tr('No moves: the game is over.') : a.verdict === null ? tr('No move is shown as winning: the outcome of this position is not known.') : a.verdict === 'D' ? tr('No winning move exists: this position is a draw with best play.') : tr('No winning move exists in this position.') });
  else {
    list = h('ol', { id: 'moves', class: 'moves' }, win.slice(0, MAX_MOVES).map((m) => {
      const words = moveWords(m, a, model);
      return h('li', { 'data-move': m.move }, h('span', null, unbroken(words)), ' ',
        h('button', { type: 'button', class: 'small', 'data-play': m.move, 'aria-label': tr('Play {move}', { move: words }), text: tr('play') }));
    }));
    if (win.length > MAX_MOVES) list = [list, h('p', { class: 'note', text: tr('… and {n} more.', { n: win.length - MAX_MOVES }) })];
  }
  put(el, v, sum, table,
    h('h3', { text: hide ? tr('Optimal moves') : tr('Winning moves ({n})', { n: win.length }) }), list,
    h('p', { id: 'why', class: 'why', text: why(a, a.nimsum) }));
}
