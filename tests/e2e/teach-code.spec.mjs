// teach-code.spec.mjs — the sequence explorer's "Code for a solution": the
// table, sg(n) from the pattern, the brute force and the check script, in
// C++ and in Python, exactly as `grundy code` writes them (the expectations
// come from build/grundy); Copy puts a file on the clipboard and Download
// saves it; a proven pattern and an observed one are told apart; in Chinese
// the words and the code's comments are Chinese, and a change of language
// says them again; a rule the brute force cannot be written for says why.

import { test, expect } from './fixtures.mjs';
import { openApp, openTab, shots, readDownload } from './teach-lib.mjs';
import { nativeCli } from '../js/gen.mjs';
import { englishIn, chineseIn } from './lang-lib.mjs';
import { noLongTask } from './large-lib.mjs';

const root = (page) => page.locator('#teach-sequence');
const panel = (page) => page.locator('#teach-sequence .teach-sol');

/** `grundy code --json`: what the page must show. */
function want(family, n, lang, words = 'en') {
  const r = nativeCli(['code', '--json', '--lang', lang, ...(words === 'zh' ? ['--zh'] : []), family, String(n)]);
  if (r.ok === undefined) throw new Error(r.message);
  return JSON.parse(r.ok);
}

async function compute(page, id, fields, n) {
  await page.selectOption('#teach-sequence select[name=family]', id);
  for (const [k, v] of Object.entries(fields)) await page.fill(`#teach-sequence label[data-family="${id}"] input[name=${k}]`, v);
  await page.fill('#teach-sequence input[name=n]', String(n));
  await page.click('#teach-sequence button[type=submit]');
  await expect(root(page)).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
  await expect(root(page)).toHaveAttribute('data-pattern', 'done', { timeout: 120_000 });
}

/** Each file the panel shows, by role: its text as shown. */
async function shownFiles(page) {
  return page.locator('#teach-sequence .teach-sol-text').evaluateAll((els) => Object.fromEntries(els.map((e) => [e.dataset.role, e.value])));
}

async function expectFiles(page, j) {
  await expect.poll(async () => Object.keys(await shownFiles(page))).toEqual(j.files.map((f) => f.role));
  const files = await shownFiles(page);
  for (const f of j.files) expect(files[f.role], f.name).toBe(f.text);
}

/** The words of the panel a person reads (not the code). */
const words = (page) => panel(page).evaluate((el) => [...el.querySelectorAll('p, h4, button')].map((x) => x.innerText).join('\n'));

test('a proven period: the table, sg(n), the brute force and the check script in C++ and Python; Copy and Download', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page, 'sub(1,3,4):10');
  await openTab(page, 'sequence');
  await compute(page, 'sub', { set: '1,3,4' }, 60);
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toHaveAttribute('data-state', 'idle');
  await page.click('#teach-sequence .teach-sol-go');
  await expect(panel(page)).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  const cpp = want('sub(1,3,4)', 60, 'cpp');
  expect(cpp.pattern).toMatchObject({ kind: 'period', proven: true, period: 7, preperiod: 0 });
  await expect(panel(page)).toHaveAttribute('data-proven', 'true');
  await expect(panel(page).locator('.teach-sol-statement')).toContainText(cpp.statement);
  await expect(panel(page).locator('.teach-sol-proof')).toHaveText(cpp.status);
  await expectFiles(page, cpp);
  const table = (await shownFiles(page)).table;
  const literal = /\{([\d,\s]*)\}/.exec(table)[1].split(/[,\s]+/).filter(Boolean).map(Number);
  expect(literal).toEqual(JSON.parse(nativeCli(['sequence', 'sub(1,3,4)', '60']).ok).values);
  expect(table).toContain('const int sg[N + 1] = {');
  expect(chineseIn(await words(page))).toEqual([]);

  // Copy: the whole file on the clipboard
  await panel(page).locator('.teach-sol-file[data-role="sg"] .teach-sol-copy').click();
  await expect(panel(page)).toHaveAttribute('data-copied', 'sg.cpp');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cpp.files.find((f) => f.role === 'sg').text);
  await expect(panel(page).locator('.teach-sol-status')).toHaveText('sg.cpp copied.');
  // Download: the file under its name
  const [dl] = await Promise.all([page.waitForEvent('download'), panel(page).locator('.teach-sol-file[data-role="brute"] .teach-sol-download').click()]);
  expect(dl.suggestedFilename()).toBe('brute.cpp');
  expect(await readDownload(dl)).toBe(cpp.files.find((f) => f.role === 'brute').text);

  // Python: the same four files, in Python
  await page.click('#teach-sequence .teach-sol-lang[data-lang="python"]');
  await expect(panel(page)).toHaveAttribute('data-lang', 'python');
  await expect(panel(page)).toHaveAttribute('data-state', 'done');
  const py = want('sub(1,3,4)', 60, 'python');
  await expectFiles(page, py);
  expect((await shownFiles(page)).sg).toContain('def sg(n):');
  await panel(page).locator('.teach-sol-file[data-role="check"] .teach-sol-copy').click();
  await expect(panel(page)).toHaveAttribute('data-copied', 'check.py');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(py.files.find((f) => f.role === 'check').text);
  await expect(page.locator('#teach-sequence .teach-sol-lang[data-lang="python"]')).toHaveAttribute('aria-pressed', 'true');
  await shots(page, 'code-sub', () => panel(page).scrollIntoViewIfNeeded(), { full: false });
});

test('in Chinese: an observed pattern says so, the comments are Chinese, and English again at the switch', async ({ page }) => {
  await openApp(page, 'tb(4.[3]):7&lang=zh');
  await openTab(page, 'sequence');
  await compute(page, 'lasker', {}, 100);
  await page.click('#teach-sequence .teach-sol-go');
  await expect(panel(page)).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  const zh = want('tb(4.[3])', 100, 'cpp', 'zh');
  expect(zh.pattern).toMatchObject({ kind: 'arithmetic', proven: false });
  await expect(panel(page)).toHaveAttribute('data-proven', 'false');
  await expectFiles(page, zh);
  const proof = await panel(page).locator('.teach-sol-proof').innerText();
  expect(proof).toContain('未证明');
  expect(proof).not.toContain('已证明');
  expect((await shownFiles(page)).sg).toContain('未证明');
  const seen = await words(page);
  expect(englishIn(seen, ['tb'])).toEqual([]);
  await shots(page, 'code-zh', () => panel(page).scrollIntoViewIfNeeded(), { full: false });

  // the switch: the words and the comments in English at once, the same code
  await page.click('#langs [data-lang="en"]');
  const en = want('tb(4.[3])', 100, 'cpp', 'en');
  await expect.poll(async () => (await shownFiles(page)).sg).toBe(en.files.find((f) => f.role === 'sg').text);
  await expectFiles(page, en);
  await expect(panel(page).locator('.teach-sol-proof')).toHaveText(en.status);
  expect(en.status).toContain('not proven');
  const all = await panel(page).evaluate((el) => el.innerText + [...el.querySelectorAll('textarea')].map((t) => t.value).join('\n'));
  expect(chineseIn(all)).toEqual([]);
});

test('a rule whose brute force cannot be written: why, and the table and sg(n) still', async ({ page }) => {
  await openApp(page, 'ruleset(take k: k<=3):7');
  await openTab(page, 'sequence');
  await compute(page, 'ruleset', { rule: 'take k in 1..k+1' }, 40);
  await page.click('#teach-sequence .teach-sol-go');
  await expect(panel(page)).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  const j = want('ruleset(take k in 1..k+1)', 40, 'cpp');
  expect(j.brute).toBe(false);
  await expectFiles(page, j);
  await expect(panel(page).locator('.teach-sol-plan')).toHaveText(j.brute_why);
});

test('the rule board\'s panel: the values of a typed rule as code, in both languages', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const rule = 'ruleset(take k: k<=2*last or last=0 and k<n)';
  await openApp(page, `${rule}:10`);
  const box = page.locator('#boards .rule-panel').first();
  await expect(box).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
  const sol = box.locator('.teach-sol');
  await sol.locator('.teach-sol-go').click();
  await expect(sol).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
  const files = () => sol.locator('.teach-sol-text').evaluateAll((els) => els.map((e) => e.value));
  const cpp = want(rule, 1000, 'cpp');
  expect(await files()).toEqual(cpp.files.map((f) => f.text));
  expect(cpp.files.find((f) => f.role === 'brute').text).toContain('G(n - k, k)'); // the counter: a search over (n, last)
  await sol.locator('.teach-sol-file[data-role="table"] .teach-sol-copy').click();
  await expect(sol).toHaveAttribute('data-copied', 'table.cpp');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cpp.files[0].text);
  await sol.locator('.teach-sol-lang[data-lang="python"]').click();
  await expect(sol).toHaveAttribute('data-lang', 'python');
  await expect.poll(files).toEqual(want(rule, 1000, 'python').files.map((f) => f.text));
  await page.click('#langs [data-lang="zh"]');
  await expect.poll(files).toEqual(want(rule, 1000, 'python', 'zh').files.map((f) => f.text));
  await expect(sol.locator('.teach-sol-go')).toHaveText('生成题解代码');
});

test('a table of 1,000,000 values: written in the worker, shown in part, copied whole; no long task', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page, 'octal(0.77):ooooo');
  await openTab(page, 'sequence');
  await compute(page, 'octal', { code: '0.77' }, 1000000);
  const j = want('octal(0.77)', 1000000, 'cpp');
  const table = j.files.find((f) => f.role === 'table').text;
  await noLongTask(page, 'the code of 10^6 values', async () => {
    await page.click('#teach-sequence .teach-sol-go');
    await expect(panel(page)).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
  });
  expect(j.pattern).toMatchObject({ kind: 'period', proven: true, period: 12, preperiod: 71 });
  const shown = (await shownFiles(page)).table;
  expect(table.startsWith(shown.slice(0, -2))).toBe(true); // the first part, then "…"
  expect(shown.length).toBeLessThan(table.length);
  await expect(panel(page).locator('.teach-sol-file[data-role="table"] p')).toContainText(`table.cpp has ${table.length} characters`);
  await panel(page).locator('.teach-sol-file[data-role="table"] .teach-sol-copy').click();
  await expect(panel(page)).toHaveAttribute('data-copied', 'table.cpp');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(table);
  // sg(n) is short: the period's 83 values, however long the table
  expect((await shownFiles(page)).sg).toBe(j.files.find((f) => f.role === 'sg').text);
});
