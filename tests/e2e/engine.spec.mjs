// engine.spec.mjs — the served page with the wasm engine in Chromium: the
// engine loads from a sub-path, analyses what is typed, gives the native
// engine's answers, runs long work in a worker with progress and cancelling.
// Any console error or page error fails a test (fixtures.mjs).

import { test, expect, engineIn } from './fixtures.mjs';
import { asciiJSON, nativeCli } from '../js/gen.mjs';

test.beforeEach(async ({ page }) => {
  await page.goto('./');
});

test('the engine loads in the page and answers as the native engine does', async ({ page }) => {
  const texts = ['nim:3,4,5', 'sub(1-3):10+checkers:..o.oo+treblecross:.X.X...X',
    'northcott:B..W.,.W..B@2', 'staircase:3/0/5/2', 'treblecross:..XX.'];
  const got = await engineIn(page, (engine, ts) => Promise.all(ts.map((t) => engine.analyzeText(t))), texts);
  texts.forEach((t, i) => expect(got[i], t).toBe(asciiJSON(nativeCli(['analyze', t]).ok)));
  const err = await engineIn(page, (engine) => engine.analyze('nim:3,x').then(
    () => null, (e) => ({ name: e.name, status: e.status, message: e.message, isError: e instanceof Error })));
  expect(err).toEqual({ name: 'EngineError', status: 'input', isError: true,
    message: nativeCli(['analyze', 'nim:3,x']).message });
});

test('a typed position is analysed', async ({ page }) => {
  // Hooks of the page (web/app.js): the #postext input, submitted with Enter,
  // and window.grundy.analysis() once 'grundy:ready' has fired.
  await page.waitForFunction(() => globalThis.grundy?.idle?.());
  const input = page.locator('#postext');
  await input.fill('nim: 3, 4 + treblecross:..X.....');
  await input.press('Enter');
  const expected = JSON.parse(nativeCli(['analyze', 'nim:3,4+treblecross:..X.....']).ok);
  await page.waitForFunction((pos) => globalThis.grundy.analysis()?.position === pos && globalThis.grundy.idle(),
    expected.position);
  const a = await page.evaluate(() => globalThis.grundy.analysis());
  expect(a.nimsum).toBe(expected.nimsum);
  expect(a.winning).toEqual(expected.winning);
});

test('long work runs in a worker: progress, result, errors, cancel', async ({ page }) => {
  const r = await page.evaluate(async () => {
    const bg = await import(new URL('engine/background.js', document.baseURI).href);
    const engine = await import(new URL('engine/engine.js', document.baseURI).href);
    const steps = [];
    const seq = await bg.runInBackground('sequence', ['sub(1,3,4)', 200000], { onProgress: (p) => steps.push(p) });
    const here = await engine.sequence('sub(1,3,4)', 200000);
    const same = JSON.stringify(seq) === JSON.stringify(here);
    const bad = await bg.runInBackground('analyze', ['nim:3,x']).catch((e) => e);
    const ctl = new AbortController();
    const cancelled = await bg.runInBackground('sequence', ['treblecross', 20000], {
      signal: ctl.signal,
      onProgress: (p) => { if (p.done > 0) ctl.abort(); },
    }).then(() => 'finished', (e) => e.name);
    const after = await bg.runInBackground('analyze', ['nim:1,2,3']);
    const pre = new AbortController();
    pre.abort();
    const early = await bg.runInBackground('info', [], { signal: pre.signal }).catch((e) => e.name);
    return { steps, n: seq.n, period: seq.period, same, bad: [bad.name, bad.status, bad.message],
      cancelled, after: after.verdict, early };
  });
  expect(r.same).toBe(true);
  expect(r.n).toBe(200000);
  expect(r.period).toBe(7);
  expect(r.steps.length).toBeGreaterThan(3);
  expect(r.steps.at(-1).total).toBe(200000);
  expect(r.bad).toEqual(['EngineError', 'input', nativeCli(['analyze', 'nim:3,x']).message]);
  expect(r.cancelled).toBe('AbortError');
  expect(r.after).toBe('P');
  expect(r.early).toBe('AbortError');
});

test('the wasm is served as application/wasm from the sub-path', async ({ page, baseURL }) => {
  expect(new URL(baseURL).pathname).not.toBe('/');
  const res = await page.request.get('engine/grundy.wasm');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/wasm');
  expect((await page.request.get('../Makefile')).status()).toBe(404);
});
