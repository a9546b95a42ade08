// kit/state.js — the one state object of the page. Every module may read it;
// only ui/store.js changes it. ui/render.js draws the page as a function of it.

/** Sizes the page draws in full; the engine's own limits come from info().
 *  Larger positions are drawn compactly (ui/compact.js): a list of the
 *  components, only the rows in view drawn, the selected one in full. */
export const DRAW = {
  components: 100, // components in one position
  cells: 200,      // cells in one row or strip
  totalCells: 4000, // cells over all rows of a position
  stones: 20,      // stones drawn one by one; taller heaps are drawn with a break
};

/** Shown when the URL has no (valid) position: the first game's example
 *  (info().games[0]), once the engine is loaded. */
export let DEFAULT = '';
export const setDefault = (text) => { DEFAULT = text; state.text = text; };

export const state = {
  ready: false,       // the engine has loaded
  info: null,         // engine info(): games, notation, limits
  text: DEFAULT,      // canonical position text on the board (the engine's)
  model: null,        // {turn, comps: [{game, param, body}]}, from the analysis
  analysis: null,     // the engine's analysis of text (moves: 'auto')
  selected: 1,        // the selected component, 1-based
  mode: 'edit',       // 'edit': clicks change the board; 'play': clicks make moves
  play: {             // the game in play mode
    vs: 'computer',   //   'computer' or 'human' (two people on one screen)
    cpu: 2,           //   the player the computer is (1 or 2)
    phase: 'idle',    //   'you': a person is to move; 'computer': the computer's move is
                      //   scheduled; 'paused': it waits for Resume; 'over'; 'idle' (editing)
    start: null,      //   the position the game started from
    startModel: null, //   its model ({turn, tail, comps}), for boards that draw from it
    history: [],      //   moves made: [{before, after, move, label, words, player, nimsum}]
    future: [],       //   undone moves, for redo
  },
  hint: null,         // the move Hint shows, or null
  showMoves: true,    // edit: highlight and list the winning moves
  pick: null,         // a board's pending gesture ({comp, …}), e.g. a piece picked up
  width: 20,          // cells in a new row or strip
  message: null,      // {kind: 'error'|'info', text} under the toolbar
  draft: null,        // text the Position field keeps though the board does not show it
                      // (a bad link or a refused typed position, left there to be fixed)
  busy: 0,            // engine calls in flight (tests wait for 0)
  teach: {            // what the teaching panel shows, kept in the link (strings or null)
    tab: null,        //   the open tab: mex, graph, sequence, why, classroom, export, quotient
    seq: null,        //   the sequence explorer's family and n: "name(params):200"
    graph: null,      //   the component whose game graph is drawn: "name:body"
    quot: null,       //   the misère quotient shown: "0.77", or "0.07:30" (codes, most heap)
  },
  working: null,      // an analysis running in the worker: {since (ms), started, text}, else null
  exercise: null,     // an exercise opened from its link (ui/exercise.js): {ask, q, src, of, text,
                      // revealed, …}; until revealed the page hides what would answer it
  pending: null,      // while the first position's analysis runs in the worker: {text, model}
                      // (its canonical text and components, no values), drawn as its frame
};

/** True while an exercise waits for its answer: nothing drawn may give it
 *  away (render.js hands the boards no values then, and runs no overlay). */
export const hiding = () => !!state.exercise && !state.exercise.revealed;
