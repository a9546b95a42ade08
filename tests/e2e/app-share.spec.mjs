// app-share.spec.mjs — hint, undo/redo, "copy link" and back/forward
// round-trips: what the address holds reproduces the position, whose turn
// it is and the game mode, and the page's history follows edits and moves.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, analyse, clickMove, shown, urlText, refOf } from './app-helpers.mjs';
import { nativeCli } from '../js/gen.mjs';

test('hint shows a winning move on the board, or says there is none', async ({ page }) => {
  await openAt(page, 'checkers:..o.o..oo.', '&mode=play&vs=human&cpu=2');
  await page.click('#hint');
  await settle(page);
  const a = await analyse(page, 'checkers:..o.o..oo.');
  const marks = (await shown(page)).marks;
  expect(marks).toHaveLength(1);
  expect(refOf('checkers:..o.o..oo.').winning).toContain(marks[0]);
  const m = a.moves.find((x) => x.move === marks[0]);
  await expect(page.locator('#message')).toContainText(`Hint: row 1: ${m.label} — SG`);
  await expect(page.locator(`.comp[data-comp="1"] [data-n="${m.from}"] rect.from`)).toHaveCount(1);
  await expect(page.locator(`.comp[data-comp="1"] [data-n="${m.to}"] rect.to`)).toHaveCount(1);
  await clickMove(page, marks[0]); // playing it leaves a P-position: no hint then
  expect(refOf((await shown(page)).text).verdict).toBe('P');
  await page.click('#hint');
  await expect(page.locator('#message')).toContainText('No winning move here');
  expect((await shown(page)).marks).toEqual([]);
});

test('undo and redo against the computer step back to your turn and forward again', async ({ page }) => {
  await openAt(page, 'nim:1,2,4,7');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play'); // you start
  await settle(page);
  await clickMove(page, '4:7>6');
  const afterReply = (await shown(page)).text;
  const hist = await page.evaluate(() => globalThis.grundy.state.play.history.length);
  expect(hist).toBe(2); // your move and the computer's reply
  await page.click('#undo');
  await settle(page);
  expect((await shown(page)).text).toBe('nim:1,2,4,7');
  await expect(page.locator('#history li')).toHaveCount(0);
  await expect(page.locator('#undo')).toBeDisabled();
  await page.click('#redo');
  await settle(page);
  expect((await shown(page)).text).toBe(afterReply);
  await expect(page.locator('#history li')).toHaveCount(2);
  expect(urlText(page)).toBe(afterReply);
});

/** The native command line's answer (JSON parsed), an expectation that does
 *  not come from the page. */
function cli(...args) {
  const r = nativeCli(args);
  if (r.ok === undefined) throw new Error(`grundy ${args.join(' ')}: ${r.message}`);
  return args[0] === 'analyze' ? JSON.parse(r.ok) : r.ok;
}

test('copy link: the link reproduces position, turn and game; opened, the game goes on', async ({ page, context }) => {
  await openAt(page, 'northcott:B...W.,.W..B.');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play');
  await settle(page);
  await clickMove(page, '1:1>3'); // black moves; the computer (white) replies
  const mid = cli('play', 'northcott:B...W.,.W..B.', '1:1>3');
  expect(mid).toBe('northcott:..B.W.,.W..B.@2');
  const reply = cli('analyze', '--winning', mid).suggest; // what the computer plays
  const now = cli('play', mid, reply);
  expect((await shown(page)).text).toBe(now);
  await page.click('#copy');
  const link = await page.locator('#linkout').inputValue();
  const base = page.url().split('#')[0];
  expect(link).toBe(`${base}#${now}&mode=play&vs=computer&cpu=2&from=northcott:B...W.,.W..B.&moves=1:1%3E3;${reply.replace('>', '%3E')}`);
  const other = await context.newPage();
  await other.goto(link);
  await settle(other);
  expect((await shown(other)).text).toBe(now);
  await expect(other.locator('#mode-play')).toHaveAttribute('aria-pressed', 'true');
  await expect(other.locator('#status')).toContainText('You (player 1) to move');
  await expect(other.locator('#history li')).toHaveCount(2); // black's move and the computer's reply
  await expect(other.locator('#history li').first()).toContainText('black piece 1 → 3');
  await expect(other.locator('#undo')).toBeEnabled();
  // a position where the computer is to move waits for Resume, then moves
  await other.goto('about:blank');
  await other.goto(link.replace(/cpu=2/, 'cpu=1'));
  await settle(other);
  await other.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await expect(other.locator('#status')).toContainText('press Resume');
  await other.click('#resume');
  await settle(other);
  await expect(other.locator('#history li')).toHaveCount(3);
  await other.close();
});

test('copy link with the second player to move: the whole text, "@2" and all', async ({ page, context }) => {
  await openAt(page, 'nim:3,4,5');
  await page.click('#mode-play');
  await page.check('#vs-human');
  await settle(page);
  await clickMove(page, '1:3>1');
  const now = cli('play', 'nim:3,4,5', '1:3>1');
  expect(now).toBe('nim:1,4,5@2');
  await page.click('#copy');
  const link = await page.locator('#linkout').inputValue();
  expect(link).toBe(`${page.url().split('#')[0]}#nim:1,4,5@2&mode=play&vs=human&cpu=2&from=nim:3,4,5&moves=1:3%3E1`);
  expect(urlText(page)).toBe('nim:1,4,5@2');
  const other = await context.newPage();
  await other.goto(link);
  await settle(other);
  expect((await shown(other)).text).toBe('nim:1,4,5@2');
  await expect(other.locator('#status')).toHaveText('Player 2 to move.');
  await other.close();
  // an edit with player 2 to move keeps "@2" in the address
  await page.click('#mode-edit');
  await settle(page);
  expect(urlText(page)).toBe('nim:1,4,5@2');
  expect(new URL(page.url()).hash).toBe('#nim:1,4,5@2');
});

test('percent-encoded links open the position they encode', async ({ page }) => {
  for (const [hash, text] of [
    ['nim%3A3%2C4%2C5', 'nim:3,4,5'],
    ['p=nim%3A1%2C2', 'nim:1,2'],
    ['sub(1%2C3%2C4)%3A10%2B treblecross%3A.X.X...X'.replace(' ', ''), 'sub(1,3,4):10+treblecross:.X.X...X'],
    ['northcott%3A..B..W%402', 'northcott:..B..W@2'],
    ['octal(0.77)%3Aooo.oo', 'octal(0.77):ooo.oo'],
  ]) {
    await openAt(page, hash);
    const s = await shown(page);
    expect(s.text, `#${hash}`).toBe(text);
    expect(s.message).toBe('');
    const ref = refOf(text); // the values the page shows, by plain mex
    expect(s.sgs).toEqual(ref.comps.map((c) => (c.sg === null ? '' : String(c.sg))));
    expect(s.verdict).toBe(ref.verdict);
  }
  // a game link without cpu: the computer is player 2 (you move first)
  await openAt(page, 'nim:3,4,5', '&mode=play');
  await expect(page.locator('#mode-play')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#status')).toHaveText('You (player 1) to move.');
  await openAt(page, 'nim:3,4,5@2', '&mode=play&vs=computer&cpu=1');
  await expect(page.locator('#status')).toHaveText('You (player 2) to move.');
});

test('back and forward step through edits and moves', async ({ page }) => {
  await openAt(page, 'nim:5');
  const stone = (n) => page.locator(`.comp[data-comp="1"] [data-act="stone"][data-n="${n}"]`);
  await stone(5).click(); // nim:4
  await settle(page);
  await stone(2).click(); // nim:1
  await settle(page);
  await page.click('#turn2'); // nim:1@2
  await settle(page);
  expect((await shown(page)).text).toBe('nim:1@2');
  for (const want of ['nim:1', 'nim:4', 'nim:5']) {
    await page.goBack();
    await settle(page);
    expect((await shown(page)).text).toBe(want);
    expect(urlText(page)).toBe(want);
  }
  await page.goForward();
  await settle(page);
  expect((await shown(page)).text).toBe('nim:4');
  // moves too: a two-player game, then back into the middle of it
  await page.click('#mode-play');
  await page.check('#vs-human');
  await settle(page);
  await clickMove(page, '1:4>2');
  await clickMove(page, '1:2>1');
  await expect(page.locator('#history li')).toHaveCount(2);
  await page.goBack();
  await settle(page);
  expect((await shown(page)).text).toBe('nim:2@2');
  await expect(page.locator('#history li')).toHaveCount(1);
  await page.goForward();
  await settle(page);
  await expect(page.locator('#history li')).toHaveCount(2);
});

/** Everything the page keeps of a game against the computer: the position,
 *  the game's moves (each with its player and the texts before and after),
 *  the moves undone, the list shown, the address and the buttons. */
async function gameState(page) {
  return {
    ...(await page.evaluate(() => {
      const p = globalThis.grundy.state.play;
      const entry = (h) => ({ move: h.move, player: h.player, before: h.before, after: h.after, words: h.words });
      return { text: globalThis.grundy.position(), phase: p.phase, history: p.history.map(entry), future: p.future.map(entry) };
    })),
    list: await page.locator('#history li').allTextContents(),
    url: urlText(page),
    undo: await page.locator('#undo').isEnabled(),
    redo: await page.locator('#redo').isEnabled(),
  };
}

test('undo and redo over several moves against the computer restore each earlier state exactly', async ({ page }) => {
  const start = 'nim:10,12,14,15';
  await openAt(page, start);
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play'); // you start; the computer replies to each move
  await settle(page);
  const seen = [await gameState(page)];
  for (let round = 0; round < 4; round++) { // a stone from the largest heap each time
    const heaps = seen[round].text.replace(/@.*$/, '').slice(4).split(',').map(Number);
    const i = heaps.indexOf(Math.max(...heaps));
    await clickMove(page, `${i + 1}:${heaps[i]}>${heaps[i] - 1}`);
    const st = await gameState(page);
    expect(st.history, `round ${round + 1}: your move and the reply`).toHaveLength(2 * (round + 1));
    expect(st.history.map((h) => h.player)).toEqual(Array.from({ length: 2 * (round + 1) }, (_, k) => (k % 2 ? 2 : 1)));
    // each move follows from the one before, by the native engine's rules
    for (const h of st.history.slice(-2)) expect(cli('play', h.before, h.move)).toBe(h.after);
    expect(st.history[0].before).toBe(start);
    expect(st.history.at(-1).after).toBe(st.text);
    seen.push(st);
  }
  expect(seen[0]).toMatchObject({ history: [], future: [], undo: false, redo: false, list: [] });
  // undo, round by round, back to the start: each earlier state exactly, the undone moves kept in order
  for (let k = seen.length - 2; k >= 0; k--) {
    await page.click('#undo');
    await settle(page);
    const st = await gameState(page);
    const { future, redo, ...rest } = st;
    const { future: f0, redo: r0, ...was } = seen[k];
    expect(rest, `undone to round ${k}`).toEqual(was);
    expect(future, `undone to round ${k}: the moves to redo`).toEqual(seen.at(-1).history.slice(2 * k));
    expect(redo).toBe(true);
  }
  expect((await gameState(page)).undo).toBe(false);
  // redo, round by round, to the end: each later state exactly
  for (let k = 1; k < seen.length; k++) {
    await page.click('#redo');
    await settle(page);
    const { future, redo, ...rest } = await gameState(page);
    const { future: f0, redo: r0, ...was } = seen[k];
    expect(rest, `redone to round ${k}`).toEqual(was);
    expect(future).toEqual(seen.at(-1).history.slice(2 * k));
    expect(redo).toBe(k < seen.length - 1);
  }
  // two rounds back, then another move: the undone moves are gone, the earlier ones stay
  await page.click('#undo');
  await settle(page);
  await page.click('#undo');
  await settle(page);
  const heaps = seen[2].text.replace(/@.*$/, '').slice(4).split(',').map(Number);
  const i = heaps.indexOf(Math.min(...heaps.filter((x) => x > 0)));
  await clickMove(page, `${i + 1}:${heaps[i]}>0`);
  const st = await gameState(page);
  expect(st.history.slice(0, 4)).toEqual(seen[2].history);
  expect(st.history[4]).toMatchObject({ move: `${i + 1}:${heaps[i]}>0`, player: 1, before: seen[2].text });
  expect(st.future).toEqual([]);
  expect(st.redo).toBe(false);
});
