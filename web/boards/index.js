// boards/index.js — one board per game, by the engine's game name. A board
// is everything the page knows of its game; the rest of the page iterates
// this list and the engine's info().games. To add a game: its board file
// and one line here.
//
// A board's file loads when its game is first needed (a position of it is
// opened, it is picked, added or drawn), not before: the page's first load
// carries only the boards of the position it opens. The line gives what the
// page shows before that: the picker's title and the noun of a component,
// in the page's language (words: the catalogs of this list; a board file's
// own words are in boards/<file>.<lang>.js, registered by the board file).
// A board may carry a stylesheet of its own (`css`: its URL, next to the
// board file); it is in place before the board first draws. The plain
// board (boards/generic.js) loads only for a game that has no board.

import { tr, register } from '../i18n/i18n.js';

// The words of this list in other languages (loaded with it).
export const words = register({ zh: () => import('./index.zh.js') });

const LINES = [
  // game          title (in the game picker)                     noun                 board file (and its export)
  ['nim',         () => tr('Nim'),                                  () => tr('heap'),       () => import('./nim.js')],
  ['sub',         () => tr('Subtraction game (Bash)'),              () => tr('heap'),       () => import('./sub.js')],
  ['checkers',    () => tr('Jumping checkers (HDU 5724)'),          () => tr('row'),        () => import('./checkers.js')],
  ['northcott',   () => tr("Northcott's game (HDU 1730)"),          () => tr('row'),        () => import('./northcott.js')],
  ['treblecross', () => tr('Treblecross (LightOJ 1229)'),           () => tr('strip'),      () => import('./treblecross.js')],
  ['staircase',   () => tr('Staircase Nim'),                        () => tr('staircase'),  () => import('./staircase.js')],
  ['octal',       () => tr('Octal games (Kayles)'),                 () => tr('row'),        () => import('./octal.js')],
  ['tb',          () => tr("Take-and-break (Grundy's game)"),       () => tr('heap'),       () => import('./tb.js')],
  ['hackenbush',  () => tr('Green Hackenbush'),                     () => tr('picture'),    () => import('./hackenbush.js')],
  ['ruler',       () => tr('Ruler (coins)'),                        () => tr('row'),        () => import('./coins.js'), 'ruler'],
  ['turtles',     () => tr('Turning Turtles (coins)'),              () => tr('row'),        () => import('./coins.js'), 'turtles'],
  ['mockturtles', () => tr('Mock Turtles (coins)'),                 () => tr('row'),        () => import('./coins.js'), 'mockturtles'],
  ['corners',     () => tr('Turning Corners (coins)'),              () => tr('grid'),       () => import('./corners.js')],
  ['graph',       () => tr('Game on a graph'),                      () => tr('token'),      () => import('./graph.js')],
  ['wythoff',     () => tr("Wythoff's game"),                       () => tr('queen'),      () => import('./wythoff.js')],
  ['moore',       () => tr("Moore's Nim"),                          () => tr('heaps'),      () => import('./moore.js')],
  ['ruleset',     () => tr('Your own rule'),                        () => tr('heap'),       () => import('./ruleset.js')],
  ['cram',        () => tr('Cram (dominoes)'),                      () => tr('board'),      () => import('./cram.js')],
  ['nodekayles',  () => tr('Node-Kayles (graphs)'),                 () => tr('graph'),      () => import('./kayles.js'), 'nodekayles'],
  ['arckayles',   () => tr('Arc-Kayles (graphs)'),                  () => tr('graph'),      () => import('./kayles.js'), 'arckayles'],
  ['chomp',       () => tr('Chomp'),                                () => tr('bar'),        () => import('./chomp.js')],
  ['stonebox',    () => tr('Boxes of stones (HDU 1729)'),           () => tr('box'),        () => import('./stonebox.js')],
  ['papercut',    () => tr('Cutting game (POJ 2311)'),              () => tr('sheet'),      () => import('./papercut.js')],
  ['pairsplit',   () => tr('E&D: pairs of piles (Luogu P2148)'),    () => tr('pair'),       () => import('./pairsplit.js')],
  ['knights',     () => tr('Hyper knights (LightOJ 1315)'),         () => tr('knight'),     () => import('./knights.js')],
  ['hill',        () => tr('Climbing the hill (HDU 4315)'),         () => tr('hill'),       () => import('./hill.js')],
  ['splitnim',    () => tr('Split Nim (AcWing 894)'),               () => tr('heap'),       () => import('./splitnim.js')],
];

/** Every game the page offers, in the picker's order: {game, title, noun}
 *  (known before its board loads). Games the engine lists without a line
 *  here are added by complete(). */
export const GAMES = LINES.map(([game, title, noun]) => ({ game, get title() { return title(); }, get noun() { return noun(); } }));
// A board file's module may export `words`: the promise of its catalogs
// (i18n/i18n.js register()), in place before the board is used.
const loaders = new Map(LINES.map(([game, , , load, name = 'default']) => [game, () => load().then(async (m) => { await m.words; return m[name]; })]));

/** The boards loaded so far, by game (need() loads the others). */
export const boards = {};
/** The same, in the picker's order; every board once loadAll() is done. */
export const BOARDS = [];

/**
 * What every board has:
 *   game, title, noun, intro       the engine's name, the picker's title, "heap", the why view's opening
 *   examples: [[label, text]]      worked examples (the first one opens when the game is picked)
 *   blank(width) → body            a new component
 *   random(width) → text           a random position of this game
 *   draw(view, g) → geometry       the board in SVG: {width, height, cell(n)}; view.start is the
 *                                  model of the position a game started from (play mode), else null
 *   gesture(comp, act, ctx) → {move}|{body}|{param, group}|{pick, info}|{error}|{info}
 *   fields(comp, limits, draw), setField(comp, key, value, limits, draw)
 *                                  a field is {key, label, value, min, max, text, title}; command: true
 *                                  for one that acts rather than shows a value (add an edge): Enter
 *                                  applies it, and it is emptied once the board has taken it
 *   notes(component, {play}) → note  the "why Nim" marks and sentences (who wins: said in the
 *                                  position's play, 'normal' or 'misere', or naming the play)
 *   quiz(random) → text            a small position for the classroom quiz
 * Its optional parts (extra, table, shape, css, row, wide, …) are described
 * in README.md, "Adding a game".
 */
export const PARTS = ['game', 'title', 'noun', 'intro', 'examples', 'blank', 'random', 'draw', 'gesture', 'fields', 'setField', 'notes', 'quiz'];

const loading = new Map(); // game → the promise of its board
const listed = new Map();  // game → the engine's entry for it (info().games), from complete()

/** The limits a board of `game` works within: the engine's own and the
 *  game's (info().games[…].limits), one object. */
export const limitsOf = (info, game) => ({ ...info?.limits, ...info?.games?.find((g) => g.name === game)?.limits });

/** Links the boards' own stylesheets (each one's `css`: a URL or a list;
 *  the judge and teaching panels' too) once; resolves when they have loaded (or failed: the page still works,
 *  unstyled), so a board's first drawing has its look. Nothing to do
 *  outside a page. */
export function loadStyles(list = BOARDS, doc = globalThis.document) {
  if (!doc) return Promise.resolve();
  const urls = [...new Set(list.flatMap((b) => [b.css ?? []].flat().map(String)))];
  return Promise.all(urls.map((href) => {
    const have = [...doc.querySelectorAll('link[rel=stylesheet]')].find((l) => l.href === href);
    if (have) return have.sheet || have.dataset.done ? undefined : new Promise((ok) => { have.addEventListener('load', ok, { once: true }); have.addEventListener('error', ok, { once: true }); }); // (done: loaded or failed, its events past)
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.board = '';
    return new Promise((ok) => {
      link.addEventListener('load', () => { link.dataset.done = 'true'; ok(); }, { once: true });
      link.addEventListener('error', () => { link.dataset.done = 'true'; console.warn(`A stylesheet did not load: ${href}`); ok(); }, { once: true });
      doc.head.append(link);
    });
  }));
}

/** The words of the boards' teaching views that a board holds back from the
 *  page's first load (its `teachWords`, catalogs as register() takes them):
 *  loaded once the teaching panel asks, and from then on with each board
 *  that loads (late: the panel may be showing it). Resolves when they are in. */
let teaching = null;
export function loadTeachWords() {
  teaching ??= Promise.all(BOARDS.filter((b) => b.teachWords).map((b) => register(b.teachWords)));
  return teaching;
}

/** Puts a loaded board in its place (boards and BOARDS in the picker's order). */
function place(b) {
  boards[b.game] = b;
  if (teaching && b.teachWords) register(b.teachWords, { late: true });
  const order = GAMES.map((g) => g.game);
  const k = BOARDS.findIndex((x) => order.indexOf(x.game) > order.indexOf(b.game));
  BOARDS.splice(k < 0 ? BOARDS.length : k, 0, b);
}

/** Loads one game's board (and its stylesheet). A board that cannot load
 *  is replaced by a plain one (boards/generic.js), with a warning: the page
 *  stays whole. */
function loadOne(game) {
  if (boards[game]) return Promise.resolve(boards[game]);
  if (!loading.has(game)) {
    const line = GAMES.find((g) => g.game === game);
    const load = loaders.get(game);
    const p = (load ? load() : Promise.reject(new Error('no board file')))
      .then(async (b) => {
        if (!b) throw new Error('the file has no board');
        await loadStyles([b]);
        const gaps = PARTS.filter((k) => b[k] === undefined);
        if (gaps.length) console.warn(`The board of ${game} lacks: ${gaps.join(', ')}`);
        return b;
      })
      .catch(async (e) => {
        console.warn(`The board of ${game} could not load (${e.message}); it is shown as text.`);
        const genericBoard = await plain(), g = () => listed.get(game); // (the engine's entry: read when used, complete() may come later)
        return genericBoard({
          name: game, get title() { return g()?.title ?? game; }, get notation() { return g()?.notation ?? ''; },
          get notation_msg() { return g()?.notation_msg; }, get example() { return g()?.example ?? `${game}:`; },
        }, line);
      })
      .then((b) => { if (!boards[game]) place(b); loading.delete(game); return boards[game]; });
    loading.set(game, p);
  }
  return loading.get(game);
}

/** Loads the boards of these games (names, any repeats); resolves once all
 *  are in `boards`. At once when they already are. */
export function need(games) {
  const todo = [...new Set(games)].filter((g) => !boards[g] && GAMES.some((x) => x.game === g)); // a name no game has: nothing to load
  return todo.length ? Promise.all(todo.map(loadOne)).then(() => undefined) : Promise.resolve();
}

/** True while a board is loading (the page is not idle). */
export const pending = () => loading.size > 0;

/** True when the boards of these games are loaded. */
export const loaded = (games) => games.every((g) => boards[g]);

/** Loads every board (for views that list all games: a sum of every game,
 *  the sequence families, the classroom quiz). */
export const loadAll = () => need(GAMES.map((g) => g.game));

/** The plain board's maker, with its words in place (loaded when first asked). */
async function plain() {
  const m = await import('./generic.js');
  await m.words;
  return m.genericBoard;
}

/** Gives every game the engine lists a place: a game without a line here
 *  gets a plain board (boards/generic.js) so the page stays whole. Resolves
 *  to the games that got one. */
export async function complete(games, make = null) {
  const added = [];
  for (const g of games) {
    listed.set(g.name, g);
    if (GAMES.some((x) => x.game === g.name)) continue;
    make ??= await plain();
    const b = make(g);
    GAMES.push({ game: g.name, title: b.title, noun: b.noun });
    place(b);
    added.push(g.name);
  }
  return added;
}

/** What is missing: ["octal: quiz", "wythoff: no board"], for the games the
 *  engine lists (of the boards loaded; loadAll() first to see every one). */
export function missing(games) {
  const out = [];
  for (const g of games) {
    if (!GAMES.some((x) => x.game === g.name)) { out.push(`${g.name}: no board`); continue; }
    const b = boards[g.name];
    if (!b) continue;
    for (const p of PARTS) if (b[p] === undefined) out.push(`${g.name}: ${p}`);
    if (!b.examples?.length) out.push(`${g.name}: examples (none)`);
  }
  return out;
}
