// app-words.spec.mjs — every word right, no stale or backwards control, a
// layout that holds: the export's labels and caption say what the engine
// says (a draw, ∞, misère not known), a misère game with no move at its
// start, Hackenbush's refusal of an edge that would hang in the air, the
// add fields (Enter adds, a refusal keeps the text), the link box following
// the position, Misère ticked in a game keeping its moves, Jumping checkers
// opening on a position with moves, the toolbar in one row at 1280 px, a
// Hackenbush picture with room to draw, Corners marking many winning moves
// without covering the grid, and on a phone the message box, the Position
// field and the mex table. Expectations come from the engine in the page.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, shown, urlText } from './app-helpers.mjs';
import { openTab, readDownload } from './teach-lib.mjs';

const FERGUSON = 'a>b,b>c,c>a/d,d>e';

async function exportSvg(page) {
  await page.waitForSelector('#teach[data-ready]');
  await openTab(page, 'export');
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#teach-export >> text=Download SVG')]);
  return readDownload(dl);
}

test('export: a drawn graph game is labelled by its values (∞) and captioned a draw; misère without a rule is "not known"', async ({ page }) => {
  await openAt(page, `graph(${FERGUSON}):a,b`);
  const a = await page.evaluate(() => globalThis.grundy.analysis());
  expect(a.verdict).toBe('D');
  let svg = await exportSvg(page);
  expect(svg).not.toContain('three to make');
  expect(svg).toContain('— SG ∞');
  expect(svg).toContain(`${a.position.replace(/>/g, '&gt;')} — a draw: neither player can force a win`);
  expect(svg).not.toMatch(/the player to move (wins|loses)/);
  // a mix no quotient covers, past what a search of the whole sum may look at
  await openAt(page, 'checkers:oo.o.oo.o+octal(0.137):ooooooooooooooooooooo+staircase:3/2/3;misere');
  await expect(page.locator('#misere-rule')).toHaveAttribute('data-known', 'false', { timeout: 240_000 });
  expect((await page.evaluate(() => globalThis.grundy.analysis())).verdict).toBeNull();
  svg = await exportSvg(page);
  expect(svg).toContain('misère play: not known — no rule decides it');
  expect(svg).not.toMatch(/the player to move wins/);
});

test('the mex view of a token on a cycle speaks of ∞ and Smith\'s rule, never of a mex the engine contradicts', async ({ page }) => {
  await openAt(page, `graph(${FERGUSON}):a`, '&teach=mex');
  await page.waitForSelector('#teach[data-ready]');
  const result = page.locator('#teach-mex .teach-mex-result');
  await expect(result).toContainText('SG(graph(a>b,b>c,c>a/d,d>e):a) = ∞');
  await expect(result).not.toContainText('the engine says');
  await expect(page.locator('#teach-mex tbody tr td.num').first()).toHaveText('∞');
});

test('a misère game that starts with no move: nobody "made the last move"', async ({ page }) => {
  await openAt(page, 'nim:0,0;misere', '&mode=play&vs=computer&cpu=2');
  await settle(page);
  const status = page.locator('#status');
  await expect(status).toContainText('Game over');
  await expect(status).not.toContainText('made the last move');
  await expect(status).toContainText('no move is left, and in misère play the player who cannot move wins');
  // after a move it is the last mover who loses
  await openAt(page, 'nim:1;misere', '&mode=play&vs=human');
  await page.locator('.comp [data-act="stone"][data-n="1"]').click();
  await settle(page);
  await expect(status).toContainText('made the last move, which loses in misère play');
});

test('Hackenbush: an edge between two missing vertices is refused in words and kept in the field; Enter adds, then the field is empty', async ({ page }) => {
  await openAt(page, 'hackenbush:0-1.1-2');
  const field = page.locator('.comp[data-comp="1"] input[data-field="add"]');
  await field.fill('5-7');
  await settle(page); // (a field applied as typed would be applied by now: a command waits for Enter)
  expect(urlText(page)).toBe('hackenbush:0-1.1-2');
  await field.press('Enter');
  await settle(page);
  await expect(page.locator('#message')).toContainText('Neither vertex 5 nor vertex 7 is in the picture');
  await expect(page.locator('#message')).toContainText('0, 1, 2');
  await expect(field).toHaveValue('5-7');
  await field.fill('9-new');
  await field.press('Enter');
  await settle(page);
  await expect(page.locator('#message')).toContainText('There is no vertex 9 in the picture');
  await expect(field).toHaveValue('9-new');
  await field.fill('2-new');
  await field.press('Enter');
  await settle(page);
  expect(urlText(page)).toBe('hackenbush:0-1.1-2.2-3');
  await expect(page.locator('.comp[data-comp="1"] input[data-field="add"]')).toHaveValue('');
});

test('graph: the add field adds on Enter and empties; a refusal keeps the text; rename too', async ({ page }) => {
  await openAt(page, 'graph(a>b,b>c):a');
  const add = () => page.locator('.comp[data-comp="1"] input[data-field="add"]');
  await add().fill('c>a');
  await add().press('Enter');
  await settle(page);
  expect(urlText(page)).toBe('graph(a>b,b>c,c>a):a');
  await expect(add()).toHaveValue('');
  await add().fill('c>');
  await add().press('Enter');
  await settle(page);
  await expect(page.locator('#message')).toHaveClass('error');
  await expect(add()).toHaveValue('c>');
  const rename = page.locator('.comp[data-comp="1"] input[data-field="rename"]');
  await rename.fill('b=top');
  await rename.press('Enter');
  await settle(page);
  expect(urlText(page)).toBe('graph(a>top,c>a,top>c):a');
  await expect(page.locator('.comp[data-comp="1"] input[data-field="rename"]')).toHaveValue('');
});

test('the link box follows the position: after an edit and after a game switch', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAt(page, 'nim:3,4,5');
  await page.click('#copy');
  const box = page.locator('#linkout');
  await expect(box).toBeVisible();
  await expect(box).toHaveValue(/#nim:3,4,5$/);
  await page.locator('.comp[data-comp="1"] [data-act="stone"][data-n="2"]').click();
  await settle(page);
  await expect(box).toHaveValue(/#nim:1,4,5$/);
  await page.selectOption('#game', 'sub');
  await settle(page);
  const text = urlText(page);
  expect(text.startsWith('sub(')).toBe(true);
  await expect(box).toHaveValue(new RegExp(`#${text.replace(/[()[\].+]/g, '\\$&')}$`));
});

test('Misère ticked in a game: the moves are kept, the rule changes from there', async ({ page }) => {
  await openAt(page, 'nim:3,4,5', '&mode=play&vs=human');
  await page.locator('.comp[data-comp="1"] [data-act="stone"][data-n="3"]').click();
  await settle(page);
  await page.locator('.comp[data-comp="2"] [data-act="stone"][data-n="2"]').click();
  await settle(page);
  expect(await page.locator('#history li').count()).toBe(2);
  await page.check('#misere');
  await settle(page);
  await expect(page.locator('#history li')).toHaveCount(2);
  await expect(page.locator('#message')).toContainText('The 2 moves made so far are kept');
  const s = await shown(page);
  expect(s.text).toBe('nim:2,1,5;misere');
  const link = decodeURIComponent(new URL(page.url()).hash);
  expect(link).toContain('&moves=1:3>2;2:4>1');
  expect(link).toContain('from=nim:3,4,5;misere');
  // undo goes back through the same moves, under the new rule
  await page.click('#undo');
  await settle(page);
  expect((await shown(page)).text).toBe('nim:2,4,5@2;misere');
});

test('picking Jumping checkers opens a position with moves: Play does not end at once', async ({ page }) => {
  await openAt(page, 'nim:3');
  await page.selectOption('#game', 'checkers');
  await settle(page);
  const a = await page.evaluate(() => globalThis.grundy.analysis());
  expect(a.over).toBe(false);
  await page.click('#mode-play');
  await settle(page);
  await expect(page.locator('#status')).not.toContainText('Game over');
});

test('the toolbar is one row at 1280 px for every game: the board never jumps', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAt(page, 'nim:3');
  const games = await page.locator('#game option').evaluateAll((os) => os.map((o) => o.value));
  const tops = new Set();
  for (const g of games) {
    await page.selectOption('#game', g);
    await settle(page);
    const r = await page.evaluate(() => {
      const bar = document.querySelector('.toolbar').getBoundingClientRect();
      const button = document.querySelector('#random').getBoundingClientRect();
      return { bar: bar.height, row: button.height, top: Math.round(document.querySelector('#boards').getBoundingClientRect().top + scrollY) };
    });
    expect(r.bar, `${g}: one row`).toBeLessThan(r.row * 1.6);
    tops.add(r.top);
  }
  expect(tops.size, 'the boards start at the same height for every game').toBe(1);
  await page.click('#copy'); // the link box fits in the row too
  const bar = await page.evaluate(() => [document.querySelector('.toolbar').getBoundingClientRect().height, document.querySelector('#random').getBoundingClientRect().height]);
  expect(bar[0]).toBeLessThan(bar[1] * 1.6);
});

test('the game picker shows every game\'s whole title, on a phone and on a desktop, and keeps its width from the first load', async ({ page }) => {
  for (const width of [375, 1280, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await openAt(page, 'nim:3');
    const fit = await page.evaluate(() => {
      const sel = document.querySelector('#game');
      const g = document.createElement('canvas').getContext('2d');
      g.font = getComputedStyle(sel).font;
      const cs = getComputedStyle(sel);
      const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20; // the arrow
      return [...sel.options].map((o) => ({ title: o.text, over: Math.ceil(g.measureText(o.text).width - room) })).filter((x) => x.over > 0);
    });
    expect(fit, `${width} px: titles cut by the game picker`).toEqual([]);
  }
  // its width is set before the engine answers: the options are there at once
  await page.goto('about:blank');
  await page.route(/engine\/grundy-first\.wasm$/, async (route) => { await new Promise((ok) => setTimeout(ok, 1500)); await route.continue(); });
  await page.goto('./#nim:3');
  expect(await page.locator('#game option').count()).toBeGreaterThan(20);
  await settle(page);
});

test('a long refusal takes its own room: it covers no card title, nor the Analysis heading, nor the To move row', async ({ page }) => {
  for (const width of [375, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await openAt(page, 'tb(4!.0):1000000000000000000');
    await expect(page.locator('#message.error')).toContainText('far more than');
    const covered = await page.evaluate(() => {
      const m = document.querySelector('#message').getBoundingClientRect();
      const hit = (r) => r.width && r.height && m.left < r.right && r.left < m.right && m.top < r.bottom && r.top < m.bottom;
      const named = [...document.querySelectorAll('#boards .comp header'), document.querySelector('#analysis h2'), document.querySelector('#turnbar'), document.querySelector('#summary')];
      return named.filter((el) => el && hit(el.getBoundingClientRect())).map((el) => el.textContent.trim().slice(0, 30));
    });
    expect(covered, `${width} px: what the message lies over`).toEqual([]);
  }
});

test('a new Hackenbush picture has room to draw; a long drag there draws and selects no text', async ({ page }) => {
  await openAt(page, 'hackenbush:0');
  const svg = page.locator('.comp[data-comp="1"] svg.board');
  const vb = await svg.evaluate((el) => ({ width: el.viewBox.baseVal.width, height: el.viewBox.baseVal.height }));
  expect(vb.width).toBeGreaterThanOrEqual(480);
  expect(vb.height).toBeGreaterThanOrEqual(250);
  const box = await svg.boundingBox();
  const ground = await page.locator('.comp[data-comp="1"] .hb-earth').boundingBox();
  await page.mouse.move(ground.x + 30, ground.y + 8);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y - 80, { steps: 10 }); // up past the picture's top edge
  await page.mouse.up();
  await settle(page);
  expect(urlText(page)).toBe('hackenbush:0-1');
  expect(await page.evaluate(() => getSelection().toString())).toBe('');
});

test('Corners with many winning moves marks the coins they turn from heads, and frames one rectangle when its move is pointed at', async ({ page }) => {
  await openAt(page, 'corners:TTTTTT/THTTHT/TTHTTT/TTTHTT/THTTHT/TTTTTH');
  const a = await page.evaluate(() => globalThis.grundy.analysis());
  expect(a.winning.length).toBeGreaterThan(2);
  const card = page.locator('#boards .comp[data-comp="1"]');
  const counts = () => card.evaluate((el) => ({
    frames: [...el.querySelectorAll('.rect-mark')].filter((r) => getComputedStyle(r).display !== 'none').length,
    turn: el.querySelectorAll('rect.turn').length,
    take: el.querySelectorAll('rect.take').length,
  }));
  const heads = new Set(a.winning.map((m) => m.split('-')[1])); // the corner turned from heads
  expect(await counts()).toEqual({ frames: 0, turn: 0, take: heads.size });
  await page.locator(`#moves li[data-move="${a.winning[0]}"]`).hover();
  expect((await counts()).frames).toBe(1);
  await openAt(page, 'corners:TTT/THT/TTH'); // one or two winning moves: all four corners and the frame
  const b = await page.evaluate(() => globalThis.grundy.analysis());
  expect(b.winning.length).toBeLessThanOrEqual(2);
  expect((await counts()).frames).toBe(b.winning.length);
});

test('on a phone: the message takes its own room, the Position field the whole width, the mex table the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAt(page, 'octal(0.137):oooooooooooooooooooooooooooooo.ooooooooooo');
  await page.fill('#postext', 'nim:3,x');
  await page.press('#postext', 'Enter');
  await settle(page);
  const r = await page.evaluate(() => {
    const m = document.querySelector('#message').getBoundingClientRect();
    const next = document.querySelector('.board-area').getBoundingClientRect();
    const field = document.querySelector('#postext').getBoundingClientRect();
    return { msgBottom: m.bottom, nextTop: next.top, msgHeight: m.height, field: field.width, vw: innerWidth };
  });
  expect(r.msgHeight).toBeGreaterThan(20);
  expect(r.msgBottom, 'the message does not lie over the boards').toBeLessThanOrEqual(r.nextTop + 1);
  expect(r.field, 'the Position field is as wide as the screen').toBeGreaterThan(r.vw * 0.85);
  await page.waitForSelector('#teach[data-ready]');
  await openTab(page, 'mex');
  await expect(page.locator('#teach-mex table')).toBeVisible();
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, vw: innerWidth, table: document.querySelector('#teach-mex table').getBoundingClientRect().right }));
  expect(widths.doc, 'nothing wider than the screen').toBeLessThanOrEqual(widths.vw);
  expect(widths.table).toBeLessThanOrEqual(widths.vw);
});
