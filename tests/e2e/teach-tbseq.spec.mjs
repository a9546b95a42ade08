// teach-tbseq.spec.mjs — the sequence explorer for take-and-break codes at
// research scale: 0.16 to 520,000 with its published period and pre-period
// proven (and the worker's time reported), Pause/Resume/Cancel on Grundy's
// game, the periodic table of Kayles, the comparison of two codes, the CSV
// against a plain mex of our own, the link round trip, and messages for bad
// codes and n. Expectations come from published tables (SPEC facts) and
// tests/js/tbmex.mjs, never from the page.

import { test, expect } from './fixtures.mjs';
import { openApp, openTab, readDownload, shots } from './teach-lib.mjs';
import { mexValues } from '../js/tbmex.mjs';
import { noLongTask } from './large-lib.mjs';

const root = (page) => page.locator('#teach-sequence');
const code = (page) => page.locator('#teach-sequence label[data-family="tb"] input');
/** The values in the explorer's table (it may be folded away: read the text, not what is seen). */
const tableValues = (page) => page.locator('#teach-sequence .teach-seq-table td[data-size]').evaluateAll((tds) => tds.map((td) => Number(td.textContent)));

async function compute(page, c, n, state = /done|error/, timeout = 180_000) {
  await page.selectOption('#teach-sequence select[name=family]', 'tb');
  await code(page).fill(c);
  await page.fill('#teach-sequence input[name=n]', String(n));
  await page.click('#teach-sequence button[type=submit]');
  await expect(root(page)).toHaveAttribute('data-state', state, { timeout });
}

test.beforeEach(async ({ page }) => {
  await openApp(page, 'tb(4!.0):7');
  await openTab(page, 'sequence');
});

test('0.16 to 520,000: its published period proven, with the statistics', async ({ page }) => {
  await compute(page, '0.16', 520000, 'done');
  const box = page.locator('#teach-sequence .teach-seq-period');
  await expect(box).toHaveAttribute('data-period', '149459');
  await expect(box).toHaveAttribute('data-preperiod', '105351');
  const status = await page.locator('#teach-sequence .teach-status').innerText();
  const secs = Number(/in ([\d.]+) s/.exec(status)?.[1]);
  console.log(`0.16 to 520,000, period proven: ${secs} s in the worker`);
  expect(secs).toBeLessThan(20); // a hang guard, not a speed test: about 0.4 s on a quiet machine
  // published: rare mask 0x1e, 53 rare values, the last at 13,935
  await expect(page.locator('[data-stat="split"] dd')).toContainText('0x1e');
  await expect(page.locator('[data-stat="rare"] dd')).toContainText('53, the last at 13,935');
  await expect(page.locator('.teach-seq-scatter')).toHaveAttribute('data-points', '520001');
  // the first 2,000 values in the table are a plain mex's
  const want = mexValues({ d: [0, 1, 6], mod: [] }, 300);
  const got = (await tableValues(page)).slice(0, 301);
  expect(got).toEqual(want);
});

test('Grundy\'s game to 1,000,000: pause (at once), resume, cancel, then the answer', async ({ page }) => {
  await page.selectOption('#teach-sequence select[name=family]', 'tb');
  await code(page).fill('4!.0');
  await page.fill('#teach-sequence input[name=n]', '1000000');
  await page.click('#teach-sequence button[type=submit]');
  const pause = page.locator('#teach-sequence button.teach-pause');
  await expect(page.locator('#teach-sequence .teach-status')).toContainText('values known up to');
  // the value shown at the very moment of the click
  const at = await page.evaluate(() => {
    document.querySelector('#teach-sequence button.teach-pause').click();
    return document.querySelector('#teach-sequence progress').getAttribute('value');
  });
  await expect(root(page)).toHaveAttribute('data-state', 'paused');
  await expect(pause).toHaveText('Resume');
  const said = await page.locator('#teach-sequence .teach-status').textContent();
  expect(said).toBe(`Paused at ${Number(at).toLocaleString('en')} of 1,000,000: press Resume to carry on.`);
  // Pause is immediate: from the click on, nothing moves (the worker's step under way is short
  // and its report is not shown) — checked over several steps' time
  await page.waitForTimeout(400);
  expect(await page.locator('#teach-sequence progress').getAttribute('value')).toBe(at);
  await expect(page.locator('#teach-sequence .teach-status')).toHaveText(said);
  await pause.click();
  await expect(root(page)).toHaveAttribute('data-state', 'busy');
  await page.locator('#teach-sequence button.teach-cancel').click();
  await expect(root(page)).toHaveAttribute('data-state', 'cancelled');
  await expect(page.locator('#teach-sequence .teach-status')).toHaveText('Cancelled.');
  expect(Number(at)).toBeGreaterThanOrEqual(0);
  // and it still computes (carrying on from the values the worker kept)
  await compute(page, '4!.0', 2000, 'done');
  const want = mexValues({ d: [4], mod: ['!'] }, 1999);
  expect(await tableValues(page)).toEqual(want);
  await expect(page.locator('[data-stat="period"] dd')).toContainText('none proven');
});

// Published (SPEC, Winning Ways; none other up to 10^7): the P-positions of Grundy's game.
const GRUNDY_ZEROS = [0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334,
  337, 340, 346, 359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926,
  929, 932, 1222];

test('Grundy\'s game to 10^6: kept at 2 bytes a value, shown without blocking the page', async ({ page }) => {
  const n = 1000000;
  await noLongTask(page, 'Grundy\'s game to 10^6 in the explorer', async () => {
    await compute(page, '4!.0', n, 'done');
    await expect(page.locator('.teach-seq-scatter')).toHaveAttribute('data-drawn', 'true'); // drawn a slice per task
  });
  await expect(root(page)).toHaveAttribute('data-value-bytes', '2');
  await expect(page.locator('#teach-sequence .teach-status')).toContainText(`${(n + 1)} values`);
  await expect(page.locator('.teach-seq-scatter')).toHaveAttribute('data-points', String(n + 1));
  // the values the table shows (sizes 0..1999): SG 0 exactly at the published P-positions
  const v = await tableValues(page);
  expect(v.length).toBe(2000);
  expect(v.flatMap((x, i) => (x === 0 ? [i] : []))).toEqual(GRUNDY_ZEROS);
  expect(v.slice(0, 30)).toEqual(mexValues({ d: [4], mod: ['!'] }, 29));
});

test('Kayles: the periodic table marks the pre-period\'s exceptions', async ({ page }) => {
  await compute(page, '0.77', 300, 'done');
  await page.locator('#teach-sequence details.teach-seq-pt summary').click();
  const table = page.locator('#teach-sequence .teach-ptable');
  await expect(table).toHaveAttribute('data-width', '12');
  // exceptions by a plain mex: sizes below 71 whose value differs from the periodic one
  const v = mexValues({ d: [0, 7, 7], mod: [] }, 300);
  const shownFrom = 71 - Math.ceil(71 / 12) * 12;
  const exc = [];
  for (let i = Math.max(0, shownFrom); i < 71; i++) if (v[i] !== v[71 + ((((i - 71) % 12) + 12) % 12)]) exc.push(i);
  const marked = await table.locator('td.exception').evaluateAll((tds) => tds.map((td) => Number(td.dataset.n)));
  expect(marked).toEqual(exc);
  expect(exc.at(-1)).toBe(70); // published: Kayles' last exception is 70
});

test('comparing two codes finds the first size where they differ', async ({ page }) => {
  await compute(page, '0.16', 3000, 'done');
  await page.fill('#teach-sequence input[name=other]', '0.56');
  await page.click('#teach-sequence button:has-text("Compare")');
  const out = page.locator('#teach-sequence .teach-seq-compare');
  await expect(out).toHaveAttribute('data-first', /\d+/);
  const a = mexValues({ d: [0, 1, 6], mod: [] }, 200), b = mexValues({ d: [0, 5, 6], mod: [] }, 200);
  const k = a.findIndex((x, i) => x !== b[i]);
  await expect(out).toHaveAttribute('data-first', String(k));
  await expect(out).toContainText(`first differ at size ${k}: ${a[k]} and ${b[k]}`);
});

test('exports and the link keep what is computed', async ({ page }) => {
  await compute(page, '4.[3]', 500, 'done');
  await expect(page.locator('[data-stat="period"] dd')).toContainText('only observed, not proven');
  await expect(page.locator('[data-stat="period"] dd')).toContainText('saltus 4');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.click('#teach-sequence >> text=Download CSV')]);
  const lines = (await readDownload(csv)).trim().split('\n');
  const want = mexValues({ d: [4, 3, 3, 3, 3, 3].concat(Array(495).fill(3)), mod: [] }, 500); // 4.[3]: the tail written out
  expect(lines.slice(1).map((l) => Number(l.split(',')[1]))).toEqual(want);
  const [c] = await Promise.all([page.waitForEvent('download'), page.click('#teach-sequence >> text=Download C array')]);
  expect(await readDownload(c)).toContain(`static const int sg_tb_4_3[501] = {`);
  // the link keeps the code and n
  expect(decodeURIComponent(page.url())).toContain('&teach=sequence&seq=tb(4.[3]):500');
  const link = page.url();
  await page.goto('about:blank');
  await page.goto(link);
  await expect(root(page)).toHaveAttribute('data-state', 'done');
  await expect(root(page)).toHaveAttribute('data-family', 'tb(4.[3])');
  await expect(page.locator('#teach-sequence select[name=family]')).toHaveValue('lasker');
  await expect(page.locator('#teach-sequence input[name=n]')).toHaveValue('500');
});

test('an address edited to another &teach= is followed without a reload: the tab, then the sequence it names', async ({ page }) => {
  await page.evaluate(() => { globalThis.sameDocument = true; });
  await page.evaluate(() => { location.hash = 'tb(4!.0):7&teach=classroom'; });
  await expect(page.locator('#teach-tab-classroom')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#teach-classroom')).toBeVisible();
  await expect(root(page)).toBeHidden();
  await page.evaluate(() => { location.hash = 'tb(4!.0):7&teach=sequence&seq=tb(4.[3]):500'; });
  await expect(page.locator('#teach-tab-sequence')).toHaveAttribute('aria-selected', 'true');
  await expect(root(page)).toHaveAttribute('data-state', 'done');
  await expect(root(page)).toHaveAttribute('data-family', 'tb(4.[3])');
  await expect(page.locator('#teach-sequence input[name=n]')).toHaveValue('500');
  // an address without &teach= leaves the panel on its tab
  await page.evaluate(() => { location.hash = 'tb(4!.0):8'; });
  await expect(page.locator('#teach-sequence')).toBeVisible();
  await page.waitForFunction(() => globalThis.grundy.idle() && globalThis.grundy.position() === 'tb(4!.0):8');
  await expect(page.locator('#teach-tab-sequence')).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => globalThis.sameDocument), 'no reload').toBe(true);
});

test('bad codes and n get words of their own', async ({ page }) => {
  for (const [c, n, says] of [
    ['0.8x', 10, 'A take-and-break code uses digits'],
    ['0.8', -5, 'n must be a whole number'],
    ['0.8', 200000000, 'n can be at most 100000000'],
    ['0.[', 10, 'take-and-break code'],
  ]) {
    await compute(page, c, n, 'error');
    const text = await page.locator('#teach-sequence .teach-status').innerText();
    expect(text).toContain(says);
    expect(text).not.toContain('near "');
    expect(text).not.toMatch(/at character \d/);
  }
  await shots(page, 'tbseq', async () => { await compute(page, '0.16', 20000, 'done'); });
});

test('exports at their bound: n = 10^7 gives the CSV and the C array without blocking the page; n = 10^7 + 1 says why not and what to use', async ({ page }) => {
  test.setTimeout(480_000); // ten million values, twice
  const n = 10_000_000;
  await compute(page, '0.07', n, 'done', 150_000); // Dawson's Kayles: period 34 from 53
  const csvBtn = page.locator('#teach-sequence button', { hasText: 'Download CSV' });
  const cBtn = page.locator('#teach-sequence button', { hasText: 'Download C array' });
  await expect(csvBtn).toBeEnabled();
  await expect(cBtn).toBeEnabled();
  const want = (i) => mexValues({ d: [0, 0, 7], mod: [] }, 200)[i < 87 ? i : 53 + ((i - 53) % 34)]; // Dawson's Kayles by a plain mex, then its period
  let file;
  await noLongTask(page, 'the CSV of 10^7 + 1 values', async () => {
    const [csv] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), csvBtn.click()]);
    file = await readDownload(csv);
  });
  const lines = file.trimEnd().split('\n');
  expect(lines.length).toBe(n + 2); // the header, then sizes 0..n
  expect(lines[0]).toBe('heap size,sg');
  for (const i of [0, 1, 52, 53, 86, 87, 9_999_999, n]) expect(lines[i + 1], `size ${i}`).toBe(`${i},${want(i)}`);
  file = null;
  let c;
  await noLongTask(page, 'the C array of 10^7 + 1 values', async () => {
    const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), cBtn.click()]);
    c = await readDownload(dl);
  });
  expect(c).toContain(`static const int sg_tb_0_07[${n + 1}] = {`);
  const rows = c.slice(c.indexOf('{') + 2, c.lastIndexOf('\n};')).split(',\n'); // rows of 20 values
  expect(rows.length).toBe(Math.ceil((n + 1) / 20));
  expect(rows[0]).toBe(`  ${Array.from({ length: 20 }, (_, i) => want(i)).join(', ')}`);
  expect(rows[rows.length - 1]).toBe(`  ${want(n)}`); // 10^7 + 1 values: the last row holds one
  c = null;
  // one more: refused, with the reason and the command line that writes them
  await compute(page, '0.07', n + 1, 'done', 150_000);
  await expect(csvBtn).toBeDisabled();
  await expect(cBtn).toBeDisabled();
  const note = page.locator('#teach-sequence .teach-seq-export');
  await expect(note).toContainText('exports the values of n up to 10,000,000 (here n = 10,000,001');
  await expect(note).toContainText("grundy sequence 'tb(0.07)' 10000001");
  await expect(csvBtn).toHaveAttribute('aria-describedby', await note.getAttribute('id'));
});
