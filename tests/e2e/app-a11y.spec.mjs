// app-a11y.spec.mjs — keyboard and screen-reader use of the page: focus stays
// on the board across redraws and the computer's reply, the computer's moves
// are announced, and axe-core (injected from node_modules) finds no serious
// or critical problem in the page's main states — edit, play, game over,
// every teaching tab, the classroom lesson and quiz, a phone width.

import { createRequire } from 'node:module';
import { test, expect } from './fixtures.mjs';
import { openAt, settle } from './app-helpers.mjs';
import { openTab, idle } from './teach-lib.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// Rules the page once broke (names that did not match labels, faint text,
// content outside landmarks, skipped heading levels, a second banner, empty
// table headings): none of them may come back, whatever their impact.
const KNOWN = ['label-content-name-mismatch', 'color-contrast', 'region', 'heading-order',
  'landmark-no-duplicate-banner', 'landmark-unique', 'empty-table-header', 'aria-allowed-role'];

/** axe-core's violations in the page now: the serious and critical ones,
 *  and any of the KNOWN rules. */
async function audit(page, what) {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const r = await globalThis.axe.run(document, { rules: { 'label-content-name-mismatch': { enabled: true } } });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}: ${n.failureSummary.split('\n').slice(1, 2).join('')}`) }));
  });
  const bad = found.filter((v) => v.impact === 'serious' || v.impact === 'critical' || KNOWN.includes(v.id));
  expect(bad, `${what}: accessibility problems`).toEqual([]);
}

/** The game-over position of Nim one heap from the end, in play mode. */
async function play(page, text) {
  await openAt(page, text);
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play');
  await settle(page);
}

test('play by keyboard: the focus stays on the board after Enter and the computer\'s reply, which is announced', async ({ page }) => {
  await play(page, 'nim:3,4,5');
  const heap3 = page.locator('.comp[data-comp="3"] [data-act="stone"][data-n="5"]');
  await heap3.focus();
  await page.keyboard.press('Enter'); // take the top stone of heap 3: 3, 4, 4
  await settle(page);
  // The computer answered (nim-sum of 3, 4, 4 is 3: only heap 1 can drop to 3 ⊕ 3 = 0).
  await expect(page.locator('#history li')).toHaveCount(2);
  const focus = () => page.evaluate(() => {
    const el = document.activeElement;
    return { inBoards: document.getElementById('boards').contains(el), comp: el.closest('.comp')?.dataset.comp, n: el.dataset.n ?? null };
  });
  // (the board is drawn again after the reply; the focus follows it there)
  await expect.poll(focus, { message: 'the nearest stone of the same heap' }).toEqual({ inBoards: true, comp: '3', n: '4' });
  await expect(page.locator('#announce')).toContainText('The computer played heap 1: take 3 (3 → 0)');
  // The keyboard goes on from there: Enter again makes the next move.
  await page.keyboard.press('Enter');
  await settle(page);
  await expect(page.locator('#history li')).toHaveCount(4);
  expect((await focus()).inBoards).toBe(true);
  // Arrow keys still walk the board.
  await page.keyboard.press('ArrowDown');
  expect((await focus()).inBoards).toBe(true);
});

test('play by keyboard on a slow machine: the computer\'s reply, drawn before the keyboard\'s place came back, keeps it', async ({ page }) => {
  // a processor twenty times slower: each draw of these boards takes several
  // frames, so the reply's draw comes while the move's draw is still putting
  // the keyboard back
  const rest = Array.from({ length: 40 }, (_, i) => 12 + (i % 7)).join(',');
  await play(page, `nim:3,4,5,${rest}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  const heap3 = page.locator('.comp[data-comp="3"] [data-act="stone"][data-n="5"]');
  await heap3.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#history li')).toHaveCount(2);
  await settle(page);
  await expect.poll(() => page.evaluate(() => {
    const el = document.activeElement;
    return { inBoards: document.getElementById('boards').contains(el), comp: el.closest('.comp')?.dataset.comp };
  }), { message: 'the keyboard on the same heap' }).toEqual({ inBoards: true, comp: '3' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

for (const width of [1280, 375]) { // one test per width
  test(`axe: edit, play and game over, ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openAt(page, 'nim:3,4,5+checkers:..o.o+treblecross:..X......');
    await audit(page, `edit ${width}`);
    await page.evaluate(() => globalThis.grundy.delay.ms = 0);
    await page.click('#mode-play');
    await settle(page);
    await page.click('#hint');
    await settle(page);
    await audit(page, `play ${width}`);
    await play(page, 'nim:1');
    await page.locator('.comp [data-act="stone"][data-n="1"]').click();
    await settle(page);
    await expect(page.locator('#status')).toContainText('Game over');
    await audit(page, `game over ${width}`);
  });
}

test('axe: a graph with cycles — each node\'s visible value (∞(0,1) …) is part of its name', async ({ page }) => {
  await openAt(page, 'graph(a>b,b>c,c>a/d,d>e):c,d+graph(a>b/c/f,b>c/d,c>d/e,d>e,f>e):a');
  const loopy = await page.locator('#boards .gr-n.loopy').count();
  expect(loopy, 'nodes of value ∞ are drawn').toBeGreaterThan(2);
  await audit(page, 'graph edit');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play');
  await settle(page);
  await audit(page, 'graph play');
});

for (const tabs of [['mex', 'graph', 'sequence'], ['why', 'export', 'exercises']]) {
  test(`axe: the teaching tabs ${tabs.join(', ')}`, async ({ page }) => {
    await openAt(page, 'nim:3,4,5+checkers:..o.o+treblecross:..X......');
    await page.waitForSelector('#teach[data-ready]');
    for (const tab of tabs) {
      await openTab(page, tab);
      await idle(page);
      if (tab === 'graph') await expect(page.locator('#teach-graph .node').first()).toBeVisible();
      if (tab === 'sequence') await expect(page.locator('#teach-sequence table')).toBeVisible();
      if (tab === 'mex') await expect(page.locator('#teach-mex table')).toBeVisible();
      if (tab === 'exercises') await expect(page.locator('#teach-exercises .teach-exercises a').first()).toBeVisible();
      await audit(page, `teach: ${tab}`);
    }
  });
}

test('axe: the classroom tab, its lesson and the quiz', async ({ page }) => {
  await openAt(page, 'nim:3,4,5+checkers:..o.o+treblecross:..X......');
  await page.waitForSelector('#teach[data-ready]');
  await openTab(page, 'classroom');
  await audit(page, 'teach: classroom tab');
  await page.click('#teach-classroom >> text=Start classroom mode');
  await page.locator('.teach-next').click();
  await audit(page, 'classroom lesson');
  await page.locator('.teach-stage button', { hasText: /^Quiz$/ }).click();
  await expect(page.locator('.teach-answer').first()).toBeVisible();
  await audit(page, 'classroom quiz');
  await page.locator('.teach-answer').first().click();
  await expect(page.locator('.teach-quiz-feedback')).toBeVisible();
  await audit(page, 'classroom quiz answered');
});

test('axe: the boxes that scroll (a typed rule\'s values, the "why" pictures and tables, the quotient\'s tables) are reached by the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 }); // narrow: the wide pictures and tables scroll
  await openAt(page, 'ruleset(take k: pow2(k)):10+checkers:o...oo.....o.................o+corners:TTTTTTTTTTTTTT/THTHTTHTTTTTTH/TTHTTTTHTTHTTT/HTTTHTTTTTTTHT');
  await expect(page.locator('.rule-values').first()).toBeVisible();
  await page.waitForSelector('#teach[data-ready]');
  await openTab(page, 'why');
  await expect(page.locator('#teach-why .teach-diagram-box').first()).toBeVisible();
  const scrolls = await page.locator('#teach-why .teach-diagram-box').evaluateAll((bs) => bs.filter((b) => b.scrollWidth > b.clientWidth).length);
  expect(scrolls, 'some "why" boxes scroll at this width').toBeGreaterThan(0);
  await audit(page, 'a typed rule\'s values and the why view');
  // every box that scrolls can be scrolled from the keyboard: it takes the focus, and arrows move it
  const wide = await page.locator('#teach-why .teach-diagram-box').evaluateAll((bs) => bs.findIndex((b) => b.scrollWidth > b.clientWidth));
  const box = page.locator('#teach-why .teach-diagram-box').nth(wide);
  await box.focus();
  expect(await box.evaluate((b) => document.activeElement === b)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((b) => b.scrollLeft)).toBeGreaterThan(0);
  await openAt(page, 'octal(0.77):ooooooo;misere', '&teach=quotient&quot=0.77');
  await page.waitForSelector('#teach[data-ready]');
  await expect(page.locator('#teach-quotient .teach-diagram-box').first()).toBeVisible({ timeout: 30_000 });
  await audit(page, 'the misère quotient tab');
});
