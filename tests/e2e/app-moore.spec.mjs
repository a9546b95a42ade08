// app-moore.spec.mjs — Moore's Nim_k in the page: the winning moves marked
// on the stacks and the binary table's column counts agree with a plain
// minimax done here (it knows nothing of binary columns); editing by click
// and fields; a game against the computer to the end with moves on several
// heaps (Shift+click); a link round trip.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, expectMatchesEngine, urlText, showIn } from './app-helpers.mjs';

/** Every move of Moore's Nim_k: 1..k heaps lowered, each by any amount. */
function movesOf(hs, k) {
  const out = [];
  const walk = (i, cur, changed) => {
    if (i === hs.length) { if (changed) out.push([...cur]); return; }
    walk(i + 1, cur, changed);
    if (changed < k) for (let v = hs[i] - 1; v >= 0; v--) { cur[i] = v; walk(i + 1, cur, changed + 1); cur[i] = hs[i]; }
  };
  walk(0, [...hs], 0);
  return out;
}
const memo = new Map();
/** Whether the player to move loses (normal play, or misère), by minimax. */
function lost(hs, k, misere = false) {
  const key = `${k}${misere ? 'm' : ''}:${hs.join('/')}`;
  if (memo.has(key)) return memo.get(key);
  const ms = movesOf(hs, k);
  const r = ms.length === 0 ? !misere : ms.every((m) => !lost(m, k, misere));
  memo.set(key, r);
  return r;
}
const winningOf = (hs, k, misere = false) => movesOf(hs, k).filter((m) => lost(m, k, misere));

const card = (page) => page.locator('#boards .comp[data-comp="1"]');
const stone = (page, heap, n) => card(page).locator(`[data-act="stone"][data-s="${heap}"][data-n="${n}"]`);

/** What the board draws: per heap, the levels marked as a winning move's cut. */
async function marked(page) {
  return card(page).evaluate((el) => {
    const out = {};
    for (const a of el.querySelectorAll('[data-act="stone"]')) if (a.querySelector('ellipse.stone.target')) (out[a.dataset.s] ??= []).push(Number(a.dataset.n));
    for (const k of Object.keys(out)) out[k].sort((p, q) => p - q);
    return { cuts: out, counts: [...el.querySelectorAll('text.mo-count[data-count]')].map((t) => Number(t.dataset.count)) };
  });
}

test('minimax agrees with Moore\'s published rule on small heaps', () => {
  for (const k of [1, 2, 3]) for (let a = 0; a < 5; a++) for (let b = 0; b < 5; b++) for (let c = 0; c < 5; c++) {
    const p = [0, 1, 2].every((j) => ((a >> j & 1) + (b >> j & 1) + (c >> j & 1)) % (k + 1) === 0);
    expect(lost([a, b, c], k), `${k}: ${a} ${b} ${c}`).toBe(p);
  }
});

test('winning moves on the stacks and the column counts are those of minimax', async ({ page }) => {
  for (const [k, hs] of [[2, [3, 5, 6]], [2, [1, 2, 4, 7]], [2, [7, 7, 7]], [1, [3, 4, 5]], [3, [5, 3, 6, 2]], [2, [4, 4, 1, 6]]]) {
    const link = `moore(${k}):${hs.join('/')}`;
    await showIn(page, link);
    await expectMatchesEngine(page);
    const win = winningOf(hs, k);
    const want = {};
    for (const m of win) m.forEach((v, j) => { if (v < hs[j]) (want[j + 1] ??= new Set()).add(v + 1); });
    const d = await marked(page);
    expect(d.cuts, link).toEqual(Object.fromEntries(Object.entries(want).map(([j, s]) => [j, [...s].sort((p, q) => p - q)])));
    const top = Math.max(...hs).toString(2).length;
    expect(d.counts, link).toEqual(Array.from({ length: top }, (_, j) => hs.reduce((n, x) => n + (x >> j & 1), 0)));
    await expect(page.locator('#verdict')).toHaveAttribute('data-verdict', lost(hs, k) ? 'P' : 'N');
    const listed = await page.locator('#moves li').evaluateAll((li) => li.map((x) => x.dataset.move).sort());
    expect(listed).toEqual(win.map((m) => `1:${hs.join('/')}>${m.join('/')}`).sort());
  }
});

test('editing: a click cuts a heap, the fields set k, the number of heaps and the sizes', async ({ page }) => {
  await openAt(page, 'moore(2):3/5/6');
  await stone(page, 2, 3).click(); // heap 2 cut to 2
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('moore(2):3/2/6');
  const k = card(page).locator('input[data-field="k"]');
  await k.fill('3');
  await k.press('Enter');
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('moore(3):3/2/6');
  const n = card(page).locator('input[data-field="n"]');
  await n.fill('5');
  await n.press('Enter');
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('moore(3):3/2/6/1/1');
  const sizes = card(page).locator('input[data-field="body"]');
  await sizes.fill('9/8/7/6');
  await sizes.press('Enter');
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('moore(3):9/8/7/6');
  expect(urlText(page)).toBe('moore(3):9/8/7/6');
  await sizes.fill('9/x');
  await sizes.press('Enter');
  await settle(page);
  await expect(page.locator('#message')).toContainText('Heap 2 must be a whole number');
  await k.fill('0');
  await k.press('Enter');
  await settle(page);
  await expect(page.locator('#message')).toContainText('k must be at least 1');
});

/** Makes the move from hs to m on the stacks: Shift+click each lowered heap
 *  but the last, then click the last one. */
async function playMove(page, hs, m) {
  const lowered = m.map((v, j) => [v, j]).filter(([v, j]) => v < hs[j]);
  for (const [v, j] of lowered.slice(0, -1)) {
    await stone(page, j + 1, v + 1).click({ modifiers: ['Shift'] });
    await settle(page);
  }
  const [v, j] = lowered[lowered.length - 1];
  await stone(page, j + 1, v + 1).click();
  await settle(page);
}

test('a game against the computer to the end, moves on two heaps, and its link', async ({ page }) => {
  await openAt(page, 'moore(2):3/5/6');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play');
  await settle(page);
  for (let t = 0; t < 40; t++) {
    const a = await page.evaluate(() => globalThis.grundy.analysis());
    if (a.over) break;
    const hs = a.components[0].body.split('/').map(Number);
    const w = winningOf(hs, 2);
    await playMove(page, hs, w.length ? w[0] : movesOf(hs, 2)[0]);
  }
  const st = await page.evaluate(() => ({ ...globalThis.grundy.state.play, text: globalThis.grundy.position() }));
  expect(st.text).toBe('moore(2):0/0/0@2');
  expect(st.history[0].move).toBe('1:3/5/6>3/3/3'); // two heaps at once, by Shift+click
  for (const h of st.history.filter((e) => e.player === st.cpu)) expect(lost(h.before.split(':')[1].replace(/@2$/, '').split('/').map(Number), 2)).toBe(true);
  await expect(page.locator('#status')).toContainText(/Game over: You \(player 1\) win/);
  const link = page.url();
  await page.goto('about:blank');
  await page.goto(link);
  await settle(page);
  const again = await page.evaluate(() => ({ text: globalThis.grundy.position(), moves: globalThis.grundy.state.play.history.map((h) => h.move) }));
  expect(again).toEqual({ text: st.text, moves: st.history.map((h) => h.move) });
});

test('a move on more than k heaps is refused in the engine\'s words; Escape lets the chosen go', async ({ page }) => {
  await openAt(page, 'moore(1):3/5/6', '&mode=play&vs=human');
  await stone(page, 1, 3).click({ modifiers: ['Shift'] });
  await settle(page);
  await expect(card(page).locator('ellipse.stone.chosen')).toHaveCount(1);
  await stone(page, 2, 5).click();
  await settle(page);
  await expect(page.locator('#message')).toContainText('takes from at most 1');
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe('moore(1):3/5/6');
  await stone(page, 1, 3).click({ modifiers: ['Shift'] });
  await settle(page);
  await stone(page, 1, 3).press('Escape');
  await settle(page);
  await expect(card(page).locator('ellipse.stone.chosen')).toHaveCount(0);
});
