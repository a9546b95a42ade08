// ui/render.js — the page as a function of state. redraw() asks for a frame;
// draw() rebuilds the boards and panels in it, keeps keyboard focus on the
// same element (by data-key) and lets overlays draw on each board.

import { state, DRAW, hiding } from '../kit/state.js';
import { BOARDS, GAMES, boards, need, loadAll, loaded, limitsOf } from '../boards/index.js';
import { h, s, put } from '../kit/svg.js';
import { render as renderAnalysis } from './analysis.js';
import { compName, nameOf, verdict, ending, sayMove, labelOf } from './words.js';
import { valueText } from '../kit/outcome.js';
import { tr, lang } from '../i18n/i18n.js';
import { compText } from '../kit/position.js';
import * as engine from '../engine/engine.js';

const $ = (id) => document.getElementById(id);
const idle = (fn) => (globalThis.requestIdleCallback ?? ((f) => setTimeout(f, 50)))(fn, { timeout: 1000 });
export const LONG_TEXT = 20000; // characters the Position field shows
let frame = 0;
const drawn = new Map();     // component index → board geometry (see boardOf)
const overlays = new Set();  // fn(board) called after each board is drawn
const focusKeys = new Map(); // component index → data-key of its roving tab stop

/** Why the position is drawn compactly (words), or null: it is drawn in full. */
export function tooLarge(model) {
  const n = model.comps.length;
  if (n > DRAW.components) return tr('{n} components, more than this page draws in full ({most})', { n, most: DRAW.components });
  let cells = 0;
  for (const c of model.comps) {
    const b = boards[c.game];
    const no = b.check?.(c, DRAW);
    if (no) return no;
    cells += b.cells?.(c) ?? 0;
  }
  if (cells > DRAW.totalCells) return tr('{n} cells in all, more than this page draws in full ({most})', { n: cells, most: DRAW.totalCells });
  return null;
}

let compact = null; // ui/compact.js, loaded with the first position too large to draw in full

/** Loads what drawing `model` needs beyond the usual (the compact list);
 *  the store calls it before the position is shown. */
export async function prepare(model) {
  if (!compact && tooLarge(model)) compact = await import('./compact.js');
}

/** Asks for a redraw in the next animation frame (many calls, one draw). */
export function redraw() {
  dropJobs(); // the drawing left for later frames is of the state before this change
  if (!frame) frame = requestAnimationFrame(draw);
}

/** Removes the boards, drawn anew next frame, the keyboard's place kept (a
 *  new language: restyling them first was its longest work). */
export function dropBoards() {
  if (!state.ready || !state.model) return;
  jobSpot = focusSpot() ?? jobSpot;
  drawn.clear();
  $('boards').replaceChildren();
  redraw();
}

let sumExamples = null; // the boards loading for a sum's examples menu (then it is filled)

/** True while a redraw is waiting for its frame, the boards' drawing left
 *  for later frames is not done, or the examples menu waits for its boards. */
export const pending = () => frame !== 0 || jobs.length > 0 || sumExamples !== null || revealing > 0;

/** What the drawing still waits for, by name (none when pending() is false). */
export const drawingWaits = () => [
  frame !== 0 && 'a frame asked for', jobs.length > 0 && `${jobs.length} part(s) left for later frames${jobFrame ? '' : ', no frame asked for them'}`,
  sumExamples !== null && "the sums' examples", revealing > 0 && 'wide boards to scroll',
].filter(Boolean);

/* ---- drawing in slices ------------------------------------------------------------
** No task of the page may be long (a freeze is a task over 200 ms; the aim is a
** few tens of ms): a frame draws the page and the boards until its budget is
** spent, and leaves the rest — the boards of the later components, the rows of
** a large board (view.later, boards/common.js: slices) — to the frames that
** follow, a budget's worth each, in order. A new draw drops what the last one
** left. 'grundy:render' is dispatched when everything is drawn. */
const FIRST = 8;   // ms the first frame of a draw spends on the boards
const BUDGET = 8;  // ms each later frame spends
let jobs = [];     // drawing left for later frames: functions, run in order
let jobFrame = 0;
let running = false; // in runJobs: a job's defer() joins its queue
let jobSpot = null; // the keyboard's place, put back when the work is done (the element may come late)

function runJobs() {
  jobFrame = 0;
  const t0 = performance.now();
  const spot = jobSpot && document.activeElement === document.body ? jobSpot : null;
  running = true;
  try {
    while (jobs.length && performance.now() - t0 < BUDGET) jobs.shift()();
  } finally {
    running = false;
  }
  if (spot) refocus(spot, jobs.length > 0); // (done: the nearest item, when its own is gone)
  if (jobs.length) { jobFrame = requestAnimationFrame(runJobs); return; }
  reveal(late, null);
  late = [];
  jobSpot = null;
  document.dispatchEvent(new CustomEvent('grundy:render'));
}

/** Forgets the drawing left for later frames. */
function dropJobs() {
  jobs = [];
  cancelAnimationFrame(jobFrame);
  jobFrame = 0;
}

/** Queues drawing for a later frame (of this draw). */
function defer(fn) {
  jobs.push(fn);
  if (!jobFrame && !running) jobFrame = requestAnimationFrame(runJobs);
}

/** Board geometry of component i after the last draw: {index, comp, svg,
 *  layer (the board's <g>), overlay (an empty <g> on top), width, height,
 *  cell(n) → {x, y, w, h} (row cell n, heap stone n, stair n), coin(stair, n)}. */
export const boardOf = (i) => drawn.get(i) ?? null;

/** fn(board) runs after every board is drawn; returns a function to remove it. */
export function addOverlay(fn) {
  overlays.add(fn);
  redraw();
  return () => { overlays.delete(fn); redraw(); };
}

/** The game the picker shows for a position: its one game, or 'sum'
 *  (found once a model: each board drawn asks, and a position may have
 *  100,000 components). */
const gameOfModel = new WeakMap();
export function gameOf(model) {
  let game = gameOfModel.get(model);
  if (game === undefined) {
    const first = model.comps[0]?.game;
    game = first !== undefined && model.comps.every((c) => c.game === first) ? first : 'sum';
    gameOfModel.set(model, game);
  }
  return game;
}

/** "Player 1", "you (player 1)", "the computer (player 2)" — who a player
 *  is in this game (`start`: at the start of a sentence). */
export function who(p, start = false) {
  if (state.play.vs !== 'computer') return tr('Player {p}', { p });
  if (p === state.play.cpu) return start ? tr('The computer (player {p})', { p }) : tr('the computer (player {p})', { p });
  return start ? tr('You (player {p})', { p }) : tr('you (player {p})', { p });
}

/** True when player p is the person playing the computer ("you"). */
const isYou = (p) => state.play.vs === 'computer' && p !== state.play.cpu;

/** The end-of-game words, or null while the game goes on. */
function result() {
  const a = state.analysis;
  if (state.mode !== 'play' || !a.over) return null;
  const loser = a.play === 'misere' ? 3 - state.model.turn : state.model.turn; // misère: the last mover loses
  const w = { who: who(3 - loser, true), loser: who(loser) };
  const you = isYou(3 - loser); // "You win", "The computer wins"
  const end = ending(a, state.model);
  if (a.play === 'misere' && !end && !state.play.history.length) return you ? tr('Game over: {who} win — no move is left, and in misère play the player who cannot move wins.', w) : tr('Game over: {who} wins — no move is left, and in misère play the player who cannot move wins.', w);
  if (a.play === 'misere' && !end) return you ? tr('Game over: {who} win — {loser} made the last move, which loses in misère play.', w) : tr('Game over: {who} wins — {loser} made the last move, which loses in misère play.', w);
  if (end) return you ? tr('Game over: {who} win — {end}.', { ...w, end }) : tr('Game over: {who} wins — {end}.', { ...w, end });
  if (you) return tr('Game over: {who} win — {loser} has no move left.', w);
  return isYou(loser) ? tr('Game over: {who} wins — {loser} have no move left.', w) : tr('Game over: {who} wins — {loser} has no move left.', w);
}

let exerciseView = null; // ui/exercise.js's draw, once an exercise has loaded it

/** The exercise module hands its panel here (it loads with the first exercise). */
export function useExercise(fn) {
  exerciseView = fn;
  redraw();
}

/** What a board is given of its component while an exercise hides the
 *  answer: what names it (game, parameter, body, text) and the structure
 *  its board says it draws from (`shape`: a graph's nodes and edges, say),
 *  never a value, a verdict, a cold cell or a part's value. A board drawn
 *  from it cannot give the answer away, whatever it draws. */
const NAMES = ['index', 'game', 'param', 'body', 'text', 'legal', 'over'];
function concealed(info, board) {
  const out = {};
  for (const k of [...NAMES, ...(board.shape ?? [])]) if (k in info) out[k] = info[k];
  return out;
}

/** The moves a board may read while hiding: which moves are legal and what
 *  they leave, without whether they win or what they are worth. */
const MOVE_NAMES = ['move', 'component', 'label', 'from', 'to', 'count', 'after', 'lean'];
const bareMove = (m) => Object.fromEntries(MOVE_NAMES.filter((k) => k in m).map((k) => [k, m[k]]));

/** The moves component i shows: the hint, or (editing) its winning moves. */
function marksOf(i) {
  if (hiding()) return [];
  const a = state.analysis;
  if (state.hint) return state.hint.component === i ? [state.hint] : [];
  if (state.mode !== 'edit' || !state.showMoves) return [];
  return a.moves.filter((m) => m.winning && m.component === i);
}

/** Every listed move of component i, or null when the engine listed only
 *  the winning ones (too many to list). */
export function movesOf(i) {
  const a = state.analysis;
  return a.listed === 'all' ? a.moves.filter((m) => m.component === i) : null;
}

function fieldsOf(i, c) {
  if (state.mode !== 'edit') return [];
  const b = boards[c.game];
  return b.fields(c, limitsOf(state.info, c.game), DRAW).map((f) => h('label', { class: 'field' }, f.label + ' ',
    h('input', { // text, not number: its caret survives a redraw, and big numbers stay exact
      type: 'text', inputmode: f.text ? null : 'numeric', 'data-min': f.min, 'data-max': f.max, value: f.value, title: f.title,
      size: f.text ? 8 : null, class: f.text ? 'text' : 'num', 'data-field': f.key, 'data-key': `c${i}-f-${f.key}`, 'data-command': f.command ? '' : null,
      enterkeyhint: f.command ? 'done' : null,
      'aria-label': `${compName(state.model, i)}: ${f.label}`, spellcheck: 'false', autocomplete: 'off',
    })));
}

/** Component i's card, its board drawn (a large board's later rows come
 *  in the frames that follow: view.later). */
function card(i, c, room) {
  const b = boards[c.game];
  const hide = hiding(); // an exercise: the board draws no value or hint that would answer it
  const info = hide ? concealed(state.analysis.components[i - 1], b) : state.analysis.components[i - 1];
  const name = compName(state.model, i);
  const sel = i === state.selected;
  const sg = hide ? 'SG ?' : valueText(info);
  const marks = marksOf(i);
  const hist = state.play.history;
  const last = state.mode === 'play' ? hist[hist.length - 1] : null;
  const moved = last && Number(last.move.slice(0, last.move.indexOf(':'))) === i
    ? h('span', { class: 'last', text: tr('last move: {label}', { label: labelOf(last) }) }) : null;
  const tag = b.tag?.(c, state.mode) ?? null; // e.g. a subtraction set, an octal code's name
  const svg = s('svg', { class: 'board', role: 'group', 'aria-label': tr('{name} board', { name }), 'data-marks': marks.map((m) => m.move).join(' ') });
  const layer = s('g', { class: 'layer' });
  const overlay = s('g', { class: 'overlay' });
  svg.append(layer, overlay);
  const group = state.analysis.params?.find((p) => p.game === c.game && p.param === c.param) ?? null; // the engine's words on the group's parameter
  const moves = movesOf(i);
  const view = { index: i, comp: c, info, marks, moves: hide && moves ? moves.map(bareMove) : moves, mode: state.mode, turn: state.model.turn, pick: state.pick, room, draw: DRAW, start: state.mode === 'play' ? state.play.startModel : null, group: hide ? null : group, comps: state.model.comps, play: state.analysis.play ?? 'normal', hide, later: defer };
  const scroller = h('div', { class: scrolls(b) ? 'scroller wide' : 'scroller' }, svg); // a long row, a wide bar: scrolls here
  const head = h('header', null,
    h('button', { type: 'button', class: 'name', 'data-select': i, 'aria-pressed': String(sel), 'data-key': `c${i}-name`, title: tr('Select this component'), text: name }),
    gameOf(state.model) === 'sum' || tag ? h('span', { class: 'game', text: tag ?? b.game }) : null,
    h('span', { class: 'sg', 'data-sg': hide ? '' : info.sg ?? '', text: sg }),
    moved,
    fieldsOf(i, c),
    state.mode === 'edit' ? h('button', { type: 'button', class: 'remove small', 'data-remove': i, 'data-key': `c${i}-rm`, 'aria-label': tr('Remove {name}', { name }), title: tr('Remove {name}', { name }), text: '✕' }) : null);
  const el = h('article', { class: `comp ${c.game}${sel ? ' selected' : ''}`, 'data-comp': i, 'data-game': c.game, 'aria-label': tr('{name}, {sg}', { name, sg }) }, head, scroller);
  const geo = b.draw(view, layer);
  svg.setAttribute('viewBox', `0 0 ${geo.width} ${geo.height}`);
  svg.setAttribute('width', geo.width);
  svg.setAttribute('height', geo.height);
  svg.style.setProperty('--w', geo.width);
  el.style.setProperty('--board-w', geo.width); // (a card of a fixed width grows to a board wider than it)
  if (layer.querySelector('[data-drag]')) scroller.classList.add('drags'); // touch gestures are the board's
  const extra = hide ? null : b.extra?.(view) ?? null; // a board's own panel under it (a table of values, say)
  if (extra) el.append(extra);
  const board = { index: i, comp: c, info, svg, layer, overlay, ...geo };
  drawn.set(i, board);
  roving(el, i);
  if (!hide) for (const fn of overlays) fn(board); // (an exercise: no teaching marks over the boards)
  return { el, board };
}

/** A card whose drawing waits for a later frame: its name in place at once. */
function stub(i, c, room) {
  const el = h('article', { class: `comp ${c.game} drawing`, 'data-comp': i, 'data-game': c.game, 'aria-busy': 'true' },
    h('header', null, h('span', { class: 'name', text: compName(state.model, i) }), h('span', { class: 'sg', text: 'SG …' })));
  const x = { el, board: null };
  defer(() => {
    if (!el.isConnected) return;
    const y = card(i, c, room);
    el.replaceWith(y.el);
    Object.assign(x, y);
    late.push(x); // scrolled into view with the last (one layout, not one a card)
  });
  return x;
}

function roving(el, i) {
  const items = [...el.querySelectorAll('.act[role=button]')];
  if (!items.length) return;
  const want = focusKeys.get(i);
  const stop = items.find((x) => x.dataset.key === want) ?? items[0];
  stop.setAttribute('tabindex', '0');
}

/** A wide board (a row, or `wide`) scrolls in its card to what matters (ui/reveal.js). */
const scrolls = (b) => b.row || b.wide;
let late = [];     // cards drawn in later frames, scrolled into view with the last
let revealing = 0; // rows waiting for that module (the drawing is pending until they are scrolled)
function reveal(cards, focus) {
  const rows = cards.filter((x) => x.board && scrolls(boards[x.board.comp.game]));
  if (!rows.length) return;
  revealing++;
  import('./reveal.js').then((m) => m.reveal(rows, focus, (b) => [marksOf(b.index), boards[b.comp.game].aim])).finally(() => { revealing--; });
}

/** The room (stone slots) every heap of the position is drawn with. */
function roomOf(comps) {
  const heaps = comps.map((c) => boards[c.game].room?.(c, DRAW) ?? 0);
  const tall = Math.max(1, ...heaps); // the tallest heap's stones, plus one
  const room = state.mode === 'edit' ? Math.min(Math.max(tall + 2, 8), DRAW.stones + 1) : tall - 1; // edit: room to drag up
  return Math.max(room, 1);
}

function drawBoards(t0) {
  drawn.clear();
  const box = $('boards');
  const focus = document.activeElement?.closest?.('#boards .comp')?.dataset.comp;
  const reason = tooLarge(state.model);
  let cards;
  if (reason && !compact) { // (prepare() loads it first; a redraw follows it here)
    prepare(state.model).then(redraw);
    cards = [];
  } else if (reason) { // too large to draw in full: a list, and the selected component
    let one = null;
    compact.draw(box, reason, (i) => {
      const c = state.model.comps[i - 1];
      one = boards[c.game].check?.(c, DRAW) ? null : card(i, c, roomOf([c]));
      return one?.el ?? null;
    });
    cards = one ? [one] : [];
  } else { // the first frame draws the boards its budget allows, the others follow
    const room = roomOf(state.model.comps);
    cards = state.model.comps.map((c, k) => (performance.now() - t0 > FIRST ? stub : card)(k + 1, c, room));
    put(box, cards.map((x) => x.el));
  }
  // scrolled into view once everything is drawn: one layout for the frame, not one per change
  late = [];
  return () => reveal(cards, focus);
}

/** Worked examples of the picker's game; for a sum, those of every board
 *  that mixes games, then the sums of all boards' first examples (null
 *  until every board has loaded and the engine has read them:
 *  loadExamples('sum')). */
export function examplesOf(game) {
  if (game !== 'sum') return boards[game]?.examples ?? [];
  if (!loaded(GAMES.map((g) => g.game)) || oneOfEach === null) return null;
  return [[tr('One of each game'), oneOfEach], ...BOARDS.flatMap((b) => b.sums ?? [])];
}

let oneOfEach = null; // "One of each game": the first component of every board's first example

/** Loads what examplesOf(game) needs: the game's board, or for a sum every
 *  board, and the first component of each first example, as the engine
 *  reads it ("name(p):10,7" → "name(p):10"). */
export async function loadExamples(game) {
  if (game !== 'sum') return need([game]);
  await loadAll();
  if (oneOfEach !== null) return;
  const first = await Promise.all(BOARDS.map((b) => engine.cost(b.examples[0][1], { within: 0 }).then((c) => compText(c.parts[0]), () => null)));
  oneOfEach = first.filter((t) => t !== null).join('+');
}

/** The game picker and the Add menu: every game, known before its board
 *  loads (editor.js fills them at once, so the picker never changes width). */
export function fillPickers() {
  const pick = $('game');
  if (pick.options.length !== GAMES.length + 1 || pick.dataset.lang !== lang()) { // (and anew in another language)
    const value = pick.value, add = $('addgame').value;
    put(pick, GAMES.map((b) => h('option', { value: b.game, text: b.title })), h('option', { value: 'sum', text: tr('Sum of different games') }));
    put($('addgame'), GAMES.map((b) => h('option', { value: b.game, text: tr('a {noun} of {game}', { noun: b.noun, game: b.title.replace(/\s*[(（][^()（）]*[)）]$/, '') }) })));
    pick.dataset.lang = lang();
    if (value) pick.value = value;
    if (add) $('addgame').value = add;
  }
  return pick;
}

/** While the first analysis of a position runs in the worker (a heavy
 *  link): the game, the Position field and a card per component with its
 *  text — the board's frame — at once, the values to follow. */
function drawPending() {
  const { text, model } = state.pending;
  fillPickers().value = gameOf(model);
  const field = $('postext');
  if (document.activeElement !== field) field.value = text.length > LONG_TEXT ? '' : text;
    const SHOW = 100;
  put($('boards'), model.comps.slice(0, SHOW).map((c, k) => {
    const t = `${c.game}${c.param ? `(${c.param})` : ''}:${c.body}`;
    return h('article', { class: `comp pending ${c.game}`, 'data-comp': k + 1, 'aria-label': tr('{name}: its value is being computed', { name: nameOf(c.game, k + 1) }) },
      h('header', null, h('span', { class: 'name', text: nameOf(c.game, k + 1) }), h('span', { class: 'sg', text: 'SG …' })),
      h('p', { class: 'pending-body' }, h('code', { text: t.length > 120 ? `${t.slice(0, 119)}…` : t })));
  }), model.comps.length > SHOW ? h('p', { class: 'note', text: tr('… and {n} more components.', { n: model.comps.length - SHOW }) }) : null);
  put($('analysis-body'), h('p', { class: 'note', text: tr('Working on the analysis: the values appear here when the engine has them (Cancel stops it).') }));
  drawMessage();
}

function drawToolbar() {
  const game = gameOf(state.model);
  const pick = fillPickers();
  pick.value = game;
  const ex = $('example');
  let examples = examplesOf(game);
  if (!examples) { // a sum: its examples name every game, whose boards load first
    if (ex.dataset.game !== '' || ex.dataset.lang !== lang()) put(ex, h('option', { value: '', text: tr('Worked examples…') }));
    ex.dataset.game = '';
    ex.dataset.lang = lang();
    if (!sumExamples) sumExamples = new Promise((ok) => idle(ok)).then(() => loadExamples('sum')).then(() => { sumExamples = null; drawToolbar(); }); // after the values are on screen
    examples = [];
  } else if (ex.dataset.game !== game || ex.dataset.lang !== lang()) {
    ex.dataset.game = game;
    ex.dataset.lang = lang();
    put(ex, h('option', { value: '', text: tr('Worked examples…') }), examples.map(([t], k) => h('option', { value: `${game}:${k}`, text: t })));
  }
  const k = examples.findIndex(([, text]) => text === state.text);
  ex.value = k >= 0 ? `${game}:${k}` : ''; // the example on the board, if it still is one
  const text = $('postext');
  if (document.activeElement !== text) { // a very long text is not laid out in the field (seconds of work)
    const shown = state.draft ?? state.text;
    const long = shown.length > LONG_TEXT;
    const chars = String(shown.length).replace(/\B(?=(\d{3})+$)/g, ',');
    text.value = long ? '' : shown;
    text.placeholder = !long ? '' : state.draft === null ? tr('a position of {chars} characters: too long to show here (Copy link holds it)', { chars }) : tr('a text of {chars} characters: too long to show or edit here', { chars });
  }
  text.setAttribute('aria-invalid', String(state.draft !== null));
  const editing = state.mode === 'edit';
  $('mode-edit').setAttribute('aria-pressed', String(editing));
  $('mode-play').setAttribute('aria-pressed', String(!editing));
  $('addbar').hidden = !editing;
  $('turnbar').hidden = !editing;
  $('showmoves-wrap').hidden = !editing;
  $('showmoves').checked = state.showMoves;
  for (const t of [1, 2]) $(`turn${t}`).setAttribute('aria-pressed', String(state.model.turn === t));
  $('misere').checked = state.analysis.play === 'misere';
  $('random').disabled = !editing;
  document.body.dataset.mode = state.mode;
}

/** The verdict in one line above the boards (shown on narrow screens, where
 *  the analysis panel sits below them). */
function drawSummary() {
  const a = state.analysis;
  const el = $('summary');
  const hide = hiding(); // an exercise: nothing says who wins, to the eye or to a screen reader
  el.hidden = hide;
  el.className = hide ? 'unknown' : a.over ? (a.play === 'misere' ? 'N' : 'P') : a.verdict ?? 'unknown';
  el.textContent = hide ? '' : a.nimsum === null ? verdict(a, state.model) : tr('Nim-sum {n}: {verdict}', { n: a.nimsum, verdict: verdict(a, state.model) });
  const said = hide ? '' : theirMove() + el.textContent;
  const say = $('announce'); // for screen readers, only when it changes
  if (say.textContent !== said) say.textContent = said;
}

/** The computer's last move in words, when it was the last move made:
 *  "The computer played heap 1: take 2 (3 → 1) — SG 3 → 1. " */
function theirMove() {
  const p = state.play;
  const last = p.history[p.history.length - 1];
  if (state.mode !== 'play' || p.vs !== 'computer' || !last || last.player !== p.cpu) return '';
  return tr('The computer played {move}. ', { move: sayMove(last.words) });
}

/** A message kept in state ({kind, text}): its text is words, or a function
 *  that says them in the page's language (said anew on every draw). */
export const messageText = (m) => (typeof m?.text === 'function' ? m.text() : m?.text ?? '');

function drawMessage() {
  const m = $('message');
  m.textContent = messageText(state.message);
  m.className = state.message ? state.message.kind : '';
}

function drawPlay() {
  const panel = $('play');
  panel.hidden = state.mode !== 'play' || hiding(); // (an exercise: no hint before the answer)
  if (panel.hidden) return;
  const p = state.play;
  const vsC = p.vs === 'computer';
  for (const v of ['computer', 'human']) $(`vs-${v}`).checked = p.vs === v;
  const first = p.history[0]?.player ?? state.model.turn;
  $('starts-a').nextElementSibling.textContent = vsC ? tr('You') : tr('Player 1');
  $('starts-b').nextElementSibling.textContent = vsC ? tr('The computer') : tr('Player 2');
  $('starts-a').checked = vsC ? p.cpu !== first : first === 1;
  $('starts-b').checked = !$('starts-a').checked;
  const over = result();
  const t = state.model.turn;
  const side = state.model.comps.map((c) => boards[c.game]?.sides?.[t - 1]).find(Boolean);
  const status = over ?? (p.phase === 'computer' ? tr('{who} is thinking…', { who: who(t, true) })
    : p.phase === 'paused' ? tr('{who} is to move: press Resume.', { who: who(t, true) })
    : side ? tr('{who} to move ({side}).', { who: who(t, true), side }) : tr('{who} to move.', { who: who(t, true) }));
  const st = $('status');
  st.textContent = status;
  st.className = over ? 'over' : '';
  panel.dataset.phase = p.phase;
  $('resume').hidden = p.phase !== 'paused';
  $('hint').disabled = !!over;
  $('undo').disabled = !p.history.length;
  $('redo').disabled = !p.future.length;
  const list = $('history');
  const grew = list.children.length !== p.history.length;
  put(list, p.history.map((e) => h('li', { 'data-move': e.move },
    h('span', { class: 'who', text: tr('{who}: ', { who: who(e.player, true) }) }), sayMove(e.words),
    h('span', { class: 'ns', text: tr(' — nim-sum {n}', { n: e.nimsum ?? '—' }) }))));
  if (grew) list.scrollTop = list.scrollHeight; // the newest move in view (the list scrolls, not the page)
}

/** Where the keyboard is on the boards: the element's data-key, its
 *  component and its place (stair, level or cell), and — in a field — what
 *  is typed there and the caret, so a redraw can put all of it back. */
function focusSpot() {
  const el = document.activeElement;
  if (!el || !$('boards').contains(el)) return null;
  const act = el.closest('[data-act]');
  const spot = { key: el.dataset.key, comp: Number(el.closest('.comp')?.dataset.comp) || 1, n: Number(act?.dataset.n), s: Number(act?.dataset.s) || 0 };
  if (el.matches('input[data-field]')) spot.value = el.value, spot.caret = [el.selectionStart, el.selectionEnd];
  return spot;
}

/** Puts the keyboard back after a redraw: on the same element, else the
 *  nearest item of the same board (a taken stone's neighbour), else the
 *  board's name; a board that went away hands it to the last one left. */
function refocus(spot, exact = false) {
  let el = spot.key ? document.querySelector(`#boards [data-key="${CSS.escape(spot.key)}"]`) : null;
  if (!el && exact) return; // (drawing still under way: the element may come in a later frame)
  if (!el) {
    const cards = [...document.querySelectorAll('#boards .comp')];
    const card = cards.find((c) => Number(c.dataset.comp) === spot.comp) ?? cards[cards.length - 1];
    if (!card) return;
    const items = [...card.querySelectorAll('.act[role=button]')];
    const far = (x) => (Number(x.dataset.s) || 0) === spot.s ? Math.abs(Number(x.dataset.n) - spot.n) || 0 : 1e9;
    el = items.sort((a, b) => far(a) - far(b))[0] ?? card.querySelector('[data-select]');
    if (!el) return;
  }
  if (el.classList.contains('act')) {
    el.closest('.comp')?.querySelectorAll('.act[tabindex="0"]').forEach((x) => x.setAttribute('tabindex', '-1'));
    el.setAttribute('tabindex', '0');
  }
  if (spot.value !== undefined && el.matches('input[data-field]') && el.value !== spot.value) {
    el.value = spot.value; // typing not yet applied stays in the field
  }
  el.focus({ preventScroll: true });
  if (spot.caret && el.matches('input[data-field]')) el.setSelectionRange(...spot.caret);
}

let drawing = false; // a draw is replacing elements (focus leaving them is not the user's)

/** True while a draw is under way (events.js ignores the focus it moves). */
export const isDrawing = () => drawing;

/** The analysis running in the worker: the time it has taken, and Cancel. */
let ticker = 0;
function drawWorking() {
  const w = state.working;
  $('working').hidden = !w;
  // what is on screen meanwhile is the previous position's: dimmed and said so
  const stale = !!w && !!state.model;
  document.body.toggleAttribute('data-stale', stale);
  for (const id of ['boards', 'analysis-body']) $(id).setAttribute('aria-busy', String(!!w));
  if (!w) {
    clearInterval(ticker);
    ticker = 0;
    return;
  }
  const t = (performance.now() - w.since) / 1000;
  const what = w.text && w.text.length <= 40 ? w.text : '';
  const time = t.toFixed(t < 10 ? 1 : 0);
  const doing = !w.started ? tr('Starting the engine in the background… {time} s', { time }) : what ? tr('Analysing {what} in the background… {time} s', { what, time }) : tr('Analysing in the background… {time} s', { time });
  $('working-text').textContent = stale ? tr('{doing} — shown meanwhile, dimmed: the previous position and its analysis', { doing }) : doing;
  if (!ticker) ticker = setInterval(drawWorking, 250);
}

function draw() {
  frame = 0;
  const t0 = performance.now();
  dropJobs(); // what the last draw left undone is drawn anew
  drawWorking();
  if (!state.ready) return;
  if (!state.model) {
    if (state.pending) drawPending();
    return;
  }
  // the keyboard's place: where it is, or where the last draw, interrupted
  // by this one before its boards were all drawn, was still to put it back
  const spot = focusSpot() ?? (jobSpot && document.activeElement === document.body ? jobSpot : null);
  drawing = true;
  try {
    drawToolbar();
    drawMessage();
    drawSummary();
    drawExercise();
    renderAnalysis($('analysis-body'));
    drawPlay();
    const revealAll = drawBoards(t0);
    if (spot) refocus(spot, jobs.length > 0);
    jobSpot = jobs.length && spot && !document.querySelector(`#boards [data-key="${CSS.escape(spot.key ?? '')}"]`) ? spot : null;
    revealAll();
  } finally {
    drawing = false;
  }
  if (!marked) { // the first SG values are on screen (make bench times a cold load to here)
    marked = true;
    performance.mark('grundy:first-value');
  }
  if (!jobs.length) document.dispatchEvent(new CustomEvent('grundy:render'));
}
let marked = false;

/** An exercise over the board (ui/exercise.js), and what it hides meanwhile. */
function drawExercise() {
  const el = $('exercise');
  el.hidden = !state.exercise;
  if (state.exercise && exerciseView) exerciseView(el);
  $('analysis').hidden = hiding();
  $('teach').hidden = hiding();
  $('to-teach').hidden = hiding();
}

/** Shows the selected component without rebuilding anything. */
export function markSelected() {
  if (document.querySelector('#boards .compact')) return redraw(); // the selected one is drawn in full
  const i = state.selected;
  for (const el of document.querySelectorAll('#boards .comp')) {
    const on = Number(el.dataset.comp) === i;
    el.classList.toggle('selected', on);
    el.querySelector('.name')?.setAttribute('aria-pressed', String(on));
  }
  document.querySelectorAll('#xor tbody tr').forEach((tr, k) => tr.classList.toggle('selected', k + 1 === i));
}

/** Remembers the roving tab stop of a component (events.js calls it). */
export function rememberFocus(i, key) {
  focusKeys.set(i, key);
}
