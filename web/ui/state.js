// ui/state.js — the one state object of the page. Modules read it freely and
// change it only through ui/control.js (position, messages) and ui/play.js
// (games); render.js draws the page as a function of it.

/** Sizes the page draws; the engine's own limits come from info(). Larger
 *  positions are refused with a message before anything is drawn. */
export const DRAW = {
  components: 100, // components in one position
  cells: 200,      // cells in one checkers/Northcott row or Treblecross strip
  totalCells: 4000, // cells over all rows of a position
  stairs: 40,      // stairs in one staircase
  stones: 20,      // stones drawn one by one; taller heaps are drawn with a break
  coins: 12,       // coins drawn one by one on a stair
  listMoves: 4000, // ask the engine for every move up to this many, else winning only
};

export const DEFAULT = 'nim:3,4,5'; // shown when the URL has no (valid) position

export const state = {
  ready: false,       // the engine has loaded
  info: null,         // engine info(): games, notation, limits
  text: DEFAULT,      // canonical position text on the board (engine-checked)
  model: null,        // position.read(text): {turn, comps:[{game,param,body}]}
  analysis: null,     // engine analyze() of text, plus .legal (count or null) and .terminal
  selected: 1,        // the selected component, 1-based (issue 5 reads it)
  mode: 'edit',       // 'edit': clicks change the board; 'play': clicks make moves
  vs: 'computer',     // play: 'computer' or 'human' (two people on one screen)
  cpu: 2,             // play: the player the computer is (1 or 2)
  history: [],        // play: moves made, [{before, after, move, words, player, nimsum}]
  future: [],         // play: undone moves, for redo
  paused: false,      // play: the computer waits for "Resume" (after back/forward, load)
  thinking: false,    // play: the computer is about to move
  hint: null,         // the move shown by Hint, or null
  showMoves: true,    // edit: highlight and list the optimal moves
  pick: null,         // {comp, cell}: a Northcott piece picked up by a click
  width: 20,          // cells in a new checkers/Northcott row or Treblecross strip
  message: null,      // {kind: 'error'|'info', text} under the toolbar
  busy: 0,            // engine calls in flight (tests wait for 0)
};
