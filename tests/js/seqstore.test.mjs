// seqstore.test.mjs — the page's storage for long sequences (teach/seqdata.js):
// values kept in 2 bytes while they fit, widened to 4 bytes (once, keeping
// what was there) at the first chunk that holds a value past 65535; and the
// runner (teach/seqrun.js) filling it from the worker's chunks, which come as
// Uint16Array or, when a value needs it, Uint32Array. The expected values are
// made here (a formula per size), never read back from the code under test.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { valueStore, putValues } from '../../web/teach/seqdata.js';
import { makeRunner } from '../../web/teach/seqrun.js';

const value = (i) => (i * 2654435761) % 60000; // fits in 2 bytes

test('values that fit stay at 2 bytes each, whatever array a chunk comes in', () => {
  const n = 100000, store = valueStore(n);
  for (let from = 0; from <= n; from += 4096) {
    const len = Math.min(4096, n + 1 - from);
    const chunk = (from / 4096) % 3 === 0 ? new Uint16Array(len) : (from / 4096) % 3 === 1 ? new Uint32Array(len) : new Array(len);
    for (let k = 0; k < len; k++) chunk[k] = value(from + k);
    putValues(store, from, chunk);
  }
  assert.ok(store.values instanceof Uint16Array);
  assert.equal(store.values.length, n + 1);
  for (let i = 0; i <= n; i += 997) assert.equal(store.values[i], value(i), `size ${i}`);
  assert.equal(store.values[n], value(n));
});

test('the first value past 65535 widens the store to 4 bytes, keeping the values before', () => {
  const n = 10000, store = valueStore(n);
  putValues(store, 0, Uint16Array.from({ length: 5000 }, (_, i) => value(i)));
  const big = Uint32Array.from({ length: 5001 }, (_, k) => (k === 1234 ? 70000 + k : value(5000 + k)));
  putValues(store, 5000, big);
  assert.ok(store.values instanceof Uint32Array);
  assert.equal(store.values.length, n + 1);
  for (let i = 0; i < 5000; i += 7) assert.equal(store.values[i], value(i), `kept: size ${i}`);
  assert.equal(store.values[6234], 71234);
  assert.equal(store.values[n], value(n));
  putValues(store, 0, new Uint16Array([1, 2, 3])); // later chunks go in as they are
  assert.deepEqual([...store.values.subarray(0, 4)], [1, 2, 3, value(3)]);
});

test('the runner fills the store from the worker\'s chunks, 2 bytes a value when they fit', async () => {
  const n = 3_000_000; // three chunks and a bit
  const calls = [];
  const background = async (method, args) => {
    calls.push(method);
    if (method === 'seqstep') return { done: true, stats: { family: args[0], n: args[1], period: null } };
    const [, , from, to] = args;
    const out = new Uint16Array(to - from + 1);
    for (let k = 0; k < out.length; k++) out[k] = value(from + k);
    return out;
  };
  const seq = await makeRunner(background).start('tb(4!.0)', n).done;
  assert.ok(seq.values instanceof Uint16Array, 'kept in 2 bytes');
  assert.equal(seq.values.length, n + 1);
  for (let i = 0; i <= n; i += 9973) assert.equal(seq.values[i], value(i), `size ${i}`);
  assert.equal(seq.values[n], value(n));
  assert.ok(calls.filter((c) => c === 'seqvalues').length >= 3, 'read in chunks');
});

test('the first difference of two long lists, found a slice at a time', async () => {
  const { firstDifference } = await import('../../web/teach/seqrun.js');
  const a = Uint16Array.from({ length: 50000 }, (_, i) => value(i));
  const b = Uint32Array.from(a);
  assert.equal(await firstDifference(a, b, 4096), -1);
  b[45678] ^= 1;
  assert.equal(await firstDifference(a, b, 4096), 45678);
  assert.equal(await firstDifference(a, b.subarray(0, 40000), 4096), -1); // up to the shorter end
  b[0] = 7;
  assert.equal(await firstDifference(a, b), 0);
});
