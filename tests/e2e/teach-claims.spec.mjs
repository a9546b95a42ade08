// teach-claims.spec.mjs — the Check a claim tab, in English and in Chinese:
// a true and a false claim of each kind typed in (two families' values, a
// position's outcome, the SJ theorem on a family), the verdict as the
// native `grundy claim` gives it, said in the page's language; each
// counterexample opened on the board, where the board shows that position
// and the engine's analysis of it contradicts the claim; an example clicked;
// a refusal; screenshots at 375 and 1280 px in both languages.

import { mkdirSync } from 'node:fs';
import { test, expect } from './fixtures.mjs';
import { idle, SHOTS } from './teach-lib.mjs';
import { englishIn, chineseIn, seenText } from './lang-lib.mjs';
import { nativeCli } from '../js/gen.mjs';

const native = (text) => JSON.parse(nativeCli(['claim', text]).ok);

/** The claim language's keywords: notation, kept in Latin letters in every language. */
const KEYWORDS = /(?<![A-Za-z])(same|to|is|sj|sums|misere|FAMILY|POSITION)(?![A-Za-z])/g;

async function openIn(page, position, lang) {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto(`./#${position}&lang=${lang}`);
  await page.waitForSelector('#teach[data-ready]');
  await idle(page);
  await page.click('#teach-tab-claims');
  await expect(page.locator('#teach-claims')).toBeVisible();
  await expect(page.locator('#teach-claims .teach-claim-example').first()).toBeVisible();
}

/** Types a claim, checks it, and waits for the verdict; returns its element. */
async function check(page, text) {
  await page.fill('#teach-claims .teach-claim-field', text);
  await page.click('#teach-claims button.teach-primary');
  const verdict = page.locator('#teach-claims .teach-claim-verdict');
  await expect(verdict).toBeVisible({ timeout: 30000 });
  return verdict;
}

/** No word of the other language in the tab (notation taken out). */
async function speaks(page, lang, where) {
  let text = await seenText(page, '#teach-claims');
  const notation = await page.evaluate(() => [...document.querySelectorAll('#teach-claims code, #teach-claims [translate="no"], #teach-claims [data-open]')]
    .flatMap((el) => [el.textContent.trim(), el.dataset.open ?? '']).filter((t) => t.length > 1).sort((a, b) => b.length - a.length));
  for (const t of notation) text = text.split(t).join(' ');
  const codes = await page.evaluate(() => globalThis.grundy.state.info.games.map((g) => g.name));
  const wrong = lang === 'zh' ? englishIn(text.replace(KEYWORDS, ' '), codes) : chineseIn(text);
  expect(wrong.map((w) => `${w.word ?? w.char} …${w.context}…`), `${where} (${lang})`).toEqual([]);
}

/** Opens position text through the tab's button and returns the board's
 *  position and analysis once the page has drawn them. */
async function open(page, text) {
  await page.locator(`#teach-claims [data-open="${text}"]`).first().click();
  await expect.poll(() => page.evaluate(() => globalThis.grundy.position())).toBe(text);
  await idle(page);
  return page.evaluate(() => globalThis.grundy.analysis());
}

const WORDS = {
  en: { holds: 'confirmed:', fails: 'refuted:' },
  zh: { holds: '成立：', fails: '不成立：' },
};

for (const lang of ['en', 'zh']) {
  test(`${lang}: a true and a false claim of each kind, the counterexamples opened on the board`, async ({ page }) => {
    test.setTimeout(120000);
    await openIn(page, 'nim:3,4,5', lang);
    const words = WORDS[lang];
    await speaks(page, lang, 'the tab before any claim');

    // a position's outcome: true, then a wrong P claim with its winning move
    let v = await check(page, 'nim:1,2,3 is P');
    await expect(v).toHaveAttribute('data-holds', String(native('nim:1,2,3 is P').holds));
    await expect(v).toContainText(words.holds);
    v = await check(page, 'nim:3,4,5 is P');
    const wrongP = native('nim:3,4,5 is P');
    expect(wrongP.holds).toBe(false);
    await expect(v).toHaveAttribute('data-holds', 'false');
    await expect(v).toContainText(words.fails);
    await expect(v).toContainText(wrongP.move.move);
    await speaks(page, lang, 'a refuted P claim');
    let a = await open(page, wrongP.position);
    expect(a.verdict, 'the board contradicts "is P"').toBe('N');
    expect(a.winning).toContain(wrongP.move.move);
    a = await open(page, wrongP.move.after);
    expect(a.verdict, 'the winning move leaves a P-position').toBe('P');

    // a wrong N claim in misère play: why, and the board says P
    v = await check(page, 'octal(0.77):oooo;misere is N');
    const wrongN = native('octal(0.77):oooo;misere is N');
    await expect(v).toHaveAttribute('data-holds', String(wrongN.holds));
    await expect(page.locator('#teach-claims .teach-claim-why')).toBeVisible();
    await speaks(page, lang, 'a refuted misère N claim');
    await shot(page, `${lang}-position`);
    a = await open(page, wrongN.position);
    expect(a.play).toBe('misere');
    expect(a.verdict, 'the board contradicts "is N"').toBe('P');

    // two families' values: true, then false with both positions opened
    v = await check(page, 'same sub(1-3) octal(0.333) to 100');
    await expect(v).toHaveAttribute('data-holds', 'true');
    await expect(v).toContainText(words.holds);
    v = await check(page, 'same sub(1,2) sub(1-3) to 20');
    const same = native('same sub(1,2) sub(1-3) to 20');
    await expect(v).toHaveAttribute('data-holds', 'false');
    await speaks(page, lang, 'a refuted same claim');
    const sg = [];
    for (const p of same.first.positions) {
      a = await open(page, p);
      sg.push(a.components[0].sg);
    }
    expect(sg, 'the board shows the two values the verdict names').toEqual(same.first.values);
    expect(sg[0]).not.toBe(sg[1]);

    // the SJ theorem: misère Nim follows it; misère Kayles does not
    v = await check(page, 'sj tb(0.[3]) to 10 sums 3');
    await expect(v).toHaveAttribute('data-holds', 'true');
    await expect(page.locator('#teach-claims .teach-claim-hyp')).toHaveAttribute('data-hypothesis', 'true');
    v = await check(page, 'sj octal(0.77) to 12');
    const sj = native('sj octal(0.77) to 12');
    await expect(v).toHaveAttribute('data-holds', 'false');
    await expect(page.locator('#teach-claims .teach-claim-hyp')).toHaveAttribute('data-hypothesis', 'false');
    await expect(page.locator('#teach-claims .teach-claim-theorem')).toContainText(lang === 'zh' ? 'SJ 定理' : 'SJ theorem');
    await speaks(page, lang, 'a refuted SJ claim');
    await shot(page, `${lang}-sj`);
    a = await open(page, sj.first.position);
    const vals = a.components.map((c) => c.sg);
    const x = vals.reduce((p, q) => p ^ q, 0), big = vals.some((g) => g > 1);
    const rule = (x !== 0 && big) || (x === 0 && !big) ? 'N' : 'P';
    expect(a.play).toBe('misere');
    expect(a.verdict, 'the board\'s misère analysis contradicts the SJ rule').not.toBe(rule);
  });

  test(`${lang}: an example clicked, a claim refused with what fits`, async ({ page }) => {
    await openIn(page, 'nim:1', lang);
    const ex = page.locator('#teach-claims .teach-claim-example').first();
    const text = await ex.getAttribute('data-claim');
    await ex.click();
    await expect(page.locator('#teach-claims .teach-claim-verdict')).toHaveAttribute('data-holds', String(native(text).holds), { timeout: 30000 });
    await expect(page.locator('#teach-claims .teach-claim-field')).toHaveValue(text);
    await page.fill('#teach-claims .teach-claim-field', 'sj tb(0.[3]) to 60 sums 4');
    await page.click('#teach-claims button.teach-primary');
    await expect(page.locator('#teach-claims .teach-status')).toContainText('N = 36', { timeout: 30000 });
    await expect(page.locator('#teach-claims .teach-claim-verdict')).toHaveCount(0);
    await speaks(page, lang, 'a refusal');
    await page.fill('#teach-claims .teach-claim-field', 'nim:1,2 is maybe');
    await page.click('#teach-claims button.teach-primary');
    await expect(page.locator('#teach-claims .teach-status')).toContainText(lang === 'zh' ? '第' : 'at character', { timeout: 30000 });
  });
}

/** The tab at 375 and 1280 px: build/screenshots/teach-claims-<name>-<width>.png. */
async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await idle(page);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `nothing runs past the screen at ${width} px`).toBeLessThanOrEqual(0);
    await page.locator('#teach').screenshot({ path: `${SHOTS}/teach-claims-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
