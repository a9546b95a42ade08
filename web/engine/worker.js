// worker.js — runs engine calls off the page's thread (a module worker
// started by background.js). Messages in: { id, method, args }; out:
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

const METHODS = {
  analyze: (args) => engine.analyze(...args),
  play: (args) => engine.play(...args),
  canonical: (args) => engine.canonical(...args),
  info: () => engine.info(),
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
