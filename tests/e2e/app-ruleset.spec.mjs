// app-ruleset.spec.mjs — "Your own rule" in the page: a newcomer picks it and
// sees the first 1,000 values and the pattern; a rule typed in its field is
// refused at the character that is wrong, and a good one becomes the game;
// Fibonacci Nim played to the end against the
// computer by clicks; the tuple board's clicks; the teaching tools (mex,
// game graph, the explorer's pattern) on typed rules; screenshots at 375,
// 1280 and 1920 pixels. (app-games.spec.mjs checks every example's board,
// values and winning moves against the plain reference.)

import { mkdirSync } from 'node:fs';
import { test, expect } from './fixtures.mjs';
import { openAt, settle, expectMatchesEngine, urlText, shown, analyse } from './app-helpers.mjs';
import { openApp, openTab, SHOTS } from './teach-lib.mjs';
import { analyse as reference } from '../js/ref.mjs';

const panel = (page) => page.locator('#boards .rule-panel').first();
const card = (page, i = 1) => page.locator(`#boards .comp[data-comp="${i}"]`);

/** Waits for the rule panel's values and pattern; returns what it shows. */
async function panelShows(page) {
  await expect(panel(page)).toHaveAttribute('data-state', 'done');
  return {
    values: await panel(page).locator('.rule-values .rule-v').allTextContents(),
    summary: await panel(page).locator('.pattern-summary').textContent(),
    claims: await panel(page).locator('.pattern-claims li').allTextContents(),
  };
}

test('a newcomer picks "Your own rule" and sees 1,000 values and their pattern', async ({ page }) => {
  await page.goto('./');
  await settle(page);
  await page.selectOption('#game', 'ruleset');
  await settle(page);
  expect(urlText(page)).toBe('ruleset(take k: pow2(k)):10,7');
  const got = await panelShows(page);
  expect(got.values).toHaveLength(1001);
  // the published fact: taking a power of two gives n mod 3
  expect(got.values.map(Number)).toEqual(Array.from({ length: 1001 }, (_, n) => n % 3));
  expect(got.summary).toContain('SG(n) = n mod 3 for every 0 ≤ n ≤ 1000');
  expect(got.summary).toContain('observed, not proven');
  await expect(page.locator('#boards .rule-panel')).toHaveCount(1); // one panel per rule, not per heap
  await expectMatchesEngine(page); // (every example is checked so by app-games.spec.mjs)
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280, 1920]) { // the board and its panel fit, at three widths
    await page.setViewportSize({ width, height: 1000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const overflow = await panel(page).evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, `the panel fits at ${width} px`).toBeLessThanOrEqual(1);
    await card(page).screenshot({ path: `${SHOTS}/app-ruleset-${width}.png` });
  }
});

test('a rule typed in its field: refused at its character, then a new game', async ({ page }) => {
  await openAt(page, 'ruleset(take k: pow2(k)):10');
  const input = panel(page).locator('.rule-input');
  await input.fill('take k: j<3');
  await expect(panel(page).locator('.rule-error')).toContainText('At character 9 of the rule: unknown name "j"');
  await expect(panel(page).locator('.rule-caret')).toHaveText('take k: j<3\n        ^');
  await settle(page);
  expect(urlText(page), 'a refused rule changes nothing').toBe('ruleset(take k: pow2(k)):10');
  await expect(input, 'the typing is kept to fix').toHaveValue('take k: j<3');
  await input.fill('take k in 1 .. n/2');
  await input.press('Enter');
  await settle(page);
  await expect(panel(page).locator('.rule-error')).toBeEmpty();
  expect(urlText(page)).toBe('ruleset(take k in 1..n/2):10');
  const got = await panelShows(page);
  const v = got.values.map(Number);
  for (let n = 0; n <= 1000; n++) expect(v[n], `SG(${n})`).toBe(n % 2 ? v[(n - 1) / 2] : n / 2); // SG(2m) = m, SG(2m+1) = SG(m)
  expect(got.summary).toContain('SG(2m) = m and SG(2m+1) = SG(m)');
  await expectMatchesEngine(page);
});

test('Fibonacci Nim against the computer, by clicks, won from 10; a tuple by clicks', async ({ page }) => {
  await openAt(page, 'ruleset(take k: k<=2*last or last=0 and k<n):10', '&mode=play&vs=computer&cpu=2');
  for (let turn = 0; turn < 20; turn++) {
    const text = await page.evaluate(() => globalThis.grundy.position());
    if (/@2/.test(text)) { await settle(page); continue; } // the computer's turn
    const ref = reference(text);
    if (ref.moves.length === 0) break;
    expect(ref.winning.length, `${text}: a winning move exists`).toBeGreaterThan(0);
    const [, to] = ref.winning[0].split('>'); // "1:10>8~2": take what leaves 8
    const left = Number(to.split('~')[0]);
    await card(page).locator(`[data-act="stone"][data-n="${left + 1}"]`).click();
    await settle(page);
  }
  await expect(page.locator('#status')).toContainText(/Game over: You \(player 1\) win/);
  // a tuple: a click takes from one heap, Shift+click as many from every heap
  await openAt(page, 'ruleset(take k or take k from all):3/5', '&mode=play&vs=human');
  await card(page).locator('[data-act="stone"][data-s="2"][data-n="3"]').click();
  await settle(page);
  expect(urlText(page)).toBe('ruleset(take k or take k from all):3/2@2');
  await card(page).locator('[data-act="stone"][data-s="1"][data-n="2"]').click({ modifiers: ['Shift'] });
  await settle(page);
  expect(urlText(page)).toBe('ruleset(take k or take k from all):1/0');
});

test('sums with other games, and misère play where it is known', async ({ page }) => {
  await openAt(page, 'nim:3+ruleset(split a+b: a<b):9,6');
  let { s } = await expectMatchesEngine(page);
  expect(s.sgs).toEqual(['3', '1', '1']); // Grundy's game: SG(9) = SG(6) = 1
  expect(s.nimsum).toBe('3');
  // misère play: the page says what the engine knows (a verdict and its
  // winning moves, or why there is none), and marks nothing it does not
  await openAt(page, 'ruleset(take k: k<=3):6;misere');
  const a = await analyse(page, 'ruleset(take k: k<=3):6;misere');
  s = await shown(page);
  expect(s.marks).toEqual([...a.winning].sort());
  if (a.verdict === null) await expect(page.locator('#analysis')).toContainText(a.why);
});

test('teaching tools on a typed rule: the mex table, the game graph and the explorer\'s pattern', async ({ page }) => {
  await openApp(page, 'ruleset(split a+b: a<b):7');
  await openTab(page, 'mex');
  await expect(page.locator('#teach-mex')).toContainText('mex');
  await expect(page.locator('#teach-mex')).toContainText('split 7 into 1 and 6');
  await openTab(page, 'graph');
  await page.fill('#teach-graph input[name=component]', 'ruleset(split a+b: a<b):7');
  await page.click('#teach-graph button[type=submit]');
  await expect(page.locator('#teach-graph')).toHaveAttribute('data-state', 'drawn');
  const nodes = await page.locator('#teach-graph .node').evaluateAll((els) => els.map((e) => e.dataset.text));
  expect(nodes).toContain('ruleset(split a+b: a<b):7');
  expect(nodes).toContain('ruleset(split a+b: a<b):1,2,4');
  await openTab(page, 'sequence');
  await page.selectOption('#teach-sequence select[name=family]', 'ruleset');
  await page.fill('#teach-sequence input[name=rule]', 'take d: d|n, d<n');
  await page.fill('#teach-sequence input[name=n]', '300');
  await page.click('#teach-sequence button[type=submit]');
  await expect(page.locator('#teach-sequence')).toHaveAttribute('data-pattern', 'done');
  await expect(page.locator('#teach-sequence .pattern-summary')).toContainText('SG(n) = v2(n), the 2-adic valuation');
});
