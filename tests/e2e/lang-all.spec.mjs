// lang-all.spec.mjs — the whole page in each language: every game's board
// (its example, in Edit and in Play, normal and misère), every teaching tab,
// the classroom's quiz, exports and refusals are opened in Chinese, and no
// English word shows outside notation (a word marked as another language,
// such as the switch's "English", code and the position's own text aside);
// in English, no Chinese character shows.

import { test, expect } from './fixtures.mjs';
import { openAt, settle } from './app-helpers.mjs';
import { englishIn, chineseIn } from './lang-lib.mjs';

/** What a person sees or hears: visible text, titles, labels, options,
 *  outside elements marked as another language, code or notation. */
function seen(page, lang) {
  return page.evaluate((lang) => {
    const skip = (el) => el.closest(`[lang]:not([lang^="${lang}"]), code, pre, kbd, [translate="no"], .sr-skip`);
    const parts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || skip(el) || el.closest('script, style, option')) continue;
      if (!el.checkVisibility?.() && !el.closest('svg')) continue;
      if (el.closest('svg') && !el.closest('svg').checkVisibility?.()) continue;
      parts.push(n.data);
    }
    for (const el of document.body.querySelectorAll('[title], [aria-label], [alt], [placeholder], option')) {
      if (skip(el)) continue;
      const box = el.tagName === 'OPTION' ? el.closest('select') : el;
      if (!box.checkVisibility?.() && !el.closest('svg')) continue;
      for (const a of ['title', 'aria-label', 'alt', 'placeholder']) if (el.getAttribute(a)) parts.push(el.getAttribute(a));
      if (el.tagName === 'OPTION') parts.push(el.textContent);
    }
    return parts.join('\n');
  }, lang);
}

async function codes(page) {
  return page.evaluate(() => globalThis.grundy.state.info.games.map((g) => g.name));
}

const found = [];
function check(where, text, lang, names) {
  const bad = lang === 'zh' ? englishIn(text, names).map((x) => `${x.word}: …${x.context}…`) : chineseIn(text).map((x) => `${x.char}: …${x.context}…`);
  for (const b of bad) found.push(`${where}: ${b}`);
}

for (const lang of ['zh', 'en']) {
  test(`${lang}: every game's board, in Edit and Play, normal and misère`, async ({ page }) => {
    test.setTimeout(600_000);
    found.length = 0;
    await openAt(page, 'nim:3', `&lang=${lang}`);
    const names = await codes(page);
    const games = await page.evaluate(() => globalThis.grundy.state.info.games.map((g) => ({ name: g.name, example: g.example })));
    for (const g of games) {
      await openAt(page, g.example, `&lang=${lang}`);
      check(`${g.name} edit`, await seen(page, lang), lang, names);
      await openAt(page, `${g.example};misere`, `&mode=play&vs=human&lang=${lang}`);
      check(`${g.name} play misère`, await seen(page, lang), lang, names);
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  test(`${lang}: every teaching tab, the quiz, refusals`, async ({ page }) => {
    test.setTimeout(600_000);
    found.length = 0;
    await openAt(page, 'nim:3', `&lang=${lang}`);
    const names = await codes(page);
    for (const tab of ['mex', 'graph', 'sequence', 'why', 'classroom', 'export', 'exercises', 'quotient', 'terms']) {
      for (const pos of ['nim:3,4,5', 'octal(0.77):ooo.oooo;misere', 'wythoff:3,5']) {
        await openAt(page, pos, `&teach=${tab}&lang=${lang}`);
        await page.waitForSelector('#teach[data-ready]');
        await page.waitForSelector(`#teach-${tab}:not([hidden])`);
        await settle(page);
        check(`${pos} ${tab}`, await seen(page, lang), lang, names);
      }
    }
    // the classroom's quiz
    await openAt(page, 'nim:3,4,5', `&teach=classroom&lang=${lang}`);
    await page.waitForSelector('#teach-classroom:not([hidden])');
    const quiz = page.locator('#teach-classroom button[data-control="quiz"]');
    if (await quiz.count()) { await quiz.first().click(); await settle(page); check('quiz', await seen(page, lang), lang, names); }
    // refusals: a malformed position, a text past the limit, an undecodable link
    for (const [text, extra] of [['nim:3,x', ''], ['nim:' + '1,'.repeat(40000) + '1', ''], ['nim:%zz', '']]) {
      await openAt(page, text, `${extra}&lang=${lang}`);
      check(`refusal ${text.slice(0, 20)}`, await seen(page, lang), lang, names);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
