// app-exercises.spec.mjs — exercises as links: the Exercises tab lists the
// lessons (Ferguson's Part I) with their sources; a link opens the position
// and asks, hiding the analysis, the values and the winning moves until the
// answer; the answer is checked (right, wrong, try again) and explained;
// moves on the board are answers, not made; "every winning move" gathers
// them; a teacher makes a link of their own; a bad link says why. Expected
// answers are computed here from the rules (XOR, mod), never read from the page.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, urlText } from './app-helpers.mjs';
import { openTab } from './teach-lib.mjs';

const BOOK = 'T. S. Ferguson, Game Theory, Part I: Impartial Combinatorial Games';
const panel = (page) => page.locator('#exercise');
const result = (page) => page.locator('#exercise .ex-result');

/** Opens an exercise by its link. */
async function exercise(page, text, ask, q = null, src = null, of = null) {
  const extra = `&ex=${ask}${q ? `&q=${encodeURIComponent(q)}` : ''}${src ? `&src=${encodeURIComponent(src)}` : ''}${of ? `&of=${of}` : ''}`;
  await openAt(page, text, extra);
  await expect(panel(page)).toBeVisible();
}

/** Waits for the answer's check to be done. */
async function checked(page) {
  await expect(panel(page)).not.toHaveAttribute('data-busy', 'true');
  await settle(page);
}

async function hidden(page) {
  return page.evaluate(() => ({
    analysis: document.querySelector('#analysis').hidden,
    teach: document.querySelector('#teach').hidden,
    sgs: [...document.querySelectorAll('#boards .comp .sg')].map((x) => x.textContent),
    marks: [...document.querySelectorAll('#boards svg.board')].map((s) => s.dataset.marks).join(''),
  }));
}

test('the Exercises tab lists the lessons, each a link with its source; a link opens its exercise', async ({ page }) => {
  await openAt(page, 'nim:3,4,5');
  await page.waitForSelector('#teach[data-ready]');
  await openTab(page, 'exercises');
  const links = page.locator('#teach-exercises a[data-ask]');
  expect(await links.count()).toBeGreaterThanOrEqual(30);
  const sources = await page.locator('#teach-exercises .teach-exercises li').evaluateAll((lis) => lis.map((li) => li.textContent));
  expect(sources.every((t) => /Ferguson, (after )?§\d\.\d/.test(t))).toBe(true);
  await page.locator('#teach-exercises a', { hasText: 'What is the nim-sum of 27 and 17?' }).click();
  await expect(panel(page)).toBeVisible();
  await settle(page);
  expect(urlText(page)).toBe('nim:27,17');
  await expect(panel(page).locator('.ex-q')).toHaveText('What is the nim-sum of 27 and 17?');
  await expect(panel(page).locator('.ex-src')).toContainText(`${BOOK}, §2.6, Exercise 1(a)`);
});

test('a number: the values are hidden until the answer; a wrong one may be tried again; the right one is explained', async ({ page }) => {
  await exercise(page, 'nim:27,17', 'nimsum', 'What is the nim-sum of 27 and 17?', `${BOOK}, §2.6, Exercise 1(a)`);
  expect(await hidden(page)).toEqual({ analysis: true, teach: true, sgs: ['SG ?', 'SG ?'], marks: '' });
  await expect(page.locator('#summary')).toBeHidden();
  const right = 27 ^ 17;
  const box = panel(page).locator('.ex-number');
  await box.fill(String(right + 1));
  await box.press('Enter');
  await checked(page);
  await expect(result(page)).toContainText('is not it — try again');
  expect((await hidden(page)).analysis).toBe(true);
  await box.fill(String(right));
  await box.press('Enter');
  await checked(page);
  await expect(result(page).locator('[data-result]')).toHaveAttribute('data-result', 'right');
  await expect(result(page)).toContainText(`The values 27 ⊕ 17 = ${right}`);
  const now = await hidden(page);
  expect(now.analysis || now.teach).toBe(false);
  expect(now.sgs).toEqual(['SG 27', 'SG 17']);
  expect(new URL(page.url()).hash).not.toContain('ex='); // answered: the address no longer asks
});

test('a move: made on the board it is an answer, not a move; the wrong one is refuted, the right one wins', async ({ page }) => {
  await exercise(page, 'sub(1-6):31', 'move', 'What is your winning move?');
  const stone = (n) => page.locator(`#boards .comp[data-comp="1"] [data-act="stone"][data-n="${n}"]`);
  const take = 31 % 7; // leave a multiple of 7 (1-6 chips a move)
  const wrong = take === 1 ? 2 : 1;
  await stone(31 - wrong + 1).click(); // takes `wrong` chips
  await checked(page);
  await expect(result(page)).toContainText('does not win');
  await expect(result(page)).toContainText('The opponent would answer');
  expect(urlText(page)).toBe('sub(1-6):31'); // the position did not move
  await expect(page.locator('#history li')).toHaveCount(0);
  await stone(31 - take + 1).click();
  await checked(page);
  await expect(result(page).locator('[data-result]')).toHaveAttribute('data-result', 'right');
  await expect(result(page)).toContainText(`take ${take}`);
  expect(await result(page).textContent(), 'each sentence begins with a capital').not.toMatch(/[.!?] +[a-z]/);
  expect(urlText(page)).toBe('sub(1-6):31');
  // answered: moves are moves again (two players on one screen)
  await stone(31).click();
  await settle(page);
  expect(urlText(page)).toBe('sub(1-6):30@2');
  await expect(panel(page)).toBeHidden();
});

test('every winning move: gathered one by one, "That is all" checks the set; a typed move counts too', async ({ page }) => {
  const heaps = [13, 12, 8];
  const s = heaps.reduce((a, b) => a ^ b, 0);
  const want = heaps.flatMap((x, i) => ((x ^ s) < x ? [`${i + 1}:${x}>${x ^ s}`] : []));
  expect(want.length).toBe(3);
  await exercise(page, 'nim:13,12,8', 'moves');
  await panel(page).locator('.ex-all').click(); // too early: nothing found yet
  await checked(page);
  await expect(result(page)).toContainText(`${want.length} more win`);
  // again, properly: the link once more
  await exercise(page, 'nim:13,12,8', 'moves');
  const [first, ...rest] = want;
  const [comp, mv] = first.split(':');
  const to = Number(mv.split('>')[1]);
  await page.locator(`#boards .comp[data-comp="${comp}"] [data-act="stone"][data-n="${to + 1}"]`).click();
  await checked(page);
  await expect(result(page)).toContainText('Are there more?');
  for (const m of rest) {
    await panel(page).locator('.ex-move').fill(m);
    await panel(page).locator('.ex-move').press('Enter');
    await checked(page);
  }
  await expect(panel(page).locator('.ex-found li')).toHaveCount(3);
  expect(await panel(page).locator('.ex-found li').evaluateAll((lis) => lis.map((li) => li.dataset.move).sort())).toEqual([...want].sort());
  await panel(page).locator('.ex-all').click();
  await checked(page);
  await expect(result(page).locator('[data-result]')).toHaveAttribute('data-result', 'right');
  await expect(result(page)).toContainText('those are all 3 winning moves');
});

test('who wins: a game with cycles (the engine says which) offers "a draw", and the answer is explained', async ({ page }) => {
  await exercise(page, 'graph(a>b,b>c,c>a/d,d>e):a', 'verdict');
  expect(await page.locator('#boards .gr-sg').count(), 'no node value drawn before the answer').toBe(0);
  await panel(page).locator('[data-answer="N"]').click();
  await checked(page);
  await expect(result(page).locator('[data-result]')).toHaveAttribute('data-result', 'wrong');
  await expect(result(page)).toContainText('a draw');
  // a Nim exercise offers no draw
  await exercise(page, 'nim:1,2,3', 'verdict');
  await expect(panel(page).locator('[data-answer="D"]')).toHaveCount(0);
  await panel(page).locator('[data-answer="P"]').click(); // 1 ⊕ 2 ⊕ 3 = 0
  await checked(page);
  await expect(result(page).locator('[data-result]')).toHaveAttribute('data-result', 'right');
});

test('a teacher\'s own exercise: made from the board as a link, opened with its words and source', async ({ page }) => {
  await openAt(page, 'nim:5,9,13');
  await page.waitForSelector('#teach[data-ready]');
  await openTab(page, 'exercises');
  await page.selectOption('#teach-exercises select[name=ask]', 'move');
  await page.fill('#teach-exercises input[name=q]', 'Ms Smith asks: how do you win <b>here</b>?');
  await page.fill('#teach-exercises input[name=src]', 'Worksheet 3, question 2');
  await page.click('#teach-exercises button:has-text("Make the link")');
  const link = await page.locator('#teach-exercises input[name=link]').inputValue();
  expect(link).toContain('#nim:5,9,13&ex=move&q=');
  await page.goto('about:blank');
  await page.goto(link);
  await settle(page);
  await expect(panel(page).locator('.ex-q')).toHaveText('Ms Smith asks: how do you win <b>here</b>?'); // text, never markup
  await expect(panel(page).locator('.ex-src')).toHaveText('Source: Worksheet 3, question 2');
  const s = 5 ^ 9 ^ 13;
  const [i, h] = [[1, 5], [2, 9], [3, 13]].find(([, x]) => (x ^ s) < x);
  await page.locator(`#boards .comp[data-comp="${i}"] [data-act="stone"][data-n="${(h ^ s) + 1}"]`).click();
  await checked(page);
  await expect(result(page).locator('[data-result]')).toHaveAttribute('data-result', 'right');
});

test('a bad exercise link says why and shows the position as usual', async ({ page }) => {
  await openAt(page, 'nim:3,4', '&ex=guess');
  await expect(page.locator('#message')).toContainText('The exercise could not be set: "guess" is not something an exercise asks');
  await expect(panel(page)).toBeHidden();
  expect((await hidden(page)).analysis).toBe(false);
  await openAt(page, 'nim:3,4', '&ex=sg');
  await expect(page.locator('#message')).toContainText('of=k');
  await openAt(page, 'nim:3,4', '&ex=sg&of=2&q=SG%20of%20heap%202%3F');
  await panel(page).locator('.ex-number').fill('4');
  await panel(page).locator('.ex-number').press('Enter');
  await checked(page);
  await expect(result(page).locator('[data-result]')).toHaveAttribute('data-result', 'right');
});
