// api.test.mjs — the JS API of web/engine/engine.js: loading, plain values in
// and out, and errors as EngineError carrying the engine's status and message.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../web/engine/engine.js';
import { EngineError } from '../../web/engine/engine.js';
import { nativeCli } from './gen.mjs';

/** The EngineError a call rejects with. */
async function failure(promise) {
  try {
    await promise;
  } catch (e) {
    assert.ok(e instanceof EngineError, `an EngineError, not ${e}`);
    assert.ok(e instanceof Error);
    assert.equal(e.name, 'EngineError');
    return e;
  }
  assert.fail('the call succeeded');
}

test('load is idempotent and calls may start before it resolves', async () => {
  const [a, , b] = await Promise.all([engine.analyze('nim:1'), engine.load(), engine.canonical('nim:2 + nim:3')]);
  await engine.load();
  assert.equal(a.verdict, 'N');
  assert.equal(b, 'nim:2,3');
});

test('analyze returns the analysis object', async () => {
  const a = await engine.analyze('nim:3,4,5');
  assert.equal(a.position, 'nim:3,4,5');
  assert.equal(a.nimsum, 3 ^ 4 ^ 5);
  assert.equal(a.verdict, 'N');
  assert.equal(a.listed, 'all');
  assert.equal(a.moves.length, 3 + 4 + 5);
  const w = await engine.analyze('nim:3,4,5', { winning: true });
  assert.equal(w.listed, 'winning');
  assert.deepEqual(w.moves.map((m) => m.move), w.winning);
  assert.deepEqual(w.winning, a.winning);
  assert.deepEqual(a, JSON.parse(await engine.analyzeText('nim:3,4,5')));
});

test('64-bit numbers arrive exact; one call plays a move and analyses the result', async () => {
  const a = await engine.analyze('nim:9223372036854775807,1000000000000000000', { moves: 'auto' });
  assert.equal(a.components[0].sg, 9223372036854775807n);
  assert.equal(a.components[1].sg, 10n ** 18n);
  assert.equal(a.nimsum, (2n ** 63n - 1n) ^ 10n ** 18n);
  assert.equal(a.listed, 'winning', 'too many moves to list: the winning ones');
  assert.equal(a.legal, 2n ** 63n - 1n, 'more legal moves than 2^63 - 1: the count saturates');
  assert.equal(engine.parseJSON('{"label":"take 12345678901234567890","n":12345678901234567890}').label, 'take 12345678901234567890', 'digits inside strings stay text');
  const p = await engine.analyze('nim:3,4,5', { move: '1:3>1', moves: 'auto' });
  assert.equal(p.position, 'nim:1,4,5@2');
  assert.equal(p.played.label, 'take 2 (3 → 1)');
  assert.deepEqual(p.played.after, ['nim:1']);
  assert.equal(p.verdict, 'P');
  await assert.rejects(engine.analyze('nim:3', { move: '1:3>4' }), (e) => e instanceof EngineError && e.status === 'input');
});

test('play, canonical, sequence and info return plain values', async () => {
  assert.equal(await engine.play('nim:3,4,5', '1:3>1'), 'nim:1,4,5@2');
  assert.equal(await engine.play('nim:1,4,5@2', '2:4>2'), 'nim:1,2,5');
  assert.equal(await engine.canonical('nim: 3, 4 + nim:5@1'), 'nim:3,4,5');
  const s = await engine.sequence('sub(1-3)', 20);
  assert.deepEqual(s.values, Array.from({ length: 21 }, (_, i) => i % 4));
  assert.equal(s.period, 4);
  assert.deepEqual(await engine.sequence('sub(1-3)', '20'), s, 'a numeric string is a number');
  const info = await engine.info();
  assert.deepEqual(info, engine.parseJSON(nativeCli(['info']).ok), 'info is gr_info, same as the CLI');
  assert.equal(info.limits.heap, 2n ** 63n - 1n, '64-bit limits arrive exact, as BigInts');
  assert.ok(info.games.some((g) => g.name === 'treblecross'));
  info.games.length = 0; // callers get their own copy
  assert.ok((await engine.info()).games.length > 0);
});

test('malformed text: EngineError with status input and the engine message', async () => {
  for (const text of ['nim:3,x', 'nim', 'sub(1-3:4', 'chess:3', 'northcott:B..', 'treblecross:.X',
    'staircase:1/x', 'nim:3 4', 'nim:3@3', '']) {
    const e = await failure(engine.analyze(text));
    assert.equal(e.status, 'input', text);
    assert.equal(e.message, nativeCli(['analyze', text]).message, text);
    assert.match(e.message, /^at character \d+: /, text);
  }
  const e = await failure(engine.analyze('nim:3,x'));
  assert.equal(e.message, 'at character 7: expected a heap size (a whole number) (near "nim:3,x")');
});

test('too large: status limit', async () => {
  for (const text of ['treblecross:' + '.'.repeat(30000), 'sub(1-1025):' + '9'.repeat(12)]) {
    const e = await failure(engine.analyze(text));
    assert.equal(e.status, 'limit', text.slice(0, 40));
    assert.equal(e.message, nativeCli(['analyze', text]).message);
  }
  const many = await engine.analyze('nim:99999999'); // every move asked for: too many to list
  assert.equal(many.listed, 'winning');
  assert.match(many.truncated, /^this position has 99999999 legal moves, more than the 1000000 the engine lists/);
  assert.equal(many.verdict, 'N');
  assert.deepEqual(many.winning, ['1:99999999>0']);
  assert.equal((await failure(engine.sequence('sub(1-3)', 5e6))).status, 'limit');
  const big = await failure(engine.sequence('sub(1-3)', 2 ** 40));
  assert.equal(big.status, 'limit');
  assert.match(big.message, /out of range \(0\.\.\d+\)/);
  assert.equal((await failure(engine.sequence('treblecross', -1))).status, 'limit');
});

test('illegal moves, bad families, bad n and NUL characters', async () => {
  const m = await failure(engine.play('nim:3', '1:4>1'));
  assert.equal(m.status, 'input');
  assert.equal(m.message, nativeCli(['play', 'nim:3', '1:4>1']).message);
  assert.equal((await failure(engine.play('nim:3', '2:1>0'))).status, 'input');
  assert.equal((await failure(engine.play('nim:3,x', '1:3>0'))).status, 'input');
  const f = await failure(engine.sequence('kayles', 5));
  assert.equal(f.message, nativeCli(['sequence', 'kayles', '5']).message);
  for (const n of [2.5, NaN, '5x', null, undefined, '']) {
    const e = await failure(engine.sequence('sub(1-3)', n));
    assert.equal(e.status, 'input', String(n));
  }
  const z = await failure(engine.analyze('nim:3\0,4'));
  assert.equal(z.status, 'input');
  assert.match(z.message, /at character 6/);
  await assert.rejects(engine.analyze(42), TypeError);
  await assert.rejects(engine.play('nim:3', undefined), TypeError);
});

test('the engine keeps working after errors', async () => {
  await failure(engine.analyze('nim:x'));
  await failure(engine.sequence('nope', 3));
  assert.equal(await engine.canonical('nim:7'), 'nim:7');
  assert.equal((await engine.analyze('nim:1,1')).verdict, 'P');
});

test('non-ASCII text is passed as UTF-8', async () => {
  const e = await failure(engine.analyze('nim:3\u2192'));
  assert.equal(e.message, nativeCli(['analyze', 'nim:3\u2192']).message);
  const a = await engine.analyze('nim:3,4');
  assert.ok(a.moves.some((mv) => mv.label.includes('\u2192')), 'labels keep their arrows');
  // the JSON arrives in ASCII (one-byte text decodes and parses fast), the
  // same characters as the command line's once parsed
  const text = await engine.analyzeText('nim:3,4+hackenbush:0-1.1-1+corners:TH/HH');
  assert.ok(!/[^\x00-\x7f]/.test(text) && text.includes('\\u2192'), 'ASCII, arrows escaped');
  assert.deepEqual(JSON.parse(text), JSON.parse(nativeCli(['analyze', 'nim:3,4+hackenbush:0-1.1-1+corners:TH/HH']).ok));
  // arguments of every length reuse one buffer, and a long one is handed back
  const long = 'nim:' + Array(30000).fill(5).join(',');
  assert.equal(await engine.canonical(long), long);
  assert.equal(await engine.play('nim:3', '1:3>1'), 'nim:1@2');
});

test('quotient: the same JSON as the command line, steps under a work bound, errors', async () => {
  for (const [code, max] of [['0.75', null], ['0.77', null], ['0.07', 18], ['0.77+0.07', 10]]) {
    const native = JSON.parse(nativeCli(max === null ? ['quotient', code] : ['quotient', '--max-heap', String(max), code]).ok);
    assert.deepEqual(await engine.quotient(code, max), native, code);
  }
  // a bound: the call stops and says how far it got; the next carries on (with a
  // larger bound when one heap needs more than it, as the page's worker does)
  let e = null, units = 2000, last = -2, stops = 0;
  for (let i = 0; i < 200; i++) {
    await engine.setWork(units);
    try {
      const q = await engine.quotient('0.123');
      assert.equal(q.order, 20);
      e = null;
      break;
    } catch (err) {
      e = err;
      stops++;
      assert.equal(err.status, 'limit');
      const m = /known up to heap (-?\d+) so far/.exec(err.message);
      assert.ok(m, err.message);
      if (Number(m[1]) <= last) units *= 4;
      last = Number(m[1]);
    }
  }
  assert.ok(stops > 1, 'the bound stopped the computation along the way');
  await engine.setWork(-1);
  assert.equal(e, null);
  assert.equal((await failure(engine.quotient('0.8 8'))).status, 'input');
  assert.equal((await failure(engine.quotient('0.77', -3))).status, 'input');
});

/** A JSON text read with every whole number as a BigInt (a reference that
 *  shares nothing with engine.js's reader). */
function exactJSON(text) {
  let out = '', k = 0;
  while (k < text.length) {
    const ch = text[k];
    if (ch === '"') { // a string, as it is
      let e = k + 1;
      while (text[e] !== '"') e += text[e] === '\\' ? 2 : 1;
      out += text.slice(k, e + 1);
      k = e + 1;
    } else if (/[-\d]/.test(ch)) {
      let e = k + 1;
      while (/[\d.eE+-]/.test(text[e] ?? '')) e++;
      const num = text.slice(k, e);
      out += /^-?\d+$/.test(num) ? `{"$big":"${num}"}` : num;
      k = e;
    } else { out += ch; k++; }
  }
  return JSON.parse(out, (key, v) => (v && typeof v === 'object' && typeof v.$big === 'string' ? BigInt(v.$big) : v));
}

/** Every number of a parsed value as a BigInt (whole ones), for comparison. */
const exact = (v) => (typeof v === 'number' && Number.isInteger(v) ? BigInt(v) : Array.isArray(v) ? v.map(exact)
  : v && typeof v === 'object' && typeof v !== 'bigint' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, exact(x)])) : v);

test('whole numbers past 2^53 survive the JSON boundary exactly, up to 2^63 − 1, as the command line prints them', async () => {
  const P53 = 2n ** 53n;
  const near = [P53 - 1n, P53, P53 + 1n, P53 + 3n, 10n ** 16n + 1n, 10n ** 18n - 1n, 10n ** 18n, 10n ** 18n + 1n, 2n ** 63n - 1n];
  const texts = [
    ...near.map((h) => `nim:${h},3`),
    `nim:${near.join(',')}`,
    ...near.map((h) => `sub(1-3):${h}`),
    ...near.map((h) => `tb(0.07):${h}`),
    `staircase:${P53 + 1n}/0/${P53 + 5n}`,
    ...[P53 + 1n, 10n ** 18n].map((h) => `wythoff:${h}/${h - 7n}`),
  ];
  for (const text of texts) {
    for (const moves of ['auto', 'winning']) {
      const cli = nativeCli(['analyze', ...(moves === 'winning' ? ['--winning'] : ['--auto']), text]);
      assert.ok(cli.ok, `${text}: ${cli.message}`);
      const got = engine.parseJSON(await engine.analyzeText(text, { moves })); // (its text escapes non-ASCII: the values are compared)
      assert.deepEqual(exact(got), exactJSON(cli.ok), `${text} (${moves}): every number exact`);
      // small numbers stay Numbers, large ones are BigInts
      (function walk(v) {
        if (typeof v === 'bigint') assert.ok(v > BigInt(Number.MAX_SAFE_INTEGER) || v < -BigInt(Number.MAX_SAFE_INTEGER), `${text}: ${v} need not be a BigInt`);
        else if (Array.isArray(v)) v.forEach(walk);
        else if (v && typeof v === 'object') Object.values(v).forEach(walk);
      })(got);
    }
  }
  const a = await engine.analyze(`nim:${P53 + 1n},3`, { moves: 'winning' });
  assert.equal(a.components[0].sg, P53 + 1n);
  assert.equal(a.nimsum, (P53 + 1n) ^ 3n);
  const played = await engine.analyze(a.position, { move: a.winning[0], moves: 'auto' });
  assert.equal(played.nimsum, 0);
  // one size of a family: exact, or refused — never the value of a neighbouring size
  assert.equal((await engine.sg('sub(1-3)', P53 - 1n)).size, Number(P53 - 1n));
  await assert.rejects(engine.sg('sub(1-3)', P53 + 1n), (e) => e instanceof EngineError && /past 2\^53/.test(e.message));
  await assert.rejects(engine.sg('sub(1-3)', Number(P53) * 2), (e) => e instanceof EngineError && /past 2\^53/.test(e.message));
});
