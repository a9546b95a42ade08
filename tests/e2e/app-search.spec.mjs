// app-search.spec.mjs — the games found by search in the page: Cram's
// winning dominoes drawn on the board against a plain mex over the board
// computed here, a domino placed by a drag and by two clicks; Chomp's
// winning bite against a plain mex over bars, a bite by a click and the
// strategy-stealing note; Node-Kayles's winning node by a click and the
// link from a path to the same game as octal(0.137); Arc-Kayles by clicking
// an edge's two ends; screenshots.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, shown } from './app-helpers.mjs';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';

const DIR = fileURLToPath(new URL('../../build/screenshots/', import.meta.url));

const mex = (vals) => { let m = 0; while (vals.has(m)) m++; return m; };

/** Cram by plain mex: cells a string of '.'/'#' row by row, C columns. */
function cramValue(cells, C, memo = new Map()) {
  if (memo.has(cells)) return memo.get(cells);
  const seen = new Set();
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== '.') continue;
    for (const j of [i % C + 1 < C ? i + 1 : -1, i + C < cells.length ? i + C : -1]) {
      if (j < 0 || cells[j] !== '.') continue;
      const a = [...cells]; a[i] = a[j] = '#';
      seen.add(cramValue(a.join(''), C, memo));
    }
  }
  const v = mex(seen);
  memo.set(cells, v);
  return v;
}

/** Cram's winning moves by the rules: dominoes leaving a board of value 0. */
function cramWins(rows) {
  const C = rows[0].length, cells = rows.join('');
  const out = [];
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== '.') continue;
    for (const j of [i % C + 1 < C ? i + 1 : -1, i + C < cells.length ? i + C : -1]) {
      if (j < 0 || cells[j] !== '.') continue;
      const a = [...cells]; a[i] = a[j] = '#';
      if (cramValue(a.join(''), C) === 0) out.push(`1:${Math.floor(i / C) + 1}.${i % C + 1}-${Math.floor(j / C) + 1}.${j % C + 1}`);
    }
  }
  return out.sort();
}

/** Chomp by plain mex over row lengths. */
function chompValue(rows, memo = new Map()) {
  const key = rows.join('/');
  if (memo.has(key)) return memo.get(key);
  const seen = new Set();
  rows.forEach((len, r) => { for (let c = r === 0 ? 1 : 0; c < len; c++) seen.add(chompValue(rows.map((x, i) => (i >= r ? Math.min(x, c) : x)).filter((x) => x > 0), memo)); });
  const v = mex(seen);
  memo.set(key, v);
  return v;
}

const cell = (page, i, n) => page.locator(`#boards .comp[data-comp="${i}"] [data-act="cell"][data-n="${n}"]`);
const last = (page) => page.evaluate(() => globalThis.grundy.state.play.history.map((h) => h.move).pop());

test('Cram: the winning dominoes drawn are those a plain mex finds; a drag and two clicks place a domino', async ({ page }) => {
  for (const rows of [['...', '...'], ['....', '.#..', '....'], ['.....', '.....', '.....']]) {
    const text = `cram:${rows.every((r) => !r.includes('#')) ? `${rows.length}x${rows[0].length}` : rows.join('/')}`;
    await openAt(page, text);
    const s = await shown(page);
    expect(s.text).toBe(text);
    expect(Number(s.sgs[0])).toBe(cramValue(rows.join(''), rows[0].length));
    expect(s.marks).toEqual(cramWins(rows));
  }
  await openAt(page, 'cram:3x4', '&mode=play&vs=human');
  const a = await cell(page, 1, 1).boundingBox(), b = await cell(page, 1, 2).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
  await settle(page);
  expect(await last(page)).toBe('1:1.1-1.2');
  expect((await shown(page)).text).toBe('cram:##../..../....@2');
  await cell(page, 1, 8).click();
  await settle(page);
  await expect(page.locator('#message')).toContainText('Cell 2.4 chosen');
  await cell(page, 1, 12).click();
  await settle(page);
  expect(await last(page)).toBe('1:2.4-3.4');
  mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: `${DIR}search-cram.png` });
});

test('Cram: the symmetry strategy is shown for even boards', async ({ page }) => {
  await openAt(page, 'cram:4x4');
  const a = await page.evaluate(() => globalThis.grundy.analysis().components[0]);
  expect(a.mirror).toBe('second');
  expect(a.sg).toBe(0);
  await openAt(page, 'cram:2x3');
  const b = await page.evaluate(() => globalThis.grundy.analysis().components[0]);
  expect(b.mirror).toBe('first');
  expect((await shown(page)).marks).toContain(`1:${b.centre}`); // taking the centre wins
});

test('Chomp: the winning bite is the one a plain mex finds; a click bites; the strategy-stealing note', async ({ page }) => {
  await openAt(page, 'chomp:4/4/4');
  const rows = [4, 4, 4];
  const wins = [];
  rows.forEach((len, r) => { for (let c = r === 0 ? 1 : 0; c < len; c++) if (chompValue(rows.map((x, i) => (i >= r ? Math.min(x, c) : x)).filter((x) => x > 0)) === 0) wins.push(`1:${r + 1}.${c + 1}`); });
  expect((await shown(page)).marks).toEqual(wins.sort());
  await expect(page.locator('.chomp-note')).toContainText('Strategy stealing');
  await openAt(page, 'chomp:4/1/1/1');
  expect((await shown(page)).nimsum).toBe('0');
  await openAt(page, 'chomp:3/2', '&mode=play&vs=human');
  await cell(page, 1, 6).click(); // row 2, column 2 (rows are drawn 4 wide: columns + 1)
  await settle(page);
  expect(await last(page)).toBe('1:2.2');
  expect((await shown(page)).text).toBe('chomp:3/1@2');
  mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: `${DIR}search-chomp.png` });
});

test('Node-Kayles and Arc-Kayles: a click takes a node, two clicks an edge; a path links to octal(0.137)', async ({ page }) => {
  await openAt(page, 'nodekayles:a-b.b-c.c-d.d-e');
  const link = page.locator('.kayles-note a');
  await expect(link).toHaveAttribute('href', '#octal(0.137):ooooo');
  const s = await shown(page);
  const octal = await page.evaluate(() => globalThis.grundy.engine?.analyze?.('octal(0.137):ooooo'));
  if (octal) expect(Number(s.nimsum)).toBe(octal.nimsum);
  await openAt(page, 'nodekayles:a-b.b-c.c-d.d-e', '&mode=play&vs=human');
  await page.locator('#boards .comp[data-comp="1"] [data-act="node"][data-n="3"]').click();
  await settle(page);
  expect(await last(page)).toBe('1:c');
  expect((await shown(page)).text).toBe('nodekayles:a.e@2');
  await openAt(page, 'arckayles:a-b.b-c.c-d', '&mode=play&vs=human');
  await page.locator('#boards .comp[data-comp="1"] [data-act="node"][data-n="2"]').click();
  await settle(page);
  await page.locator('#boards .comp[data-comp="1"] [data-act="node"][data-n="3"]').click();
  await settle(page);
  expect(await last(page)).toBe('1:b-c');
  expect((await shown(page)).text).toBe('arckayles:a.d@2');
  await openAt(page, 'nodekayles:grid(3x5)');
  mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: `${DIR}search-nodekayles.png` });
});

/** Drags with the mouse from one board item to another (or to a point in the page). */
async function mouseDrag(page, from, to) {
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = to.x === undefined ? await to.boundingBox() : { ...to, width: 0, height: 0 };
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
  await settle(page);
}
const node = (page, name) => page.locator(`#boards .comp[data-comp="1"] [data-act="node"][data-key="c1-n${name}"]`);

test('Node-Kayles and Arc-Kayles by mouse drags: node onto node joins (again parts), onto empty space grows a node; in play an edge is taken by dragging between its ends', async ({ page }) => {
  await openAt(page, 'nodekayles:a-b,b-c,d');
  expect((await shown(page)).text).toBe('nodekayles:a-b.b-c.d');
  await mouseDrag(page, node(page, 'd'), node(page, 'a'));
  expect((await shown(page)).text).toBe('nodekayles:a-b.a-d.b-c');
  await mouseDrag(page, node(page, 'a'), node(page, 'd'));
  expect((await shown(page)).text).toBe('nodekayles:a-b.b-c.d');
  const box = await page.locator('#boards .comp[data-comp="1"] svg.board').boundingBox();
  await mouseDrag(page, node(page, 'c'), { x: box.x + box.width - 20, y: box.y + box.height - 20 });
  expect((await shown(page)).text).toBe('nodekayles:a-b.b-c.c-e.d');
  expect((await shown(page)).message).toBe('');
  await openAt(page, 'arckayles:a-b,b-c,d');
  await mouseDrag(page, node(page, 'd'), node(page, 'c'));
  expect((await shown(page)).text).toBe('arckayles:a-b.b-c.c-d');
  await openAt(page, 'arckayles:a-b.b-c.c-d', '&mode=play&vs=human');
  await mouseDrag(page, node(page, 'c'), node(page, 'b'));
  expect(await last(page)).toBe('1:b-c');
  expect((await shown(page)).text).toBe('arckayles:a.d@2');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } });

  test('Cram: a finger dragged from one cell to the next places the domino (the page does not pan instead)', async ({ page, context }) => {
    await openAt(page, 'cram:3x4', '&mode=play&vs=human');
    await cell(page, 1, 5).scrollIntoViewIfNeeded();
    const a = await cell(page, 1, 5).boundingBox(), b = await cell(page, 1, 9).boundingBox();
    const cdp = await context.newCDPSession(page);
    const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
    const [x0, y0, x1, y1] = [a.x + a.width / 2, a.y + a.height / 2, b.x + b.width / 2, b.y + b.height / 2];
    await touch('touchStart', x0, y0);
    for (let k = 1; k <= 8; k++) await touch('touchMove', x0 + ((x1 - x0) * k) / 8, y0 + ((y1 - y0) * k) / 8);
    await touch('touchEnd');
    await settle(page);
    expect(await last(page)).toBe('1:2.1-3.1');
    expect((await shown(page)).text).toBe('cram:..../#.../#...@2');
  });
});

test('Cram 5 × 8 analysed in the background: the board and verdict still shown are dimmed and said to be the previous ones', async ({ page }) => {
  await openAt(page, 'cram:4x5');
  await page.evaluate(() => { globalThis.grundy.open('cram:5x8'); }); // heavy: the worker takes it (seconds: 5 × 7 could end before Cancel)
  await expect(page.locator('#working')).toBeVisible();
  const seen = () => page.evaluate(() => ({
    stale: document.body.hasAttribute('data-stale'),
    busy: document.querySelector('#boards').getAttribute('aria-busy'),
    boards: Number(getComputedStyle(document.querySelector('#boards')).opacity),
    analysis: Number(getComputedStyle(document.querySelector('#analysis-body')).opacity),
  }));
  await expect.poll(seen).toMatchObject({ stale: true, busy: 'true' });
  // the dimming fades in (a short transition): read it once it has had time to
  const dim = async () => { const s = await seen(); return { boards: s.boards < 0.6, analysis: s.analysis < 0.6 }; };
  await expect.poll(dim, { message: 'the previous board and its analysis are dimmed' }).toEqual({ boards: true, analysis: true });
  await expect(page.locator('#working-text')).toContainText('previous position');
  expect((await shown(page)).text).toBe('cram:4x5'); // what is dimmed is the old one
  await page.click('#cancel');
  await settle(page);
  await expect.poll(seen).toMatchObject({ stale: false, busy: 'false', boards: 1, analysis: 1 });
});
