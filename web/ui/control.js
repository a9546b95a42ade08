// ui/control.js — the one way the position changes. Every new text goes to
// the engine first (canonical, then analyse); only text the engine accepted
// and the page can draw reaches the state, so a refused edit, move or link
// leaves the user's position as it was and says why.

import * as engine from '../engine/engine.js';
import { state, DRAW, DEFAULT } from './state.js';
import { read, write, withComp } from './position.js';
import { boards } from '../boards/index.js';
import * as url from './url.js';
import { redraw, markSelected } from './render.js';

/** Shows a message ('error' or 'info'), or clears it with no text. */
export function say(kind, text) {
  state.message = text ? { kind, text } : null;
  redraw();
}

/** Why the page will not draw a position the engine accepted, or null. */
function tooBig(model) {
  const n = model.comps.length;
  if (n > DRAW.components) return `this position has ${n} components; this page draws at most ${DRAW.components}`;
  let cells = 0;
  for (const c of model.comps) {
    const b = boards[c.game];
    const why = b.check(c, DRAW);
    if (why) return why;
    cells += b.cells?.(c) ?? 0;
  }
  if (cells > DRAW.totalCells) return `this position has ${cells} cells in all; this page draws at most ${DRAW.totalCells}`;
  return null;
}

/** The engine's analysis with every move when there are few enough, else
 *  the winning ones; .legal counts the legal moves, .terminal says none. */
export async function analyse(text, model) {
  let legal = 0;
  for (const c of model.comps) legal += boards[c.game].legal(c, model.turn);
  const a = await engine.analyze(text, { winning: legal > DRAW.listMoves });
  a.legal = legal;
  a.terminal = a.over || legal === 0;
  return a;
}

/** The snapshot kept in the URL and history.state. */
export function snapshot() {
  const { text, mode, vs, cpu, history, future } = state;
  return { text, mode, vs, cpu, history, future };
}

/** Writes the current state to the address bar. */
export function commit(replace = false) {
  url.save(snapshot(), replace);
}

let latest = 0; // the newest setPosition call; older ones give way

/**
 * Puts `text` on the board if the engine accepts it and the page can draw it.
 * opts: push (record in history, default true), replace (replace the current
 * entry instead), keepMessage, why (words before an error: "The link").
 * Returns true when the position changed, false (with a message) when not.
 */
export async function setPosition(text, opts = {}) {
  const me = ++latest;
  state.busy++;
  try {
    const canon = await engine.canonical(text);
    const model = read(canon);
    const big = tooBig(model);
    if (big) throw new engine.EngineError('limit', `Too large to draw: ${big}. The command line (grundy analyze) takes positions up to the engine's limits.`);
    const analysis = await analyse(canon, model);
    if (me !== latest) return false;
    Object.assign(state, { text: canon, model, analysis, hint: null, pick: opts.keepPick ? state.pick : null });
    state.selected = Math.min(Math.max(state.selected, 1), model.comps.length);
    if (!opts.keepMessage) state.message = null;
    if (opts.push !== false) commit(opts.replace);
    redraw();
    document.dispatchEvent(new CustomEvent('grundy:position', { detail: canon }));
    return true;
  } catch (e) {
    if (!(e instanceof engine.EngineError)) throw e;
    if (me === latest) say('error', (opts.why ? opts.why + ': ' : '') + e.message);
    return false;
  } finally {
    state.busy--;
    redraw();
  }
}

/** Replaces component i (1-based) with fields; `group` changes the
 *  parameter of every component that shared the old one. */
export function changeComp(i, fields, opts) {
  const old = state.model.comps[i - 1];
  let model = withComp(state.model, i, fields);
  if (fields.group) {
    const { param } = fields;
    model = { turn: model.turn, comps: model.comps.map((c) => (c.game === old.game && c.param === old.param ? { ...c, param } : c)) };
  }
  return setPosition(write(model), opts);
}

/** Adds a component of game (at the end) and selects it. */
export async function addComp(game) {
  const b = boards[game];
  const same = state.model.comps.find((c) => c.game === game);
  const param = b.param ? same?.param ?? b.param : ''; // sub: a set, octal: a code
  const model = { turn: state.model.turn, comps: [...state.model.comps, { game, param, body: b.blank(state.width) }] };
  if (await setPosition(write(model))) {
    state.selected = model.comps.length;
    redraw();
  }
}

/** Removes component i; a position keeps at least one. */
export function removeComp(i) {
  if (state.model.comps.length === 1) return say('error', 'A position needs at least one component: add another before removing this one.');
  const model = { turn: state.model.turn, comps: state.model.comps.filter((_, k) => k !== i - 1) };
  state.selected = Math.min(state.selected, model.comps.length);
  return setPosition(write(model));
}

/** Sets the player to move (1 or 2). */
export function setTurn(turn) {
  return setPosition(write({ ...state.model, turn }));
}

/** Selects component i (the teaching views follow it). */
export function select(i) {
  if (i === state.selected) return;
  state.selected = i;
  markSelected(); // no redraw: the element being clicked or typed in stays
  document.dispatchEvent(new CustomEvent('grundy:select', { detail: i }));
}

