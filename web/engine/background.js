// background.js — engine calls in a Web Worker (worker.js), so long ones
// (large sequences, big boards) never freeze the page.
//
//   const seq = await runInBackground('sequence', [family, 500000], {
//     onProgress: ({ done, total }) => …,   // sequences report growing steps
//     signal: controller.signal,            // abort: the worker is stopped
//     lane: 'views',                        // (default 'page') see below
//   });
//
// Methods and arguments are those of engine.js (analyze, play, canonical,
// cost, judge, sequence, grid, info; analyze also takes `lean`, see worker.js);
// results are the same plain values, errors the same EngineError.
// Each lane has a worker of its own, started on its first call: the calls
// of a lane run one after another, and never wait for another lane's. The
// page's analysis of its position is the 'page' lane, so a long job of the
// teaching panel or the judge panel (every move of a large board valued,
// a judge input of many cases) never holds it up.
// Cancelling terminates the lane's worker and rejects with an AbortError;
// calls of that lane still waiting are sent to a fresh worker.

import { EngineError } from './engine.js';

const workers = new Map(); // lane → its worker, started on demand
const jobs = new Map();    // id → { method, args, lane, resolve, reject, onProgress, signal, stop, worker }
let nextId = 1;

function start(lane) {
  const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  workers.set(lane, worker);
  worker.onmessage = ({ data }) => {
    const job = jobs.get(data.id);
    if (!job) return; // cancelled meanwhile
    if (data.progress) {
      job.onProgress?.(data.progress);
      return;
    }
    if (data.part) { // a long list of the result, a part at a time (worker.js: answer)
      job.parts ??= {};
      const list = (job.parts[data.part.key] ??= []);
      for (const x of data.part.items) list.push(x);
      return;
    }
    finish(data.id);
    if (data.error) job.reject(toError(data.error));
    else {
      for (const key of data.parts ?? []) data.result[key] = job.parts?.[key] ?? [];
      job.resolve(data.result);
    }
  };
  worker.onerror = (event) => { // the worker could not start or crashed
    event.preventDefault?.();
    stop(lane);
    for (const [id, job] of jobs) {
      if (job.worker !== worker) continue;
      finish(id);
      job.reject(new Error(`the engine worker failed: ${event.message || 'could not start'}`));
    }
  };
  return worker;
}

function toError({ name, status, message, msg = null, page = null }) {
  if (name === 'EngineError') return new EngineError(status, message, msg, page);
  const e = name === 'TypeError' ? new TypeError(message) : new Error(message);
  return e;
}

function post(id, job) {
  job.worker = workers.get(job.lane) ?? start(job.lane);
  job.worker.postMessage({ id, method: job.method, args: job.args });
}

function finish(id) {
  const job = jobs.get(id);
  jobs.delete(id);
  job?.signal?.removeEventListener('abort', job.stop);
}

function stop(lane) {
  workers.get(lane)?.terminate();
  workers.delete(lane);
}

function abortError(signal) {
  const r = signal.reason;
  if (r instanceof Error && r.name === 'AbortError') return r;
  return new DOMException('The engine call was cancelled.', 'AbortError');
}

/** Runs engine.<method>(...args) in the lane's worker; resolves with its result. */
export function runInBackground(method, args = [], { onProgress, signal, lane = 'page' } = {}) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const id = nextId++;
    const job = { method, args, lane, resolve, reject, onProgress, signal };
    job.stop = () => { // cancel: stop the lane's worker, resend its other calls
      if (!jobs.has(id)) return;
      finish(id);
      stop(lane);
      reject(abortError(signal));
      for (const [other, j] of jobs) if (j.lane === lane) post(other, j);
    };
    jobs.set(id, job);
    signal?.addEventListener('abort', job.stop, { once: true });
    post(id, job);
  });
}

/** runInBackground for one lane: (method, args, opts) → its promise. */
export const inLane = (lane) => (method, args, opts = {}) => runInBackground(method, args, { ...opts, lane });

/** Stops every lane's worker (each restarts on its next call); pending calls reject. */
export function stopBackground() {
  for (const lane of [...workers.keys()]) stop(lane);
  for (const [id, job] of jobs) {
    finish(id);
    job.reject(new DOMException('The engine worker was stopped.', 'AbortError'));
  }
}
