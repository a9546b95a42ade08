// first.test.mjs — the page's first module (grundy-first.wasm: Nim only,
// c/first.c) never gives an answer the whole engine would not: for thousands
// of generated texts of every game (Nim most of all, in normal and misère
// play, typed with spaces, mangled), its answer is byte for byte the native
// engine's, or "absent" (status 7), which sends the call to the whole engine.
// Every Nim position in normal play must be answered by the first module
// itself, and its info must be the whole engine's. The module is driven here
// through its exports directly, not through web/engine/engine.js, whose
// switch from one module to the other is tested last.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SEED, asciiJSON, mangle, nativeBatch, positions, rng, spaced } from './gen.mjs';

const WEB = new URL('../../web/engine/', import.meta.url);
const NAMES = { 1: 'input', 2: 'limit', 3: 'memory', 4: 'io', 5: 'work', 7: 'absent' };

/** A module's grw_* calls as { ok } or { status, message }. */
async function open(glue, wasm) {
  const { default: create } = await import(new URL(glue, WEB).href);
  const m = await create({ wasmBinary: readFileSync(new URL(wasm, WEB)) });
  const enc = new TextEncoder(), dec = new TextDecoder();
  const text = (p, n) => dec.decode(m.HEAPU8.subarray(p, n === undefined ? m.HEAPU8.indexOf(0, p) : p + n));
  return (fn, strings, ints = []) => {
    const bytes = strings.map((s) => enc.encode(s));
    const base = m._grw_args(bytes.reduce((n, b) => n + b.length + 1, 0));
    const ptrs = [];
    let at = base;
    for (const b of bytes) {
      ptrs.push(at);
      m.HEAPU8.set(b, at);
      m.HEAPU8[at + b.length] = 0;
      at += b.length + 1;
    }
    const out = m[fn](...ptrs, ...ints);
    if (out) return { ok: text(out, m._grw_out_len()) };
    return { status: NAMES[m._grw_status()] ?? `status ${m._grw_status()}`, message: text(m._grw_error()) };
  };
}

const first = await open('grundy-first.mjs', 'grundy-first.wasm');

/** The first module's answer to a batch request (["analyze", "--winning", t] …). */
function ask(q) {
  const [cmd, ...args] = q;
  if (cmd === 'analyze') return args[0] === '--winning' ? first('_grw_analyze', [args[1]], [1]) : first('_grw_analyze', [args[0]], [0]);
  if (cmd === 'canonical') return first('_grw_canonical', [args[0]]);
  if (cmd === 'play') return first('_grw_play', [args[0], args[1]]);
  throw new Error(`no such request ${cmd}`);
}

/** Every request: the first module's answer is native's or absent. */
function compare(requests, what) {
  const native = nativeBatch(requests);
  const diffs = [], answers = [];
  for (let i = 0; i < requests.length; i++) {
    const f = ask(requests[i]);
    const n = native[i].ok === undefined ? native[i] : { ok: asciiJSON(native[i].ok) };
    answers.push(f);
    if (f.status !== 'absent' && JSON.stringify(f) !== JSON.stringify(n)) diffs.push({ request: requests[i], first: f, native: native[i] });
  }
  assert.equal(diffs.length, 0, `${what}: ${diffs.length} of ${requests.length} differ (GRUNDY_SEED=${SEED}); first: ${JSON.stringify(diffs.slice(0, 3), null, 1)}`);
  return { native, answers };
}

const nimText = (r) => {
  const heaps = Array.from({ length: r.int(1, 6) }, () => (r.chance(0.1) ? r.int(0, 1e12) : r.int(0, 40)));
  return `nim:${heaps.join(',')}${r.chance(0.2) ? '@2' : ''}`;
};

test('its info is the whole engine\'s, byte for byte', async () => {
  const whole = await open('grundy-core.mjs', 'grundy.wasm');
  const a = first('_grw_info', []), b = whole('_grw_info', []);
  assert.ok(a.ok && a.ok.length > 1000, 'the first module gives info');
  assert.equal(a.ok, b.ok);
  assert.ok(JSON.parse(a.ok).games.length > 10, 'every game is listed');
});

test('Nim in normal play is answered by the first module, as natively', () => {
  const r = rng(SEED ^ 0x51f);
  const texts = Array.from({ length: 600 }, () => nimText(r));
  const requests = texts.flatMap((t) => [['analyze', t], ['analyze', '--winning', spaced(r, t)], ['canonical', spaced(r, t)]]);
  const { answers, native } = compare(requests, 'nim');
  const absent = requests.filter((q, i) => answers[i].status === 'absent' && native[i].ok !== undefined);
  assert.deepEqual(absent, [], 'no Nim position in normal play leaves the first module');
});

test('moves played in Nim: the position after, or the refusal, as natively', () => {
  const r = rng(SEED ^ 0x7a3);
  const requests = Array.from({ length: 500 }, () => {
    const t = nimText(r), k = r.int(1, 7);
    const move = r.chance(0.8) ? `${k}:${r.int(0, 50)}>${r.int(0, 40)}` : mangle(r, `${k}:3>1`);
    return ['play', t, move];
  });
  const { answers } = compare(requests, 'play');
  assert.ok(answers.every((a) => a.status !== 'absent'), 'every Nim move is played by the first module');
});

test('mangled texts, misère play and every other game: native\'s answer or absent', () => {
  const r = rng(SEED ^ 0x2c9);
  const nim = Array.from({ length: 300 }, () => nimText(r));
  const texts = [
    ...nim.map((t) => mangle(r, t)),
    ...nim.slice(0, 100).map((t) => `${t};misere`),
    ...positions(r, 12, 120),
  ];
  const requests = texts.flatMap((t) => [['analyze', t], ['canonical', t]]);
  const { answers } = compare(requests, 'others');
  const absent = answers.filter((a) => a.status === 'absent').length;
  assert.ok(absent > requests.length / 4, `the other games go to the whole engine (${absent} of ${requests.length})`);
  assert.ok(answers.length - absent > requests.length / 4, `the first module answers the rest (${answers.length - absent})`);
});

test('engine.js starts on the first module and moves to the whole engine when a call needs it', async () => {
  const engine = await import(new URL('engine.js?first-test', WEB).href);
  assert.equal(await engine.build(), 'first');
  const a = await engine.analyze('nim:3,4,5');
  assert.equal(a.components.length, 3);
  assert.equal(await engine.build(), 'first', 'Nim stays on the first module');
  await engine.setWork(12345);
  const h = await engine.analyze('hackenbush:0-1.1-2');
  assert.equal(h.components[0].game, 'hackenbush');
  assert.equal(await engine.build(), 'whole');
  assert.deepEqual(await engine.analyze('nim:3,4,5'), a, 'the whole engine gives the same analysis');
  await assert.rejects(engine.analyze('nimx:3'), (e) => e.status === 'input' && /unknown game "nimx"/.test(e.message));
  await engine.setWork('default');
});
