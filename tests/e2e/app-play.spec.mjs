// app-play.spec.mjs — for every game, a whole game against the computer from
// an N-position with the computer moving first: the "human" clicks the board
// (the first legal move the engine lists each time), the computer must win,
// every computer move must leave nim-sum 0 (or make three in a row), and the
// history must show the engine's nim-sum after each move. Then two players,
// and a losing computer that still plays legally and long.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, analyse, clickMove, shown, refOf } from './app-helpers.mjs';

const row20 = (...cols) => { const c = Array(20).fill('.'); for (const p of cols) c[p - 1] = 'o'; return c.join(''); };

const GAMES = [
  ['nim', 'nim:3,4,5'],
  ['sub', 'sub(1-3):10,7'],
  ['checkers', `checkers:${row20(1, 5, 6, 12)},${row20(14, 17, 18)}`],
  ['northcott', 'northcott:...BW.,B.W...,BW....'],
  ['treblecross', 'treblecross:..........'],
  ['staircase', 'staircase:3/0/5/2'],
  ['octal', 'octal(0.137):oooooooooo,ooo.oooo'],
  ['hackenbush', 'hackenbush:0-1.0-2.1-2.1-3.2-3.2-4.4-5'],
  ['ruler', 'ruler:HHHHHHHH'],
  ['turtles', 'turtles:THTTHH'],
  ['mockturtles', 'mockturtles:HTTHTH'],
  ['corners', 'corners:TTTT/THTH/TTHT'],
  ['sum', `nim:3+checkers:${row20(16, 18, 19)}+staircase:2/0/3+treblecross:.......`],
];

/** Puts the page in play mode against the computer, the computer first. */
async function computerFirst(page) {
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play');
  await settle(page);
  await page.check('#starts-b'); // "The computer" starts
  await settle(page);
}

for (const [game, link] of GAMES) {
  test(`${game}: the computer, moving first from an N-position, wins`, async ({ page }) => {
    await openAt(page, link);
    expect(refOf(link).verdict).toBe('N');
    await computerFirst(page);
    for (let k = 0; k < 200; k++) {
      const a = await page.evaluate(() => globalThis.grundy.analysis());
      if (a.over) break;
      const mine = await page.evaluate(() => globalThis.grundy.state.play.cpu !== globalThis.grundy.model().turn);
      expect(mine, 'after the computer moves it is our turn').toBe(true);
      const all = await analyse(page, a.position, false);
      await clickMove(page, all.moves[0].move);
    }
    const st = await page.evaluate(() => ({ ...globalThis.grundy.state.play }));
    expect(st.history.length).toBeGreaterThan(0);
    expect(st.history[st.history.length - 1].player, 'the computer made the last move').toBe(st.cpu);
    await expect(page.locator('#status')).toContainText(/Game over: The computer \(player \d\) wins/);
    // the history shows the engine's nim-sum after each move; the computer's leave 0
    const items = page.locator('#history li');
    await expect(items).toHaveCount(st.history.length);
    for (const [k, e] of st.history.entries()) {
      const after = await analyse(page, e.after);
      const ref = refOf(e.after); // by plain mex, not by the engine
      expect(e.nimsum).toBe(after.nimsum);
      expect(after.nimsum).toBe(ref.nimsum);
      await expect(items.nth(k)).toContainText(`nim-sum ${ref.nimsum ?? '—'}`);
      if (e.player === st.cpu) expect(ref.nimsum === 0 || ref.over, `the computer's move ${e.move} leaves a P-position`).toBe(true);
    }
  });
}

test('two players on one screen: no computer moves, the turn passes', async ({ page }) => {
  await openAt(page, 'nim:2,3');
  await page.click('#mode-play');
  await page.check('#vs-human');
  await settle(page);
  await expect(page.locator('#status')).toHaveText('Player 1 to move.');
  await clickMove(page, '1:2>1');
  await expect(page.locator('#status')).toHaveText('Player 2 to move.');
  await clickMove(page, '2:3>1');
  expect((await shown(page)).text).toBe('nim:1,1');
  await page.check('#starts-b'); // Player 2 starts: a new game from the first position
  await settle(page);
  expect((await shown(page)).text).toBe('nim:2,3@2');
  await expect(page.locator('#status')).toHaveText('Player 2 to move.');
  await expect(page.locator('#history li')).toHaveCount(0);
});

test('a losing computer plays legally and makes the game long', async ({ page }) => {
  // nim:5,5 is a P-position: the computer (to move) loses, and should take one stone at a time
  await openAt(page, 'nim:5,5');
  await computerFirst(page);
  const st = await page.evaluate(() => globalThis.grundy.state.play.history);
  expect(st.length).toBe(1);
  expect(st[0].move.endsWith('5>4')).toBe(true);
  // and it does not hand over a three in a row when it can avoid it
  const losing = 'treblecross:X...X...X';
  const a = await analyse(page, losing, false);
  expect(refOf(losing).verdict).toBe('P');
  const choice = await page.evaluate((t) => globalThis.grundy.engine.analyze(t, { moves: 'auto' }).then((x) => x.suggest), losing);
  const m = a.moves.find((x) => x.move === choice);
  expect(m).toBeTruthy();
  if (a.moves.some((x) => x.sg_after !== null)) expect(m.sg_after).not.toBeNull();
});

test('the move list keeps the newest move in view', async ({ page }) => {
  await openAt(page, 'nim:15,15');
  await page.click('#mode-play');
  await page.check('#vs-human');
  await settle(page);
  const newestInView = () => page.evaluate(() => {
    const list = document.getElementById('history');
    const last = list.lastElementChild.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    return last.top >= box.top - 1 && last.bottom <= box.bottom + 1;
  });
  for (let k = 0; k < 24; k++) { // one stone at a time, heap 1 then heap 2
    const heap = (k % 2) + 1;
    const left = 15 - Math.floor(k / 2);
    await page.locator(`.comp[data-comp="${heap}"] [data-act="stone"][data-n="${left}"]`).click();
    await settle(page);
    await expect(page.locator('#history li')).toHaveCount(k + 1);
    expect(await newestInView(), `after move ${k + 1}`).toBe(true);
  }
  expect(await page.evaluate(() => { const l = document.getElementById('history'); return l.scrollHeight > l.clientHeight; }), 'the list is long enough to scroll').toBe(true);
});

test('while the computer is to move, a click on the board is refused', async ({ page }) => {
  await openAt(page, 'nim:3,4,5');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 600000; }); // its move stays scheduled
  await page.click('#mode-play');
  await page.check('#starts-b'); // the computer starts, and is now to move
  await expect(page.locator('#play')).toHaveAttribute('data-phase', 'computer');
  await page.locator('#boards .comp[data-comp="3"] .act[data-act="stone"]').first().click();
  await expect(page.locator('#message')).toHaveText('Wait: the computer is moving.');
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe('nim:3,4,5');
  await expect(page.locator('#history li')).toHaveCount(0);
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-edit'); // leaving play cancels its scheduled move
  await settle(page);
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe('nim:3,4,5');
});

test('a choice made while the computer waits to move wins over its move: two players chosen as play begins leave the board to them', async ({ page }) => {
  // a long position, valued in the worker: the new game's answer comes after the computer's pause
  const rows = Array.from({ length: 1000 }, (_, k) => { const c = Array(100).fill('.'); c[k % 40] = 'BW'[k % 2]; c[50 + (k % 37)] = 'WB'[k % 2]; return c.join(''); });
  await openAt(page, encodeURIComponent(`northcott:${rows.join(',')}@2`));
  await page.evaluate(() => {
    globalThis.grundy.delay.ms = 0; // the computer (player 2) would move at the first chance
    document.getElementById('mode-play').click();
    document.getElementById('vs-human').click(); // at once: the new game asks the engine
  });
  await settle(page);
  expect(await page.evaluate(() => ({ vs: globalThis.grundy.state.play.vs, turn: globalThis.grundy.model().turn, moves: globalThis.grundy.state.play.history.map((h) => h.move) })), 'two players, player 2 to move, no move made')
    .toEqual({ vs: 'human', turn: 2, moves: [] });
});
