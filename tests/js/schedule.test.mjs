// schedule.test.mjs — where the page analyses a position, and what that
// costs in engine calls (web/ui/schedule.js). The engine calls the
// scheduler makes are wrapped and counted: a position, however large, costs
// at most two (a plan or a try on the page, then the analysis where it
// runs), and a small one on a board one. The worker is a stand-in that
// records the call. And the parts the engine sends beside its texts, which
// the page reads in place of the texts (the plan's frame, each move's
// after_parts), are checked against those texts on random positions of
// every game, in both plays. The seed is printed; GRUNDY_SEED replays it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../web/engine/engine.js';
import * as schedule from '../../web/ui/schedule.js';
import { compText, write, afterParts } from '../../web/kit/position.js';
import { rng, SEED, positions } from './gen.mjs';

await engine.load({ whole: true });
console.log(`schedule.test: seed ${SEED} (GRUNDY_SEED=${SEED} replays it)`);

const real = { analyze: schedule.calls.analyze, cost: schedule.calls.cost };
let log = [];
schedule.calls.analyze = (text, opts) => { log.push(opts.within ? 'page' : 'analyze'); return real.analyze(text, opts); };
schedule.calls.cost = (text, opts) => { log.push('plan'); return real.cost(text, opts); };
schedule.calls.background = async (fn, args) => { // the worker: its plan is the engine's, its analysis a stand-in
  log.push(`worker ${fn}`);
  return fn === 'cost' ? real.cost(...args) : { worker: true, fn, text: args[0], lean: args[1].lean };
};

/** Runs one analysis as the store does: the calls it made, the frame the
 *  board got while the worker ran (undefined when it did not), the result. */
async function run(text, { empty = false, move = null } = {}) {
  log = [];
  let frame;
  const got = await schedule.analysis(text, move, {
    empty, most: null,
    wait() {}, frame(f) { frame = f; }, started() {}, done() {},
  });
  return { calls: log, frame, got };
}

const heaps = (n) => 'nim:' + Array.from({ length: n }, (_, i) => (i % 50) + 1).join(',');
const edges = (n) => 'hackenbush:' + Array.from({ length: n }, (_, i) => `0-${i + 1}`).join('.');

test('a small position on a board: one engine call, on the page', async () => {
  const r = await run('nim:3,4,5');
  assert.deepEqual(r.calls, ['page']);
  assert.equal(r.got.position, 'nim:3,4,5');
});

test('a large position costs at most two engine calls, wherever it runs', async () => {
  const cases = [
    // [text, board empty, where it should run]
    [heaps(1000), false, 'page'],           // long, light: planned, then on the page
    [edges(400), false, 'worker analyze'],  // long, a listing of every move of 1.2 MB
    [edges(1000), false, 'worker analyze'], // long, a bulky listing of every move
    [`cram:5x7+${heaps(700)}`, false, 'worker analyze'], // long and heavy
    ['cram:5x7', false, 'worker analyze'],  // short and heavy: refused on the page at once
    ['cram:5x7', true, 'worker analyze'],   // the same on an empty board: planned, with a frame
    [`cram:5x7+${heaps(700)}`, true, 'worker analyze'],
    [heaps(1000), true, 'page'],
    [heaps(9000), false, 'worker analyze'], // past what the page reads: the worker at once
    [heaps(9000), true, 'worker analyze'],  // the same on an empty board: the worker plans it too, for its frame
  ];
  for (const [text, empty, where] of cases) {
    const r = await run(text, { empty });
    assert.ok(r.calls.length <= 2, `${text.slice(0, 30)}… (${text.length} chars, empty ${empty}): ${r.calls.join(', ')}`);
    assert.equal(r.calls.at(-1), where, `${text.slice(0, 30)}…: ${r.calls.join(', ')}`);
    if (where === 'worker analyze') {
      assert.equal(r.got.worker, true);
      if (empty) { // the frame the board shows meanwhile is the engine's own reading
        const c = await real.cost(text, { moves: 'auto' });
        assert.equal(r.frame.text, c.position);
        assert.equal(await engine.canonical(write(r.frame.model)), c.position);
      } else assert.equal(r.frame, undefined); // the board keeps what it shows
    } else {
      assert.equal(r.frame, undefined);
      assert.equal(r.got.position, await engine.canonical(text));
    }
  }
});

test('a move: the position after it, with the same bound', async () => {
  const r = await run('nim:3,4,5', { move: '1:3>1' });
  assert.deepEqual(r.calls, ['page']);
  assert.equal(r.got.position, 'nim:1,4,5@2');
});

test('the engine\'s parts say what its texts say (frame, move after), every game, both plays', async () => {
  const r = rng(SEED);
  let moves = 0, seen = 0;
  for (const base of positions(r, 3, 12)) {
    for (const text of [base, base.replace(/(@[12])?$/, (t) => `${t};misere`)]) {
      let a;
      try { // within a bound of work, so the sweep stays short (a misère sum can take seconds)
        a = await engine.analyze(text, { moves: 'auto', within: 2e6 });
      } catch (e) {
        if (e instanceof engine.EngineError) continue; // refused: nothing sent
        throw e;
      }
      seen++;
      const c = await engine.cost(text, { moves: 'auto' });
      assert.equal(c.position, a.position, text);
      assert.equal(c.turn, a.turn, text);
      assert.equal(c.play, a.play, text);
      assert.deepEqual(c.parts, a.components.map((x) => ({ game: x.game, param: x.param, body: x.body })), text);
      assert.deepEqual(c.parts.map(compText), a.components.map((x) => x.text), text);
      const model = schedule.modelOf(c.turn, c.play, c.parts);
      assert.equal(await engine.canonical(write(model)), a.position, `${text}: the model writes back`);
      for (const m of a.moves) {
        assert.equal(m.after_parts.length, m.after.length, `${text} ${m.move}`);
        assert.deepEqual(afterParts(m).map(compText), m.after, `${text} ${m.move}`); // its game and parameters head its text
        moves++;
      }
    }
  }
  assert.ok(seen > 100 && moves > 1000, `${seen} positions and ${moves} moves checked`);
});
