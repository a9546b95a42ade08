// lang-boards-a.spec.mjs — the boards of Nim, the subtraction games,
// jumping checkers, Northcott's game, Treblecross, staircase Nim, octal
// games, take-and-break, Green Hackenbush, the coin rows and Turning
// Corners, in each language: in Chinese every word they show — the cards'
// tags and fields, the boards' labels and texts in Edit and in Play (normal
// and misère), the examples menu, a gesture's message, the "why" view's
// opening and notes (and Turning Corners' table) — is Chinese outside
// notation; in English none of it is Chinese. Also: the Chinese opening
// names each game's course name and a classic problem.

import { test, expect } from './fixtures.mjs';
import { openAt, goTo, settle } from './app-helpers.mjs';
import { englishIn, chineseIn, seenText, SEEN_TEXT } from './lang-lib.mjs';

// Its tests stand alone (each opens what it needs): the two workers may share them out.
test.describe.configure({ mode: 'parallel' });

// game codes, and notation the Chinese text writes as it is: n mod (m + 1), the edge u-v, Multi-SG
const CODES = ['nim', 'sub', 'checkers', 'northcott', 'treblecross', 'staircase', 'octal', 'tb', 'hackenbush', 'ruler', 'turtles', 'mockturtles', 'corners', 'mod', 'u-v', 'u-new', 'Multi-SG'];

const card = (page, i = 1) => page.locator(`#boards .comp[data-comp="${i}"]`);
const field = (key) => async (page, bad) => {
  const f = card(page).locator(`input[data-field="${key}"]`);
  await f.fill(bad);
  await f.press('Enter');
};
const click = (sel, opts) => async (page) => { await card(page).locator(sel).first().click(opts); };

/**
 * Each game: a position with several components; what makes the board speak
 * (a field given a bad value in Edit, a click in Play or Edit); the course
 * name and a problem its Chinese opening names.
 */
const GAMES = [
  { game: 'nim', text: 'nim:3,4,5', edit: [field('size'), 'x'], name: '尼姆博弈', problem: 'P2197' },
  { game: 'sub', text: 'sub(1-3):4,8+sub(1,3,4):10,7', edit: [field('set'), ''], name: '巴什博弈', problem: 'HDU 1846' },
  { game: 'checkers', text: 'checkers:o...oo.....o........,.............o..oo..', play: [click('[data-act="cell"][data-n="2"]')], name: '阶梯博弈', problem: 'HDU 5724' },
  { game: 'northcott', text: 'northcott:...BW.,B....W,.W...B', play: [click('[data-act="cell"][data-n="4"]')], name: 'Northcott', problem: 'HDU 1730' },
  { game: 'treblecross', text: 'treblecross:.X.X...X,.........', edit: [field('width'), '1'], name: '一维三连', problem: 'LightOJ 1229' },
  { game: 'staircase', text: 'staircase:3/0/5/2,1/4/1', edit: [field('coins'), 'a/b'], name: '阶梯博弈', problem: 'POJ 1704' },
  { game: 'octal', text: 'octal(0.77):ooo.ooooo,oooo+octal(0.07):oooooooooo', play: [click('[data-act="cell"][data-n="4"]')], name: '八进制游戏', problem: 'LightOJ 1229' },
  { game: 'tb', text: 'tb(4!.0):7,12+tb(4.[3]):5,6', edit: [click('[data-act="cut"][data-n="1"]')], name: 'Multi-SG', problem: 'HDU 3032' },
  { game: 'hackenbush', text: 'hackenbush:0-1.0-2.1-2.1-3.2-3.2-4.4-5,0-1.1-2.2-3', edit: [click('[data-act="vertex"][data-n="1"]', { force: true })], name: '树的删边游戏', problem: 'POJ 3710' },
  { game: 'ruler', text: 'ruler:TTTHTTTH,THHTTHH', play: [click('[data-act="cell"][data-n="1"]')], name: '翻硬币游戏', problem: 'HDU 3537' },
  { game: 'turtles', text: 'turtles:THTTHH,TTHTTHTH', play: [click('[data-act="cell"][data-n="1"]')], name: '翻硬币游戏', problem: 'HDU 3537' },
  { game: 'mockturtles', text: 'mockturtles:HTTHTH,TTTTTTTTHH', play: [click('[data-act="cell"][data-n="2"]')], name: '翻硬币游戏', problem: 'HDU 3537' },
  { game: 'corners', text: 'corners:TTTTT/TTTTT/TTHTT/TTTTT/TTTTH', play: [click('[data-act="cell"][data-n="7"]')], name: '二维翻硬币游戏', problem: 'HDU 3404' },
];

/** What the boards say (the boards, their cards' tags and fields, the examples menu, the message), read in one step. */
async function boardWords(page) {
  return page.evaluate((src) => {
    const seen = (0, eval)(src);
    return [
      seen(['#boards svg.board']),
      seen(['#boards .comp header .game']),
      seen(['#boards .comp label.field']),
      [...document.querySelectorAll('#example option')].filter((o) => o.value).map((o) => o.textContent).join('\n'),
      document.querySelector('#message').textContent,
    ].join('\n');
  }, SEEN_TEXT.toString());
}

/** What the "why" view says of each component: the game's opening, the picture, the notes, a table. */
async function whyWords(page) {
  await page.waitForSelector('#teach[data-ready]');
  await page.click('#teach-tab-why');
  await expect(page.locator('#teach-why')).toBeVisible();
  await expect(page.locator('#teach-why .teach-explain').first()).toBeVisible();
  const [text, engine] = await page.evaluate((src) => [
    (0, eval)(src)(['#teach-why .teach-explain > p, #teach-why .teach-explain > ul, #teach-why .teach-explain svg, #teach-why .teach-explain table']),
    // the engine's own sentences (a take-and-break code's rule) are the engine's messages, said in their own spec
    globalThis.grundy.analysis().components.map((c) => c.rule).filter(Boolean),
  ], SEEN_TEXT.toString());
  // (and the teaching overlay's own mark of an odd stair, which the teaching tools' spec checks)
  return engine.reduce((t, e) => t.split(e).join(''), text).replace(/^odd$/gm, '');
}

const noEnglish = (text, where) => expect(englishIn(text, CODES), `${where}:\n${text}`).toEqual([]);
const noChinese = (text, where) => expect(chineseIn(text), `${where}:\n${text}`).toEqual([]);

for (const g of GAMES) {
  test(`${g.game} in Chinese: the board, its fields, examples, messages and the why view say no English; the opening names ${g.name} and ${g.problem}`, async ({ page }) => {
    test.setTimeout(90_000);
    const said = [];
    for (const misere of ['', ';misere']) {
      await (misere ? goTo : openAt)(page, g.text + misere, '&lang=zh'); // a fresh load, then the page's own address
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      said.push(['edit' + misere, await boardWords(page)]);
      if (g.edit) {
        await g.edit[0](page, g.edit[1]);
        await settle(page);
        await expect(page.locator('#message')).not.toBeEmpty();
        said.push(['edit message' + misere, await boardWords(page)]);
      }
      said.push(['why' + misere, await whyWords(page)]);
      await goTo(page, g.text + misere, '&mode=play&vs=human&lang=zh');
      said.push(['play' + misere, await boardWords(page)]);
      if (g.play) {
        await g.play[0](page);
        await settle(page);
        await expect(page.locator('#message')).not.toBeEmpty();
        said.push(['play message' + misere, await boardWords(page)]);
      }
    }
    for (const [where, text] of said) noEnglish(text, where);
    const intro = await page.evaluate(async (game) => (await import('./boards/index.js')).boards[game].intro, g.game);
    expect(intro).toContain(g.name);
    expect(intro).toContain(g.problem);
  });
}

test('in English the same views say nothing in Chinese', async ({ page }) => {
  test.setTimeout(300_000);
  for (const g of GAMES) {
    await goTo(page, g.text); // (the first a fresh load)
    if (g.edit) { await g.edit[0](page, g.edit[1]); await settle(page); }
    noChinese(await boardWords(page), `${g.game} edit`);
    noChinese(await whyWords(page), `${g.game} why`);
    await goTo(page, g.text + ';misere', '&mode=play&vs=human');
    if (g.play) { await g.play[0](page); await settle(page); }
    noChinese(await boardWords(page), `${g.game} play`);
  }
});

test('a change of language redraws the boards in place', async ({ page }) => {
  await openAt(page, 'hackenbush:0-1.1-2.1-3,0-1', '&lang=zh');
  await expect(card(page).locator('label.field')).toContainText('加边');
  await expect(card(page).locator('svg.board')).toContainText('地面');
  await page.click('#langs [data-lang="en"]');
  await settle(page);
  await expect(card(page).locator('label.field')).toContainText('add edge');
  await expect(card(page).locator('svg.board')).toContainText('ground (0)');
  noChinese([await seenText(page, '#boards svg.board'), await seenText(page, '#boards .comp label.field')].join('\n'), 'after the switch');
  await page.click('#langs [data-lang="zh"]');
  await settle(page);
  await expect(card(page).locator('label.field')).toContainText('加边');
});
