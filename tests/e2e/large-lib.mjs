// large-lib.mjs — shared by the specs of large positions and inputs: a
// seeded generator for the same positions every run, and the check that
// nothing blocked the page while something ran.

import { test, expect } from './fixtures.mjs';
import { openAt } from './app-helpers.mjs';
import { LIMIT_MS, tasksOf } from './trace-lib.mjs';

export const FREEZE = 2000; // ms by the clock: a freeze, however busy the machine

/** A seeded generator (mulberry32): the same positions every run. */
export function rng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = (r, n) => Math.floor(r() * n);

export const xor = (vals) => vals.reduce((a, b) => a ^ b, 0);

/**
 * Runs fn while recording the page's main-thread tasks, and checks that none
 * blocked the page: no task took more than LIMIT_MS (200) ms of the main thread's
 * time. Tasks are read from Chromium's trace (trace-lib.mjs: the page's
 * renderer main thread; workers are apart): their thread time is what the
 * page itself spent, which a busy test machine does not inflate the way it
 * inflates wall time. Long
 * tasks by wall time (PerformanceObserver 'longtask') are checked too, with
 * room for a loaded machine, so that a freeze of seconds fails however busy.
 */
const watched = new WeakSet();
function observe() {
  if (window.__longTasks) return;
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
  }).observe({ type: 'longtask', buffered: true });
}
export async function noLongTask(page, what, fn) {
  const browser = page.context().browser();
  if (!watched.has(page)) { // every document the page loads, from its start
    watched.add(page);
    await page.addInitScript(observe);
  }
  await page.evaluate(observe); // and the one it shows now
  await page.evaluate(() => { window.__longTasks.length = 0; });
  const [t] = await tasksOf(browser, page, [[what, fn]], false);
  const cpu = Math.round(t.cpu);
  const wall = await page.evaluate(() => Math.max(0, ...(window.__longTasks ?? [])));
  test.info().annotations.push({ type: 'main thread', description: `${what}: longest task ${cpu} ms of thread time, ${wall} ms of wall time` });
  expect(cpu, `${what}: the longest main-thread task (ms of the thread's time)`).toBeLessThanOrEqual(LIMIT_MS);
  expect(wall, `${what}: the longest task by the clock (ms), with room for a busy machine`).toBeLessThanOrEqual(FREEZE);
}

/** Opens a link on a fresh load; nothing may block the page meanwhile. */
export async function openQuick(page, text, what) {
  await noLongTask(page, what, () => openAt(page, encodeURIComponent(text)));
}

