// ui/schedule.js — where an analysis runs: on the page when it is small, or
// in the worker with Cancel. A short text on a drawn board is tried on the
// page within a bound of work (refused at once when over it); a longer one,
// or the first on an empty board, is planned by one engine call (the cost
// estimate, with the frame the board shows meanwhile); a text too long for
// the page goes to the worker. At most two engine calls a position. The
// store keeps the state, told through the hooks it passes.

import * as engine from '../engine/engine.js';

/** What the page analyses itself: characters, estimated steps. */
export const MAIN = { chars: 20000, work: 2e7 };
const LEAN = 256; // moves' "after" texts longer than this stay in the worker

/** Past this many characters a text is planned. (The estimate counts the
 *  JSON a listing writes, which the page would read: a long one runs in
 *  the worker, which leaves the moves' "after" texts out, LEAN.) */
const PLANNED = 2000;

/** The engine calls made here (a test wraps them to count). */
export const calls = {
  analyze: engine.analyze,
  cost: engine.cost,
  background: typeof Worker === 'undefined' ? null
    : async (...args) => (await import('../engine/background.js')).runInBackground(...args),
};

let job = null; // the worker analysis in flight (its AbortController)

/** A board's model from the engine's parts of a position. */
export const modelOf = (turn, play, parts) => ({ turn, tail: play === 'misere' ? ';misere' : '', comps: parts.map((c) => ({ game: c.game, param: c.param ?? '', body: c.body })) });

/** A frame ({text, model}, no values) from a cost estimate. */
const frameOf = (c) => ({ text: c.position, model: modelOf(c.turn, c.play, c.parts) });

/** One engine call: where text's analysis should run, and its frame. */
async function plan(text) {
  const c = await calls.cost(text, { moves: 'auto', within: MAIN.work });
  return { page: text.length <= MAIN.chars && c.work <= MAIN.work, frame: frameOf(c) };
}

/** The frame of a text, read by the engine (a long one in the worker). */
export async function frame(text) {
  if (text.length > MAIN.chars && calls.background) return frameOf(await calls.background('cost', [text, { moves: 'auto' }]));
  return (await plan(text)).frame;
}

/** The analysis of text (after `move`). board: {empty (a frame is wanted),
 *  most (the engine's text limit), wait() (off to the worker), frame(f)
 *  (or null), started(), done()}. Throws EngineError, or AbortError when
 *  cancelled or replaced. */
export async function analysis(text, move, board) {
  if (board.most && text.length > board.most) // refused before any work: no parse, no worker
    throw new engine.EngineError('limit', `the position text has ${text.length} characters; the limit is ${board.most}`, null, { id: 'long', n: text.length, most: board.most });
  const opts = { moves: 'auto', move };
  job?.abort(); // a newer change: the one in the worker gives way (it would be ignored)
  if (!calls.background) return calls.analyze(text, opts);
  const far = text.length > MAIN.chars; // the page does not even read it: all in the worker
  let planned = null;
  if (!far && text.length > PLANNED) planned = await plan(text);
  else if (!far && board.empty) planned = await plan(text).catch((e) => { if (e instanceof engine.EngineError) return null; throw e; }); // for its frame: the analysis says what is wrong
  if (!far && (planned?.page ?? true)) {
    try {
      return await calls.analyze(text, { ...opts, within: MAIN.work });
    } catch (e) {
      if (!(e instanceof engine.EngineError && e.status === 'work')) throw e;
    }
  }
  const controller = new AbortController();
  job = controller;
  board.wait();
  try {
    if (board.empty) { // the plan's frame, or the worker's for a text the page does not read
      let frame = planned?.frame ?? null;
      if (far) frame = await calls.background('cost', [text, { moves: 'auto' }], { signal: controller.signal }).then(frameOf, (e) => { if (e instanceof engine.EngineError) return null; throw e; });
      if (job === controller) board.frame(frame);
    }
    return await calls.background('analyze', [text, { ...opts, lean: LEAN }], {
      signal: controller.signal,
      onProgress: () => { if (job === controller) board.started(); },
    });
  } catch (e) {
    if (e instanceof engine.EngineError || e.name === 'AbortError') throw e;
    throw new engine.EngineError('internal', `the engine worker failed (${e.message})`, null, { id: 'worker' });
  } finally {
    if (job === controller) {
      job = null;
      board.done();
    }
  }
}

/** Stops the analysis running in the worker. */
export function cancel() {
  job?.abort();
}
