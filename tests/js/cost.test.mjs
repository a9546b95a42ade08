// cost.test.mjs — the engine's cost estimate (gr_cost's "work") against
// what an analysis really takes. The page analyses a position on its main
// thread when the estimate is within its bound (MAIN.work, ui/schedule.js),
// so an estimate far below the truth freezes the page. For the positions at
// every game's size limits (tests/tools/limits.mjs), every example of every
// board, and random sums of every game, natively, each in a fresh context
// (as a first visit, no table yet):
//  - the JSON the page would read is charged, 20 steps a byte (the engine's
//    JSON_STEPS), but for a game's details, which the estimate takes to be
//    small: (bytes − SLACK) × 20 ≤ work (SLACK: 250 KB, a few ms to parse);
//  - the processor time is at most RATE ns per unit of work, or FLOOR. The
//    estimate aims at about 1 ns a unit natively; the margin is wide, so a
//    machine busy with other work (which inflates processor time too) does
//    not fail it, while an estimate a thousand times short (a table or a
//    listing it left out) does. A measurement over it is made again, twice
//    at most, and the least kept.
// Positions whose estimate is past FAR are not run (the page refuses them,
// or sends them to its worker). And the estimate itself, as the page's
// main thread asks for it (within MAIN.work: its measuring of a table
// spends a sixteenth of that), is as quick.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { LIMITS } from '../tools/limits.mjs';
import { BOARDS, loadAll } from '../../web/boards/index.js';
import { MAIN } from '../../web/ui/schedule.js';
import { rng, SEED, positions, NATIVE_BATCH } from './gen.mjs';

const RATE = 20;       // ns of processor time per unit of estimated work, at most
const FLOOR = 10;      // ms any analysis may take, however small its estimate
const FAR = 5 * MAIN.work; // estimates past this are not run
const JSON_STEPS = 20; // units charged per byte of JSON
const SLACK = 250000;  // bytes of JSON the estimate may leave out

await loadAll();
console.log(`cost.test: seed ${SEED} (GRUNDY_SEED=${SEED} replays it)`);

/** Runs requests (arrays of fields), each alone in a fresh context:
 *  [{ms, bytes, status}] (bytes: of the answer, or of the message). */
function each(requests) {
  const input = requests.map((q) => q.join('\t')).join('\n') + '\n';
  const res = spawnSync(NATIVE_BATCH, ['--each'], { input, encoding: 'utf8', maxBuffer: 1 << 30 });
  assert.equal(res.status, 0, `grundy-batch --each: ${res.stderr}`);
  const lines = res.stdout.trim().split('\n');
  assert.equal(lines.length, requests.length);
  return lines.map((l) => { const [s, b, st] = l.split('\t'); return { ms: Number(s) * 1000, bytes: Number(b), status: Number(st) }; });
}

/** The estimate of each text (work, listed), from one batch. */
function estimates(texts) {
  const input = texts.map((t) => `cost\t${t}`).join('\n') + '\n';
  const res = spawnSync(NATIVE_BATCH, [], { input, encoding: 'utf8', maxBuffer: 1 << 30 });
  assert.equal(res.status, 0, `grundy-batch: ${res.stderr}`);
  return res.stdout.trim().split('\n').map((l) => (l.startsWith('ok\t') ? JSON.parse(l.slice(3)) : null));
}

const cases = [
  ...Object.entries(LIMITS).flatMap(([g, links]) => links.map((t, k) => [`${g}, at its limits (${k + 1})`, t])),
  ...BOARDS.flatMap((b) => [...b.examples, ...(b.sums ?? [])].map(([label, t]) => [`${b.game}, example "${label}"`, t])),
  ...positions(rng(SEED), 2, 40).map((t) => [`random ${t}`, t]),
];

test('every game the page offers has positions at its limits here', () => {
  assert.deepEqual(Object.keys(LIMITS).sort(), BOARDS.map((b) => b.game).sort());
});

test('an analysis takes no more than its estimate says: the JSON it writes, and its processor time', () => {
  const costs = estimates(cases.map(([, t]) => t));
  const run = cases.map(([name, t], k) => ({ name, t, c: costs[k] })).filter((x) => x.c !== null && x.c.work <= FAR);
  assert.ok(run.length > 150, `${run.length} analyses run`);
  let measured = each(run.map((x) => ['analyze-within', '-1', x.t]));
  const over = (m, x) => m.ms > Math.max(FLOOR, RATE * x.c.work / 1e6);
  for (let again = 0; again < 2 && measured.some((m, k) => over(m, run[k])); again++) {
    const redo = run.map((x, k) => (over(measured[k], x) ? k : -1)).filter((k) => k >= 0);
    console.log(`over the rate: ${redo.length} measured again`);
    const m2 = each(redo.map((k) => ['analyze-within', '-1', run[k].t]));
    redo.forEach((k, i) => { if (m2[i].ms < measured[k].ms) measured[k] = m2[i]; });
  }
  let worst = null;
  run.forEach((x, k) => {
    const m = measured[k];
    if (m.status !== 0) return; // refused (a listing past its limits): its words are small
    assert.ok(m.bytes * JSON_STEPS <= x.c.work + JSON_STEPS * SLACK, `${x.name}: ${m.bytes} bytes of JSON, but an estimate of ${x.c.work} units (${x.t.slice(0, 60)})`);
    const rate = (m.ms * 1e6) / Math.max(1, x.c.work);
    if (m.ms > FLOOR && (worst === null || rate > worst.rate)) worst = { name: x.name, rate, ms: m.ms, work: x.c.work };
    assert.ok(!over(m, x), `${x.name}: ${m.ms.toFixed(1)} ms of processor time for an estimate of ${x.c.work} units (${rate.toFixed(0)} ns a unit; at most ${RATE}) (${x.t.slice(0, 60)})`);
  });
  if (worst) console.log(`the most time per unit past ${FLOOR} ms: ${worst.name}, ${worst.ms.toFixed(1)} ms for ${worst.work} units (${worst.rate.toFixed(1)} ns a unit)`);
});

test('the estimate within the page\'s bound is quick', () => {
  const read = cases.filter(([, t]) => t.length <= MAIN.chars);
  const most = Math.max(FLOOR, (RATE * MAIN.work) / 16 / 1e6); // ms
  const ask = (list) => each(list.map(([, t]) => ['cost-within', String(MAIN.work), t]));
  let measured = ask(read);
  for (let again = 0; again < 2 && measured.some((m) => m.ms > most); again++) {
    const redo = read.map((c, k) => (measured[k].ms > most ? k : -1)).filter((k) => k >= 0);
    const m2 = ask(redo.map((k) => read[k]));
    redo.forEach((k, i) => { if (m2[i].ms < measured[k].ms) measured[k] = m2[i]; });
  }
  read.forEach(([name, t], k) => assert.ok(measured[k].ms <= most, `${name}: the estimate took ${measured[k].ms.toFixed(1)} ms of processor time (at most ${most} ms) (${t.slice(0, 60)})`));
});
