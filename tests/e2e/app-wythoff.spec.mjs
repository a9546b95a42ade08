// app-wythoff.spec.mjs — Wythoff's game in the page: the cold cells ringed
// and the winning moves drawn on the queen's board agree with a plain
// retrograde analysis done here (no golden ratio); heaps near 10^18 drawn as
// stacks with the winning targets that ⌊kφ⌋ (exact integer square roots
// here) gives; editing by click, drag, keyboard and fields; a game against
// the computer to the end; a link round trip; the SG table against a mex
// computed here, and its 1000 × 1000 version's cold lines and time.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, expectMatchesEngine, urlText, analyse, showIn } from './app-helpers.mjs';

/** P-positions by retrograde analysis: (x, y) is P when no move reaches a P. */
function coldTable(n) {
  const P = Array.from({ length: n }, () => new Array(n).fill(false));
  for (let s = 0; s < 2 * n; s++) for (let x = 0; x < n; x++) {
    const y = s - x;
    if (y < 0 || y >= n) continue;
    let hot = false;
    for (let t = 1; t <= x && !hot; t++) hot = P[x - t][y];
    for (let t = 1; t <= y && !hot; t++) hot = P[x][y - t];
    for (let t = 1; t <= Math.min(x, y) && !hot; t++) hot = P[x - t][y - t];
    P[x][y] = !hot;
  }
  return P;
}
const P = coldTable(40);
const movesFrom = (x, y) => [
  ...Array.from({ length: x }, (_, t) => [t, y]),
  ...Array.from({ length: y }, (_, t) => [x, t]),
  ...Array.from({ length: Math.min(x, y) }, (_, t) => [x - t - 1, y - t - 1]),
];
const winning = (x, y) => movesFrom(x, y).filter(([a, b]) => P[a][b]);

/** SG values by mex over row, column and diagonal. */
function sgTable(n) {
  const G = Array.from({ length: n }, () => new Array(n).fill(0));
  for (let x = 0; x < n; x++) for (let y = 0; y < n; y++) {
    const seen = new Set(movesFrom(x, y).map(([a, b]) => G[a][b]));
    let m = 0;
    while (seen.has(m)) m++;
    G[x][y] = m;
  }
  return G;
}

/** ⌊√n⌋ of a BigInt, by bisection. */
function isqrt(n) {
  let lo = 0n, hi = 1n;
  while (hi * hi <= n) hi *= 2n;
  while (hi - lo > 1n) { const m = (lo + hi) / 2n; if (m * m <= n) lo = m; else hi = m; }
  return lo;
}
const lowerOf = (k) => (k + isqrt(5n * k * k)) / 2n; // ⌊kφ⌋

const card = (page, i = 1) => page.locator(`#boards .comp[data-comp="${i}"]`);
const sideOf = (x, y) => Math.max(8, Math.max(x, y) + 3);
const cell = (page, x, y, N, i = 1) => card(page, i).locator(`[data-act="cell"][data-n="${y * N + x + 1}"]`);

/** What the board draws: ringed cells and marked cells, as "x,y". */
async function drawn(page, i = 1) {
  return card(page, i).evaluate((el) => {
    const at = (a) => `${a.dataset.gx},${a.dataset.gy}`;
    const cells = [...el.querySelectorAll('[data-act="cell"]')];
    return {
      cold: cells.filter((a) => a.querySelector('circle.wy-cold')).map(at).sort(),
      take: cells.filter((a) => a.querySelector('rect.take')).map(at).sort(),
      arrows: el.querySelectorAll('line.wy-arrow').length,
    };
  });
}

test('the retrograde table agrees with the published P-positions', () => {
  const pairs = [[0, 0], [1, 2], [3, 5], [4, 7], [6, 10], [8, 13], [9, 15], [11, 18], [12, 20], [14, 23], [16, 26], [17, 28]];
  for (const [a, b] of pairs) expect(P[a][b] && P[b][a]).toBe(true);
  let cold = 0;
  for (let x = 0; x < 29; x++) for (let y = x; y < 29; y++) cold += P[x][y];
  expect(cold).toBe(pairs.length);
  expect(sgTable(4).map((r) => r.slice(0, 4))).toEqual([[0, 1, 2, 3], [1, 2, 0, 4], [2, 0, 1, 5], [3, 4, 5, 6]]);
});

test('cold cells and winning moves on the board are those of a retrograde analysis', async ({ page }) => {
  for (const [x, y] of [[6, 9], [3, 5], [4, 4], [10, 2], [0, 7], [15, 15], [12, 20]]) {
    await showIn(page, `wythoff:${x}/${y}`);
    await expectMatchesEngine(page);
    const N = sideOf(x, y);
    const d = await drawn(page);
    const cold = [];
    for (let a = 0; a < N; a++) for (let b = 0; b < N; b++) if (P[a][b]) cold.push(`${a},${b}`);
    expect(d.cold, `${x}/${y}`).toEqual(cold.sort());
    const win = winning(x, y).map(([a, b]) => `${a},${b}`).sort();
    expect(d.take, `${x}/${y}`).toEqual(win);
    expect(d.arrows).toBe(win.length);
    await expect(page.locator('#verdict')).toHaveAttribute('data-verdict', P[x][y] ? 'P' : 'N');
  }
});

test('the board: the cells the queen can reach, her cell, the row and column numbers and every cell\'s words', async ({ page }) => {
  for (const [x, y, mode] of [[6, 9, 'play'], [6, 9, 'edit'], [0, 5, 'play'], [7, 0, 'play'], [4, 4, 'edit'], [13, 2, 'play']]) {
    await showIn(page, `wythoff:${x}/${y}`);
    if (mode === 'play') { await page.click('#mode-play'); await settle(page); }
    const N = sideOf(x, y);
    const b = await card(page).evaluate((el) => {
      const box = (e) => { const r = e.getBoundingClientRect(); return { cx: r.x + r.width / 2, cy: r.y + r.height / 2 }; };
      const cells = [...el.querySelectorAll('[data-act="cell"]')].map((a) => ({
        at: `${a.dataset.gx},${a.dataset.gy}`, n: Number(a.dataset.n), label: a.getAttribute('aria-label'),
        reach: a.querySelector('rect').classList.contains('reach'), queen: a.querySelector('.wy-queen')?.textContent ?? null, ...box(a.querySelector('rect')),
      }));
      const nums = [...el.querySelectorAll('text.colnum')].map((t) => ({ text: t.textContent, ...box(t) }));
      return { cells, nums };
    });
    const key = ([a, c]) => `${a},${c}`;
    const where = `${x}/${y} (${mode})`;
    // (the checks gather what is wrong, then one expect: thousands of expects cost seconds)
    const wrong = [];
    // every cell of the N × N board once, numbered row by row, laid out x across and y down
    expect(b.cells.map((c) => c.at).sort(), where).toEqual(Array.from({ length: N * N }, (_, k) => key([k % N, Math.floor(k / N)])).sort());
    const at = new Map(b.cells.map((c) => [c.at, c]));
    const moves = movesFrom(x, y).map(key).sort();
    for (const c of b.cells) {
      const [i, j] = c.at.split(',').map(Number);
      if (c.n !== j * N + i + 1) wrong.push(`${c.at}: numbered ${c.n}`);
      if (i > 0 && !(c.cx > at.get(key([i - 1, j])).cx && Math.abs(c.cy - at.get(key([i - 1, j])).cy) < 1)) wrong.push(`${c.at}: not right of (${i - 1}, ${j})`);
      if (j > 0 && !(c.cy > at.get(key([i, j - 1])).cy)) wrong.push(`${c.at}: not below (${i}, ${j - 1})`);
      // each cell's words: where it is, cold or not (the retrograde table), what a click does there
      const here = i === x && j === y;
      const want = here ? (mode === 'edit' ? 'the queen; drag her to another cell' : 'the queen')
        : mode === 'edit' ? 'click to put the queen here' : moves.includes(c.at) ? 'click to move the queen here' : 'the queen cannot reach it';
      if (!c.label.startsWith(`queen 1, cell (${i}, ${j})`)) wrong.push(`${c.at}: labelled "${c.label}"`);
      if (c.label.includes('a cold cell (P-position)') !== P[i][j]) wrong.push(`${c.at}: cold in words ${!P[i][j]}`);
      if (!c.label.includes(`: ${want}`)) wrong.push(`${c.at}: "${c.label}" does not say "${want}"`);
      // (a winning move is named where the page shows them: editing and analysing, not while playing)
      if (c.label.endsWith(' — a winning move') !== (mode === 'edit' && moves.includes(c.at) && P[i][j])) wrong.push(`${c.at}: "${c.label}" winning?`);
    }
    // the numbers: 0 … N-1 over the columns, then 0 … N-1 beside the rows, each by its column or row
    expect(b.nums.map((t) => t.text), where).toEqual([...Array(N).keys(), ...Array(N).keys()].map(String));
    for (let i = 0; i < N; i++) {
      const col = at.get(key([i, 0])), row = at.get(key([0, i]));
      if (!(Math.abs(b.nums[i].cx - col.cx) < 2 && b.nums[i].cy < col.cy)) wrong.push(`column ${i}'s number is not over it`);
      if (!(Math.abs(b.nums[N + i].cy - row.cy) < 6 && b.nums[N + i].cx < row.cx)) wrong.push(`row ${i}'s number is not beside it`);
    }
    expect(wrong, where).toEqual([]);
    // the queen stands on (x, y), and only there
    expect(b.cells.filter((c) => c.queen).map((c) => c.at), where).toEqual([key([x, y])]);
    // the cells marked as within her reach are exactly her moves by the rules: left, up, diagonally towards the corner
    expect(b.cells.filter((c) => c.reach).map((c) => c.at).sort(), `${where}: her reach`).toEqual(moves);
    if (mode === 'play') { await page.click('#mode-edit'); await settle(page); }
  }
});

test('in misère play the board rings the misère cold cells, those of a misère retrograde analysis', async ({ page }) => {
  // misère: the player with no move wins, so (0, 0) is hot; a cell is cold when every move leads to a hot one
  const M = 16, MP = Array.from({ length: M }, () => Array(M).fill(false));
  for (let t = 0; t < 2 * M; t++)
    for (let x = 0; x < M; x++) for (let y = 0; y < M; y++) {
      if (x + y !== t || (x === 0 && y === 0)) continue;
      let any = false;
      for (let k = 1; k <= x; k++) any ||= MP[x - k][y];
      for (let k = 1; k <= y; k++) any ||= MP[x][y - k];
      for (let k = 1; k <= Math.min(x, y); k++) any ||= MP[x - k][y - k];
      MP[x][y] = !any;
    }
  for (const [x, y] of [[4, 4], [2, 2], [5, 7]]) {
    await showIn(page, `wythoff:${x}/${y};misere`);
    const N = sideOf(x, y);
    const cold = [];
    for (let a = 0; a < N; a++) for (let b = 0; b < N; b++) if (MP[a][b]) cold.push(`${a},${b}`);
    expect((await drawn(page)).cold, `${x}/${y} misère`).toEqual(cold.sort());
  }
});

test('heaps near 10^18: stacks, and the winning targets ⌊kφ⌋ gives', async ({ page }) => {
  const x = 10n ** 18n, y = x - 1n;
  await openAt(page, `wythoff:${x}/${y}`);
  // along the diagonal: the cold pair with difference 1 is (1, 2) → (2, 1) here;
  // along heap y: y' with (x, y') cold — x is some b_k, its a_k is x - k.
  const want = [];
  for (let k = 0n, lo = 0n, hi = x; ; ) { // the k with a_k + k = x, by bisection on k
    k = (lo + hi) / 2n;
    const b = lowerOf(k) + k;
    if (b === x) { want.push(`(${x}, ${lowerOf(k)})`); break; }
    if (b < x) lo = k + 1n; else hi = k - 1n;
    if (lo > hi) break;
  }
  want.push('(2, 1)');
  const a = await analyse(page, `wythoff:${x}/${y}`);
  expect(a.winning.length).toBe(want.length);
  const group = (t) => t.replace(/\d+/g, (n) => n.replace(/\B(?=(\d{3})+$)/g, '\u2009'));
  const lines = await card(page).locator('text.wy-line').allTextContents();
  for (const w of want) expect(lines).toContain(`Winning move to ${group(w)}.`);
  const marked = await card(page).evaluate((el) => [...el.querySelectorAll('ellipse.stone.target')].length);
  expect(marked).toBeGreaterThan(0);
  await expect(card(page).locator('input[data-field="x"]')).toHaveValue(String(x));
});

test('editing: click, drag the queen, arrows and Enter, the fields', async ({ page }) => {
  await openAt(page, 'wythoff:3/6');
  let N = sideOf(3, 6);
  await cell(page, 5, 2, N).click();
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('wythoff:5/2');
  N = sideOf(5, 2);
  const a = await cell(page, 5, 2, N).boundingBox(), b = await cell(page, 1, 4, N).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('wythoff:1/4');
  await cell(page, 1, 4, sideOf(1, 4)).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('wythoff:2/5');
  const fx = card(page).locator('input[data-field="x"]');
  await fx.fill('123456789012345678');
  await fx.press('Enter');
  await settle(page);
  expect((await expectMatchesEngine(page)).s.text).toBe('wythoff:123456789012345678/5');
  expect(urlText(page)).toBe('wythoff:123456789012345678/5');
  await fx.fill('1000000000000000001');
  await fx.press('Enter');
  await settle(page);
  await expect(page.locator('#message')).toContainText('Heap x can be at most 1000000000000000000');
});

test('a game against the computer to the end, and its link', async ({ page }) => {
  await openAt(page, 'wythoff:9/14');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play');
  await settle(page);
  for (let k = 0; k < 40; k++) {
    const a = await page.evaluate(() => globalThis.grundy.analysis());
    if (a.over) break;
    const [x, y] = a.components[0].body.split('/').map(Number);
    const w = winning(x, y);
    const [tx, ty] = w.length ? w[0] : movesFrom(x, y)[0]; // a winning move when there is one (the retrograde table's)
    await cell(page, tx, ty, sideOf(x, y)).click();
    await settle(page);
  }
  const st = await page.evaluate(() => ({ ...globalThis.grundy.state.play, text: globalThis.grundy.position() }));
  expect(st.text).toBe('wythoff:0/0@2');
  expect(st.history[st.history.length - 1].player).not.toBe(st.cpu);
  for (const h of st.history.filter((e) => e.player === st.cpu)) expect(h.player).toBe(2);
  await expect(page.locator('#status')).toContainText(/Game over: You \(player 1\) win/);
  // the link brings the game back, move for move
  const link = page.url();
  await page.goto('about:blank');
  await page.goto(link);
  await settle(page);
  const again = await page.evaluate(() => ({ text: globalThis.grundy.position(), moves: globalThis.grundy.state.play.history.map((h) => h.move) }));
  expect(again.text).toBe(st.text);
  expect(again.moves).toEqual(st.history.map((h) => h.move));
});

test('play by clicking a stack: take from one heap, Shift for both', async ({ page }) => {
  await openAt(page, 'wythoff:30/40', '&mode=play&vs=human');
  const stone = (s, n) => card(page).locator(`[data-act="stone"][data-s="${s}"][data-n="${n}"]`);
  await stone(2, 35).click(); // heap y to 34
  await settle(page);
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe('wythoff:30/34@2');
  await stone(1, 28).click({ modifiers: ['Shift'] }); // 3 from both
  await settle(page);
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe('wythoff:27/31');
});

test('the SG table: values by mex in the corner, zeros black, 1000 × 1000 with its two cold lines', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1500 }); // the whole table in view, for the pointer
  await openAt(page, 'wythoff:4/7');
  const panel = card(page).locator('details.wy-table');
  await panel.locator('summary').click();
  await panel.locator('select').selectOption('32');
  await expect(panel).toHaveAttribute('data-size', '32');
  const G = sgTable(32);
  const cv = panel.locator('canvas');
  // the zeros are black, every other cell is not (16 pixels a cell, read near a corner)
  const black = await cv.evaluate((c) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const out = [];
    for (let x = 0; x < 32; x++) for (let y = 0; y < 32; y++) {
      const p = ((y * 16 + 4) * c.width + x * 16 + 3) * 4;
      if (d[p] + d[p + 1] + d[p + 2] === 0) out.push(`${x},${y}`);
    }
    return out;
  });
  const zeros = [];
  for (let x = 0; x < 32; x++) for (let y = 0; y < 32; y++) if (G[x][y] === 0) zeros.push(`${x},${y}`);
  expect(black.sort()).toEqual(zeros.sort());
  // the values read out under the pointer, for a 10 × 10 corner
  await cv.scrollIntoViewIfNeeded();
  const box = await cv.boundingBox();
  for (let x = 0; x < 10; x++) for (let y = 0; y < 10; y += 3) {
    await page.mouse.move(box.x + (x + 0.5) * box.width / 32, box.y + (y + 0.5) * box.height / 32);
    await expect(panel.locator('.wy-at')).toContainText(`SG(${x}, ${y}) = ${G[x][y]}`);
  }
  // a click on a cell of the table puts the queen there
  await page.mouse.click(box.x + 5.5 * box.width / 32, box.y + 8.5 * box.height / 32);
  await settle(page);
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe('wythoff:5/8');
  // 1000 × 1000, from the engine in the worker: its zeros are the cold pairs of the mex construction
  await card(page).locator('details.wy-table select').selectOption('1000');
  await expect(card(page).locator('details.wy-table')).toHaveAttribute('data-size', '1000');
  const ms = Number(await card(page).locator('details.wy-table').getAttribute('data-ms'));
  console.log(`SG table 1000 × 1000 fetched and drawn in ${ms} ms`);
  // (the time is shown, not judged: a busy machine would fail any bound; the table comes from the worker)
  const used = new Set();
  const pairs = [];
  for (let k = 0, a = 0; ; k++) {
    while (used.has(a)) a++;
    if (a + k >= 1000) break;
    pairs.push([a, a + k]);
    used.add(a).add(a + k);
  }
  const bad = await card(page).locator('details.wy-table canvas').evaluate((c, ps) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const dark = (x, y) => { const p = (y * c.width + x) * 4; return d[p] + d[p + 1] + d[p + 2] === 0; };
    let count = 0;
    for (let x = 0; x < 1000; x++) for (let y = 0; y < 1000; y++) count += dark(x, y);
    const off = ps.filter(([a, b]) => !dark(a, b) || !dark(b, a));
    return { count, off };
  }, pairs);
  expect(bad.off).toEqual([]);
  expect(bad.count).toBe(pairs.length * 2 - 1); // (0, 0) once
});
