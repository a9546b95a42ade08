// background.js — engine calls in a Web Worker (worker.js), so long ones
// (large sequences, big boards) never freeze the page.
//
//   const seq = await runInBackground('sequence', [family, 500000], {
//     onProgress: ({ done, total }) => …,   // sequences report growing steps
//     signal: controller.signal,            // abort: the worker is stopped
//   });
//
// Methods and arguments are those of engine.js (analyze, play, canonical,
// cost, judge, sequence, grid, info; analyze also takes `lean`, see worker.js);
// results are the same plain values, errors the same EngineError.
// Cancelling terminates the worker and rejects with an AbortError; calls
// still waiting are sent to a fresh worker.

import { EngineError } from './engine.js';

let worker = null;      // the current worker, started on demand
const jobs = new Map(); // id → { method, args, resolve, reject, onProgress, signal, stop }
let nextId = 1;

function start() {
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
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
    const failed = worker;
    stop();
    for (const [id, job] of jobs) {
      if (job.worker !== failed) continue;
      finish(id);
      job.reject(new Error(`the engine worker failed: ${event.message || 'could not start'}`));
    }
  };
  return worker;
}

function toError({ name, status, message }) {
  if (name === 'EngineError') return new EngineError(status, message);
  const e = name === 'TypeError' ? new TypeError(message) : new Error(message);
  return e;
}

function post(id, job) {
  job.worker = worker ?? start();
  job.worker.postMessage({ id, method: job.method, args: job.args });
}

function finish(id) {
  const job = jobs.get(id);
  jobs.delete(id);
  job?.signal?.removeEventListener('abort', job.stop);
}

function stop() {
  worker?.terminate();
  worker = null;
}

function abortError(signal) {
  const r = signal.reason;
  if (r instanceof Error && r.name === 'AbortError') return r;
  return new DOMException('The engine call was cancelled.', 'AbortError');
}

/** Runs engine.<method>(...args) in the worker; resolves with its result. */
export function runInBackground(method, args = [], { onProgress, signal } = {}) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const id = nextId++;
    const job = { method, args, resolve, reject, onProgress, signal };
    job.stop = () => { // cancel: stop the worker, resend the others
      if (!jobs.has(id)) return;
      finish(id);
      stop();
      reject(abortError(signal));
      for (const [other, j] of jobs) post(other, j);
    };
    jobs.set(id, job);
    signal?.addEventListener('abort', job.stop, { once: true });
    post(id, job);
  });
}

/** Stops the worker (it restarts on the next call); pending calls reject. */
export function stopBackground() {
  stop();
  for (const [id, job] of jobs) {
    finish(id);
    job.reject(new DOMException('The engine worker was stopped.', 'AbortError'));
  }
}
