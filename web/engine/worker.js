// worker.js — runs engine calls off the page's thread (a module worker
// started by background.js): large analyses (ui/store.js), pasted judge
// inputs (ui/judge.js), long sequences, Wythoff tables. Messages in: { id, method, args }; out:
// { id, progress: { done, total } }, then { id, result } or
// { id, error: { name, status, message } }. The engine's context lives as
// long as the worker, so its tables carry over from call to call.

import * as engine from './engine.js';

const FIRST_STEP = 4096; // sequences grow in doubling steps from here

/** sequence(family, n) in growing steps, reporting each; the engine keeps
 *  what it can (the Treblecross table), so the steps cost little extra. */
async function sequence(family, n, progress) {
  const { limits } = await engine.info();
  if (!Number.isInteger(n) || n <= FIRST_STEP || n > limits.sequence) return engine.sequence(family, n);
  for (let m = FIRST_STEP; m < n; m *= 2) {
    await engine.sequence(family, m);
    progress(m, n);
  }
  return engine.sequence(family, n);
}

/** An analysis for the page: with `lean` (a number of characters), a move
 *  whose "after" texts are longer gets after: [] and lean: true, so that a
 *  listing of long rows does not cross back to the page (it never draws
 *  them; ask the engine for the position after such a move). */
async function analyze(text, opts = {}) {
  const { lean, ...rest } = opts;
  const a = await engine.analyze(text, rest);
  if (lean > 0) {
    for (const m of a.moves) {
      let n = 0;
      for (const t of m.after) n += t.length;
      if (n > lean) Object.assign(m, { after: [], lean: true });
    }
  }
  return a;
}

const METHODS = {
  analyze: (args) => analyze(...args),
  cost: (args) => engine.cost(...args),
  judge: (args) => engine.judge(...args),
  play: (args) => engine.play(...args),
  canonical: (args) => engine.canonical(...args),
  info: () => engine.info(),
  grid: (args) => engine.grid(...args),
  sequence: (args, progress) => sequence(args[0], typeof args[1] === 'string' ? Number(args[1]) : args[1], progress),
};

self.onmessage = async ({ data: { id, method, args = [] } }) => {
  const progress = (done, total) => self.postMessage({ id, progress: { done, total } });
  try {
    const fn = METHODS[method];
    if (!fn) throw new TypeError(`unknown engine method "${method}"`);
    await engine.load();
    progress(0, 1);
    const result = await fn(args, progress);
    self.postMessage({ id, result });
  } catch (e) {
    self.postMessage({ id, error: { name: e.name, status: e.status, message: e.message } });
  }
};
