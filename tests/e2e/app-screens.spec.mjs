// app-screens.spec.mjs — screenshots of the page at desktop (1280), phone
// (375) and projector (1920) widths into build/screenshots/, for people to
// look at; the checks here are about layout: nothing wider than the screen,
// every board and control reachable, focus visible.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, clickMove, layoutProblems } from './app-helpers.mjs';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('../../build/screenshots/', import.meta.url));
const row20 = (...cols) => { const c = Array(20).fill('.'); for (const p of cols) c[p - 1] = 'o'; return c.join(''); };
const SUM = `nim:3+sub(1-3):6+checkers:${row20(17, 19)}+northcott:.B...W..+treblecross:..........+staircase:2/0/3`;

const WIDTHS = [['desktop', 1280, 900], ['phone', 375, 740], ['projector', 1920, 1080]];

for (const [name, width, height] of WIDTHS) {
  test(`${name} (${width}px): the page fits and shows every game`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openAt(page, SUM);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    for (const el of await page.locator('#boards .comp').all()) { // every card fits
      const box = await el.boundingBox();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    // A board wider than its card scrolls inside the card, under its header (phones keep
    // tappable cells rather than shrinking a 20-cell row to fit).
    const boards = await page.locator('#boards svg.board').evaluateAll((svgs) => svgs.map((svg) => {
      const card = svg.closest('.comp'), scroller = svg.closest('.scroller'); // the board scrolls under the card's header
      const cell = svg.querySelector('rect.cell');
      return {
        fits: svg.getBoundingClientRect().right <= card.getBoundingClientRect().right + 1,
        scrolls: ['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX),
        cell: cell ? cell.getBoundingClientRect().width : null,
      };
    }));
    for (const b of boards) {
      expect(b.fits || b.scrolls, 'a board fits its card or scrolls inside it').toBe(true);
      if (b.cell !== null) expect(b.cell, 'cells stay big enough to tap').toBeGreaterThanOrEqual(24);
    }
    await page.screenshot({ path: `${DIR}${name}-sum.png`, fullPage: true });
    await openAt(page, 'checkers:' + [row20(1, 5, 6, 12), row20(14, 17, 18), row20(3, 19)].join(','));
    await page.screenshot({ path: `${DIR}${name}-checkers.png` });
    await openAt(page, 'nim:3,4,5');
    await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
    await page.click('#mode-play');
    await settle(page);
    await clickMove(page, '3:5>4');
    await page.locator('.comp[data-comp="2"] [data-act="stone"][data-n="1"]').focus();
    await page.keyboard.press('ArrowUp'); // a visible focus ring on the board
    await page.screenshot({ path: `${DIR}${name}-play.png`, fullPage: true });
  });
}

// Rows of 60 cells, each with a winning move far from its left end.
const R60 = '.'.repeat(58);
const LONG_ROWS = [`checkers:${R60}o.o.......o`, `northcott:B${R60}...W`, `treblecross:${R60}X.....`, `octal(0.77):${'o'.repeat(60)}`];

for (const [name, width, height] of WIDTHS) {
  test(`${name} (${width}px): a long row keeps tappable cells and scrolls inside its card, its winning move in view`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    // the module that scrolls rows comes late, as on a slow network: the page is not idle until it has
    await page.route('**/ui/reveal.js', async (route) => { await new Promise((ok) => setTimeout(ok, 500)); await route.continue(); });
    for (const link of LONG_ROWS) {
      await openAt(page, link);
      const r = await page.evaluate(() => {
        const svg = document.querySelector('#boards svg.board'), sc = svg.closest('.scroller'), view = sc.getBoundingClientRect();
        const marked = [...svg.querySelectorAll('.to, .take')].map((e) => e.getBoundingClientRect());
        return {
          page: document.documentElement.scrollWidth - innerWidth,
          cell: svg.querySelector('rect.cell').getBoundingClientRect().width,
          scrolls: sc.scrollWidth > sc.clientWidth && ['auto', 'scroll'].includes(getComputedStyle(sc).overflowX),
          marked: marked.length,
          inView: marked.filter((b) => b.left >= view.left - 1 && b.right <= view.right + 1).length,
        };
      });
      const what = `${link.slice(0, 12)}… at ${width}px`;
      expect(r.page, `${what}: no sideways scrolling of the page`).toBeLessThanOrEqual(0);
      expect(r.cell, `${what}: cells stay big enough to tap`).toBeGreaterThanOrEqual(24);
      expect(r.scrolls, `${what}: the row scrolls inside its card`).toBe(true);
      expect(r.marked, `${what}: a winning move is marked`).toBeGreaterThan(0);
      expect(r.inView, `${what}: a winning move is scrolled into view`).toBeGreaterThan(0);
    }
    await page.screenshot({ path: `${DIR}${name}-long-row.png` });
    // a row off the screen is laid out when it comes near: then its winning move is scrolled into view
    await openAt(page, Array.from({ length: 11 }, () => LONG_ROWS[0]).join('+')); // (odd: each row has the winning move)
    const last = page.locator('#boards .comp').last();
    await last.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const sc = [...document.querySelectorAll('#boards .comp')].pop().querySelector('.scroller'), view = sc.getBoundingClientRect();
      return sc.scrollLeft > 0 && [...sc.querySelectorAll('.to')].some((e) => { const b = e.getBoundingClientRect(); return b.left >= view.left - 1 && b.right <= view.right + 1; });
    }, null, { timeout: 10_000 });
  });
}

// Chomp bars of 60 columns, the winning bites ringed: two rows win by leaving the
// first one square longer (a bite far right, one near the left); a bar of four rows.
const BARS = [['chomp:60/30', '1.32'], ['chomp:60/3', '1.5'], ['chomp:60/60/40/12', null]];

for (const [name, width, height] of WIDTHS) {
  test(`${name} (${width}px): a wide Chomp bar keeps squares big enough to tap and scrolls to its winning bite, in both languages`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const lang of ['', '&lang=zh']) {
      for (const [link, bite] of BARS) {
        await openAt(page, link, lang);
        const r = await page.evaluate(() => {
          const svg = document.querySelector('#boards svg.board'), sc = svg.closest('.scroller'), view = sc.getBoundingClientRect();
          const ring = [...svg.querySelectorAll('.rect-mark')].map((e) => ({ move: e.dataset.move, box: e.getBoundingClientRect() }));
          return {
            page: document.documentElement.scrollWidth - innerWidth,
            cell: svg.querySelector('rect.cell').getBoundingClientRect().width,
            scrolls: sc.scrollWidth > sc.clientWidth && ['auto', 'scroll'].includes(getComputedStyle(sc).overflowX),
            ring: ring.map((x) => ({ move: x.move, inView: x.box.left >= view.left - 1 && x.box.right <= view.right + 1 })),
          };
        });
        const what = `${link}${lang} at ${width}px`;
        expect(r.page, `${what}: no sideways scrolling of the page`).toBeLessThanOrEqual(0);
        expect(r.cell, `${what}: squares stay big enough to tap`).toBeGreaterThanOrEqual(24);
        expect(r.scrolls, `${what}: the bar scrolls inside its card`).toBe(true);
        // the engine's winning bites, and each ringed one in view
        const wins = await page.evaluate(() => globalThis.grundy.state.analysis.moves.filter((m) => m.winning).map((m) => m.move));
        expect(wins.length, `${what}: a winning bite`).toBeGreaterThan(0);
        if (bite) expect(wins, `${what}: the two-row rule's bite`).toContain(`1:${bite}`);
        expect(r.ring.map((x) => x.move).sort(), `${what}: the ringed squares are the winning bites`).toEqual([...wins].sort());
        for (const x of r.ring) expect(x.inView, `${what}: ${x.move} scrolled into view`).toBe(true);
      }
    }
    await page.screenshot({ path: `${DIR}${name}-chomp-wide.png` });
  });
}

test('numbers of 19 digits fit at every width: values, stones not drawn, the binary table in a box that scrolls', async ({ page }) => {
  await openAt(page, 'nim:1000000000000000000,1152921504606846976');
  for (const [name, width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await settle(page);
    expect(await layoutProblems(page), `${name}: what a look finds wrong`).toEqual([]);
    const labels = await page.locator('#boards .comp').evaluateAll((cards) => cards.map((card) => {
      const svg = card.querySelector('svg.board'), box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')].filter((t) => { const r = t.getBoundingClientRect(); return r.left < box.left - 1 || r.right > box.right + 1; }).map((t) => t.textContent);
    }));
    expect(labels.flat(), `${name}: every label of the boards within its board`).toEqual([]);
    const xor = await page.locator('.xor-box').evaluate((b) => ({ tab: b.tabIndex, label: b.getAttribute('aria-label'), wider: b.scrollWidth > b.clientWidth, fits: b.getBoundingClientRect().right <= b.closest('#analysis').getBoundingClientRect().right + 1 }));
    expect(xor.tab, 'the table box takes the keyboard focus (to scroll it)').toBe(0);
    expect(xor.label).toBeTruthy();
    expect(xor.fits, `${name}: the table's box within the panel`).toBe(true);
    await page.screenshot({ path: `${DIR}${name}-nim-10^18.png`, fullPage: true });
  }
  expect(await page.locator('#xor thead th.bit').first().textContent(), 'the 2^60 column named shortly').toBe('2^60');
  // heaps side by side: the counts of stones not drawn never run into each other (a long one is held in its title)
  await openAt(page, 'moore(3):1000/999/998/997/996/2000000');
  const breaks = await page.locator('#boards .comp text.break').evaluateAll((ts) => ts.map((t) => { const r = t.getBoundingClientRect(); return { l: r.left, r: r.right, text: t.textContent, title: t.querySelector('title')?.textContent ?? null }; }));
  expect(breaks.length).toBe(6);
  for (let k = 1; k < breaks.length; k++) expect(breaks[k].l, `${breaks[k - 1].text} | ${breaks[k].text}`).toBeGreaterThanOrEqual(breaks[k - 1].r);
  expect(breaks[0].text).toBe('⋮ 981 more ⋮');
  expect(breaks[5].title, 'the long count, in the title of the short one').toBe('⋮ 1999981 more ⋮');
});

test('many wide values: the binary table shows the first rows, counts the others, and its nim-sum row is the XOR of them all', async ({ page }) => {
  let x = 0x9e3779b97f4a7c15n; // xorshift64: 100 heaps of up to 63 bits
  const heaps = Array.from({ length: 100 }, () => {
    x ^= (x << 13n) & 0xffffffffffffffffn; x ^= x >> 7n; x ^= (x << 17n) & 0xffffffffffffffffn;
    return x >> 1n;
  });
  await openAt(page, `nim:${heaps.join(',')}`);
  const t = await page.locator('#xor').evaluate((tb) => ({
    rows: [...tb.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent)),
    total: [...tb.querySelector('tfoot tr').children].map((c) => c.textContent),
    cells: tb.querySelectorAll('td, th').length,
  }));
  const more = t.rows.at(-1);
  expect(more.length, 'the last row counts the rows not shown').toBe(1);
  const shown = t.rows.slice(0, -1);
  expect(shown.length).toBeGreaterThanOrEqual(8);
  expect(shown.length + Number(/\d+/.exec(more[0])[0])).toBe(100);
  expect(shown.map((r) => r[1])).toEqual(heaps.slice(0, shown.length).map(String));
  const width = t.total.length - 2;
  for (const r of shown) expect(r.slice(2).join(''), `the bits of ${r[1]}`).toBe(BigInt(r[1]).toString(2).padStart(width, '0'));
  expect(t.total[1]).toBe(String(heaps.reduce((a, b) => a ^ b, 0n)));
  expect(t.cells, 'a table small enough to lay out in one frame').toBeLessThanOrEqual(800);
});

for (const width of [375, 1280]) test(`every worked example at ${width} px: nothing past its box or the screen, no text cut off`, async ({ page }) => {
  await page.setViewportSize({ width, height: 900 });
  await openAt(page, 'nim:1');
  const examples = await page.evaluate(async () => { await globalThis.grundy.loadAll(); return globalThis.grundy.BOARDS.flatMap((b) => b.examples.map(([label, text]) => [`${b.game}: ${label}`, text])); });
  expect(examples.length).toBeGreaterThan(80);
  const found = [];
  for (const [name, text] of examples) {
    expect(await page.evaluate((t) => globalThis.grundy.open(t), text), `${name}: opened`).toBe(true);
    await settle(page);
    for (const p of await layoutProblems(page)) found.push(`${name}: ${p}`);
  }
  expect(found).toEqual([]);
});

// The largest numbers a reader may type: each board's number fields set, one
// at a time, to the bound the field itself states (a heap or a pile of
// 10^18, a box of 10^12, a hill's cell …), in both languages (a count in
// Chinese takes other room) at a phone's width and a desktop's.
// Numbers no field reaches, typed as position text: a hill's cells, a
// staircase's coins, a heap of Dawson's Kayles (tb), Wythoff and Moore heaps at 10^18.
const TYPED_LARGEST = ['hill:1/2/K1000000000000000000', 'staircase:1000000000000000000/3', 'tb(0.07):1000000000000000000',
  'wythoff:1000000000000000000/999999999999999999', 'moore(2):1000000000000000000/5/6'];
for (const lang of ['en', 'zh']) test(`${lang}: every board with each number field at its largest: its words on the board and apart, every digit in its field`, async ({ page }) => {
  test.slow();
  await openAt(page, `nim:1&lang=${lang}`);
  const examples = await page.evaluate(async () => { await globalThis.grundy.loadAll(); return globalThis.grundy.BOARDS.map((b) => [b.game, b.examples[0][1]]); });
  const found = [];
  let set = 0;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [game, text] of examples) {
      expect(await page.evaluate((t) => globalThis.grundy.open(t), text), `${game}: ${text} opened`).toBe(true);
      await settle(page);
      const fields = await page.locator('#boards .comp[data-comp="1"] input.num[data-max]').evaluateAll((els) => els.map((e) => [e.dataset.field, e.dataset.max]));
      for (const [key, max] of fields) {
        expect(await page.evaluate((t) => globalThis.grundy.open(t), text)).toBe(true);
        await settle(page);
        const field = page.locator(`#boards .comp[data-comp="1"] input[data-field="${key}"]`);
        await field.fill(max);
        await field.press('Enter');
        await settle(page);
        set++;
        for (const p of await layoutProblems(page, '#boards')) found.push(`${width} px, ${game} (${text}), ${key} = ${max}: ${p}`);
      }
    }
    for (const text of TYPED_LARGEST) {
      expect(await page.evaluate((t) => globalThis.grundy.open(t), text), `${text} opened`).toBe(true);
      await settle(page);
      for (const p of await layoutProblems(page, '#boards')) found.push(`${width} px, ${text}: ${p}`);
    }
  }
  expect(set).toBeGreaterThan(20);
  expect(found).toEqual([]);
});

test('phone: the verdict shows above the boards; hostile link message', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openAt(page, 'northcott:...BW.,B.W...,BW....');
  await expect(page.locator('#summary')).toBeVisible();
  await expect(page.locator('#summary')).toContainText('wins with perfect play');
  await page.goto('about:blank');
  await page.goto('./#' + encodeURIComponent('nim:3<img src=x onerror=alert(1)>'));
  await settle(page);
  await page.screenshot({ path: `${DIR}phone-bad-link.png` });
});
