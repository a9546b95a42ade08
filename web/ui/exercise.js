// ui/exercise.js — an exercise opened from its link: the position on the
// board, the question over it, and the answer checked against the engine
// when it is given (never against a stored answer), then explained. Until
// then the page hides what would give it away (render.js: the analysis, the
// values on the cards, the highlighted moves, the teaching tools) and a move
// on the board is an answer, not made (store.js hands it here).
//
//   index.html#<position>&ex=<what is asked>[&q=<question>][&src=<source>][&of=<k>]
//
// what is asked (ex):
//   verdict   who wins with perfect play: the player to move, the other, or neither (a draw)
//   sg        the SG value of component k (of=k), or of the position when it has one component
//   nimsum    the nim-sum of the position (the SG value of the sum)
//   move      a winning move: made on the board (or typed); "none" when there is none
//   moves     every winning move, one after another on the board, then "That is all"
// q is the question in words (a default says what ex asks), src where it comes
// from (a book, a chapter, an exercise), of the component for sg. The module
// loads with the first exercise (store.js).

import * as engine from '../engine/engine.js';
import { state } from './state.js';
import * as store from './store.js';
import { h, put } from './svg.js';
import { compName, moveWords, outcome } from './words.js';
import { useExercise } from './render.js';

const ASKS = {
  verdict: 'Who wins this position with perfect play?',
  sg: 'What is its Sprague–Grundy value?',
  nimsum: 'What is the nim-sum of this position?',
  move: 'Find a winning move: make it on the board (or type it below).',
  moves: 'Find every winning move: make each one on the board (the position stays as it is), then press "That is all".',
};

/** What is wrong with the exercise a link asks for on position `a` (words),
 *  or null. */
export function problem(x, a) {
  if (!Object.hasOwn(ASKS, x.ask)) return `"${x.ask}" is not something an exercise asks (verdict, sg, nimsum, move or moves)`;
  if (x.of !== null && x.of !== undefined && !(Number.isInteger(x.of) && x.of >= 1 && x.of <= a.components.length))
    return `of=${x.of}: the position has ${a.components.length} component${a.components.length === 1 ? '' : 's'}`;
  if (x.ask === 'sg' && !x.of && a.components.length > 1) return 'sg asks for the value of one component: say which with of=k (or ask for the nimsum)';
  if ((x.ask === 'move' || x.ask === 'moves') && a.over) return 'the position has no move left to find';
  return null;
}

/** The exercise's state, for state.exercise (kept by the store). */
export function begin(x, a) {
  return { ask: x.ask, q: x.q, src: x.src, of: x.of ?? null, text: a.position, revealed: false };
}

/* ---- the panel ------------------------------------------------------------------- */

let shownFor = '';   // the exercise the panel was built for
let parts = null;    // {result, found, answer}
let found = [];      // moves: the winning moves found so far (canonical), in order
let wrong = [];      // moves: the moves tried that do not win
let checking = 0;    // checks in flight (tests wait for 0: data-busy)

function question(x) {
  const q = x.q ?? (x.ask === 'sg' ? `What is the Sprague–Grundy value of ${x.of ? compName(state.model, x.of) : 'this position'}?` : ASKS[x.ask]);
  return q;
}

/** Draws the exercise over the board (render.js calls it on every redraw;
 *  the panel is built once per exercise, so typing stays). */
function draw(el) {
  const x = state.exercise;
  const key = `${x.text}|${x.ask}|${x.q}|${x.of}`;
  el.dataset.ask = x.ask;
  el.dataset.state = x.revealed ? 'answered' : 'open';
  if (shownFor === key) return;
  shownFor = key;
  found = [];
  wrong = [];
  tried = 0;
  const result = h('div', { class: 'ex-result', role: 'status', 'aria-live': 'polite' });
  const list = h('ul', { class: 'ex-found' });
  put(el,
    h('h2', { id: 'exercise-h' }, 'Exercise'),
    x.src ? h('p', { class: 'ex-src' }, h('span', { class: 'ex-label', text: 'Source: ' }), x.src) : null,
    h('p', { class: 'ex-q', text: question(x) }),
    answerFor(x),
    list,
    result,
    h('p', { class: 'ex-tools' },
      h('button', { type: 'button', class: 'small ex-show', onclick: giveUp, text: 'Show the answer' }),
      ' ',
      h('button', { type: 'button', class: 'small ex-leave', onclick: () => store.endExercise(), text: 'Leave the exercise' })));
  parts = { result, list };
}

/** The controls that give an answer of this kind. */
function answerFor(x) {
  if (x.ask === 'verdict') {
    const loopy = new Set(state.info?.games.filter((g) => g.loopy).map((g) => g.name));
    const draws = state.model.comps.some((c) => loopy.has(c.game)); // only a game with cycles can be a draw
    const pick = (v, text) => h('button', { type: 'button', class: 'ex-choice', 'data-answer': v, onclick: () => check(() => verdict(v)), text });
    return h('p', { class: 'ex-answer' },
      pick('N', 'The player to move wins'), ' ', pick('P', 'The player to move loses'), draws ? [' ', pick('D', 'Neither: a draw')] : null);
  }
  if (x.ask === 'sg' || x.ask === 'nimsum') {
    const input = h('input', { type: 'text', inputmode: 'numeric', class: 'ex-number', 'aria-label': 'Your answer', autocomplete: 'off', spellcheck: 'false' });
    const form = h('form', { class: 'ex-answer' }, h('label', null, 'Your answer ', input), ' ', h('button', { type: 'submit', text: 'Check' }));
    form.addEventListener('submit', (e) => { e.preventDefault(); check(() => number(input.value)); });
    return form;
  }
  const input = h('input', { type: 'text', class: 'ex-move', 'aria-label': 'A move, typed (like 2:7>4)', placeholder: 'or type a move, like 2:7>4', autocomplete: 'off', spellcheck: 'false' });
  const form = h('form', { class: 'ex-answer' }, input, ' ', h('button', { type: 'submit', text: 'Check' }), ' ',
    h('button', { type: 'button', class: 'ex-none', onclick: () => check(() => none()), text: 'There is no winning move' }),
    x.ask === 'moves' ? [' ', h('button', { type: 'button', class: 'ex-all', onclick: () => check(() => all()), text: 'That is all' })] : null);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (input.value.trim()) check(() => answerMove(input.value.trim()).then((r) => { if (r !== false) input.value = ''; }));
  });
  return form;
}

/** Runs one check (engine calls), with the panel marked busy meanwhile. */
async function check(fn) {
  const el = document.getElementById('exercise');
  checking++;
  el.dataset.busy = 'true';
  try {
    await fn();
  } catch (e) {
    if (!(e instanceof engine.EngineError)) throw e;
    say('wrong', e.message);
  } finally {
    if (--checking === 0) delete el.dataset.busy;
  }
}

/** The result line: right, wrong (try again) or the answer given. */
function say(kind, ...words) {
  put(parts.result, h('p', { class: `ex-${kind}`, 'data-result': kind }, ...words));
}

/** The engine's analysis of the exercise's position (at the time of the check). */
const analysis = (moves = 'winning') => engine.analyze(state.exercise.text, { moves });

/* ---- the checks ------------------------------------------------------------------- */

const WHO = { N: 'the player to move wins', P: 'the player to move loses', D: 'neither player can force a win: a draw' };

async function verdict(v) {
  const a = await analysis();
  const right = a.verdict === v;
  finish(right, right ? `Right: ${WHO[v]}.` : `Not so: ${WHO[v]} is not what perfect play gives.`, ...(await because(a)));
}

async function number(text) {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return say('wrong', 'Type a whole number, 0 or more.');
  const a = await analysis();
  const x = state.exercise;
  const c = x.of ? a.components[x.of - 1] : a.components.length === 1 && x.ask === 'sg' ? a.components[0] : null;
  const value = x.ask === 'nimsum' || !c ? a.nimsum : c.sg;
  if (value === null || value === undefined) return finish(false, 'The engine gives no value here: ', ...(await because(a)));
  const right = BigInt(t) === BigInt(value);
  if (!right && !x.revealed && tries() < 2) return say('wrong', `${t} is not it — try again (or show the answer).`);
  finish(right, right ? `Right: ${value}.` : `It is ${value}, not ${t}.`, ...(c ? await mexOf(c) : []), ...(await because(a)));
}

let tried = 0;
const tries = () => tried++;

/** A move given as an answer: winning exactly when the engine says the
 *  position it leaves is lost for the opponent. */
async function answerMove(mv) {
  const x = state.exercise;
  if (x.revealed) return false;
  const a0 = await analysis();
  let r;
  try {
    r = await engine.analyze(x.text, { move: mv, moves: 'winning' });
  } catch (e) {
    if (!(e instanceof engine.EngineError)) throw e;
    say('wrong', `That move is not legal here: ${e.message}.`);
    return false;
  }
  const played = r.played;
  const words = moveWords(played, a0, state.model);
  const wins = r.verdict === 'P';
  if (x.ask === 'move') {
    if (wins) return finish(true, `Right: ${words} wins. `, leaves(r, true));
    if (tries() < 2) return say('wrong', `${words} does not win: `, leaves(r), await reply(r, played), ' Try again (or show the answer).');
    return finish(false, `${words} does not win: `, leaves(r), await reply(r, played));
  }
  // every winning move: gather them; the position stays as it is
  if (wins) {
    if (!found.includes(played.move)) found.push(played.move);
    put(parts.list, found.map((m) => h('li', { class: 'ex-ok', 'data-move': m, text: moveWords(a0.moves.find((y) => y.move === m) ?? played, a0, state.model) })));
    return say('right', `${words} wins. Are there more?`);
  }
  wrong.push(played.move);
  return say('wrong', `${words} does not win: `, leaves(r), await reply(r, played));
}

/** "There is no winning move". */
async function none() {
  const a = await analysis();
  const right = a.winning.length === 0 && a.verdict !== null;
  if (right) return finish(true, `Right: there is none — ${outcome(a)}.`, ...(await because(a)));
  return finish(false, `There ${a.winning.length === 1 ? 'is one' : `are ${a.winning.length}`}: `, ...(await because(a)));
}

/** "That is all" (every winning move): complete exactly when the moves
 *  found are the engine's winning moves. */
async function all() {
  const a = await analysis();
  const missing = a.winning.filter((m) => !found.includes(m));
  const right = missing.length === 0 && found.length > 0;
  finish(right, right ? `Right: ${found.length === 1 ? 'that is the one winning move' : `those are all ${found.length} winning moves`}.` : `${missing.length} more ${missing.length === 1 ? 'wins' : 'win'}: `, ...(await because(a)));
}

/** Shows the answer without one given. */
async function giveUp() {
  await check(async () => {
    const a = await analysis();
    finish(null, 'The answer: ', ...(await because(a)));
  });
}

/** Ends the exercise's waiting: the result, its explanation, and what was hidden. */
function finish(right, ...words) {
  say(right === null ? 'shown' : right ? 'right' : 'wrong', ...words);
  store.reveal();
}

/* ---- explanations (from the engine's analysis) ------------------------------------ */

/** The position after a move, in words: "it leaves nim-sum 0, a position
 *  lost for the opponent" ("It leaves …" to begin a sentence: `start`). */
function leaves(r, start = false) {
  const sum = r.nimsum !== null && r.nimsum !== undefined ? `nim-sum ${r.nimsum}` : 'a position';
  const how = r.verdict === 'P' ? 'lost for the opponent (every reply lets you restore it)' : r.verdict === 'D' ? 'a draw' : r.verdict === 'N' ? 'won for the opponent' : 'of unknown outcome';
  return `${start ? 'It' : 'it'} leaves ${sum}, ${how}.`;
}

/** The opponent's winning reply to a move that does not win, from the engine. */
async function reply(r) {
  if (r.verdict !== 'N' || !r.suggest) return '';
  const model = { turn: r.turn, comps: r.components.map((c) => ({ game: c.game, param: c.param ?? '', body: c.body })) };
  const m = r.moves.find((x) => x.move === r.suggest) ?? null;
  return m ? ` The opponent would answer ${moveWords(m, r, model)}.` : '';
}

/** Why the position is what it is: each component's value and their
 *  nim-sum (or the rule used), and every winning move in words. */
async function because(a) {
  const model = state.model;
  const vals = a.components.map((c) => c.sg);
  const out = [];
  if (a.play === 'misere' || a.nimsum === null || a.nimsum === undefined) out.push(h('p', { class: 'ex-why', text: `${outcome(a)}${a.why ? ` — ${a.why}` : ''}.` }));
  else out.push(h('p', { class: 'ex-why', text: `${vals.length > 1 ? `The values ${vals.join(' ⊕ ')} = ${a.nimsum}` : `The value is ${a.nimsum}`}: ${a.nimsum === 0 || a.nimsum === 0n ? 'zero, a P-position — the player to move loses' : 'not zero, an N-position — the player to move wins'}.` }));
  if (a.winning.length) out.push(h('p', { class: 'ex-why' }, `Winning move${a.winning.length > 1 ? 's' : ''}: `, h('span', { class: 'ex-moves', text: a.moves.filter((m) => m.winning).map((m) => moveWords(m, a, model)).join('; ') }), '.'));
  else if (a.verdict === 'P') out.push(h('p', { class: 'ex-why', text: 'No move wins: every move leaves the opponent a winning reply.' }));
  return out;
}

/** For one component of few options: the mex of the options' values. */
async function mexOf(c) {
  if (Number(c.legal) > 60 || c.sg === null) return [];
  const ca = await engine.analyze(c.text, { moves: 'all' });
  const vals = [...new Set(ca.moves.map((m) => m.sg_after).filter((v) => v !== null))].sort((p, q) => Number(p) - Number(q));
  return [h('p', { class: 'ex-why', text: `Its options have the values {${vals.join(', ')}}, and the smallest value missing there (the mex) is ${c.sg}.` })];
}

store.onExerciseMove((mv) => check(() => answerMove(mv)));
useExercise(draw);
