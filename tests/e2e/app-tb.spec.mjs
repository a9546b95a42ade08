// app-tb.spec.mjs — take-and-break heaps in the page: the winning moves
// marked on the board are those a plain mex of our own finds (tbmex.mjs);
// editing by click and by the code and size fields; a split made on the
// board (a click on the slot between two tokens) and a block taken by drag;
// a refusal shows the code's rule; a whole game against the computer won by
// playing the mex's winning moves on the board; the link round trip; huge
// heaps drawn with a break; screenshots at three widths.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, shown, urlText, showIn } from './app-helpers.mjs';
import { mexValues, winningMoves } from '../js/tbmex.mjs';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('../../build/screenshots/', import.meta.url));
const GRUNDY = { d: [4], mod: ['!'] };   // 4!.0: split a heap into two unequal heaps
const KAYLES = { d: [0, 7, 7], mod: [] }; // 0.77
const card = (page, i) => page.locator(`#boards .comp[data-comp="${i}"]`);
const tok = (page, i, n) => card(page, i).locator(`[data-act="tok"][data-n="${n}"]`);
const cut = (page, i, k) => card(page, i).locator(`[data-act="cut"][data-n="${k}"]`);
const heapsOf = (text) => text.replace(/@.*$/, '').slice(text.indexOf(':') + 1).split(',').map(Number);

/** The moves marked on the boards: brackets, cut bars and the listed chips. */
async function marked(page) {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll('#boards .comp')];
    const attr = (sel) => [...new Set(all.flatMap((c) => [...c.querySelectorAll(sel)].map((x) => x.dataset.move)))].sort();
    return { drawn: attr('.block-mark, .tb-cutmark'), chips: attr('[data-act="mv"]') };
  });
}

/** Makes move "i:h>a+b" on the board the way a user would. */
async function boardMove(page, move) {
  const i = Number(move.slice(0, move.indexOf(':')));
  const h = Number(move.slice(move.indexOf(':') + 1, move.indexOf('>')));
  const parts = move.slice(move.indexOf('>') + 1).split('+').map(Number).filter((x) => x > 0);
  const left = parts.reduce((a, x) => a + x, 0);
  if (left === h && parts.length === 2) await cut(page, i, parts[0]).click(); // a split: the slot after the first part
  else {
    const a = (parts[0] ?? 0) + 1, b = (parts[0] ?? 0) + h - left; // the block taken, after the first part
    await tok(page, i, a).click({ modifiers: ['Shift'] });
    await settle(page);
    await tok(page, i, b).click();
  }
  await settle(page);
}

test('the winning moves marked on the board are those a plain mex finds', async ({ page }) => {
  for (const [code, c] of [['4!.0', GRUNDY], ['0.77', KAYLES]]) {
    const heaps = [7, 12, 5];
    await showIn(page, `tb(${code}):${heaps.join(',')}`);
    const want = winningMoves(c, heaps, mexValues(c, 12));
    expect(want.length).toBeGreaterThan(0);
    const m = await marked(page);
    expect(m.chips).toEqual(want);
    expect(m.drawn.filter((x) => want.includes(x)).length).toBeGreaterThan(0);
    expect(m.drawn.every((x) => want.includes(x))).toBe(true);
    // SG of each heap as the mex says, and the words say "7 → 3 + 4"
    const s = await shown(page);
    const v = mexValues(c, 12);
    expect(s.sgs).toEqual(heaps.map((h) => String(v[h])));
    expect(s.listed).toEqual(want);
    for (const w of want) expect(s.words.some((t) => t.includes(w.slice(w.indexOf(':') + 1).replace('>', ' → ').replace(/\+/g, ' + ')))).toBe(true);
  }
  await expect(card(page, 1).locator('.game')).toHaveText('Kayles (0.77)');
});

test('editing: a click cuts the heap, the fields set the code and the size', async ({ page }) => {
  await openAt(page, 'tb(4!.0):7,12');
  await tok(page, 1, 5).click(); // the heap becomes 4
  await settle(page);
  expect((await shown(page)).text).toBe('tb(4!.0):4,12');
  await tok(page, 1, 5).click(); // the ghost token: 5
  await settle(page);
  expect((await shown(page)).text).toBe('tb(4!.0):5,12');
  const code = card(page, 1).locator('input[data-field="code"]');
  await code.fill('4.[3]');
  await code.press('Enter');
  await settle(page);
  expect((await shown(page)).text).toBe('tb(4.[3]):5,12');
  await expect(card(page, 1).locator('.game')).toHaveText("Lasker's Nim (4.[3])");
  await code.fill('0.8x');
  await code.press('Enter');
  await settle(page);
  await expect(page.locator('#message')).toContainText('A take-and-break code uses digits');
  expect(urlText(page)).toBe('tb(4.[3]):5,12');
});

test('editing: a size far past what is known of Grundy\'s game (no proven period) — refused before the work, with the heaps that fit', async ({ page }) => {
  await openAt(page, 'tb(4!.0):5,12');
  const size = card(page, 2).locator('input[data-field="size"]');
  await size.fill('1000000000000000000');
  await size.press('Enter');
  await settle(page); // (the worker judges the work from the table's first values, and refuses)
  await expect(page.locator('#message')).toContainText(/heap sizes up to about \d+ are valued within this bound/);
  expect((await shown(page)).text).toBe('tb(4!.0):5,12');
});

test('a split and a block on the board; a refusal gives the rule; huge heaps drawn with a break', async ({ page }) => {
  await openAt(page, 'tb(4!.0):7,12', '&mode=play&vs=human');
  await cut(page, 1, 3).click(); // 7 → 3 + 4
  await settle(page);
  expect((await shown(page)).text).toBe('tb(4!.0):3,4,12@2');
  await expect(page.locator('#history li').last()).toContainText('7 → 3 + 4');
  await tok(page, 3, 12).click(); // taking tokens is not a move of Grundy's game
  await settle(page);
  await expect(page.locator('#message')).toContainText('two unequal heaps');
  await cut(page, 1, 1).click(); // 3 → 1 + 2
  await settle(page);
  expect((await shown(page)).text).toBe('tb(4!.0):1,2,4,12');
  // Kayles: a block of two dragged out of the middle
  await openAt(page, 'tb(0.77):9', '&mode=play&vs=human');
  const a = await tok(page, 1, 4).boundingBox(), b = await tok(page, 1, 5).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
  await settle(page);
  expect((await shown(page)).text).toBe('tb(0.77):3,4@2');
  // a heap of 10^18 (take 1, 2 or 3): drawn with a break, exact numbers
  await openAt(page, 'tb(0.333):1000000000000000000');
  await expect(card(page, 1).locator('text.break')).toContainText('999999999999999980 more');
  await expect(tok(page, 1, '1000000000000000000')).toHaveCount(1);
  expect((await shown(page)).sgs).toEqual([String(10n ** 18n % 4n)]); // take 1–3: SG = n mod 4
});

test('a whole game against the computer, won with the mex\'s winning moves; the link round trip', async ({ page }) => {
  await openAt(page, 'tb(4!.0):8,12', '&mode=play&vs=computer&cpu=2');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  const v = mexValues(GRUNDY, 12);
  for (let turn = 0; turn < 30; turn++) {
    const text = (await shown(page)).text;
    if (await page.locator('#status.over').count()) break;
    const heaps = heapsOf(text);
    const win = winningMoves(GRUNDY, heaps, v);
    expect(win.length, `a winning move in ${text}`).toBeGreaterThan(0);
    await boardMove(page, win[0]);
    await page.waitForFunction(() => ['you', 'over'].includes(document.querySelector('#play').dataset.phase));
    await settle(page);
  }
  await expect(page.locator('#status')).toContainText('You (player 1) win');
  const link = page.url();
  const text = (await shown(page)).text;
  await page.goto('about:blank');
  await page.goto(link);
  await settle(page);
  expect((await shown(page)).text).toBe(text);
  expect(await page.locator('#history li').count()).toBeGreaterThan(1);
});

test('screenshots at 375, 1280 and 1920 px', async ({ page }) => {
  for (const width of [375, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await openAt(page, 'tb(4!.0):7,12+tb(0.16):1000000,5');
    await page.screenshot({ path: `${DIR}tb-${width}.png`, fullPage: width !== 1920 });
  }
});
