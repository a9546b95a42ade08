// ui/store.js — the one path through which the page's state changes. Every
// change is a move of the current position (move(): recorded in play mode,
// and the computer answers) or a position chosen on purpose (open(): in play
// mode a new game). Each asks the engine once (ui/schedule.js: the page or
// the worker), and only what the engine accepted reaches the state. Play is a
// state machine (state.play.phase): 'you' → 'computer' (its move scheduled by
// ui/clock.js) → 'you' …, 'paused' until Resume, 'over'; whenever the phase
// is 'computer' and no change is under way, its move is scheduled.

import * as engine from '../engine/engine.js';
import * as schedule from './schedule.js';
import * as clock from './clock.js';
import { state, DEFAULT } from '../kit/state.js';
import { boards, need, GAMES } from '../boards/index.js';
import { write, compText } from '../kit/position.js';
import * as url from '../kit/url.js';
import { redraw, markSelected, prepare, LONG_TEXT } from './render.js';
import { moveWords, moveSaid, refusal } from './words.js';
import { tr, sayMsg, lang } from '../i18n/i18n.js';
import { follow } from './lang.js';

let latest = 0;  // the newest change; older ones give way

/** Shows a message ('error' or 'info'), or clears it with no text. The
 *  text is words, or (so that a change of language says it anew) a function
 *  that gives them: say('info', () => tr('Nothing to undo.')). */
export function say(kind, text) {
  state.message = text ? { kind, text } : null;
  redraw();
}

/** Loads what an engine refusal needs to be said: a game's own messages are
 *  in its board's words, which load with its board, and a text the engine
 *  refused may name a game whose board never loaded (a link to it that could
 *  not be read). In English the engine's own text is said. */
async function wordsFor(e) {
  const games = new Set();
  const walk = (m) => {
    if (Array.isArray(m)) m.forEach(walk);
    else if (typeof m?.id === 'string') { games.add(m.id.split('.')[1]); (m.args ?? []).forEach(walk); }
  };
  if (lang() !== 'en') walk(e?.msg);
  const todo = [...games].filter((g) => !boards[g] && GAMES.some((x) => x.game === g));
  if (todo.length) await need(todo).catch(() => {}); // (a board that fails to load: its message in English)
}

/** The engine's analysis of text (after `move`), where it runs best
 *  (ui/schedule.js); while it runs in the worker the state says so. */
function analysis(text, move) {
  return schedule.analysis(text, move, {
    empty: !state.model && !move, // (a game link's replay shows its end)
    most: state.info?.limits?.text,
    wait() {
      state.working = { since: performance.now(), started: false, text };
      redraw();
    },
    frame(f) { // nothing on the board yet: what the engine read, without values
      if (!state.model) state.pending = f;
      redraw();
    },
    started() { state.working.started = true; redraw(); },
    done() { state.working = null; },
  });
}

/** Stops the analysis running in the worker: the board keeps its position. */
export const cancel = schedule.cancel;

/** The engine's analysis of text (after `move`, when given), and its model,
 *  with the boards of its games loaded; throws EngineError when the engine
 *  refuses (AbortError when cancelled). */
async function ask(text, move = null) {
  const a = await analysis(text, move);
  await need(a.components.map((c) => c.game));
  const model = schedule.modelOf(a.turn, a.play, a.components);
  await prepare(model);
  return { a, model };
}

/** Runs one change. `work(fresh)` asks the engine, then — only while
 *  fresh() is true, i.e. no newer change has begun — applies the result.
 *  Engine refusals become a message (after `why`: words, or a function that
 *  gives them); returns true on success. */
async function change(work, why, draft = null) {
  const me = ++latest;
  clock.stop(); // the computer waits for the change: it answers the position the change leaves
  state.busy++;
  try {
    return (await work(() => me === latest)) !== false;
  } catch (e) {
    if (e.name === 'AbortError') { // cancelled, or replaced by a newer change
      if (me === latest) state.message = { kind: 'info', text: state.analysis ? () => tr('Stopped: the board keeps its position.') : () => tr('Stopped.') };
      return false;
    }
    if (!(e instanceof engine.EngineError)) throw e;
    await wordsFor(e);
    if (me === latest) {
      state.message = { kind: 'error', text: why ? () => tr('{why}: {error}', { why: said(why), error: refusal(e) }) : () => refusal(e) };
      if (draft !== null) state.draft = draft; // the refused text stays in the Position field, to fix
    }
    return false;
  } finally {
    state.busy--;
    // a change that left the board as it was leaves the computer's turn scheduled again
    if (me === latest && !clock.running() && state.play.phase === 'computer') advance();
    else redraw();
  }
}

/** Words kept for a message: as they are, or said now (a function). */
const said = (t) => (typeof t === 'function' ? t() : t ?? '');

function show({ a, model }, keepMessage = false) {
  Object.assign(state, { text: a.position, model, analysis: a, hint: null, pick: null, draft: null, pending: null });
  state.selected = Math.min(Math.max(state.selected, 1), model.comps.length);
  if (!keepMessage) state.message = null;
  document.dispatchEvent(new CustomEvent('grundy:position', { detail: a.position }));
}

/* ---- the address ------------------------------------------------------------ */

/** What the address and history.state keep: the position, the mode, and a
 *  game's options, start and moves. */
export function snapshot() {
  const { text, mode } = state;
  const { vs, cpu, start, history, future } = state.play;
  const x = state.exercise?.revealed ? null : state.exercise; // an exercise waiting for its answer
  return { text, mode, vs, cpu, start, history, future, teach: { ...state.teach }, exercise: x && { ask: x.ask, q: x.q, src: x.src, of: x.of } };
}

/** What the teaching panel shows ({tab, seq, graph}, see state.js): kept in
 *  the address, replacing its entry (a tab is not a step to go back to). */
export function setTeach(fields) {
  Object.assign(state.teach, fields);
  commit(true);
}

const teachOf = (t) => ({ tab: t?.tab ?? null, seq: t?.seq ?? null, graph: t?.graph ?? null, quot: t?.quot ?? null });

function commit(replace = false) {
  url.save(snapshot(), replace);
}

/* ---- play ------------------------------------------------------------------------ */

/** Sets the phase from the position: over, the computer's turn (its move is
 *  scheduled, unless paused), or a person's turn. */
function advance() {
  clock.stop();
  const p = state.play;
  if (state.mode !== 'play') p.phase = 'idle';
  else if (state.analysis.over) p.phase = 'over';
  else if (p.vs === 'computer' && state.model.turn === p.cpu) {
    if (p.phase !== 'paused') {
      p.phase = 'computer';
      clock.start(computerMove);
    }
  } else p.phase = 'you';
  redraw();
}

function newGame() {
  Object.assign(state.play, { start: state.text, startModel: state.model, history: [], future: [], phase: 'you' });
  state.hint = null;
}

async function computerMove() {
  if (state.play.phase !== 'computer') return;
  const mv = state.analysis.suggest;
  if (!mv || !(await move(mv, { by: 'computer' }))) { // never wedged: wait for Resume
    clock.stop();
    state.play.phase = 'paused';
    redraw();
  }
}

/* ---- the two kinds of change ------------------------------------------------------ */

/**
 * Puts a position chosen on purpose on the board (typed, an example, a
 * random one, an edit, a graph node…). In play mode it starts a new game.
 * opts: why (words before an error), replace (replace the address entry),
 * keepMessage, select (the component to select after), draft (a refused
 * text stays in the Position field).
 */
export function open(text, opts = {}) {
  return change(async (fresh) => {
    const got = await ask(text);
    if (!fresh()) return false;
    show(got, opts.keepMessage);
    state.exercise = null; // a position chosen on purpose: the exercise is left
    if (opts.select) state.selected = Math.min(opts.select, got.model.comps.length);
    if (state.mode === 'play') newGame();
    commit(opts.replace);
    advance();
  }, opts.why, opts.draft ? text : null);
}

/**
 * Makes a move of the current position ("2:7>4", or a short form the engine
 * accepts such as "1:14>"). In play mode it is recorded and the computer
 * answers; a person cannot move while the computer is to move.
 * opts.by: 'person' (default) or 'computer'.
 */
export function move(mv, { by = 'person' } = {}) {
  const p = state.play;
  const x = state.exercise;
  if (x && !x.revealed && exercises) return exercises.answer(mv); // an exercise: the move is an answer, not made
  if (x) state.exercise = null; // answered: playing on from here ends it
  if (state.mode === 'play' && by === 'person') {
    if (p.phase === 'over') return say('info', () => tr('The game is over: press New game to play again, or Edit to change the position.'));
    if (p.phase === 'computer') return say('info', () => tr('Wait: the computer is moving.'));
    if (p.phase === 'paused') return say('info', () => tr('It is the computer\'s turn: press Resume.'));
  }
  return change(async (fresh) => {
    const before = { text: state.text, analysis: state.analysis, model: state.model };
    const got = await ask(before.text, mv);
    if (!fresh()) return false;
    const played = got.a.played;
    show(got);
    if (state.mode === 'play') {
      p.history.push({
        before: before.text, after: got.a.position, move: played.move, label: played.label, label_msg: played.label_msg,
        words: moveSaid(played, before.analysis, before.model), player: before.model.turn, nimsum: got.a.nimsum,
      });
      p.future = [];
    }
    commit();
    advance();
  });
}

/* ---- exercises ------------------------------------------------------------------ */

// ui/exercise.js loads with the first exercise a link asks for and
// registers its hooks here: problem(x, a) (what is wrong, or null),
// begin(x, a) (its state), answer(mv) (a move made while it waits).
let exercises = null;
let loadExercises = null; // () => a promise: the module has loaded

export function registerExercises(hooks) {
  exercises = hooks;
}

/** How to load it, on first use (the entry says). */
export function exercisesFrom(load) {
  loadExercises = load;
}

async function exerciseHooks() {
  if (!exercises && loadExercises) await loadExercises();
  if (!exercises) throw new Error('the exercise module is not available');
  return exercises;
}

/** Shows what the exercise kept hidden (the analysis, values, winning
 *  moves, the teaching tools); the address no longer asks it. */
export function reveal() {
  if (!state.exercise) return;
  state.exercise.revealed = true;
  commit(true);
  redraw();
}

/** Ends the exercise (back to the page as usual, same position). */
export function endExercise() {
  state.exercise = null;
  commit(true);
  redraw();
}

/* ---- modes and games ------------------------------------------------------------------ */

/** 'edit' or 'play'; entering play starts a game from the board. */
export function setMode(mode) {
  if (mode === state.mode) return;
  clock.stop();
  state.mode = mode;
  state.pick = null;
  state.hint = null;
  if (mode === 'play') newGame();
  else Object.assign(state.play, { history: [], future: [], start: null, startModel: null });
  commit();
  advance();
}

/** Options: vs ('computer'|'human') and who starts ('you'|'computer', or
 *  1|2 for two people). A new game begins from the game's first position. */
export async function configure({ vs = state.play.vs, starts } = {}) {
  const p = state.play;
  const first = p.start ?? state.text;
  // who moved first: the first move's player, else the board's (no move made)
  const turn = p.history[0]?.player ?? p.future[0]?.player ?? state.model.turn;
  let text = first;
  if (vs === 'computer') {
    if (starts === 'computer') p.cpu = turn;
    else if (starts === 'you') p.cpu = 3 - turn;
  } else if ((starts === 1 || starts === 2) && starts !== turn) {
    const model = first === state.text ? state.model : p.startModel ?? (await schedule.frame(first)).model;
    text = write({ ...model, turn: starts });
  }
  p.vs = vs;
  return open(text);
}

/** Continues a paused game: the computer moves. */
export function resume() {
  if (state.play.phase !== 'paused') return;
  state.play.phase = 'you'; // advance() schedules the computer
  advance();
}

/** Shows one winning move (the engine's choice), or says there is none. */
export function hint() {
  const a = state.analysis;
  const model = state.model;
  if (a.over) return say('info', () => tr('The game is over: there is nothing to hint.'));
  const win = a.moves.filter((m) => m.winning);
  if (!win.length) {
    state.hint = null;
    if (a.verdict === 'D') return say('info', () => tr('No winning move here: with best play this game is a draw — {why}.', { why: sayMsg(a.why_msg, a.why) || tr('neither player can force a win') }));
    if (a.play === 'misere') return say('info', () => (a.verdict === null ? tr('No winning move can be shown: {why}.', { why: sayMsg(a.why_msg, a.why) }) : tr('No winning move here: in misère play this is a P-position, so every move leaves the opponent a winning reply.')));
    return say('info', () => tr('No winning move here: the nim-sum is 0, so every move leaves the opponent a winning reply. Make the game long and hope for a mistake.'));
  }
  const shown = win.find((m) => m.move === a.suggest) ?? win[0];
  state.hint = shown;
  say('info', () => tr('Hint: {move}.', { move: moveWords(shown, a, model) }));
}

/** Shows a position of the game's own history (undo, redo). */
function rewind(text, then) {
  return change(async (fresh) => {
    const got = await ask(text);
    if (!fresh()) return false;
    show(got);
    then();
    state.play.phase = 'you';
    commit();
    advance();
  });
}

/** Takes back the last move (against the computer: back to your turn). */
export function undo() {
  const p = state.play;
  const taken = [];
  for (let k = p.history.length - 1; k >= 0; k--) {
    taken.push(p.history[k]);
    if (p.vs !== 'computer' || p.history[k].player !== p.cpu) break;
  }
  if (!taken.length || (p.vs === 'computer' && taken[taken.length - 1].player === p.cpu))
    return say('info', () => tr('Nothing to undo.'));
  clock.stop();
  return rewind(taken[taken.length - 1].before, () => {
    p.history.length -= taken.length;
    p.future = [...taken.reverse(), ...p.future];
  });
}

/** Replays undone moves (against the computer: up to your turn again). */
export function redo() {
  const p = state.play;
  if (!p.future.length) return say('info', () => tr('Nothing to redo.'));
  let k = 1;
  if (p.vs === 'computer') while (k < p.future.length && p.future[k].player === p.cpu) k++;
  const again = p.future.slice(0, k);
  clock.stop();
  return rewind(again[again.length - 1].after, () => {
    p.history.push(...again);
    p.future = p.future.slice(k);
  });
}

/* ---- links and history ------------------------------------------------------------------ */

/** The model of a game's start (`start`, its text) for the boards that draw
 *  a game from where it began: the board's own when it is the position
 *  shown (`got`), else the engine's frame of it (null if refused). */
async function startModel(start, got) {
  if (start === got.a.position) return got.model;
  return (await schedule.frame(start).catch(() => null))?.model ?? null;
}

/** Back/forward to an entry this page made: everything as it was; the
 *  computer waits for Resume. */
export function restore(snap) {
  clock.stop();
  return change(async (fresh) => {
    const got = await ask(snap.text);
    const from = snap.mode === 'play' ? await startModel(snap.start ?? got.a.position, got) : null;
    if (!fresh()) return false;
    show(got);
    state.mode = snap.mode === 'play' ? 'play' : 'edit';
    if (snap.teach) state.teach = teachOf(snap.teach);
    Object.assign(state.play, {
      vs: snap.vs ?? 'computer', cpu: snap.cpu ?? 2, start: snap.start ?? null, startModel: from,
      history: snap.history ?? [], future: snap.future ?? [], phase: 'paused',
    });
    if (state.mode === 'play' && !state.play.start) state.play.start = state.text;
    state.exercise = null;
    if (snap.exercise) {
      const x = await exerciseHooks();
      if (!x.problem(snap.exercise, got.a)) Object.assign(state, { exercise: x.begin(snap.exercise, got.a) });
      if (state.exercise) state.play.phase = 'you';
    }
    commit(true);
    advance();
  }, () => tr('That page could not be shown'));
}

/**
 * Opens what a link says ({text, mode, vs, cpu, start, moves} from url.read()).
 * A game link replays its moves through the engine, so the game's history
 * comes back; the computer then waits for Resume. A bad link keeps the
 * current position (the default on first load) and says why. An edited
 * address's lang= changes the page's language as the switch does (on first
 * load the page has taken it already), before the address is rewritten.
 */
export function openLink(link, first = false) {
  clock.stop();
  if (link.teach) state.teach = teachOf(link.teach);
  const speak = () => (first ? Promise.resolve() : follow(link.lang));
  if (link.error || link.text === null) {
    if (link.error) state.message = { kind: 'error', text: () => tr('The link could not be opened: {why}.', { why: said(link.error) }) };
    if (first) return open(DEFAULT, { replace: true, keepMessage: true }).then((ok) => {
      if (link.error) { state.draft = link.raw; redraw(); } // the link's text, to fix in the field
      return ok;
    });
    if (link.error) state.draft = link.raw;
    state.busy++; // (until the language is in place)
    return speak().finally(() => state.busy--).then(() => {
      commit(true);
      redraw();
      return false;
    });
  }
  return change(async (fresh) => {
    const play = link.mode === 'play';
    const history = [];
    let got, from = null; // the game's start: its text's model
    if (play && link.moves?.length) { // replay the game from its start
      let now = await ask(link.start ?? link.text);
      const start = now.a.position;
      from = now.model;
      for (const mv of link.moves) {
        const next = await ask(now.a.position, mv);
        history.push({ before: now.a.position, after: next.a.position, move: next.a.played.move, label: next.a.played.label, label_msg: next.a.played.label_msg, words: moveSaid(next.a.played, now.a, now.model), player: now.model.turn, nimsum: next.a.nimsum });
        now = next;
      }
      got = now;
      link = { ...link, start };
    } else {
      got = await ask(link.text);
      if (play) from = await startModel(link.start ?? got.a.position, got);
    }
    const x = link.exercise ? await exerciseHooks() : null; // an exercise: its module, on first use
    if (!fresh()) return false;
    show(got);
    state.mode = play ? 'play' : 'edit';
    Object.assign(state.play, { vs: link.vs ?? 'computer', cpu: link.cpu ?? 2, start: play ? link.start ?? got.a.position : null, startModel: from, history, future: [], phase: 'paused' });
    state.exercise = null;
    if (x) {
      const asked = link.exercise, a = got.a;
      if (x.problem(asked, a)) state.message = { kind: 'error', text: () => tr('The exercise could not be set: {why}.', { why: x.problem(asked, a) }) };
      else { // the board is for moves (two people; nothing recorded until the answer is given)
        state.exercise = x.begin(link.exercise, got.a);
        state.mode = 'play';
        Object.assign(state.play, { vs: 'human', start: got.a.position, startModel: got.model, history: [], future: [], phase: 'you' });
      }
    }
    await speak(); // (the switch writes the address of the position now shown)
    if (!fresh()) return false;
    commit(true);
    advance();
  }, () => tr('The link could not be opened'), link.text).then(async (ok) => {
    if (!ok && first && state.analysis === null) { // nothing on the board yet
      const why = state.message?.text;
      await open(DEFAULT, { replace: true, keepMessage: true });
      const long = link.text.length > LONG_TEXT, shown = DEFAULT;
      if (why) say('error', () => (long ? tr('{why} — showing {position} instead.', { why: said(why), position: shown }) : tr("{why} — showing {position} instead; the link's text is in the Position field to correct.", { why: said(why), position: shown })));
      state.draft = link.text;
      redraw();
    } else if (!ok) { // the address goes back to the board's position
      if (!first) await speak();
      commit(true);
    }
    if (!first && link.teach) document.dispatchEvent(new CustomEvent('grundy:teach')); // the teaching panel follows the address
    return ok;
  });
}

/* ---- small changes ----------------------------------------------------------------------- */

/** Selects component i (the teaching views follow it). */
export function select(i) {
  if (i === state.selected) return;
  state.selected = i;
  markSelected(); // no redraw: the element being clicked or typed in stays
  document.dispatchEvent(new CustomEvent('grundy:select', { detail: i }));
}

/** A board's pending gesture (e.g. a piece picked up), or null. */
export function setPick(pick, info = '') {
  state.pick = pick;
  say('info', info);
}

export function setShowMoves(on) {
  state.showMoves = on;
  redraw();
}

/** Replaces component i (1-based) with fields; `group` changes the
 *  parameter of every component that shared the old one. */
export function changeComp(i, fields) {
  const old = state.model.comps[i - 1];
  const comps = state.model.comps.map((c, k) => {
    if (k === i - 1) return { ...c, ...fields, group: undefined };
    if (fields.group && c.game === old.game && c.param === old.param) return { ...c, param: fields.param, body: fields.renamed?.[0] === c.body ? fields.renamed[1] : c.body };
    return c;
  });
  return open(write({ ...state.model, comps }));
}

/** An edit made by the game's own rule: component i becomes what its move
 *  `mv` (the part after "i:") leaves, the turn unchanged — a board that
 *  deletes part of a component and whatever the rules take with it asks
 *  the engine for the rest. */
export async function editByMove(i, mv) {
  const c = state.model.comps[i - 1];
  let after;
  try {
    after = (await schedule.frame(await engine.play(compText(c), `1:${mv}`))).model.comps[0];
  } catch (e) {
    await wordsFor(e);
    return say('error', () => refusal(e));
  }
  return changeComp(i, { body: after.body });
}

/** Adds a component of game (at the end) and selects it. */
export async function addComp(game) {
  await need([game]);
  const b = boards[game];
  const same = state.model.comps.find((c) => c.game === game);
  const param = b.param ? same?.param ?? b.param : '';
  const comps = [...state.model.comps, { game, param, body: b.blank(state.width, param) }];
  return open(write({ ...state.model, comps }), { select: comps.length });
}

/** Removes component i; a position keeps at least one. */
export function removeComp(i) {
  if (state.model.comps.length === 1) return say('error', () => tr('A position needs at least one component: add another before removing this one.'));
  state.selected = Math.min(state.selected, state.model.comps.length - 1);
  return open(write({ ...state.model, comps: state.model.comps.filter((_, k) => k !== i - 1) }));
}

/** Misère play (the last player to move loses) or normal play, for the
 *  whole position: ";misere" at the end of its text. In a game under way
 *  the rule changes from here on and the moves made are kept (the same
 *  moves are legal under both rules; only who wins at the end differs). */
export function setMisere(on) {
  const text = write({ ...state.model, tail: on ? ';misere' : '' });
  const p = state.play;
  if (state.mode !== 'play' || !(p.history.length || p.future.length)) return open(text);
  return change(async (fresh) => {
    const got = await ask(text);
    if (!fresh()) return false;
    show(got);
    const rule = (t) => t.replace(/;misere$/, '') + (on ? ';misere' : '');
    p.start = rule(p.start ?? state.text);
    if (p.startModel) p.startModel = { ...p.startModel, tail: on ? ';misere' : '' };
    for (const e of [...p.history, ...p.future]) Object.assign(e, { before: rule(e.before), after: rule(e.after) });
    const n = p.history.length;
    state.message = { kind: 'info', text: () => (on
      ? n === 1 ? tr('Misère play from here on: whoever makes the last move loses. The move made so far is kept.') : tr('Misère play from here on: whoever makes the last move loses. The {n} moves made so far are kept.', { n })
      : n === 1 ? tr('Normal play from here on: whoever makes the last move wins. The move made so far is kept.') : tr('Normal play from here on: whoever makes the last move wins. The {n} moves made so far are kept.', { n })) };
    commit();
    advance();
  });
}

/** Sets the player to move (1 or 2). */
export function setTurn(turn) {
  return open(write({ ...state.model, turn }));
}
