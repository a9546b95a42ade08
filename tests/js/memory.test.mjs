// memory.test.mjs — memory stays flat over 100,000 calls: the wasm memory
// does not grow, malloc hands back every byte engine.js allocated for
// arguments (successful and failing calls alike), and the engine's own
// accounting returns to where it was.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../web/engine/engine.js';
import { EngineError } from '../../web/engine/engine.js';

const CALLS = 100_000;

/** One call of a mix of every entry point, with errors among them. */
async function call(i) {
  switch (i % 8) {
    case 0: return engine.analyze(`nim:${i % 31},${i % 17}+treblecross:..X.....`);
    case 1: return engine.analyze(`sub(1-3):${i % 50}+checkers:..o.oo@2`, { winning: true });
    case 2: return engine.play('northcott:B..W.,.W..B', '1:1>2');
    case 3: return engine.canonical(`staircase:3/0/${i % 9} + nim:4`);
    case 4: return engine.sequence('sub(1,3,4)', 40);
    case 5: return engine.analyze(`nim:3,${'x'.repeat(i % 5)}`).catch(expectEngineError);
    case 6: return engine.play('nim:3', '1:9>1').catch(expectEngineError);
    default: return engine.sequence('kayles', 9).catch(expectEngineError);
  }
}

function expectEngineError(e) {
  if (!(e instanceof EngineError)) throw e;
}

/** Counters after a call that empties the engine's scratch memory. */
async function settled() {
  await engine.canonical('nim:1');
  return engine.stats();
}

test(`memory is flat over ${CALLS} calls`, async () => {
  for (let i = 0; i < 2000; i++) await call(i); // warm up: arena chunks, tables
  const before = await settled();
  for (let i = 0; i < CALLS; i++) await call(i);
  const after = await settled();
  assert.equal(after.heap, before.heap, 'the wasm memory did not grow');
  assert.equal(after.malloc, before.malloc, 'every malloc was freed');
  assert.equal(after.engine, before.engine, "the engine's own memory is back where it was");
  assert.ok(after.peak <= before.peak * 2, 'the peak did not creep');
});

test('the malloc counter sees live blocks', async () => {
  // So a leaked argument could not hide: the engine keeps a long text's
  // parse in its scratch memory until the next call, and malloc shows it.
  const before = await settled();
  const big = 'nim:' + Array(20000).fill(7).join(',');
  await engine.canonical(big);
  const during = await engine.stats();
  assert.ok(during.malloc > before.malloc + big.length, `${during.malloc} > ${before.malloc} + ${big.length}`);
  assert.ok(during.engine > before.engine);
  // back to where it was, but for the few bytes of bookkeeping the
  // allocator (emmalloc) keeps when the heap has grown: far less than the text
  const after = (await settled()).malloc;
  assert.ok(after >= before.malloc && after - before.malloc <= 64, `${after} is ${before.malloc}, give or take the allocator's bookkeeping`);
});
