// app-misere.spec.mjs — the misère switch beside the position: kept in the
// position text (";misere") and so in links and edits; misère Nim's verdict
// and winning moves on the page against a plain misère minimax done here;
// positions no rule covers decided by search (as the engine, which the C
// tests check against minimax), and one past the search's reach said to be
// unknown with no move marked; a misère game against the computer to the end.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, shown, urlText, moveTarget, showIn } from './app-helpers.mjs';
import { nativeCli } from '../js/gen.mjs';

const memo = new Map();
/** Misère Nim by minimax: the player to move loses when every move leads to
 *  a position the opponent wins — and wins when there is no move at all. */
function lost(hs) {
  const key = [...hs].sort((a, b) => a - b).join(',');
  if (memo.has(key)) return memo.get(key);
  let any = false, r = true;
  hs.forEach((h, i) => { for (let v = 0; v < h; v++) { any = true; if (lost(hs.map((x, j) => (j === i ? v : x)))) r = false; } });
  if (!any) r = false; // no move: the player to move has won
  memo.set(key, r);
  return r;
}
const winning = (hs) => hs.flatMap((h, i) => Array.from({ length: h }, (_, v) => v).filter((v) => lost(hs.map((x, j) => (j === i ? v : x)))).map((v) => `${i + 1}:${h}>${v}`));

test('the switch writes ";misere" into the position and the link, and edits keep it', async ({ page }) => {
  await openAt(page, 'nim:3,4,5');
  await page.check('#misere');
  await settle(page);
  expect((await shown(page)).text).toBe('nim:3,4,5;misere');
  expect(urlText(page)).toBe('nim:3,4,5;misere');
  await expect(page.locator('#misere-rule')).toContainText('misère Nim');
  await page.locator('#boards .comp[data-comp="2"] [data-act="stone"][data-n="3"]').click(); // heap 2 cut to 2
  await settle(page);
  expect((await shown(page)).text).toBe('nim:3,2,5;misere');
  await page.click('#turn2');
  await settle(page);
  expect((await shown(page)).text).toBe('nim:3,2,5@2;misere');
  await page.reload();
  await settle(page);
  await expect(page.locator('#misere')).toBeChecked();
  await page.uncheck('#misere');
  await settle(page);
  expect((await shown(page)).text).toBe('nim:3,2,5@2');
  await expect(page.locator('#misere-rule')).toHaveCount(0);
});

test('misère Nim: verdict, listed and marked winning moves are those of a misère minimax', async ({ page }) => {
  for (const hs of [[1, 1, 1], [1, 1], [2, 1, 1], [3, 4, 5], [2, 2], [1, 2, 3], [4, 1], [0, 0, 1], [5, 1, 1, 1]]) {
    const link = `nim:${hs.join(',')};misere`;
    await showIn(page, link);
    const s = await shown(page);
    expect(s.verdict, link).toBe(lost(hs) ? 'P' : 'N');
    const win = winning(hs).sort();
    expect(s.listed, link).toEqual(win);
    expect(s.marks, link).toEqual(win);
  }
});

test('positions no misère rule covers are searched: verdict and marks are the engine’s, which minimax checks', async ({ page }) => {
  for (const link of ['checkers:..o.o;misere', 'wythoff:4/7,9/6;misere', 'nim:3+sub(1,2):4;misere']) {
    await showIn(page, link);
    const s = await shown(page);
    const want = JSON.parse(nativeCli(['analyze', '--winning', link]).ok);
    expect(s.verdict, link).toBe(want.verdict);
    expect(s.marks, link).toEqual([...want.winning].sort());
    await expect(page.locator('#misere-rule')).toHaveAttribute('data-known', 'true');
    await expect(page.locator('#misere-rule')).toContainText('searched');
  }
});

test('a misère sum past what the search can hold says no answer is known and marks nothing', async ({ page }) => {
  const link = 'checkers:oo.o.oo.o+octal(0.137):ooooooooooooooooooooo+staircase:3/2/3;misere';
  await openAt(page, link);
  await expect(page.locator('#misere-rule')).toHaveAttribute('data-known', 'false', { timeout: 240_000 });
  const s = await shown(page);
  expect(s.marks).toEqual([]);
  expect(s.listed).toEqual([]);
  await expect(page.locator('#verdict')).toContainText('Not known in misère play');
});

test('misère Nim against the computer: the last move loses', async ({ page }) => {
  expect(lost([1, 2, 4])).toBe(false); // the first player wins
  await openAt(page, 'nim:1,2,4;misere');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play');
  await settle(page);
  for (let t = 0; t < 30; t++) {
    const a = await page.evaluate(() => globalThis.grundy.analysis());
    if (a.over) break;
    const hs = a.components.map((c) => Number(c.body));
    const w = winning(hs);
    const mv = w.length ? w[0] : hs.flatMap((h, i) => (h ? [`${i + 1}:${h}>${h - 1}`] : []))[0];
    await (await moveTarget(page, mv)).click();
    await settle(page);
  }
  const st = await page.evaluate(() => ({ ...globalThis.grundy.state.play, text: globalThis.grundy.position() }));
  expect(st.text).toBe('nim:0,0,0;misere');
  expect(st.history[st.history.length - 1].player).toBe(st.cpu); // the computer had to take the last stone
  for (const h of st.history.filter((e) => e.player === st.cpu)) expect(lost(h.before.split(':')[1].replace(/[@;].*$/, '').split(',').map(Number))).toBe(true);
  await expect(page.locator('#status')).toContainText(/Game over: You \(player 1\) win — the computer \(player 2\) made the last move/);
  await expect(page.locator('#verdict')).toContainText('has won');
});
