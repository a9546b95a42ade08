// lang-all.spec.mjs — the whole page in each language: every game's board
// (its example, in Edit and in Play, normal and misère), every teaching tab,
// the classroom's quiz, exports and refusals are opened in Chinese, and no
// English word shows outside notation (code and the position's own text
// aside); in English, no Chinese character shows. Nothing is marked as the
// other language but the language switch's own name ("English", "中文") and
// the Terms tab's column of the other language (a glossary of both).

import { test, expect } from './fixtures.mjs';
import { openAt, goTo, settle } from './app-helpers.mjs';
import { englishIn, chineseIn } from './lang-lib.mjs';

// Its tests stand alone (each opens what it needs): the two workers may share them out.
test.describe.configure({ mode: 'parallel' });

/** What a person sees or hears: visible text, titles, labels, options,
 *  outside elements marked as another language, code or notation; and the
 *  elements marked as another language than the page's, but the switch's
 *  (read in one step). */
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
    const marked = [...document.body.querySelectorAll('[lang]')]
      .filter((el) => !el.closest('#langs, .teach-terms-table') && !el.lang.startsWith(lang))
      .map((el) => `lang="${el.lang}": ${el.textContent.slice(0, 80)}`);
    return { text: parts.join('\n'), marked };
  }, lang);
}

async function codes(page) {
  return page.evaluate(() => globalThis.grundy.state.info.games.map((g) => g.name));
}

const found = [];
async function check(where, page, lang, names) {
  const { text, marked } = await seen(page, lang);
  const bad = lang === 'zh' ? englishIn(text, names).map((x) => `${x.word}: …${x.context}…`) : chineseIn(text).map((x) => `${x.char}: …${x.context}…`);
  for (const b of [...bad, ...marked]) found.push(`${where}: ${b}`);
}

for (const lang of ['zh', 'en']) {
  test(`${lang}: every game's board, in Edit and Play, normal and misère`, async ({ page }) => {
    test.setTimeout(600_000);
    found.length = 0;
    await openAt(page, 'nim:3', `&lang=${lang}`);
    const names = await codes(page);
    const games = await page.evaluate(() => globalThis.grundy.state.info.games.map((g) => ({ name: g.name, example: g.example })));
    for (const g of games) {
      await goTo(page, g.example, `&lang=${lang}`);
      await check(`${g.name} edit`, page, lang, names);
      await goTo(page, `${g.example};misere`, `&mode=play&vs=human&lang=${lang}`);
      await check(`${g.name} play misère`, page, lang, names);
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  test(`${lang}: every teaching tab, the quiz, refusals`, async ({ page }) => {
    test.setTimeout(600_000);
    found.length = 0;
    // a fresh load as each tab's link was before: all the page's words and the whole engine
    // loaded at once (the links that follow are read by the page already open)
    await openAt(page, 'wythoff:3/5', `&teach=mex&lang=${lang}`);
    const names = await codes(page);
    for (const tab of ['mex', 'graph', 'sequence', 'why', 'classroom', 'export', 'exercises', 'quotient', 'terms']) {
      for (const pos of ['nim:3,4,5', 'octal(0.77):ooo.oooo;misere', 'wythoff:3,5']) {
        await goTo(page, pos, `&teach=${tab}&lang=${lang}`);
        await page.waitForSelector('#teach[data-ready]');
        await page.click(`#teach-tab-${tab}`); // (the tab as a reader picks it; the panel follows the address's &teach= too)
        await page.waitForSelector(`#teach-${tab}:not([hidden])`);
        await settle(page);
        await check(`${pos} ${tab}`, page, lang, names);
      }
    }
    // the classroom's quiz
    await goTo(page, 'nim:3,4,5', `&teach=classroom&lang=${lang}`);
    await page.click('#teach-tab-classroom');
    await page.waitForSelector('#teach-classroom:not([hidden])');
    const quiz = page.locator('#teach-classroom button[data-control="quiz"]');
    if (await quiz.count()) { await quiz.first().click(); await settle(page); await check('quiz', page, lang, names); }
    // refusals: a malformed position, a text past the limit, an undecodable link
    for (const [text, extra] of [['nim:3,x', ''], ['nim:' + '1,'.repeat(40000) + '1', ''], ['nim:%zz', '']]) {
      await goTo(page, text, `${extra}&lang=${lang}`);
      await check(`refusal ${text.slice(0, 20)}`, page, lang, names);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
