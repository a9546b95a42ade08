// fixtures.mjs — every spec imports `test` and `expect` from here: the page
// fixture fails the test on any console error or uncaught page error (from
// the page or its workers), listed with where they came from. The page's
// own random choices (the quiz's questions, a random position) come from a
// seeded generator, one seed per test: a failure prints it, and
// GRUNDY_SEED=N replays the run's choices.
//
//   import { test, expect, engineIn } from './fixtures.mjs';

import { test as base, expect } from '@playwright/test';

const DEFAULT_VIEWPORT = { width: 1280, height: 720 }; // Playwright's
const DEFAULT_LOCALE = 'en-US'; // the browser's languages (the page's language follows them)

let started = 0; // when the running test began (this worker runs one at a time)

/** The run's seed (GRUNDY_SEED=N replays it), named in a failure. */
export const SEED = Number(process.env.GRUNDY_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** A test's own seed: the run's with the test's title (FNV-1a), so a test's
 *  choices do not depend on the tests run before it in its worker. */
function seedOf(testInfo) {
  let h = 2166136261 ^ SEED;
  for (const ch of testInfo.titlePath.join(' › ')) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Run in the page (an init script, and at once in a page already loaded):
 *  Math.random from a seeded generator (mulberry32). */
const SEEDED_RANDOM = (seed) => {
  let a = seed | 0;
  Math.random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Seeds the page's Math.random for this test, on every load of it (the
 *  last seed added wins: a kept page gets one per test) and in the document
 *  already there; a failure prints how to replay it. */
async function seedPage(page, testInfo) {
  const seed = seedOf(testInfo);
  await page.addInitScript(SEEDED_RANDOM, seed);
  await page.evaluate(SEEDED_RANDOM, seed).catch(() => {}); // (a page closing or navigating gets the init script)
}
const replay = (testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`the page's random choices: run seed ${SEED} (GRUNDY_SEED=${SEED} replays them)`);
};

export const test = base.extend({
  // (auto) the running test's start, for settled()'s own limit
  started: [async ({}, use) => { started = Date.now(); await use(started); }, { auto: true }],
  // One browser context per worker, kept across tests and files: each test
  // gets a fresh page in it, and the browser's cache of the page's files
  // (and of the compiled wasm) stays warm, so a test starts in a fraction
  // of the time a new context takes. The page keeps nothing between loads
  // (no storage, no cookies); pages a test opens are closed after it, and
  // permissions it grants are taken back. A test that changes the browser's
  // options with test.use() (a phone with touch, service workers allowed)
  // gets a context of its own.
  sharedContext: [async ({ browser }, use, workerInfo) => {
    const u = workerInfo.project.use;
    const ctx = await browser.newContext({ baseURL: u.baseURL, serviceWorkers: u.serviceWorkers, viewport: u.viewport ?? DEFAULT_VIEWPORT, locale: DEFAULT_LOCALE });
    await use(ctx);
    await ctx.close();
  }, { scope: 'worker' }],
  context: async ({ browser, sharedContext, baseURL, viewport, hasTouch, isMobile, serviceWorkers, locale }, use, testInfo) => {
    const u = testInfo.project.use, v = u.viewport ?? DEFAULT_VIEWPORT;
    const usual = !hasTouch && !isMobile && serviceWorkers === u.serviceWorkers && viewport?.width === v.width && viewport?.height === v.height && (locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE;
    if (usual) {
      const before = new Set(sharedContext.pages());
      await use(sharedContext);
      for (const p of sharedContext.pages()) if (!before.has(p)) await p.close();
      await sharedContext.clearPermissions();
      return;
    }
    const ctx = await browser.newContext({ baseURL, viewport, hasTouch, isMobile, serviceWorkers, locale: locale ?? DEFAULT_LOCALE });
    await use(ctx);
    await ctx.close();
  },
  // One page per worker kept loaded from one test to the next, for a file
  // whose tests open their positions in the page already loaded (goTo in
  // app-helpers.mjs: the page reads a new address as a reader's edit)
  // instead of a new page and a fresh load each: `shared` instead of `page`.
  // Its size is the usual one at each test's start. Errors it logs fail the
  // test during which they came, as with `page`.
  sharedPage: [async ({ sharedContext }, use) => {
    const page = await sharedContext.newPage();
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()} (${m.location().url || 'no url'})`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.stack || e.message}`));
    await use({ page, problems });
    await page.close();
  }, { scope: 'worker' }],
  shared: async ({ sharedPage }, use, testInfo) => {
    sharedPage.problems.length = 0;
    await seedPage(sharedPage.page, testInfo);
    await use(sharedPage.page);
    replay(testInfo);
    const v = sharedPage.page.viewportSize();
    if (v.width !== DEFAULT_VIEWPORT.width || v.height !== DEFAULT_VIEWPORT.height) await sharedPage.page.setViewportSize(DEFAULT_VIEWPORT); // for the next test
    expect(sharedPage.problems.splice(0), 'the page logged errors').toEqual([]);
  },
  page: async ({ page }, use, testInfo) => {
    await seedPage(page, testInfo);
    const problems = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()} (${m.location().url || 'no url'})`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.stack || e.message}`));
    await use(page);
    replay(testInfo);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect };

/** Runs fn(engine) in the page with web/engine/engine.js imported (relative
 *  to the page, so the sub-path is honoured); returns its (serialisable)
 *  result. fn is a function source evaluated in the page. */
export async function engineIn(page, fn, arg) {
  return page.evaluate(async ([src, a]) => {
    const engine = await import(new URL('engine/engine.js', document.baseURI).href);
    await engine.load();
    return (0, eval)(`(${src})`)(engine, a);
  }, [fn.toString(), arg]);
}

/** Waits until the page is idle: loaded, no change under way, nothing left
 *  to draw (globalThis.grundy.idle()). It gives up a little before the test
 *  would, and then says what the page was still waiting for
 *  (globalThis.grundy.waiting()), so a page that never settles is named,
 *  not only timed out. */
export async function settled(page) {
  const left = base.info().timeout === 0 ? 3_600_000 : base.info().timeout - (Date.now() - started);
  try {
    await page.waitForFunction(() => globalThis.grundy?.idle?.(), null, { timeout: Math.max(1_000, left - 5_000) });
  } catch (e) {
    if (!/Timeout/.test(e.message)) throw e;
    const why = await page.evaluate(() => ({ waiting: globalThis.grundy?.waiting?.() ?? ['the page not loaded'], at: location.hash.slice(0, 200), shown: globalThis.grundy?.position?.(), seen: document.visibilityState })).catch(() => null);
    throw new Error(`the page did not settle: ${why ? `waiting for ${why.waiting.join(', ')}; address ${why.at}; board ${why.shown}; the page ${why.seen}` : 'it could not be asked why'}`);
  }
}
