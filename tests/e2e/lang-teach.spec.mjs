// lang-teach.spec.mjs — the teaching panel in Chinese and in English: every
// tab (for games in normal and misère play), the classroom and the quiz, an
// export's caption, the sequence explorer with a pattern found and the misère
// quotient show no English word outside notation in Chinese
// (lang-lib.mjs), and no Chinese character in English; a change of language
// while a tab is open keeps the tab, its state (the family and n, the quiz
// in progress) and says it in the new language.

import { test, expect } from './fixtures.mjs';
import { englishIn, chineseIn, SEEN_TEXT } from './lang-lib.mjs';
import { mkdirSync } from 'node:fs';
import { idle, SHOTS } from './teach-lib.mjs';
import { goTo } from './app-helpers.mjs';

// Its tests stand alone (each opens what it needs): the two workers may share them out.
test.describe.configure({ mode: 'parallel' });

/** Screenshots at 375 and 1280 px wide: build/screenshots/lang-teach-<name>-<width>.png
 *  (of the teaching panel, or of the classroom's stage when it is open). */
async function shots(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await idle(page);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const stage = page.locator('.teach-stage:visible');
    const target = (await stage.count()) ? stage : page.locator('#teach');
    await target.screenshot({ path: `${SHOTS}/lang-teach-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Opens the page on position in language `lang` (a fresh load) with the teaching panel ready. */
async function openIn(page, position, lang, extra = '') {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto(`./#${position}${extra}&lang=${lang}`);
  await page.waitForSelector('#teach[data-ready]');
  await idle(page);
}

/** Opens position in language `lang` in the page already loaded (its
 *  address, as a reader edits it; a fresh load for another language) with
 *  the teaching panel ready. */
async function goIn(page, position, lang) {
  await goTo(page, position, `&lang=${lang}`);
  await page.waitForSelector('#teach[data-ready]');
  await idle(page);
}

/** The engine's game codes: notation words a page in any language keeps. */
const CODES = () => [
  ...globalThis.grundy.state.info.games.map((g) => g.name), ...(globalThis.grundy.state.info.judges ?? []).map((j) => j.name),
];

/** The notation a view shows (position texts, a quotient's elements): the
 *  position's text and its components', and what the page marks as such —
 *  <code>, translate="no", a graph node's text and its body — kept in Latin
 *  letters in every language. Longest first. */
const NOTATION = (sel) => {
  const out = new Set();
  const a = globalThis.grundy?.analysis?.(); // the position's text and its components' (in a sentence, too)
  for (const t of [a?.position, ...(a?.components ?? []).map((c) => c.text)].filter(Boolean)) {
    out.add(t);
    out.add(t.slice(t.lastIndexOf(':') + 1).replace(/;misere$/, ''));
  }
  for (const root of document.querySelectorAll(sel)) {
    for (const el of root.querySelectorAll('code, [translate="no"]')) out.add(el.textContent.trim());
    for (const el of root.querySelectorAll('[data-text]')) {
      const t = el.dataset.text;
      out.add(t);
      out.add(t.slice(t.lastIndexOf(':') + 1));
    }
  }
  return [...out].filter((t) => t.length > 1).sort((a, b) => b.length - a.length);
};

/** Fails with every word of the wrong language seen in `selector`, and where. */
async function speaks(page, lang, selector, where) {
  // (what is seen, its notation and the game codes, read in one step)
  const { text: seen, notation, codes } = await page.evaluate(([sel, seen, notation, codes]) => ({
    text: (0, eval)(seen)([sel]), notation: (0, eval)(notation)(sel), codes: (0, eval)(codes)(),
  }), [selector, SEEN_TEXT.toString(), NOTATION.toString(), CODES.toString()]);
  let text = seen;
  expect(text.trim().length, `${where}: something is shown`).toBeGreaterThan(0);
  // notation taken out where it stands as a word of its own (never a part of a word: 'ag' in Sprague)
  for (const t of notation) text = text.replace(new RegExp(`(?<![A-Za-z])${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'g'), ' ');
  const wrong = lang === 'zh' ? englishIn(text, codes) : chineseIn(text);
  expect(wrong.map((w) => `${w.word ?? w.char}  …${w.context}…`), `${where} (${lang}): ${lang === 'zh' ? 'English' : 'Chinese'} shown`).toEqual([]);
}

/** Opens a tab and waits until it has drawn what it shows. */
async function tab(page, id) {
  await page.click(`#teach-tab-${id}`);
  await expect(page.locator(`#teach-${id}`)).toBeVisible();
  const done = { mex: /shown|refused/, graph: /drawn|refused|error/, sequence: /done|error/ };
  if (done[id]) await expect(page.locator(`#teach-${id}`)).toHaveAttribute('data-state', done[id], { timeout: 20000 });
  if (id === 'sequence') await expect(page.locator('#teach-sequence')).toHaveAttribute('data-pattern', /done|error/, { timeout: 20000 });
  if (id === 'quotient') await expect(page.locator('#teach-quotient .teach-quotient-facts, #teach-quotient .teach-status:not(:empty)').first()).toBeVisible({ timeout: 20000 });
  await idle(page);
}

const TABS = ['mex', 'graph', 'sequence', 'claims', 'why', 'classroom', 'export', 'exercises', 'quotient'];
const POSITIONS = [
  'nim:3,4,5',                          // normal play, a sum of heaps
  'octal(0.77):ooo.oooo',               // rows of pins: a code's family, its quotient
  'nim:1,2,3;misere',                   // misère play: the rule that decides, no nim-sum
  'octal(0.77):ooo.oooo;misere',        // misère rows: read off the quotient's product
];

for (const lang of ['zh', 'en']) {
  for (const position of POSITIONS) {
    test(`${lang}: every teaching tab of ${position}`, async ({ shared: page }) => {
      test.setTimeout(90000);
      await goIn(page, position, lang); // (in the page the test before left)
      for (const id of TABS) {
        await tab(page, id);
        await speaks(page, lang, '#teach', `${position}: the ${id} tab`);
        if (lang === 'zh' && position === 'nim:3,4,5' && ['mex', 'why', 'exercises', 'export'].includes(id)) await shots(page, `zh-${id}`);
        if (lang === 'zh' && position === 'nim:1,2,3;misere' && id === 'why') await shots(page, 'zh-why-misere');
      }
    });
  }
}

test('zh: the classroom, step by step, with the reasons drawn; then the quiz, answered', async ({ page }) => {
  // (a typed rule that reads `last`: its board names that word, notation in Chinese too)
  for (const position of ['nim:3,4,5+octal(0.77):ooo.oooo', 'nim:1,2,3;misere', 'ruleset(take k: k<=2*last or last=0 and k<n):10']) {
    await openIn(page, position, 'zh');
    await tab(page, 'classroom');
    await page.click('#teach-classroom .teach-primary');
    const stage = page.locator('.teach-stage');
    await expect(stage).toBeVisible();
    await speaks(page, 'zh', '.teach-stage', `${position}: the lesson, nothing revealed`);
    await stage.locator('[data-control=next]').click();
    await speaks(page, 'zh', '.teach-stage', `${position}: the lesson, one value revealed`);
    await stage.locator('[data-control=all]').click();
    await stage.locator('[data-control=why]').click();
    await speaks(page, 'zh', '.teach-stage', `${position}: the lesson, all revealed, the reasons drawn`);
    if (position.startsWith('nim:3,4,5')) await shots(page, 'zh-lesson');
    await stage.locator('[data-control=quiz]').click();
    await expect(stage.locator('.teach-answer').first()).toBeVisible();
    await speaks(page, 'zh', '.teach-stage', `${position}: a quiz question`);
    await stage.locator('.teach-answer').first().click();
    await expect(stage.locator('.teach-quiz-feedback')).toBeVisible();
    await speaks(page, 'zh', '.teach-stage', `${position}: the quiz, answered`);
    await page.keyboard.press('Escape');
  }
});

test('zh: an export\'s caption and labels in Chinese; its file name stays ASCII', async ({ page }) => {
  for (const position of ['nim:3,4,5', 'nim:1,2,3;misere']) {
    await openIn(page, position, 'zh');
    await tab(page, 'export');
    for (const what of ['board', 'why']) {
      await page.selectOption('#teach-export select[name=source]', what);
      const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#teach-export .teach-primary')]);
      expect(dl.suggestedFilename()).toMatch(/^[A-Za-z0-9_]+\.svg$/);
      const svg = await (await import('node:fs/promises')).readFile(await dl.path(), 'utf8');
      expect(svg).toContain(position.replace(/;misere$/, '')); // the caption starts with the position
      expect(svg, 'the caption says who wins in Chinese').toMatch(/先手|必胜|必败|玩家/);
      await speaks(page, 'zh', '#teach-export', `${position}: the ${what} export's preview`);
    }
    // the game graph, drawn first, exported with its name
    await tab(page, 'graph');
    await tab(page, 'export');
    await page.selectOption('#teach-export select[name=source]', 'graph');
    const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#teach-export .teach-primary')]);
    expect(dl.suggestedFilename()).toMatch(/^[A-Za-z0-9_]+_graph\.svg$/);
    expect(await (await import('node:fs/promises')).readFile(await dl.path(), 'utf8')).toContain('的博弈图');
  }
});

test('zh: the sequence explorer with a pattern found, its statistics, periodic table and comparison', async ({ page }) => {
  await openIn(page, 'octal(0.07):oooooo', 'zh');
  await tab(page, 'sequence');
  await page.fill('#teach-sequence input[name=n]', '300');
  await page.click('#teach-sequence button[type=submit]');
  await expect(page.locator('#teach-sequence')).toHaveAttribute('data-state', 'done', { timeout: 20000 });
  await expect(page.locator('#teach-sequence')).toHaveAttribute('data-pattern', 'done', { timeout: 20000 });
  await expect(page.locator('#teach-sequence .pattern-claims li').first()).toBeVisible();
  await page.locator('#teach-sequence .teach-seq-pt summary').click();
  await page.locator('#teach-sequence .pattern-checked summary').click();
  await page.click('#teach-sequence >> role=button[name="比较"]');
  await expect(page.locator('#teach-sequence .teach-seq-compare')).toHaveAttribute('data-first', /.+/);
  await speaks(page, 'zh', '#teach-sequence', 'the sequence explorer');
  await expect(page.locator('#teach-sequence .teach-seq-period')).toContainText('周期');
  await shots(page, 'zh-sequence');
  // a refusal, in words of the page
  await page.fill('#teach-sequence input[name=n]', '');
  await page.click('#teach-sequence button[type=submit]');
  await expect(page.locator('#teach-sequence')).toHaveAttribute('data-state', 'error');
  await speaks(page, 'zh', '#teach-sequence', 'the sequence explorer, refusing an empty n');
});

test('zh: the misère quotient tab, and refusals of the game graph and the mex table', async ({ page }) => {
  await openIn(page, 'octal(0.77):ooo.oooo;misere', 'zh', '&teach=quotient&quot=0.77');
  await expect(page.locator('#teach-quotient [data-fact=order]')).toBeVisible({ timeout: 20000 });
  await expect(page.locator('#teach-quotient .teach-verdict')).toBeVisible();
  // the independent checker's report, in Chinese like the rest (nothing marked as English)
  await expect(page.locator('#teach-quotient [data-fact=checked]')).toContainText('已验证');
  await expect(page.locator('#teach-quotient [data-fact=checked]')).toContainText('Φ 的周期');
  expect(await page.locator('#teach [lang]:not([lang^="zh"])').count(), 'nothing in the teaching panel marked as another language').toBe(0);
  await speaks(page, 'zh', '#teach-quotient', 'the quotient tab');
  await page.fill('#teach-quotient input.teach-code-field', '');
  await page.click('#teach-quotient .teach-primary');
  await speaks(page, 'zh', '#teach-quotient', 'the quotient tab, refusing an empty code');
  await shots(page, 'zh-quotient');

  await tab(page, 'graph');
  await page.fill('#teach-graph input[name=component]', 'nim:300');
  await page.click('#teach-graph button[type=submit]');
  await expect(page.locator('#teach-graph')).toHaveAttribute('data-state', 'refused');
  await speaks(page, 'zh', '#teach-graph', 'the game graph, refusing a large graph');
  await page.fill('#teach-graph input[name=component]', 'nim:3+nim:4');
  await page.click('#teach-graph button[type=submit]');
  await expect(page.locator('#teach-graph')).toHaveAttribute('data-state', /refused|error/);
  await speaks(page, 'zh', '#teach-graph', 'the game graph, refusing two components');
  await page.fill('#teach-graph input[name=component]', 'nim:5');
  await page.click('#teach-graph button[type=submit]');
  await expect(page.locator('#teach-graph')).toHaveAttribute('data-state', 'drawn');
  await shots(page, 'zh-graph');
});

test('a change of language keeps the open tab and its state, and says it in the new language', async ({ page }) => {
  await openIn(page, 'octal(0.77):ooo.oooo', 'zh');
  await tab(page, 'sequence');
  await page.fill('#teach-sequence input[name=n]', '123');
  await page.click('#teach-sequence button[type=submit]');
  await expect(page.locator('#teach-sequence')).toHaveAttribute('data-state', 'done', { timeout: 20000 });
  await expect(page.locator('#teach-sequence')).toHaveAttribute('data-pattern', 'done', { timeout: 20000 });
  const family = await page.locator('#teach-sequence select[name=family]').inputValue();
  const before = await page.locator('#teach-sequence').getAttribute('data-family');
  for (const [lang, other] of [['en', 'zh'], ['zh', 'en']]) {
    await page.click(`#langs [data-lang="${lang}"]`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
    await idle(page);
    await expect(page.locator('#teach-tab-sequence')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#teach-sequence')).toBeVisible();
    expect(await page.locator('#teach-sequence select[name=family]').inputValue()).toBe(family);
    expect(await page.locator('#teach-sequence input[name=n]').inputValue()).toBe('123');
    await expect(page.locator('#teach-sequence')).toHaveAttribute('data-family', before);
    await expect(page.locator('#teach-sequence .teach-status')).not.toBeEmpty();
    await speaks(page, lang, '#teach', `the sequence tab after switching to ${lang}`);
    expect(other).not.toBe(lang);
  }
  // the other tabs, drawn in one language, said in the other
  for (const id of ['mex', 'graph', 'why', 'quotient', 'exercises']) {
    await tab(page, id);
    await page.click('#langs [data-lang="en"]');
    await idle(page);
    await expect(page.locator(`#teach-tab-${id}`)).toHaveAttribute('aria-selected', 'true');
    await speaks(page, 'en', '#teach', `the ${id} tab after switching to English`);
    await page.click('#langs [data-lang="zh"]');
    await idle(page);
    await speaks(page, 'zh', '#teach', `the ${id} tab after switching back to Chinese`);
  }
});

test('a change of language keeps the classroom open and the quiz in progress', async ({ page }) => {
  await openIn(page, 'nim:3,4,5', 'zh');
  await tab(page, 'classroom');
  await page.click('#teach-classroom .teach-primary');
  const stage = page.locator('.teach-stage');
  await stage.locator('[data-control=next]').click();
  await stage.locator('[data-control=next]').click();
  const step = await stage.locator('.teach-xor-table').getAttribute('data-step');
  await page.evaluate(() => document.querySelector('#langs [data-lang="en"]').click()); // the stage makes the rest of the page inert
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(stage).toBeVisible();
  await expect(stage.locator('.teach-xor-table')).toHaveAttribute('data-step', step);
  await speaks(page, 'en', '.teach-stage', 'the lesson after switching to English');

  await stage.locator('[data-control=quiz]').click();
  await stage.locator('.teach-answer').first().click();
  await expect(stage.locator('.teach-quiz-feedback')).toBeVisible();
  const question = await stage.locator('.teach-quiz-pos code').textContent();
  const score = await stage.locator('.teach-score').getAttribute('data-asked');
  await page.evaluate(() => document.querySelector('#langs [data-lang="zh"]').click());
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(stage).toBeVisible();
  await expect(stage.locator('.teach-quiz-pos code')).toHaveText(question);
  await expect(stage.locator('.teach-score')).toHaveAttribute('data-asked', score);
  await expect(stage.locator('.teach-quiz-feedback')).toBeVisible();
  await speaks(page, 'zh', '.teach-stage', 'the quiz after switching to Chinese');
  await shots(page, 'zh-quiz');
});
