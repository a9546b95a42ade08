// ui/api.js — the hooks the teaching views and the tests use, also on
// window.grundy once the page is ready (event 'grundy:ready' on document).
// Events on document: 'grundy:position' (new text), 'grundy:select' (index),
// 'grundy:render' (after each draw).

import * as engine from '../engine/engine.js';
import { state } from '../kit/state.js';
import * as store from './store.js';
import * as clock from './clock.js';
import { boardOf, addOverlay, redraw, pending, drawingWaits } from './render.js';
import { compName, moveWords } from './words.js';
import { handled } from '../kit/url.js';
import { typingPending } from './events.js';
import { wordsPending } from '../i18n/i18n.js';
import { BOARDS, GAMES, boards, need, loadAll, pending as boardsPending } from '../boards/index.js';

/** What keeps the page from being idle, by name (a test that waits too long says which). */
function waiting() {
  const why = {
    'not ready': !state.ready, [`${state.busy} change(s) under way`]: state.busy > 0, [`drawing (${drawingWaits().join(', ')})`]: pending(), 'a board loading': boardsPending(),
    'typing': typingPending(), 'words loading': wordsPending(), "the computer's move": state.play.phase === 'computer', 'the address not yet read': !handled(),
  };
  return Object.keys(why).filter((k) => why[k]);
}

export const api = {
  state,                                  // the page state (read it; change it through the calls below)
  position: () => state.text,             // canonical text on the board
  model: () => state.model,               // {turn, comps: [{game, param, body}]}
  analysis: () => state.analysis,         // the engine's analysis of the position
  selected: () => state.selected,         // selected component, 1-based
  select: store.select,                   // select(i)
  open: store.open,                       // open(text, {why}) → Promise<boolean>: a position on purpose
  move: store.move,                       // move("2:7>4") → Promise<boolean>: a move of the position
  say: store.say,                         // say('info'|'error', text)
  setTeach: store.setTeach,               // setTeach({tab, seq, graph}): what the teaching panel shows, kept in the link
  board: boardOf,                         // board(i) → {svg, layer, overlay, cell(n), coin(s, n), width, height, comp, info}
  addOverlay,                             // addOverlay(fn(board)) → remove(); fn runs after each board is drawn
  redraw,                                 // redraw(): ask for a frame (overlays run again)
  compName, moveWords,                    // words the panel uses
  delay: clock.DELAY,                     // delay.ms before the computer moves
  boards, BOARDS, GAMES,                  // the boards loaded so far; every game ({game, title, noun})
  need, loadAll,                          // need([game, …]) / loadAll() → Promise: load boards
  idle: () => waiting().length === 0,     // nothing pending
  waiting,                                // what the page still waits for (names; none when idle)
  engine,                                 // the engine module (analyze, play, canonical, sequence, info)
};
