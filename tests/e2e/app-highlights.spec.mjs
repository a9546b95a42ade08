// app-highlights.spec.mjs — where each board DRAWS the winning moves: the
// cells, stones, coins and pins carrying the highlight classes, the arrows
// and the bars over blocks, located by their place on screen (the n-th cell
// from the left, the n-th stone from the bottom), never by the page's data
// attributes. What should be highlighted comes from tests/js/ref.mjs (each
// game's moves from its rules, values by plain mex), not from the engine.
//
// To add a board: a reader in READ (what its highlights say, in the game's
// terms) and positions in CASES.

import { test, expect } from './fixtures.mjs';
import { openAt, settle, showIn } from './app-helpers.mjs';
import { analyse } from '../js/ref.mjs';

const MAX_LISTED = 60; // the panel lists at most this many winning moves (ui/analysis.js)
const row20 = (...cols) => { const c = Array(20).fill('.'); for (const p of cols) c[p - 1] = 'o'; return c.join(''); };

/** Positions with winning moves to draw, per board (edit mode shows them all). */
const CASES = {
  nim: ['nim:3,4,5', 'nim:1,4,6,7', 'nim:7,9,12,1'],
  sub: ['sub(1,3,4):10,7', 'sub(1-3):4,9', 'sub(2,5,6):13,2,9'],
  checkers: ['checkers:..o.o..oo.', `checkers:${row20(19)},${row20(18)}`, 'checkers:.o.o..o...,..oo.o'],
  northcott: ['northcott:...BW.,B.W...,BW....', 'northcott:B....W,.W..B.@2', 'northcott:..B...W'],
  treblecross: ['treblecross:' + '.'.repeat(18), 'treblecross:.X.X...X', 'treblecross:.....', 'treblecross:XX.......', 'treblecross:X.........X,.......'],
  staircase: ['staircase:3/0/5/2', 'staircase:2/5/3,0/1/4/1', 'staircase:4/1/2'],
  octal: ['octal(0.77):ooooo.ooo,ooooooo', 'octal(0.137):ooooooo', 'octal(0.07):oooooooooo', 'octal(0.6):ooo.oo.oooo'],
  sum: [`nim:3+sub(1-3):6+checkers:${row20(17, 19)}+northcott:.B...W..+treblecross:..........+staircase:2/0/3+octal(0.77):ooo.o`],
};

/** What is drawn in each card, by geometry and highlight classes only. */
function drawn(page) {
  return page.evaluate(() => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { l: r.left, r: r.right, t: r.top, b: r.bottom, x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 }; };
    const ends = (path) => { // a path's first and last point, on screen
      const len = path.getTotalLength();
      const m = path.getScreenCTM();
      return [0, len].map((d) => { const p = path.getPointAtLength(d); return { x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f }; });
    };
    return [...document.querySelectorAll('#boards .comp')].map((card) => {
      const svg = card.querySelector('svg.board');
      const cls = (el) => [...el.classList];
      return {
        game: card.className.split(' ').find((c) => c !== 'comp' && c !== 'selected'),
        cells: [...svg.querySelectorAll('rect.cell')].map((e) => ({ ...box(e), cls: cls(e) })),
        stones: [...svg.querySelectorAll('ellipse.stone')].filter((e) => !e.classList.contains('ghost')).map((e) => ({ ...box(e), cls: cls(e) })),
        stairs: [...svg.querySelectorAll('rect.stair')].map(box),
        arrows: [...svg.querySelectorAll('path.arrow')].map(ends),
        bars: [...svg.querySelectorAll('path.block-mark')].map(box),
        pins: [...svg.querySelectorAll('g.pin')].map((e) => ({ ...box(e), cls: cls(e) })),
        dots: [...svg.querySelectorAll('circle.dot')].map(box),
      };
    });
  });
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const set = (xs) => sorted([...new Set(xs)]);
/** The 1-based place, left to right, of the cell whose box holds x. */
const column = (cells, x) => 1 + [...cells].sort((a, b) => a.x - b.x).findIndex((c) => x >= c.l - 0.5 && x <= c.r + 0.5);

/** Stones of one stack, bottom first: the classes of each level. */
const levels = (stones) => [...stones].sort((a, b) => b.y - a.y).map((s) => s.cls);

/** A heap's marks for moves to heights `tos` (of h stones): the level each
 *  move cuts at (to+1) is a target; every level above the lowest cut is taken. */
function heapWant(h, tos) {
  const low = Math.min(...tos);
  return {
    take: tos.length ? Array.from({ length: h }, (_, i) => i + 1).filter((lv) => lv > low) : [],
    target: set(tos.map((t) => t + 1)),
  };
}
function heapGot(stack) {
  const lv = levels(stack);
  return {
    take: lv.flatMap((c, i) => (c.includes('take') ? [i + 1] : [])),
    target: lv.flatMap((c, i) => (c.includes('target') ? [i + 1] : [])),
  };
}

const parts = (mv) => mv.slice(mv.indexOf(':') + 1);

/** Per board: what its highlights are, read from the drawing, and what they
 *  should be for the winning moves ms of component c (reference moves). */
const READ = {
  nim: {
    got: (d) => heapGot(d.stones),
    want: (c, ms) => heapWant(Number(c.body), ms.map((m) => Number(parts(m.move).split('>')[1]))),
  },
  checkers: {
    got: (d) => ({
      from: set(d.cells.filter((c) => c.cls.includes('from')).map((c) => column(d.cells, c.x))),
      to: set(d.cells.filter((c) => c.cls.includes('to')).map((c) => column(d.cells, c.x))),
      arrows: sorted(d.arrows.map(([a, b]) => `${column(d.cells, a.x)}>${column(d.cells, b.x)}`)),
    }),
    want: (c, ms) => {
      const pairs = ms.map((m) => parts(m.move).split('>').map(Number));
      return { from: set(pairs.map((p) => p[0])), to: set(pairs.map((p) => p[1])), arrows: sorted(pairs.map((p) => p.join('>'))) };
    },
  },
  treblecross: {
    got: (d) => ({
      cells: set(d.cells.filter((c) => c.cls.includes('to')).map((c) => column(d.cells, c.x))),
      dots: set(d.dots.map((p) => column(d.cells, p.x))),
    }),
    want: (c, ms) => ({ cells: set(ms.map((m) => Number(parts(m.move)))), dots: set(ms.map((m) => Number(parts(m.move)))) }),
  },
  staircase: {
    got: (d) => {
      const stairs = [...d.stairs].sort((a, b) => a.x - b.x);
      return { stairs: stairs.map((st) => heapGot(d.stones.filter((s) => s.x >= st.l && s.x <= st.r))), arrows: d.arrows.length };
    },
    want: (c, ms) => {
      const coins = c.body.split('/').map(Number);
      return {
        stairs: coins.map((n, i) => heapWant(n, ms.filter((m) => Number(parts(m.move).split('x')[0]) === i + 1).map((m) => n - Number(parts(m.move).split('x')[1])))),
        arrows: ms.length,
      };
    },
  },
  octal: {
    got: (d) => ({
      take: set(d.cells.filter((c) => c.cls.includes('take')).map((c) => column(d.cells, c.x))),
      knocked: set(d.pins.filter((p) => p.cls.includes('knock')).map((p) => column(d.cells, p.x))),
      bars: sorted(d.bars.map((b) => `${column(d.cells, b.l + 2)}-${column(d.cells, b.r - 2)}`)),
    }),
    want: (c, ms) => {
      const blocks = ms.map((m) => { const [a, b = a] = parts(m.move).split('-').map(Number); return [a, b]; });
      const cells = set(blocks.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i)));
      return { take: cells, knocked: cells, bars: sorted(blocks.map(([a, b]) => `${a}-${b}`)) };
    },
  },
};
READ.sub = READ.nim;
READ.northcott = READ.checkers;

/** Checks every card's drawing against the reference's winning moves. */
async function expectDrawn(page, text, only = null) {
  const ref = analyse(text);
  const cards = await drawn(page);
  const comps = (await page.evaluate(() => globalThis.grundy.model().comps));
  expect(cards.length).toBe(ref.comps.length);
  const win = ref.moves.filter((m) => (only ? m.move === only : m.winning));
  cards.forEach((d, k) => {
    const r = READ[d.game];
    expect(r, `a reader for the ${d.game} board`).toBeTruthy();
    const ms = win.filter((m) => m.comp === k + 1);
    expect(r.got(d), `${text}: component ${k + 1} (${d.game}) highlights ${ms.map((m) => m.move).join(' ') || 'nothing'}`).toEqual(r.want(comps[k], ms));
  });
  return { ref, win };
}

for (const [game, texts] of Object.entries(CASES)) {
  test(`${game}: the winning moves are drawn on the cells, stones and pins they move`, async ({ shared: page }) => { // (showIn: in the page the test before left)
    for (const text of texts) {
      await showIn(page, text);
      const { ref, win } = await expectDrawn(page, text);
      expect(win.length, `${text} has winning moves to draw`).toBeGreaterThan(0);
      // the list in words: each winning move, its component's value and the value it leaves
      await expect(page.locator('#moves li')).toHaveCount(Math.min(win.length, MAX_LISTED));
      for (const m of win.slice(0, 6)) {
        const sg = ref.comps[m.comp - 1].sg;
        const words = await page.locator(`#moves li[data-move="${m.move}"]`).textContent();
        if (sg !== null) expect(words, `${text} ${m.move}`).toContain(`SG ${sg} → ${m.sgAfter}`);
      }
    }
  });
}

test('a P-position draws no highlight; a threat highlights only the completing cells', async ({ shared: page }) => {
  for (const text of ['nim:1,2,3', 'treblecross:X.....X..X.......X....X..X', 'octal(0.77):oooo,oooo', 'checkers:..oo', 'treblecross:XX..X.X,......']) {
    await showIn(page, text);
    const { win } = await expectDrawn(page, text);
    if (!text.includes('XX..')) expect(win).toEqual([]);
  }
});

test('Hint in play mode draws the one move the computer would play, a winning one', async ({ page }) => {
  for (const text of ['treblecross:' + '.'.repeat(18), 'checkers:..o.o..oo.', 'octal(0.77):ooooo.ooo,ooooooo', 'staircase:3/0/5/2', 'nim:1,4,6,7']) {
    await openAt(page, text, '&mode=play&vs=human&cpu=2');
    await page.click('#hint');
    await settle(page);
    const hinted = await page.evaluate(() => globalThis.grundy.state.hint?.move);
    const ref = analyse(text);
    expect(ref.winning, `${text}: the hint is a winning move`).toContain(hinted);
    await expectDrawn(page, text, hinted);
  }
});

// every example of every game, in three shares the two workers can take apart
const SHARES = 3;
test.describe(() => {
  test.describe.configure({ mode: 'parallel' });
  for (let share = 0; share < SHARES; share++) {
    test(`nothing a board draws lies over what it takes a click on: every example (share ${share + 1} of ${SHARES}), in edit and in play, with its winning moves marked`, async ({ page }) => {
      test.setTimeout(5 * 60_000); // a third of every example, twice: 16 s on a quiet machine, a hang guard 20 times that
      await openAt(page, 'nim:1');
      const all = await page.evaluate(async () => {
        await globalThis.grundy.loadAll();
        return globalThis.grundy.BOARDS.flatMap((b) => b.examples.map(([, t]) => t));
      });
      const examples = all.filter((_, k) => k % SHARES === share);
      expect(examples.length, 'examples in this share').toBeGreaterThan(10);
      const covered = [];
      for (const text of examples) {
        expect(await page.evaluate((t) => globalThis.grundy.open(t), text), text).toBe(true);
        await settle(page);
        for (const mode of ['edit', 'play']) {
          // in edit the winning moves are marked (Highlight winning moves); in play, the hint's
          if (mode === 'play') {
            await page.click('#mode-play');
            await settle(page);
            if (await page.locator('#hint').isEnabled()) { await page.click('#hint'); await settle(page); }
          }
          covered.push(...(await page.evaluate(({ text, mode }) => {
            const out = [];
            for (const a of document.querySelectorAll('#boards [data-act]')) {
              if (a.dataset.act === 'space' || a.closest('.compact')) continue;
              const shape = a.matches('rect, path') ? a : a.querySelector('rect, circle, ellipse, path, line, polygon');
              if (!shape) continue;
              let x, y;
              if (shape.tagName === 'path' || shape.tagName === 'line') {
                const len = shape.getTotalLength();
                if (!len) continue;
                const p = shape.getPointAtLength(len / 2).matrixTransform(shape.getScreenCTM());
                ({ x, y } = p);
              } else {
                const r = shape.getBoundingClientRect();
                if (!r.width || !r.height) continue;
                x = r.left + r.width / 2; y = r.top + r.height / 2;
              }
              if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) { a.scrollIntoView({ block: 'center', inline: 'center' }); continue; }
              const hit = document.elementFromPoint(x, y);
              if (!hit?.closest('[data-act]') && hit?.closest('#boards')) out.push(`${text} (${mode}): ${a.getAttribute('aria-label') ?? a.dataset.act} — under ${hit.tagName}.${hit.getAttribute('class')}`);
            }
            return out;
          }, { text, mode })));
        }
        await page.click('#mode-edit');
        await settle(page);
      }
      expect(covered, 'interactive items a drawing lies over').toEqual([]);
    });
  }
});

test('take-and-break in edit: a click between tokens where a winning move is marked says what a click there does', async ({ page }) => {
  await openAt(page, 'tb(4!.0):7,12');
  const card = page.locator('#boards .comp[data-comp="2"]');
  const cut = await card.locator('.tb-cutmark').first().boundingBox();
  expect(cut, 'a winning cut is marked').not.toBeNull();
  await page.mouse.click(cut.x + cut.width / 2, cut.y + cut.height - 8);
  await settle(page);
  await expect(page.locator('#message')).toContainText(/click a token/);
});
