// app-large.spec.mjs — large positions: links that once blocked the page
// open with no main-thread task over 200 ms (long tasks are recorded from the
// start of each load); positions past what the page draws in full (HDU 1730
// and HDU 5724 allow 1,000 rows) are drawn compactly — only the lines in view
// exist, each with its SG value and winning moves — and can be played; slow
// analyses run in the worker, and Cancel keeps the previous position; wide
// rows on a phone show their pieces and winning cells.
// Expected values come from the rules (a Northcott row is a Nim heap of its
// gap; a checkers row is staircase Nim on its empty cells; staircase Nim is
// Nim on the odd stairs; Nim is the XOR), never from the page.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, shown, urlText } from './app-helpers.mjs';
import { rng, pick, xor, noLongTask, openQuick } from './large-lib.mjs';
import { LINKS } from '../tools/limits.mjs';

/** HDU 1730: n rows of width m, Black (Tom) and White (Jerry) anywhere. */
function northcott(n, m, seed) {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const t = pick(r, m);
    let j = pick(r, m - 1);
    if (j >= t) j++;
    const c = Array(m).fill('.');
    c[t] = 'B';
    c[j] = 'W';
    return c.join('');
  });
}
/** A Northcott row's value: the empty cells between the pieces. */
const gap = (row) => Math.abs(row.indexOf('B') - row.indexOf('W')) - 1;

/** HDU 5724: n rows of 20 cells with 1..6 pieces. */
function checkers(n, seed) {
  const r = rng(seed);
  return Array.from({ length: n }, () => {
    const c = Array(20).fill('.');
    for (let k = 1 + pick(r, 6); k > 0; k--) c[pick(r, 20)] = 'o';
    return c.join('');
  });
}
/** A checkers row's value: staircase Nim read from the right, each empty
 *  cell a stair edge; the XOR of the pieces on odd stairs. */
function rowValue(row) {
  let edges = 0, sg = 0, run = 0;
  for (let i = row.length - 1; i >= 0; i--) {
    if (row[i] === 'o') { run++; continue; }
    if (edges % 2 === 1) sg ^= run; // the pieces just passed stood on stair `edges`
    run = 0;
    edges++;
  }
  if (edges % 2 === 1) sg ^= run;
  return sg;
}

/** SG values of the compact lines in view: {index: value}. */
function lineValues(page) {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('.cline')].map((l) => [l.dataset.comp, l.querySelector('.sg').dataset.sg])));
}

test('links that once blocked the page open without a long task', async ({ page }) => {
  await openQuick(page, 'staircase:1000000000', 'staircase of 10^9 coins');
  expect((await shown(page)).sgs).toEqual(['1000000000']); // stair 1 is odd: Nim on it
  await openQuick(page, 'staircase:100000000', 'staircase of 10^8 coins');
  expect((await shown(page)).sgs).toEqual(['100000000']);
  const r = rng(11); // an 11 KB link: 50 subtraction games with large sets, 20 heaps each
  const subs = Array.from({ length: 50 }, () => {
    const set = [...new Set(Array.from({ length: 6 }, () => 1 + pick(r, 9999)))].sort((a, b) => a - b);
    return `sub(${set.join(',')}):${Array.from({ length: 20 }, () => 1 + pick(r, 1e9)).join(',')}`;
  }).join('+');
  expect(subs.length).toBeGreaterThan(10000);
  await openQuick(page, subs, '50 subtraction games');
  await expect(page.locator('.compact')).toHaveAttribute('data-count', '1000');
  const nc = northcott(1000, 100, 1730);
  await openQuick(page, 'northcott:' + nc.join(','), 'HDU 1730, 1000 rows of 100');
  expect(await page.locator('#nimsum').getAttribute('data-value')).toBe(String(xor(nc.map(gap))));
  const ck = checkers(1000, 5724);
  await openQuick(page, 'checkers:' + ck.join(','), 'HDU 5724, 1000 rows of 20');
  expect(await page.locator('#nimsum').getAttribute('data-value')).toBe(String(xor(ck.map(rowValue))));
});

test('a large board drawn over several frames: one batch of its drawing a frame, however the batches queue more', async ({ page }) => {
  // Each animation frame's callbacks are the same function at most once: a
  // batch that queued the next one while it ran (a board drawn in slices,
  // its stubs' cards) once asked for a second run in the same frame, two to
  // eight times the frame's budget in one task.
  await page.addInitScript(() => {
    const raf = window.requestAnimationFrame.bind(window);
    const pending = new Map(); // callback → how many times it waits for the frame
    window.__twice = [];
    window.__batches = 0;
    window.requestAnimationFrame = (fn) => {
      const n = (pending.get(fn) ?? 0) + 1;
      pending.set(fn, n);
      if (n > 1) window.__twice.push(fn.name || '(anonymous)');
      return raf((t) => { pending.set(fn, pending.get(fn) - 1); if (fn.name === 'runJobs') window.__batches++; fn(t); });
    };
  });
  // A slowed processor makes sure each board takes several frames to draw,
  // however fast the machine: the frame's budget is time, not parts.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const name of ['Turning Corners 32 × 32', 'a graph of 256 nodes and two tokens']) {
    await openAt(page, encodeURIComponent(LINKS[name]));
    await settle(page);
    const { twice, batches } = await page.evaluate(() => ({ twice: window.__twice, batches: window.__batches }));
    expect(batches, `${name}: drawn over several frames`).toBeGreaterThan(2);
    expect(twice, `${name}: a callback asked for twice in one frame`).toEqual([]);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('1,000 rows are drawn compactly: the rows in view, each with its SG value and winning moves, and they can be played', async ({ page }) => {
  const rows = northcott(1000, 100, 1730);
  await openAt(page, encodeURIComponent('northcott:' + rows.join(',')));
  await expect(page.locator('.compact')).toHaveAttribute('data-count', '1000');
  await expect(page.locator('.compact-note')).toContainText('1000 components');
  const drawn = await page.locator('.cline').count();
  expect(drawn).toBeGreaterThan(5);
  expect(drawn).toBeLessThanOrEqual(40); // bounded: not 1,000
  for (const [i, sg] of Object.entries(await lineValues(page))) expect(sg, `row ${i}`).toBe(String(gap(rows[i - 1])));
  // scrolled to the end: the last rows come into view, and only they
  await page.locator('.clist').evaluate((el) => { el.scrollTop = el.scrollHeight; });
  await expect(page.locator('.cline[data-comp="1000"]')).toBeVisible();
  expect(await page.locator('.cline').count()).toBeLessThanOrEqual(40);
  for (const [i, sg] of Object.entries(await lineValues(page))) expect(sg, `row ${i}`).toBe(String(gap(rows[i - 1])));
  // a row's winning move, from its line: afterwards the gaps' XOR is 0
  const play = page.locator('.cline [data-play]').first();
  const mv = await play.getAttribute('data-play');
  await play.click();
  await settle(page);
  const now = (await shown(page)).text.slice('northcott:'.length).replace(/@2$/, '').split(',');
  expect(now.length).toBe(1000);
  expect(xor(now.map(gap)), `after ${mv}`).toBe(0);
  await expect(page.locator('#verdict')).toHaveAttribute('data-verdict', 'P');
  // in a game of two players, a row selected from its line is drawn in full below the list and played there
  await page.click('#mode-play');
  await page.check('#vs-human');
  await settle(page);
  const k = [...now.keys()].reverse().find((x) => gap(now[x]) > 0); // a row whose pieces are apart
  await page.locator('.clist').evaluate((el) => { el.scrollTop = el.scrollHeight; });
  // the list draws the lines in view when it has scrolled: a click before that may meet another line's Play
  await expect(page.locator('.cline[data-comp="1000"]')).toBeVisible();
  await settle(page);
  // the line's own button, by its element (the list redraws the lines in view as it settles, so
  // a click at a point may meet another line's Play)
  await page.locator(`.cline[data-comp="${k + 1}"] [data-select]`).dispatchEvent('click');
  await settle(page);
  const card = page.locator(`.compact .comp[data-comp="${k + 1}"]`);
  await expect(card).toBeVisible();
  const row = now[k];
  // (a click that met another line's Play made a move: say so)
  expect(await page.evaluate(() => ({ turn: globalThis.grundy.model().turn, moves: globalThis.grundy.state.play.history.length, made: globalThis.grundy.state.play.history.map((h) => `${h.player} ${h.move}`), cpu: globalThis.grundy.state.play.cpu, vs: globalThis.grundy.state.play.vs })), 'white to move, no move made').toMatchObject({ turn: 2, moves: 0 });
  const w = row.indexOf('W'); // player 2 (white) is to move: white steps one cell toward black
  const target = row.indexOf('B') < w ? w : w + 2; // 1-based: the cell left of white, or right of it
  await card.locator(`[data-act="cell"][data-n="${target}"]`).click();
  await settle(page);
  const moved = (await shown(page)).text.replace(/@2$/, '').slice('northcott:'.length).split(',')[k];
  expect(gap(moved)).toBe(gap(row) - 1);
});

test('a slow analysis runs in the worker: the page stays responsive, and Cancel keeps the board', async ({ page }) => {
  await openAt(page, 'nim:3,4,5');
  // Grundy's game at heap 2,500,000: seconds of its value table, within a few times the
  // worker's bound, so it is tried (far past it would be refused at once)
  const slow = 'tb(4!.0):2500000';
  await noLongTask(page, 'a slow analysis, then Cancel', async () => {
    await page.evaluate((t) => { globalThis.grundy.open(t); }, slow);
    await expect(page.locator('#working')).toBeVisible();
    await expect(page.locator('#working-text')).toContainText('in the background');
    await page.click('#mode-play'); // the page answers while the worker works
    await expect(page.locator('#mode-play')).toHaveAttribute('aria-pressed', 'true');
    await page.click('#mode-edit');
    await page.click('#cancel');
    await expect(page.locator('#working')).toBeHidden();
    await expect(page.locator('#message')).toContainText('Stopped: the board keeps its position.');
    await settle(page);
  });
  expect((await shown(page)).text).toBe('nim:3,4,5');
  expect(urlText(page)).toBe('nim:3,4,5');
  // the next large position gets a fresh worker
  const rows = checkers(300, 1);
  await page.evaluate((t) => globalThis.grundy.open(t), 'checkers:' + rows.join(','));
  await settle(page);
  expect(await page.locator('#nimsum').getAttribute('data-value')).toBe(String(xor(rows.map(rowValue))));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('wide rows scroll their pieces and winning cells into view', async ({ page }) => {
    const inView = async (i, cells) => {
      const box = await page.locator(`.comp[data-comp="${i}"] .scroller`).boundingBox();
      for (const n of cells) {
        const b = await page.locator(`.comp[data-comp="${i}"] [data-act="cell"][data-n="${n}"] rect`).boundingBox();
        expect(b.x, `component ${i}, cell ${n}: left edge in view`).toBeGreaterThanOrEqual(box.x - 0.5);
        expect(b.x + b.width, `component ${i}, cell ${n}: right edge in view`).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
    };
    // HDU 5724's sample rows: the pieces sit at the right end of 20 columns
    await openAt(page, 'checkers:..................oo');
    await inView(1, [19, 20]);
    await openAt(page, 'checkers:..................o.'); // the winning move 19 → 20
    expect((await shown(page)).marks).toEqual(['1:19>20']);
    await inView(1, [19, 20]);
    await openAt(page, 'treblecross:' + '.'.repeat(56) + 'X.X.'); // completing three on cell 58
    expect((await shown(page)).marks).toEqual(['1:58']);
    await inView(1, [58]);
    await openAt(page, 'northcott:' + 'B' + '.'.repeat(30) + 'W.......'); // Black steps up to White
    expect((await shown(page)).marks).toEqual(['1:1>31']);
    await inView(1, [31]);
  });
});

test('a heap just past 2^53 keeps every digit on the page: its value, the nim-sum, the winning move, and the move made', async ({ page }) => {
  const h = 2n ** 53n + 1n; // 9007199254740993: a double would read it as ...992
  await openAt(page, `nim:${h},3`);
  const s = await shown(page);
  expect(s.text).toBe(`nim:${h},3`);
  expect(s.sgs).toEqual([String(h), '3']);
  expect(s.nimsum).toBe(String(h ^ 3n));
  const win = `1:${h}>${h ^ (h ^ 3n)}`; // heap 1 goes to its value XOR the nim-sum: 3
  expect(s.listed).toEqual([win]);
  await page.locator(`#moves [data-play="${win}"]`).click();
  await settle(page);
  expect((await shown(page)).text).toBe(`nim:3,3@2`);
  await openAt(page, `nim:${h},${h - 2n}`);
  await expect(page.locator('#nimsum')).toHaveAttribute('data-value', String(h ^ (h - 2n)));
  await expect(page.locator('#boards .comp[data-comp="1"] .count')).toHaveText(`${h} stones`);
});
