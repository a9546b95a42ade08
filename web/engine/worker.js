// worker.js — runs engine calls off the page's thread (a module worker
// started by background.js): large analyses (ui/store.js), pasted judge
// inputs (ui/judge.js), long sequences, their patterns and code, claims, grids of values. Messages in: { id, method, args }; out:
// { id, progress: { done, total } }, { id, part: { key, items } } (a long list of
// the result, in parts), then { id, result, parts? } or
// { id, error: { name, status, message, msg, page } } (an EngineError's message
// in English and as a message a page can say in its language). The engine's context lives as
// long as the worker, so its tables carry over from call to call.

import * as engine from './engine.js';

const FIRST_STEP = 4096; // sequences grow in doubling steps from here

/** sequence(family, n) in growing steps, reporting each; the engine keeps
 *  what it can (the family's table), so the steps cost little extra. */
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
 *  whose "after" texts are longer gets after: [], after_parts: [] and
 *  lean: true, so that a listing of long rows does not cross back to the
 *  page (it never draws them; ask the engine for the position after such a
 *  move). */
async function analyze(text, opts = {}) {
  const { lean, ...rest } = opts;
  const a = await engine.analyze(text, rest);
  if (lean > 0) {
    for (const m of a.moves) {
      let n = 0;
      for (const t of m.after) n += t.length;
      if (n > lean) Object.assign(m, { after: [], after_parts: [], lean: true });
    }
  }
  return a;
}

const WORK_CALL = () => engine.info().then((i) => i.limits.work_call); // the engine's default bound

/** One step of a long sequence: at most `units` of work, then either
 *  {done: true, stats} (the sequence's JSON without its values) or
 *  {done: false, known, checked} (values are known up to size `known` so
 *  far; `checked`, when the period they show is being checked, is how far
 *  its check has come; the engine keeps both, so the next step carries on). */
async function seqStep(family, n, units) {
  await engine.setWork(units);
  try {
    return { done: true, stats: engine.parseJSON(await engine.sequencePart(family, n, 'stats')) };
  } catch (e) {
    const m = e.status === 'limit' && /known up to size (\d+) so far(?: and checked up to size (\d+))?/.exec(e.message);
    if (m) return { done: false, known: Number(m[1]), checked: m[2] === undefined ? null : Number(m[2]) };
    throw e;
  } finally {
    await engine.setWork(-1);
  }
}

/** The values of sizes from..to of a computed sequence: a Uint16Array while
 *  they fit in 2 bytes, else a Uint32Array (the page keeps them as they come). */
async function seqValues(family, n, from, to) {
  const text = await engine.sequencePart(family, n, 'values', from, to);
  let out = new Uint16Array(to - from + 1);
  let k = 0, v = 0, any = false;
  const put = (x) => {
    if (x > 0xffff && out.BYTES_PER_ELEMENT === 2) out = Uint32Array.from(out);
    out[k++] = x;
  };
  for (let i = from > 0 ? 1 : 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) { put(v); v = 0; any = false; } else { v = v * 10 + (c - 48); any = true; }
  }
  if (any) put(v);
  if (k !== out.length) throw new Error(`expected ${out.length} values, read ${k}`);
  return out;
}

/** Every other call with the engine's own default bound; sequences run
 *  unbounded (seqStep sets its own), and the analyses the page waits for
 *  with a Cancel button get LONG times the default (seconds, not minutes: a
 *  table no period cuts short ends in the engine's word on how far values
 *  are known). */
const LONG = 16;
async function bounded(fn, seq = false, times = 1) {
  await engine.setWork(seq ? -1 : times * await WORK_CALL());
  return fn();
}

/** The values of sizes 0..n of a family, in steps (progress after each);
 *  the engine keeps them for the next call. */
async function valuesInSteps(family, n, progress) {
  let units = 1 << 22;
  for (;;) {
    const t = performance.now();
    const r = await seqStep(family, n, units);
    if (r.done) break;
    progress(r.known, n);
    units = Math.min(1 << 28, Math.max(1 << 18, Math.round(units * Math.min(4, Math.max(0.5, 120 / Math.max(1, performance.now() - t))))));
  }
  await engine.setWork(-1);
}

/** The values of sizes 0..n of a family and what they show: the values in
 *  steps, then the pattern finder's report {pattern, values} (values left
 *  out with { values: false }). */
async function pattern(family, n, progress, { values = true } = {}) {
  await valuesInSteps(family, n, progress);
  return { pattern: await engine.pattern(family, n), values: values ? await seqValues(family, n, 0, n) : null };
}

/** Code for a contest solution (engine.code): the values in steps first. */
async function code(family, n, progress, opts) {
  await valuesInSteps(family, n, progress);
  return engine.code(family, n, opts);
}

/** A misère quotient in steps of QUOT_STEP work units, reporting the heap
 *  reached after each (the engine keeps what it computed: the next step
 *  carries on), so the page shows progress and Cancel stops it at once. */
const QUOT_STEP = 2 ** 24;
async function quotient(codes, maxHeap, progress) {
  let step = QUOT_STEP, last = -2;
  for (;;) {
    await engine.setWork(step);
    try {
      return await engine.quotient(codes, maxHeap);
    } catch (e) {
      const m = e.status === 'limit' && /known up to heap (-?\d+) so far/.exec(e.message);
      if (!m) throw e;
      const heap = Number(m[1]);
      if (heap <= last) step *= 4; // one heap needs more than a step: longer steps
      last = heap;
      progress(Math.max(0, heap), maxHeap ?? 0);
    } finally {
      await engine.setWork(-1);
    }
  }
}

const METHODS = {
  quotient: (args, progress) => quotient(args[0], args[1] ?? null, progress),
  seqstep: (args) => seqStep(...args),
  seqvalues: (args) => seqValues(...args),
  pattern: (args, progress) => pattern(args[0], args[1], progress, args[2]),
  code: (args, progress) => code(args[0], args[1], progress, args[2]),
  sg: (args) => bounded(() => engine.sg(...args), true),
  analyze: (args) => bounded(() => analyze(...args), false, LONG), // the page shows Cancel
  cost: (args) => bounded(() => engine.cost(...args)),
  judge: (args) => bounded(() => engine.judge(...args)),
  claim: (args) => bounded(() => engine.claim(...args)), // the command line's default bound
  play: (args) => bounded(() => engine.play(...args)),
  canonical: (args) => bounded(() => engine.canonical(...args)),
  info: () => engine.info(),
  grid: (args) => engine.grid(...args),
  sequence: (args, progress) => bounded(() => sequence(args[0], typeof args[1] === 'string' ? Number(args[1]) : args[1], progress), true),
};

/** Posts a result. Its long lists (the components and moves of a position of
 *  100,000 heaps) go first, PART items a message: the page takes each message
 *  in a task of its own, so none is long; background.js puts them back. */
const PART = 4000;
function answer(id, result) {
  const long = result && typeof result === 'object' && !ArrayBuffer.isView(result) && !Array.isArray(result)
    ? Object.keys(result).filter((k) => Array.isArray(result[k]) && result[k].length > PART) : [];
  if (!long.length) return self.postMessage({ id, result });
  const rest = { ...result };
  for (const key of long) {
    for (let k = 0; k < result[key].length; k += PART) self.postMessage({ id, part: { key, items: result[key].slice(k, k + PART) } });
    rest[key] = [];
  }
  return self.postMessage({ id, result: rest, parts: long });
}

self.onmessage = async ({ data: { id, method, args = [] } }) => {
  const progress = (done, total) => self.postMessage({ id, progress: { done, total } });
  try {
    const fn = METHODS[method];
    if (!fn) throw new TypeError(`unknown engine method "${method}"`);
    await engine.load({ whole: true }); // the heavy calls come here
    progress(0, 1);
    const result = await fn(args, progress);
    answer(id, result);
  } catch (e) {
    self.postMessage({ id, error: { name: e.name, status: e.status, message: e.message, msg: e.msg ?? null, page: e.page ?? null } });
  }
};
