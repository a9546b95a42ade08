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
