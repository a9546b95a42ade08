// app-octal.spec.mjs — octal games (rows of pins) in the page: a shared link
// shows the engine's values, nim-sum and winning blocks (cells and bars);
// editing by click, drag and the code/width fields; illegal blocks refused
// with the code's rule; a whole game against the computer, which moves first
// from an N-position and wins, while we knock pins down by click, by drag
// and by two clicks; screenshots at desktop and phone widths.
// Expectations come from the engine in the page, never typed in.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, shown, analyse, expectMatchesEngine, urlText, dragCells, refOf } from './app-helpers.mjs';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('../../build/screenshots/', import.meta.url));
const LINK = 'octal(0.137):oooooooooooo,ooo.oooo+nim:2';

const card = (page, i) => page.locator(`#boards .comp[data-comp="${i}"]`);
const cell = (page, i, n) => card(page, i).locator(`[data-act="cell"][data-n="${n}"]`);

/** The cells and bars each card marks: {i: {cells: [n…], bars: [move…]}}. */
async function marked(page) {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('#boards .comp[data-game="octal"]')].map((c) => [c.dataset.comp, {
    cells: [...c.querySelectorAll('[data-act="cell"]')].filter((a) => a.querySelector('rect.cell.take')).map((a) => Number(a.dataset.n)),
    bars: [...c.querySelectorAll('.block-mark')].map((b) => `${c.dataset.comp}:${b.dataset.move.slice(b.dataset.move.indexOf(':') + 1)}`).sort(),
  }])));
}

test('a shared link shows the engine\'s values and its winning blocks on the pins', async ({ page }) => {
  await openAt(page, LINK);
  const { a } = await expectMatchesEngine(page);
  expect(a.verdict).toBe('N');
  const all = await analyse(page, LINK, false);
  const m = await marked(page);
  for (const comp of [1, 2]) {
    const win = all.moves.filter((x) => x.winning && x.component === comp);
    const cells = new Set(win.flatMap((x) => Array.from({ length: x.to - x.from + 1 }, (_, k) => x.from + k)));
    expect(m[comp].cells).toEqual([...cells].sort((x, y) => x - y));
    expect(m[comp].bars).toEqual(win.map((x) => x.move).sort());
    // each run's value is in the analysis: runs [first, len, G], XOR = the row's SG
    const c = a.components[comp - 1];
    expect(c.runs.reduce((s, r) => s ^ r[2], 0)).toBe(c.sg);
  }
  await expect(card(page, 1).locator('.game')).toHaveText("Dawson's chess");
  // the words name the block and the runs it leaves
  const s = await shown(page);
  for (const x of all.moves.filter((y) => y.winning)) expect(s.words.some((w) => w.includes(x.label))).toBe(true);
  expect(s.words.some((w) => /knock down pins? \d+(-\d+)? \(/.test(w))).toBe(true);
});

test('editing a row: click, drag, the code and the width', async ({ page }) => {
  await openAt(page, 'octal(0.77):ooooooo,ooooo');
  await cell(page, 1, 4).click(); // knock pin 4 down
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('octal(0.77):ooo.ooo,ooooo');
  await dragCells(page, 1, 5, 7); // pins 5-7 down at once
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('octal(0.77):ooo....,ooooo');
  await dragCells(page, 1, 6, 4); // and back up, dragged leftwards
  await settle(page);
  expect((await shown(page)).text).toBe('octal(0.77):oooooo.,ooooo');
  expect(urlText(page)).toBe('octal(0.77):oooooo.,ooooo');
  // the code: both rows share it, so both change
  const code = card(page, 1).locator('input[data-field="code"]');
  await code.fill('.137');
  await code.press('Enter');
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('octal(0.137):oooooo.,ooooo');
  await expect(card(page, 2).locator('.game')).toHaveText("Dawson's chess");
  await code.fill('0.8');
  await code.press('Enter');
  await settle(page);
  await expect(page.locator('#message')).toHaveText('Octal digits are 0 to 7.');
  expect((await shown(page)).text).toBe('octal(0.137):oooooo.,ooooo');
  // the width: new places hold pins, a narrower row loses its last places
  const width = card(page, 2).locator('input[data-field="width"]');
  await width.fill('8');
  await width.press('Enter');
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('octal(0.137):oooooo.,oooooooo');
  await width.fill('3');
  await width.press('Enter');
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('octal(0.137):oooooo.,ooo');
  // the Add bar adds a row of pins with the position's code
  await page.selectOption('#addgame', 'octal');
  await page.click('#add');
  await settle(page);
  const t = (await expectMatchesEngine(page)).s.text;
  expect(t).toMatch(/^octal\(0\.137\):oooooo\.,ooo,o+$/);
});

test('illegal blocks are refused with the rule of the code', async ({ page }) => {
  await openAt(page, 'octal(0.07):ooooo');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play');
  await page.check('#vs-human');
  await settle(page);
  await dragCells(page, 1, 1, 3); // three pins: Dawson's Kayles knocks down two
  await settle(page);
  await expect(page.locator('#message')).toContainText("Dawson's Kayles (0.07): a move knocks down 2 adjacent pins anywhere.");
  expect((await shown(page)).text).toBe('octal(0.07):ooooo');
  await cell(page, 1, 3).click(); // one pin alone is no move: it becomes the first end
  await settle(page);
  await expect(page.locator('#message')).toContainText('Pin 3 chosen');
  await expect(cell(page, 1, 3).locator('rect.cell')).toHaveClass(/picked/);
  await cell(page, 1, 3).click(); // the same pin again: a block of one
  await settle(page);
  await expect(page.locator('#message')).toContainText('not a move here');
  await cell(page, 1, 3).click();
  await cell(page, 1, 4).click(); // pins 3 and 4
  await settle(page);
  expect((await shown(page)).text).toBe('octal(0.07):oo..o@2');
  await expect(page.locator('#history li')).toHaveCount(1);
  // Dawson's chess: one pin only as a whole run
  await openAt(page, 'octal(0.137):ooo.o');
  await page.click('#mode-play');
  await page.check('#vs-human');
  await settle(page);
  await cell(page, 1, 1).click();
  await settle(page);
  await cell(page, 1, 1).click(); // a single pin at the end of a run of 3
  await settle(page);
  await expect(page.locator('#message')).toContainText('1 pin as a whole run');
  await cell(page, 1, 5).click(); // the lone pin 5: a whole run of 1
  await settle(page);
  expect((await shown(page)).text).toBe('octal(0.137):ooo..@2');
});

test('the computer, moving first from an N-position, wins; we knock pins by click, drag and two clicks', async ({ page }) => {
  const link = 'octal(0.07):oooooooooo,oooooo+octal(0.77):ooo';
  await openAt(page, link);
  expect(refOf(link).verdict).toBe('N');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play');
  await settle(page);
  await page.check('#starts-b'); // the computer starts
  await settle(page);
  const ways = { drag: 0, clicks: 0 };
  for (let k = 0; k < 60; k++) {
    const a = await page.evaluate(() => globalThis.grundy.analysis());
    if (a.over) break;
    const all = await analyse(page, a.position, false);
    const mv = all.moves[all.moves.length - 1 - (k % all.moves.length)]; // vary the moves we make
    const [i, body] = mv.move.split(':');
    const [from, to] = body.split('-').map(Number);
    const alone = (n) => all.moves.some((x) => x.move === `${i}:${n}`); // a click knocks it down at once
    if (to === undefined) await cell(page, i, from).click();
    else if ((ways.drag > ways.clicks || k % 3 === 0) && !(alone(from) && alone(to))) {
      const [first, second] = alone(to) ? [from, to] : [to, from]; // two clicks, an end that is no move alone first
      ways.clicks++;
      await cell(page, i, first).click();
      await settle(page);
      await cell(page, i, second).click();
    } else {
      ways.drag++;
      await dragCells(page, i, from, to);
    }
    await settle(page);
    const after = await page.evaluate(() => globalThis.grundy.state.play.history);
    expect(after.some((e) => e.move === mv.move), `our move ${mv.move} was made`).toBe(true);
  }
  const st = await page.evaluate(() => ({ ...globalThis.grundy.state.play }));
  expect(st.history[st.history.length - 1].player, 'the computer made the last move').toBe(st.cpu);
  await expect(page.locator('#status')).toContainText(/Game over: The computer \(player \d\) wins/);
  for (const e of st.history) if (e.player === st.cpu) expect(refOf(e.after).nimsum, `the computer's ${e.move} leaves nim-sum 0`).toBe(0);
  expect(ways.drag, 'some blocks were knocked down by a drag').toBeGreaterThan(0);
  expect(ways.clicks, 'some blocks were knocked down by two clicks').toBeGreaterThan(0);
});

for (const [name, width, height] of [['desktop', 1280, 900], ['phone', 375, 740]]) {
  test(`${name}: an octal position fits, cells stay tappable; screenshot`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openAt(page, 'octal(0.77):ooooooooooooooooo.ooo,ooooooo+octal(0.137):oooooooo');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    const boards = await page.locator('#boards svg.board').evaluateAll((svgs) => svgs.map((svg) => {
      const c = svg.closest('.comp'), scroller = svg.closest('.scroller'); // the board scrolls under the card's header
      return {
        fits: svg.getBoundingClientRect().right <= c.getBoundingClientRect().right + 1,
        scrolls: ['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX),
        cell: svg.querySelector('rect.cell').getBoundingClientRect().width,
      };
    }));
    for (const b of boards) {
      expect(b.fits || b.scrolls).toBe(true);
      expect(b.cell).toBeGreaterThanOrEqual(24);
    }
    await expectMatchesEngine(page);
    await page.screenshot({ path: `${DIR}octal-${name}.png`, fullPage: name === 'desktop' });
  });
}

test('keyboard only: Shift+Enter chooses one end of a block in Kayles, Enter the other', async ({ page }) => {
  await openAt(page, 'octal(0.77):oooooo');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play');
  await page.check('#vs-human');
  await settle(page);
  await cell(page, 1, 2).focus();
  await expect(cell(page, 1, 2)).toHaveAttribute('aria-label', /Shift\+Enter chooses it as one end/);
  await page.keyboard.press('Shift+Enter');
  await settle(page);
  await expect(page.locator('#message')).toContainText('Pin 2 chosen as one end');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter'); // pins 2 and 3: a two-pin block from the middle
  await settle(page);
  const after = await engineText(page, 'octal(0.77):oooooo', '1:2-3');
  expect((await shown(page)).text).toBe(after);
  await expect(page.locator('#history li')).toHaveCount(1);
  // Enter alone still knocks a single pin where Kayles allows it
  await cell(page, 1, 6).focus();
  await page.keyboard.press('Enter');
  await settle(page);
  expect((await shown(page)).text).toBe(await engineText(page, after, '1:6'));
});

/** The position after a move, as the engine in the page plays it. */
function engineText(page, text, move) {
  return page.evaluate(async ([t, m]) => (await import('./engine/engine.js')).play(t, m), [text, move]);
}
