// app-load.spec.mjs — what a cold load fetches. The page opens on the
// engine's first module (Nim only): the default position's first value is on
// screen before the whole engine is fetched, and everything fetched by then
// weighs at most 120 KiB after gzip — in English, and in Chinese (asked for
// by the link, or by the browser's language), whose words come with the
// page's first module and no other language's do. A link to another game, or
// a switch to one, is answered by the whole engine, with the same analysis of
// Nim. A link past the engine's text limit is refused on the first module's
// info.

import { test, expect } from './fixtures.mjs';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { ROOT } from '../js/gen.mjs';
import { settle, shown } from './app-helpers.mjs';
import { englishIn, seenText } from './lang-lib.mjs';

const KIB = 120;

/** A fresh context (an empty cache) and the page files it fetched, in all. */
async function cold(browser, baseURL, locale = 'en-US') {
  const context = await browser.newContext({ baseURL, locale });
  const page = await context.newPage();
  const fetched = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.href.startsWith(baseURL)) fetched.push(u.pathname.slice(new URL(baseURL).pathname.length) || 'index.html');
  });
  return { context, page, fetched };
}

const gz = (f) => gzipSync(readFileSync(join(ROOT, 'web', f)), { level: 9 }).length;

/** The files whose response ended before the first value was on screen
 *  (the page's own timeline), and their weight in KiB after gzip. */
async function firstLoad(page) {
  const files = await page.evaluate((base) => {
    const at = performance.getEntriesByName('grundy:first-value')[0].startTime;
    const done = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= at).map((e) => e.name.slice(base.length));
    return ['index.html', ...new Set(done)];
  }, new URL('./', page.url()).href);
  return { files, kib: files.reduce((s, f) => s + gz(f), 0) / 1024 };
}

test('the default position opens on the first module, within the first-load budget', async ({ browser, baseURL }, testInfo) => {
  const { context, page, fetched } = await cold(browser, baseURL);
  try {
    await page.goto('./');
    await expect(page.locator('#nimsum')).toHaveText(String(3 ^ 4 ^ 5));
    const { files: first, kib } = await firstLoad(page);
    expect(first).toContain('engine/grundy-first.wasm');
    expect(first, 'the whole engine waits').not.toContain('engine/grundy.wasm');
    expect(first.filter((f) => /(^|\/)zh\/|\.zh\.m?js$/.test(f)), 'no Chinese words in an English load').toEqual([]);
    testInfo.annotations.push({ type: 'first load (en)', description: `${kib.toFixed(1)} KiB gzip, ${first.length} files` });
    console.log(`first load (en): ${kib.toFixed(1)} KiB gzip, ${first.length} files`);
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

for (const [how, locale, path] of [['the link (lang=zh)', 'en-US', './#nim:3,4,5&lang=zh'], ['the browser\'s language (zh-CN)', 'zh-CN', './']]) {
  test(`in Chinese, asked for by ${how}: the first value within the same budget, with Chinese words only`, async ({ browser, baseURL }, testInfo) => {
    const { context, page } = await cold(browser, baseURL, locale);
    try {
      await page.goto(path);
      await expect(page.locator('#nimsum')).toHaveText(String(3 ^ 4 ^ 5));
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.locator('#mode-play')).toHaveText('对弈'); // the frame in Chinese
      const { files: first, kib } = await firstLoad(page);
      expect(first).toContain('engine/grundy-first.wasm');
      expect(first, 'the whole engine waits').not.toContain('engine/grundy.wasm');
      expect(first, 'the first view\'s Chinese words came first').toContain('i18n/zh/first.js');
      expect(first, 'the rest of the words come after the first value').not.toContain('i18n/zh/ui.js');
      expect(first.filter((f) => /(^|\/)en\/|\.en\.m?js$/.test(f)), 'no other language\'s words').toEqual([]);
      expect(first.filter((f) => /teach/.test(f)), 'the teaching tools\' words wait for them').toEqual([]);
      testInfo.annotations.push({ type: `first load (zh, ${locale})`, description: `${kib.toFixed(1)} KiB gzip, ${first.length} files` });
      console.log(`first load (zh, ${how}): ${kib.toFixed(1)} KiB gzip, ${first.length} files`);
      expect(kib, `first load: ${first.join(' ')}`).toBeLessThanOrEqual(KIB);
    } finally {
      await context.close();
    }
  });
}

test('in Chinese, the first view is whole with its own words: the rest of the words, held back, are not needed to say it', async ({ browser, baseURL }) => {
  const { context, page } = await cold(browser, baseURL, 'zh-CN');
  let release;
  const held = new Promise((ok) => { release = ok; });
  const rest = [];
  await page.route(/i18n\/zh\/(ui|engine|teach)\.js$/, async (route) => { rest.push(route.request().url()); await held; await route.continue(); });
  try {
    for (const path of ['./', './#nim:3,4,5', './#nim:3,4,5&lang=zh']) {
      await page.goto(path);
      await expect(page.locator('#nimsum')).not.toBeEmpty();
      const codes = await page.evaluate(() => globalThis.grundy.state.info.games.map((g) => g.name));
      const text = await seenText(page, 'header.top > :not(#langs), nav.toolbar, #textform, #boards, #analysis, #play, footer');
      expect(englishIn(text, codes).map((w) => `${w.word}: …${w.context}…`), `${path}: the first view, only its own words`).toEqual([]);
    }
    expect(rest.length, 'the rest of the words were asked for after the first value').toBeGreaterThan(0);
    release();
    // the rest in place: views beyond the first (another position, Play, misère) say their words too
    for (const path of ['./#nim:1,2,3;misere&mode=play&vs=human', './#nim:3,x']) {
      await page.goto(path);
      await settle(page);
      const codes = await page.evaluate(() => globalThis.grundy.state.info.games.map((g) => g.name));
      expect(englishIn(await seenText(page, '#message, #play, #analysis, #boards'), codes), path).toEqual([]);
    }
  } finally {
    release();
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
