// teach-sequence.spec.mjs — the SG sequence explorer: the period
// and pre-period shown are the engine's proven ones (Bash: x mod (m+1);
// a subtraction set with a pre-period, found with the engine; none proven
// for Treblecross), and the exported C array compiles and matches
// `grundy sequence`. Expectations come from build/grundy; the periods are
// also re-checked here by a plain mex computation that knows no engine.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures.mjs';
import { cli, openApp, openTab, shots, readDownload } from './teach-lib.mjs';

/** SG values 0..n of the subtraction game S, by mex (the oracle). */
function mexSub(S, n) {
  const v = [];
  for (let x = 0; x <= n; x++) {
    const seen = new Set(S.filter((k) => k <= x).map((k) => v[x - k]));
    let g = 0;
    while (seen.has(g)) g++;
    v.push(g);
  }
  return v;
}

/** Computes in the explorer and waits for the answer. */
async function compute(page, { family, m, set, n }) {
  await page.selectOption('#teach-sequence select[name=family]', family);
  if (m !== undefined) await page.fill('#teach-sequence input[name=m]', String(m));
  if (set !== undefined) await page.fill('#teach-sequence input[name=set]', set);
  await page.fill('#teach-sequence input[name=n]', String(n));
  await page.click('#teach-sequence button[type=submit]');
  await expect(page.locator('#teach-sequence')).toHaveAttribute('data-state', /done|error/);
}

async function shown(page) {
  const box = page.locator('#teach-sequence .teach-seq-period');
  return {
    period: await box.getAttribute('data-period'),
    preperiod: await box.getAttribute('data-preperiod'),
    text: await box.innerText(),
  };
}

test.beforeEach(async ({ page }) => {
  await openApp(page, 'sub(1-3):10');
  await openTab(page, 'sequence');
});

test('Bash games: period m+1 and no pre-period, as the engine proves', async ({ page }) => {
  for (const m of [2, 5]) {
    await compute(page, { family: 'bash', m, n: 40 });
    const seq = cli('sequence', `sub(1-${m})`, 40);
    // The SPEC fact, checked against the engine's answer itself.
    expect(seq.values).toEqual(Array.from({ length: 41 }, (_, x) => x % (m + 1)));
    expect([seq.period, seq.preperiod]).toEqual([m + 1, 0]);
    const s = await shown(page);
    expect([Number(s.period), Number(s.preperiod)]).toEqual([seq.period, seq.preperiod]);
    expect(s.text).toContain(`Period ${m + 1}, no pre-period`);
    expect(s.text).toContain(`x mod ${m + 1}`);
    await expect(page.locator('#teach-sequence .teach-rule')).toContainText(seq.rule);
    await expect(page.locator('#teach-sequence svg.teach-seq-chart .band-pre')).toHaveCount(0);
    expect(await page.locator('#teach-sequence svg.teach-seq-chart .band-period').count()).toBeGreaterThan(1);
    const table = await page.locator('#teach-sequence td[data-size]').allInnerTexts();
    expect(table.map(Number)).toEqual(seq.values);
  }
  await shots(page, 'sequence-bash');
});

test('a subtraction set with a pre-period: shown as proven, and the period really holds', async ({ page }) => {
  // Find one with the engine: the first set {a,b,c} whose proven pre-period is not 0.
  let found = null;
  search: for (let a = 1; a <= 4; a++)
    for (let b = a + 1; b <= 8; b++)
      for (let c = b + 1; c <= 10; c++) {
        const seq = cli('sequence', `sub(${a},${b},${c})`, 200);
        if (seq.period !== null && seq.preperiod > 0) { found = { S: [a, b, c], seq }; break search; }
      }
  expect(found, 'some small subtraction set has a pre-period').not.toBeNull();
  const { S } = found;
  const n = Math.max(60, found.seq.preperiod + 4 * found.seq.period);
  const seq = cli('sequence', `sub(${S.join(',')})`, n);
  const oracle = mexSub(S, 3000);
  expect(seq.values).toEqual(oracle.slice(0, n + 1));
  for (let x = seq.preperiod; x + seq.period <= 3000; x++) expect(oracle[x + seq.period], `SG(${x}+p)`).toBe(oracle[x]);
  expect(oracle[seq.preperiod - 1 + seq.period]).not.toBe(oracle[seq.preperiod - 1]); // the pre-period is not shorter

  await compute(page, { family: 'sub', set: S.join(','), n });
  const s = await shown(page);
  expect([Number(s.period), Number(s.preperiod)]).toEqual([seq.period, seq.preperiod]);
  expect(s.text).toContain(`Period ${seq.period}, pre-period ${seq.preperiod}`);
  await expect(page.locator('#teach-sequence svg.teach-seq-chart .band-pre')).toHaveCount(1);
  await expect(page.locator('#teach-sequence td.b-pre')).toHaveCount(seq.preperiod);
  await shots(page, 'sequence-preperiod');
});

test('no period is claimed where none is proven (Treblecross), and bad sets are refused', async ({ page }) => {
  const seq = cli('sequence', 'treblecross', 50);
  expect(seq.period).toBeNull();
  await compute(page, { family: 'treblecross', n: 50 });
  const s = await shown(page);
  expect(s.period).toBe('none');
  expect(s.text).toContain('No period proven up to n = 50');
  await expect(page.locator('#teach-sequence svg.teach-seq-chart .band')).toHaveCount(0);
  expect((await page.locator('#teach-sequence td[data-size]').allInnerTexts()).map(Number)).toEqual(seq.values);

  const st = cli('sequence', 'staircase', 30);
  await compute(page, { family: 'staircase', n: 30 });
  expect(Number((await shown(page)).period)).toBe(st.period);

  // bad input is refused in the page's own words, and what an earlier family left is cleared
  for (const [bad, says] of [[{ family: 'sub', set: '2,x', n: 10 }, 'S is a list of positive whole numbers'],
    [{ family: 'sub', set: '0,1', n: 10 }, 'S may not contain 0'], [{ family: 'bash', m: '', n: 10 }, 'm must be a whole number'],
    [{ family: 'staircase', n: '' }, 'n is empty'], [{ family: 'staircase', n: '5000000' }, 'at most 1000000']]) {
    await compute(page, { family: 'staircase', n: 30 });
    await expect(page.locator('#teach-sequence svg.teach-seq-chart')).toHaveCount(1);
    await compute(page, bad);
    await expect(page.locator('#teach-sequence')).toHaveAttribute('data-state', 'error');
    await expect(page.locator('#teach-sequence .teach-status')).toContainText(says);
    await expect(page.locator('#teach-sequence .teach-status')).not.toContainText('near');
    await expect(page.locator('#teach-sequence svg.teach-seq-chart')).toHaveCount(0);
    await expect(page.locator('#teach-sequence td[data-size]')).toHaveCount(0);
    await expect(page.locator('#teach-sequence .teach-seq-period')).toHaveText('');
    await expect(page.locator('#teach-sequence button', { hasText: 'Download CSV' })).toBeDisabled();
  }
});

test('exports: the C array compiles and matches grundy sequence; the CSV too', async ({ page }) => {
  const family = 'sub(2,4,7)';
  const n = 50;
  const seq = cli('sequence', family, n);
  await compute(page, { family: 'sub', set: '2,4,7', n });

  const [cdl] = await Promise.all([page.waitForEvent('download'), page.click('#teach-sequence >> text=Download C array')]);
  const code = await readDownload(cdl);
  expect(await page.locator('#teach-sequence textarea.teach-code').inputValue()).toBe(code);
  const [, name, len] = code.match(/static const int (\w+)\[(\d+)\] = \{/);
  expect(Number(len)).toBe(n + 1);
  const dir = mkdtempSync(join(tmpdir(), 'teach-c-'));
  writeFileSync(join(dir, 'sg.c'), `#include <stdio.h>\n${code}\nint main(void) {\n  for (unsigned i = 0; i < sizeof ${name} / sizeof ${name}[0]; i++) printf("%d\\n", ${name}[i]);\n  return 0;\n}\n`);
  let out;
  try {
    execFileSync('gcc', ['-std=c11', '-Wall', '-Wextra', '-Werror', '-pedantic', '-o', join(dir, 'sg'), join(dir, 'sg.c')]);
    out = execFileSync(join(dir, 'sg'), { encoding: 'utf8' }).trim().split('\n').map(Number);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(out).toEqual(seq.values);

  // The comment's rule extends the table: check it against a longer run.
  const [, n0, p] = code.match(/SG\(n\) = \w+\[(\d+) \+ \(n - \d+\) % (\d+)\]/).map(Number);
  expect([n0, p]).toEqual([seq.preperiod, seq.period]);
  const far = cli('sequence', family, 1000).values;
  for (let x = n0; x <= 1000; x++) expect(out[x <= n ? x : n0 + ((x - n0) % p)]).toBe(far[x]);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.click('#teach-sequence >> text=Download CSV')]);
  const lines = (await readDownload(csv)).trim().split('\n');
  expect(lines[0]).toBe('heap size,sg');
  expect(lines.slice(1).map((l) => l.split(',').map(Number))).toEqual(seq.values.map((v, i) => [i, v]));
});

test('large n runs in the worker: the answer matches, and Cancel stops a long run', async ({ page }) => {
  const n = 100000;
  await compute(page, { family: 'bash', m: 7, n });
  const seq = cli('sequence', 'sub(1-7)', n);
  const s = await shown(page);
  expect([Number(s.period), Number(s.preperiod)]).toEqual([seq.period, seq.preperiod]);
  await expect(page.locator('#teach-sequence .teach-status')).toContainText(`${n + 1} values`);
  await expect(page.locator('#teach-sequence progress')).toBeHidden();

  // A long run, cancelled as soon as it starts (in one task, so it cannot finish first).
  await page.selectOption('#teach-sequence select[name=family]', 'treblecross');
  await page.fill('#teach-sequence input[name=n]', '20000');
  await page.evaluate(() => {
    document.querySelector('#teach-sequence button[type=submit]').click();
    const cancel = document.querySelector('#teach-sequence button.teach-cancel');
    if (cancel.hidden) throw new Error('no Cancel button while computing');
    cancel.click();
  });
  await expect(page.locator('#teach-sequence')).toHaveAttribute('data-state', 'cancelled');
  await expect(page.locator('#teach-sequence .teach-status')).toHaveText('Cancelled.');
  await expect(page.locator('#teach-sequence progress')).toBeHidden();
  // The explorer still works after a cancel.
  await compute(page, { family: 'treblecross', n: 30 });
  expect((await page.locator('#teach-sequence td[data-size]').allInnerTexts()).map(Number)).toEqual(cli('sequence', 'treblecross', 30).values);
});
