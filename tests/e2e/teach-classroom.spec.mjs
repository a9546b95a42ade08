// teach-classroom.spec.mjs — classroom mode: a projector stage with
// the values hidden and revealed one at a time, the XOR table built step by
// step to the engine's nim-sum and verdict; the quiz on generated positions
// keeps a running score, judged here against `grundy analyze`.

import { test, expect } from './fixtures.mjs';
import { cli, openApp, openTab, shots } from './teach-lib.mjs';

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
    await expect(stage(page).locator('.teach-quiz-feedback')).toContainText(`= ${a.nimsum}`);
    await expect(score).toHaveAttribute('data-asked', String(q + 1));
    await expect(score).toHaveAttribute('data-right', String(right));
    if (q === 1) await shots(page, 'classroom-quiz', null, { full: false });
    await stage(page).locator('.teach-quiz-next').click();
  }
  await expect(score).toHaveText(new RegExp(`Score ${right} / 6`));
});
