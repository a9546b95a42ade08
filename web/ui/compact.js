// ui/compact.js — positions past the sizes the page draws in full (DRAW in
// state.js: HDU 1730 and HDU 5724 allow 1,000 rows, the engine 100,000
// components and strips of 20,000 cells) are drawn in bounded time: a list
// with one line per component — its name, SG value, the part of its body
// that matters (the cells of its winning moves, else its first pieces) and
// its winning moves with Play buttons — of which only the lines in view
// exist; and the selected component drawn in full by its board below the
// list, where it is played as usual. render.js decides (tooLarge) and calls
// draw(); this module loads with the first position that needs it. events.js
// hands the lines' clicks to the store.

import { state, DRAW, hiding } from '../kit/state.js';
import { boards } from '../boards/index.js';
import { h, put } from '../kit/svg.js';
import { compName, labelOf } from './words.js';
import { tr } from '../i18n/i18n.js';

export const LINE = 36;  // px per line of the list
const span = () => (innerWidth < 480 ? 18 : 36); // characters of a body shown on a line
const SHOWN = 2;         // winning moves with a button on a line
const EXTRA = 8;         // lines drawn beyond the view, each way


/** The moves each component shows (component → [move]): the hint, or
 *  (editing, with highlights on) its winning moves. One pass over the list. */
function marks() {
  const out = new Map();
  const a = state.analysis;
  const list = hiding() ? [] : state.hint ? [state.hint] : state.mode === 'edit' && state.showMoves ? a.moves.filter((m) => m.winning) : [];
  for (const m of list) {
    if (!out.has(m.component)) out.set(m.component, []);
    out.get(m.component).push(m);
  }
  return out;
}

/** Up to SPAN characters of a row's body around what matters: the cells
 *  its marked moves leave and reach (in <mark>), else its first non-empty
 *  cell. Other bodies (heaps, stairs) are shortened at the end. */
function body(c, ms) {
  const text = c.body, SPAN = span();
  if (!boards[c.game].row) return h('code', { class: 'cbody', text: text.length > SPAN ? text.slice(0, SPAN - 1) + '…' : text });
  const hot = new Map(); // cell index → 'from' | 'to'
  for (const m of ms) {
    if (!hot.has(m.from - 1)) hot.set(m.from - 1, 'from');
    hot.set(m.to - 1, 'to');
  }
  const cells = [...hot.keys()];
  const first = cells.length ? Math.min(...cells) : Math.max(0, text.search(/[^.]/));
  const last = cells.length ? Math.max(...cells) : first;
  let lo = Math.max(0, Math.min(first - 4, text.length - SPAN));
  if (last >= lo + SPAN) lo = Math.max(0, last - SPAN + 5); // too far apart: the last ones
  const end = Math.min(text.length, lo + SPAN);
  const kids = [];
  if (lo > 0) kids.push(h('span', { class: 'cut', title: tr('cells 1–{n} left out', { n: lo }), text: '…' }));
  let run = '';
  for (let k = lo; k < end; k++) {
    if (!hot.has(k)) { run += text[k]; continue; }
    if (run) kids.push(run);
    run = '';
    kids.push(h('mark', { class: hot.get(k), title: tr('cell {n}', { n: k + 1 }), text: text[k] }));
  }
  if (run) kids.push(run);
  if (end < text.length) kids.push(h('span', { class: 'cut', title: tr('cells {from}–{to} left out', { from: end + 1, to: text.length }), text: '…' }));
  return h('code', { class: 'cbody', title: tr('cells {from}–{to} of {n}', { from: lo + 1, to: end, n: text.length }) }, kids);
}

/** Line i (1-based) of the list. */
function line(i, ms) {
  const c = state.model.comps[i - 1];
  const info = state.analysis.components[i - 1];
  const name = compName(state.model, i);
  const hide = hiding(); // an exercise: no value before the answer
  const sg = hide ? 'SG ?' : info.sg === null ? (info.over ? tr('over') : tr('wins now')) : `SG ${info.sg}`;
  const sel = i === state.selected;
  const moves = ms.slice(0, SHOWN).map((m) => h('button', {
    type: 'button', class: 'small', 'data-play': m.move, title: tr('Play: {move}', { move: labelOf(m) }), 'aria-label': tr('Play {name}: {move}', { name, move: labelOf(m) }), text: m.move.slice(m.move.indexOf(':') + 1),
    'data-key': `l${i}`, // after the move, keyboard focus goes back to the line (its name)
  }));
  const more = ms.length > SHOWN ? h('span', { class: 'more', text: tr('+{n} more', { n: ms.length - SHOWN }) }) : null;
  return h('div', { class: `cline${sel ? ' selected' : ''}`, role: 'listitem', 'data-comp': i, style: `top:${(i - 1) * LINE}px` },
    h('button', { type: 'button', class: 'name', 'data-select': i, 'aria-pressed': String(sel), 'data-key': `l${i}`, title: tr('Draw this component in full below'), text: name }),
    h('span', { class: 'sg', 'data-sg': hide ? '' : info.sg ?? '', text: sg }),
    body(c, ms), h('span', { class: 'cmoves' }, moves, more));
}

let kept = { count: 0, selected: 0, top: 0 }; // the list's scroll, kept across redraws

/** Draws the lines in view (and EXTRA more each way) into the list. Lines
 *  still in range stay as they are (keyboard focus stays on them); the
 *  others go, and the new ones are put in order. */
function fill(list, byComp) {
  const n = state.model.comps.length;
  const first = Math.max(1, Math.floor(list.scrollTop / LINE) + 1 - EXTRA);
  const last = Math.min(n, Math.ceil((list.scrollTop + list.clientHeight) / LINE) + EXTRA);
  const box = list.querySelector('.clines');
  const keep = new Map();
  for (const el of [...box.children]) {
    const i = Number(el.dataset.comp);
    if (i < first || i > last) el.remove();
    else keep.set(i, el);
  }
  let prev = null;
  for (let i = first; i <= last; i++) {
    let el = keep.get(i);
    if (!el) {
      el = line(i, byComp.get(i) ?? []);
      if (prev) prev.after(el);
      else box.prepend(el);
    }
    prev = el;
  }
}

/**
 * Draws the compact view into box: the reason, the list and, below it,
 * the selected component's full card (card(i) from render.js, or null when
 * even that one is too large for its board: then its line is all there is).
 */
export function draw(box, reason, card) {
  const n = state.model.comps.length;
  const byComp = marks();
  const list = h('div', { class: 'clist', role: 'list', tabindex: 0, 'aria-label': tr('The {n} components (only those in view are drawn)', { n }) },
    h('div', { class: 'cspace', style: `height:${n * LINE}px` }, h('div', { class: 'clines' })));
  const i = Math.min(state.selected, n);
  const full = card(i);
  const one = compName(state.model, i);
  const note = h('p', { class: 'compact-note', text: hiding()
    ? full ? tr("Drawn compactly: {reason}. Each line shows a component's SG value and its winning moves (hidden until the exercise is answered); the selected one ({one}) is drawn in full below.", { reason, one })
      : tr("Drawn compactly: {reason}. Each line shows a component's SG value and its winning moves (hidden until the exercise is answered); select one to draw it in full below when it fits.", { reason })
    : full ? tr("Drawn compactly: {reason}. Each line shows a component's SG value and its winning moves; the selected one ({one}) is drawn in full below.", { reason, one })
      : tr("Drawn compactly: {reason}. Each line shows a component's SG value and its winning moves; select one to draw it in full below when it fits.", { reason }) });
  put(box, h('div', { class: 'compact', 'data-count': n }, note, list,
    full ?? h('p', { class: 'note', text: tr('{one} is not drawn in full: {why}. Its line shows its winning moves, to play with a click (in a game, Hint shows one there).', { one, why: boards[state.model.comps[i - 1].game].check?.(state.model.comps[i - 1], DRAW) ?? tr('it is too large') }) })));
  if (kept.count === n) list.scrollTop = kept.top; // a redraw, a move, an edit: where the reader left it
  const top = (i - 1) * LINE;
  if (kept.selected !== i && (top < list.scrollTop || top + LINE > list.scrollTop + list.clientHeight))
    list.scrollTop = Math.max(0, top - 2 * LINE); // a newly selected line comes into view
  kept = { count: n, selected: i, top: list.scrollTop };
  fill(list, byComp);
  let frame = 0;
  list.addEventListener('scroll', () => {
    kept.top = list.scrollTop;
    if (!frame) frame = requestAnimationFrame(() => { frame = 0; fill(list, byComp); });
  }, { passive: true });
  return full;
}
