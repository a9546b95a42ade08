// parity.test.mjs — the wasm engine (through web/engine/engine.js) gives the
// very same text as the native engine (its JSON in ASCII: gen.mjs asciiJSON): analyses of thousands of generated
// positions of every game and of sums, canonical texts, moves played, errors
// (status and message) for mangled texts, and sequences. The native side runs
// in one process (build/grundy-batch); a sample is checked against the
// `grundy` command line itself.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../web/engine/engine.js';
import {
  GAMES, SEED, asciiJSON, group, mangle, nativeBatch, nativeCli, positions, rng, spaced,
} from './gen.mjs';

const WASM = {
  analyze: (t) => engine.analyzeText(t),
  '--winning': (t) => engine.analyzeText(t, { winning: true }),
  canonical: (t) => engine.canonical(t),
  play: (t, m) => engine.play(t, m),
  sequence: (f, n) => engine.sequenceText(f, Number(n)),
  work: async (n) => { await engine.setWork(Number(n) === -2 ? 'default' : Number(n)); return n; },
};

/** The wasm answer to a request in batch form (["analyze", "--winning", t]…). */
async function wasm(q) {
  const [cmd, ...args] = q;
  const fn = cmd === 'analyze' && args[0] === '--winning' ? WASM['--winning'] : WASM[cmd];
  try {
    return { ok: await fn(...(args[0] === '--winning' ? args.slice(1) : args)) };
  } catch (e) {
    if (!(e instanceof engine.EngineError)) throw e;
    return { status: e.status, message: e.message };
  }
}

/** Compares every request; reports the first few differences with the seed. */
async function compare(requests, what) {
  const native = nativeBatch(requests);
  const diffs = [];
  for (let i = 0; i < requests.length; i++) {
    const w = await wasm(requests[i]);
    const n = native[i].ok === undefined ? native[i] : { ok: asciiJSON(native[i].ok) };
    if (JSON.stringify(w) !== JSON.stringify(n))
      diffs.push({ request: requests[i], wasm: w, native: native[i] });
  }
  assert.equal(diffs.length, 0, `${what}: ${diffs.length} of ${requests.length} differ (GRUNDY_SEED=${SEED}); first: ${JSON.stringify(diffs.slice(0, 3), null, 1)}`);
  return native;
}

test('analyses of every game and of sums are identical', async () => {
  const r = rng(SEED);
  const texts = positions(r, 400, 1200); // 2400 single games + 1200 sums
  const requests = texts.flatMap((t) => [['analyze', t], ['analyze', '--winning', t]]);
  const native = await compare(requests, 'analyze');
  const ok = native.filter((a) => a.ok).length;
  assert.ok(ok > requests.length * 0.99, `most generated positions are valid (${ok})`);
  const games = new Set(native.filter((a) => a.ok).flatMap((a) => JSON.parse(a.ok).components.map((c) => c.game)));
  assert.deepEqual([...games].sort(), [...GAMES].sort(), 'every game was analysed');
});

test('moves played and canonical texts are identical', async () => {
  const r = rng(SEED + 1);
  const requests = [];
  for (const t of positions(r, 60, 300)) {
    requests.push(['canonical', spaced(r, t)]);
    const a = await engine.analyze(t);
    if (a.moves.length) requests.push(['play', t, r.pick(a.moves).move]);
    requests.push(['play', t, r.pick(['1:1', '9:3>1', '1:x', '', '2:1>0', '1:5x2', '1:14>17', '1:2-3', '1:3-2', '1:1-1'])]);
  }
  await compare(requests, 'play/canonical');
});

const MANGLED_WORK = 4_000_000;

test('mangled texts give the same answer or the same error', async () => {
  const r = rng(SEED + 2);
  const texts = positions(r, 150, 300).map((t) => mangle(r, t));
  texts.push('', ' ', '+', 'nim', 'nim:', 'nim:3,', 'nim:3+', 'nim:3@', 'nim:3@3', 'sub():1',
    'sub(3-1):4', 'sub(0):1', 'chess:1', 'treblecross:..', 'northcott:BW.B', 'staircase:1//2',
    'nim:99999999999999999999', 'checkers:' + '.'.repeat(5000), 'nim:3\u00e9', 'n\u00efm:3',
    'octal:ooo', 'octal(0.8):o', 'octal(1.2):o', 'octal(0.):o', 'octal(0.000):o', 'octal(0.77777777777777777):o',
    'octal(0.77):oXo', 'octal(0.7777777777777777):' + 'o'.repeat(4000));
  // A mangled size can ask a game found by search for minutes of search (a
  // grid graph of 40 edges): those texts get the same small work bound on both
  // sides, which keeps each answer to a moment. (The others keep the default
  // bound: under a small one, how far a table grows depends on what earlier
  // calls left in the engine.)
  const searched = (t) => /cram|kayles|chomp/.test(t);
  const native = [
    ...await compare(texts.filter((t) => !searched(t)).map((t) => ['analyze', t]), 'mangled'),
    ...(await compare([['work', String(MANGLED_WORK)], ...texts.filter(searched).map((t) => ['analyze', t]),
      ['work', '-2']], 'mangled, games found by search')).slice(1, -1),
  ];
  const errors = native.filter((a) => a.status);
  assert.ok(errors.length > texts.length / 3, `mangling made errors (${errors.length})`);
  assert.ok(errors.some((a) => a.status === 'limit'), 'some hit a limit');
});

test('sequences are identical', async () => {
  const r = rng(SEED + 3);
  const requests = [];
  for (let i = 0; i < 40; i++) {
    const fam = group(r, 'sub').replace(/:.*/, '');
    requests.push(['sequence', fam, String(r.int(0, 400))]);
  }
  for (let i = 0; i < 20; i++) {
    const fam = group(r, 'octal').replace(/:.*/, '');
    requests.push(['sequence', fam, String(r.int(0, 400))]);
  }
  requests.push(['sequence', 'octal(0.77)', '1000'], ['sequence', 'octal(0.137)', '100000'],
    ['sequence', 'octal(0.07)', '300'], ['sequence', 'octal(0.6)', '20001'], ['sequence', 'octal(0.8)', '5'],
    ['sequence', 'octal', '5'], ['sequence', 'octal(0.77777777777777777)', '5']);
  requests.push(['sequence', 'treblecross', '600'], ['sequence', 'staircase', '40'],
    ['sequence', 'treblecross', '30000'], ['sequence', 'nim', '5'], ['sequence', 'sub', '5'],
    ['sequence', 'sub(1-3)x', '5'], ['sequence', 'kayles', '5'], ['sequence', 'sub(1-3)', '-1'],
    ['sequence', 'sub(1-3)', '2000000']);
  await compare(requests, 'sequence');
});

test('the batch tool answers as the grundy command line does', () => {
  // A few real CLI calls: the batch tool above is a fair stand-in for it.
  const r = rng(SEED + 4);
  const requests = [];
  for (const g of GAMES) requests.push(['analyze', group(r, g)], ['analyze', '--winning', group(r, g)]);
  requests.push(['analyze', group(r, 'nim') + '+' + group(r, 'treblecross') + '@2'],
    ['analyze', 'nim:3,x'], ['canonical', 'nim: 3, 4 + nim:5'], ['play', 'nim:3,4,5', '1:3>1'],
    ['play', 'nim:3', '1:4>1'], ['sequence', 'sub(1-3)', '20'], ['sequence', 'kayles', '3']);
  const batch = nativeBatch(requests);
  requests.forEach((q, i) => {
    const cli = nativeCli(q);
    if (batch[i].ok !== undefined) assert.deepEqual(cli, batch[i], q.join(' '));
    else assert.deepEqual({ exit: 2, message: batch[i].message }, cli, q.join(' '));
  });
});
