// ui/events.js — mouse, touch and keyboard on the boards, turned into acts
// {kind, n, s, shift} (click/Enter/Space, shift held) or {kind: 'drag', from, to, s} and handed
// to the editor or the game. Arrow keys move focus within a board (one tab
// stop per board); Tab moves between boards and controls.

import { state } from './state.js';
import * as editor from './editor.js';
import * as play from './play.js';
import { select, setPosition, say } from './control.js';
import { rememberFocus } from './render.js';
import * as engine from '../engine/engine.js';

const $ = (id) => document.getElementById(id);

function target(el) {
  const a = el?.closest?.('[data-act]');
  const comp = el?.closest?.('.comp');
  if (!a || !comp) return null;
  return { i: Number(comp.dataset.comp), kind: a.dataset.act, n: Number(a.dataset.n), s: Number(a.dataset.s) || 0, el: a };
}

function send(i, act) {
  select(i);
  if (state.mode === 'edit') editor.act(i, act);
  else play.act(i, act);
}

let drag = null;        // {i, kind, from, s, x, y, moved}
let swallowClick = false;

function onDown(e) {
  const t = target(e.target);
  if (!t || !t.el.hasAttribute('data-drag') || e.button > 0) return;
  drag = { i: t.i, kind: t.kind, from: t.n, s: t.s, x: e.clientX, y: e.clientY, moved: false, over: null };
}

function onMove(e) {
  if (!drag) return;
  if (!drag.moved && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 6) return;
  drag.moved = true;
  e.preventDefault();
  const t = target(document.elementFromPoint(e.clientX, e.clientY));
  drag.over?.classList.remove('drop');
  drag.over = t && t.i === drag.i && t.s === drag.s ? t.el : null;
  drag.over?.classList.add('drop');
}

function onUp(e) {
  if (!drag) return;
  const d = drag;
  drag = null;
  d.over?.classList.remove('drop');
  if (!d.moved) return; // a plain click: the click event handles it
  swallowClick = true;
  setTimeout(() => { swallowClick = false; }, 0);
  const t = target(document.elementFromPoint(e.clientX, e.clientY));
  if (!t || t.i !== d.i || t.s !== d.s) return;
  send(d.i, { kind: 'drag', from: d.from, to: t.n, s: d.s });
}

function onClick(e) {
  const box = e.target.closest?.('.comp');
  if (!box) return;
  const i = Number(box.dataset.comp);
  const sel = e.target.closest('[data-select]');
  const rm = e.target.closest('[data-remove]');
  if (sel) return select(i);
  if (rm) return editor.removeComp(i);
  if (swallowClick) return;
  const t = target(e.target);
  if (t) send(i, { kind: t.kind, n: t.n, s: t.s, shift: e.shiftKey });
  else select(i);
}

/** Arrow keys: the next/previous item in the board, sorted by (stair, n). */
function onKey(e) {
  const t = target(e.target);
  if (!t) return;
  if (e.key === 'Escape' && state.pick) { // put a picked-up piece back
    state.pick = null;
    return say('info', '');
  }
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    return send(t.i, { kind: t.kind, n: t.n, s: t.s, shift: e.shiftKey });
  }
  const dir = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, Home: -1e9, End: 1e9 }[e.key];
  if (!dir) return;
  e.preventDefault();
  const card = t.el.closest('.comp');
  const items = [...card.querySelectorAll('.act[role=button]')];
  const pos = (x) => [Number(x.dataset.s) || 0, Number(x.dataset.n)];
  items.sort((a, b) => pos(a)[0] - pos(b)[0] || pos(a)[1] - pos(b)[1]);
  let k = items.indexOf(t.el);
  const sideways = t.s && (e.key === 'ArrowLeft' || e.key === 'ArrowRight');
  if (sideways) { // staircase: the top coin of the next stair that has an item
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
  if (box) select(Number(box.dataset.comp));
}

function onChange(e) {
  const f = e.target.closest('[data-field]');
  const box = e.target.closest('.comp');
  if (f && box) editor.field(Number(box.dataset.comp), f.dataset.field, f.value);
}

async function playListed(e) {
  const b = e.target.closest('[data-play]');
  if (!b) return;
  state.busy++;
  try {
    await setPosition(await engine.play(state.text, b.dataset.play));
  } catch (err) {
    if (!(err instanceof engine.EngineError)) throw err;
  } finally {
    state.busy--;
  }
}

/** Wires the boards, the move list and the play panel; called once. */
export function bind() {
  const boards = $('boards');
  boards.addEventListener('pointerdown', onDown);
  addEventListener('pointermove', onMove, { passive: false });
  addEventListener('pointerup', onUp);
  addEventListener('pointercancel', () => { drag?.over?.classList.remove('drop'); drag = null; });
  boards.addEventListener('click', onClick);
  boards.addEventListener('keydown', onKey);
  boards.addEventListener('focusin', onFocus);
  boards.addEventListener('change', onChange);
  $('analysis-body').addEventListener('click', playListed);
  $('mode-edit').addEventListener('click', () => state.mode !== 'edit' && play.leave());
  $('mode-play').addEventListener('click', () => state.mode !== 'play' && play.start());
  $('newgame').addEventListener('click', () => play.configure({}));
  $('hint').addEventListener('click', play.hint);
  $('undo').addEventListener('click', play.undo);
  $('redo').addEventListener('click', play.redo);
  $('resume').addEventListener('click', play.resume);
  for (const v of ['computer', 'human']) $(`vs-${v}`).addEventListener('change', () => play.configure({ vs: v, starts: v === 'computer' ? 'you' : null }));
  $('starts-a').addEventListener('change', () => play.configure({ starts: state.vs === 'computer' ? 'you' : 1 }));
  $('starts-b').addEventListener('change', () => play.configure({ starts: state.vs === 'computer' ? 'computer' : 2 }));
}
