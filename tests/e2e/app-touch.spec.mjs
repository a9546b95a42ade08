// app-touch.spec.mjs — every board by touch, on a phone-sized touch screen:
// real touch drags (Chromium's own touch input through CDP
// Input.dispatchTouchEvent: touchStart, touchMoves, touchEnd — the browser
// decides whether the gesture scrolls, as on a phone) raise heaps, move
// pieces and the queen, knock down blocks of pins, turn runs of coins and
// rectangles, draw Hackenbush edges and graph arrows, slide tokens. No such
// gesture scrolls or navigates the page; a swipe that starts off the
// draggable parts still scrolls the page and a wide row.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, shown, urlText } from './app-helpers.mjs';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The centre of a locator (scrolled into view first), in viewport pixels. */
async function centre(loc) {
  await loc.scrollIntoViewIfNeeded();
  const b = await loc.boundingBox();
  if (!b) throw new Error(`no box for ${loc}`);
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** A touch drag from point a to point b in `steps` moves, as a finger does. */
async function touchDrag(page, a, b, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const point = (p) => [{ x: Math.round(p.x), y: Math.round(p.y), radiusX: 4, radiusY: 4, force: 1, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(a) });
  for (let k = 1; k <= steps; k++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point({ x: a.x + ((b.x - a.x) * k) / steps, y: a.y + ((b.y - a.y) * k) / steps }) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Waits until an element's scroll position has stayed the same for five
 *  frames in a row: a scroll has come to rest. */
async function still(loc) {
  await loc.evaluate((el) => new Promise((done) => {
    let last = null, same = 0;
    const look = () => {
      const now = `${el.scrollLeft},${el.scrollTop}`;
      same = now === last ? same + 1 : 0;
      last = now;
      if (same >= 5) done(); else requestAnimationFrame(look);
    };
    look();
  }));
}

/** Drags by touch from one board item to another (or to a point) and waits
 *  for the page; checks the page neither scrolled nor went back. */
async function drag(page, from, to) {
  let a = await centre(from);
  const b = to.x === undefined ? await centre(to) : to;
  if (to.x === undefined) { // bringing the target into view may have scrolled the start away: both in view, measured after the last scroll
    a = await centre(from);
    const again = await centre(to);
    if (again.x !== b.x || again.y !== b.y) throw new Error(`${from} and ${to} do not fit on one screen`);
  }
  const before = await page.evaluate(() => ({ y: scrollY, n: history.length, hash: location.hash }));
  await touchDrag(page, a, b);
  await settle(page);
  const after = await page.evaluate(() => ({ y: scrollY, n: history.length }));
  expect(after.y, 'a drag on a board does not scroll the page').toBe(before.y);
  expect(after.n, 'nor step back in history').toBeGreaterThanOrEqual(before.n);
}

const card = (page, i) => page.locator(`#boards .comp[data-comp="${i}"]`);
const item = (page, i, sel) => card(page, i).locator(sel);
const comps = (page) => page.evaluate(() => globalThis.grundy.model().comps.map((c) => c.body));

test('heaps by touch: Nim and subtraction tops drag up and down, Moore heaps, staircase coins, take-and-break tokens', async ({ page }) => {
  await openAt(page, 'nim:3+sub(1-3):4+moore(2):3/2+staircase:2/3+tb(0.77):5');
  await drag(page, item(page, 1, '[data-act="stone"][data-n="3"]'), item(page, 1, '[data-n="6"]'));
  expect((await comps(page))[0]).toBe('6');
  await drag(page, item(page, 2, '[data-act="stone"][data-n="4"]'), item(page, 2, '[data-act="stone"][data-n="2"]'));
  expect((await comps(page))[1]).toBe('2');
  const moore = (await comps(page))[2];
  await drag(page, item(page, 3, '[data-act][data-s="1"][data-n="3"]'), item(page, 3, '[data-s="1"][data-n="5"]'));
  expect((await comps(page))[2]).not.toBe(moore);
  await drag(page, item(page, 4, '[data-act="coin"][data-s="2"][data-n="3"]'), item(page, 4, '[data-s="2"][data-n="1"]'));
  expect((await comps(page))[3]).toBe('2/1');
  await drag(page, item(page, 5, '[data-act="tok"][data-n="5"]'), item(page, 5, '[data-act="tok"][data-n="2"]'));
  expect((await comps(page))[4]).toBe('2');
  expect((await shown(page)).message).toBe('');
});

test('your own rule by touch: a heap\'s top, a heap of a tuple, the tokens of a rule that splits (edit); stones tapped off (play)', async ({ page }) => {
  await openAt(page, 'ruleset(take k: pow2(k)):3+ruleset(take k or take k from all):3/5+ruleset(split a+b: a<b):5');
  await drag(page, item(page, 1, '[data-act="stone"][data-n="3"]'), item(page, 1, '[data-n="6"]'));
  expect((await comps(page))[0]).toBe('6');
  await drag(page, item(page, 2, '[data-act][data-s="1"][data-n="3"]'), item(page, 2, '[data-s="1"][data-n="5"]'));
  expect((await comps(page))[1]).toBe('5/5');
  await drag(page, item(page, 3, '[data-act="tok"][data-n="5"]'), item(page, 3, '[data-act="tok"][data-n="2"]'));
  expect((await comps(page))[2]).toBe('2');
  expect((await shown(page)).message).toBe('');
  await openAt(page, 'ruleset(take k or take k from all):3/5', '&mode=play&vs=human');
  await item(page, 1, '[data-act][data-s="2"][data-n="3"]').tap(); // the stone tapped and those above it
  await settle(page);
  expect(urlText(page)).toBe('ruleset(take k or take k from all):3/2@2');
});

test('rows by touch: a checkers piece, a Northcott piece, a block of pins (edit); a block of pins knocked down (play)', async ({ page }) => {
  await openAt(page, 'checkers:o.......+northcott:B.....W+octal(0.77):oooooo');
  await drag(page, item(page, 1, '[data-act="cell"][data-n="1"]'), item(page, 1, '[data-act="cell"][data-n="5"]'));
  expect((await comps(page))[0]).toBe('....o...');
  await drag(page, item(page, 2, '[data-act="cell"][data-n="1"]'), item(page, 2, '[data-act="cell"][data-n="3"]'));
  expect((await comps(page))[1]).toBe('..B...W');
  await drag(page, item(page, 3, '[data-act="cell"][data-n="2"]'), item(page, 3, '[data-act="cell"][data-n="4"]'));
  expect((await comps(page))[2]).toBe('o...oo');
  await openAt(page, 'octal(0.77):oooooo', '&mode=play&vs=human');
  await drag(page, item(page, 1, '[data-act="cell"][data-n="3"]'), item(page, 1, '[data-act="cell"][data-n="4"]'));
  expect(await page.evaluate(() => globalThis.grundy.state.play.history.map((h) => h.move))).toEqual(['1:3-4']);
});

test('coins by touch: a run of Ruler, Turtles ends, Mock Turtles (edit); a Ruler run and a Corners rectangle (play)', async ({ page }) => {
  await openAt(page, 'ruler:TTTTTT+turtles:TTTTTT+corners:TTT/TTT/TTT');
  await drag(page, item(page, 1, '[data-act="cell"][data-n="2"]'), item(page, 1, '[data-act="cell"][data-n="5"]'));
  expect((await comps(page))[0]).toBe('THHHHT');
  await drag(page, item(page, 2, '[data-act="cell"][data-n="6"]'), item(page, 2, '[data-act="cell"][data-n="4"]'));
  expect((await comps(page))[1]).toBe('TTTHHH');
  await drag(page, item(page, 3, '[data-act="cell"][data-n="1"]'), item(page, 3, '[data-act="cell"][data-n="5"]'));
  expect((await comps(page))[2]).toBe('HHT/HHT/TTT');
  await openAt(page, 'ruler:THHHHH+corners:TTT/TTT/TTH', '&mode=play&vs=human');
  await drag(page, item(page, 1, '[data-act="cell"][data-n="3"]'), item(page, 1, '[data-act="cell"][data-n="6"]'));
  await drag(page, item(page, 2, '[data-act="cell"][data-n="9"]'), item(page, 2, '[data-act="cell"][data-n="1"]'));
  expect(await page.evaluate(() => globalThis.grundy.state.play.history.map((h) => h.move))).toEqual(['1:3-6', '2:0.0-2.2']);
});

test('Hackenbush by touch: an edge into empty space grows a vertex, an edge between vertices, a long drag off the picture', async ({ page }) => {
  await openAt(page, 'hackenbush:0-1');
  const space = card(page, 1).locator('svg.board');
  const box = await space.boundingBox();
  await drag(page, item(page, 1, '.hb-v[data-n="1"]'), { x: box.x + box.width * 0.75, y: box.y + box.height * 0.3 });
  expect((await comps(page))[0]).toBe('0-1.1-2');
  await drag(page, item(page, 1, '.hb-earth'), item(page, 1, '.hb-v[data-n="2"]'));
  expect((await comps(page))[0]).toBe('0-1.0-2.1-2');
  const top = await space.boundingBox();
  await drag(page, item(page, 1, '.hb-v[data-n="2"]'), { x: top.x + top.width / 2, y: Math.max(2, top.y - 60) }); // past the top edge
  expect((await comps(page))[0]).toBe('0-1.0-2.1-2.2-3');
  expect(await page.evaluate(() => getSelection().toString())).toBe('');
});

test('graphs by touch: a new node d, then the arrow c → d (d stays, nothing goes back); a token slid along an arrow in play', async ({ page }) => {
  await openAt(page, 'graph(a>b,b>c):a');
  const box = await card(page, 1).locator('svg.board').boundingBox();
  await page.touchscreen.tap(box.x + box.width - 30, box.y + box.height - 30);
  await settle(page);
  expect(urlText(page)).toBe('graph(a>b,b>c,d):a');
  await drag(page, item(page, 1, '[data-act="node"][data-key="c1-nc"]'), item(page, 1, '[data-act="node"][data-key="c1-nd"]'));
  expect(urlText(page)).toBe('graph(a>b,b>c,c>d):a');
  await openAt(page, 'graph(a>b/c,b>c):a', '&mode=play&vs=human');
  await drag(page, item(page, 1, '[data-act="token"]'), item(page, 1, '[data-act="node"][data-key="c1-nb"]'));
  expect(await page.evaluate(() => globalThis.grundy.state.play.history.map((h) => h.move))).toEqual(['1:a>b']);
});

test('Node-Kayles and Arc-Kayles by touch: d dragged onto a joins them, a node dragged into empty space grows one; an edge taken by dragging between its ends (play)', async ({ page }) => {
  const node = (name) => item(page, 1, `[data-act="node"][data-key="c1-n${name}"]`);
  await openAt(page, 'nodekayles:a-b,b-c,d');
  await drag(page, node('d'), node('a'));
  expect(urlText(page)).toBe('nodekayles:a-b.a-d.b-c');
  const box = await card(page, 1).locator('svg.board').boundingBox();
  await drag(page, node('b'), { x: box.x + box.width - 20, y: box.y + box.height - 20 });
  expect(urlText(page)).toBe('nodekayles:a-b.a-d.b-c.b-e');
  expect((await shown(page)).message).toBe('');
  await openAt(page, 'arckayles:a-b.b-c.c-d', '&mode=play&vs=human');
  await drag(page, node('a'), node('b'));
  expect(await page.evaluate(() => globalThis.grundy.state.play.history.map((h) => h.move))).toEqual(['1:a-b']);
});

test('Wythoff by touch: the queen dragged (edit), then moved (play)', async ({ page }) => {
  await openAt(page, 'wythoff:5/7');
  const cell = (x, y) => item(page, 1, `[data-act="cell"][data-gx="${x}"][data-gy="${y}"]`);
  await drag(page, cell(5, 7), cell(2, 6));
  expect((await comps(page))[0]).toBe('2/6');
  await openAt(page, 'wythoff:5/7', '&mode=play&vs=human');
  await drag(page, cell(5, 7), cell(5, 3));
  expect(await page.evaluate(() => globalThis.grundy.state.play.history.map((h) => h.move))).toEqual(['1:5/7>5/3']);
});

test('a swipe off the draggable parts still scrolls: the page up and down, a wide row sideways', async ({ page }) => {
  const text = `checkers:${'.'.repeat(59)}o+nim:3,4,5,6`;
  await openAt(page, text);
  const row = card(page, 1).locator('.scroller');
  await row.scrollIntoViewIfNeeded();
  const r = await row.boundingBox();
  const wide = await row.evaluate((el) => el.scrollWidth > el.clientWidth + 10);
  expect(wide, 'a row of 60 cells is wider than a phone').toBe(true);
  const start = await row.evaluate((el) => el.scrollLeft); // scrolled to its piece, at the right end
  const from = { x: r.x + 40, y: r.y + r.height / 2 };
  expect(await page.evaluate(({ x, y }) => !document.elementFromPoint(x, y).closest('[data-drag]'), from), 'an empty cell').toBe(true);
  await touchDrag(page, from, { x: from.x + 200, y: from.y });
  expect(await row.evaluate((el) => el.scrollLeft), 'the row scrolled sideways').toBeLessThan(start - 100);
  const y0 = await page.evaluate(() => scrollY);
  const nim = await card(page, 2).locator('svg.board').boundingBox();
  await touchDrag(page, { x: nim.x + 5, y: nim.y + nim.height - 5 }, { x: nim.x + 5, y: nim.y + nim.height - 205 });
  expect(await page.evaluate(() => scrollY), 'the page scrolled').toBeGreaterThan(y0);
  await settle(page);
  expect((await shown(page)).text, 'and nothing changed').toBe(text);
});

test('a Chomp bar of 60 columns on a phone: scrolled to its winning bite, a tap there bites, a swipe scrolls the bar sideways', async ({ page }) => {
  await openAt(page, 'chomp:60/30');
  const ring = card(page, 1).locator('.rect-mark');
  await expect(ring).toHaveCount(1);
  const bar = card(page, 1).locator('.scroller');
  await bar.scrollIntoViewIfNeeded();
  const [b, v] = [await ring.boundingBox(), await bar.boundingBox()];
  expect(b.x >= v.x && b.x + b.width <= v.x + v.width, 'the winning bite in view without scrolling by hand').toBe(true);
  expect(b.width, 'big enough to tap').toBeGreaterThanOrEqual(20);
  // a swipe to the right brings the poisoned corner back into view; nothing is bitten
  const start = await bar.evaluate((el) => el.scrollLeft);
  expect(start).toBeGreaterThan(100);
  await touchDrag(page, { x: v.x + 40, y: v.y + v.height / 2 }, { x: v.x + 300, y: v.y + v.height / 2 });
  expect(await bar.evaluate((el) => el.scrollLeft), 'the bar scrolled sideways').toBeLessThan(start - 100);
  await settle(page);
  expect((await shown(page)).text).toBe('chomp:60/30');
  // the ringed square, tapped: the bite it stands for (every square at and
  // right of it), once the page and the bar are at rest and the square is
  // the one under the finger
  await ring.scrollIntoViewIfNeeded();
  await still(bar);
  await still(page.locator('html'));
  const r = await centre(ring);
  expect(await ring.evaluate((el, p) => {
    const hit = document.elementFromPoint(p.x, p.y), mark = el.getBoundingClientRect();
    return hit?.closest('.scroller') === el.closest('.scroller') && p.x > mark.left && p.x < mark.right && p.y > mark.top && p.y < mark.bottom;
  }, r), 'the ringed square under the finger').toBe(true);
  await page.touchscreen.tap(r.x, r.y);
  await settle(page);
  expect((await shown(page)).text).toBe('chomp:31/30');
});
