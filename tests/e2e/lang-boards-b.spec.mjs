// lang-boards-b.spec.mjs — the boards of the game on a graph, Wythoff's game,
// Moore's Nim, a typed rule, Cram, Node-/Arc-Kayles, Chomp and the games of
// the classic problems (boxes of stones, the cutting game, E&D, hyper
// knights, climbing the hill, split Nim) in Chinese and
// in English: every worked example in edit and in play (normal and misère),
// the cards' fields and tags, the panels under the boards (Wythoff's SG
// table, the rule's panel, the notes of Chomp and Node-Kayles), the "why"
// view's notes and tables, and a gesture's message per board. A Chinese page
// shows no English word outside notation; an English one no Chinese
// character; the switch changes every word at once.
//
// What these boards hand to code they share with other boards is left out
// of the scan: stones drawn by boards/common.js (their words are common.js's),
// a typed rule's one heap drawn by nim.js or tb.js, and the pattern found in
// a rule's values (the teaching tab's view).

import { mkdirSync } from 'node:fs';
import { test, expect } from './fixtures.mjs';
import { openAt, goTo, settle } from './app-helpers.mjs';
import { englishIn, chineseIn } from './lang-lib.mjs';

// Its tests stand alone (each opens what it needs): the two workers may share them out.
test.describe.configure({ mode: 'parallel' });

const SHOTS = new URL('../../build/screenshots/', import.meta.url).pathname;

// Latin words these boards show in every language: people's names, the
// names of games and of a sequence, and the rule language's words (code the
// reader types).
const NAMES = ['Smith', 'Beatty', 'OEIS', 'K-Nim', 'Nim-k', 'Node-Kayles', 'Arc-Kayles'];
/** Graph notation: edges between one-letter nodes (a-b, b-c). */
const EDGE = /^[a-z](-[a-z])+$/;
const RULE_WORDS = ['take', 'split', 'leave', 'from', 'all', 'any', 'in', 'or', 'not', 'and', 'prime', 'square', 'pow2', 'fib', 'odd', 'even', 'odious', 'evil', 'min', 'max', 'gcd', 'sqrt', 'log2', 'v2', 'last', 'mod'];

// Each board: its file and export, its course name and the classic problems
// its card names in Chinese, and a gesture whose message it says, in edit or play.
const BOARDS = [
  { game: 'graph', file: 'graph', course: '有向图游戏', problems: /POJ 2425/, mode: 'edit', gesture: async (page) => { await card(page).locator('[data-act="token"]').click(); } },
  { game: 'wythoff', file: 'wythoff', course: '威佐夫博弈', problems: /HDU 1527/, mode: 'edit', gesture: async (page) => { await card(page).locator('[data-act="cell"][data-gx="6"][data-gy="9"]').click(); } },
  { game: 'moore', file: 'moore', course: 'Nim-k', mode: 'play', gesture: async (page) => { await card(page).locator('.act[data-act="stone"][data-s="1"][data-n="2"]').click({ modifiers: ['Shift'] }); } },
  { game: 'ruleset', file: 'ruleset', course: '自定义规则', problems: /HDU 1847.*HDU 2516/, mode: 'play', gesture: async (page) => { await card(page).locator('.act[data-act="stone"][data-s="2"][data-n="1"]').click({ modifiers: ['Shift'] }); }, at: 'ruleset(take k or take k from all):3/5' },
  { game: 'cram', file: 'cram', course: '放骨牌', mode: 'play', gesture: async (page) => { await card(page).locator('[data-act="cell"][data-n="1"]').click(); await settle(page); await card(page).locator('[data-act="cell"][data-n="3"]').click(); } },
  { game: 'nodekayles', file: 'kayles', name: 'nodekayles', course: '图上取点', misere: 'nodekayles:a-b.b-c.d;misere', mode: 'edit', gesture: async (page) => { await card(page).locator('[data-act="node"][data-n="1"]').click(); } },
  { game: 'arckayles', file: 'kayles', name: 'arckayles', course: '图上取边', misere: 'arckayles:a-b.b-c.d;misere', mode: 'play', gesture: async (page) => { await card(page).locator('[data-act="node"][data-n="1"]').click(); } },
  { game: 'chomp', file: 'chomp', course: '吃巧克力', mode: 'play', gesture: async (page) => { await card(page).locator('[data-act="cell"][data-n="1"]').click(); } },
  { game: 'stonebox', file: 'stonebox', course: 'SG 函数', problems: /HDU 1729/, mode: 'play', gesture: async (page) => { await card(page).locator('[data-act="stone"][data-n="1"]').click(); } },
  { game: 'papercut', file: 'papercut', course: 'SG 函数', problems: /POJ 2311/, mode: 'edit', gesture: async (page) => { const f = card(page).locator('input[data-field="width"]'); await f.fill('x'); await f.press('Enter'); } },
  { game: 'pairsplit', file: 'pairsplit', course: '打表找规律', problems: /P2148/, mode: 'play', gesture: async (page) => { await card(page).locator('[data-act="stone"][data-s="1"][data-n="1"]').click(); } },
  { game: 'knights', file: 'knights', course: '有向图游戏', problems: /LightOJ 1315/, mode: 'play', gesture: async (page) => { await card(page).locator('[data-act="cell"][data-gx="4"][data-gy="3"]').click(); } },
  { game: 'hill', file: 'hill', course: '阶梯博弈', problems: /HDU 4315/, mode: 'play', gesture: async (page) => { await card(page).locator('[data-act="cell"][data-n="3"]').click(); } },
  { game: 'splitnim', file: 'splitnim', course: 'Multi-SG', problems: /AcWing 894/, mode: 'play', gesture: async (page) => { await card(page).locator('[data-act="stone"][data-n="1"]').click(); } },
];

const card = (page, i = 1) => page.locator(`#boards .comp[data-comp="${i}"]`);

/** What a person sees or hears of these boards' own words on the page now
 *  (a function run in the page). */
const BOARDS_TEXT = () => {
  const parts = [];
  const said = (el) => {
    for (const a of ['title', 'aria-label', 'placeholder']) if (el.getAttribute?.(a)) parts.push(el.getAttribute(a));
  };
  for (const c of document.querySelectorAll('#boards .comp')) {
    // drawn by other boards' code: stones (common.js); a typed rule's one heap (nim.js, tb.js)
    const shared = c.dataset.game === 'ruleset' && !c.querySelector('[data-s="2"]')
      ? (el) => !el.closest('.rule-last')
      : (el) => !!el.closest('[data-act="stone"], .slot, text.break');
    for (const el of c.querySelectorAll('svg.board .layer *')) {
      if (shared(el)) continue;
      said(el);
      if (el.tagName === 'text') parts.push(el.textContent);
    }
    for (const f of c.querySelectorAll('label.field')) { parts.push(f.innerText); for (const i of f.querySelectorAll('input')) said(i); }
    const tag = c.querySelector('header .game');
    if (tag) parts.push(tag.textContent);
    for (const x of c.querySelectorAll('.wy-table, .rule-panel, .chomp-note, .kayles-note')) {
      for (const el of [x, ...x.querySelectorAll('*')]) {
        if (el.closest('.rule-out') && !el.closest('.rule-head, .rule-values')) continue; // the pattern: the teaching tab's words
        said(el);
        if (!el.children.length || el.matches('p, summary, label, span, a')) parts.push(el.textContent);
      }
    }
  }
  const why = document.querySelectorAll('#teach-why section[data-component] > p.teach-muted, #teach-why section[data-component] > ul, #teach-why section[data-component] table');
  for (const el of why) parts.push(el.innerText);
  // the engine's own words (a typed rule in words) are said from the engine's catalogs, checked by their own test
  let text = parts.join('\n');
  for (const c of globalThis.grundy.analysis()?.components ?? []) if (c.rule) text = text.split(c.rule).join('');
  return text;
};
const boardsText = (page) => page.evaluate(BOARDS_TEXT);

/** The words of board b's card, as the page reads them now: title, noun,
 *  intro, the examples' and sums' labels, the exercises' questions. */
function cardWords(page, b) {
  return page.evaluate(async ({ file, name }) => {
    const m = await import(`./boards/${file}.js`);
    await m.words; // the board's words in the page's language
    const x = name ? m[name] : m.default;
    return { intro: x.intro, all: [x.title, x.noun, x.intro, ...x.examples.map(([l]) => l), ...(x.sums ?? []).map(([l]) => l), ...(x.exercises ?? []).map((e) => e[2]), ...(x.families ?? []).map((f) => f.label)].join('\n') };
  }, { file: b.file, name: b.name ?? null });
}

async function exampleTexts(page, b) {
  return page.evaluate(async ({ file, name }) => {
    const m = await import(`./boards/${file}.js`);
    await m.words; // the board's words in the page's language
    return (name ? m[name] : m.default).examples.map(([, text]) => text);
  }, { file: b.file, name: b.name ?? null });
}

async function codes(page) {
  return page.evaluate(() => globalThis.grundy.state.info.games.map((g) => g.name));
}

async function open(page, text) {
  expect(await page.evaluate((t) => globalThis.grundy.open(t), text), `${text}: opened`).toBe(true);
  await settle(page);
}

async function mode(page, m) {
  await page.click(`#mode-${m}`);
  await settle(page);
}

/** Opens the Why tab (the teaching panel loads after the page). */
async function why(page) {
  await page.waitForSelector('#teach[data-ready]');
  await page.click('#teach-tab-why');
  await expect(page.locator('#teach-why')).toBeVisible();
  await settle(page);
}

/** Every example of board b in edit and in play, and one in misère play
 *  too (the first, or b.misere where a search of the first would be long):
 *  `check(text, where)` on each. The examples are opened, and the modes
 *  chosen (the Edit and Play buttons clicked), in one step in the page,
 *  each waited for until the page is idle; the boards' words read after
 *  each (a wait that does not end says which). */
async function everyExample(page, b, check) {
  const texts = await exampleTexts(page, b);
  const misere = texts.some((x) => x.endsWith(';misere')) ? null : b.misere ?? `${texts[0]};misere`;
  const seen = await page.evaluate(async ([list, boardsSrc, ms]) => {
    const boardsText = (0, eval)(boardsSrc);
    const settle = async (what) => {
      for (const end = performance.now() + ms; !globalThis.grundy.idle();) {
        if (performance.now() > end) throw new Error(`waited ${ms} ms for the page to settle: ${what}`);
        await new Promise((ok) => requestAnimationFrame(ok));
      }
    };
    const mode = async (m, t) => { document.querySelector(`#mode-${m}`).click(); await settle(`${t} (${m})`); };
    const out = [];
    for (const t of list) {
      const opened = await globalThis.grundy.open(t);
      out.push({ t, opened });
      if (!opened) break;
      await settle(t);
      await mode('edit', t);
      out.push({ where: `${t} (edit)`, text: boardsText() });
      await mode('play', t);
      out.push({ where: `${t} (play)`, text: boardsText() });
    }
    await mode('edit', 'back to edit');
    return out;
  }, [[...texts, misere].filter(Boolean), BOARDS_TEXT.toString(), 180_000]); // (the test's own limit)
  for (const x of seen) {
    if ('opened' in x) expect(x.opened, `${x.t}: opened`).toBe(true);
    else check(x.text, x.where);
  }
}

/** The worker's page in Chinese at nim:3: loaded so the first time, then
 *  switched back to Chinese (the page a board's test left is in English). */
async function inChinese(page) {
  if (page.url() === 'about:blank' || !(await page.evaluate(() => !!globalThis.grundy?.idle?.()))) return openAt(page, 'nim:3', '&lang=zh');
  await page.keyboard.press('Escape');
  await mode(page, 'edit');
  if (!(await page.evaluate(() => document.documentElement.lang.startsWith('zh')))) {
    await page.click('#langs [data-lang="zh"]');
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  }
  await open(page, 'nim:3');
}

// One page for the file's tests (the worker's), each board's test starting
// from it in Chinese at nim:3.
for (const b of BOARDS) {
  test(`${b.game}: in Chinese no English word outside notation, in English no Chinese; the switch says it again at once`, async ({ shared: page }) => {
    test.setTimeout(180_000);
    await inChinese(page);
    const allowed = [...(await codes(page)), ...NAMES, ...(b.game === 'ruleset' ? RULE_WORDS : [])];
    await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
    await why(page);
    const zh = (text, where) => {
      expect(text, `${where}: the board says something in Chinese`).toMatch(/[\u4e00-\u9fff]/);
      expect(englishIn(text, allowed).filter(({ word }) => !EDGE.test(word)), `${where}: English in the Chinese page`).toEqual([]);
    };
    const en = (text, where) => {
      expect(text, `${where}: the board says something in English`).toMatch(/[a-z]{3}/);
      expect(chineseIn(text), `${where}: Chinese in the English page`).toEqual([]);
    };

    const words = await cardWords(page, b);
    zh(words.all, `${b.game}: the card's words`);
    expect(words.intro, `${b.game}: the card names its course`).toContain(b.course);
    if (b.problems) expect(words.intro, `${b.game}: the card names its classic problems`).toMatch(b.problems);
    await everyExample(page, b, zh);

    // a gesture's message, on the example the board is opened at
    await open(page, b.at ?? (await exampleTexts(page, b))[0]);
    await mode(page, b.mode);
    await b.gesture(page);
    await settle(page);
    const said = await page.locator('#message').innerText();
    expect(said.trim(), `${b.game}: the gesture says something`).not.toBe('');
    zh(said, `${b.game}: the gesture's message`);
    expect(said, `${b.game}: the gesture's message is in Chinese`).toMatch(/[\u4e00-\u9fff]/);
    await page.keyboard.press('Escape');
    await mode(page, 'edit');

    // the panels under the board, once they have their words
    if (b.game === 'wythoff') {
      await open(page, 'wythoff:6/9');
      await card(page).locator('details.wy-table summary').click();
      await expect(card(page).locator('details.wy-table')).toHaveAttribute('data-size', '64');
      zh(await boardsText(page), 'wythoff: the SG table');
      await expect(card(page).locator('.wy-time')).toContainText('用时');
    }
    if (b.game === 'ruleset') {
      await open(page, 'ruleset(take k: pow2(k)):10,7');
      await expect(card(page).locator('.rule-panel')).toHaveAttribute('data-state', 'done');
      zh(await boardsText(page), 'ruleset: the panel');
      const input = card(page).locator('.rule-input');
      await input.fill('');
      await expect(card(page).locator('.rule-error')).toHaveText('规则是空的。');
      await input.fill('take k: pow2(k)');
      await expect(card(page).locator('.rule-error')).toHaveText('');
    }

    // the switch: the same board in English, every word said again
    await page.click('#langs [data-lang="en"]');
    await settle(page);
    en((await cardWords(page, b)).all, `${b.game}: the card's words after the switch`);
    await why(page); // (the tab says its view again when shown)
    en(await boardsText(page), `${b.game}: after the switch`);
    if (b.game === 'wythoff') await expect(card(page).locator('details.wy-table summary')).toHaveText('SG table of the corner (values by mex)');
    if (b.game === 'ruleset') await expect(card(page).locator('.rule-help summary')).toHaveText('How to write a rule');
    await everyExample(page, b, en);
    await open(page, b.at ?? (await exampleTexts(page, b))[0]);
    await mode(page, b.mode);
    await b.gesture(page);
    await settle(page);
    en(await page.locator('#message').innerText(), `${b.game}: the gesture's message`);
  });
}

test('screenshots in Chinese at 375 and 1280 px: a few boards with their panels and notes', async ({ shared: page }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const views = [
    ['wythoff', 'wythoff:6/9', async () => { await card(page).locator('details.wy-table summary').click(); await expect(card(page).locator('details.wy-table')).toHaveAttribute('data-size', '64'); }],
    ['graph', 'graph(a>b,b>c,c>a/d,d>e):c,d', null],
    ['moore', 'moore(2):1/2/4/7', null],
    ['ruleset', 'ruleset(take k: k<=2*last or last=0 and k<n):10', async () => { await expect(card(page).locator('.rule-panel')).toHaveAttribute('data-state', 'done'); }],
    ['chomp', 'chomp:5/5/5/5', null],
    ['stonebox', 'stonebox:2/6,3/9,10/1000000', null],
    ['papercut', 'papercut:4x2,3x3,100x7', null],
    ['pairsplit', 'pairsplit:4/6,3/5', null],
    ['knights', 'knights:3/4,5/2,300/450', null],
    ['hill', 'hill:2/5/K9/10/14,K100/200', null],
    ['splitnim', 'splitnim:2,3,5', null],
  ];
  for (const [name, text, prepare] of views) {
    await goTo(page, text, '&lang=zh');
    if (prepare) await prepare();
    await why(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await settle(page);
      await page.screenshot({ path: `${SHOTS}lang-boards-b-${name}-${width}.png`, fullPage: true });
      // nothing of the page runs past the screen's width
      const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(over, `${name} at ${width} px: the page scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
});
