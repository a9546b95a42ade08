// longseq.test.mjs — a long sequence in the wasm engine, as the page's
// worker runs it (bounded steps, the engine keeping what it computed): the
// table for 10^8 values of Grundy's game is held at 2 bytes a value, in the
// engine's default memory limit and the wasm memory the browser gives it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../web/engine/engine.js';
import { EngineError } from '../../web/engine/engine.js';

const N = 100_000_000;
const MiB = 1 << 20;

/** One bounded step of the sequence's statistics: the size known so far,
 *  or -1 when the sequence is done. */
async function step(family, n, units) {
  await engine.setWork(units);
  try {
    await engine.sequencePart(family, n, 'stats');
    return -1;
  } catch (e) {
    assert.ok(e instanceof EngineError, String(e));
    assert.equal(e.status, 'limit', e.message); // not 'memory': the table fits
    const m = /known up to size (\d+) so far/.exec(e.message);
    assert.ok(m, e.message);
    return Number(m[1]);
  } finally {
    await engine.setWork(-1);
  }
}

test("Grundy's game to 10^8: the table fits, at 2 bytes a value", async () => {
  const before = await engine.stats();
  const first = await step('4!.0', N, 1 << 20);
  const second = await step('4!.0', N, 1 << 20);
  assert.ok(first > 0 && second > first, `steps carry on: ${first}, then ${second}`);
  const s = await engine.stats();
  // room for every value asked for, and no more than 2 bytes each (plus the
  // engine's other memory, a few MiB)
  assert.ok(s.engine >= 2 * (N + 1), `the engine holds ${s.engine} bytes`);
  assert.ok(s.peak - before.peak <= 2 * (N + 1) + 8 * MiB, `peak ${s.peak} bytes`);
  // the wasm memory: the table once (not copied at every step), well within
  // the engine's 256 MiB limit and the module's maximum
  assert.ok(s.heap <= 256 * MiB, `wasm memory ${s.heap / MiB} MiB`);
  const v = JSON.parse(await engine.sequencePart('4!.0', 40, 'values', 0, 40).then((t) => `[${t}]`));
  assert.deepEqual(v.slice(0, 12), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2]); // Grundy's game (Berlekamp, Conway, Guy)
});
