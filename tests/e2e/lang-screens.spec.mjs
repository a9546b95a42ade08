// lang-screens.spec.mjs — the page as a person sees it, in each language at
// 375, 1280 and 1920 px: the default position, a sum of several games, each
// teaching tab, an exercise, the classroom and its quiz, an export and a
// long refusal. Screenshots go to build/screenshots/lang/<view>-<lang>-<width>.png
// for people to look at; the checks are what a look finds: nothing wider
// than the screen, no text cut off by the box it is in (outside the boxes
// made to scroll), no word of the other language.

import { mkdirSync } from 'node:fs';
import { test, expect } from './fixtures.mjs';
import { openAt, goTo, settle, layoutProblems } from './app-helpers.mjs';
import { englishIn, chineseIn } from './lang-lib.mjs';

// Its tests stand alone (each opens what it needs): the two workers may share them out.
test.describe.configure({ mode: 'parallel' });

const DIR = new URL('../../build/screenshots/lang/', import.meta.url).pathname;
const WIDTHS = [375, 1280, 1920];
export const SUM = 'nim:3,4,5+octal(0.77):ooo.oooo+wythoff:3/5+hackenbush:0-1.1-2.1-3+staircase:2/0/3+treblecross:..........';
const TABS = ['mex', 'graph', 'sequence', 'why', 'classroom', 'export', 'exercises', 'quotient', 'terms'];

/** The words of the other language in what a person sees (the switch's name aside). */
async function otherLanguage(page, lang) {
  const { text, codes } = await page.evaluate(() => {
    const skip = (el) => el.closest('#langs, code, pre, kbd, [translate="no"], .teach-terms-table');
    const parts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || skip(el) || el.closest('script, style') || (!el.checkVisibility?.() && !el.closest('svg'))) continue;
      parts.push(n.data);
    }
    const a = globalThis.grundy.analysis?.();
    let text = parts.join('\n');
    for (const t of [a?.position, ...(a?.components ?? []).map((c) => c.text)].filter(Boolean).sort((x, y) => y.length - x.length)) text = text.split(t).join(' ');
    return { text, codes: globalThis.grundy.state.info.games.map((g) => g.name) };
  });
  return lang === 'zh' ? englishIn(text, codes).map((w) => `${w.word}: …${w.context}…`) : chineseIn(text).map((c) => `${c.char}: …${c.context}…`);
}

/** Screenshots of the page (or of `selector`) at each width, and what a
 *  look would find at each. */
async function look(page, name, lang, { selector = null, before = null } = {}) {
  mkdirSync(DIR, { recursive: true });
  const problems = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 1000 });
    if (before) {
      await settle(page);
      await before(width);
    }
    // the page idle (settled), then two frames drawn: in one step
    await page.evaluate(async () => {
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      while (!globalThis.grundy?.idle?.()) await frame();
      await frame();
      await frame();
    });
    const path = `${DIR}${name}-${lang}-${width}.png`;
    if (selector) await page.locator(selector).first().screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
    for (const p of await layoutProblems(page)) problems.push(`${name} ${lang} ${width}px: ${p}`);
  }
  for (const p of await otherLanguage(page, lang)) problems.push(`${name} ${lang}: ${p}`);
  await page.setViewportSize({ width: 1280, height: 720 });
  return problems;
}

async function openTab(page, id) {
  await page.click(`#teach-tab-${id}`);
  await expect(page.locator(`#teach-${id}`)).toBeVisible();
  const done = { mex: /shown|refused/, graph: /drawn|refused|error/, sequence: /done|error/ };
  if (done[id]) await expect(page.locator(`#teach-${id}`)).toHaveAttribute('data-state', done[id], { timeout: 30000 });
  if (id === 'quotient') await expect(page.locator('#teach-quotient .teach-quotient-facts, #teach-quotient .teach-status:not(:empty)').first()).toBeVisible({ timeout: 30000 });
  await settle(page);
}

for (const lang of ['zh', 'en']) {
  test(`${lang}: the page at 375, 1280 and 1920 px — the default position, a sum, a long refusal, an exercise`, async ({ shared: page }) => {
    test.setTimeout(300_000);
    const problems = [];
    await goTo(page, 'nim:3,4,5', `&lang=${lang}`);
    problems.push(...await look(page, 'default', lang));
    await goTo(page, SUM, `&lang=${lang}`);
    problems.push(...await look(page, 'sum', lang));
    await goTo(page, SUM, `&mode=play&vs=human&lang=${lang}`);
    problems.push(...await look(page, 'sum-play', lang));
    // a refused link: as its first visit (the default position shown instead), a fresh load
    for (const [name, text, open] of [['refusal-work', 'chomp:30x30', openAt], ['refusal-text', 'nim:3,4,5+wythoff:3,5+sub(1-3):7,x', openAt], ['large-heap', 'tb(0.16):100000000000', goTo]]) {
      await open(page, text, `&lang=${lang}`);
      problems.push(...await look(page, name, lang));
    }
    await goTo(page, 'nim:3,4,5', `&teach=exercises&lang=${lang}`);
    await page.waitForSelector('#teach[data-ready]');
    await openTab(page, 'exercises');
    await page.locator('#teach-exercises a[data-ask]').first().click();
    await expect(page.locator('#exercise')).toBeVisible();
    await settle(page);
    problems.push(...await look(page, 'exercise', lang));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`${lang}: the teaching tabs, the classroom, the quiz and an export at 375, 1280 and 1920 px`, async ({ shared: page }) => {
    test.setTimeout(400_000);
    const problems = [];
    await goTo(page, 'nim:3,4,5+octal(0.77):ooo.oooo', `&lang=${lang}`);
    await page.waitForSelector('#teach[data-ready]');
    for (const id of TABS) {
      await openTab(page, id);
      problems.push(...await look(page, `tab-${id}`, lang, { selector: '#teach' }));
    }
    await openTab(page, 'export');
    await page.click('#teach-export .teach-primary').catch(() => {});
    problems.push(...await look(page, 'export', lang, { selector: '#teach-export' }));
    await openTab(page, 'classroom');
    await page.click('#teach-classroom .teach-primary');
    const stage = page.locator('.teach-stage');
    await expect(stage).toBeVisible();
    await stage.locator('[data-control=all]').click();
    await stage.locator('[data-control=why]').click();
    problems.push(...await look(page, 'classroom', lang));
    await stage.locator('[data-control=quiz]').click();
    await expect(stage.locator('.teach-answer').first()).toBeVisible();
    problems.push(...await look(page, 'quiz', lang));
    await stage.locator('.teach-answer').first().click();
    await expect(stage.locator('.teach-quiz-feedback')).toBeVisible();
    problems.push(...await look(page, 'quiz-answered', lang));
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

// ---- what looking at the pictures found, each kept fixed ----------------------------------

test('the header stays one row on a phone (375 and 360 px) in both languages', async ({ shared: page }) => {
  for (const lang of ['en', 'zh']) {
    for (const width of [375, 360]) {
      await page.setViewportSize({ width, height: 740 });
      await openAt(page, 'nim:3,4,5', `&lang=${lang}`); // a fresh load at each width
      const tops = await page.evaluate(() => [...document.querySelectorAll('header.top > *')].filter((e) => e.checkVisibility()).map((e) => Math.round(e.getBoundingClientRect().bottom)));
      expect(Math.max(...tops) - Math.min(...tops), `${lang} ${width}px: ${tops}`).toBeLessThan(12);
    }
  }
});

test('zh: an exercise\'s source names the book in Chinese; move words with a short form keep Chinese brackets', async ({ shared: page }) => {
  const BOOK = 'T. S. Ferguson, Game Theory, Part I: Impartial Combinatorial Games';
  await goTo(page, 'nim:27,17', `&ex=nimsum&src=${encodeURIComponent(`${BOOK}, §2.6, Exercise 1(a)`)}&lang=zh`);
  await expect(page.locator('#exercise .ex-src')).toContainText('T. S. Ferguson 著《博弈论》第一部分：公平组合游戏，§2.6，习题 1(a)');
  await expect(page.locator('#exercise .ex-src')).not.toContainText('Game Theory');
  await goTo(page, 'tb(0.16):1000', '&lang=zh');
  const words = await page.locator('#moves li').first().textContent();
  expect(words).toMatch(/1000 → \d+ \+ \d+（从 1000 中取走 2，留下 \d+ 和 \d+）/);
  await page.click('#langs [data-lang="en"]');
  await expect(page.locator('#moves li').first()).toContainText(/1000 → \d+ \+ \d+ \(take 2 from 1000, leaving \d+ and \d+\)/);
});

test('a heap of 10^11 tokens: its number stays inside the drawing, its field shows it whole', async ({ shared: page }) => {
  await goTo(page, 'tb(0.16):100000000000', '&lang=zh');
  const r = await page.evaluate(() => {
    const svg = document.querySelector('#boards .comp svg.board');
    const last = [...svg.querySelectorAll('text.colnum')].find((t) => t.textContent === '100000000000');
    const field = document.querySelector('#boards .comp .field input.num');
    return { right: last.getBBox().x + last.getBBox().width, width: svg.viewBox.baseVal.width, field: [field.scrollWidth, field.clientWidth] };
  });
  expect(r.right, 'the last token\'s number inside the drawing').toBeLessThanOrEqual(r.width + 0.5);
  expect(r.field[0], 'the heap size\'s field shows the whole number').toBeLessThanOrEqual(r.field[1] + 1);
});

test('on a phone: the nim-sum\'s total stays beside its sum; the classroom wraps a position between games', async ({ shared: page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await goTo(page, SUM, '&lang=zh');
  const sameLine = await page.evaluate(() => {
    const out = document.querySelector('#nimsum');
    const last = [...out.parentElement.childNodes].find((n) => n.nodeType === 3 && /\d/.test(n.data)); // the last term, before "="
    const range = document.createRange();
    range.selectNodeContents(last);
    const rects = [...range.getClientRects()].filter((q) => q.width > 0);
    return rects.length > 0 && rects.every((q) => Math.abs(q.top - out.getBoundingClientRect().top) < 4);
  });
  expect(sameLine, 'the total on the line of the last term').toBe(true);
  await goTo(page, 'nim:3,4,5+octal(0.77):ooo.oooo', '&teach=classroom&lang=zh');
  await page.waitForSelector('#teach-classroom:not([hidden])');
  await page.click('#teach-classroom .teach-primary');
  const starts = await page.evaluate(() => {
    const code = document.querySelector('.teach-stage-pos');
    const game = [...code.querySelectorAll('.teach-stage-game')].find((g) => g.textContent.startsWith('octal'));
    return Math.abs(game.getBoundingClientRect().left - code.getBoundingClientRect().left) < 2;
  });
  expect(starts, 'the second game starts the second line').toBe(true);
  // numbers of 19 digits: each on one line, the break between games
  await goTo(page, 'nim:1000000000000000000,999999999999999999+wythoff:1000000000000000000/70', '&teach=classroom&lang=zh');
  await page.waitForSelector('#teach-classroom:not([hidden])');
  await page.click('#teach-classroom .teach-primary');
  const lines = await page.evaluate(() => {
    const code = document.querySelector('.teach-stage-pos'), left = code.getBoundingClientRect().left;
    const tops = (el) => { const range = document.createRange(); range.selectNodeContents(el); return new Set([...range.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top))).size; };
    return {
      numbers: [...code.querySelectorAll('.whole')].map((w) => [w.textContent, tops(w)]),
      games: [...code.querySelectorAll('.teach-stage-game')].map((g) => Math.round(g.getBoundingClientRect().left - left)),
    };
  });
  expect(lines.numbers.length, 'the numbers, each whole').toBe(4);
  for (const [n, k] of lines.numbers) expect(k, `${n} on one line`).toBe(1);
  expect(lines.games, 'each game starts a line').toEqual([0, 0]);
});

test('on a phone: the mex table\'s Play buttons keep their word on one line, in both languages', async ({ shared: page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const lang of ['zh', 'en']) {
    for (const text of ['sub(1-3):1000000000000', 'nim:5']) {
      await goTo(page, text, `&teach=mex&lang=${lang}`);
      await page.waitForSelector('#teach-mex:not([hidden]) td button');
      const r = await page.evaluate(() => {
        const buttons = [...document.querySelectorAll('#teach-mex td button')];
        const box = document.querySelector('#teach-mex .teach-mex-scroll');
        const lines = (el) => { const range = document.createRange(); range.selectNodeContents(el); return new Set([...range.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top))).size; };
        return { lines: buttons.map(lines), words: buttons.map((b) => b.textContent), scrolls: box ? box.scrollWidth > box.clientWidth + 1 : false };
      });
      expect(r.lines.length, `${lang} ${text}: a button per move`).toBeGreaterThan(0);
      expect(r.lines.every((k) => k === 1), `${lang} ${text}: ${r.words.join(', ')} on ${r.lines.join(', ')} lines`).toBe(true);
      expect(r.scrolls, `${lang} ${text}: the table fits the phone`).toBe(false);
    }
  }
});

test('on a phone: the Terms tab keeps each Chinese term on one line; an export says its file name as code', async ({ shared: page }) => {
  for (const lang of ['zh', 'en']) {
    await page.setViewportSize({ width: 375, height: 740 });
    await goTo(page, 'nim:3,4,5', `&teach=terms&lang=${lang}`); // (the page follows the address's language and tab)
    await page.waitForSelector('#teach-terms:not([hidden]) .teach-terms-table td');
    const split = await page.evaluate(() => [...document.querySelectorAll('.teach-terms-table td[lang="zh-CN"]')].filter((td) => {
      const range = document.createRange();
      range.selectNodeContents(td);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
    }).map((td) => td.textContent));
    expect(split, `${lang}: Chinese terms split between lines`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await goTo(page, 'nim:3,4,5', '&teach=export&lang=zh');
  await page.waitForSelector('#teach-export:not([hidden])');
  await Promise.all([page.waitForEvent('download'), page.click('#teach-export .teach-primary')]);
  await expect(page.locator('#teach-export .teach-status code')).toHaveText('nim_3_4_5.svg');
  await expect(page.locator('#teach-export .teach-status')).toHaveText('已保存 nim_3_4_5.svg');
});

test('a teaching panel shows only once its stylesheet applies, however late it comes', async ({ page }) => {
  await page.route('**/teach/teach.css', async (route) => { // a slow network, or a busy machine
    await new Promise((ok) => setTimeout(ok, 1500));
    await route.continue();
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('./#nim:3,4,5&teach=terms&lang=zh');
  const cell = page.locator('#teach-terms .teach-terms-table td[lang="zh-CN"]').first();
  await expect(cell).toBeVisible();
  expect(await cell.evaluate((td) => getComputedStyle(td).whiteSpace), 'the panel\'s rules apply when it shows').toBe('nowrap');
});

test('zh: the verdict never splits 先手必胜 between lines, at any width', async ({ shared: page }) => {
  for (const width of [375, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await goTo(page, 'nim:3,4,5', '&lang=zh');
    for (const sel of ['#verdict', '#summary']) {
      const split = await page.evaluate((s) => {
        const el = document.querySelector(s);
        if (!el?.checkVisibility()) return null;
        const text = el.firstChild, at = text.data.indexOf('先手必胜');
        if (at < 0) return 'no 先手必胜 in the verdict';
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 4);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      }, sel);
      if (split !== null) expect(split, `${sel} at ${width}px`).toBe(false);
    }
  }
});
