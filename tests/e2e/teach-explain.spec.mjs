// teach-explain.spec.mjs — "why it reduces to Nim": per game, the
// explanation uses this board's own numbers (stairs of a checkers row, the
// Northcott gap, Treblecross dead cells and stretches, odd stairs, Bash
// remainder), all checked against `grundy analyze`; the marks can be drawn
// over the page's boards and follow the position.

import { test, expect } from './fixtures.mjs';
import { cli, openApp, openTab, idle, shots, SEED, examplesAndQuestions } from './teach-lib.mjs';
import { layoutProblems } from './app-helpers.mjs';

const POSITION = 'checkers:..o.oo.o..oo+northcott:.B...W..+treblecross:X.......X...+staircase:3/1/5/2+sub(1-3):11+nim:4';

/** Empty cells within two of an X: the dead cells, counted independently. */
function deadCells(cells) {
  let n = 0;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== '.') continue;
    for (let d = -2; d <= 2; d++) if (d && cells[i + d] === 'X') { n++; break; }
  }
  return n;
}

const section = (page, i) => page.locator(`#teach-why section[data-component="${i}"]`);

test('each game explained with this board\'s numbers, and the sum as Nim', async ({ page }) => {
  await openApp(page, POSITION);
  await openTab(page, 'why');
  const a = cli('analyze', POSITION);
  const [chk, nc, tc, st, sub, nim] = a.components;

  const chkText = await section(page, 1).innerText();
  chk.stairs.forEach((v, k) => { if (k % 2 === 1 && v > 0) expect(chkText).toContain(`stair ${k}: ${v}`); });
  expect(chkText).toContain(`SG = ${chk.sg}`);

  const ncText = await section(page, 2).innerText();
  expect(ncText).toContain(`a Nim heap of ${nc.gap}`);
  expect(ncText).toContain(`Black on ${nc.black}, white on ${nc.white}`);
  await expect(section(page, 2).locator('.cell.gap')).toHaveCount(nc.gap);

  const tcText = await section(page, 3).innerText();
  const cells = tc.text.slice(tc.text.indexOf(':') + 1);
  await expect(section(page, 3).locator('.t-mark.dead')).toHaveCount(deadCells(cells));
  for (const [first, len, sg] of tc.stretches) expect(tcText).toContain(`(${len} free, SG ${sg})`);
  await expect(section(page, 3).locator('.t-bracket')).toHaveCount(tc.stretches.length);

  const stText = await section(page, 4).innerText();
  const coins = st.text.split(':')[1].split('/').map(Number);
  expect(stText).toContain(`SG = ${coins.filter((_, k) => k % 2 === 0).join(' ⊕ ')} = ${st.sg}`);

  const subText = await section(page, 5).innerText();
  const heap = Number(sub.text.split(':')[1]);
  expect(subText).toContain(`SG(${heap}) = ${heap} mod 4 = ${sub.sg}`);

  await expect(section(page, 6)).toContainText(`SG(${nim.sg})`);
  await expect(page.locator('#teach-why .teach-heaps')).toHaveText(a.components.map((c) => c.sg).join(', '));
  await expect(page.locator('#teach-why .teach-explain-sum')).toContainText(`= ${a.nimsum}`);
  await shots(page, 'why', async () => { await page.locator('#teach').scrollIntoViewIfNeeded(); });
});

test('the marks go over the page\'s boards on request, follow edits, and come off again', async ({ page }) => {
  await openApp(page, POSITION);
  await openTab(page, 'why');
  const boards = page.locator('#boards svg.board');
  await expect(page.locator('#boards .teach-overlay')).toHaveCount(0);
  await page.click('#teach-why >> text=Draw on the board');
  await idle(page);
  await expect(page.locator('#boards .teach-overlay')).toHaveCount(await boards.count());
  const tc = cli('analyze', POSITION).components[2];
  await expect(page.locator('#boards [data-comp="3"] .teach-overlay .t-mark.dead')).toHaveCount(deadCells(tc.text.split(':')[1]));
  await shots(page, 'why-board', async () => { await page.evaluate(() => scrollTo(0, 0)); }, { full: false });

  // A new position: the marks are drawn for it too (a Northcott row: its gap).
  await page.evaluate(() => globalThis.grundy.open('northcott:B....W,..BW..'));
  await idle(page);
  const rows = cli('analyze', 'northcott:B....W,..BW..').components;
  await expect(page.locator('#boards .teach-overlay')).toHaveCount(2);
  await expect(page.locator('#boards [data-comp="1"] .t-mark.gap')).toHaveCount(rows[0].gap);
  await expect(page.locator('#boards [data-comp="1"] .t-label')).toHaveText(`gap ${rows[0].gap}`);
  await expect(page.locator('#teach-why section')).toHaveCount(2);

  await page.click('#teach-why >> text=Remove from the board');
  await idle(page);
  await expect(page.locator('#boards .teach-overlay')).toHaveCount(0);
});

test('a Treblecross threat and a finished strip are explained as such', async ({ page }) => {
  await openApp(page, 'treblecross:..X.X....');
  await openTab(page, 'why');
  await expect(section(page, 1)).toContainText('completes three in a row at once, on cell 4');
  await expect(page.locator('#teach-why .teach-explain-sum')).toContainText('wins at once: an X completes three in a row');
  await page.evaluate(() => globalThis.grundy.open('treblecross:.XXX.'));
  await expect(section(page, 1)).toContainText('the game is over');
});

// The marks drawn on the page's boards: every example and quiz questions of
// every game, on a phone and a desktop, in both languages. A label stays on
// its board and off the board's own words (a take-and-break row's move
// chips, a heap's count), the panel's heading keeps a long position on the
// screen. A mark drawn on a cell (a value over a coin) is meant to lie over
// it. The questions come from a seed the failure names (GRUNDY_SEED=N).
for (const lang of ['en', 'zh']) test(`${lang}: the marks drawn on every example and quiz questions of every game stay on their boards and off their words, at 375 and 1280 px`, async ({ page }) => {
  test.slow();
  await page.goto(`./#nim:1&lang=${lang}&teach=why`);
  await page.waitForSelector('#teach[data-ready]');
  await idle(page);
  await page.click('#teach-why .teach-overlay-btn');
  const list = await examplesAndQuestions(page);
  expect(list.length).toBeGreaterThan(120);
  const found = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, text] of list) {
      expect(await page.evaluate((t) => globalThis.grundy.open(t), text), `${name}: ${text} opened`).toBe(true);
      await idle(page);
      expect(await page.locator('#boards .teach-overlay').count(), `${name}: marks drawn`).toBeGreaterThan(0);
      for (const p of await layoutProblems(page)) if (!/words drawn over words: .*text\.t-sym/.test(p)) found.push(`${width} px, ${name} (${text}): ${p}`);
    }
  }
  expect(found, `${found.join('\n')}\n(GRUNDY_SEED=${SEED})`).toEqual([]);
});

// A token on a cycle has no finite value: the sum is no Nim position, and the
// panel says the engine's rule (a draw, or the move that wins), never a
// nim-sum, in both languages. The values and the reasons come from
// `grundy analyze`.
test('a sum with a part of no finite value: the rule the engine used, no nim-sum, in both languages', async ({ page }) => {
  const { englishIn, seenText } = await import('./lang-lib.mjs');
  const positions = ['graph(a>b/c,b>a/c):a,a', 'graph(a>b/c,b>a/c):a,c', 'nim:5,1+graph(a>b/c,b>a/c):a', 'graph(a>b,b>a,c>a):c'];
  for (const position of positions) {
    const a = cli('analyze', position);
    expect(a.nimsum, `${position}: the engine gives no nim-sum`).toBeNull();
    await openApp(page, position);
    await openTab(page, 'why');
    const sum = page.locator('#teach-why .teach-explain-sum');
    await expect(sum.locator('.teach-loopy-rule'), position).toHaveText(a.why);
    const values = a.components.map((c) => `${c.index}. SG ${c.loopy ? `∞${c.reach.length ? `(${c.reach.join(',')})` : ''}` : c.sg}`);
    await expect(sum.locator('.teach-heaps'), position).toHaveText(values.join('; '));
    const text = await sum.innerText();
    expect(text, position).not.toMatch(/null|undefined|Nim-sum|plays like Nim|⊕/);
    for (const c of a.components.filter((x) => x.loopy && x.reach.length))
      await expect(section(page, c.index), position).toContainText(`it can reach the values ${c.reach.join(' or ')}`);
    await page.goto(`./#${position}&lang=zh&teach=why`);
    await page.waitForSelector('#teach[data-ready]');
    await idle(page);
    await expect(page.locator('#teach-why .teach-loopy-rule')).toBeVisible();
    const zh = await seenText(page, '#teach-why');
    expect(englishIn(zh, ['graph', 'nim']).map((w) => `${w.word} …${w.context}…`), `${position} in Chinese`).toEqual([]);
    expect(zh).not.toMatch(/null|undefined/);
  }
});
