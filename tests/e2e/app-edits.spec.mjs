// app-edits.spec.mjs — what a student and a teacher ran into while editing:
// the size fields follow the typing (and a cleared field never becomes 0),
// a bad link stays in the Position field to be fixed, a message never moves
// the boards, Teach is one button away, and the link keeps the teaching
// panel's tab, sequence and graph.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, shown, urlText } from './app-helpers.mjs';
import { cli, idle, SHOTS } from './teach-lib.mjs';
import { mkdirSync } from 'node:fs';

const field = (page, i) => page.locator(`.comp[data-comp="${i}"] input[data-field="size"]`);

test('a heap field is applied as it is typed, keeping the typing and the focus', async ({ page }) => {
  await openAt(page, 'nim:3,4,5');
  const f = field(page, 1);
  await f.click();
  await f.press('Control+a');
  await page.keyboard.type('7');
  await settle(page); // the pause after typing, then the engine
  expect((await shown(page)).text).toBe('nim:7,4,5');
  await expect(page.locator('#nimsum')).toHaveText(String(7 ^ 4 ^ 5));
  await expect(f).toBeFocused();
  await page.keyboard.type('2'); // on after the redraw: 72
  await settle(page);
  expect((await shown(page)).text).toBe('nim:72,4,5');
  await expect(f).toHaveValue('72');
  await expect(f).toBeFocused();
  // typed fast, no pause: one value
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('15', { delay: 20 });
  await settle(page);
  expect((await shown(page)).text).toBe('nim:15,4,5');
  await expect(f).toHaveValue('15');
});

test('a cleared heap field does not become 0: the board keeps its heap and says why', async ({ page }) => {
  await openAt(page, 'nim:3,4,5');
  const f = field(page, 2);
  await f.click();
  await f.press('Control+a');
  await f.press('Backspace');
  await settle(page);
  expect((await shown(page)).text).toBe('nim:3,4,5');
  await expect(page.locator('#message')).toContainText('empty');
  await expect(f).toHaveValue(''); // the typing is left alone …
  await expect(f).toBeFocused();
  await page.keyboard.press('Tab'); // … until the field is left: the board's value again
  await settle(page);
  await expect(f).toHaveValue('4');
  expect((await shown(page)).text).toBe('nim:3,4,5');
  await expect(page.locator('#message')).toContainText('empty');
  // Enter on a cleared field: the same
  await f.fill('');
  await f.press('Enter');
  await settle(page);
  expect((await shown(page)).text).toBe('nim:3,4,5');
});

test('a bad link stays in the Position field with the message, to be fixed in place', async ({ page }) => {
  await openAt(page, 'nim:3,4,x');
  await expect(page.locator('#message')).toContainText('The link could not be opened');
  await expect(page.locator('#postext')).toHaveValue('nim:3,4,x');
  await expect(page.locator('#postext')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('#postext').press('End');
  await page.locator('#postext').press('Backspace');
  await page.locator('#postext').type('6');
  await page.locator('#postext').press('Enter');
  await settle(page);
  expect((await shown(page)).text).toBe('nim:3,4,6');
  await expect(page.locator('#message')).toHaveText('');
  await expect(page.locator('#postext')).toHaveAttribute('aria-invalid', 'false');
  // an address that cannot even be decoded: its text too
  await page.goto('about:blank');
  await page.goto('./#nim:3,%zz');
  await settle(page);
  await expect(page.locator('#postext')).toHaveValue('nim:3,%zz');
  // a typed position that is refused stays when the field is left
  await page.locator('#postext').fill('nim:3,,4');
  await page.locator('#postext').press('Enter');
  await settle(page);
  await page.locator('#random').focus();
  await expect(page.locator('#postext')).toHaveValue('nim:3,,4');
});

test('a message never moves the boards on a desktop, and never lies over them on a phone', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await openAt(page, 'nim:3,4,5');
    await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
    await page.click('#mode-play');
    await settle(page);
    const where = () => page.evaluate(() => { // on the page, whatever the scrolling
      const r = document.getElementById('boards').getBoundingClientRect();
      return [r.left + scrollX, r.top + scrollY, r.width];
    });
    const before = await where();
    await page.click('#hint'); // a message: the hint
    await expect(page.locator('#message')).toContainText('Hint');
    if (width > 600) expect(await where(), `${width}px`).toEqual(before);
    else { // on a phone it takes its own room rather than cover the boards
      const m = await page.locator('#message').boundingBox(), b = await page.locator('#boards').boundingBox();
      expect(m.y + m.height, `${width}px: the message ends above the boards`).toBeLessThanOrEqual(b.y + 1);
    }
    await page.click('#newgame'); // and gone again
    await settle(page);
    await expect(page.locator('#message')).toHaveText('');
    expect(await where()).toEqual(before);
  }
});

test('Teach is one button away at 1366×768; the skip link leaves the position alone', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAt(page, 'nim:3,4,5');
  const teach = page.locator('#teach');
  const top = async () => (await teach.boundingBox()).y;
  expect(await top(), 'Teach starts below the fold').toBeGreaterThan(768);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/teach-reach-1366-before.png` });
  await page.locator('#to-teach').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#teach [role=tab][aria-selected=true]')).toBeFocused();
  expect(await top()).toBeLessThan(768);
  expect(await top()).toBeGreaterThanOrEqual(-1);
  await page.screenshot({ path: `${SHOTS}/teach-reach-1366-after.png` });
  // the skip link: to the board, the position unchanged
  await page.evaluate(() => scrollTo(0, 0));
  await page.keyboard.press('Shift+Tab');
  await page.locator('.skip').focus();
  await page.keyboard.press('Enter');
  await settle(page);
  expect(await page.evaluate(() => document.getElementById('boards').contains(document.activeElement))).toBe(true);
  expect(urlText(page)).toBe('nim:3,4,5');
  await expect(page.locator('#message')).toHaveText('');
});

test('the link keeps the Teach tab, the sequence settings and the drawn graph', async ({ page }) => {
  await openAt(page, 'nim:3,4,5');
  await page.waitForSelector('#teach[data-ready]');
  await page.click('#teach-tab-sequence');
  await page.selectOption('#teach-sequence select[name=family]', 'bash');
  await page.fill('#teach-sequence input[name=m]', '4');
  await page.fill('#teach-sequence input[name=n]', '150');
  await page.click('#teach-sequence >> text=Compute');
  await expect(page.locator('#teach-sequence')).toHaveAttribute('data-family', 'sub(1-4)');
  await idle(page);
  const hash = decodeURIComponent(new URL(page.url()).hash);
  expect(hash).toContain('teach=sequence');
  expect(hash).toContain('seq=sub(1-4):150');
  await page.click('#teach-tab-graph');
  await page.fill('#teach-graph input[name=component]', 'nim:4');
  await page.click('#teach-graph >> text=Draw graph');
  await expect(page.locator('#teach-graph .node')).toHaveCount(5);
  await idle(page);
  const link = page.url();
  expect(decodeURIComponent(new URL(link).hash)).toContain('graph=nim:4');
  // opened afresh: the same tab, family, fields, n, values and graph
  await page.goto('about:blank');
  await page.goto(link);
  await page.waitForSelector('#teach[data-ready]');
  await idle(page);
  await expect(page.locator('#teach-tab-graph')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#teach-graph .node')).toHaveCount(5);
  await page.click('#teach-tab-sequence');
  await expect(page.locator('#teach-sequence')).toHaveAttribute('data-family', 'sub(1-4)');
  await expect(page.locator('#teach-sequence select[name=family]')).toHaveValue('bash');
  await expect(page.locator('#teach-sequence input[name=m]')).toHaveValue('4');
  await expect(page.locator('#teach-sequence input[name=n]')).toHaveValue('150');
  const want = cli('sequence', 'sub(1-4)', 150);
  await expect(page.locator('#teach-sequence td[data-size="149"]')).toHaveText(String(want.values[149]));
  expect(decodeURIComponent(new URL(page.url()).hash)).toContain('teach=sequence');
});

for (const [width, height] of [[375, 740], [1280, 900], [1920, 1080]]) {
  test(`screenshots at ${width} px: a bad link, a game in play, the classroom`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height });
    await openAt(page, 'nim:3,4,x');
    await expect(page.locator('#postext')).toHaveValue('nim:3,4,x');
    await page.screenshot({ path: `${SHOTS}/edits-bad-link-${width}.png` });
    await openAt(page, 'nim:9,9+sub(1-3):7');
    await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
    await page.click('#mode-play');
    await settle(page);
    for (let k = 0; k < 7; k++) {
      const stone = page.locator('.comp[data-comp="1"] [data-act="stone"]').last();
      await stone.focus();
      await page.keyboard.press('Enter');
      await settle(page);
      if (await page.evaluate(() => globalThis.grundy.analysis().over)) break;
    }
    await page.click('#hint');
    await page.screenshot({ path: `${SHOTS}/edits-play-${width}.png`, fullPage: true });
    await page.waitForSelector('#teach[data-ready]');
    await page.click('#teach-tab-classroom');
    await page.click('#teach-classroom >> text=Start classroom mode');
    for (let k = 0; k < 3; k++) await page.locator('.teach-next').click();
    await page.screenshot({ path: `${SHOTS}/edits-classroom-${width}.png` });
    await page.keyboard.press('Escape');
  });
}
