// teach-mex.spec.mjs — the mex view: for the selected component,
// every option with its SG value (as `grundy analyze` lists them), the set,
// and the mex — which must be the component's SG value. "Play" makes the
// option's move on the board.

import { test, expect } from './fixtures.mjs';
import { cli, openApp, openTab, idle, shots } from './teach-lib.mjs';
import { refOf } from './app-helpers.mjs';

function mex(values) {
  let g = 0;
  while (values.includes(g)) g++;
  return g;
}

async function view(page) {
  await expect(page.locator('#teach-mex')).toHaveAttribute('data-state', /shown|refused/);
  return {
    rows: await page.locator('#teach-mex tbody tr').evaluateAll((trs) => trs.map((tr) => ({
      after: tr.children[1].querySelector('code').title, sg: tr.dataset.sg, // the whole text (the cell shows the bodies)
    }))),
    result: await page.locator('#teach-mex .teach-mex-result').evaluateAll((els) => els[0]?.dataset.mex ?? null),
  };
}

test('options, set and mex match the engine for every game, and follow the selection', async ({ page }) => {
  const position = 'sub(1,3,4):9+checkers:..o.oo.o+treblecross:..X......+staircase:2/1/3+northcott:.B..W.+nim:4';
  await openApp(page, position);
  await openTab(page, 'mex');
  const a = cli('analyze', position);
  for (const c of a.components) {
    await page.selectOption('#teach-mex select[name=component]', String(c.index));
    await expect(page.locator('#teach-mex')).toHaveAttribute('data-component', c.text);
    const v = await view(page);
    const ca = cli('analyze', c.text + (a.turn === 2 ? '@2' : ''));
    expect(v.rows.map((r) => r.after), c.text).toEqual(ca.moves.map((m) => m.after.join(' + ')));
    expect(v.rows.map((r) => (r.sg === '' ? null : Number(r.sg))), c.text).toEqual(ca.moves.map((m) => m.sg_after));
    const values = ca.moves.map((m) => m.sg_after).filter((x) => x !== null);
    expect(Number(v.result), c.text).toBe(mex(values));
    expect(Number(v.result), `${c.text}: mex = SG`).toBe(c.sg);
    const ref = refOf(c.text + (a.turn === 2 ? '@2' : '')); // by plain mex, not the engine
    expect(v.rows.map((r) => (r.sg === '' ? null : Number(r.sg))), `${c.text} by plain mex`).toEqual(ca.moves.map((m) => ref.moves.find((x) => x.move === m.move).sgAfter));
    expect(Number(v.result), `${c.text}: its value by plain mex`).toBe(ref.comps[0].sg);
    await expect(page.locator('#teach-mex .teach-mex-result')).toContainText('the engine agrees');
    // The page's selection follows the picker.
    expect(await page.evaluate(() => globalThis.grundy.selected())).toBe(c.index);
  }
  // Selecting on the board moves the mex view too.
  await page.click('#boards [data-select="1"]');
  await expect(page.locator('#teach-mex')).toHaveAttribute('data-component', a.components[0].text);
  await shots(page, 'mex', async () => { await page.locator('#teach').scrollIntoViewIfNeeded(); });
});

test('Play makes the move; a Treblecross threat and huge heaps are explained, not listed', async ({ page }) => {
  await openApp(page, 'nim:5+sub(1-3):6');
  await openTab(page, 'mex');
  await page.selectOption('#teach-mex select[name=component]', '2');
  await view(page);
  await page.click('#teach-mex tbody tr:nth-child(2) button');
  const expected = cli('play', 'nim:5+sub(1-3):6', '2:6>4');
  await page.waitForFunction((t) => globalThis.grundy.position() === t, expected);
  await idle(page);
  await expect(page.locator('#teach-mex')).toHaveAttribute('data-component', 'sub(1-3):4');

  await page.evaluate(() => globalThis.grundy.open('treblecross:..X.X....'));
  await expect(page.locator('#teach-mex')).toHaveAttribute('data-component', 'treblecross:..X.X....');
  await view(page);
  await expect(page.locator('#teach-mex .teach-mex-note')).toContainText('wins at once here (an X completes three in a row)');
  await expect(page.locator('#teach-mex .teach-mex-result')).toHaveCount(0);

  await page.evaluate(() => globalThis.grundy.open('nim:100000'));
  await expect(page.locator('#teach-mex')).toHaveAttribute('data-state', 'refused');
  await expect(page.locator('#teach-mex .teach-refuse')).toContainText('too many to list');
});

test('a large board\'s options are valued in a worker of their own once the tab is on screen, with Cancel; the board\'s analysis never waits for them', async ({ page }) => {
  // Cram 5 × 7: every option valued takes the worker seconds; the position's own value and its
  // winning moves a fraction of that
  await page.goto('./#cram:5x7');
  await page.waitForSelector('#teach[data-ready]');
  await idle(page);
  const mexTab = page.locator('#teach-mex');
  // below the board, off screen: nothing is valued yet, and it says when it will be
  await page.evaluate(() => scrollTo(0, 0));
  await expect(mexTab).toHaveAttribute('data-state', 'waiting');
  await expect(mexTab.locator('.teach-status')).toContainText('The 58 options of cram:5x7 take a while to value: that starts when this tab is on screen.');
  await expect(mexTab.locator('tbody tr')).toHaveCount(0);

  // on screen: valued in the background, said, with Cancel; Cancel stops it, and it can start again
  await mexTab.scrollIntoViewIfNeeded();
  await expect(mexTab).toHaveAttribute('data-state', 'busy');
  await expect(mexTab.locator('.teach-status')).toContainText('Finding the values of the 58 options of cram:5x7 in the background…');
  await mexTab.locator('.teach-cancel').click();
  await expect(mexTab).toHaveAttribute('data-state', 'cancelled');
  await expect(mexTab.locator('.teach-status')).toHaveText('Cancelled.');
  await expect(mexTab.locator('.teach-cancel')).toBeHidden();
  await mexTab.getByRole('button', { name: 'Find the values' }).click();
  await expect(mexTab).toHaveAttribute('data-state', 'busy');

  // a winning move played while it works: the board's analysis comes from a worker of its own,
  // so the new verdict does not wait for the options of the position left behind, whose
  // valuing is dropped (its table never shows after the move)
  await page.evaluate(() => {
    const tab = document.querySelector('#teach-mex');
    globalThis.mexLog = [];
    new MutationObserver(() => globalThis.mexLog.push(`${tab.dataset.state} ${tab.dataset.component}`)).observe(tab, { attributes: true, attributeFilter: ['data-state', 'data-component'] });
  });
  const move = await page.locator('#moves button[data-play]').first().getAttribute('data-play');
  const after = cli('play', 'cram:5x7', move);
  await page.locator('#moves button[data-play]').first().click();
  await page.waitForFunction((t) => globalThis.grundy.position() === t, after);
  await idle(page);
  await expect(page.locator('#verdict')).toHaveAttribute('data-verdict', 'P');
  await expect(mexTab).toHaveAttribute('data-component', after.replace(/@2$/, ''));
  expect(await page.evaluate(() => globalThis.mexLog), 'the options of cram:5x7 were not shown after the move').not.toContain('shown cram:5x7');
  if (await mexTab.locator('.teach-cancel').isVisible()) await mexTab.locator('.teach-cancel').click(); // (no need to finish it)
});
