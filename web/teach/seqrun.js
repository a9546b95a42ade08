// teach/seqrun.js — long sequences computed in the engine's worker a step at
// a time (worker.js: seqstep bounds each call's work, the engine keeps what
// it computed, and the next step carries on), so a run reports progress and
// can be paused, resumed and cancelled between steps; then the values are
// read in chunks. Finished sequences are kept for the session, by family
// and n, so going back to one costs nothing.
//
//   const runner = makeRunner(runInBackground);
//   const job = runner.start(family, 520000, ({ phase, done, total }) => …);
//   job.pause(); job.resume(); job.cancel();
//   const seq = await job.done;   // the sequence JSON with values (a Uint16Array, or a
//                                 // Uint32Array when a value needs it: seqdata.js), or null if cancelled

const STEP_MS = 50;        // the work of one step, aimed at (the worker's time): Pause takes effect within it
const FIRST = 1 << 22;     // units of work in the first step
const UNITS = [1 << 18, 1 << 28];
const CHUNK = 1 << 20;     // values read at once (a few MB of text in the worker)

import { valueStore, putValues } from './seqdata.js';

export function makeRunner(background) {
  const cache = new Map(); // "family:n" → sequence
  let units = FIRST;       // learnt from the steps' times

  function start(family, n, onProgress = () => {}) {
    const key = `${family}:${n}`;
    let paused = false, cancelled = false, wake = null;
    const waitIfPaused = async () => {
      while (paused && !cancelled) await new Promise((r) => { wake = r; });
    };
    const job = {
      family, n, steps: 0, ms: 0, // worker time spent (ms), for the page to report
      get paused() { return paused; },
      pause() { paused = true; },
      resume() { paused = false; wake?.(); },
      cancel() { cancelled = true; paused = false; wake?.(); },
      get cancelled() { return cancelled; },
    };
    job.done = (async () => {
      if (cache.has(key)) return cache.get(key);
      const t0 = performance.now();
      let stats = null;
      while (!stats) {
        await waitIfPaused();
        if (cancelled) return null;
        const t = performance.now();
        const r = await background('seqstep', [family, n, units]);
        job.steps++;
        if (cancelled) return null;
        const dt = Math.max(1, performance.now() - t);
        if (r.done) stats = r.stats;
        else {
          units = Math.round(Math.min(UNITS[1], Math.max(UNITS[0], units * Math.min(4, Math.max(0.5, STEP_MS / dt)))));
          if (r.checked != null) onProgress({ phase: 'checking', done: Math.max(0, r.checked), total: r.known });
          else onProgress({ phase: 'values', done: r.known, total: n });
        }
      }
      const store = valueStore(n);
      for (let from = 0; from <= n; from += CHUNK) {
        await waitIfPaused();
        if (cancelled) return null;
        const to = Math.min(n, from + CHUNK - 1);
        putValues(store, from, await background('seqvalues', [family, n, from, to]));
        onProgress({ phase: 'reading', done: to, total: n });
      }
      job.ms = performance.now() - t0;
      const seq = { ...stats, values: store.values, ms: job.ms };
      cache.set(key, seq);
      return seq;
    })();
    return job;
  }

  return { start, cached: (family, n) => cache.get(`${family}:${n}`) ?? null, cache };
}

/** The first size where two value lists differ (up to the shorter one's
 *  end), or -1 when they agree there. Looked at a slice at a time, yielding
 *  to the page between slices (10^8 values are no single task). */
export async function firstDifference(a, b, slice = 1 << 22) {
  const n = Math.min(a.length, b.length);
  for (let s = 0; s < n; s += slice) {
    for (let i = s, e = Math.min(n, s + slice); i < e; i++) if (a[i] !== b[i]) return i;
    if (s + slice < n) await new Promise((r) => setTimeout(r, 0));
  }
  return -1;
}
