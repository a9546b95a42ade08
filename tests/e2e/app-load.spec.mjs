// app-load.spec.mjs — what a cold load fetches. The page opens on the
// engine's first module (Nim only): the default position's first value is on
// screen before the whole engine is fetched, and everything fetched by then
// weighs at most 120 KiB after gzip. A link to another game, or a switch to
// one, is answered by the whole engine, with the same analysis of Nim. A link
// past the engine's text limit is refused on the first module's info.

import { test, expect } from './fixtures.mjs';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { ROOT } from '../js/gen.mjs';
import { settle, shown } from './app-helpers.mjs';

const KIB = 120;

/** A fresh context (an empty cache) and the page files it fetched, in all. */
async function cold(browser, baseURL) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.href.startsWith(baseURL)) fetched.push(u.pathname.slice(new URL(baseURL).pathname.length) || 'index.html');
  });
  return { context, page, fetched };
}

const gz = (f) => gzipSync(readFileSync(join(ROOT, 'web', f)), { level: 9 }).length;

test('the default position opens on the first module, within the first-load budget', async ({ browser, baseURL }) => {
  const { context, page, fetched } = await cold(browser, baseURL);
  try {
    await page.goto('./');
    await expect(page.locator('#nimsum')).toHaveText(String(3 ^ 4 ^ 5));
    // the page's own timeline: the files whose response ended before the mark
    const first = await page.evaluate((base) => {
      const at = performance.getEntriesByName('grundy:first-value')[0].startTime;
      const files = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= at).map((e) => e.name.slice(base.length));
      return ['index.html', ...new Set(files)];
    }, new URL('./', page.url()).href);
    expect(first).toContain('engine/grundy-first.wasm');
    expect(first, 'the whole engine waits').not.toContain('engine/grundy.wasm');
    const kib = first.reduce((s, f) => s + gz(f), 0) / 1024;
    expect(kib, `first load: ${first.join(' ')}`).toBeLessThanOrEqual(KIB);
    const nim = await shown(page);

    // Another game: the whole engine answers it, and Nim as before.
    await page.evaluate(() => globalThis.grundy.open('hackenbush:0-1.1-2+nim:3,4,5'));
    await settle(page);
    expect(fetched).toContain('engine/grundy.wasm');
    await expect(page.locator('#nimsum')).toHaveText(String(2 ^ 3 ^ 4 ^ 5));
    await page.evaluate(() => globalThis.grundy.open('nim:3,4,5'));
    await settle(page);
    expect(await shown(page)).toEqual(nim);
  } finally {
    await context.close();
  }
});

test('a link to another game is answered by the whole engine; the preloaded first module is used too (no warning)', async ({ browser, baseURL }) => {
  const { context, page, fetched } = await cold(browser, baseURL);
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning' && !/Service Worker registration blocked/.test(m.text())) warnings.push(m.text()); });
  try {
    await page.goto('./#hackenbush:0-1.1-2');
    await settle(page);
    await expect(page.locator('#nimsum')).toHaveText('2');
    expect(fetched).toContain('engine/grundy.wasm');
    // Chromium warns of a preloaded file left unused a few seconds after the load
    await page.waitForTimeout(4000);
    expect(warnings, 'no console warning (a preload never used)').toEqual([]);
  } finally {
    await context.close();
  }
});

test('a link past the engine\'s text limit is refused before the whole engine loads', async ({ browser, baseURL }) => {
  test.slow(); // a megabyte address
  const { context, page } = await cold(browser, baseURL);
  let release;
  const held = new Promise((ok) => { release = ok; });
  // the whole engine is held back: the refusal must not wait for it
  await page.route(/engine\/grundy\.wasm$/, async (route) => { await held; await route.continue(); });
  try {
    await page.goto(`./#ruler:${'H'.repeat(1_000_000)}`);
    await expect(page.locator('#message')).toContainText('the position text has 1000006 characters; the limit is 1000000', { timeout: 15000 });
    await expect(page.locator('#nimsum')).toHaveText(String(3 ^ 4 ^ 5)); // the default position, on the first module
    expect(await page.evaluate(() => performance.getEntriesByName('grundy:whole-engine').length), 'the whole engine is not in use yet').toBe(0);
  } finally {
    release();
    await context.close();
  }
});
