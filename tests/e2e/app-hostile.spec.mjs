// app-hostile.spec.mjs — links and edits the page must refuse safely:
// markup and script in the position text, absurd sizes, garbage. Nothing
// may run (no dialog, no injected element), the message must say why (in
// the engine's words when the engine refused), and the page falls back to
// the default position on a first load or keeps the user's position after.

import { test, expect, engineIn } from './fixtures.mjs';
import { openAt, settle, shown, urlText, analyse } from './app-helpers.mjs';

const DEFAULT = 'nim:3,4,5';

const LINKS = [
  ['script tag', '<script>window.__pwned=1;alert(1)</script>'],
  ['img onerror', 'nim:3<img src=x onerror="window.__pwned=1;alert(1)">'],
  ['svg onload in a row', 'checkers:..o"><svg onload=alert(1)>'],
  ['javascript: scheme', 'javascript:alert(1)'],
  ['garbage', '@@@,,,+++'],
  ['empty game', ':3,4'],
  ['absurd heap', 'nim:99999999999999999999'],
  ['absurd row', 'checkers:' + 'o'.repeat(5000)],
  ['absurd set', 'sub(1-100000):5'],
  ['absurd strip', 'treblecross:' + '.'.repeat(20001)],
];

async function safe(page, dialogs) {
  expect(dialogs, 'no dialog opened').toEqual([]);
  const bad = await page.evaluate(() => ({
    pwned: globalThis.__pwned ?? null,
    foreign: document.querySelectorAll('img, iframe, object, embed, script:not([type="module"]), #boards foreignObject').length,
    handlers: [...document.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).length,
  }));
  expect(bad).toEqual({ pwned: null, foreign: 0, handlers: 0 });
}

test('hostile and absurd links: nothing runs, the engine says why, the default position shows', async ({ page }) => {
  const dialogs = [];
  page.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss(); });
  for (const [name, text] of LINKS) {
    await page.goto('about:blank');
    await page.goto('./#' + encodeURIComponent(text));
    await settle(page);
    const why = await engineIn(page, (e, t) => e.canonical(t).then(() => null, (err) => err.message), text);
    expect(why, `${name}: the engine refuses it`).not.toBeNull();
    const msg = page.locator('#message');
    await expect(msg, name).toHaveClass('error');
    await expect(msg, name).toContainText('The link could not be opened: ' + why);
    expect((await shown(page)).text, name).toBe(DEFAULT);
    expect(urlText(page), name).toBe(DEFAULT);
    await safe(page, dialogs);
  }
});

test('links the engine takes but the page cannot draw in full are drawn compactly, saying why', async ({ page }) => {
  const cases = [
    ['checkers:' + '.'.repeat(300), 'a checkers row of 300 cells is wider than this page draws'],
    ['nim:' + Array(150).fill(1).join(','), '150 components, more than this page draws in full'],
    ['treblecross:' + Array(30).fill('.'.repeat(199)).join(','), 'cells in all, more than this page draws in full'],
    ['staircase:' + Array(60).fill(1).join('/'), 'a staircase of 60 stairs'],
  ];
  for (const [text, words] of cases) {
    await page.goto('about:blank');
    await page.goto('./#' + text);
    await settle(page);
    await expect(page.locator('.compact-note')).toContainText(words);
    await expect(page.locator('#message')).toBeEmpty();
    const a = await analyse(page, text);
    expect((await shown(page)).text).toBe(a.position);
    expect(await page.locator('.cline').count()).toBeLessThanOrEqual(Math.min(a.components.length, 60));
  }
  // a tall heap is fine: drawn with a break, analysed exactly
  await page.goto('about:blank');
  await openAt(page, 'nim:999999,5');
  expect((await shown(page)).sgs).toEqual(['999999', '5']);
  await expect(page.locator('.comp[data-comp="1"] text.break')).toContainText('more');
  expect(await page.locator('.comp[data-comp="1"] [data-act="stone"]').count()).toBeLessThan(25);
});

test("a bad address typed over the user's position keeps the position", async ({ page }) => {
  const dialogs = [];
  page.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss(); });
  await openAt(page, 'nim:7,8');
  await page.evaluate(() => { location.hash = '#nim:1<img src=x onerror=alert(1)>'; });
  await expect(page.locator('#message')).toContainText('The link could not be opened: at character 6');
  await settle(page);
  expect((await shown(page)).text).toBe('nim:7,8');
  expect(urlText(page)).toBe('nim:7,8');
  await page.evaluate(() => { location.hash = '#%E0%A4%A'; }); // not even decodable
  await expect(page.locator('#message')).toContainText('the link is not valid');
  expect((await shown(page)).text).toBe('nim:7,8');
  // the same through the position field
  await page.fill('#postext', 'nim:7,<b>8</b>');
  await page.press('#postext', 'Enter');
  await expect(page.locator('#message')).toContainText('That position was not accepted: at character 7');
  const s = await shown(page);
  expect(s.text).toBe('nim:7,8');
  expect(s.field).toBe('nim:7,<b>8</b>'); // left for the user to correct
  await safe(page, dialogs);
});

test('illegal edits are refused with a short explanation, never silently', async ({ page }) => {
  const msg = page.locator('#message');
  const cell = (c, n) => page.locator(`.comp[data-comp="${c}"] [data-act="cell"][data-n="${n}"]`);
  await openAt(page, 'treblecross:.X.X..+northcott:B...W+checkers:o....');
  await cell(1, 3).click(); // X . X → three in a row: the board says the game is over
  await settle(page);
  await expect(page.locator('#verdict')).toContainText("Game over: three X's stand in a row");
  await cell(1, 3).click(); // and it can be taken back
  await settle(page);
  expect((await shown(page)).text).toBe('treblecross:.X.X..+northcott:B...W+checkers:o....');
  await cell(2, 3).click(); // an empty Northcott cell with no piece picked up
  await expect(msg).toContainText('exactly one black and one white piece');
  await cell(2, 1).click(); // pick up black …
  await expect(msg).toContainText('Picked up the black piece');
  await cell(2, 5).click(); // … and drop it on white
  await expect(msg).toContainText("Two pieces can't share a cell");
  const width = page.locator('.comp[data-comp="3"] input[data-field="width"]');
  await width.fill('3'); // the piece in column 1 would fall off
  await width.press('Enter');
  await expect(msg).toContainText("a piece stands in column 1");
  await expect(width).toHaveValue('5'); // the field shows the board again
  await width.fill('5000');
  await width.press('Enter');
  await expect(msg).toContainText('at most 200');
  await page.click('.comp[data-comp="3"] [data-remove]');
  await page.click('.comp[data-comp="2"] [data-remove]');
  await settle(page);
  await page.click('.comp[data-comp="1"] [data-remove]');
  await expect(msg).toContainText('A position needs at least one component');
  await settle(page);
  expect((await shown(page)).text).toBe('treblecross:.X.X..');
});
