// app-state.spec.mjs — one path for every change. Against the computer, a
// change from anywhere is either a move of the game (recorded, and answered
// by the computer) or a new game on purpose: never a board stuck on the
// computer's turn, another game's history, or a component dropped without a
// word. Numbers past 2^53 are shown exactly. Expectations are worked out
// here from the rules (Nim: the winning move makes the XOR 0).

import { test, expect } from './fixtures.mjs';
import { openAt, settle, shown } from './app-helpers.mjs';
import { openTab, idle } from './teach-lib.mjs';

const phase = (page) => page.evaluate(() => globalThis.grundy.state.play.phase);
const history = (page) => page.evaluate(() => globalThis.grundy.state.play.history.map((e) => e.move));

/** Play mode against the computer, which answers at once. */
async function playComputer(page) {
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play');
  await settle(page);
}

/** Nim's winning moves by the rule: heap h becomes h XOR s when that is smaller. */
function nimWinning(heaps) {
  const s = heaps.reduce((a, h) => a ^ h, 0);
  return heaps.flatMap((h, i) => ((h ^ s) < h ? [`${i + 1}:${h}>${h ^ s}`] : []));
}

test('the mex table\'s Play is a move of the game: recorded, and the computer answers', async ({ page }) => {
  await openAt(page, 'nim:5,6');
  await playComputer(page);
  await openTab(page, 'mex');
  await page.click('#teach-mex tbody tr:first-child button'); // a move of heap 1, as the board would make it
  await settle(page);
  const moves = await history(page);
  expect(moves.length, 'our move and the computer\'s reply').toBe(2);
  expect(moves[0].startsWith('1:5>')).toBe(true);
  const heaps = (await shown(page)).text.replace(/^nim:/, '').split(',').map(Number);
  expect(heaps[0] ^ heaps[1], 'the computer left nim-sum 0').toBe(0);
  expect(await phase(page)).toBe('you');
});

test('a typed position with @2 starts a new game on the computer\'s turn, and the computer moves', async ({ page }) => {
  await openAt(page, 'nim:7,9,12');
  await playComputer(page);
  await page.locator('.comp[data-comp="1"] [data-act="stone"][data-n="1"]').click(); // some move of ours
  await settle(page);
  expect((await history(page)).length).toBe(2);
  await page.fill('#postext', 'nim:1,2,7@2');
  await page.press('#postext', 'Enter');
  await settle(page);
  const moves = await history(page);
  expect(moves, 'a new game: only the computer\'s first move').toHaveLength(1);
  expect(nimWinning([1, 2, 7])).toContain(moves[0]);
  await expect(page.locator('#history li')).toHaveCount(1);
  expect(await phase(page)).toBe('you');
  await expect(page.locator('#status')).toContainText('You (player 1) to move');
});

test('an example chosen during a game starts a new game: no old moves or labels, Undo stays', async ({ page }) => {
  await openAt(page, 'nim:3,4,5');
  await playComputer(page);
  await page.locator('.comp[data-comp="1"] [data-act="stone"][data-n="2"]').click();
  await settle(page);
  await expect(page.locator('.comp .last')).toHaveCount(1);
  await page.selectOption('#example', { label: 'Heaps 7, 9, 12, 15' });
  await settle(page);
  expect((await shown(page)).text).toBe('nim:7,9,12,15');
  await expect(page.locator('#history li')).toHaveCount(0);
  await expect(page.locator('.comp .last')).toHaveCount(0);
  await expect(page.locator('#undo')).toBeDisabled();
  await page.locator('.comp[data-comp="4"] [data-act="stone"][data-n="15"]').click(); // take one from 15
  await settle(page);
  await page.click('#undo');
  await settle(page);
  expect((await shown(page)).text, 'undo goes back within the new game').toBe('nim:7,9,12,15');
});

test('a game-graph node: a move of the game when one move leads there, else a new game, said in words', async ({ page }) => {
  await openAt(page, 'nim:4+staircase:1/1');
  await playComputer(page);
  await openTab(page, 'graph');
  await page.fill('#teach-graph input[name=component]', 'nim:4');
  await page.click('#teach-graph button[type=submit]');
  await expect(page.locator('#teach-graph .node')).toHaveCount(5);
  await page.click('#teach-graph .node[data-text="nim:1"]'); // heap 4 → 1: one move of the board's component 1
  await settle(page);
  const moves = await history(page);
  expect(moves[0]).toBe('1:4>1');
  expect(moves.length, 'the computer answered').toBe(2);
  // A graph of a component that is not on the board: its node opens alone, with a message
  await page.click('#mode-edit');
  await settle(page);
  await openAt(page, 'nim:1+staircase:1/1');
  await openTab(page, 'graph');
  await page.fill('#teach-graph input[name=component]', 'nim:4');
  await page.click('#teach-graph button[type=submit]');
  await expect(page.locator('#teach-graph .node')).toHaveCount(5);
  await page.click('.comp[data-comp="2"] [data-select]'); // the staircase is selected
  await page.click('#teach-graph .node[data-text="nim:2"]');
  await idle(page);
  expect((await shown(page)).text).toBe('nim:2');
  await expect(page.locator('#message')).toContainText('Opened nim:2 from the game graph');
  await page.goBack();
  await settle(page);
  expect((await shown(page)).text, 'Back brings the board back').toBe('nim:1+staircase:1/1');
});

test('back to the computer\'s turn waits for Resume, with the button shown; never stuck', async ({ page }) => {
  await openAt(page, 'nim:2,3');
  await playComputer(page);
  await page.locator('.comp[data-comp="2"] [data-act="stone"][data-n="3"]').click(); // 3 → 2
  await settle(page);
  expect((await history(page)).length).toBe(2);
  await page.goBack(); // the entry after our move, before the computer's reply
  await settle(page);
  expect(await phase(page)).toBe('paused');
  await expect(page.locator('#resume')).toBeVisible();
  await expect(page.locator('#status')).toContainText('press Resume');
  await page.locator('.comp[data-comp="1"] [data-act="stone"][data-n="1"]').click(); // refused: not our turn
  await expect(page.locator('#message')).toContainText('press Resume');
  await page.click('#resume');
  await settle(page);
  expect(await phase(page)).not.toBe('paused');
  expect((await history(page)).length).toBe(2);
});

test('heaps past 2^53 are analysed, drawn and played exactly', async ({ page }) => {
  const big = '9223372036854775807';
  await openAt(page, `nim:${big},1000000000000000000`);
  const s = await shown(page);
  expect(s.sgs).toEqual([big, '1000000000000000000']);
  const x = (2n ** 63n - 1n) ^ 10n ** 18n;
  expect(s.nimsum).toBe(String(x));
  await expect(page.locator('.comp[data-comp="1"] .count')).toHaveText(`${big} stones`);
  const target = (2n ** 63n - 1n) ^ x; // = 10^18: heap 1 down to heap 2's size
  expect(s.listed).toEqual([`1:${big}>${target}`]);
  await page.locator('#moves button[data-play]').click();
  await settle(page);
  expect((await shown(page)).text).toBe('nim:1000000000000000000,1000000000000000000@2');
  // the Bash game with a heap of 10^12: 10^12 mod 4 = 0, a P-position
  await openAt(page, 'sub(1-3):1000000000000');
  expect((await shown(page)).sgs).toEqual(['0']);
  await expect(page.locator('#verdict')).toHaveAttribute('data-verdict', 'P');
});

// A page that never settles is named by what it waits for, before the test's
// own limit ends it: here a change that never ends, and an edited address the
// page has not read.
test('a page that does not settle says what it still waits for', async ({ page }) => {
  test.setTimeout(12_000);
  await openAt(page, 'nim:3,4');
  expect(await page.evaluate(() => globalThis.grundy.waiting())).toEqual([]);
  await page.evaluate(() => { globalThis.grundy.state.busy++; history.replaceState(null, '', '#nim:5'); });
  const err = await settle(page).then(() => null, (e) => e.message);
  expect(err).toMatch(/did not settle: waiting for 1 change\(s\) under way, the address not yet read; address #nim:5; board nim:3,4/);
  await page.evaluate(() => { globalThis.grundy.state.busy--; });
});
