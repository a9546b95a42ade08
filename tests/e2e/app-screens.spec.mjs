// app-screens.spec.mjs — screenshots of the page at desktop (1280), phone
// (375) and projector (1920) widths into build/screenshots/, for people to
// look at; the checks here are about layout: nothing wider than the screen,
// every board and control reachable, focus visible.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, clickMove } from './app-helpers.mjs';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('../../build/screenshots/', import.meta.url));
const row20 = (...cols) => { const c = Array(20).fill('.'); for (const p of cols) c[p - 1] = 'o'; return c.join(''); };
const SUM = `nim:3+sub(1-3):6+checkers:${row20(17, 19)}+northcott:.B...W..+treblecross:..........+staircase:2/0/3`;

const WIDTHS = [['desktop', 1280, 900], ['phone', 375, 740], ['projector', 1920, 1080]];

for (const [name, width, height] of WIDTHS) {
  test(`${name} (${width}px): the page fits and shows every game`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openAt(page, SUM);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    for (const el of await page.locator('#boards .comp').all()) { // every card fits
      const box = await el.boundingBox();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    // A board wider than its card scrolls inside the card, under its header (phones keep
    // tappable cells rather than shrinking a 20-cell row to fit).
    const boards = await page.locator('#boards svg.board').evaluateAll((svgs) => svgs.map((svg) => {
      const card = svg.closest('.comp'), scroller = svg.closest('.scroller'); // the board scrolls under the card's header
      const cell = svg.querySelector('rect.cell');
      return {
        fits: svg.getBoundingClientRect().right <= card.getBoundingClientRect().right + 1,
        scrolls: ['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX),
        cell: cell ? cell.getBoundingClientRect().width : null,
      };
    }));
    for (const b of boards) {
      expect(b.fits || b.scrolls, 'a board fits its card or scrolls inside it').toBe(true);
      if (b.cell !== null) expect(b.cell, 'cells stay big enough to tap').toBeGreaterThanOrEqual(24);
    }
    await page.screenshot({ path: `${DIR}${name}-sum.png`, fullPage: true });
    await openAt(page, 'checkers:' + [row20(1, 5, 6, 12), row20(14, 17, 18), row20(3, 19)].join(','));
    await page.screenshot({ path: `${DIR}${name}-checkers.png` });
    await openAt(page, 'nim:3,4,5');
    await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
    await page.click('#mode-play');
    await settle(page);
    await clickMove(page, '3:5>4');
    await page.locator('.comp[data-comp="2"] [data-act="stone"][data-n="1"]').focus();
    await page.keyboard.press('ArrowUp'); // a visible focus ring on the board
    await page.screenshot({ path: `${DIR}${name}-play.png`, fullPage: true });
  });
}

test('phone: the verdict shows above the boards; hostile link message', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openAt(page, 'northcott:...BW.,B.W...,BW....');
  await expect(page.locator('#summary')).toBeVisible();
  await expect(page.locator('#summary')).toContainText('wins with perfect play');
  await page.goto('about:blank');
  await page.goto('./#' + encodeURIComponent('nim:3<img src=x onerror=alert(1)>'));
  await settle(page);
  await page.screenshot({ path: `${DIR}phone-bad-link.png` });
});
