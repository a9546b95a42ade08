// tb.test.mjs — take-and-break codes in the wasm engine against a plain mex
// of our own (tbmex.mjs) on random codes, published facts (Grundy's game,
// Lasker's Nim), the step-by-step sequence calls the explorer's worker makes
// (a work bound, then carrying on), and the board's move texts.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../web/engine/engine.js';
import { codeText, mexValues, winningMoves } from './tbmex.mjs';
import { blockMove, cutMove, layout, arrowText, partsOf } from '../../web/boards/tb.js';

/** A small random generator (mulberry32), so a failure can be replayed. */
function rng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomCode(r) {
  const int = (lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
  const t = int(1, 4);
  const d = [r() < 0.3 ? [4, 8, 12][int(0, 2)] : 0];
  for (let j = 1; j <= t; j++) d.push(int(0, 15));
  if (d.every((x) => x === 0)) d[1] = 3;
  const mod = d.map((x) => (x & 12 && r() < 0.3 ? (r() < 0.5 ? '!' : '?') : ''));
  return { d, mod };
}

test('random codes: the engine\'s values are a plain mex\'s', async () => {
  const r = rng(20240611);
  for (let k = 0; k < 60; k++) {
    const code = randomCode(r);
    const three = code.d.some((x) => x & 8);
    const n = three ? 45 : 160;
    const text = codeText(code);
    const seq = await engine.sequence(`tb(${text})`, n);
    assert.deepEqual(seq.values, mexValues(code, n), `tb(${text}) up to ${n}`);
  }
});

test('random positions: the winning moves are those a plain mex finds', async () => {
  const r = rng(7);
  for (let k = 0; k < 40; k++) {
    const code = randomCode(r);
    if (code.d.some((x) => x & 8)) code.d = code.d.map((x) => x & 7);
    if (code.d.every((x) => x === 0)) code.d[1] = 3;
    const heaps = Array.from({ length: 1 + Math.floor(r() * 3) }, () => Math.floor(r() * 16));
    const v = mexValues(code, 16);
    const pos = `tb(${codeText(code)}):${heaps.join(',')}`;
    const a = await engine.analyze(pos);
    assert.deepEqual([...a.winning].sort(), winningMoves(code, heaps, v), pos);
  }
});

test("published facts: Grundy's game and Lasker's Nim", async () => {
  const g = await engine.sequence('4!.0', 1300);
  const first = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2];
  assert.deepEqual(g.values.slice(0, 30), first);
  const zeros = g.values.flatMap((x, i) => (x === 0 ? [i] : []));
  assert.deepEqual(zeros, [0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222]);
  const l = await engine.sequence('4.[3]', 400);
  for (let n = 1; n <= 400; n++) {
    const k = (n - 1) % 4;
    assert.equal(l.values[n], [n, n, n + 1, n - 1][k], `Lasker's Nim, heap ${n}`);
  }
  assert.equal(l.period, null); // only observed, never claimed proven
  assert.equal(l.periodicity.kind, 'arithmetic');
  assert.equal(l.periodicity.proven, false);
});

test('a sequence in bounded steps carries on, and ends with the same answer', async () => {
  let steps = 0, stats = null, last = -1, lastChecked = -2, checking = 0;
  while (!stats) {
    await engine.setWork(1 << 16);
    try {
      stats = JSON.parse(await engine.sequencePart('tb(0.156)', 8000, 'stats'));
    } catch (e) {
      assert.equal(e.status, 'limit');
      const m = /known up to size (\d+) so far(?: and checked up to size (-?\d+))?/.exec(e.message);
      const known = Number(m?.[1]), checked = m?.[2] === undefined ? null : Number(m[2]);
      if (checked === null) { // computing values: they grow
        assert.ok(known > last, `progress: ${known} after ${last}`);
      } else { // checking the period: the check goes on, the values stay
        assert.ok(known >= last && checked > lastChecked, `checking: ${checked} after ${lastChecked}`);
        lastChecked = checked;
        checking++;
      }
      last = known;
    } finally {
      await engine.setWork(-1);
    }
    assert.ok(++steps < 10000);
  }
  assert.ok(steps > 1, 'the bound made it take several steps');
  assert.ok(checking > 0, 'the period was checked over steps of its own');
  assert.equal(stats.periodicity.check.verified, true);
  const whole = JSON.parse(await engine.sequenceText('tb(0.156)', 8000));
  assert.equal(stats.period, 349); // published: 0.156 has period 349 from 3,479
  assert.equal(stats.preperiod, 3479);
  assert.equal(stats.period, whole.period);
  const vals = (await engine.sequencePart('tb(0.156)', 8000, 'values', 0, 4000)) + (await engine.sequencePart('tb(0.156)', 8000, 'values', 4001, 8000));
  assert.deepEqual(vals.split(',').map(Number), whole.values);
});

test('a heap past the table: its value from the proven period', async () => {
  const v = await engine.sg('tb(0.77)', 1000000);
  const kayles = mexValues({ d: [0, 7, 7], mod: [] }, 300); // Kayles: period 12 from 71
  assert.equal(v.sg, kayles[71 + ((1000000 - 71) % 12)]);
  assert.equal(v.from, 'period');
});

test('the board names moves by the blocks and cuts of a row of tokens', () => {
  assert.equal(blockMove(7, 3, 3), '7>2+4');
  assert.equal(blockMove(7, 5, 7), '7>4');
  assert.equal(blockMove(7, 1, 7), '7>0');
  assert.equal(blockMove(7, 6, 2), '7>1+1');
  assert.equal(cutMove(7, 4), '7>3+4');
  assert.equal(cutMove(7, 3), '7>3+4');
  assert.equal(blockMove(10n ** 18n, 10n ** 18n, 10n ** 18n), '1000000000000000000>999999999999999999');
  assert.equal(arrowText('1:7>3+4'), '7 → 3 + 4');
  assert.deepEqual(partsOf('7>0'), []);
  // layout puts the first part left, the tokens taken after it; it undoes blockMove/cutMove
  for (let h = 1; h <= 12; h++) {
    for (let a = 1; a <= h; a++) for (let b = a; b <= h; b++) {
      const m = blockMove(h, a, b);
      const { block } = layout(h, `1:${m}`);
      assert.equal(blockMove(h, block[0], block[1]), m);
    }
    for (let k = 1; k < h; k++) assert.deepEqual(layout(h, `1:${cutMove(h, k)}`).cuts.map(Number), [Math.min(k, h - k)]);
  }
});
