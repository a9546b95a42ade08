// app-corners.spec.mjs — Turning Corners in the page: the values shown and
// the winning rectangles drawn over the grid agree with nim-products computed
// here by their mex definition and with the moves listed here from the rules;
// editing by click, drag, keyboard (arrows by row and column) and the size
// fields; moves by two clicks and by a drag, refusals in the engine's words;
// a game against the computer; the "why" view's values over the coins and
// its nim-multiplication table; links; screenshots at phone, desktop and
// projector widths.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, shown, expectMatchesEngine, urlText, clickMove, analyse } from './app-helpers.mjs';
import { openTab } from './teach-lib.mjs';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';

const DIR = fileURLToPath(new URL('../../build/screenshots/', import.meta.url));

/** x ⊗ y by its definition: mex{a⊗b ⊕ a⊗y ⊕ x⊗b : a < x, b < y}. */
const NIM = [];
function nim(x, y) {
  NIM[x] ??= [];
  if (NIM[x][y] !== undefined) return NIM[x][y];
  const seen = new Set();
  for (let a = 0; a < x; a++) for (let b = 0; b < y; b++) seen.add(nim(a, b) ^ nim(a, y) ^ nim(x, b));
  let m = 0;
  while (seen.has(m)) m++;
  return (NIM[x][y] = m);
}

const gridOf = (body) => body.split('/').map((r) => [...r]);
const worth = (g) => g.reduce((x, row, r) => row.reduce((y, ch, c) => (ch === 'H' ? y ^ nim(r, c) : y), x), 0);
/** Every move by the rules: [a, b, x, y] with a < x, b < y and (x, y) heads. */
function movesOf(g) {
  const out = [];
  for (let x = 0; x < g.length; x++) for (let y = 0; y < g[0].length; y++) {
    if (g[x][y] !== 'H') continue;
    for (let a = 0; a < x; a++) for (let b = 0; b < y; b++) out.push([a, b, x, y]);
  }
  return out;
}
const turn = (g, [a, b, x, y]) => g.map((row, r) => row.map((ch, c) => ((r === a || r === x) && (c === b || c === y) ? (ch === 'H' ? 'T' : 'H') : ch)));

const card = (page, i = 1) => page.locator(`#boards .comp[data-comp="${i}"]`);
const coin = (page, r, c, cols, i = 1) => card(page, i).locator(`[data-act="cell"][data-n="${r * cols + c + 1}"]`);

test('the published nim-products, by the mex definition', () => {
  expect([nim(2, 2), nim(2, 3), nim(3, 3), nim(4, 4), nim(8, 8), nim(5, 7)]).toEqual([3, 1, 2, 6, 13, 13]);
});

for (const link of ['corners:TTTT/THTH/TTHT', 'corners:TTTTTT/THTTHT/TTHTTT/TTTHTT/THTTHT/TTTTTH', 'corners:TTT/THT/TTH,TTTTT/TTTTT/TTTTH']) { // one test per position
  test(`${link}: values are XORs of nim-products; winning rectangles are drawn on their four corners`, async ({ page }) => {
    await openAt(page, link);
    const { a } = await expectMatchesEngine(page);
    const grids = a.components.map((c) => gridOf(c.body));
    const values = grids.map(worth);
    expect(a.components.map((c) => c.sg), link).toEqual(values);
    const total = values.reduce((x, v) => x ^ v, 0);
    for (const [k, g] of grids.entries()) {
      const cols = g[0].length;
      const win = movesOf(g).filter((m) => (total ^ values[k] ^ worth(turn(g, m))) === 0);
      const drawn = await card(page, k + 1).evaluate((el) => ({
        frames: [...el.querySelectorAll('.rect-mark')].map((m) => m.dataset.move).sort(),
        take: [...el.querySelectorAll('[data-act="cell"]')].filter((x) => x.querySelector('rect.take')).map((x) => Number(x.dataset.n)),
        turn: [...el.querySelectorAll('[data-act="cell"]')].filter((x) => x.querySelector('rect.turn')).map((x) => Number(x.dataset.n)),
      }));
      expect(drawn.frames, link).toEqual(win.map(([a1, b, x, y]) => `${k + 1}:${a1}.${b}-${x}.${y}`).sort());
      const n = (r, c) => r * cols + c + 1;
      const take = new Set(win.map(([, , x, y]) => n(x, y)));
      const others = new Set(win.flatMap(([a1, b, x, y]) => [n(a1, b), n(a1, y), n(x, b)]).filter((x) => !take.has(x)));
      expect(drawn.take).toEqual([...take].sort((p, q) => p - q));
      // the other three corners of each rectangle are marked while there are few (many would cover the grid)
      expect(drawn.turn).toEqual(win.length <= 2 ? [...others].sort((p, q) => p - q) : []);
    }
  });
}

test('editing: click, drag a rectangle, arrows by row and column, the size fields', async ({ page }) => {
  await openAt(page, 'corners:TTT/TTT/TTT');
  await coin(page, 1, 2, 3).click();
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('corners:TTT/TTH/TTT');
  const a = await coin(page, 0, 0, 3).boundingBox(), b = await coin(page, 1, 1, 3).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
  await settle(page);
  expect((await shown(page)).text).toBe('corners:HHT/HHH/TTT');
  await coin(page, 0, 0, 3).focus();
  await page.keyboard.press('ArrowDown'); // (1, 0)
  await page.keyboard.press('ArrowDown'); // (2, 0)
  await page.keyboard.press('ArrowRight'); // (2, 1)
  await page.keyboard.press('Enter');
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('corners:HHT/HHH/THT');
  expect(await page.evaluate(() => document.activeElement.dataset.key)).toBe('c1-2-1');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press(' ');
  await settle(page);
  expect((await shown(page)).text).toBe('corners:HHT/HTH/THT');
  const cols = card(page).locator('input[data-field="cols"]');
  await cols.fill('4');
  await cols.press('Enter');
  await settle(page);
  expect((await shown(page)).text).toBe('corners:HHTT/HTHT/THTT');
  const rows = card(page).locator('input[data-field="rows"]');
  await rows.fill('2');
  await rows.press('Enter');
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('corners:HHTT/HTHT');
  expect(urlText(page)).toBe('corners:HHTT/HTHT');
  await rows.fill('33');
  await rows.press('Enter');
  await settle(page);
  await expect(page.locator('#message')).toContainText('The number of rows can be at most 32');
});

test('play: two corners or a drag make the move; a far corner showing tails is refused', async ({ page }) => {
  await openAt(page, 'corners:TTTT/THTH/TTHT', '&mode=play&vs=human&cpu=2');
  const last = () => page.evaluate(() => globalThis.grundy.state.play.history.map((h) => h.move).pop());
  await coin(page, 1, 1, 4).click();
  await settle(page);
  await expect(page.locator('#message')).toContainText('Coin (1, 1) chosen as one corner');
  await expect(coin(page, 1, 1, 4).locator('rect.picked')).toHaveCount(1);
  await coin(page, 0, 0, 4).click();
  await settle(page);
  expect(await last()).toBe('1:0.0-1.1');
  expect((await shown(page)).text).toBe('corners:HHTT/HTTH/TTHT@2');
  const a = await coin(page, 0, 1, 4).boundingBox(), b = await coin(page, 2, 2, 4).boundingBox(); // drag between opposite corners
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
  await settle(page);
  expect(await last()).toBe('1:0.1-2.2');
  await coin(page, 2, 3, 4).click(); // tails at the far corner: the engine says why
  await settle(page);
  await coin(page, 0, 0, 4).click();
  await settle(page);
  await expect(page.locator('#message')).toContainText('shows tails: the corner farthest from (0,0) must go from heads to tails');
  await coin(page, 1, 3, 4).click();
  await settle(page);
  await coin(page, 1, 0, 4).click(); // the same row: no rectangle
  await settle(page);
  await expect(page.locator('#message')).toContainText('different rows and different columns');
});

test('a game against the computer, corners clicked', async ({ page }) => {
  const link = 'corners:TTTTT/THTHT/TTHTH/THTTT';
  await openAt(page, link);
  expect((await analyse(page, link)).verdict).toBe('N');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play');
  await settle(page);
  await page.check('#starts-b');
  await settle(page);
  for (let k = 0; k < 100; k++) {
    const a = await page.evaluate(() => globalThis.grundy.analysis());
    if (a.over) break;
    const all = await analyse(page, a.position, false);
    await clickMove(page, all.moves[k % all.moves.length].move);
  }
  const st = await page.evaluate(() => ({ ...globalThis.grundy.state.play }));
  expect(st.history[st.history.length - 1].player).toBe(st.cpu);
  for (const h of st.history.filter((x) => x.player === st.cpu)) expect(worth(gridOf(h.after.split(':')[1].replace(/@2$/, '')))).toBe(0);
  await expect(page.locator('#status')).toContainText(/Game over: The computer \(player \d\) wins/);
});

test('why: each coin shows r ⊗ c, and the table is the nim-multiplication table with the heads marked', async ({ page }) => {
  const link = 'corners:TTTTT/THTTT/TTHTT/TTTTT/TTTTH';
  await openAt(page, link);
  await page.waitForSelector('#teach[data-ready]');
  await openTab(page, 'why');
  const g = gridOf(link.split(':')[1]);
  const item = page.locator('#teach-why .teach-explain').first();
  const syms = await item.locator('svg .t-sym').allTextContents(); // over every coin, row by row
  expect(syms.map(Number)).toEqual(g.flatMap((row, r) => row.map((_, c) => nim(r, c))));
  const heads = g.flatMap((row, r) => row.flatMap((ch, c) => (ch === 'H' ? [[r, c]] : [])));
  expect(await item.locator('svg .t-sym.nimh').allTextContents()).toEqual(heads.map(([r, c]) => String(nim(r, c))));
  const table = item.locator('table.teach-nimtable');
  const cells = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => [Number(td.textContent), td.classList.contains('head')])));
  expect(cells).toEqual(g.map((row, r) => row.map((ch, c) => [nim(r, c), ch === 'H'])));
  const hv = heads.map(([r, c]) => nim(r, c));
  const sg = hv.reduce((x, v) => x ^ v, 0);
  await expect(table.locator('tfoot')).toHaveText(`XOR of the heads: SG = ${hv.join(' ⊕ ')} = ${sg}`);
  await expect(item).toContainText(`2 ⊗ 2 = ${nim(2, 2)} and 4 ⊗ 4 = ${nim(4, 4)}`);
  await expect(item).toContainText(`so 2 ⊗ 2 = ${nim(2, 2)} (not 4)`);
  await expect(item).toContainText(`Heads on ${heads.map(([r, c]) => `(${r}, ${c})`).join(', ')}: worth ${hv.join(', ')} → SG = ${hv.join(' ⊕ ')} = ${sg}.`);
  await page.click('#teach-why .teach-overlay-btn'); // the values over the page's own grid
  await expect(card(page).locator('.teach-overlay .t-sym')).toHaveCount(g.length * g[0].length);
});

for (const [name, width, height] of [['phone', 375, 740], ['desktop', 1280, 900], ['projector', 1920, 1080]]) { // one test per width
  test(`screens: edit, play and why at ${name} width (${width} px)`, async ({ page }) => {
    mkdirSync(DIR, { recursive: true });
    const link = 'corners:TTTTTT/THTTHT/TTHTTT/TTTHTT/THTTHT/TTTTTH';
    {
      await page.setViewportSize({ width, height });
      await openAt(page, link);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'no sideways scrolling').toBeLessThanOrEqual(0);
      const b = await coin(page, 0, 0, 6).boundingBox();
      expect(Math.min(b.width, b.height), 'coins big enough to tap').toBeGreaterThanOrEqual(24);
      await page.screenshot({ path: `${DIR}${name}-corners-edit.png` });
      await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
      await page.click('#mode-play');
      await settle(page);
      await coin(page, 5, 5, 6).click();
      await settle(page);
      await page.screenshot({ path: `${DIR}${name}-corners-play.png` });
      await page.waitForSelector('#teach[data-ready]');
      await openTab(page, 'why');
      await page.locator('#teach-why').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${DIR}${name}-corners-why.png`, fullPage: true });
    }
  });
}
