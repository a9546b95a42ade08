// app-conformance.spec.mjs — every game the engine lists, in one page load:
// its board (its own, or the plain stand-in) draws the engine's example
// with the board's own stylesheet loaded, and a person can make a move on
// it — clicks on the board's items in play mode (two people on one screen)
// until one of them is a move, which the engine records as one of the
// position's legal moves. Nothing here names a game: a game added later is
// covered as it is.

import { test, expect } from './fixtures.mjs';
import { openAt, settle } from './app-helpers.mjs';

const TRIES = 60; // items clicked on a board, at most, before it must have moved

test('every game info() lists: a board draws it and takes a move', async ({ page }) => {
  await openAt(page, ''); // the page's own default: the first game's example
  const games = await page.evaluate(async () => (await globalThis.grundy.engine.info()).games.map((g) => ({ name: g.name, example: g.example })));
  expect(games.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe(games[0].example);
  for (const g of games) {
    // the link opens the example in a game of two people, the first to move
    await page.evaluate((t) => { location.hash = `#${t}&mode=play&vs=human`; }, g.example);
    await page.waitForFunction((t) => globalThis.grundy.position() === t && globalThis.grundy.state.mode === 'play', g.example);
    await settle(page);
    const at = await page.evaluate(() => globalThis.grundy.analysis().components.find((c) => c.legal > 0)?.index ?? 1);
    const card = page.locator(`#boards .comp[data-comp="${at}"]`);
    await expect(card, `${g.name}: a card for a component that can move`).toBeVisible();
    await expect(card).toHaveAttribute('data-game', g.name);
    const drawn = await card.evaluate((el) => el.querySelector('svg.board .layer')?.childElementCount ?? 0);
    expect(drawn, `${g.name}: the board draws something`).toBeGreaterThan(0);
    const css = await page.evaluate((name) => {
      const b = globalThis.grundy.boards[name];
      const want = [b.css ?? []].flat();
      const links = [...document.querySelectorAll('link[rel=stylesheet]')];
      return { generic: !!b.generic, missing: want.filter((u) => !links.some((l) => l.href === u && l.sheet)) };
    }, g.name);
    expect(css.missing, `${g.name}: its stylesheet is loaded`).toEqual([]);
    const legal = await page.evaluate(() => globalThis.grundy.analysis().moves.map((m) => m.move));
    const listedAll = await page.evaluate(() => globalThis.grundy.analysis().listed === 'all');
    let moved = null;
    if (css.generic) { // the stand-in board plays from the move list
      await page.evaluate(() => globalThis.grundy.move(globalThis.grundy.analysis().suggest));
    } else {
      const items = card.locator('svg.board [data-act]');
      const n = Math.min(await items.count(), TRIES);
      for (let i = 0; i < n && !moved; i++) {
        await items.nth(i).dispatchEvent('click');
        await settle(page);
        moved = await page.evaluate(() => globalThis.grundy.state.play.history[0]?.move ?? null);
      }
    }
    moved = await page.evaluate(() => globalThis.grundy.state.play.history[0]?.move ?? null);
    expect(moved, `${g.name}: a click on the board made a move`).not.toBeNull();
    if (listedAll) expect(legal, `${g.name}: the move made is a legal one`).toContain(moved);
    expect(await page.evaluate(() => globalThis.grundy.state.play.history.length)).toBe(1);
    expect(await page.evaluate(() => globalThis.grundy.analysis().turn), `${g.name}: the other player is to move`).toBe(2);
  }
});
