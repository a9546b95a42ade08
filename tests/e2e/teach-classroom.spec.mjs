// teach-classroom.spec.mjs — classroom mode: a projector stage with
// the values hidden and revealed one at a time, the XOR table built step by
// step to the engine's nim-sum and verdict; the quiz on generated positions
// keeps a running score, judged here against `grundy analyze`.

import { test, expect } from './fixtures.mjs';
import { cli, openApp, openTab, shots, idle, SHOTS, SEED, examplesAndQuestions } from './teach-lib.mjs';
import { sweepInPage } from './app-helpers.mjs';

const stage = (page) => page.locator('.teach-stage');

test('values hidden, revealed one at a time; the XOR table step by step to the verdict', async ({ page }) => {
  const position = 'nim:3,4,5+sub(1-3):6+checkers:..o.oo.o';
  await openApp(page, position);
  await openTab(page, 'classroom');
  await page.click('#teach-classroom >> text=Start classroom mode');
  await expect(stage(page)).toBeVisible();
  const a = cli('analyze', position);
  const k = a.components.length;
  const reveals = stage(page).locator('.teach-reveal');
  await expect(reveals).toHaveCount(k);
  for (let i = 0; i < k; i++) await expect(reveals.nth(i)).toHaveText('SG ?');
  await expect(stage(page).locator('.teach-xor-table tr.hidden-row')).toHaveCount(k);
  await expect(stage(page).locator('.teach-verdict')).toHaveCount(0);

  // One value per step, in order (button or → key).
  for (let i = 0; i < k; i++) {
    if (i % 2) await page.keyboard.press('ArrowRight');
    else await stage(page).locator('.teach-next').click();
    await expect(reveals.nth(i)).toHaveText(`SG ${a.components[i].sg}`);
    if (i + 1 < k) await expect(reveals.nth(i + 1)).toHaveText('SG ?');
    const bits = await stage(page).locator(`.teach-xor-table tbody tr:nth-child(${i + 1}) td.bit`).allInnerTexts();
    expect(parseInt(bits.join(''), 2)).toBe(a.components[i].sg);
  }
  // The page's own boards, large; "Show why" draws the reasons on them.
  await expect(stage(page).locator('svg.board')).toHaveCount(k);
  await stage(page).locator('text=Show why').click();
  await expect(stage(page).locator('svg.board .teach-overlay')).toHaveCount(k);
  await expect(stage(page).locator('svg.board .teach-overlay .t-label', { hasText: 'rest 2' })).toHaveCount(1); // sub(1-3):6: 6 mod 4
  await shots(page, 'classroom-lesson', null, { full: false });
  await stage(page).locator('text=Hide why').click();
  await expect(stage(page).locator('.teach-overlay')).toHaveCount(0);

  // Then the nim-sum column by column, then the verdict.
  const width = await stage(page).locator('.teach-xor-table tr.sum td.bit').count();
  for (let j = 0; j < width; j++) {
    await stage(page).locator('.teach-next').click();
    await expect(stage(page).locator('.teach-say')).toContainText('Column');
  }
  const sumBits = await stage(page).locator('.teach-xor-table tr.sum td.bit').allInnerTexts();
  expect(parseInt(sumBits.join(''), 2)).toBe(a.nimsum);
  await expect(stage(page).locator('.teach-xor-table tr.sum td.dec')).toHaveText(String(a.nimsum));
  await stage(page).locator('.teach-next').click();
  await expect(stage(page).locator('.teach-verdict')).toContainText(a.verdict === 'N' ? 'the player to move wins' : 'the player to move loses');
  await expect(stage(page).locator('.teach-next')).toBeDisabled();

  // Hide all, reveal one out of order; Escape leaves the stage.
  await stage(page).locator('text=Hide all').click();
  await expect(reveals.nth(2)).toHaveText('SG ?');
  await reveals.nth(2).click();
  await expect(reveals.nth(2)).toHaveText(`SG ${a.components[2].sg}`);
  await expect(reveals.nth(0)).toHaveText('SG ?');
  await page.keyboard.press('Escape');
  await expect(stage(page)).toBeHidden();
});

test('the quiz: generated positions, answers judged by the engine, a running score', async ({ page }) => {
  await openApp(page, 'nim:1,2');
  await openTab(page, 'classroom');
  await page.click('#teach-classroom >> text=Start the quiz');
  const score = stage(page).locator('.teach-score');
  await expect(score).toHaveAttribute('data-asked', '0');
  let right = 0;
  for (let q = 0; q < 6; q++) {
    await expect(stage(page).locator('.teach-answer:not([disabled])').first()).toBeVisible();
    const position = await stage(page).locator('.teach-quiz-pos code').innerText();
    const a = cli('analyze', position);
    expect(a.over || a.threat).toBe(false);
    const wantRight = q % 2 === 0;
    const moves = await stage(page).locator('.teach-answer[data-move]').evaluateAll((bs) => bs.map((b) => b.dataset.move));
    let ok;
    if (moves.length) { // "find a winning move": only offered when one exists
      expect(a.verdict).toBe('N');
      const good = moves.filter((m) => a.winning.includes(m));
      const bad = moves.filter((m) => !a.winning.includes(m));
      expect(good.length).toBeGreaterThan(0);
      const pick = wantRight || !bad.length ? good[0] : bad[0];
      ok = a.winning.includes(pick);
      await stage(page).locator(`.teach-answer[data-move="${pick}"]`).click();
    } else { // "is this a P-position?"
      const answer = wantRight ? a.verdict : a.verdict === 'P' ? 'N' : 'P';
      ok = answer === a.verdict;
      await stage(page).locator(`.teach-answer[data-answer="${answer}"]`).click();
    }
    right += ok ? 1 : 0;
    await expect(stage(page).locator('.teach-quiz-feedback')).toHaveClass(new RegExp(ok ? 'right' : 'wrong'));
    await expect(stage(page).locator('.teach-quiz-feedback')).toContainText(a.components.length === 1 ? `Its SG value is ${a.nimsum}` : `= ${a.nimsum}`);
    await expect(score).toHaveAttribute('data-asked', String(q + 1));
    await expect(score).toHaveAttribute('data-right', String(right));
    if (q === 1) await shots(page, 'classroom-quiz', null, { full: false });
    await stage(page).locator('.teach-quiz-next').click();
  }
  await expect(score).toHaveText(new RegExp(`Score ${right} / 6`));
});

/** Steps the lesson to the end; at each step, what the narration names (a
 *  component: its row of the table and its card; a column: its heading; the
 *  end: the verdict) must be on screen, at a size a room can read. */
async function narrationOnScreen(page, position, cards) {
  const a = cli('analyze', position);
  const k = a.components.length;
  const bits = Math.max(1, ...a.components.map((c) => c.sg.toString(2).length));
  const next = stage(page).locator('.teach-next');
  for (let step = 1; step <= k + bits + 1; step++) {
    await next.click();
    // what the step names, found and measured in the page in one call (a call per element costs seconds on a busy machine)
    const kind = step <= k ? 'comp' : step <= k + bits ? 'col' : 'verdict';
    const col = 2 ** (k + bits - step);
    const seen = await stage(page).evaluate((st, [kind, step, col, cards]) => {
      const named = kind === 'comp' ? [st.querySelector(`.teach-xor-table tbody tr:nth-child(${step})`), step <= cards ? st.querySelector(`.teach-card:nth-child(${step})`) : undefined]
        : kind === 'col' ? [[...st.querySelectorAll('.teach-xor-table thead th')].find((th) => th.textContent.trim() === String(col))]
          : [st.querySelector('.teach-verdict')];
      // on screen and not hidden under or clipped by anything: its centre and two corners (nudged in) hit the element itself
      const onScreen = (el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) return false;
        const d = Math.min(12, r.width / 4, r.height / 4); // inside rounded corners
        const pts = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + d, r.top + d], [r.right - d, r.bottom - d]];
        return pts.every(([x, y]) => { const at = document.elementFromPoint(x, y); return at === el || el.contains(at); });
      };
      const sayEl = st.querySelector('.teach-say');
      return {
        say: sayEl.innerText, sayOn: onScreen(sayEl),
        named: named.filter((el) => el !== undefined).map((el) => el && { on: onScreen(el), px: parseFloat(getComputedStyle(el.querySelector('th, td, code') ?? el).fontSize) }),
      };
    }, [kind, step, col, cards]);
    const say = seen.say;
    if (kind === 'comp') expect(say).toContain(`Component ${step}: SG ${a.components[step - 1].sg}`);
    if (kind === 'col') expect(say).toContain(`Column ${col}:`);
    for (const el of seen.named) {
      expect(el, `step ${step} ("${say}"): what it names is there`).not.toBeNull();
      expect(el.on, `step ${step} ("${say}"): what it names is on screen`).toBe(true);
      expect(el.px, `step ${step}: readable from the back of a room`).toBeGreaterThanOrEqual(24);
    }
    expect(seen.sayOn, 'the narration itself is on screen').toBe(true);
  }
  await expect(next).toBeDisabled();
}

test('on a projector (1920×1080) everything the narration names is on screen: the six-game sum', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openApp(page, 'nim:1');
  await page.selectOption('#game', 'sum'); // its first example: one of each game
  await expect(page.locator('#example option:checked')).toHaveText('One of each game');
  const sum = await page.evaluate(() => globalThis.grundy.position());
  await openTab(page, 'classroom');
  await page.click('#teach-classroom >> text=Start classroom mode');
  const head = await stage(page).locator('.teach-stage-head').boundingBox();
  expect(head.height, 'the title takes at most two short lines').toBeLessThanOrEqual(130);
  await narrationOnScreen(page, sum, 40);
  await page.screenshot({ path: `${SHOTS}/teach-classroom-projector-sum.png` });
});

test('on a projector (1920×1080) everything the narration names is on screen: 15 heaps', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const heaps = 'nim:' + Array.from({ length: 15 }, (_, i) => i + 1).join(',');
  await openApp(page, heaps);
  await openTab(page, 'classroom');
  await page.click('#teach-classroom >> text=Start classroom mode');
  await narrationOnScreen(page, heaps, 40);
  await page.screenshot({ path: `${SHOTS}/teach-classroom-projector-15.png` });
});

test('classroom mode keeps the keyboard inside while open; Escape returns it', async ({ page }) => {
  await openApp(page, 'nim:3,4,5');
  await openTab(page, 'classroom');
  const opener = page.locator('#teach-classroom >> text=Start classroom mode');
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(stage(page)).toBeVisible();
  const inside = () => page.evaluate(() => document.querySelector('.teach-stage').contains(document.activeElement));
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press(i < 20 ? 'Tab' : 'Shift+Tab');
    expect(await inside(), `after ${i + 1} Tab presses`).toBe(true);
  }
  // a reveal button pressed by keyboard keeps the focus (the stage redraws)
  await stage(page).locator('.teach-reveal').first().focus();
  await page.keyboard.press('Enter');
  await expect(stage(page).locator('.teach-reveal').first()).toHaveText(/SG \d/);
  expect(await inside()).toBe(true);
  // the page behind cannot be clicked or focused
  expect(await page.evaluate(() => document.querySelector('main').inert)).toBe(true);
  // the quiz too
  await stage(page).locator('button', { hasText: /^Quiz$/ }).click();
  await expect(stage(page).locator('.teach-answer').first()).toBeVisible();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `quiz: after ${i + 1} Tab presses`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(stage(page)).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.querySelector('main').inert)).toBe(false);
});

test('the quiz lists its games in the picker\'s order, and its random questions are the test\'s seeded choices: a fresh load asks the same ones again (a failure can be replayed)', async ({ page }) => {
  const ask = async () => {
    await openApp(page, 'nim:1,2');
    await openTab(page, 'classroom');
    await page.click('#teach-classroom >> text=Start the quiz');
    const asked = [];
    for (let q = 0; q < 4; q++) {
      await expect(stage(page).locator('.teach-answer:not([disabled])').first()).toBeVisible();
      asked.push(await stage(page).locator('.teach-quiz-pos code').innerText());
      await stage(page).locator('.teach-answer').first().click();
      await stage(page).locator('.teach-quiz-next').click();
    }
    return asked;
  };
  const first = await ask();
  // the games to choose from, in the picker's order (not the order their boards loaded in)
  const listed = (await stage(page).locator('.teach-quiz-games label').allInnerTexts()).map((t) => t.trim());
  expect(listed).toEqual(await page.evaluate(() => globalThis.grundy.GAMES.map((g) => g.title)));
  expect(new Set(first).size, `four questions, not one asked again: ${first.join(' | ')}`).toBeGreaterThan(1);
  expect(await ask()).toEqual(first);
});

test('the quiz explains its answer in a sentence that fits one component or a sum', async ({ page }) => {
  await openApp(page, 'nim:1');
  const cases = [ // [position, what the sentence says]; values from grundy analyze
    ['sub(1-3):4', (a) => `Its SG value is 0: a P-position`],
    ['nim:5', (a) => `Its SG value is 5, not 0: an N-position — a move to a position of value 0 wins. Winning move: ${a.moves.find((m) => m.winning).label}.`],
    ['nim:1,2,3', (a) => 'SG values 1 ⊕ 2 ⊕ 3 = 0: nim-sum 0, a P-position — no winning move exists.'],
    ['nim:1,2', (a) => 'SG values 1 ⊕ 2 = 3: nim-sum 3 ≠ 0, an N-position. Winning move: #2: take 1 (2 → 1).'],
  ];
  for (const [position, want] of cases) {
    const a = cli('analyze', position);
    const said = await page.evaluate(async (x) => (await import(new URL('teach/classroom.js', document.baseURI).href)).explainAnswer(x), a);
    expect(said, position).toContain(want(a));
    expect(said, position).not.toMatch(/SG values \d+ =/); // never a "sum" of one value
  }
});

test('the quiz on "Game on a graph" alone draws each question\'s graph', async ({ page }) => {
  await openApp(page, 'nim:1,2');
  await openTab(page, 'classroom');
  await page.click('#teach-classroom >> text=Start the quiz');
  const boxes = stage(page).locator('.teach-quiz-games label');
  await expect(boxes.first()).toBeVisible();
  // only "Game on a graph": tick it, then untick every other one
  await boxes.filter({ hasText: 'Game on a graph' }).locator('input').check();
  const n = await boxes.count();
  for (let k = 0; k < n; k++) {
    const box = boxes.nth(k);
    if (!(await box.textContent()).includes('Game on a graph')) await box.locator('input').uncheck();
  }
  for (let q = 0; q < 4; q++) {
    await stage(page).locator('button', { hasText: 'Skip' }).click();
    await expect(stage(page).locator('.teach-quiz-pos code')).toContainText('graph(');
    const position = await stage(page).locator('.teach-quiz-pos code').innerText();
    const a = cli('analyze', position);
    const nodes = a.params.find((p) => p.game === 'graph').nodes.length;
    for (let i = 0; i < a.components.length; i++)
      await expect(stage(page).locator('.teach-card').nth(i).locator('.gr-n'), `${position}: every node drawn`).toHaveCount(nodes);
  }
});

test('every game\'s quiz questions draw their board: the pieces the page\'s own board has in play', async ({ page }) => {
  test.slow(); // three questions of every game
  await openApp(page, 'nim:1,2');
  await page.click('#mode-play');
  await idle(page);
  const games = await page.evaluate(async () => {
    await globalThis.grundy.loadAll();
    return (await import(new URL('teach/quizgen.js', document.baseURI).href)).quizGames();
  });
  expect(games.length).toBe(await page.evaluate(() => globalThis.grundy.GAMES.length));
  for (const game of games) {
    for (let q = 0; q < 3; q++) {
      // a question as the quiz makes it, drawn as the quiz draws it
      const asked = await page.evaluate(async (g) => {
        const { generate } = await import(new URL('teach/quizgen.js', document.baseURI).href);
        const { pictures } = await import(new URL('teach/boards.js', document.baseURI).href);
        const a = await globalThis.grundy.engine.analyze(generate([g]));
        return { text: a.position, pieces: pictures(a).map(({ svg }) => svg.querySelectorAll('[data-act]').length) };
      }, game);
      expect(asked.pieces.every((n) => n > 0), `${game}: ${asked.text} draws something`).toBe(true);
      // the same position on the page's board, in play
      expect(await page.evaluate((t) => globalThis.grundy.open(t), asked.text)).toBe(true);
      await idle(page);
      const onPage = await page.locator('#boards .comp').evaluateAll((cs) => cs.map((c) => c.querySelectorAll('svg.board [data-act]').length));
      expect(asked.pieces, `${game}: ${asked.text} — the quiz's picture has the board's pieces`).toEqual(onPage);
    }
  }
});

test('on a projector (1920×1080) every board\'s own words are readable: at least 20 px (one of each game, with the "why" marks)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openApp(page, 'nim:1');
  const sum = await page.evaluate(async () => {
    await globalThis.grundy.loadAll();
    return globalThis.grundy.BOARDS.map((b) => b.examples[0][1].replace(/,.*$/, '')).join('+');
  });
  await openApp(page, sum);
  await openTab(page, 'classroom');
  await page.click('#teach-classroom >> text=Start classroom mode');
  await stage(page).locator('button', { hasText: 'Reveal all' }).click();
  await stage(page).locator('button', { hasText: 'Show why' }).click();
  await expect(stage(page).locator('.teach-overlay').first()).toBeAttached();
  const small = await stage(page).evaluate((st) => {
    const out = [];
    for (const svg of st.querySelectorAll('.teach-card svg.board')) {
      const k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width; // screen px per unit
      const game = svg.closest('.teach-card').dataset.game;
      for (const t of svg.querySelectorAll('text')) {
        if (!t.textContent.trim() || t.getClientRects().length === 0) continue;
        const px = parseFloat(getComputedStyle(t).fontSize) * k;
        if (px < 20) out.push(`${game}: "${t.textContent.slice(0, 20)}" ${px.toFixed(1)} px`);
      }
    }
    return out;
  });
  expect(small, 'board words under 20 px on the projector').toEqual([]);
});

// On the projector the boards are drawn at twice their size: each board's
// words keep the room its layout gives them (a count of 10^6, a colour's
// label past the last column, the place numbers of a stone box); words made
// larger than the layout that placed them ran past the board and over one
// another. Every example of every game and quiz questions of every game, in
// both languages (other words, other widths). The questions come from a
// seed the failure names (GRUNDY_SEED=N replays it).
for (const lang of ['en', 'zh']) test(`${lang}: on a projector (1920×1080) every board's words stay on it and apart: every example and quiz questions of every game`, async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`./#nim:1&lang=${lang}`);
  await page.waitForSelector('#teach[data-ready]');
  await idle(page);
  const list = await examplesAndQuestions(page);
  expect(list.length).toBeGreaterThan(120);
  await openTab(page, 'classroom');
  await page.click('#teach-classroom .teach-primary');
  await expect(stage(page)).toBeVisible();
  // (in the page, the whole list in one call: the stage's buttons pressed as clicks do)
  const found = await sweepInPage(page, list, async ([name, text], { idle, layout }) => {
    if (!await globalThis.grundy.open(text)) return [`${name}: ${text} not opened`];
    await idle(text);
    const stage = document.querySelector('.teach-stage');
    for (const control of ['load', 'all']) {
      const button = stage.querySelector(`[data-control=${control}]`);
      if (!button?.checkVisibility() || button.disabled) return [`${name} (${text}): no ${control} button to press`];
      button.click();
      await idle(`${text}: ${control}`);
    }
    return layout('.teach-stage').map((p) => `${name} (${text}): ${p}`);
  }).then((r) => r.flat());
  expect(found, `${found.join('\n')}\n(GRUNDY_SEED=${SEED})`).toEqual([]);
});
