// ui/play.js — games on the board: against the computer or two people on
// one screen. The computer plays a winning move when it has one; when it is
// losing it still plays legally and makes the game long (it avoids handing
// over an immediate win and moves as little as it can).

import * as engine from '../engine/engine.js';
import { state } from './state.js';
import { boards } from '../boards/index.js';
import { say, setPosition, commit } from './control.js';
import { read } from './position.js';
import { redraw } from './render.js';
import { moveWords } from './analysis.js';

export const DELAY = { ms: 450 }; // the computer's pause before it moves (tests set 0)

let timer = 0;

const other = (p) => 3 - p;
const turn = () => state.model.turn;
const computerToMove = () => state.mode === 'play' && state.vs === 'computer' && turn() === state.cpu;

/** "Player 1", "you", "the computer" — who a player is in this game. */
export function who(p) {
  if (state.vs !== 'computer') return `Player ${p}`;
  return p === state.cpu ? `the computer (player ${p})` : `you (player ${p})`;
}

/** The end-of-game words, or null while the game goes on. */
export function result() {
  const a = state.analysis;
  if (state.mode !== 'play' || !a?.terminal) return null;
  const loser = turn();
  const w = who(other(loser));
  const win = w.startsWith('you') ? 'win' : 'wins';
  const has = who(loser).startsWith('you') ? 'have' : 'has';
  return a.over ? `Game over: ${cap(w)} ${win} with three in a row.`
    : `Game over: ${cap(w)} ${win} — ${who(loser)} ${has} no move left.`;
}

const cap = (w) => w[0].toUpperCase() + w.slice(1);

function stop() {
  clearTimeout(timer);
  timer = 0;
  state.thinking = false;
}

/** Schedules the computer's move when it is its turn. */
function next() {
  stop();
  if (!computerToMove() || state.analysis.terminal || state.paused) return redraw();
  state.thinking = true;
  redraw();
  timer = setTimeout(computerMove, DELAY.ms);
}

/** Enters play mode with a fresh game from the position on the board. */
export function start(opts = {}) {
  stop();
  Object.assign(state, { mode: 'play', history: [], future: [], paused: false, hint: null, pick: null }, opts);
  commit(opts.replace);
  next();
}

/** Back to editing; the game's position stays on the board. */
export function leave() {
  stop();
  Object.assign(state, { mode: 'edit', history: [], future: [], paused: false, hint: null });
  commit();
  redraw();
}

/** Makes move (full notation "2:4>1") for the player to move. */
async function makeMove(move) {
  state.busy++; // tests and hooks wait for idle
  try {
    await makeMoveNow(move);
  } finally {
    state.busy--;
    redraw();
  }
}

async function makeMoveNow(move) {
  const before = state.text;
  const player = turn();
  const words = moveWords(move, state.analysis, state.model);
  const label = state.analysis.moves.find((m) => m.move === move)?.label ?? move.slice(move.indexOf(':') + 1);
  let after;
  try {
    after = await engine.play(before, move);
  } catch (e) {
    if (e instanceof engine.EngineError) return say('error', e.message);
    throw e;
  }
  if (!(await setPosition(after, { push: false }))) return;
  state.history.push({ before, after, move, words, label, player, nimsum: state.analysis.nimsum });
  state.future = [];
  commit();
  next();
}

/** A click, key or drag on component i's board in play mode. */
export function act(i, a) {
  if (state.analysis.terminal) return say('info', 'The game is over: press New game to play again, or Edit to change the position.');
  if (computerToMove()) return say('info', state.paused ? 'It is the computer\'s turn: press Resume.' : 'Wait: the computer is moving.');
  const c = state.model.comps[i - 1];
  const r = boards[c.game].move(c, a, turn(), state.model);
  if (r.error) return say('error', r.error);
  if (r.info) return say('info', r.info);
  return makeMove(`${i}:${r.move}`);
}

/** The computer's choice in the current position. */
export function choose(a = state.analysis, model = state.model) {
  const win = a.moves.filter((m) => m.winning);
  if (win.length) { // finish at once, else shrink a component (never wander in Northcott)
    const sg = (m) => a.components[m.component - 1].sg;
    const key = (m) => [m.wins ? 0 : 1, m.sg_after !== null && m.sg_after < sg(m) ? 0 : 1];
    return win.map((m) => [key(m), m]).sort((x, y) => x[0][0] - y[0][0] || x[0][1] - y[0][1])[0][1].move;
  }
  if (a.listed === 'all') { // losing: no gift, move as little as possible, keep SG high
    const key = (m) => [m.sg_after === null && !m.wins ? 1 : 0, m.count, -(m.sg_after ?? 0)];
    const cmp = (x, y) => x[0][0] - y[0][0] || x[0][1] - y[0][1] || x[0][2] - y[0][2];
    return a.moves.map((m) => [key(m), m]).sort(cmp)[0]?.[1].move ?? null;
  }
  // too many moves to list: the component with most moves, its longest move
  let best = 0, most = -1;
  model.comps.forEach((c, k) => {
    const n = boards[c.game].legal(c, model.turn);
    if (n > most) { most = n; best = k; }
  });
  const c = model.comps[best];
  return `${best + 1}:${boards[c.game].longMove(c)}`;
}

async function computerMove() {
  timer = 0;
  state.thinking = false;
  if (!computerToMove() || state.analysis.terminal) return redraw();
  const move = choose();
  if (move) await makeMove(move);
}

/** Shows one winning move on the board, or says there is none. */
export function hint() {
  const a = state.analysis;
  if (a.terminal) return say('info', 'The game is over: there is nothing to hint.');
  const win = a.moves.filter((m) => m.winning);
  if (!win.length) {
    state.hint = null;
    return say('info', `No winning move here: the nim-sum is 0, so every move leaves the opponent a winning reply. Make the game long and hope for a mistake.`);
  }
  const m = win.find((x) => x.move === choose(a)) ?? win[0];
  state.hint = m;
  say('info', `Hint: ${moveWords(m.move, a, state.model)}.`);
}

/** Takes back the last move (against the computer: back to your turn). */
export async function undo() {
  if (!state.history.length) return say('info', 'Nothing to undo.');
  stop();
  const taken = [state.history.pop()];
  if (state.vs === 'computer') // take back the computer's reply and your move with it
    while (state.history.length && taken[taken.length - 1].player === state.cpu) taken.push(state.history.pop());
  const back = taken[taken.length - 1].before;
  state.paused = false;
  if (await setPosition(back, { push: false })) {
    state.future = [...taken.reverse(), ...state.future];
    commit();
    next();
  }
}

/** Replays undone moves (against the computer: up to your turn again). */
export async function redo() {
  if (!state.future.length) return say('info', 'Nothing to redo.');
  stop();
  const again = [state.future[0]];
  if (state.vs === 'computer')
    while (again.length < state.future.length && again[again.length - 1].player !== state.cpu && state.future[again.length].player === state.cpu) again.push(state.future[again.length]);
  if (await setPosition(again[again.length - 1].after, { push: false })) {
    state.future = state.future.slice(again.length);
    state.history.push(...again);
    commit();
    next();
  }
}

/** The computer moves after a pause (back/forward, opened link). */
export function resume() {
  state.paused = false;
  next();
}

/** Options changed: vs ('computer'|'human') and who starts (1 or 2 as the
 *  player, or 'you'/'computer'). A new game begins from the first position. */
export async function configure({ vs = state.vs, starts }) {
  const first = state.history[0]?.before ?? state.text;
  const model = read(first);
  let text = first;
  let cpu = state.cpu;
  if (vs === 'computer') {
    if (starts === 'computer') cpu = model.turn;
    else if (starts === 'you') cpu = other(model.turn);
  } else if (starts === 1 || starts === 2) {
    text = first.replace(/@2$/, '') + (starts === 2 ? '@2' : '');
  }
  stop();
  if (text !== state.text && !(await setPosition(text, { push: false }))) return;
  start({ vs, cpu });
}

/** After back/forward: the game's history comes back; the computer waits. */
export function restore(snap) {
  stop();
  Object.assign(state, { mode: snap.mode, vs: snap.vs, cpu: snap.cpu, history: snap.history ?? [], future: snap.future ?? [], paused: computerToMove() });
  state.paused = computerToMove() && !state.analysis.terminal;
  commit(true);
  redraw();
}
