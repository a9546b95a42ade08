// teach-lib.mjs — helpers shared by the teach-*.spec.mjs files:
// open the page on a position, open a teaching tab, ask the native engine
// (the expectations always come from `build/grundy`, never from constants),
// and take the desktop/phone screenshots into build/screenshots/.

import { mkdirSync } from 'node:fs';
import { expect, settled, SEED } from './fixtures.mjs';
import { nativeCli, ROOT } from '../js/gen.mjs';

export const SHOTS = `${ROOT}build/screenshots`;
export const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

/** The native CLI's JSON answer (throws with its message on an error). */
export function cli(...args) {
  const r = nativeCli(args.map(String));
  if (r.ok === undefined) throw new Error(`grundy ${args.join(' ')}: ${r.message}`);
  return args[0] === 'analyze' || args[0] === 'sequence' ? JSON.parse(r.ok) : r.ok;
}

/** Opens the page on `position` and waits for the engine and the teaching panel. */
export async function openApp(page, position) {
  if (page.url() !== 'about:blank') await page.goto('about:blank'); // a fresh load, never a hash change
  await page.goto(position ? `./#${position}` : './');
  await page.waitForSelector('#teach[data-ready]');
  await idle(page);
}

/** Waits until the page has nothing pending (engine calls, redraws). */
export async function idle(page) {
  await settled(page);
}

export async function openTab(page, id) {
  await page.click(`#teach-tab-${id}`);
  await expect(page.locator(`#teach-${id}`)).toBeVisible();
}

/** Screenshots at desktop and phone widths: build/screenshots/teach-<name>-<size>.png.
 *  `prepare(size)` (optional) runs after each resize, before the picture. */
export async function shots(page, name, prepare, { full = true } = {}) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [size, vp] of Object.entries(SIZES)) {
    await page.setViewportSize(vp);
    if (prepare) await prepare(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: `${SHOTS}/teach-${name}-${size}.png`, fullPage: full });
  }
  await page.setViewportSize(SIZES.desktop);
}

/** Reads a Playwright download as text (or bytes with { binary: true }). */
export async function readDownload(download, { binary = false } = {}) {
  const { readFile } = await import('node:fs/promises');
  const buf = await readFile(await download.path());
  return binary ? buf : buf.toString('utf8');
}

/** The run's seed for random questions, named in a failure (GRUNDY_SEED=N replays it). */
export { SEED };

// Positions a seeded question once drew wrongly, asked every time.
const ONCE_WRONG = [
  ['hackenbush: a loop beside a near vertex', 'hackenbush:0-1.0-2.2-2.2-3.3-3'], // its number lay on vertex 1's
];

/** Every example of every game, and `k` questions of every game as the
 *  classroom's quiz makes them from `seed`: [name, position text] pairs, and
 *  the positions of ONCE_WRONG. */
export function examplesAndQuestions(page, seed = SEED, k = 2) {
  return page.evaluate(async ([seed, k, once]) => {
    await globalThis.grundy.loadAll();
    const { generate } = await import(new URL('teach/quizgen.js', document.baseURI).href);
    const r = () => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed / 2 ** 31; };
    return globalThis.grundy.BOARDS.flatMap((b) => [...b.examples.map(([label, text]) => [`${b.game}: ${label}`, text]),
      ...Array.from({ length: k }, (_, q) => [`${b.game}: quiz question ${q + 1}`, generate([b.game], r)])]).concat(once);
  }, [seed, k, ONCE_WRONG]);
}
