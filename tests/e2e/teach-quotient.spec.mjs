// teach-quotient.spec.mjs — misère play of rows and heaps on the page: the
// Misère quotient tab (facts as `grundy quotient` gives them, the table
// with its P-portion, Φ, the position read off the product, kept in the
// link, progress and Cancel in the worker), misère Kayles and Dawson's
// Kayles against a plain misère minimax written here, perfect misère Kayles
// against the computer, and teaching tabs that explain misère play without
// the nim-sum.

import { test, expect } from './fixtures.mjs';
import { openApp, openTab, shots, idle } from './teach-lib.mjs';
import { settle, shown, moveTarget } from './app-helpers.mjs';
import { nativeCli } from '../js/gen.mjs';

const quotientCli = (code) => JSON.parse(nativeCli(['quotient', code]).ok);

/** Misère outcome of a row game on runs (sorted lengths) by minimax: the
 *  player to move loses when every move leaves a win for the opponent, and
 *  wins when there is no move. `moves(n)` lists the runs a run of n becomes. */
function loser(moves) {
  const memo = new Map();
  const lost = (runs) => {
    const key = runs.filter((r) => r > 0).sort((a, b) => a - b).join(',');
    if (memo.has(key)) return memo.get(key);
    let any = false, r = true;
    const rs = key ? key.split(',').map(Number) : [];
    rs.forEach((n, i) => {
      for (const after of moves(n)) {
        any = true;
        if (r && lost([...rs.slice(0, i), ...rs.slice(i + 1), ...after])) r = false;
      }
    });
    if (!any) r = false;
    memo.set(key, r);
    return r;
  };
  return lost;
}
const kaylesMoves = (n) => { const out = []; for (let k = 1; k <= 2; k++) for (let i = 0; i + k <= n; i++) out.push([i, n - i - k]); return out; };
const dawsonMoves = (n) => { const out = []; for (let i = 0; i + 2 <= n; i++) out.push([i, n - i - 2]); return out; };
const runsOf = (row) => row.split('.').map((s) => s.length).filter((n) => n > 0);

test('the quotient tab shows Kayles’ quotient as the engine finds it, and reads the position off the product', async ({ page }) => {
  const q = quotientCli('0.77');
  await openApp(page, 'octal(0.77):ooo.oooo;misere&teach=quotient&quot=0.77');
  const facts = page.locator('#teach-quotient .teach-quotient-facts');
  await expect(facts.locator('[data-fact=order]')).toHaveText(String(q.order));
  await expect(facts.locator('[data-fact=presentation]')).toHaveText(q.presentation);
  await expect(facts.locator('[data-fact=proven]')).toContainText(`period ${q.period} from heap ${q.preperiod}`);
  await expect(facts.locator('[data-fact=checked]')).toContainText('independent verifier');
  const rows = page.locator('#teach-quotient .teach-quotient-table tbody tr');
  await expect(rows).toHaveCount(q.order);
  const inP = await page.locator('#teach-quotient .teach-quotient-table tbody td.in-p').count();
  expect(inP).toBe(q.table.flat().filter((x) => q.p[x] === 1).length);
  const lost = loser(kaylesMoves);
  const verdict = page.locator('#teach-quotient [data-verdict]');
  await expect(verdict).toHaveAttribute('data-verdict', lost(runsOf('ooo.oooo')) ? 'P' : 'N');
  expect(page.url()).toContain('quot=0.77');
  await shots(page, 'quotient');
});

test('another code from the tab goes into the link; 0.75 has the published presentation', async ({ page }) => {
  await openApp(page, 'nim:3');
  await openTab(page, 'quotient');
  await page.fill('#teach-quotient .teach-code-field', '0.75');
  await page.click('#teach-quotient button.teach-primary');
  await expect(page.locator('#teach-quotient [data-fact=presentation]')).toHaveText('<a,b,c | a^2=1, b^3=b, bc=ab, c^2=b^2>');
  await expect(page.locator('#teach-quotient [data-fact=p]')).toHaveText('2: {a, b^2}');
  await expect.poll(() => page.url()).toContain('quot=0.75');
});

test('a long quotient runs in the worker with progress and Cancel', async ({ page }) => {
  await openApp(page, 'nim:3');
  await openTab(page, 'quotient');
  await page.fill('#teach-quotient .teach-code-field', '0.156');
  await page.click('#teach-quotient button.teach-primary');
  const cancel = page.locator('#teach-quotient .teach-cancel');
  await expect(cancel).toBeVisible();
  await expect(page.locator('#teach-quotient .teach-status')).toContainText(/heap \d+ reached|Done/);
  if (await cancel.isVisible()) {
    // the work may end between the look and the click: Cancel then goes
    // away, and the status says Done
    await cancel.click({ timeout: 5_000 }).catch(() => {});
    await expect(page.locator('#teach-quotient .teach-status')).toHaveText(/Cancelled|Done/);
  }
  await page.click('#teach-quotient button.teach-primary'); // again, to the end
  await expect(page.locator('#teach-quotient [data-fact=tame]')).toContainText('T5', { timeout: 90_000 });
  await expect(page.locator('#teach-quotient [data-fact=proven]')).toContainText('period 349 from heap 3479');
});

test('misère Kayles and Dawson’s Kayles rows: verdict and winning moves are those of a misère minimax', async ({ page }) => {
  const cases = [['0.77', kaylesMoves, ['ooooooo', 'ooo.oooo', 'oo.oo.ooooo', 'oooooooooooo']],
    ['0.07', dawsonMoves, ['oooooo', 'oooo.ooooo', 'ooooooooooo']]];
  for (const [code, mv, rows] of cases) {
    const lost = loser(mv);
    for (const row of rows) {
      await page.goto('about:blank');
      await page.goto(`./#octal(${code}):${row};misere`);
      await page.waitForSelector('#teach[data-ready]');
      await idle(page);
      const s = await shown(page);
      const runs = runsOf(row);
      expect(s.verdict, row).toBe(lost(runs) ? 'P' : 'N');
      const a = await page.evaluate(() => globalThis.grundy.analysis());
      for (const m of a.moves.filter((x) => x.winning)) { // each winning move leaves a lost position
        expect(lost(runsOf(m.after[0].split(':')[1])), `${row} ${m.move}`).toBe(true);
      }
      expect(a.winning.length > 0).toBe(!lost(runs));
    }
  }
});

test('misère Kayles against the computer: it wins from a winning position, every move leaving a lost one', async ({ page }) => {
  const lost = loser(kaylesMoves);
  await page.goto('./#octal(0.77):ooooooo;misere');
  await page.waitForSelector('#teach[data-ready]');
  await page.evaluate(() => { globalThis.grundy.delay.ms = 0; });
  await page.click('#mode-play');
  await settle(page);
  // we move first from an N-position with a losing move, so the computer must win
  for (let t = 0; t < 12; t++) {
    const a = await page.evaluate(() => globalThis.grundy.analysis());
    if (a.over) break;
    const legal = a.moves.filter((m) => !m.winning);
    const mv = (legal[0] ?? a.moves[0]).move;
    await (await moveTarget(page, mv)).click();
    await settle(page);
  }
  const st = await page.evaluate(() => ({ ...globalThis.grundy.state.play }));
  for (const h of st.history.filter((e) => e.player === st.cpu)) {
    const after = h.after ?? null;
    if (after) expect(lost(runsOf(after.split(':')[1].replace(/[@;].*$/, '')))).toBe(true);
  }
  await expect(page.locator('#status')).toContainText(/Game over: The computer/);
});

test('in misère play the teaching tabs explain by the rule used, never by the nim-sum', async ({ page }) => {
  await openApp(page, 'octal(0.77):ooo.oooo;misere');
  await openTab(page, 'why');
  const why = page.locator('#teach-why');
  await expect(why).toContainText('misère quotient');
  await expect(why).not.toContainText('Nim-sum');
  await openTab(page, 'classroom');
});
