// teach-octal.spec.mjs — octal games in the teaching panel: the sequence
// explorer shows Kayles' proven period 12 from 71 (published), Dawson's chess
// period 34 opened from the selected component, any code typed in; "Why Nim"
// explains a row of pins as its runs; the mex view agrees with the engine.
// Expectations come from build/grundy and from a plain mex over pin rows
// written here, which knows no engine.

import { test, expect } from './fixtures.mjs';
import { cli, openApp, openTab, shots } from './teach-lib.mjs';

/** SG values 0..n of the octal game with digits d1…dt, by mex over every
 *  block of k pins (d_k: 1 the whole heap, 2 from an end, 4 from the middle). */
function mexOctal(code, n) {
  const d = [...code.slice(2)].map(Number);
  const v = [];
  for (let h = 0; h <= n; h++) {
    const seen = new Set();
    for (let k = 1; k <= d.length && k <= h; k++)
      for (let i = 0; i + k <= h; i++) {
        const a = i, b = h - k - i;
        const need = a === 0 && b === 0 ? 1 : a === 0 || b === 0 ? 2 : 4;
        if (d[k - 1] & need) seen.add(v[a] ^ v[b]);
      }
    let g = 0;
    while (seen.has(g)) g++;
    v.push(g);
  }
  return v;
}

async function compute(page, { family, code, n }) {
  await page.selectOption('#teach-sequence select[name=family]', family);
  if (code !== undefined) await page.fill('#teach-sequence input[name=code]', code);
  await page.fill('#teach-sequence input[name=n]', String(n));
  await page.click('#teach-sequence button[type=submit]');
  await expect(page.locator('#teach-sequence')).toHaveAttribute('data-state', /done|error/);
}

async function period(page) {
  const box = page.locator('#teach-sequence .teach-seq-period');
  return { period: await box.getAttribute('data-period'), preperiod: await box.getAttribute('data-preperiod'), text: await box.innerText() };
}

test('Kayles: the explorer shows the proven period 12 from n = 71', async ({ page }) => {
  await openApp(page, 'nim:3');
  await openTab(page, 'sequence');
  const n = 200;
  await compute(page, { family: 'kayles', n });
  const seq = cli('sequence', 'octal(0.77)', n);
  const own = mexOctal('0.77', 1200);
  expect(seq.values).toEqual(own.slice(0, n + 1));
  expect([seq.period, seq.preperiod]).toEqual([12, 71]); // published: period 12 from 71
  for (let x = 71; x + 12 <= 1200; x++) expect(own[x + 12], `G(${x}+12)`).toBe(own[x]);
  expect(own[70 + 12]).not.toBe(own[70]); // the last exception is 70
  const s = await period(page);
  expect([s.period, s.preperiod]).toEqual(['12', '71']);
  expect(s.text).toContain('Period 12, pre-period 71');
  await expect(page.locator('#teach-sequence .teach-rule')).toContainText('octal periodicity theorem');
  await expect(page.locator('#teach-sequence svg.teach-seq-chart .band-pre')).toHaveCount(1);
  await expect(page.locator('#teach-sequence td.b-pre')).toHaveCount(71);
  expect((await page.locator('#teach-sequence td[data-size]').allTextContents()).map(Number)).toEqual(seq.values); // the table is folded away
  // too few sizes for the theorem: nothing is claimed
  await compute(page, { family: 'kayles', n: 100 });
  expect((await period(page)).period).toBe('none');
  await compute(page, { family: 'kayles', n });
  await shots(page, 'sequence-kayles', () => page.locator('#teach-sequence form').evaluate((f) => f.scrollIntoView()), { full: false });
});

test("Dawson's chess opens from the selected row; Dawson's Kayles is it shifted by one; any code", async ({ page }) => {
  await openApp(page, 'nim:2+octal(0.137):oooooooooo');
  await page.click('#boards .comp[data-comp="2"] button.name'); // select the row
  await openTab(page, 'sequence');
  await expect(page.locator('#teach-sequence')).toHaveAttribute('data-state', 'done');
  const dc = cli('sequence', 'octal(0.137)', 200);
  expect(dc.period).toBe(34);
  await expect(page.locator('#teach-sequence select[name=family]')).toHaveValue('dawson-chess');
  let s = await period(page);
  expect([Number(s.period), Number(s.preperiod)]).toEqual([dc.period, dc.preperiod]);
  // published: exceptions only at 0, 14, 16, 17, 31, 34, 51 (against the periodic values far out)
  const own = mexOctal('0.137', 1000);
  const exc = [];
  for (let x = 0; x < 300; x++) if (own[x] !== own[x + 34 * Math.floor((900 - x) / 34)]) exc.push(x);
  expect(exc).toEqual([0, 14, 16, 17, 31, 34, 51]);
  expect(dc.preperiod).toBe(exc[exc.length - 1] + 1);

  await compute(page, { family: 'dawson-kayles', n: 200 });
  const dk = cli('sequence', 'octal(0.07)', 200);
  expect(dk.values.slice(1)).toEqual(dc.values.slice(0, 200));
  s = await period(page);
  expect([Number(s.period), Number(s.preperiod)]).toEqual([34, dc.preperiod + 1]);

  await compute(page, { family: 'octal', code: '.156', n: 400 });
  const oc = cli('sequence', 'octal(0.156)', 400);
  expect(oc.values).toEqual(mexOctal('0.156', 400));
  s = await period(page);
  expect(s.period).toBe(oc.period === null ? 'none' : String(oc.period));
  await compute(page, { family: 'octal', code: '0.8', n: 10 });
  await expect(page.locator('#teach-sequence')).toHaveAttribute('data-state', 'error');
  await expect(page.locator('#teach-sequence .teach-status')).toContainText('digits 0 to 7');
  await expect(page.locator('#teach-sequence svg.teach-seq-chart')).toHaveCount(0); // the earlier family's chart is gone
});

test('Why Nim and mex explain a row of pins by its runs', async ({ page }) => {
  const text = 'octal(0.77):ooooo.ooo.o';
  await openApp(page, text);
  const a = cli('analyze', text);
  await openTab(page, 'why');
  const item = page.locator('#teach-why .teach-explain').first();
  await expect(item).toContainText('each run of standing pins is a heap');
  for (const [f, l, g] of a.components[0].runs)
    await expect(item).toContainText(l === 1 ? `pin ${f} (G(1) = ${g})` : `pins ${f}–${f + l - 1} (G(${l}) = ${g})`);
  await expect(item).toContainText(`= ${a.components[0].sg}.`);
  await page.click('#teach-why .teach-overlay-btn'); // the runs drawn over the page's board
  await expect(page.locator('#boards .comp[data-comp="1"] .teach-overlay .t-bracket')).toHaveCount(a.components[0].runs.length);
  await openTab(page, 'mex');
  await expect(page.locator('#teach-mex .teach-mex-result')).toHaveAttribute('data-mex', String(a.components[0].sg));
  await expect(page.locator('#teach-mex .teach-mex-result')).toContainText('the engine agrees');
  await expect(page.locator('#teach-mex tbody tr')).toHaveCount(a.moves.length);
});
