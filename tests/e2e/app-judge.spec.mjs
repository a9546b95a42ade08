// app-judge.spec.mjs — the judge input panel: each problem's sample input
// pasted gives the judge's output byte for byte (tests/judge/cases), each
// case opens on the board with the verdict (or the winning cells) the judge
// printed, a malformed input shows the judge's line-numbered message, and a
// large input is read in the worker without blocking the page.

import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures.mjs';
import { openAt, settle, shown } from './app-helpers.mjs';
import { rng, pick, xor, noLongTask } from './large-lib.mjs';

/** The judge panel's output, exactly (textContent). */
const outText = (page) => page.locator('.judge-out').evaluate((el) => el.textContent);

/** The judge's samples and the malformed inputs, read from tests/judge/cases. */
const CASES = new URL('../judge/cases/', import.meta.url);
const read = (name) => readFileSync(new URL(name, CASES), 'utf8');
const WINS = { nim: 'Yes\n', chess: 'YES\n', northcott: 'I WIN!\n' };

test('a pasted judge input is answered byte for byte, and its cases open on the board', async ({ page }) => {
  await openAt(page, 'nim:3,4,5');
  for (const name of ['nim', 'chess', 'northcott', 'treblecross', 'treblecross-uva']) {
    if (!(await page.locator('dialog#judge[open]').count())) await page.click('#judge-open');
    await page.selectOption('#judge-format', name);
    await page.fill('#judge-input', read(`${name}--sample.in`));
    await page.click('.judge-run');
    const out = read(`${name}--sample.out`);
    await expect.poll(() => outText(page), name).toBe(out);
    const answers = await page.locator('.judge-cases tbody tr').count();
    expect(answers, name).toBe(WINS[name] ? 2 : 4);
    await page.click('.judge-cases [data-open="2"]'); // case 2 on the board
    await settle(page);
    await expect(page.locator('dialog#judge')).not.toHaveAttribute('open', '');
    const verdict = await page.locator('#verdict').getAttribute('data-verdict');
    const second = name === 'treblecross-uva' ? out.split('\n').slice(2, 4).join('\n') + '\n' : out.split('\n')[1] + '\n';
    if (WINS[name]) expect(second === WINS[name], `${name} case 2: ${second}`).toBe(verdict === 'N');
    else { // the winning cells the judge prints are the winning moves on the board
      const cells = (await shown(page)).listed.map((m) => m.split(':')[1]).sort((a, b) => a - b).join(' ');
      expect(second).toBe(name === 'treblecross' ? `Case 2: ${cells}\n` : `WINNING\n${cells}\n`);
    }
  }
  // a malformed input: the judge's line-numbered message, the cases before it
  await page.click('#judge-open');
  await page.selectOption('#judge-format', 'chess');
  await page.fill('#judge-input', read('chess--bad-duplicate.in'));
  await page.click('.judge-run');
  await expect(page.locator('.judge-error')).toContainText(read('chess--bad-duplicate.err').trim());
  await expect.poll(() => outText(page)).toBe(read('chess--bad-duplicate.out'));
  // a large input (130 KB) is read in the worker; a case of 6,000 heaps opens compactly
  const r = rng(2197);
  const heaps = Array.from({ length: 3 }, () => Array.from({ length: 6000 }, () => pick(r, 1000000)));
  heaps[1][0] = xor(heaps[1].slice(1)); // case 2 is lost for the first player
  const input = `3\n${heaps.map((h) => `${h.length}\n${h.join(' ')}`).join('\n')}\n`;
  await page.selectOption('#judge-format', 'nim');
  await page.fill('#judge-input', input);
  await noLongTask(page, 'a 130 KB judge input, and a case of 6,000 heaps opened', async () => {
    await page.click('.judge-run');
    await expect.poll(() => outText(page)).toBe(heaps.map((h) => (xor(h) ? 'Yes' : 'No')).join('\n') + '\n');
    await page.click('.judge-cases [data-open="1"]');
    await settle(page);
  });
  await expect(page.locator('.compact')).toHaveAttribute('data-count', '6000');
  expect(await page.locator('#nimsum').getAttribute('data-value')).toBe(String(xor(heaps[0])));
});

// The games of the classic problems: each sample answered byte for byte, and
// every case opened on its own game's board with the verdict its answer says.
const NEW = { stonebox: 'Yes', papercut: 'WIN', pairsplit: 'YES', knights: 'Alice', climbing: 'Alice', acwing894: 'Yes' };
const GAME = { stonebox: 'stonebox', papercut: 'papercut', pairsplit: 'pairsplit', knights: 'knights', climbing: 'hill', acwing894: 'splitnim' };

test('the classic problems of their own games: samples byte for byte, every case on its board with the verdict its answer says', async ({ page }) => {
  await openAt(page, 'nim:3,4,5');
  for (const [name, win] of Object.entries(NEW)) {
    if (!(await page.locator('dialog#judge[open]').count())) await page.click('#judge-open');
    await page.selectOption('#judge-format', name);
    await page.fill('#judge-input', read(`${name}--sample.in`));
    await page.click('.judge-run');
    await expect.poll(() => outText(page), name).toBe(read(`${name}--sample.out`));
    const answers = await page.evaluate(() => document.querySelector('#judge').result.cases.map((c) => c.answer));
    for (let k = 1; k <= answers.length; k++) {
      if (!(await page.locator('dialog#judge[open]').count())) await page.click('#judge-open');
      await page.click(`.judge-cases [data-open="${k}"]`);
      await settle(page);
      await expect(page.locator('dialog#judge')).not.toHaveAttribute('open', '');
      const games = await page.locator('#boards .comp').evaluateAll((cs) => [...new Set(cs.map((c) => c.dataset.game))]);
      expect(games, `${name} case ${k}: drawn on its board`).toEqual([GAME[name]]);
      const verdict = await page.locator('#verdict').getAttribute('data-verdict');
      expect(verdict, `${name} case ${k}: ${answers[k - 1]}`).toBe(new RegExp(`\\b${win}\\b`).test(answers[k - 1]) ? 'N' : 'P');
    }
  }
});
