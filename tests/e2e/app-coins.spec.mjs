// app-coins.spec.mjs — Ruler, Turning Turtles and Mock Turtles in the page:
// the values shown and the winning moves drawn over the coins agree with the
// rules and the published values (ruler: the largest power of 2 dividing n;
// turtles: n; mock turtles: the odious numbers — all computed here, and the
// moves listed here from the rules); editing by click, drag, keyboard and
// the coins field; moves of one, two and three coins by clicks and drags;
// a game against the computer; the "why" view's numbers; links;
// screenshots at phone, desktop and projector widths.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, shown, expectMatchesEngine, urlText, clickMove, dragCells, analyse } from './app-helpers.mjs';
import { openTab } from './teach-lib.mjs';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';

const DIR = fileURLToPath(new URL('../../build/screenshots/', import.meta.url));

const ones = (n) => n.toString(2).split('').filter((b) => b === '1').length;
const ODIOUS = Array.from({ length: 400 }, (_, k) => k).filter((k) => ones(k) % 2 === 1);
/** The published value of a head on coin p (from 1). */
const VALUE = { ruler: (p) => p & -p, turtles: (p) => p, mockturtles: (p) => ODIOUS[p - 1] };

/** Every move of a row by the rules: [notation, coins turned]. */
function movesOf(game, row) {
  const out = [];
  for (let b = 1; b <= row.length; b++) {
    if (row[b - 1] !== 'H') continue;
    if (game === 'ruler') for (let a = b; a >= 1; a--) out.push([a === b ? `${b}` : `${a}-${b}`, Array.from({ length: b - a + 1 }, (_, k) => a + k)]);
    else {
      out.push([`${b}`, [b]]);
      for (let a = 1; a < b; a++) {
        out.push([`${a}.${b}`, [a, b]]);
        if (game === 'mockturtles') for (let a2 = a + 1; a2 < b; a2++) out.push([`${a}.${a2}.${b}`, [a, a2, b]]);
      }
    }
  }
  return out;
}
const worth = (game, row) => [...row].reduce((x, ch, i) => (ch === 'H' ? x ^ VALUE[game](i + 1) : x), 0);
const turn = (row, coins) => [...row].map((ch, i) => (coins.includes(i + 1) ? (ch === 'H' ? 'T' : 'H') : ch)).join('');

const GAMES = [
  { game: 'ruler', link: 'ruler:HHTHTHHT,TTTHTTTHTTTH', edit: 'ruler:HTHH' },
  { game: 'turtles', link: 'turtles:THTTHH,HTTHHTH', edit: 'turtles:HTHH' },
  { game: 'mockturtles', link: 'mockturtles:HTTHTH,TTHTHHT', edit: 'mockturtles:HTHH' },
];

const card = (page, i = 1) => page.locator(`#boards .comp[data-comp="${i}"]`);
const coin = (page, n, i = 1) => card(page, i).locator(`[data-act="cell"][data-n="${n}"]`);

for (const { game, link, edit } of GAMES) {
  test(`${game}: values by the published formula; winning moves drawn on the coins they turn`, async ({ page }) => {
    await openAt(page, link);
    const { a } = await expectMatchesEngine(page);
    const rows = a.components.map((c) => c.body);
    const values = rows.map((r) => worth(game, r));
    expect(a.components.map((c) => c.sg)).toEqual(values);
    const total = values.reduce((x, v) => x ^ v, 0);
    expect(total).not.toBe(0);
    for (const [k, row] of rows.entries()) {
      const win = movesOf(game, row).filter(([, coins]) => (total ^ values[k] ^ worth(game, turn(row, coins))) === 0);
      const drawn = await card(page, k + 1).evaluate((c) => ({
        marks: [...c.querySelectorAll('.turn-mark')].map((m) => m.dataset.move).sort(),
        take: [...c.querySelectorAll('[data-act="cell"]')].filter((x) => x.querySelector('rect.take')).map((x) => Number(x.dataset.n)),
        turn: [...c.querySelectorAll('[data-act="cell"]')].filter((x) => x.querySelector('rect.turn')).map((x) => Number(x.dataset.n)),
      }));
      expect(drawn.marks, `row ${k + 1}`).toEqual(win.map(([m]) => `${k + 1}:${m}`).sort());
      const take = new Set(win.map(([, coins]) => coins[coins.length - 1]));
      const others = new Set(win.flatMap(([, coins]) => coins.slice(0, -1)).filter((x) => !take.has(x)));
      expect(drawn.take).toEqual([...take].sort((x, y) => x - y));
      expect(drawn.turn).toEqual([...others].sort((x, y) => x - y));
    }
  });

  test(`${game}: editing by click, drag, keyboard and the coins field`, async ({ page }) => {
    await openAt(page, edit);
    await coin(page, 2).click();
    await settle(page);
    expect((await expectMatchesEngine(page)).s.text).toBe(`${game}:HHHH`);
    await dragCells(page, 1, 1, 3); // the first coin shows heads: the stretch turns to tails
    await settle(page);
    expect((await shown(page)).text).toBe(`${game}:TTTH`);
    await expect(coin(page, 1)).toHaveAttribute('tabindex', '0');
    await coin(page, 1).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await settle(page);
    expect((await expectMatchesEngine(page)).s.text).toBe(`${game}:THTH`);
    expect(await page.evaluate(() => document.activeElement.dataset.key)).toBe('c1-2');
    const field = card(page).locator('input[data-field="coins"]');
    await field.fill('6');
    await field.press('Enter');
    await settle(page);
    expect((await shown(page)).text).toBe(`${game}:THTHTT`);
    await field.fill('3');
    await field.press('Enter');
    await settle(page);
    expect((await expectMatchesEngine(page)).s.text).toBe(`${game}:THT`);
    expect(urlText(page)).toBe(`${game}:THT`);
    await field.fill('0');
    await field.press('Enter');
    await settle(page);
    await expect(page.locator('#message')).toContainText('The number of coins must be at least 1');
  });
}

test('moves of several coins: chosen coins go with the heads coin; drags; refusals in the rules\' words', async ({ page }) => {
  const play = async (text) => {
    await openAt(page, text, '&mode=play&vs=human&cpu=2');
    await settle(page);
  };
  const after = () => page.evaluate(() => globalThis.grundy.state.play.history.map((h) => h.move)).then((m) => m[m.length - 1]);
  await play('turtles:TTHTH');
  await coin(page, 1).click(); // tails: chosen
  await settle(page);
  await expect(page.locator('#message')).toContainText('Coin 1 chosen');
  await expect(coin(page, 1).locator('rect.picked')).toHaveCount(1);
  await coin(page, 5).click();
  await settle(page);
  expect(await after()).toBe('1:1.5');
  expect((await shown(page)).text).toBe('turtles:HTHTT@2');
  await coin(page, 2).click(); // two tails coins: the rightmost must show heads, says the engine
  await settle(page);
  await coin(page, 4).click();
  await settle(page);
  await expect(page.locator('#message')).toContainText('coin 4 shows tails');
  expect((await shown(page)).text).toBe('turtles:HTHTT@2');
  await coin(page, 3).click({ modifiers: ['Shift'] }); // a head chosen, not turned; then the tails coin left of it
  await settle(page);
  await coin(page, 2).click();
  await settle(page);
  expect(await after()).toBe('1:2.3');
  await play('ruler:TTHTH');
  await dragCells(page, 1, 5, 2); // a run 2-5
  await settle(page);
  expect(await after()).toBe('1:2-5');
  expect((await shown(page)).text).toBe('ruler:THTHT@2');
  await coin(page, 1).click(); // tails: one end of a run
  await settle(page);
  await coin(page, 3).click(); // a run ending on tails: the engine's reason
  await settle(page);
  await expect(page.locator('#message')).toContainText('coin 3 shows tails');
  await play('mockturtles:HTTHTH');
  await coin(page, 2).click();
  await settle(page);
  await coin(page, 3).click();
  await settle(page);
  await expect(page.locator('#message')).toContainText('Coins 2 and 3 chosen');
  await coin(page, 6).click();
  await settle(page);
  expect(await after()).toBe('1:2.3.6');
  expect((await shown(page)).text).toBe('mockturtles:HHHHTT@2');
  await coin(page, 4).click(); // a head alone
  await settle(page);
  expect(await after()).toBe('1:4');
});

test('a game of Mock Turtles against the computer, moving several coins by clicks', async ({ page }) => {
  const link = 'mockturtles:HTTHTHHTTH';
  await openAt(page, link);
  expect((await analyse(page, link)).verdict).toBe('N');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play');
  await settle(page);
  await page.check('#starts-b'); // the computer starts
  await settle(page);
  for (let k = 0; k < 100; k++) {
    const a = await page.evaluate(() => globalThis.grundy.analysis());
    if (a.over) break;
    const all = await analyse(page, a.position, false);
    const three = all.moves.filter((m) => m.move.split('.').length === 3);
    await clickMove(page, (three[three.length - 1] ?? all.moves[all.moves.length - 1]).move); // three coins when there are
  }
  const st = await page.evaluate(() => ({ ...globalThis.grundy.state.play }));
  expect(st.history[st.history.length - 1].player).toBe(st.cpu);
  expect(st.history.some((h) => h.player !== st.cpu && h.move.split('.').length === 3)).toBe(true);
  for (const h of st.history.filter((x) => x.player === st.cpu)) expect(worth('mockturtles', h.after.split(':')[1].replace(/@2$/, ''))).toBe(0);
  await expect(page.locator('#status')).toContainText(/Game over: The computer \(player \d\) wins/);
});

for (const { game, link } of GAMES) {
  test(`${game}: why — each head's value by the formula, the row the XOR of its heads`, async ({ page }) => {
    await openAt(page, link);
    await page.waitForSelector('#teach[data-ready]');
    const rows = (await shown(page)).text.split(':')[1].split(',');
    await openTab(page, 'why');
    const items = page.locator('#teach-why .teach-explain');
    for (const [k, row] of rows.entries()) {
      const item = items.nth(k);
      const labels = await item.locator('svg .t-label').allTextContents(); // the value under every coin
      expect(labels.map(Number)).toEqual([...row].map((_, i) => VALUE[game](i + 1)));
      const heads = [...row].map((ch, i) => [ch, i + 1]).filter(([ch]) => ch === 'H').map(([, p]) => p);
      const hv = heads.map(VALUE[game]);
      const sg = hv.reduce((x, v) => x ^ v, 0);
      await expect(item.locator('svg .t-label.odd')).toHaveCount(heads.length);
      await expect(item).toContainText(`Heads on coins ${heads.join(', ')}: worth ${hv.join(', ')} → SG = ${hv.join(' ⊕ ')} = ${sg}.`);
      await expect(item.locator('h3')).toContainText(`SG ${sg}`);
      if (game === 'ruler') await expect(item).toContainText('largest power of 2 dividing n');
      if (game === 'turtles') await expect(item).toContainText('mex{0, 1, …, n−1} = n');
      if (game === 'mockturtles') {
        await expect(item).toContainText('odious number');
        for (const [p, v] of heads.map((p) => [p, VALUE.mockturtles(p)])) await expect(item).toContainText(`coin ${p}: ${v} = ${v.toString(2)}₂ (${ones(v)} one`);
      }
    }
    await page.click('#teach-why .teach-overlay-btn'); // the same values over the page's own board
    await expect(card(page, 1).locator('.teach-overlay .t-label')).toHaveCount(rows[0].length);
  });
}

for (const [name, width, height] of [['phone', 375, 740], ['desktop', 1280, 900], ['projector', 1920, 1080]]) for (const { game, link } of GAMES) { // one test per width and game
  test(`screens: ${game} in edit, play and why, ${name} width (${width} px)`, async ({ page }) => {
    mkdirSync(DIR, { recursive: true });
    await page.setViewportSize({ width, height });
    {
      await openAt(page, link);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'no sideways scrolling').toBeLessThanOrEqual(0);
      const b = await coin(page, 1).boundingBox();
      expect(Math.min(b.width, b.height), 'coins big enough to tap').toBeGreaterThanOrEqual(24);
      await page.screenshot({ path: `${DIR}${name}-${game}-edit.png` });
      await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
      await page.click('#mode-play');
      await settle(page);
      await coin(page, 1, 2).click({ modifiers: ['Shift'] }); // a coin chosen, waiting for its heads coin
      await settle(page);
      await page.screenshot({ path: `${DIR}${name}-${game}-play.png` });
      await page.waitForSelector('#teach[data-ready]');
      await openTab(page, 'why');
      await page.click('#teach-why .teach-overlay-btn');
      await page.locator('#teach-why').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${DIR}${name}-${game}-why.png`, fullPage: true });
    }
  });
}
