// app-freeze.spec.mjs — nothing the page accepts blocks its main thread for
// more than 200 ms of processor time, proven by Chromium's trace
// (trace-lib.mjs): each heavy link is opened fresh while the browser traces,
// and every task the page's renderer ran is read back. (A busy machine
// inflates thread time too, less: a measurement over the limit is made
// again, twice at most, and the least kept — see leastOf.) The links: a
// graph of 256 nodes, Moore's Nim with 60 heaps, a Hackenbush picture of
// 1,024 edges, Turning Corners 32 × 32, a 200-node graph redrawn; a 1 MB
// link is refused before any work (no parse, no worker); a heavy link shows
// the board's frame and its progress at once; a link far past the work
// bound (a table, a search) is refused before the work; every example and
// every size limit of every game.

import { test, expect } from './fixtures.mjs';
import { settle, goTo } from './app-helpers.mjs';
import { LIMITS, LINKS, cyclic } from '../tools/limits.mjs';
import { LIMIT_MS, tasksOf, leastOf, longest, judge } from './trace-lib.mjs';

// Its tests stand alone (each opens what it needs): the two workers may share them out.
test.describe.configure({ mode: 'parallel' });

for (const [what, link] of Object.entries(LINKS)) {
  test(`${what}: opened from its link, no task blocks the page for ${LIMIT_MS} ms`, async ({ page, browser }) => {
    const t = await longest(browser, page, async () => {
      await page.goto(`./#${link}`);
      await settle(page);
      await expect(page.locator('#boards .comp, #boards .cline').first()).toBeVisible();
    }, () => page.goto('about:blank'));
    console.log(`${what}: longest task ${t.cpu.toFixed(0)} ms of processor time (${t.wall.toFixed(0)} ms wall)`);
    expect(t.cpu).toBeLessThan(LIMIT_MS);
    expect(await page.locator('#message.error').count(), 'accepted, not refused').toBe(0);
  });
}

test(`a 200-node graph redraws (each token's card) without a task of ${LIMIT_MS} ms`, async ({ page, browser }) => {
  await page.goto(`./#${cyclic(200)}:a,c,e`);
  await settle(page);
  const t = await longest(browser, page, async () => {
    for (let k = 0; k < 3; k++) {
      await page.evaluate(() => new Promise((ok) => { document.addEventListener('grundy:render', ok, { once: true }); globalThis.grundy.redraw(); }));
    }
  });
  expect(t.cpu).toBeLessThan(LIMIT_MS);
  // a readable layout: the nodes spread over rows and columns, none on another
  const spots = await page.locator('#boards .comp[data-comp="1"] .gr-n circle.gr-node').evaluateAll((cs) => cs.map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]));
  expect(spots.length).toBe(200);
  const xs = new Set(spots.map(([x]) => x)), ys = new Set(spots.map(([, y]) => y));
  expect(xs.size, 'many columns, not one tall column').toBeGreaterThan(8);
  expect(ys.size, 'many rows').toBeGreaterThan(8);
  expect(new Set(spots.map((p) => p.join())).size, 'no two nodes in one place').toBe(200);
});

test('a 1 MB link is refused before any work: no task of 200 ms, no worker, the text kept out of the field', async ({ page, browser }) => {
  test.slow(); // a megabyte address: the browser's navigation and its trace (tens of MB, the address in each navigation event) take seconds
  await page.goto('./#nim:1');
  await settle(page);
  const link = `ruler:${'H'.repeat(1_000_000)}`;
  const t = await longest(browser, page, async () => {
    await page.goto('about:blank');
    await page.goto(`./#${link}`);
    await settle(page);
  });
  expect(t.cpu).toBeLessThan(LIMIT_MS);
  await expect(page.locator('#message')).toContainText('the position text has 1000006 characters; the limit is 1000000');
  const r = await page.evaluate(() => ({
    worker: performance.getEntriesByType('resource').some((e) => /engine\/worker\.js/.test(e.name)),
    field: document.querySelector('#postext').value.length,
    placeholder: document.querySelector('#postext').placeholder,
    text: globalThis.grundy.position(),
  }));
  expect(r.worker, 'no worker was started for it').toBe(false);
  expect(r.field, 'the megabyte is not laid out in the Position field').toBe(0);
  expect(r.placeholder).toMatch(/1,000,006 characters/);
  expect(r.text).toBe('nim:3,4,5');
});

// History records a long address at a cost of 150-300 ms each time, whatever
// the state beside it: a link near the text limit that the page would write
// back unchanged is not recorded again.
test('a link near the text limit is not written back to the history when it stays the same', async ({ page }) => {
  test.slow();
  const text = `checkers:${Array(4900).fill(`o${'.'.repeat(198)}`).join(',')}`;
  expect(text.length).toBeGreaterThan(900_000);
  await page.addInitScript(() => {
    globalThis.__long = [];
    for (const k of ['pushState', 'replaceState']) {
      const f = history[k].bind(history);
      history[k] = (state, title, url) => { if (String(url ?? location.hash).length > 100_000) globalThis.__long.push(k); return f(state, title, url); };
    }
  });
  await page.goto(`./#${text}`);
  await settle(page);
  expect(await page.evaluate(() => globalThis.grundy.position())).toBe(text);
  expect(await page.evaluate(() => globalThis.__long), 'history calls with the long address').toEqual([]);
});

test('a heavy link shows the board\'s frame and its progress at once, and Cancel stops it', async ({ page }) => {
  // a heap of 2,500,000 in Grundy's game: within a few times the worker's bound, so it is tried
  await page.goto('./#tb(4!.0):2500000');
  await expect(page.locator('#working')).toBeVisible();
  await expect(page.locator('#boards .comp.pending')).toHaveCount(1);
  await expect(page.locator('#boards .comp.pending')).toContainText('tb(4!.0):2500000');
  await expect(page.locator('#game')).toHaveValue('tb');
  await expect(page.locator('#postext')).toHaveValue('tb(4!.0):2500000');
  await page.click('#cancel');
  await settle(page);
  await expect(page.locator('#working')).toBeHidden();
  await expect(page.locator('#boards .comp.pending')).toHaveCount(0);
  await expect(page.locator('#message')).toContainText('Stopped');
  await expect(page.locator('#postext')).toHaveValue('tb(4!.0):2500000'); // still there to come back to
});

test('a link far past the work bound is refused before the work, saying what fits', async ({ page, browser }) => {
  // Grundy's game at heap 10^18: no period is known, so every smaller heap's value is needed
  const t0 = Date.now();
  const t = await longest(browser, page, async () => {
    await page.goto('./#tb(4!.0):1000000000000000000');
    await expect(page.locator('#message.error')).toContainText('far more than', { timeout: 200_000 });
  }, () => page.goto('about:blank'));
  const ms = Date.now() - t0;
  console.log(`Grundy's game at 10^18: refused after ${ms} ms (longest task ${t.cpu.toFixed(0)} ms; the worker's processor time ${t.worker.toFixed(0)} ms)`);
  expect(t.cpu).toBeLessThan(LIMIT_MS);
  const msg = await page.locator('#message').textContent();
  expect(msg).toMatch(/tb\(4!\.0\) has no proven period/);
  expect(msg).toMatch(/heap sizes up to about \d+ are valued within this bound/);
  expect(msg).toMatch(/command line's --work allows more/);
  const heap = Number(/up to about (\d+)/.exec(msg)[1]);
  expect(heap).toBeGreaterThan(100000); // the estimate is honest: Grundy's game runs near-linear
  await expect(page.locator('#working')).toBeHidden();
  // the refusal came before the work: the worker computed only the estimate's probe, not the
  // whole bound (about 14 s of work in the page), judged in processor time, not wall time
  expect(t.worker, 'refused within a few seconds of the worker\'s processor time').toBeLessThan(8000);
});

test('a search that would take minutes is refused before it, naming the size that fits', async ({ page }) => {
  // Arc-Kayles on a 8 × 5 grid: a part of 40 nodes (before, the worker searched for minutes)
  await page.goto('./#arckayles:grid(8x5)');
  await expect(page.locator('#message.error')).toContainText('by search would take', { timeout: 10000 });
  await expect(page.locator('#message')).toContainText(/Arc-Kayles: a search would value a connected part of 40 nodes; grid parts of up to about \d+ nodes are valued/);
  await expect(page.locator('#working')).toBeHidden();
  // a board its own mirror image is worth 0 at once: never refused
  await page.goto('about:blank');
  await page.goto('./#arckayles:grid(6x6)');
  await settle(page);
  await expect(page.locator('#message.error')).toHaveCount(0);
  await expect(page.locator('#nimsum')).toHaveAttribute('data-value', '0');
});

/* ---- every example, every size limit --------------------------------------------
** Every board's worked examples, picked from the menu as a reader does, and
** positions at the sizes each board and the engine allow — the largest drawn
** in full and the largest accepted (drawn compactly, or refused before the
** work; tests/tools/limits.mjs) — opened from their links: no task of 200 ms
** in any. */

const games = async (page) => page.evaluate(async () => {
  await globalThis.grundy.loadAll();
  return globalThis.grundy.GAMES.map((g) => g.game);
});


test('the limits list every game the page offers', async ({ shared: page }) => {
  await goTo(page, 'nim:1');
  await settle(page);
  expect(Object.keys(LIMITS).sort()).toEqual((await games(page)).sort());
});

for (const game of Object.keys(LIMITS)) {
  test(`${game}: every example picked from the menu, then positions at its size limits from their links, without a task of ${LIMIT_MS} ms`, async ({ shared: page, browser }) => {
    test.slow(); // an open per example and per limit, each traced
    const start = async () => {
      await goTo(page, LIMITS.nim[0].slice(0, 20));
      await settle(page);
    };
    await start();
    await page.evaluate((g) => globalThis.grundy.need([g]), game);
    const examples = await page.evaluate((g) => globalThis.grundy.boards[g].examples.map(([label]) => label), game);
    // the game picked (its first example opens), then each example from the menu
    const steps = [[`picked "${game}"`, async () => {
      await page.selectOption('#game', game);
      await page.waitForFunction((g) => globalThis.grundy.model().comps.every((c) => c.game === g), game);
      await settle(page);
    }]];
    examples.forEach((label, k) => steps.push([`example "${label}"`, async () => {
      await page.selectOption('#example', `${game}:${k}`);
      await settle(page);
    }]));
    // then the limits, each from its link on a fresh load (in the same trace)
    for (const link of LIMITS[game]) steps.push([`${link.slice(0, 40)}… (${link.length} characters)`, async () => {
      await page.goto('about:blank');
      await page.goto(`./#${link}`);
      await settle(page);
    }]);
    judge(game, await leastOf(() => tasksOf(browser, page, steps), start));
  });
}

test(`"Sum of different games" picked, then every sum example from the menu, without a task of ${LIMIT_MS} ms`, async ({ shared: page, browser }) => {
  test.slow();
  const start = async () => {
    await goTo(page, 'nim:3,4,5');
    await settle(page);
  };
  await start();
  const steps = [['picked "Sum of different games"', async () => {
    await page.selectOption('#game', 'sum');
    await page.waitForFunction(() => new Set(globalThis.grundy.model().comps.map((c) => c.game)).size > 1);
    await settle(page);
  }]];
  const n = await page.evaluate(async () => { await globalThis.grundy.loadAll(); return globalThis.grundy.BOARDS.flatMap((b) => b.sums ?? []).length + 1; });
  for (let k = 1; k < n; k++) steps.push([`sum example ${k}`, async () => {
    await page.selectOption('#example', `sum:${k}`);
    await settle(page);
  }]);
  judge('sum', await leastOf(() => tasksOf(browser, page, steps), start));
});

test(`the language switched on the largest rows, to Chinese and back, without a task of ${LIMIT_MS} ms`, async ({ shared: page, browser }) => {
  test.slow();
  // a new language restyles the whole page: 20 rows of 200 coins, 20 rows of 200 pins
  for (const link of [LIMITS.turtles[0], LIMITS.octal[0]]) {
    const start = async () => {
      await page.goto('about:blank');
      await page.goto(`./#${link}`);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    };
    await start();
    const to = (code, html) => [`${link.slice(0, 12)}…: to ${code}`, async () => {
      await page.locator(`#langs button[data-lang="${code}"]`).click();
      // (waited for in the page: an expect that fails once would have Playwright
      // describe the whole page in it, seconds of the page's thread in the trace)
      await page.waitForFunction((l) => document.documentElement.lang === l, html);
      await settle(page);
    }];
    judge('language', await leastOf(() => tasksOf(browser, page, [to('zh', 'zh-CN'), to('en', 'en')]), start));
  }
});

test(`cold loads (an empty cache each, as a first visit): no task of ${LIMIT_MS} ms`, async ({ browser, baseURL }) => {
  test.slow(); // eight first visits, each traced
  const results = [];
  for (const [k, hash] of ['', '', '', '', '#nim:3,4,5&teach=why', '#cram:4x5', '#graph(a>b/c,b>c):a,b', '#octal(0.77):ooooooo'].entries()) {
    const [t] = await leastOf(async () => {
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      const page = await context.newPage();
      try {
        return await tasksOf(browser, page, [[`cold load ${k + 1} ${hash || '(the default position)'}`, async () => {
          await page.goto(`./${hash}`);
          await settle(page);
          await page.waitForSelector('#teach[data-ready]'); // the teaching tools load after the first values
        }]]);
      } finally {
        await context.close();
      }
    });
    results.push(t);
  }
  judge('cold loads', results);
});

test(`the sequence explorer at its limits (10^6 sizes of a family the engine computes at once, 10^6 of a code computed in steps), without a task of ${LIMIT_MS} ms`, async ({ shared: page, browser }) => {
  test.slow();
  await goTo(page, 'nim:1');
  await settle(page);
  const steps = ['sub(1-3):1000000', 'staircase:1000000', 'tb(4!.0):1000000'].map((seq) => [`the explorer to ${seq}`, async () => {
    await page.goto('about:blank');
    await page.goto(`./#nim:1&teach=sequence&seq=${seq}`);
    await expect(page.locator('#teach-sequence')).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
    await expect(page.locator('#teach-sequence .teach-seq-scatter')).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  }]);
  judge('sequences', await leastOf(() => tasksOf(browser, page, steps)));
});
