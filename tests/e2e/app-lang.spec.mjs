// app-lang.spec.mjs — the page's language: from the link, else the
// browser's languages, else English; the header's switch changes it at once
// without a reload and without losing the position or a game in progress;
// <html lang> and the links the page writes follow it.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, shown } from './app-helpers.mjs';

test('lang=zh in the link: the page in Chinese; the switch turns it to English and back, in place', async ({ page }) => {
  await openAt(page, 'nim:3,4,5', '&lang=zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('#mode-edit')).toHaveText('编辑与分析');
  await expect(page.locator('#random')).toHaveText('随机局面');
  await expect(page.locator('#postext')).toHaveAttribute('title', /局面文本/);
  await expect(page.locator('#langs [data-lang="zh"]')).toHaveAttribute('aria-pressed', 'true');
  expect(page.url()).toContain('lang=zh');
  const reloads = [];
  page.on('framenavigated', (f) => { if (f === page.mainFrame()) reloads.push(f.url()); });
  await page.click('#langs [data-lang="en"]');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#mode-edit')).toHaveText('Edit & analyse');
  await expect(page.locator('#postext')).toHaveAttribute('title', /The position text/);
  expect((await shown(page)).text).toBe('nim:3,4,5');
  expect(page.url()).not.toContain('lang=');
  await page.click('#langs [data-lang="zh"]');
  await expect(page.locator('#mode-edit')).toHaveText('编辑与分析');
  await expect(page).toHaveURL(/lang=zh/);
  expect(reloads.filter((u) => !u.includes('#'))).toEqual([]); // no reload
  expect((await shown(page)).text).toBe('nim:3,4,5');
});

test('an edited address\'s lang= is followed as the switch is, without a reload: the words, <html lang>, the address', async ({ page }) => {
  await openAt(page, 'nim:3,4,5');
  await expect(page.locator('#mode-edit')).toHaveText('Edit & analyse');
  const reloads = [];
  page.on('framenavigated', (f) => { if (f === page.mainFrame()) reloads.push(f.url()); });
  await page.evaluate(() => { location.hash = 'nim:3,4,6&lang=zh'; });
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('#mode-edit')).toHaveText('编辑与分析');
  await expect(page.locator('#postext')).toHaveAttribute('title', /局面文本/);
  await expect(page.locator('#langs [data-lang="zh"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#verdict')).toHaveText(/[\u4e00-\u9fff]/);
  expect((await shown(page)).text).toBe('nim:3,4,6');
  expect(page.url()).toMatch(/#nim:3,4,6&lang=zh$/); // kept, as the switch keeps it
  // the language alone, then back to English with another position
  await page.evaluate(() => { location.hash = 'nim:3,4,6&lang=en'; });
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#mode-edit')).toHaveText('Edit & analyse');
  await expect(page.locator('#langs [data-lang="en"]')).toHaveAttribute('aria-pressed', 'true');
  expect(page.url()).toMatch(/#nim:3,4,6$/); // English is this browser's choice: no lang= written
  await page.evaluate(() => { location.hash = 'nim:1,2&lang=ZH'; });
  await settle(page);
  await expect(page.locator('#mode-edit')).toHaveText('编辑与分析');
  expect((await shown(page)).text).toBe('nim:1,2');
  // a language the page does not speak, or none: the language stays, the address says it
  await page.evaluate(() => { location.hash = 'nim:1,3&lang=xx'; });
  await settle(page);
  await expect(page.locator('#mode-edit')).toHaveText('编辑与分析');
  expect(page.url()).toMatch(/#nim:1,3&lang=zh$/);
  // a refused text: the language still follows, the address goes back to the board's position
  await page.evaluate(() => { location.hash = 'nim:1,x&lang=en'; });
  await settle(page);
  await expect(page.locator('#mode-edit')).toHaveText('Edit & analyse');
  await expect(page.locator('#message')).toContainText(/could not be opened/);
  expect(page.url()).toMatch(/#nim:1,3$/);
  expect(reloads.filter((u) => !u.includes('#'))).toEqual([]); // no reload
});

test('a link to a game whose board has not loaded, refused at once, is refused in Chinese: the game\'s words load for its message', async ({ page }) => {
  await openAt(page, 'nim:3', '&lang=zh');
  // the address edited in the open page: the engine cannot read the text, so no board of its game loads with it
  await page.evaluate(() => { location.hash = 'wythoff:3,5&lang=zh'; });
  const msg = page.locator('#message');
  await expect(msg).toContainText('wythoff:3/5');
  const said = await msg.textContent(); // as first shown: never English first, Chinese later
  expect(said, 'no English sentence in the Chinese refusal').not.toMatch(/Wythoff's game|two heaps|at character/);
  expect(said).toMatch(/[\u4e00-\u9fff]+[^]*wythoff:3\/5/);
});

test('a game in progress survives a change of language', async ({ page }) => {
  await openAt(page, 'nim:1,2,4,7', '&mode=play&vs=human&cpu=2');
  await page.click('#hint');
  await settle(page);
  const before = await page.evaluate(() => ({ text: globalThis.grundy.state.text, mode: globalThis.grundy.state.mode, phase: globalThis.grundy.state.play.phase, n: globalThis.grundy.state.play.history.length }));
  await page.click('#langs [data-lang="zh"]');
  await expect(page.locator('#newgame')).toHaveText('新对局');
  const after = await page.evaluate(() => ({ text: globalThis.grundy.state.text, mode: globalThis.grundy.state.mode, phase: globalThis.grundy.state.play.phase, n: globalThis.grundy.state.play.history.length }));
  expect(after).toEqual(before);
  await expect(page).toHaveURL(/mode=play.*lang=zh/);
});

test.describe('a browser that prefers Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('opens in Chinese without lang= in the link, and in English with lang=en', async ({ page }) => {
    await openAt(page, 'nim:3,4,5');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('#copy')).toHaveText('复制链接');
    await openAt(page, 'nim:3,4,5', '&lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#copy')).toHaveText('Copy link');
    expect(page.url()).toContain('lang=en'); // kept: this reader's browser would choose Chinese
  });
});

test('the manifest follows the language', async ({ page }) => {
  await openAt(page, 'nim:3', '&lang=zh');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const m = await (await page.request.get(new URL(href, page.url()).href)).json();
  expect(m.lang).toBe('zh-CN');
  expect(m.name).toMatch(/公平组合游戏/);
});

test('the terms tab lists the glossary in both languages, the page\'s own first', async ({ page }) => {
  const { glossary } = await import('../../web/i18n/glossary.js');
  await openAt(page, 'nim:3,4,5', '&teach=terms&lang=zh');
  const table = page.locator('#teach-terms table');
  await expect(table.locator('tbody tr')).toHaveCount(glossary.length);
  await expect(page.locator('#teach-tab-terms')).toHaveText('术语');
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((r) => [...r.cells].map((c) => [c.lang, c.textContent])));
  expect(rows).toEqual(glossary.map((g) => [['zh-CN', g.zh], ['en', g.en]]));
  await page.click('#langs [data-lang="en"]');
  await expect(page.locator('#teach-tab-terms')).toHaveText('Terms');
  await expect(table.locator('thead th').first()).toHaveText('English');
  const rowsEn = await table.locator('tbody tr').evaluateAll((trs) => trs.map((r) => [...r.cells].map((c) => c.textContent)));
  expect(rowsEn).toEqual(glossary.map((g) => [g.en, g.zh]));
});

test('a change of language redraws every board in the new words and keeps the keyboard where it was, on a board drawn over many frames', async ({ page }) => {
  // 24 rows of 60 coins: the redraw is spread over many frames, the focused coin's card among the last
  const rows = Array.from({ length: 24 }, (_, r) => Array.from({ length: 60 }, (_, k) => ((k * 7 + r) % 5 ? 'T' : 'H')).join(''));
  const text = `turtles:${rows.join(',')}`;
  await openAt(page, text);
  const coin = '#boards [data-key="c22-9"]';
  await page.locator(coin).focus();
  await expect(page.locator(coin)).toHaveAttribute('aria-label', /coin 9/);
  // the switch pressed without taking the keyboard (as a screen reader's command may press it)
  const press = (code) => page.evaluate((c) => document.querySelector(`#langs [data-lang="${c}"]`).click(), code);
  await press('zh');
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const now = await page.evaluate(() => ({ key: document.activeElement?.dataset?.key, label: document.activeElement?.getAttribute('aria-label') }));
  expect(now.key).toBe('c22-9');
  expect(now.label).toMatch(/[\u4e00-\u9fff]/);
  const boards = await page.locator('#boards svg.board').evaluateAll((l) => l.map((x) => x.getAttribute('aria-label')));
  expect(boards).toHaveLength(24);
  for (const b of boards) expect(b).toMatch(/[\u4e00-\u9fff]/);
  expect(await page.locator('#boards [aria-busy="true"], #boards .drawing').count()).toBe(0);
  expect((await shown(page)).text).toBe(text);
  // and back, the keyboard still there
  await press('en');
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => document.activeElement?.dataset?.key)).toBe('c22-9');
  await expect(page.locator(coin)).toHaveAttribute('aria-label', /coin 9/);
});
