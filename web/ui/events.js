// ui/events.js — mouse, touch and keyboard on the boards, turned into
// gestures {kind, n, s, shift} (click/Enter/Space, shift held) or
// {kind: 'drag', from, to, s} and handed to the component's board, whose
// answer (a move, an edit, an edit by a move's rule, a pending pick or a
// message) goes to the store.
// n, from and to are Numbers, or exact BigInt-ready strings in .raw for
// heaps past 2^53. Arrow keys move focus within a board (one tab stop per
// board); Tab moves between boards and controls.

import { state, DRAW } from '../kit/state.js';
import { boards, limitsOf } from '../boards/index.js';
import * as store from './store.js';
import { rememberFocus, movesOf, isDrawing } from './render.js';
import { tr } from '../i18n/i18n.js';

const $ = (id) => document.getElementById(id);

function target(el) {
  const a = el?.closest?.('[data-act]');
  const comp = el?.closest?.('.comp');
  if (!a || !comp) return null;
  const raw = a.dataset.n;
  const n = /^\d{16,}$|>/.test(raw) ? raw : Number(raw); // a heap level past 2^53, or a move ("7>3+4"), stays text
  return { i: Number(comp.dataset.comp), kind: a.dataset.act, n, s: Number(a.dataset.s) || 0, el: a };
}

/** Hands a gesture on component i to its board, and the board's answer to
 *  the store: a move, an edit (a new body or parameter), a pending pick, or
 *  a message. */
export function send(i, act) {
  store.select(i);
  const c = state.model.comps[i - 1];
  const ctx = { index: i, mode: state.mode, turn: state.model.turn, pick: state.pick, moves: movesOf(i), limits: limitsOf(state.info, c.game), comps: state.model.comps, info: state.analysis?.components[i - 1] ?? null };
  const r = boards[c.game].gesture(c, act, ctx);
  if (r.error) return store.say('error', r.error);
  if (r.move) {
    if ('pick' in r) store.setPick(r.pick); // a finished gesture forgets its first end
    return store.move(`${i}:${r.move}`);
  }
  if (r.edit !== undefined) { // an edit by the game's rule: what this move leaves
    if ('pick' in r) store.setPick(r.pick);
    return store.editByMove(i, r.edit);
  }
  if ('pick' in r && r.body === undefined && r.param === undefined) return store.setPick(r.pick, r.info ?? '');
  if (r.info) return store.say('info', r.info);
  if (r.body !== undefined || r.param !== undefined) {
    if (r.body === c.body && r.param === undefined) return undefined;
    return store.changeComp(i, r.param !== undefined ? { param: r.param, group: r.group } : { body: r.body });
  }
  return undefined;
}

let drag = null;        // {i, kind, from, s, x, y, moved, over, el, id}
let pan = null;         // a touch that began off the draggable parts: {x, y, left, top, el, moved}
let swallowClick = false;

/** Where a pointer event is in the SVG units of the board under it: {x, y}, or {}. */
function at(e, el) {
  const layer = el?.closest?.('svg')?.querySelector('.layer');
  const m = layer?.getScreenCTM?.();
  if (!m || e.clientX === undefined) return {};
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

/** A board may draw a `.drag-line`: while an item with data-cx/data-cy is
 *  dragged, it runs from there to the pointer. */
function stretch(d, e) {
  const line = d.el.closest('svg')?.querySelector('.drag-line');
  if (!line || d.el.dataset.cx === undefined) return;
  const p = at(e, d.el);
  if (p.x === undefined) return;
  line.classList.add('on');
  const [l, c] = [line.querySelector('line'), line.querySelector('circle')];
  l?.setAttribute('x1', d.el.dataset.cx); l?.setAttribute('y1', d.el.dataset.cy);
  l?.setAttribute('x2', p.x); l?.setAttribute('y2', p.y);
  c?.setAttribute('cx', p.x); c?.setAttribute('cy', p.y);
}

/** The board item under a point; a drag that ends off its board (past the
 *  picture's edge, over the header) counts where it crosses the board's
 *  edge, so a long drag into empty space still draws there. */
function dropTarget(d, e) {
  const t = target(document.elementFromPoint(e.clientX, e.clientY));
  if (t && t.i === d.i) return { t, x: e.clientX, y: e.clientY };
  const svg = d.el.closest('svg');
  if (!svg?.isConnected) return { t: null };
  const r = svg.getBoundingClientRect();
  const x = Math.min(Math.max(e.clientX, r.left + 2), r.right - 2), y = Math.min(Math.max(e.clientY, r.top + 2), r.bottom - 2);
  return { t: target(document.elementFromPoint(x, y)), x, y };
}

// Touch: the board's container takes every gesture (touch-action: none on
// .scroller.drags, style.css; SVG parts cannot set it), so a drag is never
// taken by the browser for a scroll or a swipe back. A touch that begins
// off the draggable parts scrolls by hand: the row sideways in its
// scroller, the page up and down.
function onDown(e) {
  if (e.button > 0) return;
  const t = target(e.target);
  if (t && t.el.hasAttribute('data-drag')) {
    drag = { i: t.i, kind: t.kind, from: t.n, s: t.s, x: e.clientX, y: e.clientY, moved: false, over: null, el: t.el, id: e.pointerId };
    return;
  }
  const box = e.pointerType === 'touch' ? e.target.closest?.('.scroller.drags') : null;
  if (box) pan = { x: e.clientX, y: e.clientY, left: box.scrollLeft, top: scrollY, el: box, moved: false, id: e.pointerId };
}

function onMove(e) {
  if (pan && e.pointerId === pan.id) {
    const dx = e.clientX - pan.x, dy = e.clientY - pan.y;
    if (!pan.moved && Math.hypot(dx, dy) < 8) return;
    pan.moved = true;
    pan.el.scrollLeft = pan.left - dx;
    scrollTo(scrollX, pan.top - dy);
    return;
  }
  if (!drag || e.pointerId !== drag.id) return;
  if (!drag.moved && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 6) return;
  if (!drag.moved) { // a drag from now on: its events stay with the boards, whatever redraws under it
    drag.moved = true;
    try { $('boards').setPointerCapture(e.pointerId); } catch { /* the pointer is already up */ }
  }
  e.preventDefault();
  const { t } = dropTarget(drag, e);
  drag.over?.classList.remove('drop');
  drag.over = t && t.i === drag.i && t.s === drag.s ? t.el : null;
  drag.over?.classList.add('drop');
  stretch(drag, e);
}

function endDrag() {
  drag?.over?.classList.remove('drop');
  drag?.el.closest('svg')?.querySelector('.drag-line')?.classList.remove('on');
  drag = null;
}

function onUp(e) {
  if (pan && e.pointerId === pan.id) {
    if (pan.moved) swallow();
    pan = null;
    return;
  }
  if (!drag || e.pointerId !== drag.id) return;
  const d = drag;
  endDrag();
  if (!d.moved) return; // a plain click: the click event handles it
  swallow();
  const { t, x, y } = dropTarget(d, e);
  if (!t || t.i !== d.i || t.s !== d.s) return;
  send(d.i, { kind: 'drag', from: d.from, to: t.n, s: d.s, fromKind: d.kind, toKind: t.kind, ...at({ clientX: x, clientY: y }, t.el) });
}

/** The click that follows a drag or a pan is not a click on the board. */
function swallow() {
  swallowClick = true;
  setTimeout(() => { swallowClick = false; }, 0);
}

function onClick(e) {
  const line = e.target.closest?.('.cline'); // a line of the compact list (ui/compact.js)
  if (line) {
    const play = e.target.closest('[data-play]');
    return play ? store.move(play.dataset.play) : store.select(Number(line.dataset.comp));
  }
  const box = e.target.closest?.('.comp');
  if (!box) return;
  const i = Number(box.dataset.comp);
  const sel = e.target.closest('[data-select]');
  const rm = e.target.closest('[data-remove]');
  if (sel) return store.select(i);
  if (rm) return store.removeComp(i);
  if (swallowClick) return;
  const t = target(e.target);
  if (t) send(i, { kind: t.kind, n: t.n, s: t.s, shift: e.shiftKey, ...at(e, t.el) });
  else store.select(i);
}

/** Arrow keys: the next/previous item in the board, sorted by (stair, n);
 *  in a grid (items with data-gx/data-gy) the neighbour by row and column. */
function onKey(e) {
  const t = target(e.target);
  if (!t) return;
  if (e.key === 'Escape' && state.pick) return store.setPick(null); // put a picked-up piece back
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    return send(t.i, { kind: t.kind, n: t.n, s: t.s, shift: e.shiftKey });
  }
  const dir = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, Home: -1e9, End: 1e9 }[e.key];
  if (!dir) return;
  e.preventDefault();
  const card = t.el.closest('.comp');
  const items = [...card.querySelectorAll('.act[role=button]')];
  if (t.el.dataset.gx !== undefined && e.key.startsWith('Arrow')) { // a grid: by row and column
    const x = Number(t.el.dataset.gx) + ({ ArrowRight: 1, ArrowLeft: -1 }[e.key] ?? 0);
    const y = Number(t.el.dataset.gy) + ({ ArrowDown: 1, ArrowUp: -1 }[e.key] ?? 0);
    const to = card.querySelector(`.act[role=button][data-gx="${x}"][data-gy="${y}"]`);
    if (!to) return;
    for (const it of items) it.setAttribute('tabindex', '-1');
    to.setAttribute('tabindex', '0');
    return to.focus();
  }
  const pos = (x) => [Number(x.dataset.s) || 0, Number(x.dataset.n)];
  items.sort((a, b) => pos(a)[0] - pos(b)[0] || pos(a)[1] - pos(b)[1]);
  let k = items.indexOf(t.el);
  const sideways = t.s && (e.key === 'ArrowLeft' || e.key === 'ArrowRight');
  if (sideways) { // stacks side by side (data-s): the top item of the next stack that has one
    const stairs = [...new Set(items.map((x) => pos(x)[0]))];
    const next = stairs[stairs.indexOf(t.s) + dir];
    if (next === undefined) return;
    const on = items.filter((x) => pos(x)[0] === next);
    k = items.indexOf(on[on.length - 1]);
  } else {
    k = Math.max(0, Math.min(items.length - 1, k + dir));
  }
  const to = items[k];
  for (const x of items) x.setAttribute('tabindex', '-1');
  to.setAttribute('tabindex', '0');
  to.focus();
}

function onFocus(e) {
  const t = target(e.target);
  const box = e.target.closest?.('.comp');
  if (t) rememberFocus(t.i, t.el.dataset.key);
  if (box) store.select(Number(box.dataset.comp));
}

/* ---- the fields in a component's header ----------------------------------
 * A field is applied as it is typed (after a short pause) and again when it
 * is left or Enter is pressed, so the analysis never lags behind it. While
 * typing, a value the board refuses leaves the typing alone and says why;
 * leaving the field with such a value puts the board's value back. */

export const TYPING_MS = 350; // the pause after a keystroke before a field is applied
let typing = 0;               // the pending field timer

/** True while a typed field waits to be applied (tests wait for it). */
export const typingPending = () => typing !== 0;

function applyField(f, done) {
  const box = f.closest('.comp');
  if (!box || !f.isConnected) return undefined;
  const i = Number(box.dataset.comp);
  const c = state.model.comps[i - 1];
  const r = boards[c.game].setField(c, f.dataset.field, f.value, limitsOf(state.info, c.game), DRAW);
  if (r.error) {
    if (done) f.value = f.defaultValue; // left with a refused value: the board's value again
    store.say('error', r.error);
    return undefined;
  }
  if ((r.body ?? c.body) === c.body && (r.param ?? c.param) === c.param) return undefined; // nothing changes
  return store.changeComp(i, r);
}

function onInput(e) {
  const f = e.target.closest('[data-field]');
  if (!f || f.dataset.command !== undefined) return; // a command waits for Enter
  const key = f.dataset.key; // a redraw may have replaced the element by then
  clearTimeout(typing);
  typing = setTimeout(() => {
    typing = 0;
    const now = document.querySelector(`#boards [data-key="${CSS.escape(key)}"]`);
    if (now) applyField(now, false);
  }, TYPING_MS);
}

/** A field was left, or Enter pressed in it. (Not the change event: a
 *  redraw while typing puts the typed value back by script, and the browser
 *  would not count that as a change.) */
function onDone(e) {
  const f = e.target.closest?.('[data-field]');
  if (!f || !f.isConnected || isDrawing() || (e.type === 'keydown' && e.key !== 'Enter')) return undefined; // (a redraw removes it)
  if (f.dataset.command !== undefined) return e.type === 'keydown' ? command(f) : undefined;
  if (e.type === 'focusout' && !typingPending() && f.value === f.defaultValue) return undefined;
  clearTimeout(typing);
  typing = 0;
  return applyField(f, true);
}

/** A listed winning move pointed at or focused: what the board draws for
 *  it (marks with the move's data-move) is lit, e.g. a mark the board does
 *  not frame when it shows many winning moves. */
function lightListed(e) {
  const li = e.target.closest?.('#moves li[data-move]');
  const on = e.type === 'mouseover' || e.type === 'focusin';
  for (const el of document.querySelectorAll('#boards .lit')) el.classList.remove('lit');
  if (li && on) for (const el of document.querySelectorAll(`#boards [data-move="${CSS.escape(li.dataset.move)}"]`)) el.classList.add('lit');
}

/** A command field (add an edge, an arrow, rename a node), on Enter: a
 *  refusal — the board's or the engine's — leaves the text there to fix;
 *  once the board has taken it, the field is empty for the next one. */
async function command(f) {
  const box = f.closest('.comp');
  const i = Number(box.dataset.comp);
  const c = state.model.comps[i - 1];
  const typed = f.value;
  if (!typed.trim()) return undefined;
  const r = boards[c.game].setField(c, f.dataset.field, typed, state.info.limits, DRAW);
  if (r.error) return store.say('error', r.error);
  if ((r.body ?? c.body) === c.body && (r.param ?? c.param) === c.param) {
    f.value = '';
    return store.say('info', () => tr('Nothing to add: that is already there.'));
  }
  const key = f.dataset.key;
  f.value = '';
  if (await store.changeComp(i, r)) return undefined;
  const now = document.querySelector(`#boards [data-key="${CSS.escape(key)}"]`); // refused: the text comes back
  if (now && now.value === '') now.value = typed;
  return undefined;
}

/** "play" beside a listed winning move: that move, like a click on the board. */
function playListed(e) {
  const b = e.target.closest('[data-play]');
  if (b) store.move(b.dataset.play);
}

/** Wires the boards, the move list and the play panel; called once. */
export function bind() {
  const boards = $('boards');
  boards.addEventListener('pointerdown', onDown);
  addEventListener('pointermove', onMove, { passive: false });
  // A finger dragging a piece must not pan the page: touch-action is not
  // honoured on the items inside an SVG, so the touch's moves are held here.
  boards.addEventListener('touchmove', (e) => { if (drag) e.preventDefault(); }, { passive: false });
  addEventListener('pointerup', onUp);
  addEventListener('pointercancel', () => { endDrag(); pan = null; });
  boards.addEventListener('click', onClick);
  boards.addEventListener('keydown', onKey);
  boards.addEventListener('focusin', onFocus);
  boards.addEventListener('input', onInput);
  boards.addEventListener('keydown', onDone);
  boards.addEventListener('focusout', onDone);
  $('analysis-body').addEventListener('click', playListed);
  for (const type of ['mouseover', 'mouseout', 'focusin', 'focusout']) $('analysis-body').addEventListener(type, lightListed);
  $('mode-edit').addEventListener('click', () => store.setMode('edit'));
  $('mode-play').addEventListener('click', () => store.setMode('play'));
  $('newgame').addEventListener('click', () => store.configure({}));
  $('hint').addEventListener('click', store.hint);
  $('undo').addEventListener('click', store.undo);
  $('redo').addEventListener('click', store.redo);
  $('resume').addEventListener('click', store.resume);
  $('cancel').addEventListener('click', store.cancel);
  for (const v of ['computer', 'human']) $(`vs-${v}`).addEventListener('change', () => store.configure({ vs: v, starts: v === 'computer' ? 'you' : null }));
  $('starts-a').addEventListener('change', () => store.configure({ starts: state.play.vs === 'computer' ? 'you' : 1 }));
  $('starts-b').addEventListener('change', () => store.configure({ starts: state.play.vs === 'computer' ? 'computer' : 2 }));
}
