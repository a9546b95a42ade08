// boards/index.js — one board per game, by the engine's game name. A board
// is everything the page knows of its game; the rest of the page iterates
// this list and the engine's info().games. To add a game: its board file
// and one line here.
import nim from './nim.js';
import sub from './sub.js';
import checkers from './checkers.js';
import northcott from './northcott.js';
import treblecross from './treblecross.js';
import staircase from './staircase.js';
import octal from './octal.js';
import hackenbush from './hackenbush.js';
import { ruler, turtles, mockturtles } from './coins.js';
import corners from './corners.js';
import wythoff from './wythoff.js';
import moore from './moore.js';
import graph from './graph.js';
import tb from './tb.js';
import ruleset from './ruleset.js';

export const BOARDS = [nim, sub, checkers, northcott, treblecross, staircase, octal, tb, hackenbush, ruler, turtles, mockturtles, corners, graph, wythoff, moore, ruleset];
export const boards = Object.fromEntries(BOARDS.map((b) => [b.game, b]));

/**
 * What every board has (optional parts are described in README.md):
 *   game, title, noun, intro       the engine's name, the picker's title, "heap", the why view's opening
 *   examples: [[label, text]]      worked examples (the first one opens when the game is picked)
 *   blank(width) → body            a new component
 *   random(width) → text           a random position of this game
 *   draw(view, g) → geometry       the board in SVG: {width, height, cell(n)}; view.start is the
 *                                  position a game started from (play mode), else null
 *   gesture(comp, act, ctx) → {move}|{body}|{param, group}|{edit}|{pick, info}|{error}|{info}
 *                                  ({edit: move}: the component becomes what that move leaves)
 *   fields(comp, limits, draw), setField(comp, key, value, limits, draw)
 *   notes(component) → note        the "why Nim" marks and sentences
 *   quiz(random) → text            a small position for the classroom quiz
 * (optional: css → the URL of its own stylesheet (or a list), linked by loadStyles;
 *  extra(view) → an HTML element shown under the board, kept by the board across redraws,
 *  e.g. Wythoff's SG table; table(component) → {caption, corner, cols, rows: [{head, cells: [{text, cls}]}], foot},
 *  a table the "why" view shows under the notes, e.g. Turning Corners' nim-products)
 * Optional parts are described in README.md; `row: true` says the body is a
 * row of cells, one character each, and moves' from/to name its cells (the
 * page then shows and scrolls to those cells when it draws compactly or the
 * row is wider than the screen).
 */
export const PARTS = ['game', 'title', 'noun', 'intro', 'examples', 'blank', 'random', 'draw', 'gesture', 'fields', 'setField', 'notes', 'quiz'];

/** The limits a board of `game` works within: the engine's own and the
 *  game's (info().games[…].limits), one object. */
export const limitsOf = (info, game) => ({ ...info?.limits, ...info?.games?.find((g) => g.name === game)?.limits });

/** Links each board's own stylesheet (its `css`: one URL or a list) once;
 *  resolves when they have loaded (or failed: the page still works), so the
 *  first drawing has its look. `list` defaults to every board. */
export function loadStyles(list = BOARDS, doc = globalThis.document) {
  if (!doc) return Promise.resolve();
  const have = new Set([...doc.querySelectorAll('link[rel=stylesheet]')].map((l) => l.href));
  const urls = [...new Set(list.flatMap((b) => [b.css ?? []].flat()))].filter((u) => !have.has(u));
  return Promise.all(urls.map((href) => new Promise((done) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.board = '';
    link.addEventListener('load', done);
    link.addEventListener('error', () => { console.warn(`A board's stylesheet did not load: ${href}`); done(); });
    doc.head.append(link);
  })));
}

/** Gives every game the engine lists a board: those without a board file get
 *  a plain one (boards/generic.js) so the page stays whole. Returns the
 *  games that got one. */
export function complete(games, make) {
  const added = [];
  for (const g of games) {
    if (boards[g.name]) continue;
    const b = make(g);
    boards[g.name] = b;
    BOARDS.push(b);
    added.push(g.name);
  }
  return added;
}

/** What is missing: ["octal: quiz", "wythoff: no board"], for the games the engine lists. */
export function missing(games) {
  const out = [];
  for (const g of games) {
    const b = boards[g.name];
    if (!b) { out.push(`${g.name}: no board`); continue; }
    for (const p of PARTS) if (b[p] === undefined) out.push(`${g.name}: ${p}`);
    if (!b.examples?.length) out.push(`${g.name}: examples (none)`);
  }
  return out;
}
