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
// loads with the first exercise; it registers its hooks with the store.

import * as engine from '../engine/engine.js';
import { state } from '../kit/state.js';
import * as store from './store.js';
import { h, put } from '../kit/svg.js';
import { compName, moveWords, refusal } from './words.js';
import { outcome } from '../kit/outcome.js';
import { sourceWords } from '../kit/source.js';
import { useExercise } from './render.js';
import { tr, lang, sayMsg } from '../i18n/i18n.js';

const ASKS = {
  verdict: () => tr('Who wins this position with perfect play?'),
  sg: () => tr('What is its Sprague–Grundy value?'),
  nimsum: () => tr('What is the nim-sum of this position?'),
  move: () => tr('Find a winning move: make it on the board (or type it below).'),
  moves: () => tr('Find every winning move: make each one on the board (the position stays as it is), then press "That is all".'),
};

/** What is wrong with the exercise a link asks for on position `a` (words),
 *  or null. */
export function problem(x, a) {
  if (!Object.hasOwn(ASKS, x.ask)) return tr('"{ask}" is not something an exercise asks (verdict, sg, nimsum, move or moves)', { ask: x.ask });
  if (x.of !== null && x.of !== undefined && !(Number.isInteger(x.of) && x.of >= 1 && x.of <= a.components.length)) {
    const n = a.components.length;
    return n === 1 ? tr('of={of}: the position has 1 component', { of: x.of }) : tr('of={of}: the position has {n} components', { of: x.of, n });
  }
  if (x.ask === 'sg' && !x.of && a.components.length > 1) return tr('sg asks for the value of one component: say which with of=k (or ask for the nimsum)');
  if ((x.ask === 'move' || x.ask === 'moves') && a.over) return tr('the position has no move left to find');
  return null;
}

/** The exercise's state, for state.exercise (kept by the store). */
export function begin(x, a) {
  return { ask: x.ask, q: x.q, src: x.src, of: x.of ?? null, text: a.position, revealed: false };
}

/* ---- the panel ------------------------------------------------------------------- */

let shownFor = '';   // the exercise the panel was built for
let shownIn = '';    // and the language it speaks
let parts = null;    // {result, list}
let found = [];      // moves: the winning moves found so far (canonical), in order
let foundWords = []; // …and what says each in words (functions)
let wrong = [];      // moves: the moves tried that do not win
let result = null;   // the result line: {kind, words: () => [words or elements]}, said anew in another language
let checking = 0;    // checks in flight (tests wait for 0: data-busy)

function question(x) {
  if (x.q) return x.q;
  if (x.ask === 'sg') return x.of ? tr('What is the Sprague–Grundy value of {name}?', { name: compName(state.model, x.of) }) : tr('What is the Sprague–Grundy value of this position?');
  return ASKS[x.ask]();
}

/** Draws the exercise over the board (render.js calls it on every redraw;
 *  the panel is built once per exercise, so typing stays; in another
 *  language it is built again, with what was typed, found and said). */
function draw(el) {
  const x = state.exercise;
  const key = `${x.text}|${x.ask}|${x.q}|${x.of}`;
  el.dataset.ask = x.ask;
  el.dataset.state = x.revealed ? 'answered' : 'open';
  if (shownFor === key && shownIn === lang()) return;
  const typed = shownFor === key ? [...el.querySelectorAll('input[type=text]')].map((i) => i.value) : [];
  if (shownFor !== key) {
    found = [];
    foundWords = [];
    wrong = [];
    tried = 0;
    result = null;
  }
  shownFor = key;
  shownIn = lang();
  const line = h('div', { class: 'ex-result', role: 'status', 'aria-live': 'polite' });
  const list = h('ul', { class: 'ex-found' });
  put(el,
    h('h2', { id: 'exercise-h' }, tr('Exercise')),
    x.src ? h('p', { class: 'ex-src' }, h('span', { class: 'ex-label', text: tr('Source: ') }), sourceWords(x.src)) : null,
    h('p', { class: 'ex-q', text: question(x) }),
    answerFor(x),
    list,
    line,
    h('p', { class: 'ex-tools' },
      h('button', { type: 'button', class: 'small ex-show', onclick: giveUp, text: tr('Show the answer') }),
      ' ',
      h('button', { type: 'button', class: 'small ex-leave', onclick: () => store.endExercise(), text: tr('Leave the exercise') })));
  parts = { result: line, list };
  el.querySelectorAll('input[type=text]').forEach((input, k) => { if (typed[k]) input.value = typed[k]; });
  showFound();
  if (result) showResult();
}

/** The controls that give an answer of this kind. */
function answerFor(x) {
  if (x.ask === 'verdict') {
    const loopy = new Set(state.info?.games.filter((g) => g.loopy).map((g) => g.name));
    const draws = state.model.comps.some((c) => loopy.has(c.game)); // only a game with cycles can be a draw
    const pick = (v, text) => h('button', { type: 'button', class: 'ex-choice', 'data-answer': v, onclick: () => check(() => verdict(v)), text });
    return h('p', { class: 'ex-answer' },
      pick('N', tr('The player to move wins')), ' ', pick('P', tr('The player to move loses')), draws ? [' ', pick('D', tr('Neither: a draw'))] : null);
  }
  if (x.ask === 'sg' || x.ask === 'nimsum') {
    const input = h('input', { type: 'text', inputmode: 'numeric', class: 'ex-number', 'aria-label': tr('Your answer'), autocomplete: 'off', spellcheck: 'false' });
    const form = h('form', { class: 'ex-answer' }, h('label', null, tr('Your answer') + ' ', input), ' ', h('button', { type: 'submit', text: tr('Check') }));
    form.addEventListener('submit', (e) => { e.preventDefault(); check(() => number(input.value)); });
    return form;
  }
  const input = h('input', { type: 'text', class: 'ex-move', 'aria-label': tr('A move, typed (like 2:7>4)'), placeholder: tr('or type a move, like 2:7>4'), autocomplete: 'off', spellcheck: 'false' });
  const form = h('form', { class: 'ex-answer' }, input, ' ', h('button', { type: 'submit', text: tr('Check') }), ' ',
    h('button', { type: 'button', class: 'ex-none', onclick: () => check(() => none()), text: tr('There is no winning move') }),
    x.ask === 'moves' ? [' ', h('button', { type: 'button', class: 'ex-all', onclick: () => check(() => all()), text: tr('That is all') })] : null);
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
    say('wrong', () => [refusal(e)]);
  } finally {
    if (--checking === 0) delete el.dataset.busy;
  }
}

/** The result line: right, wrong (try again) or the answer given; `words`
 *  gives its words and elements (again in another language). */
function say(kind, words) {
  result = { kind, words };
  showResult();
}

function showResult() {
  put(parts.result, h('p', { class: `ex-${result.kind}`, 'data-result': result.kind }, ...result.words()));
}

function showFound() {
  put(parts.list, found.map((m, k) => h('li', { class: 'ex-ok', 'data-move': m, text: foundWords[k]() })));
}

/** The engine's analysis of the exercise's position (at the time of the check). */
const analysis = (moves = 'winning') => engine.analyze(state.exercise.text, { moves });

/* ---- the checks ------------------------------------------------------------------- */

const WHO = {
  N: () => tr('the player to move wins'),
  P: () => tr('the player to move loses'),
  D: () => tr('neither player can force a win: a draw'),
};

async function verdict(v) {
  const a = await analysis();
  const right = a.verdict === v;
  const why = await because(a);
  finish(right, () => [right ? tr('Right: {who}.', { who: WHO[v]() }) : tr('Not so: {who} is not what perfect play gives.', { who: WHO[v]() }), ...why()]);
}

async function number(text) {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return say('wrong', () => [tr('Type a whole number, 0 or more.')]);
  const a = await analysis();
  const x = state.exercise;
  const c = x.of ? a.components[x.of - 1] : a.components.length === 1 && x.ask === 'sg' ? a.components[0] : null;
  const value = x.ask === 'nimsum' || !c ? a.nimsum : c.sg;
  if (value === null || value === undefined) {
    const why = await because(a);
    return finish(false, () => [tr('The engine gives no value here: '), ...why()]);
  }
  const right = BigInt(t) === BigInt(value);
  if (!right && !x.revealed && tries() < 2) return say('wrong', () => [tr('{n} is not it — try again (or show the answer).', { n: t })]);
  const mex = c ? await mexOf(c) : () => [];
  const why = await because(a);
  finish(right, () => [right ? tr('Right: {value}.', { value }) : tr('It is {value}, not {n}.', { value, n: t }), ...mex(), ...why()]);
}

let tried = 0;
const tries = () => tried++;

/** A move given as an answer: winning exactly when the engine says the
 *  position it leaves is lost for the opponent. */
async function answerMove(mv) {
  const x = state.exercise;
  if (x.revealed) return false;
  const a0 = await analysis();
  const model = state.model;
  let r;
  try {
    r = await engine.analyze(x.text, { move: mv, moves: 'winning' });
  } catch (e) {
    if (!(e instanceof engine.EngineError)) throw e;
    say('wrong', () => [tr('That move is not legal here: {why}.', { why: refusal(e) })]);
    return false;
  }
  const played = r.played;
  const words = () => moveWords(played, a0, model);
  const wins = r.verdict === 'P';
  const answer = reply(r);
  if (x.ask === 'move') {
    if (wins) return finish(true, () => [tr('Right: {move} wins. ', { move: words() }), leaves(r, true)]);
    if (tries() < 2) return say('wrong', () => [tr('{move} does not win: ', { move: words() }), leaves(r), answer(), tr(' Try again (or show the answer).')]);
    return finish(false, () => [tr('{move} does not win: ', { move: words() }), leaves(r), answer()]);
  }
  // every winning move: gather them; the position stays as it is
  if (wins) {
    if (!found.includes(played.move)) {
      const m = a0.moves.find((y) => y.move === played.move) ?? played;
      found.push(played.move);
      foundWords.push(() => moveWords(m, a0, model));
    }
    showFound();
    return say('right', () => [tr('{move} wins. Are there more?', { move: words() })]);
  }
  wrong.push(played.move);
  return say('wrong', () => [tr('{move} does not win: ', { move: words() }), leaves(r), answer()]);
}

/** "There is no winning move". */
async function none() {
  const a = await analysis();
  const right = a.winning.length === 0 && a.verdict !== null;
  const why = await because(a);
  if (right) return finish(true, () => [tr('Right: there is none — {outcome}.', { outcome: outcome(a) }), ...why()]);
  const n = a.winning.length;
  return finish(false, () => [n === 1 ? tr('There is one: ') : tr('There are {n}: ', { n }), ...why()]);
}

/** "That is all" (every winning move): complete exactly when the moves
 *  found are the engine's winning moves. */
async function all() {
  const a = await analysis();
  const missing = a.winning.filter((m) => !found.includes(m));
  const right = missing.length === 0 && found.length > 0;
  const why = await because(a);
  const n = found.length, k = missing.length;
  finish(right, () => [right ? (n === 1 ? tr('Right: that is the one winning move.') : tr('Right: those are all {n} winning moves.', { n }))
    : k === 1 ? tr('1 more wins: ') : tr('{n} more win: ', { n: k }), ...why()]);
}

/** Shows the answer without one given. */
async function giveUp() {
  await check(async () => {
    const a = await analysis();
    const why = await because(a);
    finish(null, () => [tr('The answer: '), ...why()]);
  });
}

/** Ends the exercise's waiting: the result, its explanation, and what was hidden. */
function finish(right, words) {
  say(right === null ? 'shown' : right ? 'right' : 'wrong', words);
  store.reveal();
}

/* ---- explanations (from the engine's analysis) ------------------------------------ */

/** The position after a move, in words: "it leaves nim-sum 0, a position
 *  lost for the opponent" ("It leaves …" to begin a sentence: `start`). */
function leaves(r, start = false) {
  const sum = r.nimsum !== null && r.nimsum !== undefined;
  const n = r.nimsum;
  switch (r.verdict) {
    case 'P': return start
      ? sum ? tr('It leaves nim-sum {n}, lost for the opponent (every reply lets you restore it).', { n }) : tr('It leaves a position, lost for the opponent (every reply lets you restore it).')
      : sum ? tr('it leaves nim-sum {n}, lost for the opponent (every reply lets you restore it).', { n }) : tr('it leaves a position, lost for the opponent (every reply lets you restore it).');
    case 'D': return start
      ? sum ? tr('It leaves nim-sum {n}, a draw.', { n }) : tr('It leaves a position, a draw.')
      : sum ? tr('it leaves nim-sum {n}, a draw.', { n }) : tr('it leaves a position, a draw.');
    case 'N': return start
      ? sum ? tr('It leaves nim-sum {n}, won for the opponent.', { n }) : tr('It leaves a position, won for the opponent.')
      : sum ? tr('it leaves nim-sum {n}, won for the opponent.', { n }) : tr('it leaves a position, won for the opponent.');
    default: return start
      ? sum ? tr('It leaves nim-sum {n}, of unknown outcome.', { n }) : tr('It leaves a position, of unknown outcome.')
      : sum ? tr('it leaves nim-sum {n}, of unknown outcome.', { n }) : tr('it leaves a position, of unknown outcome.');
  }
}

/** The opponent's winning reply to a move that does not win, from the
 *  engine: a function that says it ('' when there is none). */
function reply(r) {
  if (r.verdict !== 'N' || !r.suggest) return () => '';
  const model = { turn: r.turn, comps: r.components.map((c) => ({ game: c.game, param: c.param ?? '', body: c.body })) };
  const m = r.moves.find((x) => x.move === r.suggest) ?? null;
  return m ? () => tr(' The opponent would answer {move}.', { move: moveWords(m, r, model) }) : () => '';
}

/** Why the position is what it is: each component's value and their
 *  nim-sum (or the rule used), and every winning move in words — a
 *  function that gives the paragraphs. */
async function because(a) {
  const model = state.model;
  const vals = a.components.map((c) => c.sg);
  return () => {
    const out = [];
    if (a.play === 'misere' || a.nimsum === null || a.nimsum === undefined) {
      const why = sayMsg(a.why_msg, a.why);
      out.push(h('p', { class: 'ex-why', text: why ? tr('{outcome} — {why}.', { outcome: outcome(a), why }) : tr('{outcome}.', { outcome: outcome(a) }) }));
    } else {
      const zero = a.nimsum === 0 || a.nimsum === 0n;
      const say = vals.length > 1
        ? zero ? tr('The values {values} = {n}: zero, a P-position — the player to move loses.', { values: vals.join(' ⊕ '), n: a.nimsum }) : tr('The values {values} = {n}: not zero, an N-position — the player to move wins.', { values: vals.join(' ⊕ '), n: a.nimsum })
        : zero ? tr('The value is {n}: zero, a P-position — the player to move loses.', { n: a.nimsum }) : tr('The value is {n}: not zero, an N-position — the player to move wins.', { n: a.nimsum });
      out.push(h('p', { class: 'ex-why', text: say }));
    }
    if (a.winning.length) {
      const moves = a.moves.filter((m) => m.winning).map((m) => moveWords(m, a, model)).join(tr('; '));
      out.push(h('p', { class: 'ex-why' }, a.winning.length > 1 ? tr('Winning moves: ') : tr('Winning move: '), h('span', { class: 'ex-moves', text: moves }), tr('.')));
    } else if (a.verdict === 'P') out.push(h('p', { class: 'ex-why', text: tr('No move wins: every move leaves the opponent a winning reply.') }));
    return out;
  };
}

/** For one component of few options: the mex of the options' values (a
 *  function that says it). */
async function mexOf(c) {
  if (Number(c.legal) > 60 || c.sg === null) return () => [];
  const ca = await engine.analyze(c.text, { moves: 'all' });
  const vals = [...new Set(ca.moves.map((m) => m.sg_after).filter((v) => v !== null))].sort((p, q) => Number(p) - Number(q));
  return () => [h('p', { class: 'ex-why', text: tr('Its options have the values {{values}}, and the smallest value missing there (the mex) is {sg}.', { values: vals.join(', '), sg: c.sg }) })];
}

store.registerExercises({ problem, begin, answer: (mv) => check(() => answerMove(mv)) });
useExercise(draw);
