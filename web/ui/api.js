// ui/api.js — the hooks other parts of the page (the teaching views of
// issue 5, tests) use. See the list at the top of app.js.

import * as engine from '../engine/engine.js';
import { state } from './state.js';
import { setPosition, select, say } from './control.js';
import { boardOf, addOverlay, redraw, pending } from './render.js';
import { choose, DELAY } from './play.js';
import { compName, moveWords } from './analysis.js';

export const api = {
  state,                                  // the page state (read it; change it through the calls below)
  position: () => state.text,             // canonical text on the board
  model: () => state.model,               // {turn, comps: [{game, param, body}]}
  analysis: () => state.analysis,         // engine analyze() of the position (+ .legal, .terminal)
  selected: () => state.selected,         // selected component, 1-based
  select,                                 // select(i)
  setPosition,                            // setPosition(text, {push, replace, why}) → Promise<boolean>
  board: boardOf,                         // board(i) → {svg, layer, overlay, cell(n), coin(s, n), width, height, comp, info}
  addOverlay,                             // addOverlay(fn(board)) → remove(); fn runs after each board is drawn
  redraw,                                 // redraw(): ask for a frame (overlays run again)
  say,                                    // say('info'|'error', text)
  compName, moveWords,                    // words the panel uses
  choose, delay: DELAY,                   // the computer's move choice; delay.ms before it moves
  idle: () => state.ready && !state.busy && !pending() && !state.thinking, // nothing pending
  engine,                                 // the engine module (analyze, play, canonical, sequence, info)
};
