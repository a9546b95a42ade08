// app-problems.spec.mjs — the classic problems, by course topic, in English
// and in Chinese: every judge the engine lists is under its topic; each
// problem shows our own statement (in the page's language, not the other's),
// the link to its original page (built here from the site and the number),
// its sample in the input box answered exactly as the engine's judge answers
// it (engine.judge in the page, not a copy), and for each case a winning
// move: the one the engine's analysis lists first, which played by the
// engine leaves a P-position, named by the 1-based place of its component;
// a case opens on the board with its SG values. The view says nothing in the
// other language (the problems' output words, shown as code, aside), and it
// works from the keyboard.

import { test, expect } from './fixtures.mjs';
import { openAt, settle } from './app-helpers.mjs';
import { englishIn, chineseIn, seenText } from './lang-lib.mjs';

// Its tests stand alone (each opens what it needs): the two workers may share them out.
test.describe.configure({ mode: 'parallel' });

/** The address of a problem's page, from the site and number it names. */
function address(problem) {
  const [, site, n] = /^(\w+) (P?\d+)/.exec(problem);
  return {
    HDU: `https://acm.hdu.edu.cn/showproblem.php?pid=${n}`,
    POJ: `http://poj.org/problem?id=${n}`,
    Luogu: `https://www.luogu.com.cn/problem/${n}`,
    AcWing: `https://www.acwing.com/problem/content/${Number(n) + 2}/`,
    UVa: `https://onlinejudge.org/external/${Math.floor(n / 100)}/${n}.pdf`,
    LightOJ: /^https:\/\/lightoj\.com\/problem\/[a-z0-9-]+$/,
  }[site];
}

async function openProblems(page, lang) {
  await openAt(page, 'nim:3,4,5', `&lang=${lang}`);
  await page.click('#judge-open');
  await expect(page.locator('dialog#judge[open]')).toHaveCount(1);
  return page.evaluate(() => globalThis.grundy.state.info.judges);
}

/** What the panel shows now, read in one step: the statement, the link to
 *  the original, the sample in the input box, the text a person sees
 *  without the problem's output words (code in the statement, the output
 *  and the answers: verbatim), and for each case with a position its move
 *  (data-move, the cell's words) checked by the engine in the page: the
 *  verdict, and where there is a move, whether the analysis lists it as
 *  winning, the verdict after it, its component and where it starts. */
async function panelNow(page, cases) {
  const now = await page.evaluate(async (cases) => {
    const e = globalThis.grundy.engine;
    const q = (s) => document.querySelector(s);
    const link = q('#judge .judge-link');
    const out = {
      statement: q('#judge .judge-statement').textContent.trim(),
      href: link.getAttribute('href'), rel: link.getAttribute('rel'), target: link.getAttribute('target'),
      input: q('#judge-input').value,
      cases: [],
    };
    for (const c of cases) {
      const cell = q(`#judge .judge-move[data-for="${c.case}"]`);
      const move = cell.getAttribute('data-move'), text = cell.textContent.trim();
      let a, check = null;
      try { a = await e.analyze(c.position, { winning: true }); } catch (err) { check = { refused: err.message }; }
      if (check) { /* refused */ } else if (!move) check = { verdict: a.verdict, parts: a.components.length };
      else {
        const after = await e.analyze(await e.play(c.position, move));
        const m = a.moves.find((x) => x.move === move);
        check = { verdict: a.verdict, parts: a.components.length, after: after.verdict, listed: !!m?.winning, component: m?.component, from: m?.from, text: a.components[(m?.component ?? 1) - 1]?.text };
      }
      out.cases.push({ move, text, check });
    }
    return out;
  }, cases);
  now.seen = await seenText(page, '#judge', '#judge code, #judge .judge-out, #judge .judge-answers');
  return now;
}

for (const lang of ['en', 'zh']) {
  test(`${lang}: every problem under its topic, with its statement, link, sample answered and a winning move of each case`, async ({ page }) => {
    test.setTimeout(600_000);
    const judges = await openProblems(page, lang);
    expect(judges.length).toBeGreaterThanOrEqual(31);
    const codes = await page.evaluate(() => globalThis.grundy.state.info.games.map((g) => g.name));
    // the topics, each listing its problems
    const topics = await page.locator('#judge .judge-topic').evaluateAll((els) => els.map((e) => ({ id: e.dataset.topic, title: e.querySelector('h3').textContent, judges: [...e.querySelectorAll('[data-judge]')].map((b) => b.dataset.judge), none: e.querySelector('.judge-none')?.textContent ?? '' })));
    for (const t of topics) {
      expect(t.title.trim(), `topic ${t.id} has a title`).not.toBe('');
      expect(t.judges.length > 0 || t.none.trim() !== '', `topic ${t.id} lists problems or says it has none`).toBe(true);
    }
    for (const j of judges) expect(topics.find((t) => t.id === j.topic)?.judges, `${j.name} under ${j.topic}`).toContain(j.name);
    expect(topics.map((t) => t.id).slice(0, 3)).toEqual(['bash', 'nim', 'sg']);

    for (const j of judges) {
      await page.locator(`#judge [data-judge="${j.name}"]`).click();
      await expect(page.locator(`#judge [data-judge="${j.name}"]`)).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('#judge-format')).toHaveValue(j.name);
      // the sample, answered as the engine's judge answers it (engine.judge in the page)
      await expect(page.locator('#judge-input')).toHaveValue(j.sample);
      const r = await page.evaluate((name) => globalThis.grundy.engine.judge(name, document.querySelector('#judge-input').value), j.name);
      await expect(page.locator('#judge .judge-cases tbody tr')).toHaveCount(r.cases.length);
      await expect.poll(() => page.locator('#judge .judge-out').evaluate((el) => el.textContent), { message: `${j.name}: the output` }).toBe(r.output);
      // each case's winning move, once every case has one (the worker finds them in turn)
      const cases = r.cases.filter((c) => c.position !== null);
      await page.waitForFunction((ids) => ids.every((id) => document.querySelector(`#judge .judge-move[data-for="${id}"]`)?.hasAttribute('data-move')), cases.map((c) => c.case), { timeout: 120_000 * Math.max(1, cases.length) });
      const now = await panelNow(page, cases);
      // our statement, in this language
      expect(now.statement.length, `${j.name}: a statement`).toBeGreaterThan(60);
      if (lang === 'zh') expect(chineseIn(now.statement).length, `${j.name}: the statement in Chinese`).toBeGreaterThan(0);
      else expect(chineseIn(now.statement), `${j.name}: the statement in English`).toEqual([]);
      // the link to the original
      const want = address(j.problem);
      expect(now.href).toBe(j.url);
      if (want instanceof RegExp) expect(now.href).toMatch(want);
      else expect(now.href, `${j.name}: the address of ${j.problem}`).toBe(want);
      expect(now.rel).toContain('noopener');
      expect(now.target).toBe('_blank');
      // each case's winning move, checked by the engine
      for (const [k, c] of cases.entries()) {
        const { move, text, check } = now.cases[k];
        if (check.refused) { // too large to analyse within one call: the worker's longer budget found it, or the cell says why not
          if (move) {
            const after = await page.evaluate(async ({ pos, move }) => { const e = globalThis.grundy.engine; await e.setWork(2 ** 31); try { return (await e.analyze(await e.play(pos, move))).verdict; } finally { await e.setWork('default'); } }, { pos: c.position, move });
            expect(after, `${j.name} case ${c.case}: ${move} leaves a P-position`).toBe('P');
          } else expect(text.length).toBeGreaterThan(0);
          continue;
        }
        if (check.verdict === 'P') {
          expect(move, `${j.name} case ${c.case}: a P-position has no winning move`).toBe('');
          continue;
        }
        expect(move, `${j.name} case ${c.case}: a winning move of ${c.position}`).not.toBe('');
        expect(check.listed, `${j.name} case ${c.case}: ${move} is one the engine lists as winning`).toBe(true);
        expect(check.after, `${j.name} case ${c.case}: ${move} leaves a P-position`).toBe('P');
        // the component named by its 1-based place, the place of the move's component in the position
        expect(move.split(':')[0]).toBe(String(check.component));
        if (check.parts > 1) expect(text, `${j.name} case ${c.case}: names component ${check.component}`).toMatch(new RegExp(`^\\S+ ${check.component}[:：]`));
        if (c.from_names) { // the problem's own name of where the move starts (a stair: the chessman behind it)
          const { name, name_msg: msg } = c.from_names[Number(check.from) - 1];
          expect(text, `${j.name} case ${c.case}: names ${name}`).toContain(String(msg.args[0]));
          if (lang === 'en') expect(text.startsWith(`${name}: `)).toBe(true);
        }
      }
      // nothing in the other language
      const seen = now.seen;
      if (lang === 'zh') {
        const found = englishIn(seen, codes);
        expect(found, `${j.name}: English words in the Chinese panel:\n${found.map((f) => `${f.word}: …${f.context}…`).join('\n')}`).toEqual([]);
      } else expect(chineseIn(seen), `${j.name}: Chinese in the English panel`).toEqual([]);
    }
  });
}

/** The chosen problem's title and statement, as the panel shows them. */
const titleAndStatement = (page) => page.evaluate(() => ['#judge .judge-title', '#judge .judge-statement'].map((s) => document.querySelector(s).textContent));

test('the statements differ between the languages, and a change of language keeps the problem, its answers and its moves', async ({ page }) => {
  test.setTimeout(300_000);
  const judges = await openProblems(page, 'en');
  const english = {};
  for (const j of judges) {
    await page.locator(`#judge [data-judge="${j.name}"]`).click();
    english[j.name] = await titleAndStatement(page);
  }
  await page.locator('#judge [data-judge="pairsplit"]').click();
  await expect(page.locator('#judge .judge-move[data-for="1"]')).toHaveAttribute('data-move', /./);
  const move = await page.locator('#judge .judge-move[data-for="1"]').getAttribute('data-move');
  await page.evaluate(() => document.querySelector('#langs [data-lang="zh"]').click()); // (the panel is modal: the switch is clicked as a script would)
  await expect(page.locator('#judge .judge-title')).toContainText('E&D 游戏');
  await expect(page.locator('#judge-format')).toHaveValue('pairsplit');
  await expect(page.locator('#judge .judge-move[data-for="1"]')).toHaveAttribute('data-move', move);
  expect(chineseIn(await page.locator('#judge .judge-move[data-for="1"]').textContent()).length).toBeGreaterThan(0);
  for (const j of judges) {
    await page.locator(`#judge [data-judge="${j.name}"]`).click();
    const zh = await titleAndStatement(page);
    expect(zh[1].trim(), `${j.name}: a Chinese statement`).not.toBe('');
    expect(zh[1], `${j.name}: the statement differs from the English`).not.toBe(english[j.name][1]);
    expect(zh[0], `${j.name}: the title differs from the English`).not.toBe(english[j.name][0]);
  }
});

test('a case opens on the board with its SG values, and the panel works from the keyboard', async ({ page }) => {
  await openProblems(page, 'zh');
  // from the keyboard: the chosen problem has the focus; Tab to the next, Enter picks it
  await expect(page.locator('#judge [data-judge][aria-current="true"]')).toBeFocused();
  const first = await page.locator('#judge [data-judge][aria-current="true"]').getAttribute('data-judge');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const second = await page.locator('#judge [data-judge][aria-current="true"]').getAttribute('data-judge');
  expect(second).not.toBe(first);
  await page.locator('#judge [data-judge="stonebox"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#judge-format')).toHaveValue('stonebox');
  const r = await page.evaluate(() => globalThis.grundy.engine.judge('stonebox', document.querySelector('#judge-input').value));
  await expect(page.locator('#judge .judge-cases tbody tr')).toHaveCount(r.cases.length);
  await page.locator('#judge .judge-cases [data-open="1"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('dialog#judge')).not.toHaveAttribute('open', '');
  await settle(page);
  const canon = await page.evaluate((t) => globalThis.grundy.engine.canonical(t), r.cases[0].position);
  expect(await page.evaluate(() => globalThis.grundy.state.text)).toBe(canon);
  const a = await page.evaluate((t) => globalThis.grundy.engine.analyze(t), canon);
  const shown = await page.locator('#boards .comp > header .sg').allTextContents();
  expect(shown.length).toBe(a.components.length);
  a.components.forEach((c, i) => expect(shown[i]).toContain(String(c.sg)));
  // the panel opens again on the same problem, its answers kept
  await page.click('#judge-open');
  await expect(page.locator('#judge-format')).toHaveValue('stonebox');
  await expect(page.locator('#judge .judge-cases tbody tr')).toHaveCount(r.cases.length);
});
