// lang-ui.spec.mjs — the page's own parts in Chinese say nothing in English
// outside notation: the header, the toolbar, the Position field and its
// messages, the cards' headers, the analysis panel (editing and playing,
// normal and misère play, a game's end), the compact list, refusals (a link
// past the text limit, a malformed position, a link that cannot be decoded),
// the judge's input with a sample, and exercises before and after their
// answer; and the same parts in English show no Chinese character.
//
// The engine's own texts (a move's label, an analysis's "why", an engine
// refusal) are said by the engine's message catalogs: a text the engine
// wrote without its message ({id, args}) is left out of the scan here, one
// written with it is scanned like the rest. A judge's answers are the
// problem's own output (YES / NO, I WIN!), shown as it prints them.

import { test, expect } from './fixtures.mjs';
import { openAt, goTo, settle } from './app-helpers.mjs';
import { englishIn, chineseIn, seenText } from './lang-lib.mjs';

// The page's parts this scan covers (the teaching tools and each board's
// own drawing, fields and worked examples are scanned by their own specs).
const PARTS = [
  'header.top > :not(#langs)', 'nav.toolbar > label > span', '#game', '#addgame', '#random', '#copy', '#judge-open', '#textform', '#working', '#message', '#exercise', '#turnbar', '#summary',
  '#boards .comp > header .name', '#boards .comp > header .sg', '#boards .comp > header .last', '#boards .comp > header .remove',
  '#boards .compact-note', '#boards .clist', '#boards .note', '#addbar', '#play', '#analysis', 'footer', '#judge',
].join(', ');

/** The engine's texts now on the page that came without their message
 *  (nothing the page could say in another language: there must be none),
 *  and the judge's verbatim output formats. */
async function unsaid(page) {
  return page.evaluate(() => {
    const g = globalThis.grundy, a = g.analysis(), bare = [], verbatim = [];
    const add = (x, msg) => { if (x && !msg) bare.push(String(x)); };
    if (a) {
      add(a.why, a.why_msg);
      for (const m of a.moves) add(m.label, m.label_msg);
    }
    for (const e of [...g.state.play.history, ...g.state.play.future]) add(e.label, e.label_msg ?? e.words?.move?.label_msg);
    for (const j of g.state.info.judges) verbatim.push(j.answers);
    for (const k of Object.keys(globalThis.lastRefusal ?? {})) bare.push(k);
    const judged = document.querySelector('#judge')?.result; // the problem's own output, verbatim
    add(judged?.error?.message, judged?.error?.message_msg);
    for (const line of (judged?.output ?? '').split('\n')) verbatim.push(line);
    for (const c of judged?.cases ?? []) verbatim.push(c.answer.trim());
    for (const el of document.querySelectorAll('#judge .judge-statement code')) verbatim.push(el.textContent); // a statement's output words, as the problem prints them
    return { bare, verbatim: verbatim.filter(Boolean).sort((p, q) => q.length - p.length) }; // the longest first
  });
}

/** An engine refusal of text, as the page would show it: noted when it
 *  came without its message (unsaid() lists it). */
async function noteRefusal(page, text) {
  await page.evaluate(async (t) => {
    try { await globalThis.grundy.engine.analyze(t); } catch (e) {
      if (!e.msg && !e.page) (globalThis.lastRefusal ??= {})[e.message] = true;
    }
  }, text);
}

const codes = async (page) => page.evaluate(() => globalThis.grundy.state.info.games.map((g) => g.name));

/** What a person sees of the page's parts, without the judge's verbatim
 *  output; every engine text on the page came with its message. */
async function seen(page, what) {
  let text = await seenText(page, PARTS);
  const { bare, verbatim } = await unsaid(page);
  expect(bare, `${what}: the engine's texts without their message`).toEqual([]);
  for (const s of verbatim) text = text.replace(new RegExp(`(?<![A-Za-z])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'g'), ' '); // as whole words ("No", not Northcott's)
  return text;
}

/** notation: words of a link the page quotes (an exercise's kinds). */
async function noEnglish(page, what, notation = []) {
  await settle(page);
  const found = englishIn(await seen(page, what), [...await codes(page), ...notation]);
  expect(found, `${what}: English words in the Chinese page:\n${found.map((f) => `${f.word}: …${f.context}…`).join('\n')}`).toEqual([]);
}

async function noChinese(page, what) {
  await settle(page);
  const found = chineseIn(await seenText(page, PARTS));
  expect(found, `${what}: Chinese in the English page:\n${found.map((f) => `${f.char}: …${f.context}…`).join('\n')}`).toEqual([]);
}

/** Each view of the page's own parts, in the language of `lang`; `check`
 *  runs on each. The views open in one page as a reader's edits of the
 *  address (goTo), but for the refused links and the first exercise (the
 *  judge's box, once built, stays in the page), each a fresh load. */
async function views(page, lang, check) {
  const q = `&lang=${lang}`;
  // editing: normal play, then misère play; a sum of games with the XOR table
  await goTo(page, 'nim:3,4,5', q);
  await expect(page.locator('#moves li').first()).toBeVisible();
  await check(page, 'edit, normal play');
  await goTo(page, 'nim:3,4,5;misere', q);
  await expect(page.locator('#misere-rule')).toBeVisible();
  await check(page, 'edit, misère play');
  await goTo(page, 'nim:1,2,3', q);
  await check(page, 'edit, a P-position (no winning move)');
  await goTo(page, 'nim:3+sub(1-3):7', q);
  await check(page, 'edit, a sum of two games');
  await goTo(page, 'nim:0,0', q);
  await check(page, 'edit, no move left');
  // a position too large to draw in full: the compact list
  await goTo(page, `nim:${Array.from({ length: 150 }, (_, k) => (k % 7) + 1).join(',')}`, q);
  await expect(page.locator('#boards .compact-note')).toBeVisible();
  await check(page, 'a compact list');
  // playing against the computer: a move and its reply, the history, a hint
  await goTo(page, 'nim:2,5,6', `&mode=play&vs=computer&cpu=2${q}`);
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.evaluate(() => globalThis.grundy.move('1:2>1'));
  await settle(page);
  await page.click('#hint');
  await check(page, 'play against the computer, after a move and a hint');
  // playing in misère play, two players, to the end
  await goTo(page, 'nim:1;misere', `&mode=play&vs=human${q}`);
  await page.evaluate(() => globalThis.grundy.move('1:1>0'));
  await settle(page);
  await expect(page.locator('#status')).toHaveClass('over');
  await check(page, 'play in misère play, the game over');
  await goTo(page, 'nim:1,1', `&mode=play&vs=computer${q}`);
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.evaluate(() => globalThis.grundy.move('1:1>0'));
  await settle(page);
  await expect(page.locator('#status')).toHaveClass('over');
  await check(page, 'play against the computer, the game over');
  // refusals: a link past the text limit, a malformed position, a link that cannot be decoded
  // (a refused link as a first visit shows, a fresh load: the default position instead)
  const most = await page.evaluate(() => globalThis.grundy.state.info.limits.text);
  await openAt(page, `ruler:${'H'.repeat(most + 1)}`, q);
  await expect(page.locator('#message')).toHaveClass('error');
  await check(page, 'a link past the text limit');
  await goTo(page, 'nim:3,4', q);
  await noteRefusal(page, 'nim:3,x');
  await page.fill('#postext', 'nim:3,x');
  await page.press('#postext', 'Enter');
  await expect(page.locator('#message')).toHaveClass('error');
  await check(page, 'a malformed position typed in the Position field');
  await openAt(page, 'nim:3%zz', q);
  await expect(page.locator('#message')).toHaveClass('error');
  await check(page, 'a link that cannot be decoded');
  // the judge's input, with a sample answered
  await goTo(page, 'nim:3', q);
  await page.click('#judge-open');
  await page.locator('#judge .judge-sample').click();
  await expect(page.locator('#judge .judge-cases tbody tr').first()).toBeVisible();
  await check(page, 'the judge with a sample');
  await page.fill('#judge-input', '2\nx\n');
  await page.locator('#judge .judge-run').click();
  await expect(page.locator('#judge .judge-error')).toBeVisible();
  await check(page, 'the judge with a malformed input');
  // exercises: open, answered wrong, then shown
  await openAt(page, 'nim:27,17', `&ex=nimsum${q}`); // a fresh load: no judge's box built
  await check(page, 'an exercise (nim-sum), open');
  await page.fill('#exercise .ex-number', '3');
  await page.press('#exercise .ex-number', 'Enter');
  await expect(page.locator('#exercise [data-result]')).toBeVisible();
  await check(page, 'an exercise, a wrong answer');
  await page.click('#exercise .ex-show');
  await expect(page.locator('#exercise [data-result="shown"]')).toBeVisible();
  await check(page, 'an exercise, its answer shown');
  await goTo(page, 'nim:13,12,8', `&ex=moves${q}`);
  await page.fill('#exercise .ex-move', '1:13>4');
  await page.press('#exercise .ex-move', 'Enter');
  await expect(page.locator('#exercise [data-result]')).toBeVisible();
  await check(page, 'an exercise (every winning move), one found');
  await page.click('#exercise .ex-all');
  await expect(page.locator('#exercise[data-state="answered"]')).toBeVisible();
  await check(page, 'an exercise (every winning move), answered');
  await goTo(page, 'nim:1,2', `&ex=verdict${q}`);
  await page.click('#exercise [data-answer="P"]');
  await expect(page.locator('#exercise[data-state="answered"]')).toBeVisible();
  await check(page, 'an exercise (who wins), answered');
  await goTo(page, 'nim:1,2', `&ex=guess${q}`);
  await check(page, 'a bad exercise link', ['guess', 'verdict', 'sg', 'nimsum', 'move', 'moves']); // the link's values, quoted
}

test('in Chinese: the page\'s own parts show no English outside notation', async ({ shared: page }) => {
  test.setTimeout(180_000);
  await views(page, 'zh', noEnglish);
});

test('in English: the page\'s own parts show no Chinese', async ({ shared: page }) => {
  test.setTimeout(180_000);
  await views(page, 'en', noChinese);
});

test('a change of language says the message, the game\'s moves, the exercise and the judge anew', async ({ shared: page }) => {
  await openAt(page, 'nim:2,5,6', '&mode=play&vs=human');
  await page.evaluate(() => globalThis.grundy.move('1:2>1'));
  await settle(page);
  await page.click('#undo');
  await page.click('#hint');
  await settle(page);
  const before = await page.locator('#message').textContent();
  expect(before).toMatch(/^Hint: /);
  await page.click('#langs [data-lang="zh"]');
  await expect(page.locator('#message')).toHaveText(/^提示：/);
  await expect(page.locator('#status')).toHaveText(/^轮到玩家 1 ?走棋/);
  await page.click('#langs [data-lang="en"]');
  await expect(page.locator('#message')).toHaveText(before);
  // a game's moves, said in the language shown
  await page.click('#redo');
  await settle(page);
  await expect(page.locator('#history li')).toHaveCount(1);
  await page.click('#langs [data-lang="zh"]');
  await expect(page.locator('#history li .who')).toHaveText('玩家 1：');
  await expect(page.locator('#history li')).toContainText('Nim 和');
  // an exercise: what was typed and said stays, in the new language
  await openAt(page, 'nim:27,17', '&ex=nimsum');
  await page.fill('#exercise .ex-number', '3');
  await page.press('#exercise .ex-number', 'Enter');
  await expect(page.locator('#exercise [data-result="wrong"]')).toContainText('3 is not it');
  await page.fill('#exercise .ex-number', '7');
  await page.click('#langs [data-lang="zh"]');
  await expect(page.locator('#exercise .ex-q')).toHaveText('这个局面的 Nim 和是多少？');
  await expect(page.locator('#exercise [data-result="wrong"]')).toHaveText('3 不对——再试一次（或显示答案）。');
  await expect(page.locator('#exercise .ex-number')).toHaveValue('7');
  // the judge's box: built anew in the language, its answers kept
  await page.click('#langs [data-lang="en"]');
  await settle(page);
  await page.click('#judge-open');
  await page.locator('#judge .judge-sample').click();
  await expect(page.locator('#judge .judge-count')).toHaveText('2 cases');
  await page.keyboard.press('Escape');
  await page.click('#langs [data-lang="zh"]');
  await page.click('#judge-open');
  await expect(page.locator('#judge .judge-count')).toHaveText('2 组');
  await expect(page.locator('#judge-h')).toHaveText('经典题目');
  expect(await page.locator('#judge-input').inputValue()).not.toBe('');
});

// Words another part of the page owns, met away from it, in Chinese: a code
// refused by a teaching tab on a Nim page (the codes' words come with the
// engine's), a judge's answers opened from another game's page (its words
// come with its game's board, loaded when the problem is picked), and a
// full-width comma typed in the Position field, named with the comma to type.
test('zh: a code refused away from the code boards, a judge of another game, a full-width comma', async ({ page }) => {
  await openAt(page, 'nim:3&lang=zh&teach=quotient&quot=abc');
  await page.waitForSelector('#teach[data-ready]');
  await settle(page);
  const refusal = page.locator('#teach-quotient .teach-status');
  await expect(refusal).not.toBeEmpty();
  const said = await refusal.innerText();
  expect(englishIn(said, ['nim']).map((w) => `${w.word} …${w.context}…`), said).toEqual([]);

  await page.click('#judge-open');
  await page.selectOption('#judge-format', 'stonebox');
  await settle(page);
  await expect(page.locator('.judge-answers')).toContainText('Case k: 之后 Yes / No');
  await page.keyboard.press('Escape');

  await page.fill('#postext', 'nim:3，4');
  await page.press('#postext', 'Enter');
  await settle(page);
  await expect(page.locator('#message')).toContainText('"，" 是全角字符，请改用半角的 ","');
  await expect(page.locator('#message')).toContainText('nim:3，4');
});
